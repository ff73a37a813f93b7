#include "eldrow.h"

#include "eldrowuniverse.h"
#include "memorybudget.h"
#include "poolmemo.h"
#include "triedsets.h"

#include "referencegrader.h"
#include "simdgrader.h"

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <utility>

namespace guesslab {

namespace {

using Bits = std::vector<uint64_t>;
using Clock = std::chrono::steady_clock;

struct BitsHash {
    size_t operator()(const Bits& b) const {
        uint64_t h = 1469598103934665603ull;
        for (uint64_t w : b)
            h = (h ^ w) * 1099511628211ull;
        return static_cast<size_t>(h);
    }
};

// A move (a word and the size of its continuation) as one integer, so that
// sorting integers puts the biggest continuations first, ties in word order.
uint64_t move(size_t size, size_t word) {
    return (uint64_t{UINT32_MAX - static_cast<uint32_t>(size)} << 32) | word;
}
size_t moveSize(uint64_t m) {
    return UINT32_MAX - static_cast<uint32_t>(m >> 32);
}
size_t moveWord(uint64_t m) {
    return static_cast<uint32_t>(m);
}

// Colourings of small pools keep up to this many classes for a repair.
constexpr size_t kRepairClasses = 32;
// Colourings in universes of up to this many 64-bit words a row have their
// own code.
constexpr size_t kFixedBlocks = 16;
// Pools with fewer moves have small continuations, rarely one inside
// another: not worth the containment question.
constexpr size_t kContainedMoves = 64;

// Bitsets as `blocks` words from a pointer (pools of any universe), or as
// the whole list's Bits.
constexpr size_t kMaxBlocks = (20000 + 63) / 64;  // the solver's largest list
size_t countBits(const uint64_t* b, size_t blocks) {
    size_t n = 0;
    for (size_t k = 0; k < blocks; ++k)
        n += static_cast<size_t>(std::popcount(b[k]));
    return n;
}
bool hasBit(const uint64_t* b, size_t i) {
    return b[i / 64] >> (i % 64) & 1;
}
void setBit(uint64_t* b, size_t i) {
    b[i / 64] |= uint64_t{1} << (i % 64);
}
void clearBit(uint64_t* b, size_t i) {
    b[i / 64] &= ~(uint64_t{1} << (i % 64));
}
template <class F>
void forEachBit(const uint64_t* b, size_t blocks, F&& f) {
    for (size_t k = 0; k < blocks; ++k)
        for (uint64_t w = b[k]; w; w &= w - 1)
            f(k * 64 + static_cast<size_t>(std::countr_zero(w)));
}

size_t count(const Bits& b) {
    return countBits(b.data(), b.size());
}
void clear(Bits& b, size_t i) {
    clearBit(b.data(), i);
}
template <class F>
void forEach(const Bits& b, F&& f) {
    forEachBit(b.data(), b.size(), f);
}

}  // namespace

// The memo of one target's search, shared by the threads that search it:
// pools spread over shards by hash, each shard with its own spin lock (held
// for a probe or two). Locks are taken only while more than one thread
// searches.
class SharedMemo {
public:
    using Key = PoolMemo::Key;
    void setConcurrent(bool on) { concurrent_ = on; }
    std::optional<int> find(Key pool) const { return find(pool, PoolMemo::hash(pool)); }
    std::optional<int> find(Key pool, uint64_t h) const {
        const Shard& s = shards_[h >> 58];
        Guard guard(s, concurrent_);
        return s.memo.find(pool, h);
    }
    // Values: > 0 exact; < 0 an upper bound (the longest chain is at most
    // -value). An exact value replaces a bound, never the other way round.
    void insert(Key pool, uint64_t h, int value) {
        Shard& s = shards_[h >> 58];
        Guard guard(s, concurrent_);
        const auto old = s.memo.find(pool, h);  // another thread may have been here
        if (!old)
            s.memo.insert(pool, h, value);
        else if (*old < 0 && (value > 0 || value > *old))
            s.memo.assign(pool, h, value);
    }
    size_t bytes() const {
        size_t total = 0;
        for (const Shard& s : shards_)
            total += s.memo.bytes();
        return total;
    }

private:
    struct Shard {
        mutable std::atomic<bool> busy{false};
        PoolMemo memo;
    };
    struct Guard {
        const Shard& s;
        bool on;
        Guard(const Shard& shard, bool concurrent) : s(shard), on(concurrent) {
            if (!on)
                return;
            while (s.busy.exchange(true, std::memory_order_acquire))
                while (s.busy.load(std::memory_order_relaxed))
                    ;
        }
        ~Guard() {
            if (on)
                s.busy.store(false, std::memory_order_release);
        }
    };
    std::array<Shard, 64> shards_;
    bool concurrent_ = false;
};

// One target's search: the universe of the whole list (each word's rows
// against the target), and the memo of pools already solved. The search
// proper runs on any universe; a pool that fits in half the words of its
// universe's rows is renumbered into a smaller one first.
struct EldrowSolver::Search {
    using Key = PoolMemo::Key;
    // Scratch of one depth of a walker's recursion, kept between visits so
    // that a warm search allocates nothing.
    struct Frame {
        std::vector<uint64_t> rest, child;
        std::vector<uint64_t> moves;    // packed by move()
        TriedSets tried;                // the continuations searched
        std::vector<uint64_t> classes;  // the pool's colouring, when made
        std::vector<uint16_t> key;      // list ids of the pool looked up
    };
    // What each thread of the search carries: the guesses that led to its
    // current pool, its count of pools since it last reported, and its
    // scratch: a frame per depth, a renumbered universe per level.
    struct Walker {
        std::vector<WordId> path;
        uint64_t nodes = 0;
        size_t depth = 0;
        std::vector<std::unique_ptr<Frame>> frames;
        std::vector<std::unique_ptr<EldrowUniverse>> universes;

