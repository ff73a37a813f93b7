// The vector grading kernel. Included by one translation unit per
// instruction set, each defining GUESSLAB_VECTOR_BYTES and compiled with its
// own target flags; everything here has internal linkage so the copies never
// meet at link time.
#pragma once

#include "pattern.h"

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

inline U8 splat(uint8_t v) { return U8{} + v; }

// What the kernel needs of the guess: per position its symbol and the slot of
// that symbol among the guess's distinct symbols.
struct GuessShape {
    int length = 0;
    int distinct = 0;
    uint8_t symbol[guesslab::kMaxWordLength];
    uint8_t slot[guesslab::kMaxWordLength];
    uint8_t slotSymbol[guesslab::kMaxWordLength];

    GuessShape(const uint8_t* guess, int len) : length(len) {
        for (int i = 0; i < len; ++i) {
            symbol[i] = guess[i];
            int s = 0;
            while (s < distinct && slotSymbol[s] != guess[i])
                ++s;
            if (s == distinct)
                slotSymbol[distinct++] = guess[i];
            slot[i] = static_cast<uint8_t>(s);
        }
    }
};

// Grades kLanes secrets starting at `base`. lo holds positions 0-4 as a base-3
// number, hi positions 5-9 (both fit a byte: at most 242).
//
// The rule of SPEC §2 vectorised: cnt[slot] starts as the secret's unmatched
// occurrences of that guess symbol; walking the guess left to right, a
// non-green position is yellow while its count is non-zero, and takes one.
inline void gradeBlock(const GuessShape& g, const uint8_t* columns, size_t stride, size_t base,
                       U8& lo, U8& hi) {
    U8 s[guesslab::kMaxWordLength];
    Mask green[guesslab::kMaxWordLength];
    for (int k = 0; k < g.length; ++k) {
        std::memcpy(&s[k], columns + static_cast<size_t>(k) * stride + base, sizeof(U8));
        green[k] = (Mask)(s[k] == splat(g.symbol[k]));
    }
    U8 cnt[guesslab::kMaxWordLength] = {};
    for (int d = 0; d < g.distinct; ++d) {
        const U8 sym = splat(g.slotSymbol[d]);
        U8 c = U8{};
        for (int k = 0; k < g.length; ++k)
            c -= (U8)((Mask)(s[k] == sym) & ~green[k]);  // a -1 mask adds one
        cnt[d] = c;
    }
    lo = U8{};
    hi = U8{};
    uint8_t weight = 1;
    for (int i = 0; i < g.length; ++i) {
        if (i == 5)
            weight = 1;
        U8& c = cnt[g.slot[i]];
        const Mask yellow = ~green[i] & (Mask)(c != U8{});
        c += (U8)yellow;  // a -1 mask takes one
        const U8 digit = ((U8)green[i] & splat(static_cast<uint8_t>(2 * weight))) |
                         ((U8)yellow & splat(weight));
        if (i < 5)
            lo += digit;
        else
            hi += digit;
        weight = static_cast<uint8_t>(weight * 3);
    }
}

inline void store(uint8_t* out, const U8& lo, const U8&) { std::memcpy(out, &lo, sizeof(U8)); }

inline void store(uint16_t* out, const U8& lo, const U8& hi) {
    const U16 wide = __builtin_convertvector(lo, U16) + __builtin_convertvector(hi, U16) * 243;
    std::memcpy(out, &wide, sizeof(U16));
}

template <class Out>
void gradeRowKernel(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                    size_t count, Out* out) {
    const GuessShape shape(guess, length);
    U8 lo, hi;
    size_t base = 0;
    for (; base + kLanes <= count; base += kLanes) {
        gradeBlock(shape, columns, stride, base, lo, hi);
        store(out + base, lo, hi);
    }
    if (base < count) {  // columns are padded, so the last block may read past count
        Out tail[kLanes];
        gradeBlock(shape, columns, stride, base, lo, hi);
        store(tail, lo, hi);
        std::memcpy(out + base, tail, (count - base) * sizeof(Out));
    }
}

}  // namespace
