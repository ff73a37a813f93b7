// SPDX-License-Identifier: GPL-3.0-or-later
#include "tallylayout.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace guesslab {

namespace {

constexpr uint32_t kEmpty = ~uint32_t{0};
// What a position's symbol becomes in a laid-out secret where no guess
// holds it there: no symbol of a guess.
constexpr uint8_t kNotHeld = 63;

// Four tables side by side from groups of this many secrets up: the adds
// of one frequent mask (no agreement, say) then wait on each other only a
// quarter as often. Smaller groups count into one and read it back by
// their masks, which is cheaper than sweeping the table.
constexpr size_t kSplitMin = 256;
constexpr size_t kTable = size_t{1} << TallyLayout::kMaxLength;

size_t wholeBlocks(size_t n) {
    return (n + 63) / 64 * 64;
}

// Each of `keep`'s counts at most its cap.
uint64_t capped(uint64_t counts, uint64_t caps, uint64_t keep) {
    uint64_t out = 0;
    for (; keep; keep &= keep - 1) {
        const int shift = 4 * std::countr_zero(keep);
        out |= std::min((counts >> shift) & 15, (caps >> shift) & 15) << shift;
    }
    return out;
}

}  // namespace

namespace tally_detail {

void masks(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
           const uint8_t* symbols, int count, uint16_t* out, SimdGrader::Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return masksAvx512(columns, stride, n, positions, symbols, count, out);
#endif
    (void)isa;
    masksGeneric(columns, stride, n, positions, symbols, count, out);
}

void onesHistogram(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                   const uint8_t* symbols, int count, uint32_t* hist, SimdGrader::Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (isa == SimdGrader::Isa::Avx512 && onesHistogramAvx512Runs())
        return onesHistogramAvx512(columns, stride, n, positions, symbols, count, hist);
#endif
    (void)isa;
    onesHistogramGeneric(columns, stride, n, positions, symbols, count, hist);
}

bool onesHistogramAvx512Runs() {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    static const bool runs =
        SimdGrader::supported(SimdGrader::Isa::Avx512) && __builtin_cpu_supports("avx512vpopcntdq");
    return runs;
#else
    return false;
#endif
}

void masksGeneric(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                  const uint8_t* symbols, int count, uint16_t* out) {
    std::fill(out, out + n, 0);
    for (int j = 0; j < count; ++j) {
        const uint8_t* column = columns + positions[j] * stride;
        const uint8_t symbol = symbols[j];
        const auto bit = static_cast<uint16_t>(1u << j);
        for (size_t i = 0; i < n; ++i)
            out[i] |= column[i] == symbol ? bit : 0;
    }
}

void onesHistogramGeneric(const uint8_t* columns, size_t stride, size_t n, const uint8_t* positions,
                          const uint8_t* symbols, int count, uint32_t* hist) {
    for (size_t i = 0; i < n; ++i) {
        unsigned mask = 0;
        for (int j = 0; j < count; ++j)
            mask |= unsigned{columns[positions[j] * stride + i] == symbols[j]} << j;
        ++hist[mask];
    }
}

}  // namespace tally_detail

uint64_t TallyLayout::tallyOf(std::span<const uint8_t> word) {
    uint64_t tally = 0;
    for (uint8_t s : word)
        tally += uint64_t{1} << (4 * (s & 15));
    return tally;
}

uint64_t TallyLayout::most(uint64_t a, uint64_t b) {
    uint64_t out = 0;
    for (int shift = 0; shift < 64; shift += 4)
        out |= std::max((a >> shift) & 15, (b >> shift) & 15) << shift;
    return out;
}

bool TallyLayout::applies(uint64_t keep, int length) {
    return length <= kMaxLength && (keep >> 16) == 0;
}

bool TallyLayout::pays(SimdGrader::Isa isa) {
    return isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa);
}

size_t TallyLayout::laidOutSecrets() const {
    size_t n = 0;
    for (const Group& g : groups_)
        n += g.size;
    return n;
}

void TallyLayout::clearIds() {
    idKeys_.assign(1024, 0);
    ids_.assign(1024, kEmpty);
    idsUsed_ = 0;
}

uint32_t TallyLayout::idOf(uint64_t key, uint32_t& next) {
    const auto home = [&](uint64_t k) {
        return ((k * 0x9E3779B97F4A7C15ULL) >> 32) & (ids_.size() - 1);
    };
    size_t slot = home(key);
    while (ids_[slot] != kEmpty) {
        if (idKeys_[slot] == key)
            return ids_[slot];
        slot = (slot + 1) & (ids_.size() - 1);
    }
    idKeys_[slot] = key;
    ids_[slot] = next;
    if (2 * ++idsUsed_ > ids_.size()) {  // at most half full: grow
        const std::vector<uint64_t> keys = std::move(idKeys_);
        const std::vector<uint32_t> ids = std::move(ids_);
        idKeys_.assign(2 * keys.size(), 0);
        ids_.assign(2 * ids.size(), kEmpty);
        for (size_t s = 0; s < ids.size(); ++s)
            if (ids[s] != kEmpty) {
                size_t to = home(keys[s]);
                while (ids_[to] != kEmpty)
                    to = (to + 1) & (ids_.size() - 1);
                idKeys_[to] = keys[s];
                ids_[to] = ids[s];
            }
    }
    return next++;
}

