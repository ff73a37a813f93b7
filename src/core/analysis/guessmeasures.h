// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordlist.h"

#include <cstdint>

namespace guesslab {

// The information measures (docs/guide.md, "Measures") for one guess over a candidate set.
struct GuessMeasures {
    WordId guess = 0;
    double entropy = 0;        // bits gained, H(g)
    double remaining = 0;      // expected remaining entropy, H(prior) - H(g)
    double expectedSize = 0;   // expected class size, sum n_i^2 / N (mass-weighted with a prior)
    uint32_t classes = 0;      // non-empty classes
    uint32_t largest = 0;      // largest class size
    bool isCandidate = false;  // the guess may itself be the secret
    // Exact ordering key, smaller is better: the fixed-point sum of n log2 n
    // for a uniform prior (so equal partitions tie exactly), else the bits of
    // `remaining`.
    uint64_t orderKey = 0;
};

// The ranking order, documented for users: least expected remaining entropy
// first; on a tie a guess that may be the secret first; then list order.
inline bool rankedBefore(const GuessMeasures& a, const GuessMeasures& b) {
    if (a.orderKey != b.orderKey)
        return a.orderKey < b.orderKey;
    if (a.isCandidate != b.isCandidate)
        return a.isCandidate;
    return a.guess < b.guess;
}

}  // namespace guesslab
