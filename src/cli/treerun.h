#pragma once

#include "gamelists.h"
#include "resultsoptions.h"
#include "strategytree.h"

namespace guesslab::cli {

struct TreeRunRequest {
    StrategyRules rules;
    int candidates = 20;     // the best by entropy; 0: every guess
    bool allTotals = false;  // every opener's exact total, not only the best's
    int threads = 0;
    bool json = false;
};

// tree --best with --results/--resume: one item per opener, written as it
// finishes, alone or over the processes of an mpirun launch. Without
// --all-totals each opener is searched only below the best total known
// when it starts (its line then says exact or a lower bound).
int runTreeResults(const GameLists& lists, const TreeRunRequest& request,
                   const ResultsOptions& options);

}  // namespace guesslab::cli
