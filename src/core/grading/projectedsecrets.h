// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "simdgrader.h"
#include "wordlist.h"

#include <cstdint>
#include <span>
#include <vector>

namespace guesslab {

// Secrets as a guess sees them. A guess tells symbols apart only among its
// own, so one symbol it lacks can stand for all the others: secrets that
// then read alike get the same feedback from every guess whose symbols are
// all kept. Nerdle equations share their symbols a lot (the 287,288 of
// length 9 have 7,868 sets of symbols), so a ranking can grade each set's
// guesses against the distinct projections only, each counted as many
// times as the secrets it stands for.
class ProjectedSecrets {
public:
    // With `mapSecrets`, projectionOf() tells where each secret went (a
    // ranking needs only the counts; the map costs a store at random a
    // secret).
    explicit ProjectedSecrets(bool mapSecrets = false) : mapsSecrets_(mapSecrets) {}

    // Bit s set for every symbol s of the word.
    static uint64_t symbolsOf(std::span<const uint8_t> word);

    // Projects secrets.word(ids[i]) for every i, keeping the symbols in
    // `keep` (the alphabet has at most 64). The distinct projections that
    // stand for one secret come first, then the others, each part in an
    // order that depends on the projections only. Over the whole list, the
    // secrets are read by columns, 64 at a time with AVX-512 (`isa`
    // chooses, for tests; the result is the same).
    void project(const WordList& secrets, std::span<const WordId> ids, uint64_t keep,
                 SimdGrader::Isa isa = SimdGrader::best());
    // The same from a coarser projection (one keeping more symbols, of
    // words of `length` symbols): its distinct projections are the secrets
    // here, each standing for as many as it did there.
    void projectFrom(const ProjectedSecrets& coarse, uint64_t keep, int length,
                     SimdGrader::Isa isa = SimdGrader::best());

    uint64_t keep() const { return keep_; }
    bool holds(uint64_t keep) const { return projected_ && keep_ == keep; }
    size_t size() const { return distinct_; }
    // Column-major, as SimdGrader::gradeColumns reads them.
    const uint8_t* columns() const { return columns_.data(); }
    size_t stride() const { return stride_; }
    // How many secrets each distinct projection stands for (they sum to
    // ids.size()): 1 for the first ones() of them, more for the rest.
    const uint32_t* counts() const { return counts_.data(); }
    size_t ones() const { return ones_; }
    // Which distinct projection secret ids[i] (from a coarser projection:
    // its projection i) became; only with mapSecrets.
    uint32_t projectionOf(size_t i) const { return placeOf_[projectionOf_[i]]; }

private:
    // From keys_[0..n), weighted or each counted once: the distinct
    // projections, their counts and columns.
    void finish(size_t n, int length, const uint32_t* weights, uint64_t keep, SimdGrader::Isa isa);
    // Makes keys_[0..n) distinct: their number.
    template <bool Weighted>
    size_t placeKeys(size_t n, const uint32_t* weights);

    static constexpr size_t kPartKeys = 1024;  // keys a part of placeKeys, about

    bool mapsSecrets_ = false;
    bool projected_ = false;
    uint64_t keep_ = 0;
    size_t stride_ = 0;
    std::vector<uint8_t> columns_;
    size_t distinct_ = 0;
    std::vector<uint32_t> counts_;  // zero past distinct_
    size_t ones_ = 0;
    std::vector<uint32_t> placeOf_;       // a projection's place once those of one come first
    std::vector<uint32_t> projectionOf_;  // per secret, before the places (with mapsSecrets_)
    std::vector<uint64_t> keyOf_;         // per projection: its key
    std::vector<uint64_t> keys_;          // per secret: its projection packed, 6 bits a symbol
    struct alignas(16) Record {           // a secret's key laid out in its part
        uint64_t key;
        uint32_t weight;
        uint32_t secret;
    };
    std::vector<Record> records_;
    std::vector<Record> staging_;  // per part: its line being gathered
    std::vector<uint32_t> size_, begin_,
        next_;     // per part: its records, where they begin, the next
    struct Slot {  // open addressing; key and projection in one cache line
        uint64_t key;
        uint32_t projection;
        uint32_t stamp;  // the part that took the slot
    };
    std::vector<Slot> slots_;
    uint32_t stamp_ = 0;
};

namespace projection_detail {
// keys[i]: secret i of the list (as columns) with the symbol at position k
// read through seen[k * seenStride + symbol] (64 bytes a table; stride 0:
// one table for every position), packed 6 bits a position. The AVX-512
// kernel writes whole blocks of 64 keys. keys() picks the kernel for `isa`.
void keys(const uint8_t* columns, size_t stride, int length, size_t n, const uint8_t* seen,
          size_t seenStride, uint64_t* keys, SimdGrader::Isa isa);
void keysGeneric(const uint8_t* columns, size_t stride, int length, size_t n, const uint8_t* seen,
                 size_t seenStride, uint64_t* keys);
void keysAvx512(const uint8_t* columns, size_t stride, int length, size_t n, const uint8_t* seen,
                size_t seenStride, uint64_t* keys);
// The inverse: columns[k * stride + i] is symbol k of keys[i]. The AVX-512
// kernel writes whole blocks of 64 (stride and keys cover them).
void columns(const uint64_t* keys, size_t n, int length, uint8_t* columns, size_t stride,
             SimdGrader::Isa isa);
void columnsGeneric(const uint64_t* keys, size_t n, int length, uint8_t* columns, size_t stride);
void columnsAvx512(const uint64_t* keys, size_t n, int length, uint8_t* columns, size_t stride);
}  // namespace projection_detail

}  // namespace guesslab
