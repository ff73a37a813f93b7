#include "enginetext.h"

#include "inputerror.h"

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

// Every problem a list or weights file can have, and the equations' problems.
[[maybe_unused]] constexpr const char* kProblemTexts[] = {
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is a directory, not a file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "cannot open: %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "No such file or directory"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Permission denied"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "read error"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "no bundled list of that name"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 has the symbol %2, which is not in the alphabet \"%3\""),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 has %2 symbols; words may have 1 to 10"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 has %2 symbols, expected %3 (the length of line %4)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 has %2 symbols, expected %3 (the game's length)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "has no words (only blank or comment lines)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 has no weight; expected \"word weight\""),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 is not a number (the weight of %2)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the weight of %1 must be a finite number >= 0"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 already has a weight on line %2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "gives no answer a positive weight"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the left side is empty"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the left side ends with an operator"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the left side must start with a number"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "two operators in a row"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "'%1' cannot stand here"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "a number may not start with 0"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "a number on the left may not be 0"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the number is too long"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the left side needs an operator"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "division by zero"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "'%1' is not a Nerdle symbol"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "there is no '='"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "a second '='"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "nothing right of '='"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "a lone '-' is not a number"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the right side must be a single number"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "-0 is not a number"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the numbers are too large"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the left side is %1, not %2"),
};
}  // namespace

// Arguments are looked up too: a system message ("Permission denied") is one.
QString text(const std::string& text, const std::vector<std::string>& args) {
    QString out = QCoreApplication::translate(kContext, text.c_str());
    for (const std::string& a : args)
        out = out.arg(QCoreApplication::translate(kContext, a.c_str()));
    return out;
}

QString error(const std::exception& e) {
    const auto* input = dynamic_cast<const InputError*>(&e);
    if (!input)
        return QString::fromStdString(e.what());
    const QString source = QString::fromStdString(input->source());
    const QString problem = text(input->problemText(), input->args());
    return input->line() > 0
               ? QCoreApplication::translate("guesslab::EngineText", "%1:%2: %3")
                     .arg(source)
                     .arg(input->line())
                     .arg(problem)
               : QCoreApplication::translate("guesslab::EngineText", "%1: %2").arg(source, problem);
}

QString equation(const EquationProblem& problem) {
    const QString reason = text(problem.reason, problem.args);
    return problem.position > 0
               ? QCoreApplication::translate("guesslab::EngineText", "position %1: %2")
                     .arg(problem.position)
                     .arg(reason)
               : reason;
}

QString progress(const Progress& p) {
    const QString body = text(p.text, p.args);
    if (p.stage.empty())
        return body;
    return QCoreApplication::translate("guesslab::EngineText", "%1 · %2")
        .arg(text(p.stage, p.stageArgs), body);
}

}  // namespace guesslab::gui::EngineText
