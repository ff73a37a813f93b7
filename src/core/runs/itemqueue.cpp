// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemqueue.h"

#include <algorithm>

namespace guesslab {

ItemQueue::ItemQueue(const std::vector<size_t>& pending, std::vector<std::string> affinity)
    : items_(pending.begin(), pending.end()), affinity_(std::move(affinity)) {}

const std::string& ItemQueue::keyOf(size_t item) const {
    static const std::string none;
    return item < affinity_.size() ? affinity_[item] : none;
}

size_t ItemQueue::take(int worker) {
    auto chosen = items_.begin();
    if (!affinity_.empty()) {
        const auto mine = keyOfWorker_.find(worker);
        // 1. The rest of this worker's key.
        auto same = mine == keyOfWorker_.end() || mine->second.empty()
                        ? items_.end()
                        : std::find_if(items_.begin(), items_.end(),
                                       [&](size_t i) { return keyOf(i) == mine->second; });
        if (same != items_.end()) {
            chosen = same;
        } else {
            // 2. The first item of a key no other worker is on; else 3. the first.
            const auto taken = [&](size_t i) {
                return !keyOf(i).empty() &&
                       std::any_of(keyOfWorker_.begin(), keyOfWorker_.end(), [&](const auto& w) {
                           return w.first != worker && w.second == keyOf(i);
                       });
            };
            const auto free = std::find_if_not(items_.begin(), items_.end(), taken);
            if (free != items_.end())
                chosen = free;
        }
        keyOfWorker_[worker] = keyOf(*chosen);
    }
    const size_t item = *chosen;
    items_.erase(chosen);
    return item;
}

void ItemQueue::putBack(size_t item) {
    items_.push_front(item);
}

}  // namespace guesslab
