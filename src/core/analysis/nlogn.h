// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace guesslab {

// Fixed point for sums of n log2 n: whole numbers add up in any order, so
// partitions alike tie exactly.
constexpr double kNLogNScale = 4294967296.0;  // 2^32

// round(n log2 n * 2^32) for n = 0..at least `n`: made once per process and
// grown when a larger set comes, since a run ranks block after block of
// guesses over the same set (287,289 entries take milliseconds to make).
std::shared_ptr<const std::vector<uint64_t>> nLogNTable(size_t n);

}  // namespace guesslab
