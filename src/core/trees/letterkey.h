// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

// The letter rules of the guess reduction (after "Solving Wordle: novel strategies for the NP-hard
// problem"), in their exact form. A letter placed alike in every answer of a set (in none of them,
// or always in the same positions) gets the same colours from any guess for all of them, so it
// tells none apart: it is quiet. So is, for one guess, a letter the count rule below finds (the
// paper's exactly-n, at-most-n and at-least-n rules, where they are exact). A guess's key keeps its
// other letters in place and blanks those. Guesses with equal keys split the set alike; a guess
// whose key has all of another's letters in place, and more, splits it at least as finely.
namespace guesslab::trees {

// Keys hold up to this many positions of an alphabet of up to 31 symbols.
constexpr size_t kLetterKeyPositions = 6;
constexpr size_t kLetterKeySymbols = 31;

// The quiet letters (bit s for symbol s) of the words given by their
// symbols, `length` apiece, the word w at words[w * length].
class QuietLetters {
public:
    explicit QuietLetters(size_t length) : length_(length) {}

    template <class WordAt>
    uint32_t of(size_t count, WordAt&& wordAt) {
        if (count == 0)
            return ~0u;
        uint8_t first[32] = {};
        const uint8_t* w0 = wordAt(0);
        for (size_t i = 0; i < length_; ++i)
            first[w0[i]] |= static_cast<uint8_t>(1u << i);
        uint32_t loud = 0;
        uint8_t mine[32] = {};
        for (size_t k = 1; k < count; ++k) {
            const uint8_t* w = wordAt(k);
            for (size_t i = 0; i < length_; ++i)
                mine[w[i]] |= static_cast<uint8_t>(1u << i);
            // A letter of w placed otherwise, or one of the first word's
            // that w lacks.
            for (size_t i = 0; i < length_; ++i)
                if (mine[w[i]] != first[w[i]])
                    loud |= 1u << w[i];
            for (size_t i = 0; i < length_; ++i)
                if (mine[w0[i]] != first[w0[i]])
                    loud |= 1u << w0[i];
            for (size_t i = 0; i < length_; ++i)
                mine[w[i]] = 0;
        }
        return ~loud;
    }

private:
    size_t length_;
};

// What the count rule needs of a set of words: per letter, the positions
// some word holds it in, and the fewest and the most copies a word holds.
struct LetterCounts {
    uint8_t where[kLetterKeySymbols + 1] = {};
    uint8_t least[kLetterKeySymbols + 1] = {};
    uint8_t most[kLetterKeySymbols + 1] = {};

    template <class WordAt>
    LetterCounts(size_t count, size_t length, WordAt&& wordAt) {
        for (uint8_t& n : least)
            n = count ? 0xFF : 0;
        for (size_t k = 0; k < count; ++k) {
            const uint8_t* w = wordAt(k);
            uint8_t copies[kLetterKeySymbols + 1] = {};
            for (size_t i = 0; i < length; ++i) {
                ++copies[w[i]];
                where[w[i]] |= static_cast<uint8_t>(1u << i);
            }
            for (size_t s = 0; s <= kLetterKeySymbols; ++s) {
                least[s] = copies[s] < least[s] ? copies[s] : least[s];
                most[s] = copies[s] > most[s] ? copies[s] : most[s];
            }
        }
    }
};

// The letters of a guess whose colours are the same for every word of the
// set: the quiet ones, and (the count rule) a letter whose copies in the
// guess all sit where no word has it, so none is ever green, when every
// word holds at least as many copies as the guess (all yellow) or all hold
// the same number (the first that many yellow, the rest grey). A letter's
// colours depend on its own copies alone, so the others' are untouched.
// What holds for a set holds for its subsets.
inline uint32_t silentLetters(const uint8_t* guess, size_t length, uint32_t quiet,
                              const LetterCounts& counts) {
    uint8_t copies[kLetterKeySymbols + 1] = {}, at[kLetterKeySymbols + 1] = {};
    for (size_t i = 0; i < length; ++i) {
        ++copies[guess[i]];
        at[guess[i]] |= static_cast<uint8_t>(1u << i);
    }
    uint32_t silent = quiet;
    for (size_t i = 0; i < length; ++i) {
        const uint8_t s = guess[i];
        if ((at[s] & counts.where[s]) == 0 &&
            (counts.least[s] >= copies[s] || counts.least[s] == counts.most[s]))
            silent |= 1u << s;
    }
    return silent;
}

// The key of a guess: per position 5 bits, the symbol + 1 where the letter
// is not quiet (or, given silentLetters, not silent), else 0.
inline uint32_t letterKey(const uint8_t* guess, size_t length, uint32_t quiet) {
    uint32_t key = 0;
    for (size_t i = 0; i < length; ++i) {
        const uint32_t s = guess[i];
        key = key << 5 | ((quiet >> s & 1u) ? 0u : s + 1);
    }
    return key;
}

// True when every letter `coarse` keeps is kept by `fine` in the same place.
inline bool keyCovers(uint32_t fine, uint32_t coarse, size_t length) {
    for (size_t i = 0; i < length; ++i, fine >>= 5, coarse >>= 5)
        if ((coarse & 31u) != 0 && (coarse & 31u) != (fine & 31u))
            return false;
    return true;
}

}  // namespace guesslab::trees
