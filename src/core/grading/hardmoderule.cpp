#include "hardmoderule.h"

#include <algorithm>

namespace guesslab {

std::optional<HardModeBreach> hardModeBreach(std::span<const uint8_t> previous, Pattern feedback,
                                             std::span<const uint8_t> guess) {
    const int n = static_cast<int>(previous.size());
    for (int i = 0; i < n; ++i)
        if (feedback.at(i) == Colour::Green && guess[i] != previous[i])
            return HardModeBreach{HardModeBreach::Kind::GreenMoved, i, previous[i], 1};
    for (int i = 0; i < n; ++i) {
        const uint8_t s = previous[i];
        if (std::find(previous.begin(), previous.begin() + i, s) != previous.begin() + i)
            continue;  // this symbol was counted at its first place
        int revealed = 0;
        for (int j = i; j < n; ++j)
            revealed += previous[j] == s && feedback.at(j) != Colour::Black;
        const auto held = std::count(guess.begin(), guess.end(), s);
        if (held < revealed)
            return HardModeBreach{HardModeBreach::Kind::SymbolMissing, -1, s, revealed};
    }
    return std::nullopt;
}

}  // namespace guesslab
