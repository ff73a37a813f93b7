// SPDX-License-Identifier: GPL-3.0-or-later
// Built with AVX-512 F/BW/VL; called only after a run-time CPU check.
#include "classcount.h"

#include <immintrin.h>

// GCC 12 warns inside its own headers: the unmasked intrinsics start from
// _mm512_undefined_epi32(), which it takes for an uninitialized read.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

#include <bit>
#include <cstring>

namespace guesslab::classcount_detail {

namespace {

// The AVX2 scheme on 64 guesses at once, with the matches collected in a
// mask register instead of a vector: an answer is a new class for every
// guess where it equals no earlier answer of the set.
void countBlock64(const uint8_t* rows, size_t n, uint8_t* out) {
    const __m512i one = _mm512_set1_epi8(1);
    __m512i count = _mm512_setzero_si512();
    for (size_t i = 0; i < n; ++i) {
        const __m512i mine = _mm512_loadu_si512(rows + 64 * i);
        // Four independent chains of ORs, so compares issue back to back.
        __mmask64 s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        size_t j = 0;
        for (; j + 4 <= i; j += 4) {
            s0 |= _mm512_cmpeq_epi8_mask(mine, _mm512_load_si512(rows + 64 * j));
            s1 |= _mm512_cmpeq_epi8_mask(mine, _mm512_load_si512(rows + 64 * (j + 1)));
            s2 |= _mm512_cmpeq_epi8_mask(mine, _mm512_load_si512(rows + 64 * (j + 2)));
            s3 |= _mm512_cmpeq_epi8_mask(mine, _mm512_load_si512(rows + 64 * (j + 3)));
        }
        for (; j < i; ++j)
            s0 |= _mm512_cmpeq_epi8_mask(mine, _mm512_load_si512(rows + 64 * j));
        const __mmask64 same = (s0 | s1) | (s2 | s3);
        count = _mm512_mask_add_epi8(count, ~same, count, one);
    }
    _mm512_storeu_si512(out, count);
}

void countBlock32(const uint8_t* rows, size_t n, uint8_t* out) {
    const __m256i one = _mm256_set1_epi8(1);
    __m256i count = _mm256_setzero_si256();
    for (size_t i = 0; i < n; ++i) {
        const __m256i mine = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rows + 32 * i));
        __mmask32 same = 0;
        for (size_t j = 0; j < i; ++j)
            same |= _mm256_cmpeq_epi8_mask(
                mine, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rows + 32 * j)));
        count = _mm256_mask_add_epi8(count, ~same, count, one);
    }
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), count);
}

}  // namespace

void countClassesAvx512(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                        size_t n, uint8_t* out) {
    // This block's feedback, one row per answer (at most 255). On the stack,
    // not in a std::vector: a library template instantiated in a file built
    // for AVX-512 could be the copy the linker keeps for the whole program.
    alignas(64) uint8_t rows[64 * 256];
    size_t block = 0;
    for (; block + 64 <= width; block += 64) {
        for (size_t i = 0; i < n; ++i)
            std::memcpy(rows + 64 * i, cells + size_t{answers[i]} * stride + block, 64);
        countBlock64(rows, n, out + block);
    }
    if (block < width) {  // widths are multiples of 32
        for (size_t i = 0; i < n; ++i)
            std::memcpy(rows + 32 * i, cells + size_t{answers[i]} * stride + block, 32);
        countBlock32(rows, n, out + block);
    }
}

