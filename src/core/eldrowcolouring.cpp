#include "eldrowcolouring.h"

#include "bitrow.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <utility>

namespace guesslab {

namespace {
// Colourings of small pools keep up to this many classes for a repair.
constexpr size_t kRepairClasses = 32;
// Colourings in universes of up to this many 64-bit words a row have their
// own code.
constexpr size_t kFixedBlocks = 16;
constexpr size_t kMaxBlocks = EldrowUniverse::kMaxBlocks;
}  // namespace

int EldrowColouring::bound(const EldrowUniverse& u, const uint64_t* pool, int limit) {
    if (u.blocks <= kFixedBlocks)  // small pools: the loops unrolled
        return boundSmall(u, pool, limit, std::make_index_sequence<kFixedBlocks>());
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

// boundFixed<u.blocks>.
template <size_t... I>
int EldrowColouring::boundSmall(const EldrowUniverse& u, const uint64_t* pool, int limit,
                                std::index_sequence<I...>) {
    int bound = 0;
    ((u.blocks == I + 1 ? (bound = boundFixed<I + 1>(u, pool, limit), true) : false) || ...);
    return bound;
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
