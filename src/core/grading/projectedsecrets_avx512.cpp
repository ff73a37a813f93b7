// SPDX-License-Identifier: GPL-3.0-or-later
// Built with AVX-512 F/BW/VBMI; called only after a run-time CPU check.
#include "projectedsecrets.h"

#include <immintrin.h>

// GCC 12's intrinsic headers fill unused operands with a self-initialised
// "undefined" vector, which -Wmaybe-uninitialized reports once per inlining.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

namespace guesslab::projection_detail {

// 64 secrets at a time: one byte permute projects a column's 64 symbols,
// then each group of 8 is widened into its secrets' keys.
void keysAvx512(const uint8_t* columns, size_t stride, int length, size_t n, const uint8_t* seen,
                size_t seenStride, uint64_t* keys) {
    for (size_t base = 0; base < n; base += 64) {
        __m512i key[8];
        for (__m512i& k : key)
            k = _mm512_setzero_si512();
        for (int k = 0; k < length; ++k) {
            const __m512i symbols =
                _mm512_loadu_si512(columns + static_cast<size_t>(k) * stride + base);
            const __m512i table = _mm512_loadu_si512(seen + static_cast<size_t>(k) * seenStride);
            const __m512i projected = _mm512_permutexvar_epi8(symbols, table);
            const __m128i shift = _mm_cvtsi32_si128(6 * k);
            // The extract's lane is an immediate (a loop index is one only
            // once the loop is unrolled, which -O2 does not do).
            const __m128i quarters[4] = {
                _mm512_extracti32x4_epi32(projected, 0), _mm512_extracti32x4_epi32(projected, 1),
                _mm512_extracti32x4_epi32(projected, 2), _mm512_extracti32x4_epi32(projected, 3)};
            for (int q = 0; q < 4; ++q) {
                const __m128i sixteen = quarters[q];
                key[2 * q] = _mm512_or_si512(
                    key[2 * q], _mm512_sll_epi64(_mm512_cvtepu8_epi64(sixteen), shift));
                key[2 * q + 1] = _mm512_or_si512(
                    key[2 * q + 1],
                    _mm512_sll_epi64(_mm512_cvtepu8_epi64(_mm_srli_si128(sixteen, 8)), shift));
            }
        }
        for (int j = 0; j < 8; ++j)
            _mm512_storeu_si512(keys + base + 8 * static_cast<size_t>(j), key[j]);
    }
}

// 64 keys at a time: each symbol shifted down, masked and narrowed to a
// byte, eight keys a store.
void columnsAvx512(const uint64_t* keys, size_t n, int length, uint8_t* columns, size_t stride) {
    const __m512i low6 = _mm512_set1_epi64(63);
    for (size_t base = 0; base < n; base += 64) {
        __m512i key[8];
        for (int j = 0; j < 8; ++j)
            key[j] = _mm512_loadu_si512(keys + base + 8 * static_cast<size_t>(j));
        for (int k = 0; k < length; ++k) {
            uint8_t* const column = columns + static_cast<size_t>(k) * stride + base;
            const __m128i shift = _mm_cvtsi32_si128(6 * k);
            for (int j = 0; j < 8; ++j)
                _mm512_mask_cvtepi64_storeu_epi8(
                    column + 8 * j, 0xFF, _mm512_and_si512(_mm512_srl_epi64(key[j], shift), low6));
        }
    }
}

}  // namespace guesslab::projection_detail
