// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamereview.h"
#include "jobcontext.h"

#include <vector>

namespace guesslab {

// A played game of any Game judged move by move by the exact search over
// the game (GameTreeSolver), as reviewGame does over word lists: at each
// position the best question's total over the secrets left and the played
// one's, what the feedback received left, and the luck of it. One solver
// serves every move, so the later positions reuse what the first searched.
// Throws std::invalid_argument for a step no secret fits or the rule
// refuses (naming the step).
GameReview reviewAnyGame(const Game& game, const std::vector<Asked>& steps, GuessRule rule,
                         JobContext* ctx = nullptr);

}  // namespace guesslab
