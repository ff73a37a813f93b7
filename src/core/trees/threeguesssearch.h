// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "anysettables.h"

#include <array>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace guesslab {

// The sets of N answers (N at most 6) that no strategy finds within three
// guesses, whose heaviest pair is a given one: every guess leaves a class
// of at least `least` answers alike that no second guess tells apart.
//
// From the pair (b, c), a guess that tells them apart must leave such a
// class: with b or c and an answer alike with it (branch on that answer),
// or without both, and then with two other answers alike (branch on both).
// Every probe must leave `least` answers of the set alike, so a set that
// lacks k answers of its size must have `least` - k alike under each. From
// three answers on, a guess that finds the set so far within three can
// only fail once an answer joins one of its classes that holds enough of
// the set already: the search adds only such answers, under the guess with
// the fewest of them.
class ThreeGuessSearch {
public:
    static constexpr int kMaxSize = 6;

    // least: the fewest answers a set that fails within two guesses has
    // (3, or 4 once any 3 answers are known to be found within two).
    ThreeGuessSearch(const AnySetTables& t, int size, int least);

    void run(const HeavyPair& pair);
    std::vector<std::vector<WordId>>& found() { return out_; }

private:
    struct Set {
        std::array<WordId, kMaxSize> w{};
        int n = 0;
        std::span<const WordId> words() const { return {w.data(), static_cast<size_t>(n)}; }
        Set with(WordId x) const;
        bool has(WordId x) const;
        bool operator==(const Set&) const = default;
    };
    struct SetHash {
        size_t operator()(const Set& s) const;
    };
    // The classes of a set under one guess, as member indices by class.
    struct Classes {
        std::array<uint16_t, kMaxSize> feedback{};
        std::array<int, kMaxSize> first{};  // the first member of each member's class
        std::array<int, kMaxSize> size{};   // by first member: the class's size
    };

    using Mask = std::array<uint64_t, (AnySetTables::kProbes + 63) / 64>;  // a bit per probe

    void grow(const Set& P);
    bool everyProbeKeeps(const Set& P, int alike);
    const Mask& joins(WordId a);
    bool keepsTwo(WordId x, WordId y);
    void branchAll(const Set& P);
    void add(const Set& P, WordId x);
    // Whether the guess (the k-th in order) finds every answer of P within
    // three guesses: each class it leaves is found within two.
    bool solves(size_t k, const Set& P);
    bool solvable(const Set& P);
    bool separableInTwo(const Set& D);
    bool separates(const Set& D);
    Classes classes(size_t k, const Set& P) const;
    uint16_t feedback(size_t k, WordId a) const;

    const AnySetTables& t_;
    int size_;
    int least_;
    HeavyPair pair_{};
    std::vector<size_t> probeOrder_;    // those that tell b and c apart first
    size_t apart_ = 0;                  // how many do
    Mask apartMask_{};                  // the probes that tell b and c apart
    std::vector<Mask> joins_;           // by answer: the probes it is alike with b or c under
    std::vector<uint32_t> joinsMarks_;  // joins_[a] is this pair's where it holds joinsStamp_
    uint32_t joinsRound_ = 0, joinsStamp_ = 0;
    std::vector<std::vector<WordId>> out_;
    std::unordered_set<Set, SetHash> visited_;          // this pair's sets so far
    std::unordered_map<Set, bool, SetHash> separable_;  // within two guesses
    static constexpr size_t kRecent = 64;
    std::vector<WordId> recent_;  // guesses that told sets apart lately, the latest first
    std::vector<uint32_t> marks_;
    uint32_t stamp_ = 0;
};

}  // namespace guesslab
