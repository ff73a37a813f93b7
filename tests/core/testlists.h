// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the core tests: random words and lists for property tests.

#include "alphabet.h"
#include "wordlist.h"

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace guesslab::test {

inline std::string randomWord(std::mt19937& rng, const Alphabet& alphabet, int length) {
    std::uniform_int_distribution<int> pick(0, alphabet.size() - 1);
    std::string w;
    for (int i = 0; i < length; ++i)
        w += alphabet.symbol(static_cast<uint8_t>(pick(rng)));
    return w;
}

// Up to `count` distinct random words (fewer when the alphabet cannot supply them).
inline WordList randomList(std::mt19937& rng, const Alphabet& alphabet, int length, size_t count) {
    std::set<std::string> seen;
    std::vector<std::string> words;
    for (size_t tries = 0; words.size() < count && tries < count * 20; ++tries) {
        std::string w = randomWord(rng, alphabet, length);
        if (seen.insert(w).second)
            words.push_back(w);
    }
    return WordList(alphabet, words, "random");
}

// A random subset of a list, in random order.
inline WordList sampleList(std::mt19937& rng, const WordList& list, size_t count) {
    std::vector<std::string> words = list.words();
    std::shuffle(words.begin(), words.end(), rng);
    words.resize(std::min(count, words.size()));
    return WordList(list.alphabet(), words, list.source() + " sample");
}

}  // namespace guesslab::test
