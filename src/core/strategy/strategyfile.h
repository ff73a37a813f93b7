// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "strategytree.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace guesslab {

// A strategy as text, one line per answer: the guesses played for it, each
// followed by the feedback it gets, the last being the answer with all
// green ("salet BBYBB crony GGGGG"). Lines starting with '#' are comments;
// lines starting with '@' state the rules and the claimed total:
//   @format 2   @mode normal|hard|strict   @max-guesses K|none   @total N
//   @unsolved N   (a strategy that leaves N answers past the cap: the least
//                 wrong; without it every answer past the cap is an error)
//   @prior F  @weighted-total N   (a tree chosen under a prior: the prior's
//                 fingerprint, and weight times guesses summed over the answers)
// Format 2 (written since the game's hard mode became its own rule) is
// needed for '@mode hard'; an older file's '@mode hard' meant strict and is
// refused with a message saying how to fix it.
// The format is plain so that a strategy can be read, diffed and checked
// by other tools.
struct StrategyDocument {
    StrategyTree strategy;
    StrategyRules rules;
    std::optional<uint64_t> total;     // what the file claims
    std::optional<uint64_t> unsolved;  // answers it claims to leave past the cap
    std::optional<std::string> prior;  // the fingerprint of the prior it was chosen under
    std::optional<uint64_t> weightedTotal;
};

// Parses and checks each line against the lists (words known, feedback as
// the grader gives it, one next guess per history, one line per answer).
// Throws InputError naming the source, line and problem. Whether every
// answer is reached and the totals are right is checkStrategy's work.
StrategyDocument parseStrategy(std::string_view text, const std::string& source,
                               const GameLists& lists);
StrategyDocument loadStrategyFile(const std::string& path, const GameLists& lists);

// The answers the stats count past the rules' cap.
uint64_t lateAnswers(const StrategyStats& stats, const StrategyRules& rules);

// The text of a strategy, its lines in tree order; stats from checkStrategy
// (with the prior, when one is given, whose weighted total it records).
std::string formatStrategy(const StrategyTree& strategy, const GameLists& lists,
                           const StrategyRules& rules, const StrategyStats& stats,
                           const TreePrior* prior = nullptr);

}  // namespace guesslab
