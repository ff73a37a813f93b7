// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "equationchecker.h"
#include "jobcontext.h"

#include <string>
#include <vector>

namespace guesslab {

// Every valid equation of a length, sorted. Rather than trying every string,
// it enumerates left sides up to their last operator (keeping the exact value
// so far) and then solves for the last number and the right side, looping
// over whichever of the two has fewer possible values.
class EquationGenerator {
public:
    static constexpr int kMinLength = 5;
    static constexpr int kMaxLength = 10;

    // Runs in the caller's task arena; an empty list when ctx is cancelled.
    static std::vector<std::string> generate(int length, EquationRules rules = {},
                                             JobContext* ctx = nullptr);
};

}  // namespace guesslab
