// SPDX-License-Identifier: GPL-3.0-or-later
// Built with AVX-512 F/BW/VL/VBMI; called only after a run-time CPU check.
#include "tallylayout.h"

#include <immintrin.h>

#include <algorithm>

// GCC 12's intrinsic headers fill unused operands with a self-initialised
// "undefined" vector, which -W(maybe-)uninitialized reports once per inlining.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

namespace guesslab::tally_detail {

// 64 secrets a step: positions 0-7 of the list into one byte a secret,
// 8-9 into a second, each a masked add of the position's bit where the
// column's byte equals the guess's symbol; then the two widened to 16 bits.
void masksAvx512(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                 const uint8_t* symbols, int count, uint16_t* out) {
    __m512i symbol[TallyLayout::kMaxLength];
    const uint8_t* column[TallyLayout::kMaxLength];
    for (int j = 0; j < count; ++j) {
        symbol[j] = _mm512_set1_epi8(static_cast<char>(symbols[j]));
        column[j] = columns + positions[j] * stride;
    }
    const int low = std::min(count, 8);
    for (size_t i = 0; i < n; i += 64) {
        __m512i lo = _mm512_setzero_si512(), hi = _mm512_setzero_si512();
        for (int j = 0; j < low; ++j) {
            const __mmask64 same =
                _mm512_cmpeq_epi8_mask(_mm512_loadu_si512(column[j] + i), symbol[j]);
            lo = _mm512_mask_add_epi8(lo, same, lo, _mm512_set1_epi8(static_cast<char>(1 << j)));
        }
        for (int j = 8; j < count; ++j) {
            const __mmask64 same =
                _mm512_cmpeq_epi8_mask(_mm512_loadu_si512(column[j] + i), symbol[j]);
            hi = _mm512_mask_add_epi8(hi, same, hi,
                                      _mm512_set1_epi8(static_cast<char>(1 << (j - 8))));
        }
        const __m512i first =
            _mm512_or_si512(_mm512_cvtepu8_epi16(_mm512_castsi512_si256(lo)),
                            _mm512_slli_epi16(_mm512_cvtepu8_epi16(_mm512_castsi512_si256(hi)), 8));
        const __m512i second = _mm512_or_si512(
            _mm512_cvtepu8_epi16(_mm512_extracti64x4_epi64(lo, 1)),
            _mm512_slli_epi16(_mm512_cvtepu8_epi16(_mm512_extracti64x4_epi64(hi, 1)), 8));
        _mm512_storeu_si512(out + i, first);
        _mm512_storeu_si512(out + i + 32, second);
    }
}

// 512 secrets a step, as eight blocks of 64 side by side: each position's
// agreements as a bit plane, split level by level (node v of level L holds
// the secrets whose first L bits spell v), a popcount at each leaf.
__attribute__((target("avx512vpopcntdq"))) void onesHistogramAvx512(const uint8_t* columns,
                                                                    size_t stride, size_t n,
                                                                    const uint8_t* positions,
                                                                    const uint8_t* symbols,
                                                                    int count, uint32_t* hist) {
    constexpr size_t kLeaves = size_t{1} << TallyLayout::kTreeMax;
    alignas(64) uint64_t planes[TallyLayout::kTreeMax][8];
    alignas(64) uint64_t valid[8];
    __m512i levels[2][kLeaves];
    __m512i sums[kLeaves];
    const size_t leaves = size_t{1} << count;
    for (size_t v = 0; v < leaves; ++v)
        sums[v] = _mm512_setzero_si512();
    for (size_t i = 0; i < n; i += 512) {
        for (size_t b = 0; b < 8; ++b) {
            const size_t at = i + 64 * b;
            valid[b] = at >= n ? 0 : n - at >= 64 ? ~uint64_t{0} : (uint64_t{1} << (n - at)) - 1;
            for (int j = 0; j < count; ++j)
                planes[j][b] = at >= n
                                   ? 0
                                   : _cvtmask64_u64(_mm512_cmpeq_epi8_mask(
                                         _mm512_loadu_si512(columns + positions[j] * stride + at),
                                         _mm512_set1_epi8(static_cast<char>(symbols[j]))));
        }
        __m512i* level = levels[0];
        __m512i* next = levels[1];
        level[0] = _mm512_load_si512(valid);
        for (int j = 0, width = 1; j < count; ++j, width *= 2) {
            const __m512i plane = _mm512_load_si512(planes[j]);
            for (int v = 0; v < width; ++v) {
                next[v] = _mm512_andnot_si512(plane, level[v]);
                next[v + width] = _mm512_and_si512(plane, level[v]);
            }
            std::swap(level, next);
        }
        for (size_t v = 0; v < leaves; ++v)
            sums[v] = _mm512_add_epi64(sums[v], _mm512_popcnt_epi64(level[v]));
    }
    for (size_t v = 0; v < leaves; ++v)
        hist[v] += static_cast<uint32_t>(_mm512_reduce_add_epi64(sums[v]));
}

}  // namespace guesslab::tally_detail