        Frame& enter(const EldrowUniverse& u) {
            if (frames.size() <= depth)
                frames.push_back(std::make_unique<Frame>());
            Frame& f = *frames[depth++];
            f.rest.resize(u.blocks);
            f.child.resize(u.blocks);
            f.moves.clear();
            f.tried.reset(u.ids.size());
            f.classes.clear();
            return f;
        }
        void leave() { --depth; }
        EldrowUniverse& universe(int level) {
            while (universes.size() <= static_cast<size_t>(level))
                universes.push_back(std::make_unique<EldrowUniverse>());
            return *universes[static_cast<size_t>(level)];
        }
    };

    const EldrowSolver& s;
    WordId target;
    EldrowUniverse root;  // the whole list, rows for the words the search can guess
    SharedMemo memo;      // pool -> its longest chain
    std::unordered_map<Bits, uint64_t, BitsHash> counts;  // pool -> its longest chains
    std::atomic<uint64_t> nodes{0};
    JobContext* ctx;
    Clock::time_point deadline;
    bool timed = false;
    std::atomic<bool> stopped{false};
    // The longest complete chain met so far: what a stopped search hands back.
    std::mutex bestMutex;
    std::vector<WordId> bestChain;
    std::atomic<size_t> bestLength{0};
    bool live = false;  // a single target's search: report its figures
    std::atomic<int64_t> lastReport{0};
    Walker main;  // the walker of sequential calls

    // Rows only for the words that can be guessed: the pool's and the prefix's
    // (a search from a start word has a small pool).
    Search(const EldrowSolver& solver, WordId t, JobContext* c, double limit, const Bits& pool,
           const std::vector<WordId>& prefix)
        : s(solver), target(t), ctx(c) {
        const size_t n = s.n_, blocks = s.blocks_;
        root.ids.resize(n);
        for (size_t i = 0; i < n; ++i)
            root.ids[i] = static_cast<uint16_t>(i);
        root.blocks = blocks;
        root.target = t;
        root.all.assign(blocks, 0);
        for (size_t i = 0; i < n; ++i)
            root.all[i / 64] |= uint64_t{1} << (i % 64);
        root.same.assign(n * blocks, 0);
        root.apart.assign(n * blocks, 0);
        const auto fill = [&](size_t a) {
            const uint8_t* row = s.patterns_.data() + a * n;
            uint64_t* same = root.same.data() + a * blocks;
            for (size_t b = 0; b < n; ++b)
                if (row[b] == row[target])
                    same[b / 64] |= uint64_t{1} << (b % 64);
        };
        forEach(pool, fill);
        for (WordId a : prefix)
            fill(a);
        forEach(pool, [&](size_t a) {
            uint64_t* apart = root.apart.data() + a * blocks;
            for (size_t k = 0; k < blocks; ++k)
                apart[k] = pool[k] & ~root.sameRow(a)[k];
        });
        forEach(pool, [&](size_t a) {
            forEachBit(root.sameRow(a), blocks, [&](size_t b) {
                clearBit(root.apart.data() + b * blocks, a);  // b is kept by a
            });
        });
        timed = limit > 0;
        deadline = Clock::now() + std::chrono::microseconds(static_cast<int64_t>(limit * 1e6));
    }

    bool halted() const { return stopped.load(std::memory_order_relaxed); }

    // An upper bound on the longest chain of the pool: the words of a chain
    // pairwise keep one another, so words coloured greedily into classes of
    // mutually apart words give at most one guess per class (and the target).
    // Stops once the bound passes `limit` (it then only says "more than limit").
    // One class over the limit is often an artefact of the greedy order, so
    // small pools then try to share a class's words out among the others.
    static int colourBound(const EldrowUniverse& u, const uint64_t* pool, int limit = INT_MAX) {
        if (u.blocks <= kFixedBlocks)  // small pools: the loops unrolled
            return colourSmall(u, pool, limit, std::make_index_sequence<kFixedBlocks>());
        std::array<uint64_t, kMaxBlocks> left;
        const size_t blocks = u.blocks;
        std::copy(pool, pool + blocks, left.begin());
        clearBit(left.data(), u.target);
        int colours = 0;
        for (size_t start = 0; start < blocks;) {
            if (left[start] == 0) {
                ++start;
                continue;
            }
            if (++colours + 1 > limit)
                return colours + 1;
            growClassFrom(u, left.data(), start, nullptr);
        }
        return colours + 1;
    }

