// SPDX-License-Identifier: GPL-3.0-or-later
#include "player.h"

#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_reduce.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace guesslab {

std::string strategyName(Strategy s) {
    return s == Strategy::Entropy ? "entropy" : s == Strategy::Minimax ? "minimax" : "min-average";
}

namespace {

// A question's score (smaller is better) and its tie-break.
struct Scored {
    double score = 0;
    bool names = false;  // names a possible secret
    size_t index = 0;
    bool valid = false;

    bool before(const Scored& o) const {
        if (!o.valid)
            return valid;
        if (!valid)
            return false;
        if (score != o.score)
            return score < o.score;
        if (names != o.names)
            return names;
        return index < o.index;
    }
};

struct Scratch {
    std::vector<Feedback> row;
    std::vector<uint32_t> count;
    std::vector<double> mass;
};

}  // namespace

Player::Player(const Game& game, PlayerOptions options)
    : game_(game), options_(std::move(options)) {}

Question Player::choose(std::span<const SecretId> candidates, std::span<const Asked> history,
                        const JobContext* ctx) const {
    std::vector<Question> questions = game_.questions(candidates);
    const auto names = [&](const Question& q) {
        const auto s = game_.secretOf(q);
        return s && std::binary_search(candidates.begin(), candidates.end(), *s);
    };
    // A candidate is always allowed (it keeps every hint), so some question stays.
    if (options_.rule != GuessRule::Normal)
        std::erase_if(questions,
                      [&](const Question& q) { return !game_.allows(q, history, options_.rule); });
    if (options_.sample > 0 && questions.size() > options_.sample) {
        // Drawn from a seed and the position, so a simulation is repeatable.
        uint64_t h = options_.seed;
        for (SecretId s : candidates)
            h = h * 1099511628211ull ^ s;
        std::mt19937_64 rng(h);
        std::vector<size_t> pick(questions.size());
        std::iota(pick.begin(), pick.end(), size_t{0});
        std::shuffle(pick.begin(), pick.end(), rng);
        pick.resize(options_.sample);
        std::vector<char> keep(questions.size(), 0);
        for (size_t i : pick)
            keep[i] = 1;
        // Once the candidates are no more than the sample, all of them stay:
        // a sample without the last candidate could never name it.
        if (candidates.size() <= options_.sample)
            for (size_t i = 0; i < questions.size(); ++i)
                keep[i] = keep[i] || names(questions[i]);
        std::vector<Question> sampled;
        for (size_t i = 0; i < questions.size(); ++i)
            if (keep[i])
                sampled.push_back(std::move(questions[i]));
        questions = std::move(sampled);
    }
    const size_t n = candidates.size();
    const size_t feedbacks = game_.feedbackCount();
    const bool weighted = !options_.prior.empty();
    double total = 0;
    if (weighted)
        for (SecretId s : candidates)
            total += options_.prior[s];
    tbb::enumerable_thread_specific<Scratch> scratch([&] {
        return Scratch{std::vector<Feedback>(n), std::vector<uint32_t>(feedbacks, 0),
                       std::vector<double>(feedbacks, 0.0)};
    });
    const auto scoreOf = [&](size_t i) {
        Scratch& s = scratch.local();
        game_.feedbackRow(questions[i], candidates, s.row.data());
        double score = 0;
        uint32_t largest = 0;
        for (size_t k = 0; k < n; ++k) {
            ++s.count[s.row[k]];
            if (weighted)
                s.mass[s.row[k]] += options_.prior[candidates[k]];
        }
        for (size_t k = 0; k < n; ++k) {  // each class once, then cleared
            const Feedback f = s.row[k];
            const uint32_t m = s.count[f];
            if (m == 0)
                continue;
            largest = std::max(largest, m);
            switch (options_.strategy) {
                case Strategy::Entropy:
                    if (weighted) {  // sum p log2 p: smaller, larger entropy
                        if (s.mass[f] > 0)
                            score += s.mass[f] / total * std::log2(s.mass[f] / total);
                    } else {  // sum of n log2 n, exact in 32.32 fixed point: smaller, more
                              // information
                        score += static_cast<double>(
                            std::llround(double(m) * std::log2(double(m)) * 4294967296.0));
                    }
                    break;
                case Strategy::MinAverage:
                    score += weighted ? s.mass[f] / total * m : double(m) * m;
                    break;
                case Strategy::Minimax:
                    break;
            }
            s.count[f] = 0;
            s.mass[f] = 0;
        }
        if (options_.strategy == Strategy::Minimax)
            score = largest;
        return Scored{score, names(questions[i]), i, true};
    };
    const Scored best = tbb::parallel_reduce(
        tbb::blocked_range<size_t>(0, questions.size(), 16), Scored{},
        [&](const tbb::blocked_range<size_t>& r, Scored acc) {
            if (ctx && ctx->cancelled())
                return acc;
            for (size_t i = r.begin(); i != r.end(); ++i) {
                const Scored s = scoreOf(i);
                if (s.before(acc))
                    acc = s;
            }
            return acc;
        },
        [](const Scored& a, const Scored& b) { return b.before(a) ? b : a; });
    if (!best.valid && ctx && ctx->cancelled())
        return questions.front();
    if (!best.valid)
        throw std::runtime_error("no question to ask");
    return questions[best.index];
}

}  // namespace guesslab
