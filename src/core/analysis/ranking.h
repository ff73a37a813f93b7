// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "gamelists.h"
#include "guessmeasures.h"
#include "jobcontext.h"
#include "patternmatrix.h"

#include <functional>
#include <vector>

namespace guesslab {

// Every guess (or a chosen subset) measured over a candidate set, best first.
struct Ranking {
    size_t candidates = 0;
    double priorEntropy = 0;
    bool weighted = false;
    bool complete = false;  // false when cancelled part-way; rows are then empty
    std::vector<GuessMeasures> rows;
};

struct RankOptions {
    // Guess ids to rank; empty means every guess.
    std::vector<WordId> guesses;
    // Streamed long words whose guesses share their symbols (Nerdle) are
    // graded against projections of the candidates (ProjectedSecrets);
    // false grades every candidate (the same figures; for benches).
    bool project = true;
};

// Measures every guess in parallel over the caller's task arena, then sorts
// with rankedBefore(). The result does not depend on the thread count.
Ranking rankGuesses(const GameLists& lists, const PatternMatrix& matrix,
                    const CandidateSet& candidates, const RankOptions& options = {},
                    JobContext* ctx = nullptr);

// The same measures with no matrix kept: each thread grades a row into its
// own buffer and measures it at once. For lists whose matrix would be large
// (17723 Nerdle equations squared is 628 MB) when only the ranking is wanted.
Ranking rankStreaming(const GameLists& lists, const CandidateSet& candidates,
                      const RankOptions& options = {}, JobContext* ctx = nullptr);

// The guesses in the order a streamed ranking takes them where it grades
// against projections (grouped by their symbols, see RankOptions::project):
// blocks of guesses cut from this order keep the groups together, so each
// block projects the candidates once a group, as the whole ranking does.
std::vector<WordId> projectionOrder(const WordList& guesses);

// The same measures for any game's questions: rowOf(i, out) writes question
// i's feedback (below feedbackCount) for each candidate, in candidate order;
// namesCandidate(i) says whether question i may name the secret. Rows carry
// question indices in `guess`.
using FeedbackRowFn = std::function<void(size_t question, uint32_t* out)>;
using NamesCandidateFn = std::function<bool(size_t question)>;
Ranking rankFeedbackRows(const CandidateSet& candidates, size_t feedbackCount, size_t questionCount,
                         const FeedbackRowFn& rowOf, const NamesCandidateFn& namesCandidate,
                         JobContext* ctx = nullptr);

// Orders a ranking by another measure. Entropy is rankGuesses' own order;
// MinAverage puts the least expected remaining class size first (the
// "min-average" of the Nerdle solver write-up, "Like Wordle, but for nerds"); MinMax the smallest
// largest class. Ties as rankedBefore.
enum class RankMetric { Entropy, MinAverage, MinMax };
void sortRanking(Ranking& ranking, RankMetric metric);

// The headline path from loaded lists to a ranking over every answer: builds
// the pattern matrix and measures each row right after grading it, while it
// is still in cache. The matrix is returned for later partitions.
struct MatrixAndRanking {
    PatternMatrix matrix;
    Ranking ranking;
    bool streamed = false;  // no matrix kept (rankWithinBudget)
};
MatrixAndRanking buildAndRank(const GameLists& lists, const CandidateSet& candidates,
                              JobContext* ctx = nullptr);

// The one policy of the window and the command line: a pattern matrix is
// kept when it fits the memory budget (memoryBudget()), else rankings
// stream. rankWithinBudget is buildAndRank or rankStreaming by it.
bool matrixFitsBudget(const GameLists& lists);
MatrixAndRanking rankWithinBudget(const GameLists& lists, const CandidateSet& candidates,
                                  JobContext* ctx = nullptr);

}  // namespace guesslab
