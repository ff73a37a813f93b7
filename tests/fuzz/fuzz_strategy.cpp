// SPDX-License-Identifier: GPL-3.0-or-later
// Strategy files against small lists: refused with an InputError naming a
// line of the text, or a tree the checker can play through.
#include "inputerror.h"
#include "strategyfile.h"

#include <algorithm>
#include <cstdlib>

using namespace guesslab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const GameLists lists(
        WordList(Alphabet::letters(), {"crane", "slate", "tower", "power", "lower"}),
        WordList(Alphabet::letters(), {"crane", "slate", "tower", "power", "lower", "salet"}));
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const StrategyDocument doc = parseStrategy(text, "fuzz", lists);
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            checkStrategy(doc.strategy, lists, StrategyRules{rule, doc.rules.maxGuesses});
    } catch (const InputError& e) {
        if (e.line() < 0 ||
            e.line() > static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1)
            std::abort();
    }
    return 0;
}
