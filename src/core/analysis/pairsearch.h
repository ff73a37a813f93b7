// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "gamelists.h"
#include "jobcontext.h"
#include "patternmatrix.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace guesslab {

// One two-word opener: the joint partition of the candidates by the pair of
// patterns (first's, second's). `first` precedes `second` in the guess list.
struct PairResult {
    WordId first = 0;
    WordId second = 0;
    double remaining = 0;  // expected remaining entropy, bits
    uint32_t classes = 0;
    uint32_t largest = 0;
    uint64_t key = 0;  // exact order: sum over classes of F(n) = round(n log2 n * 2^32)
};

// The order of pairs: least remaining first, then guess-list order.
inline bool pairBefore(const PairResult& a, const PairResult& b) {
    if (a.key != b.key)
        return a.key < b.key;
    if (a.first != b.first)
        return a.first < b.first;
    return a.second < b.second;
}

// How the best bound developed: for the chart of a search.
struct BoundPoint {
    double seconds = 0;
    double best = 0;  // best pair's remaining entropy so far
    double kth = 0;   // the K-th best so far: the pruning threshold
};

// Live figures of a running search.
struct PairSearchStatus {
    double seconds = 0;
    double fraction = 0;           // of all pairs, settled (evaluated or pruned)
    uint64_t evaluated = 0;        // joint partitions computed completely
    uint64_t pruned = 0;           // dismissed by the bound or abandoned part-way
    std::vector<PairResult> best;  // the top K so far
};

struct PairSearchOptions {
    size_t top = 10;
    bool answersOnly = false;     // both words from the answer list
    std::optional<WordId> first;  // fix the first word: its best partners
    double timeLimitSeconds = 0;  // 0: none; else stop then, unproven
    // Called (from a worker, serialised, at most every ~100 ms and on each
    // new best) with the figures so far. May be empty.
    std::function<void(const PairSearchStatus&)> onStatus;
};

struct PairSearchResult {
    std::vector<PairResult> pairs;  // best first
    bool proven = false;            // the search completed: these are the true top K
    uint64_t totalPairs = 0;
    uint64_t evaluated = 0;
    uint64_t pruned = 0;
    uint64_t abandoned = 0;  // of the pruned, those stopped part-way through the answers
    double seconds = 0;
    std::vector<BoundPoint> history;
};

// The exact top K two-word openers by expected remaining entropy of the joint
// partition, over the candidates (uniform or weighted prior). Branch and
// bound: a pair leaves at least R(a) - H(b) bits, and the running sum of
// n log n over a growing prefix of the answers only grows, so a pair is
// dropped as soon as it cannot enter the top K. Work-stealing over first
// words with one shared threshold; the result does not depend on threads.
PairSearchResult searchPairs(const GameLists& lists, const PatternMatrix& matrix,
                             const CandidateSet& candidates, const PairSearchOptions& options,
                             JobContext* ctx = nullptr);

// Every pair measured plainly with a map of joint patterns: the reference
// the search is tested against (small lists only).
PairSearchResult bruteForcePairs(const GameLists& lists, const PatternMatrix& matrix,
                                 const CandidateSet& candidates, const PairSearchOptions& options);

// The measures of one pair (classes, largest, remaining, key).
PairResult measurePair(const PatternMatrix& matrix, const CandidateSet& candidates, WordId a,
                       WordId b);

}  // namespace guesslab
