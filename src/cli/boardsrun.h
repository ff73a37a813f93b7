// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsplayer.h"
#include "resultsoptions.h"

namespace guesslab::cli {

// boards --simulate G with --results/--resume: one item per seeded game (its
// number), with the secrets, the guesses and whether it was won, written as
// blocks of games finish, alone or over the processes of an mpirun launch.
int runBoardsResults(const BoardsGame& game, BoardsStrategy strategy, size_t games, uint64_t seed,
                     int threads, const ResultsOptions& results, bool json);

}  // namespace guesslab::cli
