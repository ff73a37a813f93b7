// SPDX-License-Identifier: GPL-3.0-or-later
#include "lookahead.h"

#include "ranking.h"
#include "simdgrader.h"

#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <stdexcept>

namespace guesslab {

namespace {

bool better(const LookaheadScore& a, const LookaheadScore& b) {
    if (a.expected != b.expected)
        return a.expected < b.expected;
    if (a.isCandidate != b.isCandidate)
        return a.isCandidate;
    return a.guess < b.guess;
}

// Sum of squared class sizes of a row of patterns (reset as it goes).
uint64_t sumOfSquares(const std::vector<uint16_t>& row, size_t n, std::vector<uint32_t>& count) {
    uint64_t sum = 0;
    for (size_t k = 0; k < n; ++k)
        sum += 2 * uint64_t{count[row[k]]++} + 1;  // (m+1)^2 - m^2
    for (size_t k = 0; k < n; ++k)
        count[row[k]] = 0;
    return sum;
}

// The best expected class size any guess leaves within one class of answers.
double bestWithin(const GameLists& lists, const WordList& members, std::vector<uint16_t>& row,
                  std::vector<uint32_t>& count) {
    const size_t n = members.size();
    uint64_t best = uint64_t{n} * n;
    for (WordId g2 = 0; g2 < lists.guesses().size() && best > n; ++g2) {
        SimdGrader::gradeRow(lists.guesses().symbols(g2), members, row.data());
        best = std::min(best, sumOfSquares(row, n, count));
    }
    return static_cast<double>(best) / static_cast<double>(n);
}

}  // namespace

std::vector<LookaheadScore> lookahead(const GameLists& lists, const CandidateSet& candidates,
                                      const LookaheadOptions& options, JobContext* ctx) {
    if (options.depth < 1 || options.depth > 2)
        throw std::invalid_argument("lookahead depth is 1 or 2");
    if (candidates.empty())
        throw std::invalid_argument("no candidates left");
    if (candidates.weighted())
        throw std::invalid_argument("lookahead counts candidates: it takes no prior");
    Ranking first = rankStreaming(lists, candidates, {}, ctx);
    if (!first.complete)
        return {};
    sortRanking(first, RankMetric::MinAverage);
    std::vector<LookaheadScore> scores;
    for (const GuessMeasures& m : first.rows)
        scores.push_back({m.guess, m.expectedSize, m.isCandidate});
    if (options.depth == 2) {
        scores.resize(std::min(scores.size(), options.firstGuesses));
        const WordList& answers = lists.answers();
        const size_t patterns = patternCount(lists.length());
        if (ctx)
            ctx->beginPhase("Looking two guesses ahead", scores.size());
        tbb::enumerable_thread_specific<std::vector<uint16_t>> rows(
            [&] { return std::vector<uint16_t>(candidates.size()); });
        tbb::enumerable_thread_specific<std::vector<uint32_t>> counts(
            [&] { return std::vector<uint32_t>(patterns, 0); });
        for (LookaheadScore& s : scores) {
            if (ctx && ctx->cancelled())
                return {};
            // The classes of the first guess, then each class's best reply, in parallel.
            std::vector<uint16_t> row(answers.size());
            SimdGrader::gradeRow(lists.guesses().symbols(s.guess), answers, row.data());
            std::vector<std::vector<std::string>> classes(patterns);
            for (WordId a : candidates.ids())
                classes[row[a]].push_back(answers.word(a));
            std::vector<double> contribution(patterns, 0.0);
            tbb::parallel_for(size_t{0}, patterns, [&](size_t p) {
                const size_t n = classes[p].size();
                if (n <= 1 || (ctx && ctx->cancelled())) {
                    contribution[p] = static_cast<double>(n);  // E = 1 per candidate left alone
                    return;
                }
                const WordList members(answers.alphabet(), classes[p]);
                contribution[p] = static_cast<double>(n) *
                                  bestWithin(lists, members, rows.local(), counts.local());
            });
            double sum = 0;
            for (double c : contribution)  // in pattern order: the same sum for any thread count
                sum += c;
            s.expected = sum / static_cast<double>(candidates.size());
            if (ctx)
                ctx->advance(1);
        }
    }
    std::sort(scores.begin(), scores.end(), better);
    scores.resize(std::min(scores.size(), options.top));
    return scores;
}

}  // namespace guesslab
