// SPDX-License-Identifier: GPL-3.0-or-later
// Built with AVX-512 F/BW/VL; called only after a run-time CPU check.
#include "classtable.h"

#include <immintrin.h>

#include <algorithm>
#include <bit>

// GCC 12's intrinsic headers fill unused operands with a self-initialised
// "undefined" vector, which -W(maybe-)uninitialized reports once per inlining.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

namespace guesslab::classtable_detail {

// 16 entries a step: the count of non-empty ones, the largest and the
// squares (in two halves of 64-bit lanes) in registers, each entry zeroed
// as it is read; the non-empty ones (a quarter at Nerdle 10) compressed into
// a buffer a block at a time and their n log n looked up from it.
RowClassStats sweepAvx512(uint32_t* count, size_t patterns, const uint64_t* nLogN) {
    constexpr size_t kBlock = 1024;
    alignas(64) uint32_t kept[kBlock + 16];
    uint64_t classes = 0, fixed = 0;
    __m512i largest = _mm512_setzero_si512();
    __m512i squaresLo = _mm512_setzero_si512(), squaresHi = _mm512_setzero_si512();
    const __m512i zero = _mm512_setzero_si512();
    for (size_t block = 0; block < patterns; block += kBlock) {
        const size_t end = std::min(patterns, block + kBlock);
        uint32_t* out = kept;
        for (size_t p = block; p < end; p += 16) {
            const __mmask16 valid =
                end - p >= 16 ? __mmask16{0xFFFF} : static_cast<__mmask16>((1u << (end - p)) - 1);
            const __m512i n = _mm512_maskz_loadu_epi32(valid, count + p);
            _mm512_mask_storeu_epi32(count + p, valid, zero);
            const __mmask16 nonZero = _mm512_test_epi32_mask(n, n);
            largest = _mm512_max_epu32(largest, n);
            // vpmuludq squares the low 32 bits of each 64-bit lane.
            squaresLo = _mm512_add_epi64(squaresLo, _mm512_mul_epu32(n, n));
            const __m512i high = _mm512_srli_epi64(n, 32);
            squaresHi = _mm512_add_epi64(squaresHi, _mm512_mul_epu32(high, high));
            _mm512_storeu_si512(out, _mm512_maskz_compress_epi32(nonZero, n));
            out += std::popcount(static_cast<unsigned>(nonZero));
        }
        const size_t m = static_cast<size_t>(out - kept);
        classes += m;
        for (size_t i = 0; i < m; ++i)
            fixed += nLogN[kept[i]];
    }
    return RowClassStats{
        static_cast<uint32_t>(classes), _mm512_reduce_max_epu32(largest),
        static_cast<uint64_t>(_mm512_reduce_add_epi64(_mm512_add_epi64(squaresLo, squaresHi))),
        fixed};
}

}  // namespace guesslab::classtable_detail
