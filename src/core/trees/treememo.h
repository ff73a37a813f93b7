// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

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
struct TreeMemo {
    static constexpr size_t kShards = 64;
    struct Shard {
        std::mutex mutex;
        std::unordered_map<std::u16string, MemoEntry> map;
    };
    std::array<Shard, kShards> shards;
    std::atomic<size_t> keyUnits{0};
    std::atomic<uint32_t> owners{0};

    Shard& shardOf(size_t hash) { return shards[(hash >> 20) % kShards]; }

    std::optional<MemoEntry> find(const std::u16string& key) {
        Shard& shard = shardOf(std::hash<std::u16string>{}(key));
        std::lock_guard lock(shard.mutex);
        const auto it = shard.map.find(key);
        if (it == shard.map.end())
            return std::nullopt;
        return it->second;
    }

    void store(std::u16string key, const MemoEntry& entry) {
        Shard& shard = shardOf(std::hash<std::u16string>{}(key));
        const size_t units = key.size();
        std::lock_guard lock(shard.mutex);
        const auto [it, fresh] = shard.map.try_emplace(std::move(key), entry);
        if (fresh)
            keyUnits += units;
        else if (!it->second.exact && (entry.exact || entry.value > it->second.value))
            it->second = entry;
    }

    size_t entries() {
        size_t n = 0;
        for (auto& shard : shards) {
            std::lock_guard lock(shard.mutex);
            n += shard.map.size();
        }
        return n;
    }
    // Table slots, nodes and key storage, roughly as libstdc++ lays them out.
    size_t bytes() {
        const size_t n = entries();
        return n * (sizeof(MemoEntry) + sizeof(std::u16string) + 2 * sizeof(void*) + 8) +
               2 * keyUnits.load();
    }
};

}  // namespace guesslab
