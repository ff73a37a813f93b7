// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdleadversary.h"

#include "pattern.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace guesslab {

AbsurdleAdversary::AbsurdleAdversary(int length) : length_(length), rank_(patternCount(length)) {
    // Each feedback's key: greens, yellows, then its colours read left to
    // right as a base-3 number (position 0 is the most significant there,
    // the least in Pattern's value).
    const uint32_t n = patternCount(length);
    std::vector<std::tuple<int, int, uint32_t>> key(n);
    for (uint32_t f = 0; f < n; ++f) {
        int greens = 0, yellows = 0;
        uint32_t leftToRight = 0;
        uint32_t rest = f;
        for (int i = 0; i < length; ++i, rest /= 3) {
            const uint32_t colour = rest % 3;
            greens += colour == 2;
            yellows += colour == 1;
            leftToRight = leftToRight * 3 + colour;  // digit i, read first
        }
        key[f] = {greens, yellows, leftToRight};
    }
    std::vector<uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return key[a] < key[b]; });
    for (uint32_t place = 0; place < n; ++place)
        rank_[order[place]] = place;
}

Feedback AbsurdleAdversary::choose(std::span<const uint32_t> counts) const {
    Feedback best = 0;
    uint32_t bestCount = 0;
    for (Feedback f = 0; f < counts.size(); ++f)
        if (counts[f] > bestCount ||
            (counts[f] == bestCount && counts[f] > 0 && rank_[f] < rank_[best])) {
            best = f;
            bestCount = counts[f];
        }
    return best;
}

}  // namespace guesslab
