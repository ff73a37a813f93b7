// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eldrowuniverse.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace guesslab {

// An exact test for "does the pool have a chain longer than floor?", by
// cliques: the words of a chain pairwise keep one another, and the target
// ends every chain (every word keeps it, it keeps none), so the longest
// chain is one more than the largest set of words, the target left out,
// that pairwise keep one another and can be put in order (each keeping all
// after it). Such sets are searched by branch and bound in the manner of
// Tomita's MCQ: the candidates coloured greedily, branching from the last
// colour down and dropping each word once branched on, so no set is met
// twice. Colourings of a whole pool bound all its chains at once and are
// loose (a pool of 300 words coloured in 10 classes may hold no chain
// longer than 6); here each branch colours only the words beside those
// chosen, and the bounds close quickly.
class EldrowClique {
public:
    // Whether the pool (a bitset over u, holding the target) has a chain of
    // more than floor guesses, the target last. `stop` is asked every few
    // thousand branches whether to give up; the answer is then false and
    // means nothing. When true and `chain` is given, it receives such a
    // chain (its words in u's numbering, in order, the target left out).
    static bool above(const EldrowUniverse& u, const uint64_t* pool, int floor,
                      const std::function<bool()>& stop = {},
                      std::vector<uint32_t>* chain = nullptr);
};

}  // namespace guesslab
