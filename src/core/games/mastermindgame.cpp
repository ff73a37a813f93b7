// SPDX-License-Identifier: GPL-3.0-or-later
#include "mastermindgame.h"

namespace guesslab {

MastermindGame::MastermindGame(int pegs, int colours)
    : CodeGame(pegs, colours, Codes::Every, Codes::Every, '1', {'b', 'w'}) {}

Phrase MastermindGame::namePhrase() const {
    return {"mastermind %1x%2", {std::to_string(pegs()), std::to_string(colours())}};
}

Phrase MastermindGame::feedbackPhrase(const Question&, Feedback f) const {
    return {"%1 black, %2 white", {std::to_string(blacks(f)), std::to_string(whites(f))}};
}

}  // namespace guesslab
