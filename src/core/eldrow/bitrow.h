// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

namespace guesslab {

// Bitsets as rows of `blocks` 64-bit words behind a pointer: the pools and
// rows of Eldrow's searches, in any numbering of their words.
inline size_t countBits(const uint64_t* b, size_t blocks) {
    size_t n = 0;
    for (size_t k = 0; k < blocks; ++k)
        n += static_cast<size_t>(std::popcount(b[k]));
    return n;
}
inline bool hasBit(const uint64_t* b, size_t i) {
    return b[i / 64] >> (i % 64) & 1;
}
inline void setBit(uint64_t* b, size_t i) {
    b[i / 64] |= uint64_t{1} << (i % 64);
}
inline void clearBit(uint64_t* b, size_t i) {
    b[i / 64] &= ~(uint64_t{1} << (i % 64));
}
// f(i) for every bit i set, in ascending order.
template <class F>
void forEachBit(const uint64_t* b, size_t blocks, F&& f) {
    for (size_t k = 0; k < blocks; ++k)
        for (uint64_t w = b[k]; w; w &= w - 1)
            f(k * 64 + static_cast<size_t>(std::countr_zero(w)));
}

}  // namespace guesslab
