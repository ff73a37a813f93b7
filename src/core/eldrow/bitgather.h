// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace guesslab {

// Packs the bits that a mask selects from rows of `blocks` words into the
// low bits of an output, in order. Made once per mask (its empty words
// dropped, each word's place in the output worked out), used for many rows.
class BitGather {
public:
    BitGather(const uint64_t* mask, size_t blocks);
    size_t bits() const { return bits_; }  // how many the mask selects
    // out: room for bits(), every word of which is written. BMI2's PEXT
    // when the CPU has it.
    void operator()(const uint64_t* row, uint64_t* out) const;
    // Two rows in one pass over the mask.
    void operator()(const uint64_t* rowA, uint64_t* outA, const uint64_t* rowB,
                    uint64_t* outB) const;
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
