// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamestrategy.h"
#include "strategytree.h"

#include <optional>
#include <string>
#include <string_view>

namespace guesslab {

// A strategy for any game as text, one line per secret: the secret, a
// colon, then each question asked with the feedback it got in parentheses,
// as the game words them:
//   1234: 1123 (1 black, 1 white) 3345 (0 black, 2 white) ...
// '#' starts a comment; '@' lines state the game and the rules:
//   @game mastermind 4x6   @mode normal|hard|strict   @max-guesses K|none
//   @total N   @unsolved N (secrets a least-wrong strategy leaves unfound)
struct GameStrategyDocument {
    GameStrategy strategy;
    StrategyRules rules;
    std::optional<uint64_t> total;
    std::optional<uint64_t> unsolved;
};

// Parses the lines against the game: the '@game' line must name it, each
// secret and question must be the game's, each feedback the one the game
// gives, and one history must always lead to one question. Throws
// InputError naming the source, line and problem. Whether every secret is
// found is checkGameStrategy's work.
GameStrategyDocument parseGameStrategy(std::string_view text, const std::string& source,
                                       const Game& game);
GameStrategyDocument loadGameStrategyFile(const std::string& path, const Game& game);

// The file for a strategy; `unsolved` for least-wrong ones.
std::string formatGameStrategyFile(const GameStrategy& strategy, const Game& game,
                                   const StrategyRules& rules, const StrategyStats& stats,
                                   std::optional<uint64_t> unsolved = std::nullopt);

}  // namespace guesslab
