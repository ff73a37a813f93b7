// SPDX-License-Identifier: GPL-3.0-or-later
// Built with AVX-512 F/BW; called only after a run-time CPU check.
#include "planpass.h"

#include <immintrin.h>

#include <algorithm>
#include <bit>

// GCC 12's intrinsic headers fill unused operands with a self-initialised
// "undefined" vector, which -W(maybe-)uninitialized reports per inlining.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

namespace guesslab::trees::planpass_detail {

// 32 guesses a step in 16-bit lanes (bounds reach 3n, n at most 21845): the tests as
// masks, the guesses worth trying compressed 16 at a time into the list.
PlanPassResult runAvx512(const PlanPassInput& in, uint16_t* list) {
    PlanPassResult out;
    const __m512i n = _mm512_set1_epi16(static_cast<short>(in.n));
    const __m512i n3 = _mm512_set1_epi16(static_cast<short>(3 * in.n));
    const __m512i least = _mm512_set1_epi16(static_cast<short>(std::clamp(in.least, 0, 0xFFFF)));
    const __m512i beta = _mm512_set1_epi16(static_cast<short>(std::clamp(in.beta, 0, 0xFFFF)));
    const __m512i zero = _mm512_setzero_si512();
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m512i failed = _mm512_set1_epi16(-1);  // 0xFFFF: none yet
    __mmask32 tells = 0;
    size_t listed = 0;
    for (size_t g = 0; g < in.guesses; g += 32) {
        const size_t left = in.guesses - g;
        const __mmask32 valid = left >= 32 ? ~__mmask32{0} : (__mmask32{1} << left) - 1;
        const __m512i k = _mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi8(valid, in.counts + g));
        const __m512i own = _mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi8(valid, in.member + g));
        tells |= _mm512_mask_cmpeq_epi16_mask(valid, k, n) & _mm512_cmpeq_epi16_mask(own, zero);
        const __mmask32 splits = _mm512_mask_cmpge_epu16_mask(valid, k, least);
        const __m512i bound = _mm512_sub_epi16(_mm512_sub_epi16(n3, k), own);
        const __mmask32 below = _mm512_mask_cmplt_epu16_mask(splits, bound, beta);
        failed = _mm512_mask_min_epu16(failed, splits & ~below, failed, bound);
        // The listed guesses' numbers: 16 lanes of 32 bits a half, narrowed.
        const __m512i base = _mm512_add_epi32(lanes, _mm512_set1_epi32(static_cast<int>(g)));
        const auto low = static_cast<__mmask16>(below);
        const auto high = static_cast<__mmask16>(below >> 16);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(list + listed),
                            _mm512_cvtepi32_epi16(_mm512_maskz_compress_epi32(low, base)));
        listed += static_cast<size_t>(std::popcount(low));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(list + listed),
                            _mm512_cvtepi32_epi16(_mm512_maskz_compress_epi32(
                                high, _mm512_add_epi32(base, _mm512_set1_epi32(16)))));
        listed += static_cast<size_t>(std::popcount(high));
    }
    // The least of the 32 lanes, folded in halves.
    __m256i m =
        _mm256_min_epu16(_mm512_castsi512_si256(failed), _mm512_extracti64x4_epi64(failed, 1));
    __m128i h = _mm_min_epu16(_mm256_castsi256_si128(m), _mm256_extracti128_si256(m, 1));
    h = _mm_minpos_epu16(h);  // SSE4.1: the least in lane 0
    const int least16 = _mm_extract_epi16(h, 0);
    out.listed = listed;
    out.failed = least16 == 0xFFFF ? in.failed : std::min(in.failed, least16);
    out.tellsAll = tells != 0;
    return out;
}

}  // namespace guesslab::trees::planpass_detail
