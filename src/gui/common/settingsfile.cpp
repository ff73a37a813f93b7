// SPDX-License-Identifier: GPL-3.0-or-later
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

#include <algorithm>

namespace guesslab::gui {

namespace {

// Moves the file aside, keeping it for the user to look at.
SettingsFile::Problem moveAside(const InputError& error) {
    const QString file = QString::fromStdString(error.source());
    const QString aside = file + QStringLiteral(".unreadable");
    QFile::remove(aside);
    const bool moved = QFile::rename(file, aside) || QDir().rename(file, aside);
    return {error, moved ? aside : QString()};
}

}  // namespace

QString SettingsFile::path() {
    // As QSettings names it for the native format on Unix, without opening it.
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QLatin1Char('/') + QCoreApplication::organizationName() + QLatin1Char('/') +
           QCoreApplication::applicationName() + QStringLiteral(".conf");
}

std::optional<SettingsFile::Problem> SettingsFile::prepare() {
    const QString file = path();
    if (QFileInfo::exists(file) || QFileInfo(file).isSymLink()) {
        try {
            InputFile::check(file.toStdString(), static_cast<size_t>(kMaxBytes));
        } catch (const InputError& e) {
            return moveAside(e);
        }
    }
    QSettings settings;
    if (settings.status() == QSettings::FormatError)
        return moveAside(InputError(file.toStdString(), 0, "is not a settings file"));
    dropUnknownKeys(settings);
    return std::nullopt;
}

QString SettingsFile::Problem::text() const {
    const QString problem = EngineText::error(error);
    return movedTo.isEmpty()
               ? QCoreApplication::translate("guesslab::gui::SettingsFile",
                                             "%1\nThe defaults are used.")
                     .arg(problem)
               : QCoreApplication::translate("guesslab::gui::SettingsFile",
                                             "%1\nIt was moved to %2; the defaults are used.")
                     .arg(problem, movedTo);
}

QString SettingsFile::problemTitle() {
    return QCoreApplication::translate("guesslab::gui::SettingsFile", "Settings not read");
}

bool SettingsFile::known(const QString& key) {
    // Every key the window writes; a new one is added here.
    static const QStringList exact = {
        QStringLiteral("geometry"),        QStringLiteral("windowState"),
        QStringLiteral("language"),        QStringLiteral("threads"),
        QStringLiteral("recentFiles"),     QStringLiteral("dialogs/lastFolder"),
        QStringLiteral("lists/answers"),   QStringLiteral("lists/guesses"),
        QStringLiteral("lists/weights"),   QStringLiteral("lists/words"),
        QStringLiteral("game/kind"),       QStringLiteral("game/values"),
        QStringLiteral("review/game"),     QStringLiteral("review/secret"),
        QStringLiteral("review/rule"),     QStringLiteral("review/candidates"),
        QStringLiteral("assistant/rule"),  QStringLiteral("assistant/game"),
        QStringLiteral("assistant/steps"),
    };
    // The panels' remembered fields (RememberedFields), one group each; a
    // value of the wrong kind there is ignored when read.
    static const QStringList groups = {
        QStringLiteral("openers/"),    QStringLiteral("pairs/"),  QStringLiteral("partition/"),
        QStringLiteral("simulation/"), QStringLiteral("eldrow/"), QStringLiteral("trees/"),
    };
    return exact.contains(key) || std::any_of(groups.begin(), groups.end(), [&](const QString& g) {
               return key.startsWith(g) && key.indexOf(QLatin1Char('/'), g.size()) < 0;
           });
}

void SettingsFile::dropUnknownKeys(QSettings& settings) {
    for (const QString& key : settings.allKeys())
        if (!known(key))
            settings.remove(key);
}

}  // namespace guesslab::gui
