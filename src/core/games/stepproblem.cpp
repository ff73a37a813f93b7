// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepproblem.h"

namespace guesslab {

std::string describe(const StepProblem& problem, const Alphabet& alphabet) {
    using Code = StepProblem::Code;
    switch (problem.code) {
        case Code::None:
            return {};
        case Code::BadWord:
            return problem.detail.str();
        case Code::NotListed:
            return "'" + problem.detail.str() +
                   "' is in neither the answer list nor the guess list";
        case Code::BadPattern:
            return "the feedback does not fit the word length";
        case Code::NoAnswerLeft:
            return "no answer still possible gives this feedback";
        case Code::NotPossible:
            return "the guess could not be the answer: against it step " +
                   std::to_string(problem.step + 1) + " would show " + problem.detail.str() +
                   " (strict mode)";
        case Code::HardMode: {
            const std::string symbol(1, alphabet.symbol(problem.breach.symbol));
            const std::string step =
                ", as step " + std::to_string(problem.step + 1) + " showed (hard mode)";
            if (problem.breach.kind == HardModeBreach::Kind::GreenMoved)
                return "position " + std::to_string(problem.breach.position + 1) + " must be " +
                       symbol + step;
            return "the guess must contain " + symbol +
                   (problem.breach.count > 1
                        ? " at least " + std::to_string(problem.breach.count) + " times"
                        : std::string()) +
                   step;
        }
    }
    return {};
}

}  // namespace guesslab
