// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordlist.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace guesslab {

// Feedback colours, valued as their base-3 digit.
enum class Colour : uint8_t { Black = 0, Yellow = 1, Green = 2 };

// 3^length: how many distinct patterns words of that length can receive.
constexpr uint32_t patternCount(int length) {
    uint32_t n = 1;
    for (int i = 0; i < length; ++i)
        n *= 3;
    return n;
}

// A grade packed as a base-3 number, position 0 least significant:
// B=0, Y=1, G=2, so GGGGG is 242 for length 5. 3^10 - 1 fits in 16 bits.
struct Pattern {
    uint16_t value = 0;

    static Pattern allGreen(int length) {
        return {static_cast<uint16_t>(patternCount(length) - 1)};
    }
    Colour at(int position) const;
    bool operator==(const Pattern&) const = default;
    auto operator<=>(const Pattern&) const = default;
};

// "GYBBB"-style text of a pattern of the given length.
std::string toString(Pattern pattern, int length);
// Parses G/Y/B text (case-insensitive; '-' and '.' also mean black; 2, 1, 0 as
// green, yellow, grey read in any language), or a row of a shared result
// grid (🟩🟨⬛⬜, high contrast 🟧🟦, Nerdle's 🟪). nullopt when malformed.
std::optional<Pattern> parsePattern(std::string_view text);
// The same, nullopt unless it has exactly `length` symbols.
std::optional<Pattern> parsePattern(std::string_view text, int length);

}  // namespace guesslab