    // colourFixed<u.blocks>.
    template <size_t... I>
    static int colourSmall(const EldrowUniverse& u, const uint64_t* pool, int limit,
                           std::index_sequence<I...>) {
        int bound = 0;
        ((u.blocks == I + 1 ? (bound = colourFixed<I + 1>(u, pool, limit), true) : false) || ...);
        return bound;
    }

    // One greedy class from the words left (the first of them in word
    // `start` or later): each next word is the first apart from all taken
    // so far. Its words leave `left`, and go into `mine` when given.
    static void growClassFrom(const EldrowUniverse& u, uint64_t* left, size_t start,
                              uint64_t* mine) {
        const size_t blocks = u.blocks;
        std::array<uint64_t, kMaxBlocks> cls;
        std::copy(left + start, left + blocks, cls.begin() + static_cast<ptrdiff_t>(start));
        for (size_t k = start; k < blocks;) {
            if (cls[k] == 0) {
                ++k;
                continue;
            }
            const size_t v = k * 64 + static_cast<size_t>(std::countr_zero(cls[k]));
            clearBit(left, v);
            clearBit(cls.data(), v);
            if (mine)
                setBit(mine, v);
            const uint64_t* away = u.apartRow(v);
            for (size_t j = k; j < blocks; ++j)
                cls[j] &= away[j];
        }
    }

    // colourBound for pools of B words, keeping the classes for the repair.
    template <size_t B>
    static int colourFixed(const EldrowUniverse& u, const uint64_t* pool, int limit) {
        using Set = std::array<uint64_t, B>;
        const auto firstOf = [](const Set& x) -> size_t {
            for (size_t k = 0; k < B; ++k)
                if (x[k])
                    return k * 64 + static_cast<size_t>(std::countr_zero(x[k]));
            return SIZE_MAX;
        };
        std::array<Set, kRepairClasses> classes;
        const bool keep = limit < static_cast<int>(kRepairClasses);
        Set left;
        std::copy(pool, pool + B, left.begin());
        clearBit(left.data(), u.target);
        int colours = 0;
        for (size_t first; (first = firstOf(left)) != SIZE_MAX;) {
            if (++colours + 1 > limit + (keep ? 1 : 0))
                return colours + 1;
            Set cls = left, mine{};
            for (size_t v = first; v != SIZE_MAX; v = firstOf(cls)) {
                const uint64_t* away = u.apartRow(v);
                const uint64_t bit = uint64_t{1} << (v % 64);
                left[v / 64] &= ~bit;
                mine[v / 64] |= bit;
                for (size_t k = 0; k < B; ++k)
                    cls[k] &= away[k];
                cls[v / 64] &= ~bit;
            }
            if (keep)
                classes[static_cast<size_t>(colours - 1)] = mine;
        }
        if (colours + 1 > limit && keep && anyClassShared<B>(u, classes.data(), colours))
            return colours;
        return colours + 1;
    }

    // Whether some class's words can each join another class (every member
    // of which it is apart from); the words of one class are apart from one
    // another, so they may join the same class together. Last classes first:
    // greedy leaves its leftovers there.
    template <size_t B>
    static bool anyClassShared(const EldrowUniverse& u, const std::array<uint64_t, B>* classes,
                               int colours) {
        for (int x = colours - 1; x >= 0; --x) {
            bool all = true;
            forEachBit(classes[x].data(), B, [&](size_t v) {
                if (!all)
                    return;
                const uint64_t* away = u.apartRow(v);
                bool fits = false;
                for (int y = 0; y < colours && !fits; ++y) {
                    if (y == x)
                        continue;
                    uint64_t outside = 0;
                    for (size_t k = 0; k < B; ++k)
                        outside |= classes[y][k] & ~away[k];
                    fits = outside == 0;
                }
                all = fits;
            });
            if (all)
                return true;
        }
        return false;
    }

    // The pool after guessing a (into out).
    static void next(const EldrowUniverse& u, const uint64_t* pool, size_t a, uint64_t* out) {
        const uint64_t* same = u.sameRow(a);
        for (size_t k = 0; k < u.blocks; ++k)
            out[k] = pool[k] & same[k];
        clearBit(out, a);
    }
    Bits next(const Bits& pool, size_t a) const {
        Bits out(pool.size());
        next(root, pool.data(), a, out.data());
        return out;
    }

    // Size of the pool after guessing a, without building it.
    static size_t childSize(const EldrowUniverse& u, const uint64_t* pool, size_t a) {
        size_t n = 0;
        const uint64_t* same = u.sameRow(a);
        for (size_t k = 0; k < u.blocks; ++k)
            n += static_cast<size_t>(std::popcount(pool[k] & same[k]));
        return n;  // a itself never shows the target's pattern against itself
    }

