// SPDX-License-Identifier: GPL-3.0-or-later
#include "anysettables.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <numeric>

namespace guesslab {

AnySetTables::AnySetTables(const GameLists& lists, const PatternMatrix& matrix)
    : matrix_(matrix), n_(lists.answers().size()) {
    order_.resize(matrix.guessCount());
    std::iota(order_.begin(), order_.end(), WordId{0});
    std::vector<uint32_t> classes(matrix.guessCount());
    tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(order_.size())),
                      [&](auto r) {
                          std::vector<uint8_t> seen(patternCount(lists.length()));
                          for (WordId g = r.begin(); g != r.end(); ++g) {
                              std::fill(seen.begin(), seen.end(), 0);
                              for (WordId a = 0; a < n_; ++a)
                                  if (!seen[matrix.at(g, a).value]++)
                                      ++classes[g];
                          }
                      });
    std::stable_sort(order_.begin(), order_.end(),
                     [&](WordId a, WordId b) { return classes[a] > classes[b]; });
    m_ = std::min(kProbes, order_.size());
    patterns_ = patternCount(lists.length());
    feedback_.resize(n_ * m_);
    members_.resize(m_ * n_);
    start_.assign(m_ * (patterns_ + 1), 0);
    for (size_t i = 0; i < m_; ++i) {
        uint32_t* start = start_.data() + i * (patterns_ + 1);
        for (WordId a = 0; a < n_; ++a) {
            const uint16_t p = matrix.at(order_[i], a).value;
            feedback_[a * m_ + i] = p;
            ++start[p + 1];
        }
        std::partial_sum(start, start + patterns_ + 1, start);
        std::vector<uint32_t> next(start, start + patterns_);
        for (WordId a = 0; a < n_; ++a)
            members_[i * n_ + next[feedback(a, i)]++] = a;
        uint64_t pairs = 0;
        for (uint32_t p = 0; p < patterns_; ++p) {
            const uint64_t size = start[p + 1] - start[p];
            pairs += size * (size - 1) / 2;
        }
        alikePairs_.push_back(pairs);
    }
    weights_.resize(n_ * n_);
    tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(n_), 16), [&](auto r) {
        for (WordId a = r.begin(); a != r.end(); ++a)
            for (WordId b = 0; b < n_; ++b)
                weights_[a * n_ + b] = static_cast<uint8_t>(countAlike(a, b));
    });
}

bool AnySetTables::separates(WordId g, std::span<const WordId> S) const {
    for (size_t i = 0; i < S.size(); ++i)
        for (size_t j = i + 1; j < S.size(); ++j)
            if (matrix_.at(g, S[i]) == matrix_.at(g, S[j]))
                return false;
    return true;
}

bool AnySetTables::probeSeparates(size_t probe, std::span<const WordId> S) const {
    for (size_t i = 0; i < S.size(); ++i)
        for (size_t j = i + 1; j < S.size(); ++j)
            if (alike(probe, S[i], S[j]))
                return false;
    return true;
}

std::optional<WordId> AnySetTables::laterSeparating(std::span<const WordId> S) const {
    for (size_t k = m_; k < order_.size(); ++k)
        if (separates(order_[k], S))
            return order_[k];
    return std::nullopt;
}

uint32_t AnySetTables::countAlike(WordId a, WordId b) const {
    const uint16_t* x = feedback_.data() + a * m_;
    const uint16_t* y = feedback_.data() + b * m_;
    uint32_t w = 0;
    for (size_t i = 0; i < m_; ++i)
        w += x[i] == y[i];
    return w;
}

std::vector<HeavyPair> heavyPairs(const AnySetTables& t, uint32_t least) {
    const size_t n = t.answers();
    tbb::enumerable_thread_specific<std::vector<HeavyPair>> parts;
    tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(n), 16), [&](auto r) {
        auto& part = parts.local();
        for (WordId b = r.begin(); b != r.end(); ++b)
            for (WordId c = b + 1; c < n; ++c)
                if (const uint32_t w = t.weight(b, c); w >= least)
                    part.push_back({b, c, w});
    });
    std::vector<HeavyPair> heavy;
    for (auto& part : parts)
        heavy.insert(heavy.end(), part.begin(), part.end());
    std::sort(heavy.begin(), heavy.end(), [](const HeavyPair& x, const HeavyPair& y) {
        return std::pair(x.b, x.c) < std::pair(y.b, y.c);
    });
    return heavy;
}

}  // namespace guesslab
