#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace guesslab {

// The words an Eldrow search can still use for one target, numbered 0..m-1
// in the order of their list ids, with two rows of bits over them per word:
// same[a], the words b that show a's pattern against the target
// (pattern(a, b) == pattern(a, T)), and apart[a], the words that neither
// keep a nor are kept by it (never in one chain with a). Deep pools are
// small; renumbered, their bitsets take a word or two instead of the whole
// list's 37, and every count, intersection and colouring shrinks with them.
struct EldrowUniverse {
    std::vector<uint16_t> ids;          // local number -> list id, ascending
    size_t blocks = 0;                  // 64-bit words per row
    size_t target = 0;                  // local number of the target
    int level = 0;                      // renumberings since the whole list
    std::vector<uint64_t> same, apart;  // ids.size() rows of `blocks` words
    std::vector<uint64_t> all;          // every word of the universe

    const uint64_t* sameRow(size_t a) const { return same.data() + a * blocks; }
    const uint64_t* apartRow(size_t a) const { return apart.data() + a * blocks; }

    // `to` becomes the words of the pool (a bitset over `from`, holding the
    // target), renumbered, with their rows cut down to the pool.
    static void compact(const EldrowUniverse& from, const uint64_t* pool, EldrowUniverse& to);
};

// Packs the bits that a mask selects from rows of `blocks` words into the
// low bits of an output, in order. Made once per mask (its empty words
// dropped, each word's place in the output worked out), used for many rows.
class BitGather {
public:
    BitGather(const uint64_t* mask, size_t blocks);
    size_t bits() const { return bits_; }  // how many the mask selects
    // out: zeroed, room for bits(). BMI2's PEXT when the CPU has it.
    void operator()(const uint64_t* row, uint64_t* out) const;
    // The same, one bit at a time.
    void generic(const uint64_t* row, uint64_t* out) const;

private:
    struct Part {
        size_t block;  // the word of the row
        size_t at;     // where its bits go in out
        uint64_t mask;
        size_t count;  // its bits
    };
    std::vector<Part> parts_;
    size_t bits_ = 0;
};

}  // namespace guesslab
