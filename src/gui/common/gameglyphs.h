// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QColor>
#include <QPixmap>

namespace guesslab::gui {

// Draws the games that are not words the way players know them: Mastermind
// codes as coloured pegs and its feedback as black and white key pegs (Bulls
// and Cows: bulls black, cows white, its digits as text); a
// weighing's outcome as a balance tipped to the heavier pan. Tables show the
// pixmaps beside the text, charts under their bars.
class GameGlyphs {
public:
    // A code's pegs; a null pixmap for questions drawn as text.
    static QPixmap question(const Game& game, const Question& q, int height);
    // The feedback's glyph; games without one get their text drawn.
    static QPixmap feedback(const Game& game, const Question& q, Feedback f, int height);
    // The colour of Mastermind colour c (0-based).
    static QColor pegColour(int c);
};

}  // namespace guesslab::gui
