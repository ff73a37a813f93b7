#pragma once

#include "eldrowuniverse.h"

#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace guesslab {

// Upper bounds on a pool's longest Eldrow chain from colourings: the words
// of a chain pairwise keep one another, so words coloured greedily into
// classes of mutually apart words give at most one guess per class (and the
// target).
class EldrowColouring {
public:
    // The bound of the pool's greedy colouring. Stops once the bound passes
    // `limit` (it then only says "more than limit"). One class over the limit
    // is often an artefact of the greedy order, so small pools then try to
    // share a class's words out among the others.
    static int bound(const EldrowUniverse& u, const uint64_t* pool, int limit = INT_MAX);

    // A full greedy colouring of the pool (the target left out), appended
    // to `classes` class after class, `u.blocks` words each.
    static void classes(const EldrowUniverse& u, const uint64_t* pool,
                        std::vector<uint64_t>& classes);

    // Sharpens a colouring (as classes() gives it) by iterated greedy: the
    // words coloured again class by class, the last classes first (greedy
    // leaves its stragglers there), which never takes more classes and
    // often fewer. Up to `rounds` times, stopping once the bound (classes
    // + 1) is at most limit; returns the bound.
    static int recolour(const EldrowUniverse& u, std::vector<uint64_t>& classes, int limit,
                        int rounds);

    // A subset's share of its pool's classes (each cut down to the subset,
    // empty ones dropped), into `out`: a colouring of the subset.
    static void shareOf(const std::vector<uint64_t>& classes, const uint64_t* set, size_t blocks,
                        std::vector<uint64_t>& out);

    // How many of the classes the set meets, counting no further than
    // limit + 1. A subset of a pool meets no more classes than the pool's
    // colouring has, so this bounds it without a colouring of its own.
    static int touched(const uint64_t* set, const std::vector<uint64_t>& classes, size_t blocks,
                       int limit) {
        if (blocks <= kFixedTouched)  // the inner loop unrolled
            return touchedSmall(set, classes, blocks, limit,
                                std::make_index_sequence<kFixedTouched>());
        return touchedOf(set, classes, blocks, limit);
    }

private:
    static constexpr size_t kFixedTouched = 24;
    template <class Blocks>
    static int touchedOf(const uint64_t* set, const std::vector<uint64_t>& classes, Blocks blocks,
                         int limit) {
        int n = 0;
        for (size_t c = 0; c < classes.size() && n <= limit; c += blocks) {
            uint64_t meet = 0;
            for (size_t k = 0; k < blocks; ++k)
                meet |= set[k] & classes[c + k];
            n += meet != 0;
        }
        return n;
    }
    template <size_t... I>
    static int touchedSmall(const uint64_t* set, const std::vector<uint64_t>& classes,
                            size_t blocks, int limit, std::index_sequence<I...>) {
        int n = 0;
        ((blocks == I + 1
              ? (n = touchedOf(set, classes, std::integral_constant<size_t, I + 1>(), limit), true)
              : false) ||
         ...);
        return n;
    }
    static int boundOf(const EldrowUniverse& u, const uint64_t* pool, int limit);
    template <size_t B>
    static int boundFixed(const EldrowUniverse& u, const uint64_t* pool, int limit);
    template <size_t B>
    static bool anyClassShared(const EldrowUniverse& u, const std::array<uint64_t, B>* classes,
                               int colours);
    static void growClassFrom(const EldrowUniverse& u, uint64_t* left, size_t start,
                              uint64_t* mine);
};

}  // namespace guesslab
