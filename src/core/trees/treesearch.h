// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "jobcontext.h"
#include "patternmatrix.h"
#include "strategytree.h"
#include "treesolver.h"
#include "withinsolver.h"

#include <memory>
#include <optional>
#include <vector>

namespace guesslab {

// One exact tree search as the window and the command line ask for it.
struct TreeSearchRequest {
    enum class Goal {
        Total,   // the fewest guesses in all (rules.maxGuesses: a cap, 0 for none)
        Within,  // every answer within rules.maxGuesses guesses, or the proof that
                 // no strategy does (leastWrong: the fewest left unsolved)
    };
    Goal goal = Goal::Total;
    StrategyRules rules;
    // The opener; none: the best of the `candidates` best guesses by entropy
    // (0: every guess). Within K takes an opener.
    std::optional<WordId> opener;
    size_t candidates = 20;
    bool leastWrong = false;
    bool families = false;  // Within, normal mode: see WithinSolver::setFamilies
    // A matrix of these lists to reuse; built when absent or of other lists.
    std::shared_ptr<const PatternMatrix> matrix;
    // Goal::Total: a prior over the answers; the total is then weighed (and
    // the candidates ranked by the weighted entropy). Within K takes none.
    std::shared_ptr<const TreePrior> prior;
};

// What the search found. A stopped search keeps what it had, marked not
// proven (the matrix stopped: nothing at all).
struct TreeSearchResult {
    TreeSearchRequest::Goal goal = TreeSearchRequest::Goal::Total;
    TreeResult total;                    // Goal::Total
    std::optional<WithinResult> within;  // Goal::Within
    // The strategy found (empty when none) and its check under the rules.
    std::shared_ptr<const StrategyTree> strategy;
    std::shared_ptr<const StrategyCheck> check;

    bool proven() const { return within ? within->proven : total.proven; }
};

// The guesses ranked best by entropy over every answer (under the prior,
// when one is given), the n first (0: all); `expectedSize`, when given,
// gets each one's expected class size.
std::vector<WordId> openersByEntropy(const GameLists& lists, const PatternMatrix& matrix, size_t n,
                                     JobContext* ctx = nullptr,
                                     std::vector<double>* expectedSize = nullptr,
                                     const TreePrior* prior = nullptr);

// The matrix (the one given when it fits the lists, else built), the
// openers, the solver for the goal, and the strategy checked. A strategy
// the solver proved that fails its check is a defect: std::logic_error.
TreeSearchResult searchTree(const GameLists& lists, const TreeSearchRequest& request,
                            JobContext* ctx = nullptr);

// The matrix of the lists: `given` when it is theirs, else built (not
// complete when ctx stopped it).
std::shared_ptr<const PatternMatrix> matrixFor(const GameLists& lists,
                                               std::shared_ptr<const PatternMatrix> given,
                                               JobContext* ctx);

}  // namespace guesslab