    // The pool's name in the memo (its list ids, into key) and its hash.
    static uint64_t keyOf(const EldrowUniverse& u, const uint64_t* pool,
                          std::vector<uint16_t>& key) {
        key.clear();
        forEachBit(pool, u.blocks, [&](size_t a) { key.push_back(u.ids[a]); });
        return PoolMemo::hash(key);
    }
    std::optional<int> known(const Bits& pool) const {
        std::vector<uint16_t> key;
        const uint64_t h = keyOf(root, pool.data(), key);
        return memo.find(key, h);
    }

    // Every 64 pools of a walker (a few milliseconds): cancelled, out of
    // time, or time to say how far the search is.
    void poll(Walker& w) {
        if ((++w.nodes & 63) != 0)
            return;
        const uint64_t total = nodes.fetch_add(64, std::memory_order_relaxed) + 64;
        w.nodes = 0;
        const Clock::time_point now = Clock::now();
        if ((ctx && ctx->cancelled()) || (timed && now > deadline))
            stopped = true;
        const int64_t at = now.time_since_epoch().count();
        int64_t last = lastReport.load(std::memory_order_relaxed);
        if (live && ctx && at - last > 250'000'000 &&
            lastReport.compare_exchange_strong(last, at)) {
            std::string text = std::to_string(total) + " pools · longest so far ";
            text += std::to_string(bestLength.load()) + " · depth " + std::to_string(w.path.size());
            ctx->report({-1.0, std::move(text)});
        }
    }

    // Pools a walker visited since its last report, into the total.
    void settle(Walker& w) {
        nodes.fetch_add(w.nodes, std::memory_order_relaxed);
        w.nodes = 0;
    }

    // The longest chain of a pool of the whole list: exact when longer than
    // floor, else a bound no longer than floor (see the longest() below).
    int longest(const Bits& pool, int floor = 0) {
        std::vector<uint16_t> key;
        return longest(root, pool.data(), key, main, floor);
    }

    // The moves out of a pool: each word's continuation size. A word whose
    // continuation keeps every other word is free: all free words are taken
    // at once, into `rest`. Moves come biggest continuation first, so good
    // chains come early and the bound bites. Moves whose continuations are
    // under `least` cannot matter to the caller: they are left out, the
    // largest of their sizes into `largestLeft`.
    static size_t expand(const EldrowUniverse& u, const uint64_t* pool, size_t size,
                         std::vector<uint64_t>& moves, uint64_t* rest, size_t least = 0,
                         size_t* largestLeft = nullptr) {
        std::copy(pool, pool + u.blocks, rest);
        size_t freeCount = 0, left = 0;
        forEachBit(pool, u.blocks, [&](size_t a) {
            if (a == u.target)
                return;
            const size_t n = childSize(u, pool, a);
            if (n == size - 1) {
                clearBit(rest, a);
                ++freeCount;
            } else if (n < least) {
                left = std::max(left, n);
            } else {
                moves.push_back(move(n, a));
            }
        });
        if (largestLeft)
            *largestLeft = left;
        if (freeCount == 0)
            std::sort(moves.begin(), moves.end());
        return freeCount;
    }

    // The free words of the pool (those not in rest), onto a walker's path.
    static void pushFree(const EldrowUniverse& u, const uint64_t* pool, const uint64_t* rest,
                         Walker& w) {
        forEachBit(pool, u.blocks, [&](size_t a) {
            if (a != u.target && !hasBit(rest, a))
                w.path.push_back(u.ids[a]);
        });
    }

    // The longest chain that uses the pool's words and ends in the target
    // (the pool contains the target), when it is longer than `floor`;
    // otherwise an upper bound no longer than floor (callers that only need
    // to know whether a pool beats floor save the rest). Floor 0: exact.
    // key: room for the pool's name, kept until the call returns.
    int longest(const EldrowUniverse& u, const uint64_t* pool, std::vector<uint16_t>& key,
                Walker& w, int floor) {
        const uint64_t h = keyOf(u, pool, key);
        if (const auto value = memo.find(key, h)) {
            if (*value > 0) {
                record(u, pool, *value, w);
                return *value;
            }
            if (-*value <= floor)
                return -*value;  // known not to beat floor
        }
        return search(u, pool, key, h, w, floor);
    }

    // longest() for a pool whose memo entry, if any, does not settle it;
    // key and h name the pool in the memo.
    int search(const EldrowUniverse& u, const uint64_t* pool, Key key, uint64_t h, Walker& w,
               int floor) {
        poll(w);
        const size_t size = countBits(pool, u.blocks);
        if (halted())
            return 1;
        if (size == 1) {
            record(u, pool, 1, w);
            return 1;
        }
        if ((size + 63) / 64 * 2 <= u.blocks) {  // renumbered, every row at least halves
            EldrowUniverse& small = w.universe(u.level + 1);
            EldrowUniverse::compact(u, pool, small);
            return searchHere(small, small.all.data(), size, key, h, w, floor);
        }
        return searchHere(u, pool, size, key, h, w, floor);
    }

