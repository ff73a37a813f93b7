// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputerror.h"
#include "wordlist.h"

#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// A loaded list and what the loader let pass with a warning (dropped duplicates).
struct LoadedWordList {
    WordList list;
    std::vector<InputError> warnings;  // not thrown: the file is read all the same
};

// Reads word lists as docs/guide.md, "Word lists" says: UTF-8, one word per line, blank and '#'
// lines ignored, letters folded to lower case, one length, symbols of the alphabet, duplicates
// dropped with a warning. Everything else throws InputError naming the source, the line and the
// offending text.
class WordListLoader {
public:
    static constexpr const char* kBundledPrefix = "bundled:";

    explicit WordListLoader(Alphabet alphabet = Alphabet::letters(), int expectedLength = 0)
        : alphabet_(std::move(alphabet)), expectedLength_(expectedLength) {}

    // A file path, or "bundled:NAME" for a list shipped inside the program.
    LoadedWordList load(const std::string& spec) const;
    LoadedWordList loadFile(const std::string& path) const;
    LoadedWordList loadText(std::string_view text, const std::string& source) const;

private:
    Alphabet alphabet_;
    int expectedLength_;
};

}  // namespace guesslab
