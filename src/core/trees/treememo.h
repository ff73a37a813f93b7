// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace guesslab {

// What is known of one answer set: its value, or a lower bound of it.
struct MemoEntry {
    int32_t value = 0;
    bool exact = false;  // else value is a lower bound
    uint32_t owner = 0;  // the class search that found it, for `guess`
    int32_t guess = -1;  // that search's local guess id
};

// Exact values and lower bounds of answer sets, keyed by the guesses left,
// the answers (global ids) and in hard mode the words still allowed.
// Each shard is an open-addressing table of slots (the key's hash, where
// its units lie, the entry) over one array holding every key's units: no
// allocation per entry, and a lookup reads one slot and one key.
struct TreeMemo {
    static constexpr size_t kShards = 64;

    class Shard {
    public:
        std::optional<MemoEntry> find(uint64_t hash, const std::u16string& key) const {
            if (slots_.empty())
                return std::nullopt;
            for (size_t i = hash & mask_;; i = (i + 1) & mask_) {
                const Slot& s = slots_[i];
                if (s.hash == 0)
                    return std::nullopt;
                if (matches(s, hash, key))
                    return s.entry;
            }
        }

        // Keeps the better of what is known; returns the units added.
        size_t store(uint64_t hash, const std::u16string& key, const MemoEntry& entry) {
            if ((count_ + 1) * 10 > slots_.size() * 7)
                grow();
            for (size_t i = hash & mask_;; i = (i + 1) & mask_) {
                Slot& s = slots_[i];
                if (s.hash == 0) {
                    s = {hash, units_.size(), static_cast<uint32_t>(key.size()), entry};
                    units_.insert(units_.end(), key.begin(), key.end());
                    ++count_;
                    return key.size();
                }
                if (matches(s, hash, key)) {
                    if (!s.entry.exact && (entry.exact || entry.value > s.entry.value))
                        s.entry = entry;
                    return 0;
                }
            }
        }

        size_t size() const { return count_; }
        size_t bytes() const {
            return slots_.capacity() * sizeof(Slot) + units_.capacity() * sizeof(char16_t);
        }

        std::mutex mutex;

    private:
        struct Slot {
            uint64_t hash = 0;  // 0: empty (hashes are made odd)
            uint64_t offset = 0;
            uint32_t length = 0;
            MemoEntry entry;
        };

        bool matches(const Slot& s, uint64_t hash, const std::u16string& key) const {
            return s.hash == hash && s.length == key.size() &&
                   std::memcmp(units_.data() + s.offset, key.data(),
                               key.size() * sizeof(char16_t)) == 0;
        }

        void grow() {
            std::vector<Slot> old(std::max<size_t>(1024, slots_.size() * 2));
            old.swap(slots_);
            mask_ = slots_.size() - 1;
            for (const Slot& s : old)
                if (s.hash != 0) {
                    size_t i = s.hash & mask_;
                    while (slots_[i].hash != 0)
                        i = (i + 1) & mask_;
                    slots_[i] = s;
                }
        }

        std::vector<Slot> slots_;  // a power of two, at most 70 % full
        size_t mask_ = 0;
        size_t count_ = 0;
        std::vector<char16_t> units_;  // every key, one after another
    };

    std::array<Shard, kShards> shards;
    std::atomic<size_t> keyUnits{0};
    std::atomic<uint32_t> owners{0};

    // Odd, so that no key hashes to an empty slot's 0; the shard from the
    // top bits, the slot from the low ones.
    static uint64_t hashOf(const std::u16string& key) {
        return std::hash<std::u16string>{}(key) | 1;
    }
    Shard& shardOf(uint64_t hash) { return shards[(hash >> 58) % kShards]; }

    std::optional<MemoEntry> find(const std::u16string& key) {
        const uint64_t hash = hashOf(key);
        Shard& shard = shardOf(hash);
        std::lock_guard lock(shard.mutex);
        return shard.find(hash, key);
    }

    void store(const std::u16string& key, const MemoEntry& entry) {
        const uint64_t hash = hashOf(key);
        Shard& shard = shardOf(hash);
        std::lock_guard lock(shard.mutex);
        keyUnits += shard.store(hash, key, entry);
    }

    size_t entries() {
        size_t n = 0;
        for (auto& shard : shards) {
            std::lock_guard lock(shard.mutex);
            n += shard.size();
        }
        return n;
    }
    // The slots and the keys' units, as allocated.
    size_t bytes() {
        size_t n = 0;
        for (auto& shard : shards) {
            std::lock_guard lock(shard.mutex);
            n += shard.bytes();
        }
        return n;
    }
};

}  // namespace guesslab