    int searchHere(const EldrowUniverse& u, const uint64_t* pool, size_t size, Key key, uint64_t h,
                   Walker& w, int floor) {
        Frame& f = w.enter(u);
        // A continuation of n gives at most n + 1: below the floor it cannot matter.
        size_t largestLeft = 0;
        const size_t freeCount = expand(u, pool, size, f.moves, f.rest.data(),
                                        static_cast<size_t>(std::max(floor, 0)), &largestLeft);
        int best = 1;  // guess the target now
        // What no guess can beat, when best stays at or below floor.
        int upper = 1 + static_cast<int>(largestLeft);
        if (freeCount > 0) {
            const size_t before = w.path.size();
            pushFree(u, pool, f.rest.data(), w);
            const int free = static_cast<int>(freeCount);
            best = upper = free + longest(u, f.rest.data(), f.key, w, floor - free);
            w.path.resize(before);
        } else {
            for (const uint64_t m : f.moves) {
                const size_t n = moveSize(m), a = moveWord(m);
                // A guess matters only if it beats both the best so far and the floor.
                const int bar = std::max(best, floor);
                if (static_cast<int>(n) + 1 <= bar) {
                    upper = std::max(upper, static_cast<int>(n) + 1);
                    break;  // a pool of n gives at most n more; the rest are smaller
                }
                const size_t blocks = u.blocks;
                uint64_t* child = f.child.data();
                next(u, pool, a, child);
                if (f.classes.empty())
                    classesOf(u, pool, f.classes);
                // The pool's classes bound the child too (a subset of a class
                // is one): often enough, without colouring the child.
                int value = 2 + touched(child, f.classes, blocks, bar - 1);
                if (value > bar) {
                    // A continuation inside one already tried cannot do better:
                    // every chain through it is a chain through the larger one.
                    // (Inside one bounded by the classes, it is bounded too.)
                    const bool dom = f.moves.size() >= kContainedMoves;
                    if (dom && f.tried.insideAny(child, blocks))
                        continue;
                    if (dom)
                        f.tried.add(child, blocks);
                    value = 1 + tryChild(u, child, f.key, bar - 1, a, w);
                }
                best = std::max(best, value);
                upper = std::max(upper, value);
                if (best == static_cast<int>(size))
                    break;  // every word of the pool used: cannot do better
            }
        }
        w.leave();
        // Above the floor every guess ruled out was bounded by at most best: exact.
        const bool exact = best > floor;
        if (!halted()) {
            memo.insert(key, h, exact ? best : -upper);
            if (exact)
                record(u, pool, best, w);
        }
        return exact ? best : upper;
    }

    // A full greedy colouring of the pool (the target left out), class
    // after class, `u.blocks` words each.
    static void classesOf(const EldrowUniverse& u, const uint64_t* pool,
                          std::vector<uint64_t>& classes) {
        const size_t blocks = u.blocks;
        std::array<uint64_t, kMaxBlocks> left;
        std::copy(pool, pool + blocks, left.begin());
        clearBit(left.data(), u.target);
        for (size_t start = 0; start < blocks;) {
            if (left[start] == 0) {
                ++start;
                continue;
            }
            classes.resize(classes.size() + blocks, 0);
            growClassFrom(u, left.data(), start, classes.data() + classes.size() - blocks);
        }
    }

