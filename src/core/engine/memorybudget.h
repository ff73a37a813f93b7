// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace guesslab {

// A table too large for the memory budget: the message names it and its size.
class MemoryLimitError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// How much memory one table may take: half of physical memory, unless the
// environment variable GUESSLAB_MEMORY_BUDGET sets it (bytes, or a number
// with K, M or G).
uint64_t memoryBudget();
// "12.1 GiB", "640 MiB", "512 KiB".
std::string formatBytes(uint64_t bytes);
// Throws MemoryLimitError when `what` would need more than the budget.
void requireMemory(uint64_t bytes, const std::string& what);

}  // namespace guesslab
