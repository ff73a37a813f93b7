// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codegame.h"

namespace guesslab {

// Bulls and Cows: the secret is P different symbols out of C (the digits 0
// to C-1), 4 of 10 by default: 5,040 secrets. A question is such a code,
// or, with `repeats`, any code of P symbols. The feedback is (bulls, cows):
// bulls are the secret's symbols the question has in their place, cows the
// secret's symbols it has elsewhere; a symbol the question repeats counts
// once. The game is won when bulls = P. Feedback is typed "1A2B" (A bulls,
// B cows), "1,2" or "bulls 1, cows 2".
class BullsCowsGame : public CodeGame {
public:
    BullsCowsGame(int positions, int symbols, bool repeats = false);

    // "bulls and cows 4 of 10", "... 4 of 10, questions may repeat"
    Phrase namePhrase() const override;
    Phrase feedbackPhrase(const Question&, Feedback f) const override;  // "bulls 1, cows 2"

    bool repeats() const { return !distinctQuestions(); }

    static Feedback score(int bulls, int cows, int positions) {
        return CodeGame::score(bulls, cows, positions);
    }
    int bulls(Feedback f) const { return blacks(f); }
    int cows(Feedback f) const { return whites(f); }
};

}  // namespace guesslab
