// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// The word lists shipped inside the program (resources/wordlists, embedded at
// build time), so it runs with no files and no setup choices.
class BundledLists {
public:
    static constexpr const char* kDefaultAnswers = "wordle-answers-2315";
    static constexpr const char* kDefaultGuesses = "wordle-guesses-12972";

    static std::vector<std::string> names();
    static std::optional<std::string_view> text(std::string_view name);
};

}  // namespace guesslab
