#include "projectedsecrets.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace guesslab {

namespace {

uint64_t mix(uint64_t key) {  // spreads the packed symbols over the slot bits
    key *= 0x9E3779B97F4A7C15ULL;
    return key ^ (key >> 29);
}

// seen[s]: what symbol s becomes, itself if kept, else the stand-in (a
// symbol not kept, so no kept guess holds it; none is needed if all 64 are).
void standIns(uint64_t keep, uint8_t* seen) {
    const uint8_t standIn = keep == ~uint64_t{0} ? 0 : static_cast<uint8_t>(std::countr_one(keep));
    for (unsigned s = 0; s < 64; ++s)
        seen[s] = (keep >> s) & 1 ? static_cast<uint8_t>(s) : standIn;
}

// Keys of `count` words given as columns, 64 at a time with AVX-512.
void keysOfColumns(const uint8_t* columns, size_t stride, int length, size_t count,
                   const uint8_t* seen, uint64_t* keys, SimdGrader::Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return projection_detail::keysAvx512(columns, stride, length, count, seen, keys);
#endif
    (void)isa;
    projection_detail::keysGeneric(columns, stride, length, count, seen, keys);
}

}  // namespace

namespace projection_detail {
void keysGeneric(const uint8_t* columns, size_t stride, int length, size_t n, const uint8_t* seen,
                 uint64_t* keys) {
    std::fill(keys, keys + n, 0);
    for (int k = 0; k < length; ++k) {
        const uint8_t* column = columns + static_cast<size_t>(k) * stride;
        const int shift = 6 * k;
        for (size_t i = 0; i < n; ++i)
            keys[i] |= uint64_t{seen[column[i]]} << shift;
    }
}
}  // namespace projection_detail

uint64_t ProjectedSecrets::symbolsOf(std::span<const uint8_t> word) {
    uint64_t mask = 0;
    for (uint8_t s : word)
        mask |= uint64_t{1} << s;
    return mask;
}

void ProjectedSecrets::project(const WordList& secrets, std::span<const WordId> ids, uint64_t keep,
                               SimdGrader::Isa isa) {
    const int length = secrets.length();
    const size_t n = ids.size();
    alignas(64) uint8_t seen[64];
    standIns(keep, seen);
    keys_.resize((n + 63) / 64 * 64);  // whole blocks, as the AVX-512 kernel writes them
    if (n == secrets.size() && std::is_sorted(ids.begin(), ids.end()))  // the whole list
        keysOfColumns(secrets.column(0), secrets.columnStride(), length, n, seen, keys_.data(),
                      isa);
    else
        for (size_t i = 0; i < n; ++i) {
            const std::span<const uint8_t> word = secrets.symbols(ids[i]);
            uint64_t key = 0;
            for (int k = 0; k < length; ++k)
                key |= uint64_t{seen[word[static_cast<size_t>(k)]]} << (6 * k);
            keys_[i] = key;
        }
    finish(n, length, nullptr, keep);
}

void ProjectedSecrets::projectFrom(const ProjectedSecrets& coarse, uint64_t keep, int length,
                                   SimdGrader::Isa isa) {
    assert((coarse.keep() & keep) == keep);
    const size_t n = coarse.size();
    alignas(64) uint8_t seen[64];
    standIns(keep, seen);
    keys_.resize((n + 63) / 64 * 64);
    keysOfColumns(coarse.columns(), coarse.stride(), length, n, seen, keys_.data(), isa);
    finish(n, length, coarse.counts(), keep);
}

