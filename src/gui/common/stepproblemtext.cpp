// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepproblemtext.h"

#include "enginetext.h"

namespace guesslab::gui {

QString StepProblemText::text(const StepProblem& problem, const Alphabet& alphabet,
                              const QString& guess) {
    using Code = StepProblem::Code;
    const QString symbol = QString(QLatin1Char(alphabet.symbol(problem.breach.symbol))).toUpper();
    switch (problem.code) {
        case Code::None:
            return {};
        case Code::BadWord:
            return EngineText::text(problem.detail);
        case Code::NotListed:
            return tr("'%1' is in neither the answer list nor the guess list.").arg(guess);
        case Code::BadPattern:
            return tr("The feedback does not fit the word length.");
        case Code::NoAnswerLeft:
            return tr("No possible answer gives %1 this feedback: check the tiles (or load an "
                      "answer list that has the answer).")
                .arg(guess);
        case Code::NotPossible:
            return tr("Strict mode: %1 could not be the answer; against it step %2 would show "
                      "%3.")
                .arg(guess)
                .arg(problem.step + 1)
                .arg(QString::fromStdString(problem.detail.str()));
        case Code::HardMode:
            if (problem.breach.kind == HardModeBreach::Kind::GreenMoved)
                return tr("Hard mode: position %1 must be %2, as step %3 showed.")
                    .arg(problem.breach.position + 1)
                    .arg(symbol)
                    .arg(problem.step + 1);
            if (problem.breach.count > 1)
                return tr("Hard mode: the guess must contain %1 at least %n times, as step %2 "
                          "showed.",
                          nullptr, problem.breach.count)
                    .arg(symbol)
                    .arg(problem.step + 1);
            return tr("Hard mode: the guess must contain %1, as step %2 showed.")
                .arg(symbol)
                .arg(problem.step + 1);
    }
    return {};
}

QString StepProblemText::text(const StepProblem& problem, const Game& game,
                              const Question& question) {
    using Code = StepProblem::Code;
    const QString q = QString::fromStdString(game.describeQuestion(question));
    switch (problem.code) {
        case Code::None:
            return {};
        case Code::NotPossible:
            return tr("%1 could not be the secret: against it step %2 would get %3 (the mode "
                      "asks for questions that could be the secret).")
                .arg(q)
                .arg(problem.step + 1)
                .arg(EngineText::text(problem.detail));
        case Code::NoAnswerLeft:
            return tr("No possible secret gives %1 this feedback.").arg(q);
        default:
            return tr("This game has no such feedback for %1.").arg(q);
    }
}

}  // namespace guesslab::gui
