// SPDX-License-Identifier: GPL-3.0-or-later
// Word lists as any file may hold them: the loader either refuses with an
// InputError or returns a list that keeps its promises.
#include "inputerror.h"
#include "wordlistloader.h"

#include <cstdlib>
#include <set>

using namespace guesslab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (int length : {0, 5}) {
        try {
            const LoadedWordList loaded =
                WordListLoader(Alphabet::letters(), length).loadText(text, "fuzz");
            const WordList& list = loaded.list;
            std::set<std::string> seen;
            for (const std::string& w : list.words())
                if (static_cast<int>(w.size()) != list.length() || !seen.insert(w).second ||
                    (length && list.length() != length))
                    std::abort();
        } catch (const InputError&) {
        }
    }
    return 0;
}
