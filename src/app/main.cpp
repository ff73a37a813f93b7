// SPDX-License-Identifier: GPL-3.0-or-later
// guesslab: the workbench window on the bundled (or last used) word lists.
#include "errordialog.h"
#include "mainwindow.h"
#include "numbertext.h"
#include "session.h"
#include "settingsfile.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QSettings>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("guesslab"));
    QApplication::setApplicationName(QStringLiteral("guesslab"));
    QApplication::setApplicationVersion(QString::fromLatin1(guesslab::kVersion));

    // A settings file that cannot be read is moved aside before anything
    // reads it (a pipe there would block the start); said once the window shows.
    const auto settingsProblem = guesslab::gui::SettingsFile::prepare();

    // The language chosen in Settings, else the system's.
    const QString language =
        QSettings().value(QStringLiteral("language"), QLocale::system().name().left(2)).toString();
    QTranslator own, qt;
    // Any language without a translation reads English, with its plural forms.
    if (own.load(QStringLiteral(":/i18n/guesslab_") + language) ||
        own.load(QStringLiteral(":/i18n/guesslab_en")))
        QApplication::installTranslator(&own);
    QLocale::setDefault(guesslab::gui::numberLocaleFor(language));
    if (qt.load(QStringLiteral("qtbase_") + language,
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qt);

    QCommandLineParser options;
    options.setApplicationDescription(
        QStringLiteral("Analysis workbench for feedback-guessing games"));
    options.addHelpOption();
    options.addVersionOption();
    const QCommandLineOption bundled(QStringLiteral("bundled"),
                                     QStringLiteral("Start on the bundled word lists."));
    options.addOption(bundled);
    const QCommandLineOption check(
        QStringLiteral("check"),
        QStringLiteral("Open the window on the bundled lists, wait for the opener ranking, "
                       "print a line and quit (checks an installation)."));
    options.addOption(check);
    options.process(app);

    guesslab::gui::MainWindow window;
    if (options.isSet(bundled) || options.isSet(check))
        window.useBundledLists();
    else
        window.restoreLists();
    window.show();
    if (settingsProblem) {
        QTextStream(stderr) << "guesslab: " << settingsProblem->text() << '\n';
        guesslab::gui::ErrorDialog::open(&window, guesslab::gui::SettingsFile::problemTitle(),
                                         settingsProblem->text());
    }
    if (options.isSet(check)) {
        auto* session = window.session();
        QObject::connect(session, &guesslab::gui::Session::rankingChanged, &app, [session] {
            if (const auto ranking = session->ranking(); ranking && !ranking->rows.empty()) {
                QTextStream(stdout)
                    << "guesslab " << guesslab::kVersion << ": ready, "
                    << session->lists()->answers().size() << " answers ranked, best opener "
                    << QString::fromStdString(
                           session->lists()->guesses().word(ranking->rows.front().guess))
                    << '\n';
                QApplication::exit(0);
            }
        });
        QTimer::singleShot(120000, &app, [] {
            QTextStream(stderr) << "guesslab: no ranking after 120 s\n";
            QApplication::exit(1);
        });
    }
    return QApplication::exec();
}