void TallyLayout::prepare(const ProjectedSecrets& secrets, int length, uint64_t caps,
                          SimdGrader::Isa isa) {
    assert(applies(secrets.keep(), length));
    isa_ = isa;
    length_ = length;
    keep_ = secrets.keep();
    caps_ = caps;
    laidOut_ = false;
    const size_t n = secrets.size();
    const uint8_t* const columns = secrets.columns();
    const size_t stride = secrets.stride();

    // Each secret's copies of the kept symbols, 4 bits a symbol.
    uint64_t add[256] = {};
    for (unsigned s = 0; s < 16; ++s)
        if ((keep_ >> s) & 1)
            add[s] = uint64_t{1} << (4 * s);
    counts_.assign(n, 0);
    uint64_t* const counts = counts_.data();
    for (int k = 0; k < length; ++k) {
        const uint8_t* column = columns + static_cast<size_t>(k) * stride;
        for (size_t i = 0; i < n; ++i)
            counts[i] += add[column[i]];
    }

    // Runs of equal counts (a few thousand), then blocks of equal capped
    // counts, each in the order first seen: capping once a run.
    clearIds();
    runKeys_.clear();
    blockOf_.resize(n);
    uint32_t runs = 0;
    for (size_t i = 0; i < n; ++i) {
        const uint32_t run = idOf(counts[i], runs);
        if (run == runKeys_.size())
            runKeys_.push_back(counts[i]);
        blockOf_[i] = run;
    }
    clearIds();
    blocks_.clear();
    blockOfRun_.resize(runKeys_.size());
    uint32_t next = 0;
    for (size_t r = 0; r < runKeys_.size(); ++r) {
        const uint64_t key = capped(runKeys_[r], caps, keep_);
        const uint32_t block = idOf(key, next);
        if (block == blocks_.size())
            blocks_.push_back(Block{key, 0, 0});
        blockOfRun_[r] = block;
    }
    for (size_t i = 0; i < n; ++i) {
        blockOf_[i] = blockOfRun_[blockOf_[i]];
        ++blocks_[blockOf_[i]].size;
    }
    cursor_.resize(blocks_.size());
    for (uint32_t b = 0, at = 0; b < blocks_.size(); ++b) {
        blocks_[b].begin = cursor_[b] = at;
        at += blocks_[b].size;
    }
    for (size_t i = 0; i < n; ++i)  // from here on: the secret's place
        blockOf_[i] = cursor_[blockOf_[i]]++;

    secrets_ = n;
    sortedStride_ = std::max<size_t>(64, wholeBlocks(n));  // read 64 at a time
    sorted_.resize(sortedStride_ * static_cast<size_t>(length));
    for (int k = 0; k < length; ++k) {
        const uint8_t* from = columns + static_cast<size_t>(k) * stride;
        uint8_t* to = sorted_.data() + static_cast<size_t>(k) * sortedStride_;
        for (size_t i = 0; i < n; ++i)
            to[blockOf_[i]] = from[i];
    }
    sortedWeights_.resize(n);
    for (size_t i = 0; i < n; ++i)
        sortedWeights_[blockOf_[i]] = secrets.counts()[i];
    prepared_ = true;
}

