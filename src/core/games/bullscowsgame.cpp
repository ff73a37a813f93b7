// SPDX-License-Identifier: GPL-3.0-or-later
#include "bullscowsgame.h"

namespace guesslab {

BullsCowsGame::BullsCowsGame(int positions, int symbols, bool repeats)
    : CodeGame(positions, symbols, Codes::Distinct, repeats ? Codes::Every : Codes::Distinct, '0',
               {'a', 'b'}) {}

Phrase BullsCowsGame::namePhrase() const {
    return {repeats() ? "bulls and cows %1 of %2, questions may repeat" : "bulls and cows %1 of %2",
            {std::to_string(pegs()), std::to_string(colours())}};
}

Phrase BullsCowsGame::feedbackPhrase(const Question&, Feedback f) const {
    return {"bulls %1, cows %2", {std::to_string(bulls(f)), std::to_string(cows(f))}};
}

}  // namespace guesslab
