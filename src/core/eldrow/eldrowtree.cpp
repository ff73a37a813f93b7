// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrowtree.h"

#include "bitrow.h"
#include "eldrowsearch.h"

namespace guesslab {

WordId EldrowTree::target() const {
    return search_->target;
}

std::vector<uint64_t> EldrowTree::poolAfter(const std::vector<WordId>& prefix) const {
    std::vector<uint64_t> pool = search_->root.all;
    for (WordId g : prefix)
        pool = search_->next(pool, search_->ranks[g]);
    return pool;
}

bool EldrowTree::longestFrom(const std::vector<uint64_t>& pool, int remaining) const {
    return remaining >= 1 && hasBit(pool.data(), search_->root.target) &&
           search_->longest(pool) == remaining;
}

std::vector<WordId> EldrowTree::next(const std::vector<WordId>& prefix) const {
    const int remaining = length_ - static_cast<int>(prefix.size());
    const std::vector<uint64_t> pool = poolAfter(prefix);
    if (!longestFrom(pool, remaining))
        return {};
    if (remaining == 1)
        return {search_->target};
    std::vector<WordId> out;
    search_->inListOrder(pool, [&](size_t a) {
        std::vector<uint64_t> child;
        if (search_->reaches(pool, a, remaining, child))
            out.push_back(search_->words[a]);
    });
    return out;
}

std::optional<uint64_t> EldrowTree::count(const std::vector<WordId>& prefix) const {
    if (!counted_)
        return std::nullopt;
    const std::vector<uint64_t> pool = poolAfter(prefix);
    if (!longestFrom(pool, length_ - static_cast<int>(prefix.size())))
        return 0;
    return search_->countLongest(pool);
}

}  // namespace guesslab
