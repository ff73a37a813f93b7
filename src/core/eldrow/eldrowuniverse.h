// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace guesslab {

// The words an Eldrow search can still use for one target, numbered 0..m-1
// in the order of their ranks (EldrowSearch::rank), with two rows of bits over them per word:
// same[a], the words b that show a's pattern against the target
// (pattern(a, b) == pattern(a, T)), and apart[a], the words that neither
// keep a nor are kept by it (never in one chain with a). Deep pools are
// small; renumbered, their bitsets take a word or two instead of the whole
// list's 37, and every count, intersection and colouring shrinks with them.
struct EldrowUniverse {
    std::vector<uint16_t> ids;          // local number -> rank, ascending
    size_t blocks = 0;                  // 64-bit words per row
    size_t target = 0;                  // local number of the target
    int level = 0;                      // renumberings since the whole list
    std::vector<uint64_t> same, apart;  // ids.size() rows of `blocks` words
    std::vector<uint64_t> all;          // every word of the universe

    // The most words a row can have: the solver's largest list.
    static constexpr size_t kMaxBlocks = (20000 + 63) / 64;

    const uint64_t* sameRow(size_t a) const { return same.data() + a * blocks; }
    const uint64_t* apartRow(size_t a) const { return apart.data() + a * blocks; }

    // `to` becomes the words of the pool (a bitset over `from`, holding the
    // target), renumbered, with their rows cut down to the pool.
    static void compact(const EldrowUniverse& from, const uint64_t* pool, EldrowUniverse& to);
};

}  // namespace guesslab
