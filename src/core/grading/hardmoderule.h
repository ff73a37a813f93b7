#pragma once

#include "pattern.h"

#include <cstdint>
#include <optional>
#include <span>

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

}  // namespace guesslab
