// SPDX-License-Identifier: GPL-3.0-or-later
// AVX-512 kernel: 64 secrets per step, built with AVX-512 F/BW/VBMI and
// called only when the CPU reports them. It does not compare every secret
// symbol with every guess symbol as the portable kernel does; one byte
// permute per position looks up which guess positions hold the secret's
// symbol (alphabets have at most 64 symbols, the permute's table size).
//
//   pos[k]  = bit j set when guess[j] == secret[k]
//   green k = bit k of pos[k]
//   a symbol the guess holds once, at i: yellow i = not green i and some
//             pos[k] has bit i (a secret copy at k != i cannot be green,
//             since guess[k] is another symbol)
//   a repeated symbol: the secret's unmatched copies are counted and handed
//             to the guess's non-green copies left to right (docs/guide.md, "The feedback rule");
//             in words of 6 or more, two such symbols are counted at
//             once, one in each half of a byte, by a permute.
//
// Positions 0-7 live in one byte per lane, 8-9 in a second (Wide). Where
// only the classes count (gradeClassesAvx512), a long guess is graded with
// its positions reordered, repeated symbols in 8-9: those need no lookup.
#include "simdgrader.h"
#include "wordlengthdispatch.h"

#include <immintrin.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

// GCC 12's intrinsic headers fill unused operands with a self-initialised
// "undefined" vector, which -Wmaybe-uninitialized reports once per inlining.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

namespace guesslab::simd_detail {

namespace {

constexpr int kLanes = 64;

inline __m512i bit(int k) {
    return _mm512_set1_epi8(static_cast<char>(1u << (k & 7)));
}

struct RepeatGroup {
    uint8_t symbol;
    int count;
    int positions[10];
};

template <int L>
struct Guess {
    static constexpr bool kWide = L > 8;
    __m512i tableLo, tableHi;    // symbol -> guess positions holding it (0-7, 8-9)
    __m512i uniqueLo, uniqueHi;  // positions whose symbol the guess holds once
    RepeatGroup groups[5];
    int groupCount = 0;
    // symbol -> 1 for repeated group 2p, 16 for group 2p + 1: two groups'
    // counts of unmatched secret copies (at most 10) made in one byte.
    __m512i repeatPair[3];
    __m512i symbol[L];  // guess[k] in every byte
    // bit(k) made once: the repeated groups' positions are known only at
    // run time, where a broadcast every block would cost more than a load.
    __m512i bitOf[L];

