// SPDX-License-Identifier: GPL-3.0-or-later
// Built with -mavx2; called only after a run-time CPU check.
#include "classcount.h"

#include <immintrin.h>

#include <cstring>

namespace guesslab::classcount_detail {

void countClassesAvx2(const uint8_t* cells, size_t stride, const uint16_t* answers, size_t n,
                      uint8_t* out) {
    // An answer's feedback is new for a guess when it equals no earlier
    // answer's: n(n-1)/2 byte compares per 32 guesses, no per-guess sets.
    // This block's feedback, one 32-byte row per answer (at most 255). On
    // the stack, not in a std::vector: a library template instantiated in a
    // file built for AVX2 could be the copy the linker keeps for everyone.
    alignas(32) uint8_t rows[32 * 256];
    const auto row = [&](size_t i) {
        return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rows + 32 * i));
    };
    for (size_t block = 0; block < stride; block += 32) {
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

}  // namespace guesslab::classcount_detail