void TallyLayout::layOut(uint64_t tally, const Held& held) {
    assert(prepared_ && most(tally, caps_) == caps_);
    tally_ = tally;
    held_ = held;
    // Each block's counts capped at the tally's copies: its group.
    clearIds();
    groups_.clear();
    groupOf_.resize(blocks_.size());
    uint32_t next = 0;
    for (size_t b = 0; b < blocks_.size(); ++b) {
        const uint64_t key = capped(blocks_[b].capped, tally, keep_);
        const uint32_t group = idOf(key, next);
        if (group == groups_.size())
            groups_.push_back(Group{key, 0, 0, 0});
        groups_[group].size += blocks_[b].size;
        groupOf_[b] = group;
    }
    // The blocks of each group, listed group after group.
    memberBegin_.assign(groups_.size() + 1, 0);
    for (uint32_t g : groupOf_)
        ++memberBegin_[g + 1];
    size_t largest = 0;
    for (size_t g = 0; g < groups_.size(); ++g) {
        memberBegin_[g + 1] += memberBegin_[g];
        largest = std::max<size_t>(largest, groups_[g].size);
    }
    members_.resize(blocks_.size());
    cursor_.assign(memberBegin_.begin(), memberBegin_.end() - 1);
    for (uint32_t b = 0; b < blocks_.size(); ++b)
        members_[cursor_[groupOf_[b]]++] = b;

    // Each secret keyed by its symbols where a guess holds them there.
    alignas(64) uint8_t codes[kMaxLength * 64];
    for (int k = 0; k < length_; ++k)
        for (unsigned c = 0; c < 64; ++c)
            codes[64 * k + c] =
                c < 16 && ((held[size_t(k)] >> c) & 1) ? static_cast<uint8_t>(c) : kNotHeld;
    secretKeys_.resize(sortedStride_);
    projection_detail::keys(sorted_.data(), sortedStride_, length_, secrets_, codes, 64,
                            secretKeys_.data(), isa_);

    // Merged group after group, each padded to whole blocks of 64 with
    // keys of no symbol that weigh nothing.
    if (slotKey_.empty()) {
        slotKey_.assign(kMergeSlots, 0);
        slotWeight_.assign(kMergeSlots, 0);
        slotStamp_.assign(kMergeSlots, 0);
        used_.resize(kMergeSlots + 1);
    }
    if (stamp_ > kEmpty - groups_.size()) {
        std::fill(slotStamp_.begin(), slotStamp_.end(), 0);
        stamp_ = 0;
    }
    entries_.resize(largest);
    keys_.resize(secrets_ + 64 * groups_.size());
    weights_.resize(keys_.size());
    size_t at = 0;
    for (uint32_t g = 0; g < groups_.size(); ++g) {
        const size_t size = merge(g);
        Group& group = groups_[g];
        group.begin = static_cast<uint32_t>(at);
        group.size = static_cast<uint32_t>(size);
        group.ones = 0;
        for (size_t e = 0; e < size; ++e)
            group.ones += entries_[e].second == 1;
        size_t one = at, many = at + group.ones;  // weight one first
        for (size_t e = 0; e < size; ++e) {
            const bool single = entries_[e].second == 1;
            const size_t to = single ? one++ : many++;
            keys_[to] = entries_[e].first;
            weights_[to] = entries_[e].second;
        }
        for (at += size; at % 64; ++at) {
            keys_[at] = ~uint64_t{0};
            weights_[at] = 0;
        }
    }
    stride_ = std::max<size_t>(64, at);
    columns_.resize(stride_ * static_cast<size_t>(length_));
    projection_detail::columns(keys_.data(), at, length_, columns_.data(), stride_, isa_);
    laidOut_ = true;
}

size_t TallyLayout::merge(uint32_t g) {
    // A table of slots mapped directly from the key: a key that finds
    // another in its slot sends that one out. Secrets merge only where the
    // table remembers, which is most of the time: the loop has no branch
    // (equal keys meet at random) and the table stays small.
    const uint32_t stamp = ++stamp_;
    size_t slots = 64;
    while (slots < 2 * groups_[g].size && slots < kMergeSlots)
        slots *= 2;
    const int shift = 64 - std::countr_zero(slots);
    uint64_t* const slotKey = slotKey_.data();
    uint32_t* const slotWeight = slotWeight_.data();
    uint32_t* const slotStamp = slotStamp_.data();
    uint32_t* const used = used_.data();
    auto* const entries = entries_.data();
    size_t emitted = 0, usedCount = 0;
    for (uint32_t m = memberBegin_[g]; m < memberBegin_[g + 1]; ++m) {
        const Block& block = blocks_[members_[m]];
        const uint32_t* const weights = sortedWeights_.data() + block.begin;
        const uint64_t* const keys = secretKeys_.data() + block.begin;
        for (uint32_t i = 0; i < block.size; ++i) {
            const uint64_t key = keys[i];
            const size_t s = (key * 0x9E3779B97F4A7C15ULL) >> shift;
            const uint64_t oldKey = slotKey[s];
            const uint32_t oldWeight = slotWeight[s];
            const uint32_t occupied = slotStamp[s] == stamp;
            const uint32_t same = occupied & (oldKey == key);
            entries[emitted] = {oldKey, oldWeight};
            emitted += occupied & ~same & 1;
            used[usedCount] = static_cast<uint32_t>(s);
            usedCount += 1 - occupied;
            slotKey[s] = key;
            slotWeight[s] = weights[i] + (oldWeight & (0u - same));
            slotStamp[s] = stamp;
        }
    }
    for (size_t u = 0; u < usedCount; ++u)
        entries[emitted++] = {slotKey[used[u]], slotWeight[used[u]]};
    return emitted;
}

