// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginetext.h"

#include "inputerror.h"

#include <QCoreApplication>

namespace guesslab::gui::EngineText {

namespace {
constexpr const char* kContext = "guesslab::EngineText";

// Every progress text of the core, so that lupdate offers them for translation.
[[maybe_unused]] constexpr const char* kProgressTexts[] = {
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Generating equations"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "First guesses bounded"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "First guesses searched"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Guesses searched"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Winning guesses followed"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Ways replayed"),
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
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Playing seeded games"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 boards"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Openers searched"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Secrets of the first question's classes solved"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Sets of answers no two guesses tell apart"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 (%2 of %3)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Opener '%1'"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Opener '%1' (%2 of %3)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Opener '%1' (%2 of %3, best so far %4)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Searching every class"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 sets searched, %2 remembered · total at least %3"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Sets of answers no two guesses tell apart"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "Move %1 of %2: %3"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "The best move at step %1"),
};

// Every problem a list or weights file can have, and the equations' problems.
[[maybe_unused]] constexpr const char* kProblemTexts[] = {
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is a directory, not a file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "is a character device (such as /dev/zero), not a file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is a block device, not a file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is a named pipe (FIFO), not a file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is a socket, not a file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is not a regular file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is not a settings file"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "is larger than %1 MiB, the most this program reads for it"),
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
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 repeats line %2; dropped"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 words are not answers and were ignored (the first: %2)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 answers have no weight and count as 0"),
    // Results files of long runs.
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is not a results line: %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "has no \"item\""),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "is not a results file (no complete first line)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "is not the results of a tree, within, eldrow, nerdle rank, absurdle or "
                      "boards run"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "its game has %1 guesses, but the run's fewest is %2"),
    // The opening book read from tree runs' results.
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "is not the first line of a tree run's results (tree --best --results)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "has no \"total\" of guesses"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "gives %1 a total of %2, where %3 line %4 gives %5"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "counts %1 guesses, where the lists' other tables count %2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "is a run under a prior (weights %1): the opening book holds plain totals"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "has \"classes\" that are not a list beside an exact total"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "has a class \"%1\" that is not \"feedback answers value next\" (the value "
                      "at least the answers)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "gives %1's class %2 %3 guesses, where %4 line %5 gives %6"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "\"%1\" is not a whole number"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "\"%1\" is %2, outside %3 to %4"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "\"%1\" is not a number"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "\"%1\" is not true or false"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "\"%1\" is not a text"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "\"%1\" is not a list of words"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "has no \"%1\""),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "\"mode\" is %1, not normal, hard or strict"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "has neither \"wrong\" nor \"wrong_at_least\""),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "its chain has %1 words, but \"longest\" is %2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "is item %1, but the run has only %2 (see the first line)"),
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
    // A played game to review.
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "write a guess and its feedback (salet BBYBB), a guess alone, or a row of "
                      "the shared grid, not %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 is not feedback of %2 symbols (B/Y/G, 0/1/2 or the grid's squares)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "no guesses: write each guess with its feedback, one per line (salet BBYBB)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "the grid has %1 rows for %2 guesses without feedback"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the secret '%1' is not in the answer list"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "'%1' against the secret '%2' gets %3, not %4"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "'%1' has no feedback: write it after the guess, paste the shared grid, or "
                      "give the secret"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the game was solved at step %1"),
};

// The games' feedback, secrets and the problems of a typed question.
[[maybe_unused]] constexpr const char* kGameTexts[] = {
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 is not in the guess list"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "every board is solved already"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "squares after the guesses typed under the grid"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 boards side by side here, %2 in the grid's first row"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the grid has %1 boards, the game %2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 guesses typed under a grid of %2 rows: type each guess played, in "
                      "order"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 patterns typed: give one per board (%2)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "%1 patterns typed: give one per board (%2), or one per open board (%3)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "board %1: %2 is not a pattern of %3 tiles (G, Y, B)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "board %1: no answer it has left gives %2 to %3"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "no guesses (expected lines like \"crane BBYGB GGBBB - BYBBB\")"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "mastermind %1x%2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "bulls and cows %1 of %2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "bulls and cows %1 of %2, questions may repeat"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "bulls %1, cows %2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "one heavy coin among %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "one odd coin among %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "two heavy coins among %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "binary search 1..%1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "%1 black, %2 white"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "left heavier"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "level"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "right heavier"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "yes"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "no"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "coin %1 heavy"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "coin %1 heavier"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "coin %1 lighter"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "coins %1 and %2 heavy"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "a code is %1 digits from %2 to %3"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "a code has %1 digits, not %2"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the digits of a question must all differ"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "a question that repeats a digit cannot be the secret (hard and strict "
                      "mode)"),
    QT_TRANSLATE_NOOP("guesslab::EngineText",
                      "write a weighing as the coins of each pan split by 'vs', e.g. 1,2 vs 3,4"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "unexpected '%1' in a weighing"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "coins are numbered 1 to %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "coin %1 is weighed twice"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "put as many coins on each pan, at least one"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "ask 'at most k?' with k from 1 to %1"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "'%1' is not in the guess list"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "the word is empty"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "'%1' has a symbol outside the alphabet \"%2\""),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "'%1' has %2 symbols, the game has %3"),
    QT_TRANSLATE_NOOP("guesslab::EngineText", "'%1' is longer than 10 symbols"),
};
}  // namespace

// Arguments are looked up too: a system message ("Permission denied") is one.
QString text(const std::string& text, const std::vector<std::string>& args) {
    QString out = QCoreApplication::translate(kContext, text.c_str());
    for (const std::string& a : args)
        out = out.arg(QCoreApplication::translate(kContext, a.c_str()));
    return out;
}

QString text(const Phrase& phrase) {
    return text(phrase.text, phrase.args);
}

QString feedback(const Game& game, const Question& q, Feedback f) {
    return text(game.feedbackPhrase(q, f));
}

QString secret(const Game& game, SecretId s) {
    return text(game.secretPhrase(s));
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
