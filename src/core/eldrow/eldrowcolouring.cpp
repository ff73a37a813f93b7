#include "eldrowcolouring.h"

#include "bitrow.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <type_traits>
#include <utility>

namespace guesslab {

namespace {
// Colourings of small pools keep up to this many classes for a repair.
constexpr size_t kRepairClasses = 32;
// Colourings in universes of up to this many 64-bit words a row have their
// own code.
constexpr size_t kFixedBlocks = 24;
constexpr size_t kMaxBlocks = EldrowUniverse::kMaxBlocks;

// f(std::integral_constant<size_t, B>()) for rows of B <= kFixedBlocks
// words (the loops unrolled), else f(blocks).
template <class F, size_t... I>
int byWidthOf(size_t blocks, F& f, std::index_sequence<I...>) {
    int result = 0;
    const bool fixed =
        ((blocks == I + 1 ? (result = f(std::integral_constant<size_t, I + 1>()), true) : false) ||
         ...);
    return fixed ? result : f(blocks);
}
template <class F>
int byWidth(size_t blocks, F&& f) {
    return byWidthOf(blocks, f, std::make_index_sequence<kFixedBlocks>());
}

// EldrowColouring::recolour for rows of `blocks` words. Each new class
// grows from the old classes in turn, last first, taking every word apart
// from all it has taken: first-fit in that order of the words, so never
// more classes than before.
template <class Blocks>
int recolourOf(const EldrowUniverse& u, std::vector<uint64_t>& classes, int limit, int rounds,
               Blocks blocks) {
    std::array<uint64_t, kMaxBlocks> left, fits;
    size_t k = classes.size() / blocks;
    for (; rounds > 0 && static_cast<int>(k) >= limit; --rounds) {  // the bound k + 1 > limit
        std::fill(left.begin(), left.begin() + blocks, 0);
        for (size_t i = 0; i < k * blocks; ++i)
            left[i % blocks] |= classes[i];
        size_t made = 0;
        for (size_t start = 0; start < blocks;) {
            if (left[start] == 0) {
                ++start;
                continue;
            }
            classes.resize(classes.size() + blocks, 0);  // the old ones stay in front
            uint64_t* mine = classes.data() + classes.size() - blocks;
            std::copy(left.begin() + static_cast<ptrdiff_t>(start), left.begin() + blocks,
                      fits.begin() + static_cast<ptrdiff_t>(start));
            for (size_t c = k; c-- > 0;) {
                const uint64_t* from = classes.data() + c * blocks;
                for (size_t j = start; j < blocks; ++j)
                    // An old class's words are apart from one another: all
                    // that fit now still fit after any of them joins.
                    for (uint64_t w = from[j] & fits[j]; w; w &= w - 1) {
                        const size_t v = j * 64 + static_cast<size_t>(std::countr_zero(w));
                        setBit(mine, v);
                        clearBit(left.data(), v);
                        const uint64_t* away = u.apartRow(v);
                        for (size_t i = start; i < blocks; ++i)
                            fits[i] &= away[i];
                    }
            }
            ++made;
        }
        classes.erase(classes.begin(), classes.begin() + static_cast<ptrdiff_t>(k * blocks));
        k = made;
    }
    return static_cast<int>(k) + 1;
}
}  // namespace

int EldrowColouring::bound(const EldrowUniverse& u, const uint64_t* pool, int limit) {
    return byWidth(u.blocks, [&](auto blocks) {
        if constexpr (std::is_same_v<decltype(blocks), size_t>)
            return boundOf(u, pool, limit);
        else
            return boundFixed<blocks()>(u, pool, limit);
    });
}

// bound for rows of more than kFixedBlocks words.
int EldrowColouring::boundOf(const EldrowUniverse& u, const uint64_t* pool, int limit) {
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

// One greedy class from the words left (the first of them in word
// `start` or later): each next word is the first apart from all taken
// so far. Its words leave `left`, and go into `mine` when given.
void EldrowColouring::growClassFrom(const EldrowUniverse& u, uint64_t* left, size_t start,
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

// bound for pools of B words, keeping the classes for the repair.
template <size_t B>
int EldrowColouring::boundFixed(const EldrowUniverse& u, const uint64_t* pool, int limit) {
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
bool EldrowColouring::anyClassShared(const EldrowUniverse& u,
                                     const std::array<uint64_t, B>* classes, int colours) {
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

int EldrowColouring::recolour(const EldrowUniverse& u, std::vector<uint64_t>& classes, int limit,
                              int rounds) {
    return byWidth(u.blocks,
                   [&](auto blocks) { return recolourOf(u, classes, limit, rounds, blocks); });
}

void EldrowColouring::shareOf(const std::vector<uint64_t>& classes, const uint64_t* set,
                              size_t blocks, std::vector<uint64_t>& out) {
    out.clear();
    for (size_t c = 0; c < classes.size(); c += blocks) {
        uint64_t meet = 0;
        for (size_t k = 0; k < blocks; ++k)
            meet |= classes[c + k] & set[k];
        if (meet)
            for (size_t k = 0; k < blocks; ++k)
                out.push_back(classes[c + k] & set[k]);
    }
}

void EldrowColouring::classes(const EldrowUniverse& u, const uint64_t* pool,
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

}  // namespace guesslab
