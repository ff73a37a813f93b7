// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrowclique.h"

#include "bitgather.h"
#include "bitrow.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace guesslab {

namespace {

// The words a depth of the search works in: rows of `blocks` words, each
// word's "apart" row (the words never in one chain with it), and the
// universe's number of each (none: the universe's own numbering).
struct View {
    const uint64_t* apart = nullptr;
    size_t blocks = 0;
    const uint32_t* ids = nullptr;
};

// One depth of the search: its candidates (in words [low, high) of the
// rows; the others are not read), the words it branches on with their
// colours (only those coloured high enough to matter), and when its
// candidates are few, their own renumbered rows.
struct Level {
    View view;
    std::vector<uint64_t> candidates, left, fits;
    size_t low = 0, high = 0;
    std::vector<uint32_t> words;
    std::vector<uint8_t> colours;
    std::vector<uint64_t> rows;
    std::vector<uint32_t> ids;
};

class Search {
public:
    Search(const EldrowUniverse& u, int want, const std::function<bool()>& stop)
        : u_(u), want_(want), stop_(stop) {}

    void begin(const uint64_t* pool) {
        std::vector<Level>& all = levels();
        if (all.size() < static_cast<size_t>(want_) + 1)
            all.resize(static_cast<size_t>(want_) + 1);  // never resized while in use
        Level& first = all[0];
        first.view = {u_.apart.data(), u_.blocks, nullptr};
        first.candidates.assign(pool, pool + u_.blocks);
        clearBit(first.candidates.data(), u_.target);
        first.low = 0;
        first.high = u_.blocks;
    }
    // Whether the words chosen so far grow to `want` from the candidates
    // of depth `depth`.
    bool grow(size_t depth);

    static std::vector<Level>& levels() {
        thread_local std::vector<Level> scratch;
        return scratch;
    }
    // The words found, in an order that makes them a chain.
    void chainOf(std::vector<uint32_t>& out) const;

private:
    bool keeps(size_t a, size_t b) const { return hasBit(u_.sameRow(a), b); }
    bool orderable(size_t v) const;
    // Each of the words' bits: the words that must come before it.
    std::vector<uint64_t> firstOf(const std::vector<uint32_t>& words) const;
    static bool inOrder(const std::vector<uint64_t>& firstOf, std::vector<uint32_t>* order,
                        const std::vector<uint32_t>& words);
    static void renumber(Level& here, size_t count);

