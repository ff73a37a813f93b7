// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "hardmoderule.h"
#include "jobcontext.h"
#include "simulation.h"

namespace guesslab {

// The optimal player against every secret (the "optimal"
// player of docs/guide.md, "Games and players"): the strategy with the fewest questions in all,
// found by the exact search over the game (GameTreeSolver), played out secret by secret. Not
// complete when stopped; std::invalid_argument for a game the search does not take (more than 65535
// secrets).
SimulationResult simulateOptimal(const Game& game, GuessRule rule, JobContext* ctx = nullptr);

}  // namespace guesslab
