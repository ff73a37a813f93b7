#include "settingsfile.h"

#include "enginetext.h"
#include "inputerror.h"
#include "inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace guesslab::gui {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("guesslab::gui::SettingsFile", text);
}

// Moves the file aside (keeping it for the user to look at) and says so.
QString moveAside(const QString& file, const QString& problem) {
    const QString aside = file + QStringLiteral(".unreadable");
    QFile::remove(aside);
    const bool moved = QFile::rename(file, aside) || QDir().rename(file, aside);
    return moved ? tr("%1\nIt was moved to %2; the defaults are used.").arg(problem, aside)
                 : tr("%1\nThe defaults are used.").arg(problem);
}

}  // namespace

QString SettingsFile::path() {
    // As QSettings names it for the native format on Unix, without opening it.
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QLatin1Char('/') + QCoreApplication::organizationName() + QLatin1Char('/') +
           QCoreApplication::applicationName() + QStringLiteral(".conf");
}

QString SettingsFile::prepare() {
    const QString file = path();
    if (QFileInfo::exists(file) || QFileInfo(file).isSymLink()) {
        try {
            InputFile::check(file.toStdString(), static_cast<size_t>(kMaxBytes));
        } catch (const InputError& e) {
            return moveAside(file, EngineText::error(e));
        }
    }
    QSettings settings;
    if (settings.status() == QSettings::FormatError) {
        return moveAside(file, tr("%1: not a settings file").arg(file));
    }
    dropUnknownKeys(settings);
    return {};
}

QString SettingsFile::problemTitle() {
    return tr("Settings not read");
}

bool SettingsFile::known(const QString& key) {
    // Every key the window writes; a new one is added here.
    static const QStringList exact = {
        QStringLiteral("geometry"),      QStringLiteral("windowState"),
        QStringLiteral("language"),      QStringLiteral("threads"),
        QStringLiteral("recentFiles"),   QStringLiteral("dialogs/lastFolder"),
        QStringLiteral("lists/answers"), QStringLiteral("lists/guesses"),
        QStringLiteral("lists/weights"), QStringLiteral("lists/words"),
        QStringLiteral("game/kind"),     QStringLiteral("game/values"),
        QStringLiteral("review/game"),   QStringLiteral("review/secret"),
        QStringLiteral("review/rule"),   QStringLiteral("review/candidates"),
    };
    return exact.contains(key);
}

void SettingsFile::dropUnknownKeys(QSettings& settings) {
    for (const QString& key : settings.allKeys())
        if (!known(key))
            settings.remove(key);
}

}  // namespace guesslab::gui
