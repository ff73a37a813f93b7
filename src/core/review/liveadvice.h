// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameplay.h"
#include "jobcontext.h"
#include "treeposition.h"

#include <string>
#include <vector>

namespace guesslab {

// Exact advice for a live game of any game, the one entry point a window or
// a script asks: the best question's further questions on average (this one
// included), then each question tried (written as the game writes them),
// best first. Word games are searched by the word solver at the position
// their steps leave (adviseAtPosition), other games by the search over the
// game (adviseAnyGame). An empty advice when there is no step yet, or the
// game is over.
PositionAdvice adviseLiveGame(const GamePlay& play, GuessRule rule,
                              const std::vector<std::string>& tried, JobContext* ctx = nullptr);

}  // namespace guesslab
