// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "gamelists.h"
#include "jobcontext.h"

#include <vector>

namespace guesslab {

// A next guess scored by the expected number of candidates still left after
// `depth` more guesses, each later one chosen to minimise that number (the
// expectimin of the "min-average" measure).
struct LookaheadScore {
    WordId guess = 0;
    double expected = 0;  // expected remaining set size
    bool isCandidate = false;
};

struct LookaheadOptions {
    int depth = 1;             // 1 or 2
    size_t firstGuesses = 10;  // depth 2: how many of the best depth-1 guesses to look behind
    size_t top = 10;           // how many scores to return
};

// Depth 1 scores every guess by sum n_c^2 / N over its classes. Depth 2 takes
// the best `firstGuesses` of those and scores each by
//   sum over its classes c of (n_c / N) * min over all guesses g2 of E1(g2 | c),
// exactly, grading every g2 against every class. Best first; ties: a
// possible answer first, then list order. Parallel over guesses.
std::vector<LookaheadScore> lookahead(const GameLists& lists, const CandidateSet& candidates,
                                      const LookaheadOptions& options, JobContext* ctx = nullptr);

}  // namespace guesslab
