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

std::optional<Pattern> parsePattern(std::string_view text) {
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

}  // namespace guesslab
