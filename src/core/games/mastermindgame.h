// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codegame.h"

namespace guesslab {

// Mastermind: P pegs of C colours, repeats allowed; secrets and questions
// are all C^P codes, written with the digits 1 to C; the feedback is (black
// pegs, white pegs), typed "2b1w", "2,1" or "2 black, 1 white".
class MastermindGame : public CodeGame {
public:
    MastermindGame(int pegs, int colours);

    Phrase namePhrase() const override;
    Phrase feedbackPhrase(const Question&, Feedback f) const override;
};

}  // namespace guesslab