    explicit Guess(const uint8_t* guess) {
        alignas(64) uint8_t lo[64] = {}, hi[64] = {};
        uint16_t unique = 0;
        bool grouped[10] = {};
        for (int j = 0; j < L; ++j) {
            const uint8_t c = guess[j] & 63;
            if (j < 8)
                lo[c] |= static_cast<uint8_t>(1u << j);
            else
                hi[c] |= static_cast<uint8_t>(1u << (j - 8));
        }
        for (int i = 0; i < L; ++i) {
            int copies = 0;
            for (int j = 0; j < L; ++j)
                copies += guess[j] == guess[i];
            if (copies == 1) {
                unique |= static_cast<uint16_t>(1u << i);
            } else if (!grouped[i]) {
                RepeatGroup& g = groups[groupCount++];
                g.symbol = guess[i];
                g.count = 0;
                for (int j = i; j < L; ++j)
                    if (guess[j] == guess[i]) {
                        g.positions[g.count++] = j;
                        grouped[j] = true;
                    }
            }
        }
        alignas(64) uint8_t pairs[3][64] = {};
        for (int r = 0; r < groupCount; ++r)
            pairs[r / 2][groups[r].symbol & 63] |= static_cast<uint8_t>(r % 2 ? 16 : 1);
        for (int p = 0; p < 3; ++p)
            repeatPair[p] = _mm512_load_si512(pairs[p]);
        for (int k = 0; k < L; ++k) {
            symbol[k] = _mm512_set1_epi8(static_cast<char>(guess[k]));
            bitOf[k] = bit(k);
        }
        tableLo = _mm512_load_si512(lo);
        tableHi = _mm512_load_si512(hi);
        uniqueLo = _mm512_set1_epi8(static_cast<char>(unique & 0xFF));
        uniqueHi = _mm512_set1_epi8(static_cast<char>(unique >> 8));
    }
};

// 3^i (2 green + yellow) summed over five positions, indexed by the five
// positions' green bits and by their yellow bits.
struct DigitTables {
    __m512i green, yellow;
    DigitTables() {
        alignas(64) uint8_t g[64] = {}, y[64] = {};
        for (int bits = 0; bits < 32; ++bits) {
            int value = 0, weight = 1;
            for (int i = 0; i < 5; ++i, weight *= 3)
                value += (bits >> i & 1) * weight;
            g[bits] = static_cast<uint8_t>(2 * value);
            y[bits] = static_cast<uint8_t>(value);
        }
        green = _mm512_load_si512(g);
        yellow = _mm512_load_si512(y);
    }
};

// Column k of the secrets at column[k].
template <int L>
using Columns = std::array<const uint8_t*, L>;

// Grades 64 secrets from `base`: lo = positions 0-4 in base 3, hi = 5-9.
// RepeatHi: the guess's positions 8 and on hold symbols it repeats, whose
// yellows are handed out by count, so a secret symbol's hi positions in
// the guess are not looked up: greens there are plain compares.
template <int L, bool RepeatHi = false>
inline void gradeBlock(const Guess<L>& g, const DigitTables& t, const Columns<L>& column,
                       size_t base, __m512i& lo, __m512i& hi) {
    constexpr bool kWide = Guess<L>::kWide;
    static_assert(kWide || !RepeatHi);
    __m512i s[L], pos[L], posHi[L];
    // Green masks a position: kept for all only in short words, whose
    // repeated symbols are counted by compares; longer words keep their
    // greens as bits and test the repeated positions alone (ten masks would
    // not fit the eight mask registers).
    __mmask64 green[L];
    __m512i anyLo = _mm512_setzero_si512(), anyHi = _mm512_setzero_si512();
    __m512i greenLo = _mm512_setzero_si512(), greenHi = _mm512_setzero_si512();
#pragma GCC unroll 10
    for (int k = 0; k < L; ++k) {
        s[k] = _mm512_loadu_si512(column[k] + base);
        pos[k] = _mm512_permutexvar_epi8(s[k], g.tableLo);
        anyLo = _mm512_or_si512(anyLo, pos[k]);
        if constexpr (RepeatHi) {
            if (k >= 8)
                greenHi = _mm512_mask_add_epi8(greenHi, _mm512_cmpeq_epi8_mask(s[k], g.symbol[k]),
                                               greenHi, bit(k));
        } else if constexpr (kWide) {
            posHi[k] = _mm512_permutexvar_epi8(s[k], g.tableHi);
            anyHi = _mm512_or_si512(anyHi, posHi[k]);
        }
        // greenX |= pos & bit(k): 0xF8 is A | (B & C).
        if (k < 8) {
            if constexpr (L <= 5)
                green[k] = _mm512_test_epi8_mask(pos[k], bit(k));
            greenLo = _mm512_ternarylogic_epi32(greenLo, pos[k], bit(k), 0xF8);
        } else if constexpr (!RepeatHi) {
            greenHi = _mm512_ternarylogic_epi32(greenHi, posHi[k], bit(k), 0xF8);
        }
    }
    // yellow = any & ~green & unique: 0x20 is A & ~B & C.
    __m512i yellowLo = _mm512_ternarylogic_epi32(anyLo, greenLo, g.uniqueLo, 0x20);
    __m512i yellowHi = _mm512_setzero_si512();
    if constexpr (kWide && !RepeatHi)
        yellowHi = _mm512_ternarylogic_epi32(anyHi, greenHi, g.uniqueHi, 0x20);
    const __m512i one = _mm512_set1_epi8(1);
    // The secret's unmatched copies of a repeated symbol handed to the
    // guess's non-green copies, left to right; greenAt(n): whether its n-th
    // copy is green.
    const auto handOut = [&](const RepeatGroup& group, const __m512i& unmatched,
                             const auto& greenAt) {
        __m512i earlier = _mm512_setzero_si512();
        for (int n = 0; n < group.count; ++n) {
            const int i = group.positions[n];
            const __mmask64 yellow = _mm512_mask_cmpgt_epu8_mask(~greenAt(n), unmatched, earlier);
            // A branch, not a reference to one of the two: through a
            // reference the compiler kept both in memory, each yellow a
            // store and a reload.
            const __m512i add = _mm512_maskz_mov_epi8(yellow, g.bitOf[i]);
            if (i < 8)
                yellowLo = _mm512_or_si512(yellowLo, add);
            else
                yellowHi = _mm512_or_si512(yellowHi, add);
            earlier = _mm512_mask_add_epi8(earlier, ~greenAt(n), earlier, one);
        }
    };
    if constexpr (L > 5) {
        // The copies of two repeated symbols counted at once, one in each
        // half of a byte, by a permute a position (Nerdle 10: 9 % faster
        // than a compare a symbol and position), less the green ones.
        const __m512i sixteen = _mm512_set1_epi8(16);
        for (int r = 0; r < g.groupCount; r += 2) {
            __m512i pair = _mm512_permutexvar_epi8(s[0], g.repeatPair[r / 2]);
#pragma GCC unroll 10
            for (int k = 1; k < L; ++k)
                pair = _mm512_add_epi8(pair, _mm512_permutexvar_epi8(s[k], g.repeatPair[r / 2]));
            __mmask64 greenAt[2][10];
            for (int h = 0; h < 2 && r + h < g.groupCount; ++h) {
                const RepeatGroup& group = g.groups[r + h];
                for (int n = 0; n < group.count; ++n) {
                    const int i = group.positions[n];
                    greenAt[h][n] = i < 8 ? _mm512_test_epi8_mask(greenLo, g.bitOf[i])
                                          : _mm512_test_epi8_mask(greenHi, g.bitOf[i]);
                    pair = _mm512_mask_sub_epi8(pair, greenAt[h][n], pair, h ? sixteen : one);
                }
            }
            const __m512i nibble = _mm512_set1_epi8(15);
            handOut(g.groups[r], _mm512_and_si512(pair, nibble),
                    [&](int n) { return greenAt[0][n]; });
            if (r + 1 < g.groupCount)
                handOut(g.groups[r + 1], _mm512_and_si512(_mm512_srli_epi16(pair, 4), nibble),
                        [&](int n) { return greenAt[1][n]; });
        }
    } else {
        // Short words hold at most two repeated symbols, mostly one: a
        // compare a position is quicker there (the permutes slowed the
        // Wordle kernel by 7 %).
        for (int r = 0; r < g.groupCount; ++r) {
            const __m512i c = _mm512_set1_epi8(static_cast<char>(g.groups[r].symbol));
            __m512i unmatched = _mm512_setzero_si512();
#pragma GCC unroll 10
            for (int k = 0; k < L; ++k)
                unmatched = _mm512_mask_add_epi8(
                    unmatched, _mm512_mask_cmpeq_epi8_mask(~green[k], s[k], c), unmatched, one);
            handOut(g.groups[r], unmatched, [&](int n) { return green[g.groups[r].positions[n]]; });
        }
    }
    const __m512i five = _mm512_set1_epi8(31);
    const __m512i loGreen = L > 5 ? _mm512_and_si512(greenLo, five) : greenLo;
    const __m512i loYellow = L > 5 ? _mm512_and_si512(yellowLo, five) : yellowLo;
    lo = _mm512_add_epi8(_mm512_permutexvar_epi8(loGreen, t.green),
                         _mm512_permutexvar_epi8(loYellow, t.yellow));
    if constexpr (L > 5) {
        // Positions 5-9 as five bits: 5-7 from the low byte, 8-9 from the high.
        const __m512i three = _mm512_set1_epi8(7);
        __m512i hiGreen = _mm512_and_si512(_mm512_srli_epi16(greenLo, 5), three);
        __m512i hiYellow = _mm512_and_si512(_mm512_srli_epi16(yellowLo, 5), three);
        if constexpr (kWide) {
            hiGreen = _mm512_or_si512(hiGreen, _mm512_slli_epi16(greenHi, 3));
            hiYellow = _mm512_or_si512(hiYellow, _mm512_slli_epi16(yellowHi, 3));
        }
        hi = _mm512_add_epi8(_mm512_permutexvar_epi8(hiGreen, t.green),
                             _mm512_permutexvar_epi8(hiYellow, t.yellow));
    }
}

inline void store(uint8_t* out, __mmask64 keep, const __m512i& lo, const __m512i&) {
    _mm512_mask_storeu_epi8(out, keep, lo);
}

inline void store(uint16_t* out, __mmask64 keep, const __m512i& lo, const __m512i& hi) {
    const __m512i w243 = _mm512_set1_epi16(243);
    for (int half = 0; half < 2; ++half) {
        const __m256i l = half ? _mm512_extracti64x4_epi64(lo, 1) : _mm512_castsi512_si256(lo);
        const __m256i h = half ? _mm512_extracti64x4_epi64(hi, 1) : _mm512_castsi512_si256(hi);
        const __m512i wide = _mm512_add_epi16(_mm512_cvtepu8_epi16(l),
                                              _mm512_mullo_epi16(_mm512_cvtepu8_epi16(h), w243));
        _mm512_mask_storeu_epi16(out + 32 * half, static_cast<__mmask32>(keep >> (32 * half)),
                                 wide);
    }
}

template <int L>
Columns<L> columnsOf(const uint8_t* columns, size_t stride) {
    Columns<L> out;
    for (int k = 0; k < L; ++k)
        out[static_cast<size_t>(k)] = columns + static_cast<size_t>(k) * stride;
    return out;
}

template <int L, bool RepeatHi = false, class Out>
void gradeRowFixed(const Guess<L>& g, const Columns<L>& column, size_t count, Out* out) {
    static const DigitTables tables;
    __m512i lo, hi = _mm512_setzero_si512();
    for (size_t base = 0; base < count; base += kLanes) {
        // Columns are padded to 64, so a block may read past count but
        // stores only the lanes below it.
        gradeBlock<L, RepeatHi>(g, tables, column, base, lo, hi);
        const size_t left = count - base;
        const __mmask64 keep = left >= kLanes ? ~__mmask64{0} : (__mmask64{1} << left) - 1;
        store(out + base, keep, lo, hi);
    }
}

// gradeRowFixed's 8-bit row without its zero cells (all grey), compressed
// in registers as it is graded: what a ranking counts. VBMI2's byte
// compress, checked by the caller.
template <int L>
__attribute__((target("avx512vbmi2"))) size_t gradeRowNonZeroFixed(const uint8_t* guess,
                                                                   const uint8_t* columns,
                                                                   size_t stride, size_t count,
                                                                   uint8_t* out) {
    const Guess<L> g(guess);
    static const DigitTables tables;
    const Columns<L> column = columnsOf<L>(columns, stride);
    __m512i lo, hi = _mm512_setzero_si512();
    uint8_t* end = out;
    for (size_t base = 0; base < count; base += kLanes) {
        gradeBlock<L>(g, tables, column, base, lo, hi);
        const size_t left = count - base;
        const __mmask64 keep = left >= kLanes ? ~__mmask64{0} : (__mmask64{1} << left) - 1;
        const __mmask64 nonZero = _mm512_mask_test_epi8_mask(keep, lo, lo);
        _mm512_storeu_si512(end, _mm512_maskz_compress_epi8(nonZero, lo));
        end += std::popcount(static_cast<uint64_t>(nonZero));
    }
    return static_cast<size_t>(end - out);
}

template <class Out>
void gradeRowKernel(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                    size_t count, Out* out) {
    withWordLength(length, [&](auto L) {
        constexpr int kL = decltype(L)::value;
        gradeRowFixed<kL>(Guess<kL>(guess), columnsOf<kL>(columns, stride), count, out);
    });
}

// The positions reordered so that the last L - 8 hold repeated symbols,
// if the guess repeats symbols in that many (the patterns renamed, the
// classes kept: a common permutation of guess and secret positions
// permutes the colours, and the hand-out order among a symbol's copies
// only decides which of them a given number of yellows goes to).
template <int L>
bool gradeClassesRepeatHi(const uint8_t* guess, const uint8_t* columns, size_t stride, size_t count,
                          uint16_t* out) {
    if constexpr (L <= 8) {
        return false;
    } else {
        int order[L], front = 0, back = L;
        for (int k = L; k-- > 0;) {  // repeated positions from the end, the rest in order
            int copies = 0;
            for (int j = 0; j < L; ++j)
                copies += guess[j] == guess[k];
            if (copies > 1 && back > 8)
                order[--back] = k;
        }
        if (back > 8)
            return false;
        for (int k = 0; k < L; ++k)
            if (std::find(order + 8, order + L, k) == order + L)
                order[front++] = k;
        uint8_t permuted[L];
        Columns<L> column;
        for (int k = 0; k < L; ++k) {
            permuted[k] = guess[order[k]];
            column[static_cast<size_t>(k)] = columns + static_cast<size_t>(order[k]) * stride;
        }
        gradeRowFixed<L, true>(Guess<L>(permuted), column, count, out);
        return true;
    }
}

}  // namespace

void gradeRowAvx512(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                    size_t count, uint8_t* out) {
    gradeRowKernel(guess, length, columns, stride, count, out);
}

void gradeRowAvx512(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                    size_t count, uint16_t* out) {
    gradeRowKernel(guess, length, columns, stride, count, out);
}

void gradeClassesAvx512(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                        size_t count, uint16_t* out) {
    bool done = false;
    withWordLength(length, [&](auto L) {
        done = gradeClassesRepeatHi<decltype(L)::value>(guess, columns, stride, count, out);
    });
    if (!done)
        gradeRowKernel(guess, length, columns, stride, count, out);
}

size_t gradeRowNonZeroAvx512Vbmi2(const uint8_t* guess, int length, const uint8_t* columns,
                                  size_t stride, size_t count, uint8_t* out) {
    size_t kept = 0;
    withWordLength(length, [&](auto L) {
        if constexpr (decltype(L)::value <= 5)
            kept = gradeRowNonZeroFixed<decltype(L)::value>(guess, columns, stride, count, out);
    });
    return kept;
}

}  // namespace guesslab::simd_detail
