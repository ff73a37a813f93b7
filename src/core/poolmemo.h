#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace guesslab {

// A hash table from word pools (bitsets) to small integers, built for
// searches that look pools up millions of times: open addressing with the
// full hash in each slot, and the keys kept apart as compact id lists, so a
// lookup usually touches one cache line and a hit compares a few dozen ids
// instead of a whole bitset. Exact: a hit always matches the whole key.
class PoolMemo {
public:
    using Bits = std::vector<uint64_t>;

    static uint64_t hash(std::span<const uint64_t> pool);
    std::optional<int> find(std::span<const uint64_t> pool) const;
    std::optional<int> find(std::span<const uint64_t> pool, uint64_t h) const;
    // Adds the pool (absent) with its value.
    void insert(std::span<const uint64_t> pool, uint64_t h, int value);
    // Changes the value of a pool present.
    void assign(std::span<const uint64_t> pool, uint64_t h, int value);
    size_t size() const { return size_; }
    // Bytes held by the table and its keys.
    size_t bytes() const;

private:
    struct Slot {
        uint64_t hash = 0;  // 0: empty (real hashes are made odd)
        uint64_t key = 0;   // where the pool's ids start in keys_
        int32_t value = 0;
    };
    bool matches(const Slot& slot, std::span<const uint64_t> pool) const;
    const Slot* slotOf(std::span<const uint64_t> pool, uint64_t h) const;
    void grow();

    std::vector<Slot> slots_ = std::vector<Slot>(16);  // grows by doubling
    std::vector<uint16_t> keys_;  // per pool: its size, then its word ids ascending
    size_t size_ = 0;
};

}  // namespace guesslab
