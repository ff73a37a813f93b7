// SPDX-License-Identifier: GPL-3.0-or-later
#include "memorybudget.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace guesslab {

namespace {

uint64_t physicalMemory() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long size = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && size > 0 ? uint64_t(pages) * uint64_t(size) : uint64_t{8} << 30;
}

// "2G", "512M", "100000": bytes, or 0 when the text is not a size.
uint64_t parseSize(std::string_view text) {
    char* end = nullptr;
    const std::string copy(text);
    const double value = std::strtod(copy.c_str(), &end);
    if (end == copy.c_str() || value <= 0)
        return 0;
    const std::string_view unit(end);
    const double scale = unit.empty()                 ? 1.0
                         : unit == "K" || unit == "k" ? 1024.0
                         : unit == "M" || unit == "m" ? 1024.0 * 1024
                         : unit == "G" || unit == "g" ? 1024.0 * 1024 * 1024
                                                      : 0.0;
    return static_cast<uint64_t>(value * scale);
}

}  // namespace

uint64_t memoryBudget() {
    if (const char* set = std::getenv("GUESSLAB_MEMORY_BUDGET"))
        if (const uint64_t bytes = parseSize(set))
            return bytes;
    return physicalMemory() / 2;
}

std::string formatBytes(uint64_t bytes) {
    char text[32];
    if (bytes >= (uint64_t{1} << 30))
        std::snprintf(text, sizeof text, "%.1f GiB", double(bytes) / double(1 << 30));
    else if (bytes >= (uint64_t{1} << 20))
        std::snprintf(text, sizeof text, "%.0f MiB", double(bytes) / double(1 << 20));
    else
        std::snprintf(text, sizeof text, "%.0f KiB", double(bytes) / 1024.0);
    return text;
}

void requireMemory(uint64_t bytes, const std::string& what) {
    const uint64_t budget = memoryBudget();
    if (bytes > budget)
        throw MemoryLimitError(what + " would need " + formatBytes(bytes) +
                               ", more than the memory budget of " + formatBytes(budget) +
                               (std::getenv("GUESSLAB_MEMORY_BUDGET")
                                    ? std::string(" (set by GUESSLAB_MEMORY_BUDGET)")
                                    : std::string(" (half of physical memory; "
                                                  "GUESSLAB_MEMORY_BUDGET sets it)")));
}

}  // namespace guesslab
