// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "simdgrader.h"

#include <cstddef>
#include <cstdint>

namespace guesslab::trees {

// The first pass of an exact search's plan for a set of n answers (normal
// mode), over every guess's class count: a guess splitting the set into k
// classes bounds the total from below by 3n - k, one less for one of the
// set's own answers. The pass lists the guesses worth trying (at least
// `least` classes and a bound below beta), in ascending order, keeps the
// least bound of the other splitting guesses, and notes whether a guess
// outside the set tells it all apart. It runs at every node of the
// search, over thousands of guesses.
struct PlanPassInput {
    const uint8_t* counts = nullptr;  // per guess: the classes it splits the set into
    const uint8_t* member = nullptr;  // per guess: 1 when it is one of the set's answers
    size_t guesses = 0;               // at most 65536
    int n = 0;                        // the set's size, at most 21845 (bounds in 16 bits)
    int least = 2;                    // fewest classes for a guess to be worth trying
    int beta = 0;                     // bounds at or above it are not worth trying
    int failed = 0;                   // the least bound not below beta found before
};

struct PlanPassResult {
    size_t listed = 0;      // the guesses worth trying, in the list
    int failed = 0;         // the input's, lowered by the splitting guesses not worth trying
    bool tellsAll = false;  // a guess outside the set splits it into n classes
};

class PlanPass {
public:
    // The list needs room for `guesses + kListSlack` entries: vector
    // kernels store whole registers past the last guess listed.
    static constexpr size_t kListSlack = 32;

    // With the kernel of the instruction set named (SimdGrader's choice by
    // default; the plain loop where the CPU lacks it).
    static PlanPassResult run(const PlanPassInput& in, uint16_t* list,
                              SimdGrader::Isa isa = SimdGrader::best());
    // The plain loop, one guess at a time.
    static PlanPassResult generic(const PlanPassInput& in, uint16_t* list);
};

namespace planpass_detail {
PlanPassResult runAvx512(const PlanPassInput& in, uint16_t* list);
}

}  // namespace guesslab::trees
