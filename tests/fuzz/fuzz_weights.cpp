// SPDX-License-Identifier: GPL-3.0-or-later
// Weight files against a small answer list: refused with an InputError, or
// one finite, non-negative weight per answer.
#include "inputerror.h"
#include "weightsloader.h"

#include <cmath>
#include <cstdlib>

using namespace guesslab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const WordList answers(Alphabet::letters(), {"crane", "slate", "tower", "aback"});
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const LoadedWeights w = WeightsLoader::loadText(text, "fuzz", answers);
        if (w.weights.size() != answers.size())
            std::abort();
        for (double x : w.weights)
            if (!std::isfinite(x) || x < 0)
                std::abort();
    } catch (const InputError&) {
    }
    return 0;
}
