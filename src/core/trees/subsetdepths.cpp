// SPDX-License-Identifier: GPL-3.0-or-later
#include "subsetdepths.h"

#include <algorithm>
#include <bit>
#include <set>
#include <stdexcept>

namespace guesslab::trees {

SubsetDepths::SubsetDepths(int members, const std::vector<std::vector<uint16_t>>& feedback,
                           uint16_t green, int cap)
    : members_(members) {
    if (members < 0 || members > kMaxMembers)
        throw std::invalid_argument("SubsetDepths: at most 12 members");
    // The distinct splits, each as its classes' masks (sorted) and the
    // member found.
    std::set<std::pair<std::vector<uint32_t>, uint32_t>> distinct;
    for (const std::vector<uint16_t>& row : feedback) {
        std::vector<std::pair<uint16_t, uint32_t>> byFeedback;
        uint32_t found = 0;
        for (int j = 0; j < members; ++j) {
            if (row[static_cast<size_t>(j)] == green) {
                found |= uint32_t{1} << j;
                continue;
            }
            auto it = std::find_if(byFeedback.begin(), byFeedback.end(), [&](const auto& c) {
                return c.first == row[static_cast<size_t>(j)];
            });
            if (it == byFeedback.end())
                byFeedback.push_back({row[static_cast<size_t>(j)], uint32_t{1} << j});
            else
                it->second |= uint32_t{1} << j;
        }
        std::vector<uint32_t> classes;
        for (const auto& c : byFeedback)
            classes.push_back(c.second);
        std::sort(classes.begin(), classes.end());
        distinct.insert({std::move(classes), found});
    }
    std::vector<Split> splits;
    for (const auto& [classes, found] : distinct)
        splits.push_back({classes, found});

    const uint32_t all = members == 0 ? 0 : (uint32_t{1} << members) - 1;
    depth_.assign(size_t{all} + 1, kUnknown);
    depth_[0] = 0;
    // Every class a guess leaves is a smaller mask than the set it splits
    // (or the set itself, when the guess tells nothing: skipped).
    for (uint32_t mask = 1; mask <= all && mask != 0; ++mask) {
        if (std::has_single_bit(mask)) {
            depth_[mask] = 1;
            continue;
        }
        int best = kUnknown;
        for (const Split& s : splits) {
            int deepest = 0;
            bool tells = (s.found & mask) != 0;
            for (uint32_t c : s.classes) {
                const uint32_t part = c & mask;
                if (part == 0)
                    continue;
                if (part == mask) {
                    deepest = kUnknown;
                    break;
                }
                tells = true;
                deepest = std::max<int>(deepest, depth_[part]);
                if (deepest + 1 >= best)
                    break;
            }
            if (tells && deepest < kUnknown)
                best = std::min(best, deepest + 1);
            if (best == 2)
                break;  // no set of two or more does better
        }
        depth_[mask] = static_cast<uint8_t>(best > cap ? kUnknown : best);
    }
}

}  // namespace guesslab::trees