    const EldrowUniverse& u_;
    const int want_;
    const std::function<bool()>& stop_;
    bool stopped_ = false;
    uint32_t branches_ = 0;
    std::vector<uint32_t> chosen_;  // in the universe's numbering
    std::vector<uint32_t> found_;   // the words of a set found
};

// Whether the chosen words and v can be put in order, each keeping all
// after it. A word that keeps another it is not kept by must come first;
// the chosen words can be ordered, so only a cycle through v can stop it,
// and that needs v both after one chosen word and before another.
bool Search::orderable(size_t v) const {
    bool after = false, before = false;
    for (uint32_t c : chosen_) {
        const bool cv = keeps(c, v), vc = keeps(v, c);
        after = after || (cv && !vc);
        before = before || (vc && !cv);
    }
    if (!(after && before))
        return true;
    std::vector<uint32_t> all = chosen_;
    all.push_back(static_cast<uint32_t>(v));
    return inOrder(firstOf(all), nullptr, all);
}

std::vector<uint64_t> Search::firstOf(const std::vector<uint32_t>& words) const {
    const size_t k = words.size();  // at most a few dozen
    std::vector<uint64_t> first(k, 0);
    for (size_t i = 0; i < k; ++i)
        for (size_t j = 0; j < k; ++j)
            if (i != j && keeps(words[j], words[i]) && !keeps(words[i], words[j]))
                first[i] |= uint64_t{1} << j;
    return first;
}

// Whether the words have a topological order (into `order` when given).
bool Search::inOrder(const std::vector<uint64_t>& firstOf, std::vector<uint32_t>* order,
                     const std::vector<uint32_t>& words) {
    const size_t k = words.size();
    uint64_t placed = 0;
    for (size_t round = 0; round < k; ++round) {
        size_t next = k;
        for (size_t i = 0; i < k && next == k; ++i)
            if (!(placed >> i & 1) && (firstOf[i] & ~placed) == 0)
                next = i;
        if (next == k)
            return false;  // a cycle
        placed |= uint64_t{1} << next;
        if (order)
            order->push_back(words[next]);
    }
    return true;
}

void Search::chainOf(std::vector<uint32_t>& out) const {
    out.clear();
    inOrder(firstOf(found_), &out, found_);
}

// The level's candidates get rows of their own, numbered 0..count-1: the
// colourings and intersections below then walk a word or two, not the
// whole universe's rows.
void Search::renumber(Level& here, size_t count) {
    const View from = here.view;
    const uint64_t* mask = here.candidates.data() + here.low;
    const size_t span = here.high - here.low, blocks = (count + 63) / 64;
    const BitGather gather(mask, span);
    here.ids.clear();
    here.rows.resize(count * blocks);
    for (size_t k = 0; k < span; ++k)
        for (uint64_t w = mask[k]; w; w &= w - 1) {
            const size_t b = (here.low + k) * 64 + static_cast<size_t>(std::countr_zero(w));
            gather(from.apart + b * from.blocks + here.low,
                   here.rows.data() + here.ids.size() * blocks);
            here.ids.push_back(from.ids ? from.ids[b] : static_cast<uint32_t>(b));
        }
    here.view = {here.rows.data(), blocks, here.ids.data()};
    here.candidates.assign(blocks, ~uint64_t{0});
    if (count % 64 != 0)
        here.candidates.back() = (uint64_t{1} << (count % 64)) - 1;
    here.low = 0;
    here.high = blocks;
}

bool Search::grow(size_t depth) {
    std::vector<Level>& all = levels();
    Level& here = all[depth];
    const int have = static_cast<int>(chosen_.size());
    const int least = want_ - have;  // the colour a word needs to be worth branching on
    const size_t count = countBits(here.candidates.data() + here.low, here.high - here.low);
    if (static_cast<int>(count) < least)
        return false;
    if (depth == 0 && here.high - here.low >= 2 &&
        (count + 63) / 64 * 3 <= (here.high - here.low) * 2)
        renumber(here, count);
    const View view = here.view;
    const size_t blocks = view.blocks, low = here.low, high = here.high;
    // Greedy colouring of the candidates in word order; words of colour
    // below `least` cannot start a set big enough and are never branched on.
    here.left.resize(blocks);
    here.fits.resize(blocks);
    std::copy(here.candidates.begin() + static_cast<ptrdiff_t>(low),
              here.candidates.begin() + static_cast<ptrdiff_t>(high),
              here.left.begin() + static_cast<ptrdiff_t>(low));
    here.words.clear();
    here.colours.clear();
    int colour = 0;
    for (size_t start = low; start < high;) {
        if (here.left[start] == 0) {
            ++start;
            continue;
        }
        ++colour;
        std::copy(here.left.begin() + static_cast<ptrdiff_t>(start),
                  here.left.begin() + static_cast<ptrdiff_t>(high),
                  here.fits.begin() + static_cast<ptrdiff_t>(start));
        for (size_t j = start; j < high; ++j)
            while (here.fits[j] != 0) {
                const size_t v = j * 64 + static_cast<size_t>(std::countr_zero(here.fits[j]));
                const uint64_t* away = view.apart + v * blocks;
                for (size_t i = j; i < high; ++i)
                    here.fits[i] &= away[i];
                clearBit(here.fits.data(), v);
                clearBit(here.left.data(), v);
                if (colour >= least) {
                    here.words.push_back(static_cast<uint32_t>(v));
                    here.colours.push_back(static_cast<uint8_t>(std::min(colour, 255)));
                }
            }
    }
    // From the last colour down: the words still candidates when v is
    // reached are of v's colour or lower, so no set from them beats it.
    for (size_t i = here.words.size(); i-- > 0;) {
        const size_t v = here.words[i];
        if (have + here.colours[i] < want_)
            return false;
        const size_t id = view.ids ? view.ids[v] : v;
        if (orderable(id)) {
            if (have + 1 >= want_) {
                found_ = chosen_;
                found_.push_back(static_cast<uint32_t>(id));
                return true;
            }
            if ((++branches_ & 4095) == 0 && stop_ && stop_())
                stopped_ = true;
            if (stopped_)
                return false;
            Level& next = all[depth + 1];
            next.view = view;
            next.candidates.resize(blocks);
            const uint64_t* away = view.apart + v * blocks;
            next.low = high;
            next.high = low;
            for (size_t k = low; k < high; ++k)
                if ((next.candidates[k] = here.candidates[k] & ~away[k]) != 0) {
                    next.low = std::min(next.low, k);
                    next.high = k + 1;
                }
            if (next.low >= next.high)
                next.low = next.high = low;  // none
            else
                clearBit(next.candidates.data(), v);  // a word is apart from itself anyway
            chosen_.push_back(static_cast<uint32_t>(id));
            const bool found = grow(depth + 1);
            chosen_.pop_back();
            if (found)
                return true;
        }
        clearBit(here.candidates.data(), v);
    }
    return false;
}

}  // namespace

bool EldrowClique::above(const EldrowUniverse& u, const uint64_t* pool, int floor,
                         const std::function<bool()>& stop, std::vector<uint32_t>* chain) {
    if (chain)
        chain->clear();
    if (floor < 1)
        return true;                // the target alone
    Search search(u, floor, stop);  // floor words besides the target
    search.begin(pool);
    if (!search.grow(0))
        return false;
    if (chain)
        search.chainOf(*chain);
    return true;
}

}  // namespace guesslab
