// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "patternmatrix.h"
#include "resultsoptions.h"
#include "strategytree.h"
#include "treeprior.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guesslab::cli {

struct TreeRunRequest {
    StrategyRules rules;
    int candidates = 20;     // the best by entropy; 0: every guess
    bool allTotals = false;  // every opener's exact total, not only the best's
    // > 0 (with allTotals): only the openers that leave a class of this
    // many answers or more, each with the values of its classes of
    // classFloor(classValues) answers or more.
    int classValues = 0;
    // Totals under this prior (not uniform): weighted, their averages the
    // guesses expected under it.
    std::shared_ptr<const TreePrior> prior;
    int within = 0;           // > 0: each opener's worst-case verdict within K guesses
    bool leastWrong = false;  // with within: the fewest unsolved when not every game is won
    int threads = 0;
    bool json = false;
    bool quiet = false;  // no progress lines
};

// tree --best with --results/--resume: one item per opener, written as it
// finishes, alone or over the processes of an mpirun launch. Without
// --all-totals each opener is searched only below the best total known
// when it starts (its line then says exact or a lower bound). With within,
// each opener's line is its verdict: solvable within K, or not, with the
// fewest answers left unsolved under --least-wrong.
int runTreeResults(const GameLists& lists, const TreeRunRequest& request,
                   const ResultsOptions& options);
// The same with request.within: one verdict per opener (withinrun.cpp).
int runWithinResults(const GameLists& lists, const TreeRunRequest& request,
                     const ResultsOptions& options);

// The least class a --class-values N run records: a sixteenth of N, at
// least 2 (the smaller ones a review searches in a moment).
size_t classFloor(int classValues);

// What both runs start from: the pattern matrix and the openers, the best
// request.candidates by entropy (0: every guess), best first.
// Openers with the same letters (crate, trace, caret) are one affinity key:
// one process does them in turn and reuses the sets it remembered. Where
// openers do not bound one another (every total, the verdicts), they go out
// dearest first by their cost.
struct RunOpeners {
    std::optional<PatternMatrix> matrix;
    std::vector<WordId> openers;
    std::vector<std::string> items;     // their words
    std::vector<std::string> affinity;  // their letters, sorted
    // Each one's expected class size (sum of squared class sizes over the
    // answers): what an opener's exact search costs grows with it (log-log
    // correlation 0.93 over openers of every rank, docs/CLUSTER.md).
    std::vector<double> cost;
};
RunOpeners runOpeners(const GameLists& lists, const TreeRunRequest& request);

}  // namespace guesslab::cli
