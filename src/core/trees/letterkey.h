#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

// The letter rules of SPEC §8's guess reduction, in their exact form. A
// letter placed alike in every answer of a set (in none of them, or always
// in the same positions) gets the same colours from any guess for all of
// them, so it tells none apart: it is quiet. A guess's key keeps its other
// letters in place and blanks the quiet ones. Guesses with equal keys split
// the set alike; a guess whose key has all of another's letters in place,
// and more, splits it at least as finely.
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

// The key of a guess: per position 5 bits, the symbol + 1 where the letter
// is not quiet, else 0.
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
