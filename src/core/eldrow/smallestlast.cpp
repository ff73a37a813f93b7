// SPDX-License-Identifier: GPL-3.0-or-later
#include "smallestlast.h"

#include "bitrow.h"

#include <algorithm>

namespace guesslab {

void smallestLast(const uint64_t* near, size_t m, size_t blocks, std::vector<uint32_t>& order) {
    order.resize(m);
    if (m == 0)
        return;
    // Buckets by degree; a vertex whose degree fell since it was filed is
    // filed again, and its old entry skipped when met.
    std::vector<uint32_t> degree(m);
    std::vector<std::vector<uint32_t>> byDegree(m);
    for (size_t v = 0; v < m; ++v) {
        degree[v] = static_cast<uint32_t>(countBits(near + v * blocks, blocks));
        byDegree[degree[v]].push_back(static_cast<uint32_t>(v));
    }
    std::vector<char> gone(m, 0);
    size_t last = m, low = 0;
    while (last > 0) {
        while (byDegree[low].empty())
            ++low;
        const uint32_t v = byDegree[low].back();
        byDegree[low].pop_back();
        if (gone[v] || degree[v] != low)
            continue;
        gone[v] = 1;
        order[--last] = v;
        forEachBit(near + v * blocks, blocks, [&](size_t u) {
            if (!gone[u]) {
                byDegree[--degree[u]].push_back(static_cast<uint32_t>(u));
                low = std::min<size_t>(low, degree[u]);
            }
        });
    }
}

}  // namespace guesslab
