// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrowsearch.h"

#include "bitrow.h"
#include "eldrowclique.h"
#include "smallestlast.h"

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

// The words of the pool whose continuation keeps every other word are
// free: all of them are taken at once. Returns how many; rest receives
// the pool without them.
size_t takeFree(const EldrowUniverse& u, const uint64_t* pool, size_t size, uint64_t* rest) {
    std::copy(pool, pool + u.blocks, rest);
    size_t freeCount = 0;
    forEachBit(pool, u.blocks, [&](size_t a) {
        if (a != u.target && childSize(u, pool, a) == size - 1) {
            clearBit(rest, a);
            ++freeCount;
        }
    });
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

// Every 64 pools of a walker: cancelled, out of time, or time to say how
// far the search is (the test by cliques asks too, between pools).
void EldrowSearch::poll(Walker& w) {
    if ((++w.nodes & 63) != 0)
        return;
    nodes.fetch_add(64, std::memory_order_relaxed);
    w.nodes = 0;
    check(w);
}

// Cancelled or out of time: stopped (and says so). A single target's
// search says how far it is, four times a second.
bool EldrowSearch::check(const Walker& w) {
    const Clock::time_point now = Clock::now();
    if ((ctx && ctx->cancelled()) || (timed && now > deadline))
        stopped = true;
    const int64_t at = now.time_since_epoch().count();
    int64_t last = lastReport.load(std::memory_order_relaxed);
    if (live && ctx && at - last > 250'000'000 && lastReport.compare_exchange_strong(last, at)) {
        ctx->report({-1.0,
                     "%1 pools · longest so far %2 · depth %3",
                     {std::to_string(nodes.load() + w.nodes), std::to_string(bestLength.load()),
                      std::to_string(w.path.size())}});
    }
    return halted();
}

// Into the memo: an exact value replaces a bound, a tighter bound a
// looser one (the pool may have been bounded below a lower floor before).
void EldrowSearch::remember(Key pool, uint64_t h, int value) {
    const auto old = memo.find(pool, h);
    if (!old)
        memo.insert(pool, h, value);
    else if (*old < 0 && (value > 0 || value > *old))
        memo.assign(pool, h, value);
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
    const size_t freeCount = takeFree(u, pool, size, f.rest.data());
    int best = 1;   // guess the target now
    int upper = 1;  // what no guess can beat, when best stays at or below floor
    if (freeCount > 0) {
        const size_t before = w.path.size();
        pushFree(u, pool, f.rest.data(), w);
        const int free = static_cast<int>(freeCount);
        best = upper = free + longest(u, f.rest.data(), f.key, w, floor - free);
        w.path.resize(before);
    } else {
        // Each round asks for a chain longer than the best so far and the
        // floor, by cliques (one search over the whole pool, where a bound
        // per guess would need one each); its first word is a guess that
        // beats them, searched at once. When there is none, best is exact,
        // or at or below the floor, the floor bounds the pool.
        while (!halted()) {
            const int bar = std::max(best, floor);
            if (bar >= static_cast<int>(size) ||
                !EldrowClique::above(
                    u, pool, bar, [&] { return check(w); }, &f.chain)) {
                upper = bar;
                break;
            }
            const size_t a = f.chain.front();
            after(u, pool, a, f.child.data());
            best = std::max(best, 1 + descend(u, f.child.data(), f.key, bar - 1, a, w));
        }
    }
    w.leave();
    // Above the floor every guess ruled out was bounded by at most best: exact.
    const bool exact = best > floor;
    if (!halted()) {
        remember(key, h, exact ? best : -upper);
        if (exact)
            record(u, pool, best, w);
    }
    return exact ? best : upper;
}

// The longest chain of the pool after `guess` (child) if it beats floor,
// else an upper bound no longer than floor: from the memo or a search.
int EldrowSearch::descend(const EldrowUniverse& u, const uint64_t* child,
                          std::vector<uint16_t>& key, int floor, size_t guess, Walker& w) {
    const uint64_t h = keyOf(u, child, key);
    const auto known = memo.find(key, h);
    if (known && *known < 0 && -*known <= floor)
        return -*known;
    w.path.push_back(u.ids[guess]);
    int value;
    if (known && *known > 0) {
        value = *known;
        record(u, child, value, w);
    } else {
        value = search(u, child, key, h, w, floor);
    }
    w.path.pop_back();
    return value;
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
