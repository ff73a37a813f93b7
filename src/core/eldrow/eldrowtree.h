// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordlist.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace guesslab {

struct EldrowSearch;

// One target's longest chains, to browse level by level: the search's memo
// answers which guesses still lead to a longest chain after a prefix. Not
// thread-safe (queries extend the memo); it keeps its search, not the solver.
class EldrowTree {
public:
    WordId target() const;
    int length() const { return length_; }
    // The chain every longest chain of this tree starts with (the start
    // word, for a search from one).
    const std::vector<WordId>& root() const { return root_; }
    // The guesses that continue `prefix` (an admissible chain without the
    // target, starting with root()) to a chain of length(); the target
    // itself when only it remains.
    std::vector<WordId> next(const std::vector<WordId>& prefix) const;
    // How many longest chains begin with the prefix; nullopt when the
    // result was not counted.
    std::optional<uint64_t> count(const std::vector<WordId>& prefix) const;

private:
    friend class EldrowSolver;
    std::vector<uint64_t> poolAfter(const std::vector<WordId>& prefix) const;
    // Whether the pool (after a prefix) holds the target and a longest
    // chain of `remaining` more guesses.
    bool longestFrom(const std::vector<uint64_t>& pool, int remaining) const;

    std::shared_ptr<EldrowSearch> search_;
    int length_ = 0;
    std::vector<WordId> root_;
    bool counted_ = false;
};

}  // namespace guesslab
