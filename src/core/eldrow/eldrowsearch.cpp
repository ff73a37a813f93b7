#include "eldrowsearch.h"

#include "bitrow.h"
#include "eldrowcolouring.h"
#include "smallestlast.h"

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <string>
#include <utility>

namespace guesslab {

namespace {

using Bits = EldrowSearch::Bits;
using Clock = EldrowSearch::Clock;

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

// Pools with fewer moves have small continuations, rarely one inside
// another: not worth the containment question.
constexpr size_t kContainedMoves = 64;

// Recolourings (EldrowColouring::recolour) of a pool's own classes, and of
// a continuation's share of them before it is searched. Each is worth the
// pools it saves (measured: 2 and 2 did best; an odd count leaves the
// classes in reverse order, which costs 10 %).
constexpr int kPoolRecolourings = 2;
constexpr int kChildRecolourings = 2;

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

// Bit b of out: whether bytes[b] == value (out: (n + 63) / 64 words).
void equalBytes(const uint8_t* bytes, size_t n, uint8_t value, uint64_t* out) {
    size_t b = 0;
#if defined(__x86_64__)
    const __m128i v = _mm_set1_epi8(static_cast<char>(value));
    for (; b + 64 <= n; b += 64) {
        uint64_t bits = 0;
        for (size_t j = 0; j < 64; j += 16) {
            const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + b + j));
            bits |= uint64_t{static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, v)))} << j;
        }
        out[b / 64] = bits;
    }
#endif
    for (; b < n; b += 64) {
        uint64_t bits = 0;
        for (size_t j = 0; j < 64 && b + j < n; ++j)
            bits |= uint64_t{bytes[b + j] == value} << j;
        out[b / 64] = bits;
    }
}

// The pool after guessing a (into out).
void after(const EldrowUniverse& u, const uint64_t* pool, size_t a, uint64_t* out) {
    const uint64_t* same = u.sameRow(a);
    for (size_t k = 0; k < u.blocks; ++k)
        out[k] = pool[k] & same[k];
    clearBit(out, a);
}

// Size of the pool after guessing a, without building it.
size_t childSize(const EldrowUniverse& u, const uint64_t* pool, size_t a) {
    size_t n = 0;
    const uint64_t* same = u.sameRow(a);
    for (size_t k = 0; k < u.blocks; ++k)
        n += static_cast<size_t>(std::popcount(pool[k] & same[k]));
    return n;  // a itself never shows the target's pattern against itself
}

// The pool's name in the memo (its ranks, into key) and its hash.
uint64_t keyOf(const EldrowUniverse& u, const uint64_t* pool, std::vector<uint16_t>& key) {
    key.clear();
    forEachBit(pool, u.blocks, [&](size_t a) { key.push_back(u.ids[a]); });
    return PoolMemo::hash(key);
}

// Moves in integer order: biggest continuation first, ties in word order.
// Many moves share few sizes, so they are counted into place by size (the
// words come in ascending order, which the count keeps); a few are sorted.
void sortMoves(std::vector<uint64_t>& moves) {
    if (moves.size() < 64) {
        std::sort(moves.begin(), moves.end());
        return;
    }
    size_t largest = 0;
    for (const uint64_t m : moves)
        largest = std::max(largest, moveSize(m));
    thread_local std::vector<uint32_t> start;
    thread_local std::vector<uint64_t> sorted;
    start.assign(largest + 2, 0);
    for (const uint64_t m : moves)
        ++start[largest - moveSize(m) + 1];
    for (size_t i = 1; i < start.size(); ++i)
        start[i] += start[i - 1];
    sorted.resize(moves.size());
    for (const uint64_t m : moves)
        sorted[start[largest - moveSize(m)]++] = m;
    moves.swap(sorted);
}

// The moves out of a pool: each word's continuation size. A word whose
// continuation keeps every other word is free: all free words are taken
// at once, into `rest`. Moves come biggest continuation first, so good
// chains come early and the bound bites. Moves whose continuations are
// under `least` cannot matter to the caller: they are left out, the
// largest of their sizes into `largestLeft`.
size_t expand(const EldrowUniverse& u, const uint64_t* pool, size_t size,
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
        sortMoves(moves);
    return freeCount;
}

// The free words of the pool (those not in rest), onto a walker's path.
void pushFree(const EldrowUniverse& u, const uint64_t* pool, const uint64_t* rest,
              EldrowSearch::Walker& w) {
    forEachBit(pool, u.blocks, [&](size_t a) {
        if (a != u.target && !hasBit(rest, a))
            w.path.push_back(u.ids[a]);
    });
}

}  // namespace

