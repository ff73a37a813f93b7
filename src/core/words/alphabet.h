// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace guesslab {

// The symbols a game's words are made of. Words are stored as symbol indices
// (0..size-1) so that grading compares small integers, whatever the symbols are.
class Alphabet {
public:
    static constexpr int kMaxSymbols = 64;
    static constexpr uint8_t kNoSymbol = 0xFF;

    // Letters a-z, the Wordle default.
    Alphabet();
    // Any set of distinct printable ASCII symbols; throws std::invalid_argument otherwise.
    explicit Alphabet(std::string_view symbols);

    static Alphabet letters() { return Alphabet(); }

    int size() const { return static_cast<int>(symbols_.size()); }
    const std::string& symbols() const { return symbols_; }
    char symbol(uint8_t index) const { return symbols_[index]; }
    // Index of a symbol, or kNoSymbol when it is not in the alphabet.
    uint8_t indexOf(char c) const { return index_[static_cast<unsigned char>(c)]; }
    bool contains(char c) const { return indexOf(c) != kNoSymbol; }
    // True when every symbol is a letter: word lists are then case-folded to lower case.
    bool foldsCase() const { return foldsCase_; }

    bool operator==(const Alphabet& other) const { return symbols_ == other.symbols_; }

private:
    std::string symbols_;
    std::array<uint8_t, 256> index_{};
    bool foldsCase_ = false;
};

}  // namespace guesslab
