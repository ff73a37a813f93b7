// SPDX-License-Identifier: GPL-3.0-or-later
// Nerdle equations: any text is either valid or gets a problem whose
// position lies within the text.
#include "equationchecker.h"

#include <cstdlib>

using namespace guesslab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (bool negatives : {false, true}) {
        const auto problem = EquationChecker::check(text, EquationRules{negatives});
        if (problem &&
            (problem->position < 0 || static_cast<size_t>(problem->position) > text.size()))
            std::abort();
    }
    return 0;
}
