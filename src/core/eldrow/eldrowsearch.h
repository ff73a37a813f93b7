// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitrow.h"
#include "eldrowuniverse.h"
#include "jobcontext.h"
#include "poolmemo.h"
#include "wordlist.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace guesslab {

// One target's Eldrow search (see EldrowSolver): the root universe of the
// words it can guess (each word's rows against the target), and the memo of
// pools already solved. The search proper runs on any universe; a pool that
// fits in two thirds of its universe's row width is renumbered into a
// smaller one first. Pools of the root are bitsets of root.blocks words over
// the words' ranks (see rank()): toRanks() makes them from bitsets over list
// ids, and words[] names the word of a rank. The solver drives it and reads
// its figures; an EldrowTree keeps it to browse.
struct EldrowSearch {
    using Bits = std::vector<uint64_t>;
    using Key = PoolMemo::Key;
    using Clock = std::chrono::steady_clock;

    // Scratch of one depth of a walker's recursion, kept between visits so
    // that a warm search allocates nothing.
    struct Frame {
        std::vector<uint64_t> rest, child;
        std::vector<uint32_t> chain;  // a chain that beats the best so far
        std::vector<uint16_t> key;    // ranks of the pool looked up
    };
    // What the search carries down: the guesses that led to its current
    // pool (ranks), its count of pools since it last reported, and its
    // scratch: a frame per depth, a renumbered universe per level.
    struct Walker {
        std::vector<WordId> path;
        uint64_t nodes = 0;
        size_t depth = 0;
        std::vector<std::unique_ptr<Frame>> frames;
        std::vector<std::unique_ptr<EldrowUniverse>> universes;

        Frame& enter(const EldrowUniverse& u);
        void leave() { --depth; }
        EldrowUniverse& universe(int level);
    };
    struct BitsHash {
        size_t operator()(const Bits& b) const;
    };

    // patterns: the list's n x n table (guess a against word b at a * n + b).
    // Rows only for the words that can be guessed: the pool's and the
    // prefix's (a search from a start word has a small pool). limit: seconds,
    // 0 for none. Pool and prefix in list ids.
    EldrowSearch(const uint8_t* patterns, size_t n, WordId target, JobContext* ctx, double limit,
                 const Bits& pool, const std::vector<WordId>& prefix);

    bool halted() const { return stopped.load(std::memory_order_relaxed); }
    Bits toRanks(const Bits& pool) const;
    std::vector<WordId> toRanks(const std::vector<WordId>& chain) const;
    // f(rank) for the pool's words in the order of their list ids.
    template <class F>
    void inListOrder(const Bits& pool, F&& f) const {
        for (const uint32_t a : ranks)
            if (a != kNoRank && hasBit(pool.data(), a))
                f(a);
    }

    // The longest chain of a pool of the root (holding the target):
    // exact when longer than floor, else a bound no longer than floor.
    // Floor 0: exact.
    int longest(const Bits& pool, int floor = 0);
    // The pool after guessing a.
    Bits next(const Bits& pool, size_t a) const;
    // Whether guessing a from the pool still leaves a chain of `want` in all
    // (child receives the pool after a); cheap bounds rule most guesses out.
    bool reaches(const Bits& pool, size_t a, int want, Bits& child);
    // How many chains of the pool's longest length there are (saturating).
    uint64_t countLongest(const Bits& pool);
    // Follows the memo to write out longest chains (up to `limit`), in
    // list ids after `prefix` (list ids too). Guesses are tried in rank
    // order: the best connected first, which finds a chain soonest.
    void chains(const Bits& pool, std::vector<WordId>& prefix,
                std::vector<std::vector<WordId>>& out, size_t limit);
    // Pools a walker visited since its last report, into the total.
    void settle(Walker& w);

    static constexpr uint32_t kNoRank = UINT32_MAX;
    WordId target;                // its list id
    std::vector<WordId> words;    // rank -> list id: the words the search can guess
    std::vector<uint32_t> ranks;  // list id -> rank, kNoRank for the other words
    EldrowUniverse root;          // the words the search can guess, by rank
    // pool -> its longest chain (> 0), or a bound on it (< 0: at most -value)
    PoolMemo memo;
    std::unordered_map<Bits, uint64_t, BitsHash> counts;  // pool -> its longest chains
    std::atomic<uint64_t> nodes{0};
    JobContext* ctx;
    Clock::time_point deadline;
    bool timed = false;
    std::atomic<bool> stopped{false};
    // The longest complete chain met so far: what a stopped search hands back.
    std::vector<WordId> bestChain;  // in list ids
    std::atomic<size_t> bestLength{0};
    bool live = false;  // a single target's search: report its figures
    std::atomic<int64_t> lastReport{0};
    Walker main;

private:
    // Ranks the guessable words (the pool's in list order, then the
    // prefix's); kept: the row of the words each keeps, by list id.
    void rank(const Bits& kept, size_t n, const Bits& pool, const std::vector<WordId>& guessable);
    std::optional<int> known(const Bits& pool) const;
    void poll(Walker& w);
    void remember(Key pool, uint64_t h, int value);
    bool check(const Walker& w);
    int longest(const EldrowUniverse& u, const uint64_t* pool, std::vector<uint16_t>& key,
                Walker& w, int floor);
    int search(const EldrowUniverse& u, const uint64_t* pool, Key key, uint64_t h, Walker& w,
               int floor);
    int searchHere(const EldrowUniverse& u, const uint64_t* pool, size_t size, Key key, uint64_t h,
                   Walker& w, int floor);
    int descend(const EldrowUniverse& u, const uint64_t* child, std::vector<uint16_t>& key,
                int floor, size_t guess, Walker& w);
    void record(const EldrowUniverse& u, const uint64_t* pool, int value, const Walker& w);
    bool tail(const Bits& pool, std::vector<WordId>& out) const;
};

}  // namespace guesslab
