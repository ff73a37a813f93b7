#include "triedsets.h"

#include <bit>

namespace guesslab {

void TriedSets::reset(size_t words) {
    words_ = words;
    count_ = 0;
}

void TriedSets::add(const uint64_t* set, size_t blocks) {
    const size_t group = count_ / 64;
    const uint64_t bit = uint64_t{1} << (count_ % 64);
    if (count_ % 64 == 0) {  // a fresh group: its rows start empty
        if (groups_.size() <= group)
            groups_.emplace_back();
        groups_[group].assign(words_, 0);
    }
    std::vector<uint64_t>& holders = groups_[group];
    for (size_t k = 0; k < blocks; ++k)
        for (uint64_t w = set[k]; w; w &= w - 1)
            holders[k * 64 + static_cast<size_t>(std::countr_zero(w))] |= bit;
    ++count_;
}

bool TriedSets::insideAny(const uint64_t* set, size_t blocks) const {
    for (size_t group = 0; group * 64 < count_; ++group) {
        const size_t inGroup = count_ - group * 64;
        uint64_t meet = inGroup >= 64 ? ~uint64_t{0} : (uint64_t{1} << inGroup) - 1;
        const uint64_t* holders = groups_[group].data();
        for (size_t k = 0; k < blocks && meet; ++k)
            for (uint64_t w = set[k]; w && meet; w &= w - 1)
                meet &= holders[k * 64 + static_cast<size_t>(std::countr_zero(w))];
        if (meet)
            return true;
    }
    return false;
}

bool insideAnyPlain(const uint64_t* set, const uint64_t* sets, size_t n, size_t blocks) {
    for (size_t i = 0; i < n; ++i, sets += blocks) {
        bool inside = true;
        for (size_t k = 0; k < blocks; ++k)
            inside = inside && (set[k] & ~sets[k]) == 0;
        if (inside)
            return true;
    }
    return false;
}

}  // namespace guesslab
