// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencegrader.h"

#include <array>
#include <cassert>

namespace guesslab {

Pattern gradeReference(std::span<const uint8_t> guess, std::span<const uint8_t> secret) {
    assert(guess.size() == secret.size() && guess.size() <= kMaxWordLength);
    const size_t length = guess.size();
    std::array<Colour, kMaxWordLength> colour{};
    std::array<int, 256> unmatched{};  // the secret's symbols not matched by a green

    // 1. Greens; 2. count the secret's unmatched symbols.
    for (size_t i = 0; i < length; ++i) {
        if (guess[i] == secret[i])
            colour[i] = Colour::Green;
        else
            ++unmatched[secret[i]];
    }
    // 3. Left to right over the non-green guess positions: yellow while the
    // symbol has an unmatched occurrence left, black otherwise.
    for (size_t i = 0; i < length; ++i) {
        if (colour[i] == Colour::Green)
            continue;
        if (unmatched[guess[i]] > 0) {
            colour[i] = Colour::Yellow;
            --unmatched[guess[i]];
        } else {
            colour[i] = Colour::Black;
        }
    }
    uint32_t value = 0;
    for (size_t i = length; i-- > 0;)
        value = value * 3 + static_cast<uint32_t>(colour[i]);
    return Pattern{static_cast<uint16_t>(value)};
}

Pattern gradeWords(std::string_view guess, std::string_view secret, const Alphabet& alphabet) {
    std::array<uint8_t, kMaxWordLength> g{}, s{};
    for (size_t i = 0; i < guess.size(); ++i) {
        g[i] = alphabet.indexOf(guess[i]);
        s[i] = alphabet.indexOf(secret[i]);
    }
    return gradeReference({g.data(), guess.size()}, {s.data(), secret.size()});
}

}  // namespace guesslab
