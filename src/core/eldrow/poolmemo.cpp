// SPDX-License-Identifier: GPL-3.0-or-later
#include "poolmemo.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

namespace guesslab {

// Four ids to a 64-bit word, four independent lanes, so the multiplications
// overlap instead of waiting on one another; then folded and finished.
uint64_t PoolMemo::hash(Key ids) {
    constexpr uint64_t kMul = 0xff51afd7ed558ccdull;
    uint64_t lane[4] = {0x9e3779b97f4a7c15ull, 0xbf58476d1ce4e5b9ull, 0x94d049bb133111ebull,
                        0x2545f4914f6cdd1dull};
    const auto word = [&](size_t i) {  // ids i..i+3, zeros past the end
        uint64_t w = 0;
        for (size_t j = 0; j < 4 && i + j < ids.size(); ++j)
            w |= uint64_t{ids[i + j]} << (16 * j);
        return w;
    };
    size_t i = 0;
    for (; i + 16 <= ids.size(); i += 16)
        for (size_t j = 0; j < 4; ++j) {
            uint64_t w;
            std::memcpy(&w, ids.data() + i + 4 * j, sizeof w);
            lane[j] = (lane[j] ^ w) * kMul;
        }
    for (size_t j = 0; i < ids.size(); i += 4, ++j)
        lane[j] = (lane[j] ^ word(i)) * kMul;
    lane[0] ^= ids.size();
    uint64_t h = lane[0] ^ std::rotl(lane[1], 17) ^ std::rotl(lane[2], 31) ^ std::rotl(lane[3], 47);
    h ^= h >> 29;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 32;
    return h | 1;
}

bool PoolMemo::matches(const Slot& slot, Key pool) const {
    const uint16_t* ids = keys_.data() + slot.key;
    return ids[0] == pool.size() && std::equal(pool.begin(), pool.end(), ids + 1);
}

std::optional<int> PoolMemo::find(Key pool, uint64_t h) const {
    const Slot* s = slotOf(pool, h);
    return s ? std::optional<int>(s->value) : std::nullopt;
}

const PoolMemo::Slot* PoolMemo::slotOf(Key pool, uint64_t h) const {
    const size_t mask = slots_.size() - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        const Slot& s = slots_[i];
        if (s.hash == 0)
            return nullptr;
        if (s.hash == h && matches(s, pool))
            return &s;
    }
}

void PoolMemo::assign(Key pool, uint64_t h, int value) {
    if (const Slot* s = slotOf(pool, h))
        slots_[static_cast<size_t>(s - slots_.data())].value = value;
}

void PoolMemo::insert(Key pool, uint64_t h, int value) {
    if (2 * (size_ + 1) > slots_.size())
        grow();
    const size_t key = keys_.size();
    if (pool.size() > UINT16_MAX)
        throw std::length_error("pool too large for the memo");
    keys_.push_back(static_cast<uint16_t>(pool.size()));
    keys_.insert(keys_.end(), pool.begin(), pool.end());
    const size_t mask = slots_.size() - 1;
    size_t i = h & mask;
    while (slots_[i].hash != 0)
        i = (i + 1) & mask;
    slots_[i] = {h, key, value};
    ++size_;
}

// Twice the slots; entries move by their stored hashes, keys stay put.
void PoolMemo::grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    const size_t mask = slots_.size() - 1;
    for (const Slot& s : old) {
        if (s.hash == 0)
            continue;
        size_t i = s.hash & mask;
        while (slots_[i].hash != 0)
            i = (i + 1) & mask;
        slots_[i] = s;
    }
}

size_t PoolMemo::bytes() const {
    return slots_.capacity() * sizeof(Slot) + keys_.capacity() * sizeof(uint16_t);
}

}  // namespace guesslab