    // How many of the classes the set meets, counting no further than limit + 1.
    static int touched(const uint64_t* set, const std::vector<uint64_t>& classes, size_t blocks,
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

    // The child's longest chain if it beats `floor`, else an upper bound no
    // longer than floor: from the colouring, the memo, or a search. Below
    // the whole list the colouring comes first: it costs less than a memo
    // probe (a cache miss or two) and settles most children, which then
    // need no entry. The whole list's pools are costly to colour: the memo
    // keeps their bounds.
    int tryChild(const EldrowUniverse& u, const uint64_t* child, std::vector<uint16_t>& key,
                 int floor, size_t guess, Walker& w) {
        const bool whole = u.level == 0;
        if (!whole)
            if (const int bound = colourBound(u, child, floor); bound <= floor)
                return bound;
        const uint64_t h = keyOf(u, child, key);
        if (const auto value = memo.find(key, h)) {
            if (*value > 0) {
                w.path.push_back(u.ids[guess]);
                record(u, child, *value, w);
                w.path.pop_back();
                return *value;
            }
            if (-*value <= floor)
                return -*value;
        }
        if (whole)
            if (const int bound = colourBound(u, child, floor); bound <= floor) {
                memo.insert(key, h, -bound);  // the same pool comes back by other paths
                return bound;
            }
        w.path.push_back(u.ids[guess]);
        const int value = search(u, child, key, h, w, floor);
        w.path.pop_back();
        return value;
    }

    // The same for the first pool of a search, its moves shared out among
    // the threads of the arena, all on the one memo. The value is the same
    // as longest()'s; only the work is spread.
    int longestParallel(const Bits& pool, Walker& w) {
        const size_t size = count(pool);
        std::vector<uint64_t> moves;
        Bits rest(pool.size());
        if (size == 1 || expand(root, pool.data(), size, moves, rest.data()) > 0) {
            std::vector<uint16_t> key;
            return longest(root, pool.data(), key, w, 0);
        }
        std::atomic<int> best{1};
        std::atomic<size_t> cursor{0};
        const size_t blocks = root.blocks;
        std::vector<uint64_t> classes;
        classesOf(root, pool.data(), classes);
        TriedSets tried;
        tried.reset(s.n_);
        std::mutex triedMutex;
        const int workers = std::max(1, tbb::this_task_arena::max_concurrency());
        memo.setConcurrent(workers > 1);
        // Each worker takes the next move in order, so the biggest go first.
        tbb::parallel_for(0, workers, [&](int) {
            Walker mine;
            mine.path = w.path;
            Bits child(pool.size());
            std::vector<uint16_t> key;
            for (size_t i; (i = cursor.fetch_add(1)) < moves.size();) {
                const size_t n = moveSize(moves[i]), a = moveWord(moves[i]);
                const int now = best.load();
                if (halted() || static_cast<int>(n) + 1 <= now || now == static_cast<int>(size))
                    continue;
                next(root, pool.data(), a, child.data());
                if (2 + touched(child.data(), classes, blocks, now - 1) <= now)
                    continue;  // bounded by the pool's classes
                {
                    // Inside a continuation some worker took (finished or
                    // not): never better than that one, which counts.
                    std::lock_guard lock(triedMutex);
                    if (tried.insideAny(child.data(), blocks))
                        continue;
                    tried.add(child.data(), blocks);
                }
                const int value = 1 + tryChild(root, child.data(), key, now - 1, a, mine);
                for (int seen = best.load();
                     value > seen && !best.compare_exchange_weak(seen, value);)
                    ;
            }
            settle(mine);
        });
        memo.setConcurrent(false);
        if (!halted()) {
            std::vector<uint16_t> key;
            memo.insert(key, keyOf(root, pool.data(), key), best);
            record(root, pool.data(), best, w);
        }
        return best;
    }

    // A new longest chain: the path to this pool and the pool's best tail,
    // read back from the memo.
    void record(const EldrowUniverse& u, const uint64_t* pool, int value, const Walker& w) {
        const size_t length = w.path.size() + static_cast<size_t>(value);
        if (halted() || length <= bestLength.load(std::memory_order_relaxed))
            return;
        Bits whole(s.blocks_, 0);  // the pool in the whole list's numbering
        forEachBit(pool, u.blocks, [&](size_t a) { setBit(whole.data(), u.ids[a]); });
        std::vector<WordId> chain = w.path;
        if (!tail(whole, chain))
            return;
        std::lock_guard lock(bestMutex);
        if (chain.size() > bestChain.size()) {
            bestChain = std::move(chain);
            bestLength = bestChain.size();
        }
    }

    // Appends a chain that realises the pool's memoised value; only reads
    // the memo (false where it lacks an entry), so it never searches.
    bool tail(const Bits& pool, std::vector<WordId>& out) const {
        const size_t size = count(pool);
        if (size == 1) {
            out.push_back(target);
            return true;
        }
        const auto value = known(pool);
        if (!value || *value < 0)
            return false;  // not solved exactly
        Bits rest = pool;
        bool anyFree = false;
        forEach(pool, [&](size_t a) {
            if (a != target && childSize(root, pool.data(), a) == size - 1) {
                clear(rest, a);
                out.push_back(static_cast<WordId>(a));
                anyFree = true;
            }
        });
        if (anyFree)
            return tail(rest, out);
        if (*value == 1) {
            out.push_back(target);
            return true;
        }
        bool found = false;
        forEach(pool, [&](size_t a) {
            if (found || a == target)
                return;
            const Bits child = next(pool, a);
            const auto c = known(child);
            const bool single = count(child) == 1;
            if ((single && *value == 2) || (c && *c > 0 && 1 + *c == *value)) {
                out.push_back(static_cast<WordId>(a));
                found = tail(child, out);
                if (!found)
                    out.pop_back();
            }
        });
        return found;
    }

    // Whether guessing a from the pool still leaves a chain of `want` in all
    // (child receives the pool after a); cheap bounds rule most guesses out.
    bool reaches(const Bits& pool, size_t a, int want, Bits& child) {
        if (a == target || static_cast<int>(childSize(root, pool.data(), a)) + 1 < want)
            return false;
        child = next(pool, a);
        const auto value = known(child);
        if (value && (*value > 0 ? 1 + *value != want : 1 - *value < want))
            return false;
        if (!(value && *value > 0) && 1 + colourBound(root, child.data(), want - 2) < want)
            return false;
        // Only "does it reach want - 1" matters: a search above that floor
        // (the main search has mostly bounded such pools already).
        return 1 + longest(child, want - 2) == want;
    }

    // How many chains of the pool's longest length there are: every guess
    // that keeps the longest length in reach, summed (saturating).
    uint64_t countLongest(const Bits& pool) {
        if (const auto it = counts.find(pool); it != counts.end())
            return it->second;
        poll(main);
        const int want = longest(pool);
        uint64_t total = want == 1 ? 1 : 0;
        if (want > 1)
            forEach(pool, [&](size_t a) {
                Bits child;
                if (halted() || !reaches(pool, a, want, child))
                    return;
                const uint64_t c = countLongest(child);
                total = total > UINT64_MAX - c ? UINT64_MAX : total + c;
            });
        if (!halted())
            counts.emplace(pool, total);
        return total;
    }

    // Follows the memo to write out longest chains (up to `limit`).
    void chains(const Bits& pool, std::vector<WordId>& prefix,
                std::vector<std::vector<WordId>>& out, size_t limit) {
        if (out.size() >= limit)
            return;
        const int want = longest(pool);
        if (want == 1) {
            prefix.push_back(target);
            out.push_back(prefix);
            prefix.pop_back();
            return;
        }
        forEach(pool, [&](size_t a) {
            Bits child;
            if (out.size() >= limit || !reaches(pool, a, want, child))
                return;
            prefix.push_back(static_cast<WordId>(a));
            chains(child, prefix, out, limit);
            prefix.pop_back();
        });
    }
};

namespace {
// Folds one target's result into the overall one (targets in order, so the
// same for any thread count).
void merge(EldrowResult& out, EldrowResult& r, const EldrowOptions& options) {
    out.nodes += r.nodes;
    out.memoryBytes = std::max(out.memoryBytes, r.memoryBytes);
    out.proven = out.proven && r.proven;
    if (r.length > out.length) {
        out.length = r.length;
        out.chains.clear();
        out.trees.clear();
        out.counted = options.count;
        out.count = 0;
    }
    if (r.length != out.length)
        return;
    for (const auto& c : r.chains)
        if (out.chains.size() < std::max<size_t>(1, options.chains))
            out.chains.push_back(c);
    for (auto& t : r.trees)
        if (out.trees.size() < options.trees)
            out.trees.push_back(std::move(t));
    out.counted = out.counted && r.counted;
    out.count = out.count > UINT64_MAX - r.count ? UINT64_MAX : out.count + r.count;
}
// Every target's result, folded in target order, with each target's length.
EldrowResult mergeTargets(std::vector<EldrowResult>& perTarget, const EldrowOptions& options,
                          JobContext* ctx) {
    EldrowResult out;
    out.words = perTarget.size();
    out.proven = !(ctx && ctx->cancelled());
    out.counted = options.count;
    for (size_t t = 0; t < perTarget.size(); ++t) {
        out.targets.push_back({static_cast<WordId>(t), perTarget[t].length});
        merge(out, perTarget[t], options);
    }
    return out;
}
}  // namespace

EldrowSolver::EldrowSolver(const WordList& words)
    : words_(words), n_(words.size()), blocks_((words.size() + 63) / 64) {
#if defined(__POPCNT__)
    if (!__builtin_cpu_supports("popcnt"))  // built for it: every x86-64 CPU since 2008
        throw std::runtime_error("Eldrow needs a CPU with the POPCNT instruction");
#endif
    if (words.length() > 5)
        throw std::invalid_argument("Eldrow takes words of up to 5 letters");
    if (words.size() > 20000)  // the n x n pattern table, and 16-bit ids in the memo
        throw std::invalid_argument("Eldrow takes lists of up to 20,000 words");
    requireMemory(uint64_t{n_} * n_, "Eldrow's table of " + std::to_string(n_) + " x " +
                                         std::to_string(n_) + " patterns");
    patterns_.resize(n_ * n_);
    tbb::parallel_for(size_t{0}, n_, [&](size_t a) {
        SimdGrader::gradeRow(words.symbols(static_cast<WordId>(a)), words,
                             patterns_.data() + a * n_);
    });
}

EldrowResult EldrowSolver::run(WordId target, const Bits& pool, const std::vector<WordId>& prefix,
                               const EldrowOptions& options, JobContext* ctx, bool alone) const {
    auto search =
        std::make_shared<Search>(*this, target, ctx, options.timeLimitSeconds, pool, prefix);
    search->live = alone;  // a single target: its own progress, all threads on it
    search->main.path = prefix;
    EldrowResult r;
    r.words = n_;
    const int longest =
        static_cast<int>(prefix.size()) +
        (alone ? search->longestParallel(pool, search->main) : search->longest(pool));
    r.proven = !search->halted();
    if (r.proven) {
        r.length = longest;
        std::vector<WordId> chain = prefix;
        // One chain of a search by one thread: the first longest it met (the
        // same on every run). Otherwise read from the memo in word order, so
        // a shared search gives the same chains on any number of threads.
        if (!alone && options.chains <= 1 &&
            search->bestChain.size() == static_cast<size_t>(longest))
            r.chains.push_back(search->bestChain);
        else
            search->chains(pool, chain, r.chains, std::max<size_t>(1, options.chains));
    } else {  // stopped: the longest chain met on the way
        r.length = static_cast<int>(search->bestChain.size());
        if (!search->bestChain.empty())
            r.chains.push_back(search->bestChain);
    }
    if (options.count && r.proven) {
        const uint64_t count = search->countLongest(pool);
        r.counted = !search->halted();
        r.count = r.counted ? count : 0;
    }
    search->settle(search->main);
    r.nodes = search->nodes;
    r.memoryBytes = search->memo.bytes();
    if (options.trees > 0 && r.proven && !search->halted()) {
        search->ctx = nullptr;  // the job ends; the tree lives on
        search->timed = search->live = false;
        auto tree = std::shared_ptr<EldrowTree>(new EldrowTree);
        tree->search_ = std::move(search);
        tree->length_ = r.length;
        tree->root_ = prefix;
        tree->counted_ = r.counted;
        r.trees.push_back(std::move(tree));
    }
    return r;
}

EldrowResult EldrowSolver::forTarget(WordId target, const EldrowOptions& options,
                                     JobContext* ctx) const {
    Bits all(blocks_, 0);
    for (size_t i = 0; i < n_; ++i)
        all[i / 64] |= uint64_t{1} << (i % 64);
    return run(target, all, {}, options, ctx, true);
}

EldrowResult EldrowSolver::forStart(WordId start, const EldrowOptions& options,
                                    JobContext* ctx) const {
    std::vector<EldrowResult> perTarget(n_);
    if (ctx)
        ctx->beginPhase("Eldrow: every target from the start word", n_);
    tbb::parallel_for(size_t{0}, n_, [&](size_t t) {
        if (ctx && ctx->cancelled())
            return;
        Bits pool(blocks_, 0);
        const uint8_t* row = patterns_.data() + size_t{start} * n_;
        for (size_t b = 0; b < n_; ++b)
            if (row[b] == row[t] && b != start)
                pool[b / 64] |= uint64_t{1} << (b % 64);
        if (t == start) {
            perTarget[t].length = 1;
            perTarget[t].proven = true;
            perTarget[t].chains = {{start}};
            perTarget[t].counted = options.count;
            perTarget[t].count = 1;
        } else {
            perTarget[t] = run(static_cast<WordId>(t), pool, {start}, options, ctx, false);
        }
        if (ctx)
            ctx->advance(1);
    });
    return mergeTargets(perTarget, options, ctx);
}

EldrowResult EldrowSolver::global(const EldrowOptions& options, JobContext* ctx) const {
    std::vector<EldrowResult> perTarget(n_);
    if (ctx)
        ctx->beginPhase("Eldrow: every target", n_);
    // Trees of every target would hold every memo at once: none here.
    EldrowOptions each = options;
    each.trees = 0;
    Bits all(blocks_, 0);
    for (size_t i = 0; i < n_; ++i)
        all[i / 64] |= uint64_t{1} << (i % 64);
    tbb::parallel_for(size_t{0}, n_, [&](size_t t) {
        if (ctx && ctx->cancelled())
            return;
        perTarget[t] = run(static_cast<WordId>(t), all, {}, each, ctx, false);
        if (ctx)
            ctx->advance(1);
    });
    return mergeTargets(perTarget, options, ctx);
}

WordId EldrowTree::target() const {
    return search_->target;
}

Bits EldrowTree::poolAfter(const std::vector<WordId>& prefix) const {
    const size_t n = search_->s.n_;
    Bits pool(search_->s.blocks_, 0);
    for (size_t i = 0; i < n; ++i)
        pool[i / 64] |= uint64_t{1} << (i % 64);
    for (WordId g : prefix)
        pool = search_->next(pool, g);
    return pool;
}

std::vector<WordId> EldrowTree::next(const std::vector<WordId>& prefix) const {
    const int remaining = length_ - static_cast<int>(prefix.size());
    const Bits pool = poolAfter(prefix);
    const WordId target = search_->target;
    std::vector<WordId> out;
    if (remaining < 1 || !(pool[target / 64] >> (target % 64) & 1) ||
        search_->longest(pool) != remaining)
        return out;  // not the start of a longest chain
    if (remaining == 1)
        return {target};
    forEach(pool, [&](size_t a) {
        Bits child;
        if (search_->reaches(pool, a, remaining, child))
            out.push_back(static_cast<WordId>(a));
    });
    return out;
}

std::optional<uint64_t> EldrowTree::count(const std::vector<WordId>& prefix) const {
    if (!counted_)
        return std::nullopt;
    const int remaining = length_ - static_cast<int>(prefix.size());
    const Bits pool = poolAfter(prefix);
    const WordId target = search_->target;
    if (remaining < 1 || !(pool[target / 64] >> (target % 64) & 1) ||
        search_->longest(pool) != remaining)
        return 0;
    return search_->countLongest(pool);
}

bool EldrowSolver::admissible(const WordList& words, const std::vector<WordId>& chain) {
    if (chain.empty())
        return false;
    const WordId target = chain.back();
    for (size_t j = 0; j < chain.size(); ++j) {
        for (size_t i = 0; i < j; ++i) {
            if (chain[i] == chain[j])
                return false;
            if (gradeReference(words.symbols(chain[i]), words.symbols(chain[j])) !=
                gradeReference(words.symbols(chain[i]), words.symbols(target)))
                return false;
        }
    }
    return true;
}

}  // namespace guesslab
