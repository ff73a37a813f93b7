// SPDX-License-Identifier: GPL-3.0-or-later
// Built with -mavx2; called only after a run-time CPU check.
#include "classcount.h"

#include <immintrin.h>

#include <bit>
#include <cstring>

namespace guesslab::classcount_detail {

void countClassesAvx2(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                      size_t n, uint8_t* out) {
    // An answer's feedback is new for a guess when it equals no earlier
    // answer's: n(n-1)/2 byte compares per 32 guesses, no per-guess sets.
    // This block's feedback, one 32-byte row per answer (at most 255). On
    // the stack, not in a std::vector: a library template instantiated in a
    // file built for AVX2 could be the copy the linker keeps for everyone.
    alignas(32) uint8_t rows[32 * 256];
    const auto row = [&](size_t i) {
        return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rows + 32 * i));
    };
    for (size_t block = 0; block < width; block += 32) {
        for (size_t i = 0; i < n; ++i)
            std::memcpy(rows + 32 * i, cells + size_t{answers[i]} * stride + block, 32);
        __m256i count = _mm256_setzero_si256();
        for (size_t i = 0; i < n; ++i) {
            const __m256i mine = row(i);
            __m256i same = _mm256_setzero_si256();
            for (size_t j = 0; j < i; ++j)
                same = _mm256_or_si256(same, _mm256_cmpeq_epi8(mine, row(j)));
            // cmpeq gives -1 where nothing matched: subtracting it counts one.
            count = _mm256_sub_epi8(count, _mm256_cmpeq_epi8(same, _mm256_setzero_si256()));
        }
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + block), count);
    }
}

void countClassesWideAvx2(const uint8_t* cells, size_t stride, size_t width,
                          const uint16_t* answers, size_t n, uint8_t* out) {
    // As the AVX-512 version: each guess's values met as a 256-bit set,
    // four 64-bit words, 1 << (v - 64q) zero outside word q. 8 guesses a pass.
    const __m256i one = _mm256_set1_epi64x(1);
    const __m256i w1 = _mm256_set1_epi64x(64), w2 = _mm256_set1_epi64x(128),
                  w3 = _mm256_set1_epi64x(192);
    alignas(32) uint64_t words[4][4];
    for (size_t block = 0; block < width; block += 8) {
        __m256i set[2][4];
        for (auto& group : set)
            for (auto& word : group)
                word = _mm256_setzero_si256();
        for (size_t i = 0; i < n; ++i) {
            const uint8_t* row = cells + size_t{answers[i]} * stride + block;
            for (int g = 0; g < 2; ++g) {
                int32_t four;
                std::memcpy(&four, row + 4 * g, sizeof four);
                const __m256i v = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(four));
                set[g][0] = _mm256_or_si256(set[g][0], _mm256_sllv_epi64(one, v));
                set[g][1] =
                    _mm256_or_si256(set[g][1], _mm256_sllv_epi64(one, _mm256_sub_epi64(v, w1)));
                set[g][2] =
                    _mm256_or_si256(set[g][2], _mm256_sllv_epi64(one, _mm256_sub_epi64(v, w2)));
                set[g][3] =
                    _mm256_or_si256(set[g][3], _mm256_sllv_epi64(one, _mm256_sub_epi64(v, w3)));
            }
        }
        for (int g = 0; g < 2; ++g) {
            for (int q = 0; q < 4; ++q)
                _mm256_store_si256(reinterpret_cast<__m256i*>(words[q]), set[g][q]);
            for (int lane = 0; lane < 4; ++lane)
                out[block + 4 * g + lane] = static_cast<uint8_t>(
                    std::popcount(words[0][lane]) + std::popcount(words[1][lane]) +
                    std::popcount(words[2][lane]) + std::popcount(words[3][lane]));
        }
    }
}

}  // namespace guesslab::classcount_detail
