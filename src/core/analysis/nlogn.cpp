// SPDX-License-Identifier: GPL-3.0-or-later
#include "nlogn.h"

#include <cmath>
#include <mutex>

namespace guesslab {

std::shared_ptr<const std::vector<uint64_t>> nLogNTable(size_t n) {
    static std::mutex mutex;
    static std::shared_ptr<const std::vector<uint64_t>> table;
    std::lock_guard lock(mutex);
    if (!table || table->size() <= n) {
        auto grown = std::make_shared<std::vector<uint64_t>>(n + 1, 0);
        for (size_t k = 2; k <= n; ++k)
            (*grown)[k] = static_cast<uint64_t>(std::llround(
                static_cast<double>(k) * std::log2(static_cast<double>(k)) * kNLogNScale));
        table = std::move(grown);
    }
    return table;
}

}  // namespace guesslab
