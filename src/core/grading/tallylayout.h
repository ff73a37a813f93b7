// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classtable.h"
#include "jobcontext.h"
#include "projectedsecrets.h"
#include "simdgrader.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace guesslab {

// A guess's feedback on a secret (docs/guide.md, "The feedback rule") is fixed by two things: the
// positions where they agree (the greens), and how many copies of each of
// the guess's symbols the secret holds, counted only up to the guess's own
// copies (each symbol's greens and yellows together). The feedback tells
// both back, so a guess's classes are exactly the pairs (capped counts,
// agreements).
//
// Guesses with the same copies of the same symbols (one tally) cap the
// counts alike. TallyLayout sorts a projection's secrets once into blocks
// of equal counts, capped at the most copies any guess to be measured
// holds. For a few guesses of one tally it then lays out their groups
// (blocks of equal counts capped at the tally) side by side, each secret
// reduced to the symbols those guesses hold at its positions: secrets then
// alike get the same feedback from each of them and are merged. Within a
// group a guess's classes are its agreement masks, a byte compare per
// position for 64 secrets, counted in a table of at most 2^length entries
// that stays in the first-level cache. The guesses read a group in turn
// while it is in the caches.
class TallyLayout {
public:
    static constexpr int kMaxLength = 10;  // masks of 10 bits: tables of 1024 counts
    static constexpr int kTreeMax = 6;     // the most positions the popcount tree counts

    // Copies of each symbol of the word, 4 bits a symbol.
    static uint64_t tallyOf(std::span<const uint8_t> word);
    // The most copies of each symbol in either tally.
    static uint64_t most(uint64_t a, uint64_t b);
    // Whether a projection keeping `keep` can be laid out: symbols below 16
    // (4-bit counts in 64 bits) and words of at most kMaxLength.
    static bool applies(uint64_t keep, int length);
    // Whether measuring here beats grading: with the AVX-512 kernels (the
    // masks are made 64 secrets a step; without, grading is cheaper).
    static bool pays(SimdGrader::Isa isa = SimdGrader::best());

    // Sorts the distinct secrets of `secrets` (each weighing its count)
    // into blocks by their copies of each kept symbol, capped at `caps` (a
    // tally holding at least every measured guess's copies). The layout
    // keeps copies of what it needs: `secrets` may change afterwards.
    void prepare(const ProjectedSecrets& secrets, int length, uint64_t caps,
                 SimdGrader::Isa isa = SimdGrader::best());
    bool prepared() const { return prepared_; }
    void clear() { prepared_ = laidOut_ = false; }

    // stats[k] = the class statistics of guesses[k] over the prepared
    // secrets; the guesses share one tally within the caps. nLogN as
    // sweepClassTable takes it, up to the secrets' total weight. Lays the
    // groups out for these guesses unless they are for the same tally and
    // symbols held at each position as the last ones. Stops between groups
    // once `ctx` is cancelled (the statistics are then partial: a unit of
    // Nerdle 10 takes a few tenths of a second).
    void measure(std::span<const std::span<const uint8_t>> guesses, const uint64_t* nLogN,
                 RowClassStats* stats, const JobContext* ctx = nullptr);

    // What the last measure laid out: its groups and the secrets left in
    // them after merging (for tests and benches).
    size_t groups() const { return groups_.size(); }
    size_t laidOutSecrets() const;

private:
    using Held = std::array<uint16_t, kMaxLength>;  // per position: bit s where symbol s is held

    struct Block {  // prepared secrets of equal capped counts, in sorted_
        uint64_t capped;
        uint32_t begin, size;
    };
    struct Group {  // a tally's blocks of equal counts capped at the tally, in columns_
        uint64_t capped;
        uint32_t begin, size;  // begin a multiple of 64
        uint32_t ones;         // of weight one, first
    };

    void layOut(uint64_t tally, const Held& held);
    // Merges the secrets of `group`'s blocks by their keys into entries_:
    // how many entries.
    size_t merge(uint32_t group);
    // Classes of one guess in one group, added to `stats`.
    void measureGroup(const Group& group, std::span<const uint8_t> guess, const uint64_t* nLogN,
                      RowClassStats& stats);
    // The id of `key` in an open-addressed table (ids in order of first
    // sight), growing it as needed; `next` counts the ids given.
    uint32_t idOf(uint64_t key, uint32_t& next);
    void clearIds();

    static constexpr size_t kChunk = 16384;       // masks made, then counted, a chunk at a time
    static constexpr size_t kMergeSlots = 16384;  // the most slots a group's merge uses

    SimdGrader::Isa isa_ = SimdGrader::Isa::Generic;
    bool prepared_ = false, laidOut_ = false;
    int length_ = 0;
    uint64_t keep_ = 0, caps_ = 0, tally_ = 0;
    Held held_{};

    // prepare: the secrets block after block, as columns, and their weights.
    std::vector<Block> blocks_;
    size_t secrets_ = 0, sortedStride_ = 0;
    std::vector<uint8_t> sorted_;
    std::vector<uint32_t> sortedWeights_;
    std::vector<uint64_t> counts_, runKeys_;      // per secret, per distinct counts
    std::vector<uint32_t> blockOf_, blockOfRun_;  // then each secret's place
    std::vector<uint32_t> cursor_;                // per block or group: the next place
    std::vector<uint64_t> idKeys_;                // idOf's table
    std::vector<uint32_t> ids_;
    size_t idsUsed_ = 0;

    // layOut: the groups, their members, the secrets' keys and the merge.
    std::vector<Group> groups_;
    std::vector<uint32_t> groupOf_, memberBegin_, members_;
    std::vector<uint64_t> secretKeys_;
    std::vector<uint64_t> slotKey_;  // the merge's slots, stamped with the group
    std::vector<uint32_t> slotWeight_, slotStamp_;
    uint32_t stamp_ = 0;
    std::vector<uint32_t> used_;
    std::vector<std::pair<uint64_t, uint32_t>> entries_;  // merged (key, weight)
    std::vector<uint64_t> keys_;                          // group after group, padded to 64
    size_t stride_ = 0;
    std::vector<uint8_t> columns_;
    std::vector<uint32_t> weights_;

    // measure
    std::vector<uint16_t> masks_;
    std::vector<uint32_t> tables_;  // four tables of 2^kMaxLength counts, zero between uses
};

namespace tally_detail {
// The kernels for `isa` (the generic one where the CPU lacks it).
void masks(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
           const uint8_t* symbols, int count, uint16_t* out, SimdGrader::Isa isa);
void onesHistogram(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                   const uint8_t* symbols, int count, uint32_t* hist, SimdGrader::Isa isa);
// out[i] = bit j set where column positions[j] of secret i holds
// symbols[j] (j < count, at most 10), for i < n; columns as SimdGrader
// reads them. The AVX-512 kernel writes whole blocks of 64 (columns and
// out cover them).
void masksGeneric(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                  const uint8_t* symbols, int count, uint16_t* out);
void masksAvx512(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                 const uint8_t* symbols, int count, uint16_t* out);
// hist[m] += how many of secrets 0..n-1 have the mask m, as masksGeneric
// makes them (count at most TallyLayout::kTreeMax). The AVX-512 kernel
// reads whole blocks of 64 and needs VPOPCNTDQ (onesHistogramAvx512Runs).
void onesHistogramGeneric(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                          const uint8_t* symbols, int count, uint32_t* hist);
void onesHistogramAvx512(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                         const uint8_t* symbols, int count, uint32_t* hist);
bool onesHistogramAvx512Runs();
}  // namespace tally_detail

}  // namespace guesslab
