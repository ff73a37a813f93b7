// SPDX-License-Identifier: GPL-3.0-or-later
// Built with AVX-512 F/BW/VL; called only after a run-time CPU check.
#include "byterowcounter.h"

#include <immintrin.h>

#include <algorithm>
#include <bit>

// GCC 12's intrinsic headers fill unused operands with a self-initialised
// "undefined" vector, which -Wmaybe-uninitialized reports once per inlining.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

namespace guesslab::byterow_detail {

namespace {

// Copies the non-zero cells of row[0..n) to `kept` in order (16 at a time,
// widened to 32 bits for the compress and narrowed back); `kept` has room
// for n + 16. Nothing past row[n-1] is read. Returns how many were kept.
size_t keepNonZero(const uint8_t* row, size_t n, uint8_t* kept) {
    uint8_t* out = kept;
    for (size_t i = 0; i < n; i += 16) {
        const __mmask16 valid =
            n - i >= 16 ? __mmask16{0xFFFF} : static_cast<__mmask16>((1u << (n - i)) - 1);
        const __m128i cells = _mm_maskz_loadu_epi8(valid, row + i);
        const __mmask16 nonZero = _mm_test_epi8_mask(cells, cells);
        const __m512i packed = _mm512_maskz_compress_epi32(nonZero, _mm512_cvtepu8_epi32(cells));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm512_cvtepi32_epi8(packed));
        out += std::popcount(static_cast<unsigned>(nonZero));
    }
    return static_cast<size_t>(out - kept);
}

// The same, 64 cells at a time with VBMI2's byte compress (checked by the
// caller).
__attribute__((target("avx512vbmi2"))) size_t keepNonZero64(const uint8_t* row, size_t n,
                                                            uint8_t* kept) {
    uint8_t* out = kept;
    for (size_t i = 0; i < n; i += 64) {
        const __mmask64 valid =
            n - i >= 64 ? ~__mmask64{0} : static_cast<__mmask64>((uint64_t{1} << (n - i)) - 1);
        const __m512i cells = _mm512_maskz_loadu_epi8(valid, row + i);
        const __mmask64 nonZero = _mm512_test_epi8_mask(cells, cells);
        _mm512_storeu_si512(out, _mm512_maskz_compress_epi8(nonZero, cells));
        out += std::popcount(static_cast<uint64_t>(nonZero));
    }
    return static_cast<size_t>(out - kept);
}

}  // namespace

RowClassStats measureAvx512(const uint8_t* row, size_t n, size_t patterns, const uint64_t* nLogN,
                            uint16_t* tables, uint8_t* kept, bool vbmi2) {
    const size_t m = vbmi2 ? keepNonZero64(row, n, kept) : keepNonZero(row, n, kept);
    return measureNonZeroAvx512(kept, m, n, patterns, nLogN, tables);
}

RowClassStats measureNonZeroAvx512(const uint8_t* kept, size_t m, size_t n, size_t patterns,
                                   const uint64_t* nLogN, uint16_t* tables) {
    countIntoTables(kept, m, tables);

    // Fold the eight tables, 32 patterns per register, and clear them.
    alignas(64) uint16_t merged[256];
    const size_t span = (patterns + 31) & ~size_t{31};
    const __m512i zero = _mm512_setzero_si512();
    for (size_t p = 0; p < span; p += 32) {
        __m512i sum = zero;
        for (size_t b = 0; b < ByteRowCounter::kTables; ++b) {
            uint16_t* t = tables + 256 * b + p;
            sum = _mm512_add_epi16(sum, _mm512_loadu_si512(t));
            _mm512_storeu_si512(t, zero);
        }
        _mm512_store_si512(merged + p, sum);
    }
    merged[0] = static_cast<uint16_t>(n - m);  // the dropped all-grey cells

    // Classes, the largest and the squares, 16 patterns per register
    // (products of 16-bit counts fit the even and odd 64-bit halves).
    __m512i largest = zero, squares = zero;
    uint32_t classes = 0;
    for (size_t p = 0; p < span; p += 16) {
        const __m512i c =
            _mm512_cvtepu16_epi32(_mm256_load_si256(reinterpret_cast<const __m256i*>(merged + p)));
        classes += std::popcount(static_cast<unsigned>(_mm512_test_epi32_mask(c, c)));
        largest = _mm512_max_epu32(largest, c);
        const __m512i odd = _mm512_srli_epi64(c, 32);
        squares = _mm512_add_epi64(squares, _mm512_mul_epu32(c, c));
        squares = _mm512_add_epi64(squares, _mm512_mul_epu32(odd, odd));
    }
    RowClassStats s;
    s.classes = classes;
    // Reduced through memory: GCC 12's reduce intrinsics warn of
    // uninitialised registers.
    alignas(64) uint32_t lanes[16];
    alignas(64) uint64_t sums[8];
    _mm512_store_si512(lanes, largest);
    _mm512_store_si512(sums, squares);
    for (const uint32_t l : lanes)
        s.largest = std::max(s.largest, l);
    for (const uint64_t q : sums)
        s.sumSquares += q;
    // Gathers are slower than scalar loads on the CPUs measured.
    for (size_t p = 0; p < patterns; ++p)
        s.sumFixed += nLogN[merged[p]];
    return s;
}

}  // namespace guesslab::byterow_detail