void ProjectedSecrets::finish(size_t n, int length, const uint32_t* weights, uint64_t keep) {
    std::fill(counts_.begin(), counts_.begin() + static_cast<ptrdiff_t>(distinct_), 0);
    counts_.resize(n + 1);  // entries past the distinct ones stay 0
    keyOf_.resize(n + 1);
    projectionOf_.resize(n);
    // A table for up to 7 in 8 of the keys being distinct (with Nerdle,
    // about one in three are); if more are, once more with room for all.
    const auto place = [&](size_t room) {
        return weights ? placeKeys<true>(n, room, weights) : placeKeys<false>(n, room, nullptr);
    };
    size_t distinct = place(n + n / 4);
    if (distinct > n) {
        std::fill(counts_.begin(), counts_.end(), 0);
        distinct = place(2 * n);
    }
    distinct_ = distinct;

    // The projections standing for a single secret first (with Nerdle, 70 %
    // of the cells a ranking grades), in their order, then the others in
    // theirs: a ranking counts the first without reading their counts.
    uint32_t* const counts = counts_.data();
    ones_ = static_cast<size_t>(std::count(counts, counts + distinct, 1u));
    placeOf_.resize(distinct);
    uint32_t* const placeOf = placeOf_.data();
    uint64_t* const placed = keys_.data();  // the keys in their places (done with the secrets')
    const uint64_t* const keyOf = keyOf_.data();
    // Without branches (which a third of projections would mispredict).
    for (uint32_t d = 0, one = 0, many = static_cast<uint32_t>(ones_); d < distinct; ++d) {
        const bool single = counts[d] == 1;
        placeOf[d] = single ? one : many;
        one += single;
        many += !single;
        placed[placeOf[d]] = keyOf[d];
    }
    // In place: a projection of several moves to a place at or after its
    // own, which, going down, has been read already; one of one writes to
    // the spare entry at n instead, zeroed again after.
    for (size_t d = distinct; d-- > 0;)
        counts[counts[d] == 1 ? n : placeOf[d]] = counts[d];
    counts[n] = 0;
    std::fill(counts, counts + ones_, 1u);

    // The distinct projections as columns, padded as a word list's up to
    // the kernels' next block of lanes.
    stride_ = (distinct + WordList::kColumnPadding - 1) / WordList::kColumnPadding *
              WordList::kColumnPadding;
    columns_.assign(stride_ * static_cast<size_t>(length), Alphabet::kNoSymbol);
    for (int k = 0; k < length; ++k) {
        uint8_t* const column = columns_.data() + static_cast<size_t>(k) * stride_;
        const int at = 6 * k;
        for (size_t d = 0; d < distinct; ++d)
            column[d] = static_cast<uint8_t>((placed[d] >> at) & 63);
    }
    keep_ = keep;
    projected_ = true;
}

template <bool Weighted>
size_t ProjectedSecrets::placeKeys(size_t n, size_t room, const uint32_t* weights) {
    // Open addressing. The table lies beyond the first caches: the slot of
    // a key some way ahead is fetched while this one is placed, and the
    // placing does not branch on whether the key is new (a third are, at
    // random), so the fetches overlap.
    size_t slots = 64;
    while (slots < room)
        slots *= 2;
    const size_t full = slots / 10 * 7;
    // A slot is taken only if it bears this placing's stamp: nothing to
    // empty between projections.
    if (slots_.size() < slots || stamp_ == ~uint32_t{0}) {
        slots_.assign(std::max(slots, slots_.size()), Slot{0, 0, 0});
        stamp_ = 0;
    }
    const uint32_t stamp = ++stamp_;
    const uint64_t slotMask = slots - 1;
    const int shift = 64 - std::countr_zero(slots);
    const auto home = [&](uint64_t key) { return mix(key) >> shift; };
    constexpr size_t kAhead = 32;
    // Raw pointers: stores through them would otherwise make the compiler
    // reload the members after each one.
    Slot* const table = slots_.data();
    const uint64_t* const keys = keys_.data();
    uint32_t* const counts = counts_.data();
    uint64_t* const keyOf = keyOf_.data();
    uint32_t* const projectionOf = projectionOf_.data();
    uint32_t distinct = 0;
    for (size_t i = 0; i < n; ++i) {
        if (i + kAhead < n)
            __builtin_prefetch(&table[home(keys[i + kAhead])]);
        const uint64_t key = keys[i];
        uint64_t slot = home(key);
        // One test to leave the probe (a free slot or the key), so the
        // usual case, the first slot, is one predicted branch.
        while ((table[slot].stamp != stamp) + (table[slot].key == key) == 0)
            slot = (slot + 1) & slotMask;
        const Slot here = table[slot];
        const bool fresh = here.stamp != stamp;
        const uint32_t d = fresh ? distinct : here.projection;
        table[slot] = Slot{key, d, stamp};
        keyOf[distinct] = key;  // kept only if fresh
        distinct += fresh;
        if constexpr (Weighted)
            counts[d] += weights[i];
        else
            ++counts[d];
        projectionOf[i] = d;
        if (distinct > full)
            return ~size_t{0};  // too full to probe quickly
    }
    return distinct;
}

}  // namespace guesslab
