// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "jobcontext.h"
#include "patternmatrix.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace guesslab {

// "Can any N answers be found within K guesses?" (docs/guide.md, Trees), normal mode:
// whether it holds for every set of `size` answers, and every set for which
// it does not (ascending ids, the sets in ascending order).
struct AnySetReport {
    int size = 0;
    int guesses = 0;
    bool proven = false;  // ran to its end (not stopped)
    bool holds = false;
    std::vector<std::vector<WordId>> failing;
    // Within three: the pairs a failing set is grown from, and how many
    // were searched (fewer in a sample, or when stopped).
    size_t starts = 0;
    size_t searched = 0;
};

// Every set of `size` answers that no strategy finds within two guesses:
// no guess tells its answers apart (TwoGuessSearch). Sizes 2 to 4 (two
// answers always can be found in two guesses); the answers must all be
// guesses. Throws std::invalid_argument otherwise.
AnySetReport failingInTwo(const GameLists& lists, const PatternMatrix& matrix, int size,
                          JobContext* ctx = nullptr);

// Every set of `size` answers (2 to 6) that no strategy finds within three
// guesses: every guess leaves a class of it that no two guesses find, of
// at least 3 answers, or 4 once the sets of 3 that fail within two
// (searched first) prove none. Each failing set has a pair alike under a
// share of the probes that follows from that, and is grown from it
// (ThreeGuessSearch). Throws std::invalid_argument as failingInTwo does.
AnySetReport failingInThree(const GameLists& lists, const PatternMatrix& matrix, int size,
                            JobContext* ctx = nullptr);

// failingInThree from every `step`-th of its start pairs only: a sample,
// for a quick look where the whole search is long (every word an answer).
// The sets it finds fail; it never proves that no other set does, so
// `proven` is false unless step is 1 (the whole search).
AnySetReport failingInThreeSample(const GameLists& lists, const PatternMatrix& matrix, int size,
                                  size_t step, JobContext* ctx = nullptr);

// failingInTwo or failingInThree, by `guesses`.
AnySetReport failingWithin(const GameLists& lists, const PatternMatrix& matrix, int size,
                           int guesses, JobContext* ctx = nullptr);

// Whether any 3 answers can be found within 2 guesses (failingInTwo with
// size 3), proven once per process for each pair of lists and recalled
// after; nullopt when stopped before the end.
std::optional<bool> anyThreeInTwo(const GameLists& lists, const PatternMatrix& matrix,
                                  JobContext* ctx = nullptr);

// The plain versions: every set of `size` answers, each checked by the
// definition (some guess leaves classes each found within one guess
// fewer) against every guess. For tests on small lists.
AnySetReport failingWithinReference(const GameLists& lists, const PatternMatrix& matrix, int size,
                                    int guesses);
AnySetReport failingInTwoReference(const GameLists& lists, const PatternMatrix& matrix, int size);

}  // namespace guesslab
