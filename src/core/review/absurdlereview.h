// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdlesolver.h"
#include "gamereview.h"

#include <vector>

namespace guesslab {

// A game of Absurdle judged move by move (docs/guide.md, "Absurdle"): a
// move's value is the guesses that force a win once it is played, itself
// included (1 for the winning guess), against the fewest from the same
// position, searched up to `most` guesses. Written as a GameReview whose
// expectations are those counts: the cost is the guesses a move gave away,
// and luck is nil, since the moves fix the game's answers. The guesses
// must be allowed by the solver's rule, and the game not won before the last.
GameReview reviewAbsurdle(const AbsurdleSolver& solver, const std::vector<WordId>& guesses,
                          int most = 8, JobContext* ctx = nullptr);

}  // namespace guesslab
