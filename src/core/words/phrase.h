// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace guesslab {

// A text for the user in English with %1, %2 ... for `args`, so that a
// window can word it in its own language; str() is the English.
struct Phrase {
    std::string text;
    std::vector<std::string> args;

    std::string str() const;
    bool empty() const { return text.empty(); }
};

// `text` with %1..%9 replaced by args[0..8].
std::string fillArgs(const std::string& text, const std::vector<std::string>& args);

}  // namespace guesslab
