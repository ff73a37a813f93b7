#include "enginetext.h"

#include <QCoreApplication>

namespace guesslab::gui::EngineText {

namespace {
constexpr const char* kContext = "guesslab::EngineText";

// Every progress text of the core, so that lupdate offers them for translation.
[[maybe_unused]] constexpr const char* kProgressTexts[] = {
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Generating equations"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Eldrow: every target from the start word"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Eldrow: every target"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 pools · longest so far %2 · depth %3"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Grading every guess against every answer"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Looking two guesses ahead"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Searching pairs"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Grading and ranking guesses"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Ranking guesses"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Ranking questions"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Playing every secret"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 (%2 of %3)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Opener '%1'"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Opener '%1' (%2 of %3)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Opener '%1' (%2 of %3, best so far %4)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Searching every class"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 sets searched, %2 remembered · total at least %3"),
};
}  // namespace

QString text(const std::string& text, const std::vector<std::string>& args) {
    QString out = QCoreApplication::translate(kContext, text.c_str());
    for (const std::string& a : args)
        out = out.arg(QString::fromStdString(a));
    return out;
}

QString progress(const Progress& p) {
    const QString body = text(p.text, p.args);
    if (p.stage.empty())
        return body;
    return QCoreApplication::translate(kContext, "%1 · %2")
        .arg(text(p.stage, p.stageArgs), body);
}

}  // namespace guesslab::gui::EngineText
