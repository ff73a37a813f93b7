// SPDX-License-Identifier: GPL-3.0-or-later
#include "pattern.h"

namespace guesslab {

Colour Pattern::at(int position) const {
    uint32_t v = value;
    for (int i = 0; i < position; ++i)
        v /= 3;
    return static_cast<Colour>(v % 3);
}

std::string toString(Pattern pattern, int length) {
    static constexpr char kLetters[] = {'B', 'Y', 'G'};
    std::string text(static_cast<size_t>(length), 'B');
    uint32_t v = pattern.value;
    for (int i = 0; i < length; ++i, v /= 3)
        text[static_cast<size_t>(i)] = kLetters[v % 3];
    return text;
}

namespace {

// The squares a shared result grid is made of, as UTF-8: the usual and the
// high-contrast colours, and Nerdle's purple for a misplaced symbol.
struct Square {
    std::string_view utf8;
    char letter;
};
constexpr Square kSquares[] = {
    {"\xF0\x9F\x9F\xA9", 'G'},  // green
    {"\xF0\x9F\x9F\xA7", 'G'},  // orange (high contrast)
    {"\xF0\x9F\x9F\xA8", 'Y'},  // yellow
    {"\xF0\x9F\x9F\xA6", 'Y'},  // blue (high contrast)
    {"\xF0\x9F\x9F\xAA", 'Y'},  // purple (Nerdle)
    {"\xE2\xAC\x9B", 'B'},      // black
    {"\xE2\xAC\x9C", 'B'},      // white (light theme)
};
constexpr std::string_view kVariationSelector = "\xEF\xB8\x8F";

// "🟨⬛⬛🟩⬛" as "YBBGB"; text without squares as it is; nullopt when
// squares are mixed with anything else.
std::optional<std::string> squaresAsLetters(std::string_view text) {
    if (text.empty() || static_cast<unsigned char>(text.front()) < 0x80)
        return std::string(text);
    std::string letters;
    while (!text.empty()) {
        if (text.starts_with(kVariationSelector)) {
            text.remove_prefix(kVariationSelector.size());
            continue;
        }
        const Square* square = nullptr;
        for (const Square& s : kSquares)
            if (text.starts_with(s.utf8))
                square = &s;
        if (!square)
            return std::nullopt;
        letters += square->letter;
        text.remove_prefix(square->utf8.size());
    }
    return letters;
}

}  // namespace

std::optional<Pattern> parsePattern(std::string_view squaresOrText) {
    const std::optional<std::string> letters = squaresAsLetters(squaresOrText);
    if (!letters)
        return std::nullopt;
    const std::string_view text = *letters;
    if (text.empty() || text.size() > kMaxWordLength)
        return std::nullopt;
    uint32_t value = 0;
    for (size_t i = text.size(); i-- > 0;) {
        uint32_t digit = 0;
        switch (text[i]) {
            case 'G':
            case 'g':
            case '2':
                digit = 2;
                break;
            case 'Y':
            case 'y':
            case 'P':
            case 'p':
            case '1':
                digit = 1;
                break;
            case 'B':
            case 'b':
            case '-':
            case '.':
            case '0':
                digit = 0;
                break;
            default:
                return std::nullopt;
        }
        value = value * 3 + digit;
    }
    return Pattern{static_cast<uint16_t>(value)};
}

std::optional<Pattern> parsePattern(std::string_view text, int length) {
    const std::optional<std::string> letters = squaresAsLetters(text);
    if (!letters || letters->size() != static_cast<size_t>(length))
        return std::nullopt;
    return parsePattern(*letters);
}

}  // namespace guesslab
