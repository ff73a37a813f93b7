// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace guesslab {

// A hash table from word pools to small integers, built for searches that
// look pools up millions of times. A pool is the ascending list of its word
// ids, so it is the same key however a search numbers its words. Open
// addressing with the full hash in each slot and the keys kept apart, so a
// lookup usually touches one cache line before the one compare of a hit.
// Exact: a hit always matches the whole key.
class PoolMemo {
public:
    using Key = std::span<const uint16_t>;

    static uint64_t hash(Key pool);
    std::optional<int> find(Key pool) const { return find(pool, hash(pool)); }
    std::optional<int> find(Key pool, uint64_t h) const;
    // Adds the pool (absent) with its value.
    void insert(Key pool, uint64_t h, int value);
    // Changes the value of a pool present.
    void assign(Key pool, uint64_t h, int value);
    size_t size() const { return size_; }
    // Bytes held by the table and its keys.
    size_t bytes() const;

private:
    struct Slot {
        uint64_t hash = 0;  // 0: empty (real hashes are made odd)
        uint64_t key = 0;   // where the pool's ids start in keys_
        int32_t value = 0;
    };
    bool matches(const Slot& slot, Key pool) const;
    const Slot* slotOf(Key pool, uint64_t h) const;
    void grow();

    std::vector<Slot> slots_ = std::vector<Slot>(16);  // grows by doubling
    std::vector<uint16_t> keys_;                       // per pool: its size, then its word ids
    size_t size_ = 0;
};

}  // namespace guesslab
