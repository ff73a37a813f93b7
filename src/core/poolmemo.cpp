#include "poolmemo.h"

#include <bit>
#include <stdexcept>

namespace guesslab {

// Four independent lanes, so the multiplications overlap instead of
// waiting on one another; then folded and finished.
uint64_t PoolMemo::hash(std::span<const uint64_t> pool) {
    constexpr uint64_t kMul = 0xff51afd7ed558ccdull;
    uint64_t lane[4] = {0x9e3779b97f4a7c15ull, 0xbf58476d1ce4e5b9ull, 0x94d049bb133111ebull,
                        0x2545f4914f6cdd1dull};
    size_t k = 0;
    for (; k + 4 <= pool.size(); k += 4)
        for (int j = 0; j < 4; ++j)
            lane[j] = (lane[j] ^ pool[k + static_cast<size_t>(j)]) * kMul;
    for (; k < pool.size(); ++k)
        lane[k % 4] = (lane[k % 4] ^ pool[k]) * kMul;
    uint64_t h = lane[0] ^ std::rotl(lane[1], 17) ^ std::rotl(lane[2], 31) ^ std::rotl(lane[3], 47);
    h ^= h >> 29;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 32;
    return h | 1;
}

bool PoolMemo::matches(const Slot& slot, std::span<const uint64_t> pool) const {
    const uint16_t* ids = keys_.data() + slot.key;
    size_t count = 0;
    for (uint64_t w : pool)
        count += static_cast<size_t>(std::popcount(w));
    if (ids[0] != count)
        return false;
    for (size_t i = 1; i <= count; ++i)
        if (!(pool[ids[i] / 64] >> (ids[i] % 64) & 1))
            return false;
    return true;
}

std::optional<int> PoolMemo::find(std::span<const uint64_t> pool) const {
    return find(pool, hash(pool));
}

std::optional<int> PoolMemo::find(std::span<const uint64_t> pool, uint64_t h) const {
    const Slot* s = slotOf(pool, h);
    return s ? std::optional<int>(s->value) : std::nullopt;
}

const PoolMemo::Slot* PoolMemo::slotOf(std::span<const uint64_t> pool, uint64_t h) const {
    const size_t mask = slots_.size() - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        const Slot& s = slots_[i];
        if (s.hash == 0)
            return nullptr;
        if (s.hash == h && matches(s, pool))
            return &s;
    }
}

void PoolMemo::assign(std::span<const uint64_t> pool, uint64_t h, int value) {
    if (const Slot* s = slotOf(pool, h))
        slots_[static_cast<size_t>(s - slots_.data())].value = value;
}

void PoolMemo::insert(std::span<const uint64_t> pool, uint64_t h, int value) {
    if (2 * (size_ + 1) > slots_.size())
        grow();
    const size_t key = keys_.size();
    if (key > UINT64_MAX / 2)
        throw std::length_error("pool memo full");
    keys_.push_back(0);
    for (size_t k = 0; k < pool.size(); ++k)
        for (uint64_t w = pool[k]; w; w &= w - 1)
            keys_.push_back(
                static_cast<uint16_t>(k * 64 + static_cast<size_t>(std::countr_zero(w))));
    keys_[key] = static_cast<uint16_t>(keys_.size() - key - 1);
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
