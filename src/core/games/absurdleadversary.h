// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <cstdint>
#include <span>
#include <vector>

namespace guesslab {

// Absurdle's adversary (docs/guide.md, "Absurdle"): no secret is fixed; of
// the classes a guess splits the words still possible into, it keeps the
// largest. Between classes of one size it keeps the one whose feedback
// shows fewest greens, then fewest yellows, then the feedback that comes
// first read left to right with grey < yellow < green.
class AbsurdleAdversary {
public:
    explicit AbsurdleAdversary(int length);

    int length() const { return length_; }
    // The place of a feedback in the tie order, 0 for the one kept first
    // (all grey); all green comes last.
    uint32_t tieRank(Feedback f) const { return rank_[f]; }
    // The feedback of the class kept, given the size of every class by its
    // feedback (counts.size() == 3^length, at least one class not empty).
    Feedback choose(std::span<const uint32_t> counts) const;
    // The same over the feedback each word still possible gets: their
    // histogram, then choose(). `counts` is scratch of 3^length cells.
    template <class Cell>
    Feedback chooseFor(const Cell* row, std::span<const uint32_t> words,
                       std::span<uint32_t> counts) const {
        std::fill(counts.begin(), counts.end(), 0u);
        for (uint32_t w : words)
            ++counts[row[w]];
        return choose(counts);
    }

private:
    int length_;
    std::vector<uint32_t> rank_;  // by feedback
};

}  // namespace guesslab
