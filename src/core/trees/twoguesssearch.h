// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "jobcontext.h"
#include "patternmatrix.h"
#include "simdgrader.h"

#include <memory>
#include <utility>
#include <vector>

namespace guesslab {

// Every set of 3 or 4 answers that no two guesses find: no guess gives each
// of its answers its own feedback (normal mode; the answers must all be
// guesses).
//
// Each such set leaves a pair alike under the guess that leaves the fewest
// pairs alike; the search starts from each of those pairs (a, b). A third
// answer of the set must be alike with a or b under every guess that tells
// a and b apart, so it is looked for only under the one that leaves the
// fewest answers alike with them. For a set of 4, {x, y} beside (a, b):
// under one of the key guesses of (a, b), x or y is alike with a or b (then
// the fourth is alike with one of the three under the guess that tells the
// three apart with the fewest answers alike with them), or else x and y are
// alike with each other under all key guesses. The key guesses are the
// eight that tell a and b apart with the fewest answers alike with them,
// and a few more with few such answers that split what the start guess
// keeps together (rare-letter words look alike under common-letter guesses
// and would otherwise form large groups). A set is kept only from its least
// pair alike under the start guess; that rule and a look at the first 64
// guesses (finest first, from a small table that stays in cache) turn most
// sets away before the check against every guess.
class TwoGuessSearch {
public:
    static constexpr int kLeastGuesses = 8;  // the guesses of a pair's second step

    TwoGuessSearch(const GameLists& lists, const PatternMatrix& matrix,
                   SimdGrader::Isa isa = SimdGrader::best());
    ~TwoGuessSearch();
    TwoGuessSearch(const TwoGuessSearch&) = delete;
    TwoGuessSearch& operator=(const TwoGuessSearch&) = delete;

    // The failing sets of `size` (3 or 4) answers, each in ascending ids,
    // in ascending order; and whether the search ran to its end. Throws
    // std::invalid_argument for other sizes.
    std::pair<std::vector<std::vector<WordId>>, bool> run(int size, JobContext* ctx = nullptr);

    class Impl;  // of the lists' feedback width

private:
    std::unique_ptr<Impl> impl_;
};

}  // namespace guesslab
