// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "patternmatrix.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace guesslab {

// The tables the any-N-in-K searches share: every guess in order of how
// many classes it splits the answers into (the likeliest to tell a set
// apart first), and the first of them, the probes, as a table by answer
// with each probe's classes, and for every pair of answers how many probes
// leave them alike (its weight).
//
// A failing set leaves some of its pairs alike under every probe, so one of
// its N(N-1)/2 pairs is alike under at least that share of the probes: a
// heavy pair. Look-alike words make few heavy pairs; the searches start
// from each of them.
class AnySetTables {
public:
    static constexpr size_t kProbes = 128;  // weights fit a byte

    AnySetTables(const GameLists& lists, const PatternMatrix& matrix);

    size_t answers() const { return n_; }
    size_t probes() const { return m_; }
    size_t guesses() const { return order_.size(); }
    // The feedback of a guess that is the answer: its class holds it alone.
    uint16_t green() const { return static_cast<uint16_t>(patterns_ - 1); }
    // The k-th guess in order (the probes first).
    WordId guess(size_t k) const { return order_[k]; }
    uint16_t feedback(WordId a, size_t probe) const { return feedback_[a * m_ + probe]; }
    bool alike(size_t probe, WordId a, WordId b) const {
        return feedback(a, probe) == feedback(b, probe);
    }
    // How many probes leave a and b alike.
    uint32_t weight(WordId a, WordId b) const { return weights_[a * n_ + b]; }
    // The answers alike with a under a probe (a included).
    std::span<const WordId> classOf(size_t probe, WordId a) const {
        const uint32_t* start = start_.data() + probe * (patterns_ + 1);
        const uint16_t p = feedback(a, probe);
        return {members_.data() + probe * n_ + start[p], start[p + 1] - start[p]};
    }

    // How many pairs of answers a probe leaves alike.
    uint64_t alikePairs(size_t probe) const { return alikePairs_[probe]; }

    // True when guess g gives every answer of S its own feedback.
    bool separates(WordId g, std::span<const WordId> S) const;
    bool probeSeparates(size_t probe, std::span<const WordId> S) const;
    // The first guess past the probes that separates S, if any.
    std::optional<WordId> laterSeparating(std::span<const WordId> S) const;

    // Calls f with every answer outside S alike with a member of S under
    // guess g (a probe's index, or past the probes a guess id).
    template <class F>
    void forEachJoining(std::span<const WordId> S, std::optional<size_t> probe, WordId g,
                        std::vector<uint32_t>& marks, uint32_t stamp, F&& f) const {
        for (WordId s : S)
            marks[s] = stamp;
        const auto visit = [&](WordId x) {
            if (marks[x] != stamp) {
                marks[x] = stamp;
                f(x);
            }
        };
        if (probe) {
            for (WordId s : S)
                for (WordId x : classOf(*probe, s))
                    visit(x);
            return;
        }
        for (WordId x = 0; x < n_; ++x)
            for (WordId s : S)
                if (matrix_.at(g, x) == matrix_.at(g, s)) {
                    visit(x);
                    break;
                }
    }
    const PatternMatrix& matrix() const { return matrix_; }

private:
    uint32_t countAlike(WordId a, WordId b) const;

    const PatternMatrix& matrix_;
    size_t n_;
    size_t m_ = 0;
    uint32_t patterns_ = 0;
    std::vector<WordId> order_;
    std::vector<uint16_t> feedback_;  // n × m
    std::vector<WordId> members_;     // by probe: the answers sorted by feedback
    std::vector<uint32_t> start_;     // by probe: where each feedback's class starts
    std::vector<uint8_t> weights_;    // n × n: weight() of every pair (at most 128)
    std::vector<uint64_t> alikePairs_;
};

// A pair of answers (b < c) alike under `weight` probes.
struct HeavyPair {
    WordId b, c;
    uint32_t weight;
};

// False when (x, y) is heavier than the pair, or as heavy with lesser ids:
// no set with both has the pair as its heaviest.
inline bool lighterThan(const AnySetTables& t, const HeavyPair& pair, WordId x, WordId y) {
    if (x > y)
        std::swap(x, y);
    if (x == pair.b && y == pair.c)
        return true;
    const uint32_t w = t.weight(x, y);
    return w < pair.weight || (w == pair.weight && std::pair(x, y) > std::pair(pair.b, pair.c));
}

// Every pair alike under at least `least` probes, in order of (b, c).
std::vector<HeavyPair> heavyPairs(const AnySetTables& t, uint32_t least);

// Starts a new round of marks: a stamp no mark holds yet.
inline uint32_t nextStamp(std::vector<uint32_t>& marks, uint32_t& stamp) {
    if (++stamp == 0) {
        std::fill(marks.begin(), marks.end(), 0);
        stamp = 1;
    }
    return stamp;
}

}  // namespace guesslab
