#pragma once

#include "poolmemo.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace guesslab {

// The memo of one target's search, shared by the threads that search it:
// pools spread over shards by hash, each shard with its own spin lock (held
// for a probe or two). Locks are taken only while more than one thread
// searches.
class SharedMemo {
public:
    using Key = PoolMemo::Key;
    void setConcurrent(bool on) { concurrent_ = on; }
    std::optional<int> find(Key pool) const { return find(pool, PoolMemo::hash(pool)); }
    std::optional<int> find(Key pool, uint64_t h) const {
        const Shard& s = shards_[h >> 58];
        Guard guard(s, concurrent_);
        return s.memo.find(pool, h);
    }
    // Values: > 0 exact; < 0 an upper bound (the longest chain is at most
    // -value). An exact value replaces a bound, never the other way round.
    void insert(Key pool, uint64_t h, int value) {
        Shard& s = shards_[h >> 58];
        Guard guard(s, concurrent_);
        const auto old = s.memo.find(pool, h);  // another thread may have been here
        if (!old)
            s.memo.insert(pool, h, value);
        else if (*old < 0 && (value > 0 || value > *old))
            s.memo.assign(pool, h, value);
    }
    size_t bytes() const {
        size_t total = 0;
        for (const Shard& s : shards_)
            total += s.memo.bytes();
        return total;
    }

private:
    struct Shard {
        mutable std::atomic<bool> busy{false};
        PoolMemo memo;
    };
    struct Guard {
        const Shard& s;
        bool on;
        Guard(const Shard& shard, bool concurrent) : s(shard), on(concurrent) {
            if (!on)
                return;
            while (s.busy.exchange(true, std::memory_order_acquire))
                while (s.busy.load(std::memory_order_relaxed))
                    ;
        }
        ~Guard() {
            if (on)
                s.busy.store(false, std::memory_order_release);
        }
    };
    std::array<Shard, 64> shards_;
    bool concurrent_ = false;
};

}  // namespace guesslab
