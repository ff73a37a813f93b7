// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"
#include "game.h"

namespace guesslab::cli {

// tree and verify for the games other than words (--game): the exact search
// over the game's questions, and the check of a strategy file for it.
int runGameTree(const CommandLine& line, const Game& game, int threads);
int runGameVerify(const CommandLine& line, const Game& game);

}  // namespace guesslab::cli
