// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameplay.h"
#include "jobcontext.h"
#include "treeposition.h"

#include <string>
#include <vector>

namespace guesslab {

class OpeningBook;

// Exact advice for a live game of any game, the one entry point a window or
// a script asks: the best question's further questions on average (this one
// included), then each question tried (written as the game writes them),
// best first. Word games are searched by the word solver at the position
// their steps leave (adviseAtPosition), other games by the search over the
// game (adviseAnyGame). Before the first step a word game is read from the
// book where it has the lists and the rule (adviseFromBook); otherwise the
// advice is empty then, as it is once the game is over. A prior over a word
// game's answers (not uniform) weighs the search, and the book, which holds
// plain totals, is not read.
PositionAdvice adviseLiveGame(const GamePlay& play, GuessRule rule,
                              const std::vector<std::string>& tried, JobContext* ctx = nullptr,
                              const OpeningBook* book = nullptr, const TreePrior* prior = nullptr);

// The empty position from the book: its proven best first (when it proves
// one), then every exact total it holds, best first, and a bound for each
// word tried that it only bounds. Empty when the book lacks the lists.
PositionAdvice adviseFromBook(const OpeningBook& book, const GameLists& lists, GuessRule rule,
                              const std::vector<std::string>& tried);

}  // namespace guesslab