void TallyLayout::measure(std::span<const std::span<const uint8_t>> guesses, const uint64_t* nLogN,
                          RowClassStats* stats, const JobContext* ctx) {
    assert(prepared_ && !guesses.empty());
    Held held{};
    for (std::span<const uint8_t> guess : guesses) {
        assert(tallyOf(guess) == tallyOf(guesses[0]));
        for (int k = 0; k < length_; ++k)
            held[size_t(k)] |= static_cast<uint16_t>(1u << guess[size_t(k)]);
    }
    const uint64_t tally = tallyOf(guesses[0]);
    if (!laidOut_ || tally != tally_ || held != held_)
        layOut(tally, held);
    masks_.resize(kChunk);
    if (tables_.size() != 4 * kTable)
        tables_.assign(4 * kTable, 0);
    std::fill(stats, stats + guesses.size(), RowClassStats{});
    for (const Group& group : groups_) {
        if (ctx && ctx->cancelled())
            return;
        for (size_t k = 0; k < guesses.size(); ++k)
            measureGroup(group, guesses[k], nLogN, stats[k]);
    }
}

void TallyLayout::measureGroup(const Group& group, std::span<const uint8_t> guess,
                               const uint64_t* nLogN, RowClassStats& stats) {
    // Only the positions whose symbol the group's secrets hold can agree:
    // the masks are made over those alone.
    uint8_t positions[kMaxLength], symbols[kMaxLength];
    int count = 0;
    for (int i = 0; i < length_; ++i) {
        const uint8_t s = guess[static_cast<size_t>(i)];
        assert(s < 16 && ((tally_ >> (4 * s)) & 15) != 0);
        if ((group.capped >> (4 * s)) & 15) {
            positions[count] = static_cast<uint8_t>(i);
            symbols[count] = s;
            ++count;
        }
    }
    const size_t span = size_t{1} << count;
    uint32_t* const t0 = tables_.data();
    uint32_t* const t1 = t0 + kTable;
    uint32_t* const t2 = t1 + kTable;
    uint32_t* const t3 = t2 + kTable;
    const bool split = group.size >= kSplitMin;
    // The secrets of weight one by a tree of ANDs over 512 secrets at a
    // time where the masks are short: one popcount a class, not an add a
    // secret.
    const bool tree = count <= kTreeMax && group.ones >= 64 && isa_ == SimdGrader::Isa::Avx512 &&
                      tally_detail::onesHistogramAvx512Runs();
    const uint16_t* const masks = masks_.data();
    for (size_t base = 0; base < group.size; base += kChunk) {
        const size_t cells = std::min(kChunk, group.size - base);
        const uint8_t* const columns = columns_.data() + group.begin + base;
        const size_t ones = std::clamp<size_t>(group.ones, base, base + cells) - base;
        const size_t from = tree ? ones / 64 * 64 : 0;  // the tree needs no masks
        tally_detail::masks(columns + from, stride_, wholeBlocks(cells) - from, positions, symbols,
                            count, masks_.data() + from, isa_);
        const uint32_t* const w = weights_.data() + group.begin + base;
        size_t d = 0;
        if (tree) {
            tally_detail::onesHistogram(columns, stride_, ones, positions, symbols, count, t0,
                                        isa_);
            d = ones;
        } else {  // without weights
            if (split) {
                const size_t q = ones / 4;
                for (; d < q; ++d) {
                    ++t0[masks[d]];
                    ++t1[masks[d + q]];
                    ++t2[masks[d + 2 * q]];
                    ++t3[masks[d + 3 * q]];
                }
                d = 4 * q;
            }
            for (; d < ones; ++d)
                ++t0[masks[d]];
        }
        if (split) {
            const size_t q = (cells - ones) / 4;
            for (; d < ones + q; ++d) {
                t0[masks[d]] += w[d];
                t1[masks[d + q]] += w[d + q];
                t2[masks[d + 2 * q]] += w[d + 2 * q];
                t3[masks[d + 3 * q]] += w[d + 3 * q];
            }
            d += 3 * q;
        }
        for (; d < cells; ++d)
            t0[masks[d]] += w[d];
    }
    if (split) {
        for (size_t j = 0; j < span; ++j) {
            t0[j] += t1[j] + t2[j] + t3[j];
            t1[j] = t2[j] = t3[j] = 0;
        }
    } else if (!tree && group.size < span) {  // one chunk, all its masks still there
        for (size_t d = 0; d < group.size; ++d)
            if (const uint32_t n = t0[masks[d]]) {
                ++stats.classes;
                stats.largest = std::max(stats.largest, n);
                stats.sumSquares += uint64_t{n} * n;
                stats.sumFixed += nLogN[n];
                t0[masks[d]] = 0;
            }
        return;
    }
    const RowClassStats table = sweepClassTable(t0, span, nLogN, isa_);
    stats.classes += table.classes;
    stats.largest = std::max(stats.largest, table.largest);
    stats.sumSquares += table.sumSquares;
    stats.sumFixed += table.sumFixed;
}

}  // namespace guesslab
