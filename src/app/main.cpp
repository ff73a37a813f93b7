// guesslab: the workbench window on the bundled (or last used) word lists.
#include "mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("guesslab"));
    QApplication::setApplicationName(QStringLiteral("guesslab"));
    QApplication::setApplicationVersion(QString::fromLatin1(guesslab::kVersion));

    // The language chosen in Settings, else the system's.
    const QString language =
        QSettings().value(QStringLiteral("language"), QLocale::system().name().left(2)).toString();
    QTranslator own, qt;
    if (own.load(QStringLiteral(":/i18n/guesslab_") + language))
        QApplication::installTranslator(&own);
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
    options.process(app);

    guesslab::gui::MainWindow window;
    if (options.isSet(bundled))
        window.useBundledLists();
    else
        window.restoreLists();
    window.show();
    return QApplication::exec();
}