EldrowSearch::EldrowSearch(const uint8_t* patterns, size_t n, WordId t, JobContext* c, double limit,
                           const Bits& wordPool, const std::vector<WordId>& prefix)
    : target(t), ctx(c) {
    const size_t listBlocks = (n + 63) / 64;
    // The words the search can guess (the pool's, then the prefix's) and
    // the words each keeps, by list id.
    std::vector<WordId> guessable;
    forEach(wordPool, [&](size_t a) { guessable.push_back(static_cast<WordId>(a)); });
    for (WordId a : prefix)
        if (!hasBit(wordPool.data(), a))
            guessable.push_back(a);
    Bits kept(guessable.size() * listBlocks);
    for (size_t i = 0; i < guessable.size(); ++i) {
        const uint8_t* row = patterns + size_t{guessable[i]} * n;
        equalBytes(row, n, row[t], kept.data() + i * listBlocks);
    }
    rank(kept, n, wordPool, guessable);
    // The root universe: the guessable words only, by rank.
    const size_t m = words.size(), blocks = (m + 63) / 64;
    root.ids.resize(m);
    for (size_t i = 0; i < m; ++i)
        root.ids[i] = static_cast<uint16_t>(i);
    root.blocks = blocks;
    root.target = ranks[t];
    root.all.assign(blocks, 0);
    for (size_t i = 0; i < m; ++i)
        setBit(root.all.data(), i);
    // The rows by rank: a word keeps few, so each row is set bit by bit.
    root.same.assign(m * blocks, 0);
    root.apart.assign(m * blocks, 0);
    for (size_t i = 0; i < guessable.size(); ++i) {
        uint64_t* same = root.same.data() + size_t{ranks[guessable[i]]} * blocks;
        const uint64_t* keeps = kept.data() + i * listBlocks;
        forEachBit(keeps, listBlocks, [&](size_t b) {
            if (ranks[b] != kNoRank)
                setBit(same, ranks[b]);
        });
    }
    const Bits pool = toRanks(wordPool);
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

// Ranks the words: the pool's in smallest-last order (Matula and Beck's)
// of the graph joining two words when one keeps the other (they can share
// a chain): the word with the fewest neighbours goes last and leaves the
// graph, then the next, and so on; the words outside the pool after them.
// Greedy colourings take the words in rank order, and in this order they
// need fewer classes, so the bounds bite sooner: on the 2315 answers the
// search meets 40 % fewer pools than in list order.
void EldrowSearch::rank(const Bits& kept, size_t n, const Bits& pool,
                        const std::vector<WordId>& guessable) {
    const size_t blocks = pool.size();
    std::vector<uint32_t> local(n);  // a pool word's place in guessable
    const size_t m = count(pool), localBlocks = (m + 63) / 64;
    for (size_t i = 0; i < m; ++i)
        local[guessable[i]] = static_cast<uint32_t>(i);
    Bits near(m * localBlocks, 0);  // by place in guessable
    for (size_t i = 0; i < m; ++i) {
        const uint64_t* keeps = kept.data() + i * blocks;
        for (size_t k = 0; k < blocks; ++k)
            for (uint64_t w = keeps[k] & pool[k]; w; w &= w - 1) {
                const size_t b = k * 64 + static_cast<size_t>(std::countr_zero(w));
                if (b != guessable[i]) {
                    setBit(near.data() + i * localBlocks, local[b]);
                    setBit(near.data() + local[b] * localBlocks, i);
                }
            }
    }
    std::vector<uint32_t> order;
    smallestLast(near.data(), m, localBlocks, order);
    words.clear();
    for (uint32_t i : order)
        words.push_back(guessable[i]);
    words.insert(words.end(), guessable.begin() + static_cast<ptrdiff_t>(m), guessable.end());
    ranks.assign(n, kNoRank);
    for (size_t i = 0; i < words.size(); ++i)
        ranks[words[i]] = static_cast<uint32_t>(i);
}

EldrowSearch::Bits EldrowSearch::toRanks(const Bits& pool) const {
    Bits out(root.blocks, 0);
    forEach(pool, [&](size_t w) {
        if (ranks[w] != kNoRank)
            setBit(out.data(), ranks[w]);
    });
    return out;
}

std::vector<WordId> EldrowSearch::toRanks(const std::vector<WordId>& chain) const {
    std::vector<WordId> out;
    for (WordId w : chain)
        out.push_back(ranks[w]);
    return out;
}

EldrowSearch::Frame& EldrowSearch::Walker::enter(const EldrowUniverse& u) {
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

EldrowUniverse& EldrowSearch::Walker::universe(int level) {
    while (universes.size() <= static_cast<size_t>(level))
        universes.push_back(std::make_unique<EldrowUniverse>());
    return *universes[static_cast<size_t>(level)];
}

size_t EldrowSearch::BitsHash::operator()(const Bits& b) const {
    uint64_t h = 1469598103934665603ull;
    for (uint64_t w : b)
        h = (h ^ w) * 1099511628211ull;
    return static_cast<size_t>(h);
}

EldrowSearch::Bits EldrowSearch::next(const Bits& pool, size_t a) const {
    Bits out(pool.size());
    after(root, pool.data(), a, out.data());
    return out;
}

std::optional<int> EldrowSearch::known(const Bits& pool) const {
    std::vector<uint16_t> key;
    const uint64_t h = keyOf(root, pool.data(), key);
    return memo.find(key, h);
}

// Every 64 pools of a walker (a few milliseconds): cancelled, out of
// time, or time to say how far the search is.
void EldrowSearch::poll(Walker& w) {
    if ((++w.nodes & 63) != 0)
        return;
    const uint64_t total = nodes.fetch_add(64, std::memory_order_relaxed) + 64;
    w.nodes = 0;
    const Clock::time_point now = Clock::now();
    if ((ctx && ctx->cancelled()) || (timed && now > deadline))
        stopped = true;
    const int64_t at = now.time_since_epoch().count();
    int64_t last = lastReport.load(std::memory_order_relaxed);
    if (live && ctx && at - last > 250'000'000 && lastReport.compare_exchange_strong(last, at)) {
        ctx->report({-1.0,
                     "%1 pools · longest so far %2 · depth %3",
                     {std::to_string(total), std::to_string(bestLength.load()),
                      std::to_string(w.path.size())}});
    }
}

void EldrowSearch::settle(Walker& w) {
    nodes.fetch_add(w.nodes, std::memory_order_relaxed);
    w.nodes = 0;
}

int EldrowSearch::longest(const Bits& pool, int floor) {
    std::vector<uint16_t> key;
    return longest(root, pool.data(), key, main, floor);
}

// The longest chain that uses the pool's words and ends in the target
// (the pool contains the target), when it is longer than `floor`;
// otherwise an upper bound no longer than floor (callers that only need
// to know whether a pool beats floor save the rest). Floor 0: exact.
// key: room for the pool's name, kept until the call returns.
int EldrowSearch::longest(const EldrowUniverse& u, const uint64_t* pool, std::vector<uint16_t>& key,
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
int EldrowSearch::search(const EldrowUniverse& u, const uint64_t* pool, Key key, uint64_t h,
                         Walker& w, int floor) {
    poll(w);
    const size_t size = countBits(pool, u.blocks);
    if (halted())
        return 1;
    if (size == 1) {
        record(u, pool, 1, w);
        return 1;
    }
    if ((size + 63) / 64 * 3 <= u.blocks * 2) {  // renumbered once rows shrink by a third
        EldrowUniverse& small = w.universe(u.level + 1);
        EldrowUniverse::compact(u, pool, small);
        return searchHere(small, small.all.data(), size, key, h, w, floor);
    }
    return searchHere(u, pool, size, key, h, w, floor);
}

int EldrowSearch::searchHere(const EldrowUniverse& u, const uint64_t* pool, size_t size, Key key,
                             uint64_t h, Walker& w, int floor) {
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
            after(u, pool, a, child);
            if (f.classes.empty()) {
                EldrowColouring::classes(u, pool, f.classes);
                EldrowColouring::recolour(u, f.classes, 0, kPoolRecolourings);
            }
            // The pool's classes bound the child too (a subset of a class
            // is one): often enough, without colouring the child.
            int value = 2 + EldrowColouring::touched(child, f.classes, blocks, bar - 1);
            if (value > bar) {
                // A continuation inside one already tried cannot do better:
                // every chain through it is a chain through the larger one.
                // (Inside one bounded by the classes, it is bounded too.)
                const bool dom = f.moves.size() >= kContainedMoves;
                if (dom && f.tried.insideAny(child, blocks))
                    continue;
                if (dom)
                    f.tried.add(child, blocks);
                value = 1 + tryChild(u, child, f.classes, f.key, bar - 1, a, w);
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

// The child's longest chain if it beats `floor`, else an upper bound no
// longer than floor: from colourings, the memo, or a search. Below the
// root a greedy colouring comes first: it costs less than a memo probe (a
// cache miss or two) and settles most children, which then need no entry;
// before a search, the parent's classes (`classes`) cut down to the child
// and recoloured. The root's pools (the whole list, for a search over it)
// are costly to colour (recolouring them costs more than it saves): the
// memo keeps their bounds.
int EldrowSearch::tryChild(const EldrowUniverse& u, const uint64_t* child,
                           const std::vector<uint64_t>& classes, std::vector<uint16_t>& key,
                           int floor, size_t guess, Walker& w) {
    const bool whole = u.level == 0;
    if (!whole)
        if (const int bound = EldrowColouring::bound(u, child, floor); bound <= floor)
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
        if (const int bound = EldrowColouring::bound(u, child, floor); bound <= floor) {
            memo.insert(key, h, -bound);  // the same pool comes back by other paths
            return bound;
        }
    if (!whole) {
        EldrowColouring::shareOf(classes, child, u.blocks, w.colouring);
        if (const int bound = EldrowColouring::recolour(u, w.colouring, floor, kChildRecolourings);
            bound <= floor) {
            memo.insert(key, h, -bound);
            return bound;
        }
    }
    w.path.push_back(u.ids[guess]);
    const int value = search(u, child, key, h, w, floor);
    w.path.pop_back();
    return value;
}

int EldrowSearch::longestParallel(const Bits& pool, Walker& w) {
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
    EldrowColouring::classes(root, pool.data(), classes);
    EldrowColouring::recolour(root, classes, 0, kPoolRecolourings);
    TriedSets tried;
    tried.reset(root.ids.size());
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
            after(root, pool.data(), a, child.data());
            if (2 + EldrowColouring::touched(child.data(), classes, blocks, now - 1) <= now)
                continue;  // bounded by the pool's classes
            {
                // Inside a continuation some worker took (finished or
                // not): never better than that one, which counts.
                std::lock_guard lock(triedMutex);
                if (tried.insideAny(child.data(), blocks))
                    continue;
                tried.add(child.data(), blocks);
            }
            const int value = 1 + tryChild(root, child.data(), classes, key, now - 1, a, mine);
            for (int seen = best.load(); value > seen && !best.compare_exchange_weak(seen, value);)
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
void EldrowSearch::record(const EldrowUniverse& u, const uint64_t* pool, int value,
                          const Walker& w) {
    const size_t length = w.path.size() + static_cast<size_t>(value);
    if (halted() || length <= bestLength.load(std::memory_order_relaxed))
        return;
    Bits whole(root.blocks, 0);  // the pool in the root's numbering
    forEachBit(pool, u.blocks, [&](size_t a) { setBit(whole.data(), u.ids[a]); });
    std::vector<WordId> chain = w.path;
    if (!tail(whole, chain))
        return;
    for (WordId& a : chain)
        a = words[a];
    std::lock_guard lock(bestMutex);
    if (chain.size() > bestChain.size()) {
        bestChain = std::move(chain);
        bestLength = bestChain.size();
    }
}

// Appends a chain that realises the pool's memoised value; only reads
// the memo (false where it lacks an entry), so it never searches.
bool EldrowSearch::tail(const Bits& pool, std::vector<WordId>& out) const {
    const size_t size = count(pool);
    if (size == 1) {
        out.push_back(static_cast<WordId>(root.target));
        return true;
    }
    const auto value = known(pool);
    if (!value || *value < 0)
        return false;  // not solved exactly
    Bits rest = pool;
    bool anyFree = false;
    forEach(pool, [&](size_t a) {
        if (a != root.target && childSize(root, pool.data(), a) == size - 1) {
            clear(rest, a);
            out.push_back(static_cast<WordId>(a));
            anyFree = true;
        }
    });
    if (anyFree)
        return tail(rest, out);
    if (*value == 1) {
        out.push_back(static_cast<WordId>(root.target));
        return true;
    }
    bool found = false;
    forEach(pool, [&](size_t a) {
        if (found || a == root.target)
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

bool EldrowSearch::reaches(const Bits& pool, size_t a, int want, Bits& child) {
    if (a == root.target || static_cast<int>(childSize(root, pool.data(), a)) + 1 < want)
        return false;
    child = next(pool, a);
    const auto value = known(child);
    if (value && (*value > 0 ? 1 + *value != want : 1 - *value < want))
        return false;
    if (!(value && *value > 0) && 1 + EldrowColouring::bound(root, child.data(), want - 2) < want)
        return false;
    // Only "does it reach want - 1" matters: a search above that floor
    // (the main search has mostly bounded such pools already).
    return 1 + longest(child, want - 2) == want;
}

// How many chains of the pool's longest length there are: every guess
// that keeps the longest length in reach, summed (saturating).
uint64_t EldrowSearch::countLongest(const Bits& pool) {
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

void EldrowSearch::chains(const Bits& pool, std::vector<WordId>& prefix,
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
        prefix.push_back(words[a]);
        chains(child, prefix, out, limit);
        prefix.pop_back();
    });
}

}  // namespace guesslab
