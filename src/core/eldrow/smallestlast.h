// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace guesslab {

// The vertices of a graph in smallest-last order (Matula and Beck's): the
// vertex of fewest neighbours goes last and leaves the graph, then the
// fewest of those left, and so on. Greedy colourings in this order need few
// classes. near: m rows of `blocks` words, row v the neighbours of v (never
// v itself). order receives the m vertices; ties go the same way on every
// run.
void smallestLast(const uint64_t* near, size_t m, size_t blocks, std::vector<uint32_t>& order);

}  // namespace guesslab