void countClassesWideAvx512(const uint8_t* cells, size_t stride, size_t width,
                            const uint16_t* answers, size_t n, uint8_t* out) {
    // Each guess's values met as a 256-bit set, four 64-bit words in the
    // lanes of four registers: 1 << (v - 64q) is 0 unless v lies in word q
    // (variable shifts by 64 or more, or by a "negative" count, give 0).
    // 32 guesses a pass: 16 sets in registers, one 32-byte load per answer.
    const __m512i one = _mm512_set1_epi64(1);
    const __m512i w1 = _mm512_set1_epi64(64), w2 = _mm512_set1_epi64(128),
                  w3 = _mm512_set1_epi64(192);
    alignas(64) uint64_t words[4][8];
    for (size_t block = 0; block < width; block += 32) {
        __m512i set[4][4];
        for (auto& group : set)
            for (auto& word : group)
                word = _mm512_setzero_si512();
        for (size_t i = 0; i < n; ++i) {
            const uint8_t* row = cells + size_t{answers[i]} * stride + block;
            for (int g = 0; g < 4; ++g) {
                const __m512i v = _mm512_cvtepu8_epi64(
                    _mm_loadl_epi64(reinterpret_cast<const __m128i*>(row + 8 * g)));
                set[g][0] = _mm512_or_si512(set[g][0], _mm512_sllv_epi64(one, v));
                set[g][1] =
                    _mm512_or_si512(set[g][1], _mm512_sllv_epi64(one, _mm512_sub_epi64(v, w1)));
                set[g][2] =
                    _mm512_or_si512(set[g][2], _mm512_sllv_epi64(one, _mm512_sub_epi64(v, w2)));
                set[g][3] =
                    _mm512_or_si512(set[g][3], _mm512_sllv_epi64(one, _mm512_sub_epi64(v, w3)));
            }
        }
        // Counted as scalars: VPOPCNTQ is not part of F/BW/VL.
        for (int g = 0; g < 4; ++g) {
            for (int q = 0; q < 4; ++q)
                _mm512_store_si512(words[q], set[g][q]);
            for (int lane = 0; lane < 8; ++lane)
                out[block + 8 * g + lane] = static_cast<uint8_t>(
                    std::popcount(words[0][lane]) + std::popcount(words[1][lane]) +
                    std::popcount(words[2][lane]) + std::popcount(words[3][lane]));
        }
    }
}

void countClassesFewAvx512(const uint8_t* cells, size_t stride, const uint16_t* answers, size_t n,
                           uint8_t* out) {
    // A value v sets bit v % 8 of the low byte (v < 8) or of the high one:
    // a shuffle each, the bits of every answer ORed, then counted by nibble.
    const __m512i lowBit =
        _mm512_broadcast_i32x4(_mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0));
    const __m512i highBit =
        _mm512_broadcast_i32x4(_mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128));
    const __m512i bitsIn =
        _mm512_broadcast_i32x4(_mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4));
    const __m512i nibble = _mm512_set1_epi8(0x0F);
    const auto popcount = [&](__m512i x) {
        const __m512i low = _mm512_shuffle_epi8(bitsIn, _mm512_and_si512(x, nibble));
        const __m512i high =
            _mm512_shuffle_epi8(bitsIn, _mm512_and_si512(_mm512_srli_epi16(x, 4), nibble));
        return _mm512_add_epi8(low, high);
    };
    for (size_t block = 0; block < stride; block += 64) {
        const size_t width = stride - block < 64 ? stride - block : 64;  // a multiple of 32
        const __mmask64 valid = width == 64 ? ~__mmask64{0} : (__mmask64{1} << width) - 1;
        __m512i low0 = _mm512_setzero_si512(), high0 = low0, low1 = low0, high1 = low0;
        size_t i = 0;
        for (; i + 2 <= n; i += 2) {  // two chains, so the loads overlap
            const __m512i a =
                _mm512_maskz_loadu_epi8(valid, cells + size_t{answers[i]} * stride + block);
            const __m512i b =
                _mm512_maskz_loadu_epi8(valid, cells + size_t{answers[i + 1]} * stride + block);
            low0 = _mm512_or_si512(low0, _mm512_shuffle_epi8(lowBit, a));
            high0 = _mm512_or_si512(high0, _mm512_shuffle_epi8(highBit, a));
            low1 = _mm512_or_si512(low1, _mm512_shuffle_epi8(lowBit, b));
            high1 = _mm512_or_si512(high1, _mm512_shuffle_epi8(highBit, b));
        }
        if (i < n) {
            const __m512i a =
                _mm512_maskz_loadu_epi8(valid, cells + size_t{answers[i]} * stride + block);
            low0 = _mm512_or_si512(low0, _mm512_shuffle_epi8(lowBit, a));
            high0 = _mm512_or_si512(high0, _mm512_shuffle_epi8(highBit, a));
        }
        const __m512i count = _mm512_add_epi8(popcount(_mm512_or_si512(low0, low1)),
                                              popcount(_mm512_or_si512(high0, high1)));
        _mm512_mask_storeu_epi8(out + block, valid, count);
    }
}

}  // namespace guesslab::classcount_detail
