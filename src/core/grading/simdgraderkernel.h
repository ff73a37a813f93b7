// SPDX-License-Identifier: GPL-3.0-or-later
// The vector grading kernel. Included by one translation unit per
// instruction set, each defining GUESSLAB_VECTOR_BYTES and compiled with its
// own target flags; everything here has internal linkage so the copies never
// meet at link time.
#pragma once

#include "pattern.h"
#include "wordlengthdispatch.h"

#include <cstdint>
#include <cstring>

#ifndef GUESSLAB_VECTOR_BYTES
#error "define GUESSLAB_VECTOR_BYTES before including simdgraderkernel.h"
#endif

namespace {

constexpr int kLanes = GUESSLAB_VECTOR_BYTES;
typedef uint8_t U8 __attribute__((vector_size(kLanes)));
typedef int8_t Mask __attribute__((vector_size(kLanes)));
typedef uint16_t U16 __attribute__((vector_size(2 * kLanes)));

inline U8 splat(uint8_t v) {
    return U8{} + v;
}

// What a row needs of its guess, held in vector registers (or the stack,
// which the output cannot alias): each symbol splatted, and for guesses with
// a repeated symbol, which earlier positions hold the same one.
template <int L>
struct GuessVectors {
    U8 symbol[L];
    Mask same[L][L];  // same[i][j], j < i: all ones when guess[j] == guess[i]
    bool repeats = false;

    explicit GuessVectors(const uint8_t* guess) {
        for (int i = 0; i < L; ++i) {
            symbol[i] = splat(guess[i]);
            for (int j = 0; j < L; ++j) {
                const bool eq = j < i && guess[j] == guess[i];
                same[i][j] = Mask{} - static_cast<int8_t>(eq);
                repeats = repeats || eq;
            }
        }
    }
};

// Grades kLanes secrets starting at `base`, for words of length L known at
// compile time so every loop unrolls. lo holds positions 0-4 as a base-3
// number, hi positions 5-9 (each at most 242).
//
// The feedback rule (docs/guide.md) without a per-lane letter bank: position i (symbol c)
// is yellow when it is not green and the secret's unmatched copies of c
// outnumber the guess's non-green copies of c before i. Without repeated
// symbols in the guess that is simply "some unmatched copy of c exists".
template <int L, bool Repeats>
inline void gradeBlock(const GuessVectors<L>& g, const uint8_t* columns, size_t stride, size_t base,
                       U8& lo, U8& hi) {
    U8 s[L];
    Mask notGreen[L];
#pragma GCC unroll 10
    for (int k = 0; k < L; ++k) {
        std::memcpy(&s[k], columns + static_cast<size_t>(k) * stride + base, sizeof(U8));
        notGreen[k] = ~(Mask)(s[k] == g.symbol[k]);
    }
    lo = U8{};
    hi = U8{};
    uint8_t weight = 1;
#pragma GCC unroll 10
    for (int i = 0; i < L; ++i) {
        if (i == 5)
            weight = 1;
        Mask yellow;
        if constexpr (Repeats) {
            Mask avail = Mask{};  // minus the secret's unmatched copies of c
#pragma GCC unroll 10
            for (int k = 0; k < L; ++k)
                if (k != i)  // at k == i a match is green, never unmatched
                    avail += (Mask)(s[k] == g.symbol[i]) & notGreen[k];
            Mask earlier = Mask{};  // minus the guess's non-green copies of c before i
#pragma GCC unroll 10
            for (int j = 0; j < i; ++j)
                earlier += g.same[i][j] & notGreen[j];
            yellow = notGreen[i] & (avail < earlier);  // both are negated counts
        } else {
            Mask any = Mask{};
#pragma GCC unroll 10
            for (int k = 0; k < L; ++k)
                if (k != i)
                    any |= (Mask)(s[k] == g.symbol[i]) & notGreen[k];
            yellow = notGreen[i] & any;
        }
        const U8 digit = ((U8)~notGreen[i] & splat(static_cast<uint8_t>(2 * weight))) |
                         ((U8)yellow & splat(weight));
        if (i < 5)
            lo += digit;
        else
            hi += digit;
        weight = static_cast<uint8_t>(weight * 3);
    }
}

inline void store(uint8_t* out, const U8& lo, const U8&) {
    std::memcpy(out, &lo, sizeof(U8));
}

inline void store(uint16_t* out, const U8& lo, const U8& hi) {
    const U16 wide = __builtin_convertvector(lo, U16) + __builtin_convertvector(hi, U16) * 243;
    std::memcpy(out, &wide, sizeof(U16));
}

template <int L, bool Repeats, class Out>
void gradeRowWith(const GuessVectors<L>& g, const uint8_t* columns, size_t stride, size_t count,
                  Out* out) {
    U8 lo, hi;
    size_t base = 0;
    for (; base + kLanes <= count; base += kLanes) {
        gradeBlock<L, Repeats>(g, columns, stride, base, lo, hi);
        store(out + base, lo, hi);
    }
    if (base < count) {  // columns are padded, so the last block may read past count
        Out tail[kLanes];
        gradeBlock<L, Repeats>(g, columns, stride, base, lo, hi);
        store(tail, lo, hi);
        std::memcpy(out + base, tail, (count - base) * sizeof(Out));
    }
}

template <int L, class Out>
void gradeRowFixed(const uint8_t* guess, const uint8_t* columns, size_t stride, size_t count,
                   Out* out) {
    const GuessVectors<L> g(guess);
    if (g.repeats)
        gradeRowWith<L, true>(g, columns, stride, count, out);
    else
        gradeRowWith<L, false>(g, columns, stride, count, out);
}

template <class Out>
void gradeRowKernel(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                    size_t count, Out* out) {
    withWordLength(length, [&](auto L) {
        gradeRowFixed<decltype(L)::value>(guess, columns, stride, count, out);
    });
}

}  // namespace
