// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QString>

#include <string>

namespace guesslab::cli {

// rank and partition for the games of --game other than words: the same
// measures over the game's secrets, questions written as the game writes them.
struct GameAnalysisOutput {
    bool json = false;
    bool allSecrets = false;  // partition: every secret of every class
};

// Every question ranked by the information its split of the secrets gives,
// best first, one row per opening class (Game::openingClass) with how many
// questions it stands for; `top` rows (0: all).
int rankGame(const Game& game, size_t top, int threads, bool quiet,
             const GameAnalysisOutput& output);
// How `question` splits the secrets, largest class first. UsageError when it
// is not one of the game's questions.
int partitionGame(const Game& game, const std::string& question, const GameAnalysisOutput& output);

}  // namespace guesslab::cli
