// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace guesslab {

// A prior over the answers as whole-number weights, for exact trees: a
// weighted total (weight times guesses, summed over the answers) stays an
// integer, so the search compares totals exactly. Weights given as
// decimals of up to six places are kept exactly (scaled, then divided by
// their common factor); others are rounded to fit, in proportion to their
// sum (a positive weight keeps at least one unit), and `rounded` says so.
struct TreePrior {
    // The most the weights may sum to: a weighted total times the deepest
    // tree stays far below the search's integer range.
    static constexpr uint64_t kMaxWeightTotal = uint64_t{1} << 22;

    std::vector<uint32_t> weights;  // by answer id
    bool rounded = false;           // the weights given did not fit exactly

    // Throws std::invalid_argument when there are no weights, one is
    // negative or not finite, or they are all zero.
    static TreePrior fromWeights(const std::vector<double>& given);

    uint64_t weightTotal() const;
    // Every weight the same: the plain (unweighted) trees.
    bool uniform() const;
    // 16 hex digits naming the integer weights, for files that record
    // which prior a total is under.
    std::string fingerprint() const;
    // The weighted total over the weight total: the expected guesses.
    double expected(uint64_t weightedTotal) const;
};

}  // namespace guesslab
