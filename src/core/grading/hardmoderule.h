// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pattern.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace guesslab {

// Wordle's hard mode: "any revealed hints must be used in subsequent
// guesses". After a guess received its feedback, a later guess keeps every
// green symbol in its place and contains every symbol revealed green or
// yellow at least as often as that feedback revealed it. Grey symbols may be
// played again, and a yellow symbol may stand in the same wrong place again.
// (The stricter rule, every guess consistent with all feedback, is a
// different thing: see GameState::consistentGuesses.)
struct HardModeBreach {
    enum class Kind { GreenMoved, SymbolMissing };
    Kind kind = Kind::GreenMoved;
    int position = -1;   // GreenMoved: the 0-based position the symbol must hold
    uint8_t symbol = 0;  // the symbol index (into the game's alphabet)
    int count = 0;       // SymbolMissing: how often the guess must contain it
};

// The first rule `guess` breaks after `previous` got `feedback` (greens
// first, left to right; then symbols in the order they first appear in
// `previous`), or nullopt when it keeps them all. Words as symbol indices.
std::optional<HardModeBreach> hardModeBreach(std::span<const uint8_t> previous, Pattern feedback,
                                             std::span<const uint8_t> guess);

// Which guesses a player may make (docs/guide.md, "Modes"): any word; the game's hard mode
// above; strict, where every guess could still be the answer (Eldrow's rule).
enum class GuessRule { Normal, Hard, Strict };
const char* ruleName(GuessRule rule);  // "normal", "hard", "strict"
std::optional<GuessRule> parseRule(std::string_view name);

// Every hint revealed so far under the hard rule, folded together: the
// symbol each position must hold and the least count of every symbol. Two
// histories with the same hints allow the same guesses, so a search keys
// its memo by these (key()) instead of by the list of allowed words.
class HardHints {
public:
    // A word's symbols as sets: those it holds at least once, twice and
    // three times (a symbol s as bit s % 64). Made once per word, they let
    // allows() check the counts with a few masks.
    struct SymbolCounts {
        std::array<uint64_t, 3> atLeast{};
    };
    static SymbolCounts countsOf(std::span<const uint8_t> word);

    void add(std::span<const uint8_t> previous, Pattern feedback);
    bool allows(std::span<const uint8_t> guess) const;
    // The same answer, the counts read from `counts` (countsOf(guess)).
    bool allows(std::span<const uint8_t> guess, const SymbolCounts& counts) const;
    std::u16string key() const;

private:
    static constexpr int kMaxSymbols = 64;
    std::array<uint8_t, 16> green_{};  // symbol + 1 per position, 0: free
    std::array<uint8_t, kMaxSymbols> least_{};
    // The same hints as short lists, for allows(): the positions with a
    // green, and each required symbol with its least count.
    std::array<uint8_t, 16> greenAt_{};
    std::array<std::array<uint8_t, 2>, kMaxSymbols> required_{};
    uint8_t greens_ = 0;
    uint8_t requiredCount_ = 0;
    // The required symbols as SymbolCounts' sets; `deep_` when one is
    // required four times or more (the sets cannot tell).
    std::array<uint64_t, 3> need_{};
    bool deep_ = false;

    bool greensKept(std::span<const uint8_t> guess) const;
    bool countsKept(std::span<const uint8_t> guess) const;
};

}  // namespace guesslab
