// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitgather.h"

#include <algorithm>
#include <bit>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace guesslab {

namespace {

#if defined(__x86_64__)
// Bits go into a register and out a whole word at a time; N rows in one
// pass over the mask's words.
template <size_t N, class Part>
__attribute__((target("bmi2"))) void gatherBmi2(const std::vector<Part>& parts,
                                                const uint64_t* const* rows,
                                                uint64_t* const* outs) {
    uint64_t acc[N] = {}, bits[N];
    size_t fill = 0, word = 0;
    for (const Part& p : parts) {
        for (size_t i = 0; i < N; ++i) {
            bits[i] = _pext_u64(rows[i][p.block], p.mask);
            acc[i] |= bits[i] << fill;
        }
        fill += p.count;
        if (fill >= 64) {
            fill -= 64;
            for (size_t i = 0; i < N; ++i) {
                outs[i][word] = acc[i];
                acc[i] = fill ? bits[i] >> (p.count - fill) : 0;
            }
            ++word;
        }
    }
    if (fill)
        for (size_t i = 0; i < N; ++i)
            outs[i][word] = acc[i];
}

// PEXT is slow microcode on AMD before Zen 3, but still beats the loop there.
bool hasBmi2() {
    static const bool bmi2 = __builtin_cpu_supports("bmi2");
    return bmi2;
}
#endif

}  // namespace

BitGather::BitGather(const uint64_t* mask, size_t blocks) {
    for (size_t k = 0; k < blocks; ++k)
        if (mask[k] != 0) {
            parts_.push_back({k, bits_, mask[k], static_cast<size_t>(std::popcount(mask[k]))});
            bits_ += static_cast<size_t>(std::popcount(mask[k]));
        }
}

void BitGather::operator()(const uint64_t* row, uint64_t* out) const {
#if defined(__x86_64__)
    if (hasBmi2())
        return gatherBmi2<1>(parts_, &row, &out);
#endif
    generic(row, out);
}

void BitGather::operator()(const uint64_t* rowA, uint64_t* outA, const uint64_t* rowB,
                           uint64_t* outB) const {
#if defined(__x86_64__)
    if (hasBmi2()) {
        const uint64_t* rows[] = {rowA, rowB};
        uint64_t* outs[] = {outA, outB};
        return gatherBmi2<2>(parts_, rows, outs);
    }
#endif
    generic(rowA, outA);
    generic(rowB, outB);
}

void BitGather::generic(const uint64_t* row, uint64_t* out) const {
    std::fill(out, out + (bits_ + 63) / 64, 0);
    for (const Part& p : parts_) {
        size_t at = p.at;
        for (uint64_t m = p.mask; m; m &= m - 1, ++at)
            if (row[p.block] >> std::countr_zero(m) & 1)
                out[at / 64] |= uint64_t{1} << (at % 64);
    }
}

}  // namespace guesslab
