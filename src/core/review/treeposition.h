// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "gamestate.h"
#include "hardmoderule.h"
#include "jobcontext.h"
#include "treeprior.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// A position of a game (the steps played so far) as lists of its own: the
// answers still possible and the guesses the rule still allows. Every rule
// is a conjunction over the steps, so an optimal tree over these lists, with
// the cap lowered by the steps played, is the best play from the position.
struct TreePosition {
    GameLists lists;
    int played = 0;
};

// steps: "salet:BBYBB,crony:BYBBB" (feedback as B/Y/G or 0/1/2). Throws
// InputError (source "--position") naming the step and what is wrong: a
// word not in the lists, feedback no answer still possible gives, a guess
// the rule does not allow.
TreePosition treePosition(std::shared_ptr<const GameLists> lists, std::string_view steps,
                          GuessRule rule);
// The position a live word game stands at, the words it took included
// (listed or not), with the guesses the rule allows after its steps.
TreePosition treePosition(const GameState& game, GuessRule rule);
// The same for steps already checked (std::invalid_argument if one is bad).
TreePosition treePosition(std::shared_ptr<const GameLists> lists,
                          const std::vector<GameState::Step>& steps, GuessRule rule);

// Exact advice at a position (treePosition under the rule): for each guess
// tried (best first), the further guesses the best play after it needs on
// average — exact for the best, a lower bound showing it is worse for the
// others — no cap. Guesses the position does not allow are left out.
struct NextGuessValue {
    std::string guess;
    double average = 0;
    bool exact = false;
};
struct PositionAdvice {
    size_t answers = 0;  // still possible
    std::vector<NextGuessValue> guesses;
    bool proven = false;     // false when stopped before the end
    bool fromBook = false;   // read from the opening book, not searched
    bool bestOfAll = false;  // the first is the best of every guess, not only of those tried
    bool weighted = false;   // the averages are expected under a prior
};
// Under a prior (for the position's answers, priorAtPosition) the averages
// are the further guesses expected under it.
PositionAdvice adviseAtPosition(const TreePosition& at, GuessRule rule,
                                const std::vector<std::string>& tried, JobContext* ctx = nullptr,
                                const TreePrior* prior = nullptr);

// The whole lists' prior for the answers left at a position (by word), in
// the same units, so totals at every position of a game compare. Throws
// std::invalid_argument when every answer left weighs 0.
TreePrior priorAtPosition(const TreePrior& whole, const WordList& answers, const WordList& left);
// A weighted total (TreeResult::total under the prior) whatever the solver
// made of it: a uniform prior is searched plainly, its total then counts
// each answer once.
uint64_t weighedTotal(uint64_t total, bool weighed, const TreePrior& prior);

}  // namespace guesslab
