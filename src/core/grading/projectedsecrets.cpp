// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectedsecrets.h"

#include <algorithm>
#include <bit>
#include <cassert>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace guesslab {

namespace {

uint64_t mix(uint64_t key) {  // spreads the packed symbols over the slot bits
    key *= 0x9E3779B97F4A7C15ULL;
    return key ^ (key >> 29);
}

// Four records (a cache line, 64-byte aligned at `to`) stored past the
// caches.
template <class Record>
void streamLine(const Record* from, Record* to) {
    static_assert(sizeof(Record) == 16);
#if defined(__SSE2__)
    for (int k = 0; k < 4; ++k)
        _mm_stream_si128(reinterpret_cast<__m128i*>(to + k),
                         _mm_loadu_si128(reinterpret_cast<const __m128i*>(from + k)));
#else
    std::copy(from, from + 4, to);
#endif
}

void storeFence() {
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

// seen[s]: what symbol s becomes, itself if kept, else the stand-in (a
// symbol not kept, so no kept guess holds it; none is needed if all 64 are).
void standIns(uint64_t keep, uint8_t* seen) {
    const uint8_t standIn = keep == ~uint64_t{0} ? 0 : static_cast<uint8_t>(std::countr_one(keep));
    for (unsigned s = 0; s < 64; ++s)
        seen[s] = (keep >> s) & 1 ? static_cast<uint8_t>(s) : standIn;
}

}  // namespace

namespace projection_detail {
void keys(const uint8_t* columns, size_t stride, int length, size_t n, const uint8_t* seen,
          size_t seenStride, uint64_t* keys, SimdGrader::Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return keysAvx512(columns, stride, length, n, seen, seenStride, keys);
#endif
    (void)isa;
    keysGeneric(columns, stride, length, n, seen, seenStride, keys);
}

// In one pass over the keys: a pass a column would read them from memory
// ten times for Nerdle 10.
void columns(const uint64_t* keys, size_t n, int length, uint8_t* columns, size_t stride,
             SimdGrader::Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return columnsAvx512(keys, n, length, columns, stride);
#endif
    (void)isa;
    columnsGeneric(keys, n, length, columns, stride);
}

void keysGeneric(const uint8_t* columns, size_t stride, int length, size_t n, const uint8_t* seen,
                 size_t seenStride, uint64_t* keys) {
    std::fill(keys, keys + n, 0);
    for (int k = 0; k < length; ++k) {
        const uint8_t* column = columns + static_cast<size_t>(k) * stride;
        const uint8_t* table = seen + static_cast<size_t>(k) * seenStride;
        const int shift = 6 * k;
        for (size_t i = 0; i < n; ++i)
            keys[i] |= uint64_t{table[column[i]]} << shift;
    }
}

void columnsGeneric(const uint64_t* keys, size_t n, int length, uint8_t* columns, size_t stride) {
    for (size_t i = 0; i < n; ++i)
        for (int k = 0; k < length; ++k)
            columns[static_cast<size_t>(k) * stride + i] =
                static_cast<uint8_t>((keys[i] >> (6 * k)) & 63);
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
        projection_detail::keys(secrets.column(0), secrets.columnStride(), length, n, seen, 0,
                                keys_.data(), isa);
    else
        for (size_t i = 0; i < n; ++i) {
            const std::span<const uint8_t> word = secrets.symbols(ids[i]);
            uint64_t key = 0;
            for (int k = 0; k < length; ++k)
                key |= uint64_t{seen[word[static_cast<size_t>(k)]]} << (6 * k);
            keys_[i] = key;
        }
    finish(n, length, nullptr, keep, isa);
}

void ProjectedSecrets::projectFrom(const ProjectedSecrets& coarse, uint64_t keep, int length,
                                   SimdGrader::Isa isa) {
    assert((coarse.keep() & keep) == keep);
    const size_t n = coarse.size();
    alignas(64) uint8_t seen[64];
    standIns(keep, seen);
    keys_.resize((n + 63) / 64 * 64);
    projection_detail::keys(coarse.columns(), coarse.stride(), length, n, seen, 0, keys_.data(),
                            isa);
    finish(n, length, coarse.counts(), keep, isa);
}

void ProjectedSecrets::finish(size_t n, int length, const uint32_t* weights, uint64_t keep,
                              SimdGrader::Isa isa) {
    std::fill(counts_.begin(), counts_.begin() + static_cast<ptrdiff_t>(distinct_), 0);
    counts_.resize(n + 1);  // entries past the distinct ones stay 0
    keyOf_.resize(n + 1);
    if (mapsSecrets_)
        projectionOf_.resize(n);
    const size_t distinct = weights ? placeKeys<true>(n, weights) : placeKeys<false>(n, nullptr);
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
    columns_.resize(stride_ * static_cast<size_t>(length));
    projection_detail::columns(placed, distinct, length, columns_.data(), stride_, isa);
    for (int k = 0; k < length; ++k) {
        uint8_t* const column = columns_.data() + static_cast<size_t>(k) * stride_;
        std::fill(column + distinct, column + stride_, Alphabet::kNoSymbol);
    }
    keep_ = keep;
    projected_ = true;
}

template <bool Weighted>
size_t ProjectedSecrets::placeKeys(size_t n, const uint32_t* weights) {
    // In two steps, so that no step reaches at random beyond the second-level
    // cache (a table of every key would: tens of megabytes for Nerdle 10,
    // each key a cache line read and written back from memory). First the
    // keys are laid out by the top bits of their hash, in parts of about
    // kPartKeys; then each part's keys are made distinct in a table that
    // stays in the caches. Equal keys share a part.
    const int bits =
        n < 2 * kPartKeys ? 0 : std::min(16, static_cast<int>(std::bit_width(n / kPartKeys)) - 1);
    const size_t parts = size_t{1} << bits;
    const auto partOf = [bits](uint64_t key) {
        return bits == 0 ? uint64_t{0} : mix(key) >> (64 - bits);
    };
    const uint64_t* const keys = keys_.data();
    size_.assign(parts, 0);
    for (size_t i = 0; i < n; ++i)
        ++size_[partOf(keys[i])];
    // Each part begins at a cache line (four records), so that its records
    // can be gathered a line at a time and written past the caches: the
    // lines are then not read from memory first.
    begin_.resize(parts);
    size_t largest = 0, total = 0;
    for (size_t p = 0; p < parts; ++p) {
        begin_[p] = static_cast<uint32_t>(total);
        total += (size_[p] + 3) / 4 * 4;
        largest = std::max<size_t>(largest, size_[p]);
    }
    records_.resize(total + 4);  // and room to begin at a line
    const size_t skip = (64 - reinterpret_cast<uintptr_t>(records_.data()) % 64) % 64;
    Record* const records = records_.data() + skip / sizeof(Record);
    next_.assign(begin_.begin(), begin_.end());
    staging_.resize(4 * parts);
    uint32_t* const next = next_.data();
    Record* const staging = staging_.data();
    for (size_t i = 0; i < n; ++i) {
        const uint64_t key = keys[i];
        uint32_t weight = 1;
        if constexpr (Weighted)
            weight = weights[i];
        const size_t p = partOf(key);
        const uint32_t at = next[p]++;
        staging[4 * p + at % 4] = Record{key, weight, static_cast<uint32_t>(i)};
        if (at % 4 == 3)
            streamLine(staging + 4 * p, records + at - 3);
    }
    for (size_t p = 0; p < parts; ++p)  // the parts' last lines, not whole
        std::copy(staging + 4 * p, staging + 4 * p + next[p] % 4, records + next[p] / 4 * 4);
    storeFence();

    // A part's table, at most half full: a stamp marks the slots the part
    // has taken, so nothing is emptied between parts.
    size_t slots = 64;
    while (slots < 2 * largest)
        slots *= 2;
    if (slots_.size() < slots || stamp_ > ~uint32_t{0} - parts) {
        slots_.assign(std::max(slots, slots_.size()), Slot{0, 0, 0});
        stamp_ = 0;
    }
    const uint64_t slotMask = slots - 1;
    const int slotShift = 64 - std::countr_zero(slots);
    // The top bits chose the part: the slot comes from the top bits of a
    // second product (the low bits of the first miss the high symbols).
    const auto home = [slotShift](uint64_t key) {
        return (mix(key) * 0xBF58476D1CE4E5B9ULL) >> slotShift;
    };
    // Raw pointers: stores through them would otherwise make the compiler
    // reload the members after each one.
    Slot* const table = slots_.data();
    uint32_t* const counts = counts_.data();
    uint64_t* const keyOf = keyOf_.data();
    uint32_t* const projectionOf = mapsSecrets_ ? projectionOf_.data() : nullptr;
    uint32_t distinct = 0;
    for (size_t p = 0; p < parts; ++p) {
        const uint32_t stamp = ++stamp_;
        const size_t end = begin_[p] + size_[p];
        for (size_t r = begin_[p]; r < end; ++r) {
            const Record record = records[r];
            uint64_t slot = home(record.key);
            // One test to leave the probe (a free slot or the key), so the
            // usual case, the first slot, is one predicted branch.
            while ((table[slot].stamp != stamp) + (table[slot].key == record.key) == 0)
                slot = (slot + 1) & slotMask;
            const Slot here = table[slot];
            const bool fresh = here.stamp != stamp;
            const uint32_t d = fresh ? distinct : here.projection;
            table[slot] = Slot{record.key, d, stamp};
            keyOf[distinct] = record.key;  // kept only if fresh
            distinct += fresh;
            counts[d] += record.weight;
            if (projectionOf)
                projectionOf[record.secret] = d;
        }
    }
    return distinct;
}

}  // namespace guesslab
