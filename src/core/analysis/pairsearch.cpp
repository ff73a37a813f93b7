// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairsearch.h"

#include "nlogn.h"
#include "projectedsecrets.h"
#include "ranking.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cmath>
#include <map>
#include <mutex>
#include <numeric>
#include <unordered_map>

namespace guesslab {

namespace {

constexpr double kScale = kNLogNScale;  // keys are n log2 n in 32.32 fixed point
constexpr size_t kSeedWords = 64;       // pairs among the best words seed the threshold
constexpr size_t kCheckEvery = 64;      // answers between two abandonment checks
constexpr uint64_t kNoThreshold = UINT64_MAX;
constexpr int kMaxSharedSymbols = 6;
constexpr double kTieMargin =
    1e-9;  // bits: rounding noise of sums of doubles     // longer words: subsets would be too many
using Clock = std::chrono::steady_clock;

// Everything fixed during one search.
struct Problem {
    explicit Problem(const CandidateSet& c) : candidates(c) {}

    const CandidateSet& candidates;
    size_t n = 0;                   // candidates
    std::vector<WordId> words;      // the guesses searched, best single word first
    std::vector<double> remaining;  // R of words[i] alone
    std::vector<double> entropy;    // H of words[i] alone
    std::vector<WordId> order;      // candidate answers, those in big classes first
    bool wide = false;
    std::vector<uint8_t> rows8;  // row i: words[i]'s patterns in `order`
    std::vector<uint16_t> rows16;
    // Shared-symbol bound: mask[i] = the symbols of words[i]; sharedEntropy
    // maps a set of symbols to the entropy of "which of them the answer
    // contains" over the candidates (sets of up to kMaxSharedSymbols only).
    std::vector<uint64_t> mask;
    std::unordered_map<uint64_t, double> sharedEntropy;
    std::vector<uint64_t> f;      // F(n)
    std::vector<uint64_t> delta;  // F(m+1) - F(m)
    // With a prior: weights in `order`, scaled so the smallest positive one
    // is 1. Then every class mass is 0 or >= 1, where W log2 W only grows, so
    // running sums stay lower bounds. R does not change with the scale.
    std::vector<double> weights;
    double totalMass = 0;
    double priorEntropy = 0;
    double logMass = 0;

    template <class Cell>
    const Cell* row(size_t i) const;

    // The key a pair's remaining entropy maps to (same order as `remaining`).
    uint64_t keyOf(double remaining) const {
        if (candidates.weighted())
            return std::bit_cast<uint64_t>(std::max(0.0, remaining));
        return static_cast<uint64_t>(std::max(0.0, remaining) * static_cast<double>(n) * kScale);
    }
    double remainingOf(uint64_t key) const {
        if (candidates.weighted())
            return std::bit_cast<double>(key);
        return static_cast<double>(key) / kScale / static_cast<double>(n);
    }
};

template <>
const uint8_t* Problem::row<uint8_t>(size_t i) const {
    return rows8.data() + i * n;
}
template <>
const uint16_t* Problem::row<uint16_t>(size_t i) const {
    return rows16.data() + i * n;
}

// The top K so far, shared by every worker. Only offers that beat the
// threshold take the lock, which is rare after the first seconds.
class TopK {
public:
    TopK(const Problem& p, size_t k, const PairSearchOptions& options, Clock::time_point start)
        : problem_(p), k_(k), options_(options), start_(start) {}

    uint64_t threshold() const { return threshold_.load(std::memory_order_relaxed); }

    void offer(uint64_t key, size_t i, size_t j) {
        if (key > threshold())
            return;
        PairResult r;
        r.key = key;
        r.first = std::min(problem_.words[i], problem_.words[j]);
        r.second = std::max(problem_.words[i], problem_.words[j]);
        std::lock_guard lock(mutex_);
        top_.insert(std::upper_bound(top_.begin(), top_.end(), r, pairBefore), r);
        if (top_.size() >= k_) {
            // Integer keys are exact: the K-th is the threshold. Keys summed
            // from a prior's doubles may differ in the last bits from the
            // final measure: keep everything within a margin of the K-th.
            const uint64_t kth = top_[k_ - 1].key;
            const bool weighted = problem_.candidates.weighted();
            const uint64_t threshold =
                weighted ? problem_.keyOf(problem_.remainingOf(kth) + kTieMargin) : kth;
            while (top_.size() > k_ && (!weighted || top_.back().key > threshold))
                top_.pop_back();
            threshold_.store(threshold, std::memory_order_relaxed);
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start_).count();
        history_.push_back({seconds, problem_.remainingOf(top_.front().key),
                            problem_.remainingOf(top_[std::min(k_, top_.size()) - 1].key)});
    }

    // The best K (with a prior: every pair kept, to be measured again).
    std::vector<PairResult> snapshot(bool all = false) const {
        std::lock_guard lock(mutex_);
        if (all || top_.size() <= k_)
            return top_;
        return {top_.begin(), top_.begin() + static_cast<std::ptrdiff_t>(k_)};
    }
    std::vector<BoundPoint> history() const {
        std::lock_guard lock(mutex_);
        return history_;
    }

private:
    const Problem& problem_;
    size_t k_;
    const PairSearchOptions& options_;
    Clock::time_point start_;
    mutable std::mutex mutex_;
    std::vector<PairResult> top_;
    std::vector<BoundPoint> history_;
    std::atomic<uint64_t> threshold_{kNoThreshold};
};

// Per-thread tables: joint-pattern counts (and masses), zero between pairs,
// and the thread's own counters (shared ones would bounce between cores on
// every pair). Atomic only so that status reports may read them.
struct alignas(64) PairScratch {
    std::atomic<uint64_t> evaluated{0}, pruned{0}, abandoned{0};
    std::vector<uint32_t> count;
    std::vector<double> mass;
    std::vector<uint32_t> keys;  // open addressing for long words: joint code + 1, 0 = empty
};

size_t hashSlots(size_t n) {
    return std::bit_ceil(std::max<size_t>(64, 4 * n));
}

// Index of a joint code in the open-addressing table (inserting it).
inline size_t slotOf(PairScratch& s, uint32_t code) {
    const size_t mask = s.keys.size() - 1;
    size_t i = (code * 2654435761u) & mask;
    while (s.keys[i] != 0 && s.keys[i] != code + 1)
        i = (i + 1) & mask;
    s.keys[i] = code + 1;
    return i;
}

// Evaluates pair (i, j) over the answers in order, keeping the running sum of
// F over the classes seen so far, which can only grow; gives up as soon as it
// passes the threshold. Returns the key, or nullopt when abandoned.
template <class Cell>
std::optional<uint64_t> evaluate(const Problem& p, size_t i, size_t j, uint64_t threshold,
                                 PairScratch& s) {
    const Cell* a = p.template row<Cell>(i);
    const Cell* b = p.template row<Cell>(j);
    const bool direct = sizeof(Cell) == 1;
    const bool weighted = p.candidates.weighted();
    uint64_t sum = 0;
    double massSum = 0;  // sum of W log2 W over classes (weighted)
    size_t k = 0;
    bool abandoned = false;
    for (; k < p.n && !abandoned;) {
        const size_t end = std::min(p.n, k + kCheckEvery);
        for (; k < end; ++k) {
            const uint32_t code = static_cast<uint32_t>(a[k]) * 59049u + b[k];
            const size_t slot = direct ? a[k] * 243u + b[k] : slotOf(s, code);
            const uint32_t m = s.count[slot]++;
            if (!weighted) {
                sum += p.delta[m];
            } else {
                const double before = s.mass[slot];
                const double after = before + p.weights[k];
                massSum += (after > 0 ? after * std::log2(after) : 0.0) -
                           (before > 0 ? before * std::log2(before) : 0.0);
                s.mass[slot] = after;
            }
        }
        if (weighted) {
            // Doubles summed in another order than the reference's: a margin
            // keeps a pair that ties the threshold.
            const double lower = p.priorEntropy - p.logMass + massSum / p.totalMass;
            abandoned = threshold != kNoThreshold && lower - kTieMargin > p.remainingOf(threshold);
            if (k == p.n)
                sum = p.keyOf(lower);
        } else {
            abandoned = sum > threshold;
        }
    }
    for (size_t t = 0; t < k; ++t) {  // reset what this pair touched
        const size_t slot =
            direct ? a[t] * 243u + b[t] : slotOf(s, static_cast<uint32_t>(a[t]) * 59049u + b[t]);
        s.count[slot] = 0;
        if (weighted)
            s.mass[slot] = 0;
    }
    if (!direct)  // keys last: clearing them one by one would cut probe chains
        std::fill(s.keys.begin(), s.keys.end(), 0u);
    if (abandoned)
        return std::nullopt;
    return sum;
}

// Entropy of the presence of each symbol set that two searched words can
// share. For a symbol in a guess, "the answer contains it" can be read off
// the guess's pattern (some copy is green or yellow exactly then), so two
// words sharing symbols S share at least that much information: I(a;b) >= H(S).
void computeSharedEntropies(const GameLists& lists, Problem& p) {
    const WordList& guesses = lists.guesses();
    p.mask.resize(p.words.size());
    for (size_t i = 0; i < p.words.size(); ++i)
        p.mask[i] = ProjectedSecrets::symbolsOf(guesses.symbols(p.words[i]));
    if (lists.length() > kMaxSharedSymbols)
        return;  // no table: the bound then adds nothing
    std::vector<uint64_t> sets;
    for (uint64_t m : p.mask)  // every subset of every word's symbols
        for (uint64_t sub = m;; sub = (sub - 1) & m) {
            sets.push_back(sub);
            if (sub == 0)
                break;
        }
    std::sort(sets.begin(), sets.end());
    sets.erase(std::unique(sets.begin(), sets.end()), sets.end());
    const WordList& answers = lists.answers();
    std::vector<uint64_t> answerMask(p.n, 0);
    std::vector<double> weight(p.n, 1.0);
    for (size_t k = 0; k < p.n; ++k) {
        answerMask[k] = ProjectedSecrets::symbolsOf(answers.symbols(p.order[k]));
        weight[k] = p.candidates.weight(p.order[k]);
    }
    const double total = std::accumulate(weight.begin(), weight.end(), 0.0);
    std::vector<double> entropy(sets.size(), 0.0);
    tbb::parallel_for(size_t{0}, sets.size(), [&](size_t t) {
        const uint64_t set = sets[t];
        int bits[kMaxSharedSymbols] = {};
        int count = 0;
        for (uint64_t m = set; m; m &= m - 1)
            bits[count++] = std::countr_zero(m);
        double mass[1 << kMaxSharedSymbols] = {};
        for (size_t k = 0; k < p.n; ++k) {
            unsigned v = 0;
            for (int b = 0; b < count; ++b)
                v |= static_cast<unsigned>((answerMask[k] >> bits[b]) & 1u) << b;
            mass[v] += weight[k];
        }
        double h = 0;
        for (int v = 0; v < (1 << count); ++v)
            if (mass[v] > 0)
                h -= mass[v] / total * std::log2(mass[v] / total);
        entropy[t] = h;
    });
    p.sharedEntropy.reserve(sets.size());
    for (size_t t = 0; t < sets.size(); ++t)
        p.sharedEntropy.emplace(sets[t], entropy[t]);
}

Problem makeProblem(const GameLists& lists, const PatternMatrix& matrix,
                    const CandidateSet& candidates, const PairSearchOptions& options,
                    JobContext* ctx) {
    Problem p(candidates);
    p.n = candidates.size();
    p.wide = matrix.wide();
    RankOptions rank;
    if (options.answersOnly)
        for (WordId g = 0; g < lists.guesses().size(); ++g)
            if (lists.answerOf(g) != GameLists::kNotAnAnswer)
                rank.guesses.push_back(g);
    if (options.answersOnly && rank.guesses.empty())
        throw std::invalid_argument("no guess is in the answer list");
    if (options.first && *options.first >= matrix.guessCount())
        throw std::invalid_argument("the first word is not in the guess list");
    if (options.first && options.answersOnly &&
        lists.answerOf(*options.first) == GameLists::kNotAnAnswer)
        throw std::invalid_argument("the first word is not an answer");
    const Ranking single = rankGuesses(lists, matrix, candidates, rank, ctx);
    if (!single.complete)
        return p;  // cancelled: no words, nothing to search
    for (const GuessMeasures& m : single.rows) {
        p.words.push_back(m.guess);
        p.remaining.push_back(m.remaining);
        p.entropy.push_back(m.entropy);
    }
    // Answers in big classes under the two best words first: a pair's running
    // sum then rises early, so hopeless pairs are abandoned early.
    p.order.assign(candidates.ids().begin(), candidates.ids().end());
    std::vector<uint32_t> size0(matrix.answerCount(), 0), size1(matrix.answerCount(), 0);
    const auto classSizes = [&](WordId g, std::vector<uint32_t>& out) {
        std::map<uint16_t, uint32_t> sizes;
        for (WordId a : p.order)
            ++sizes[matrix.at(g, a).value];
        for (WordId a : p.order)
            out[a] = sizes[matrix.at(g, a).value];
    };
    classSizes(p.words[0], size0);
    classSizes(p.words.size() > 1 ? p.words[1] : p.words[0], size1);
    std::stable_sort(p.order.begin(), p.order.end(),
                     [&](WordId x, WordId y) { return size0[x] + size1[x] > size0[y] + size1[y]; });
    const size_t rows = p.words.size();
    if (p.wide)
        p.rows16.resize(rows * p.n);
    else
        p.rows8.resize(rows * p.n);
    tbb::parallel_for(size_t{0}, rows, [&](size_t i) {
        for (size_t k = 0; k < p.n; ++k) {
            const uint16_t v = matrix.at(p.words[i], p.order[k]).value;
            if (p.wide)
                p.rows16[i * p.n + k] = v;
            else
                p.rows8[i * p.n + k] = static_cast<uint8_t>(v);
        }
    });
    computeSharedEntropies(lists, p);
    p.f = *nLogNTable(p.n + 1);  // F(n): a class of n answers adds F(n) to a key
    p.delta.resize(p.n + 1);
    for (size_t m = 0; m <= p.n; ++m)
        p.delta[m] = p.f[m + 1] - p.f[m];
    if (candidates.weighted()) {
        double smallest = 0;
        for (WordId a : p.order)
            if (const double w = candidates.weight(a); w > 0 && (smallest == 0 || w < smallest))
                smallest = w;
        for (WordId a : p.order)
            p.weights.push_back(candidates.weight(a) / smallest);
        p.totalMass = std::accumulate(p.weights.begin(), p.weights.end(), 0.0);
        p.priorEntropy = candidates.priorEntropy();
        p.logMass = std::log2(p.totalMass);
    }
    return p;
}

}  // namespace

PairResult measurePair(const PatternMatrix& matrix, const CandidateSet& candidates, WordId a,
                       WordId b) {
    // Joint code of each candidate, sorted: equal codes form one class.
    std::vector<std::pair<uint32_t, double>> codes;
    for (WordId x : candidates.ids())
        codes.push_back({uint32_t{matrix.at(a, x).value} * 59049u + matrix.at(b, x).value,
                         candidates.weight(x)});
    std::sort(codes.begin(), codes.end());
    PairResult r;
    r.first = std::min(a, b);
    r.second = std::max(a, b);
    // Held while read: another thread may grow the shared table meanwhile.
    const auto table = nLogNTable(candidates.size());
    const std::vector<uint64_t>& f = *table;
    std::vector<double> masses;
    for (size_t i = 0; i < codes.size();) {
        size_t j = i;
        double mass = 0;
        for (; j < codes.size() && codes[j].first == codes[i].first; ++j)
            mass += codes[j].second;
        const uint32_t n = static_cast<uint32_t>(j - i);
        ++r.classes;
        r.largest = std::max(r.largest, n);
        r.key += f[n];
        masses.push_back(mass);
        i = j;
    }
    // Summed smallest first whatever the patterns: equal partitions tie exactly.
    std::sort(masses.begin(), masses.end());
    double massSum = 0;
    for (double mass : masses)
        if (mass > 0)
            massSum += mass * std::log2(mass);
    if (candidates.weighted()) {
        const double total = candidates.totalMass();
        r.remaining = std::max(0.0, candidates.priorEntropy() - std::log2(total) + massSum / total);
        r.key = std::bit_cast<uint64_t>(r.remaining);
    } else {
        r.remaining = static_cast<double>(r.key) / kScale / static_cast<double>(candidates.size());
    }
    return r;
}

PairSearchResult bruteForcePairs(const GameLists& lists, const PatternMatrix& matrix,
                                 const CandidateSet& candidates, const PairSearchOptions& options) {
    std::vector<WordId> words;
    for (WordId g = 0; g < matrix.guessCount(); ++g)
        if (!options.answersOnly || lists.answerOf(g) != GameLists::kNotAnAnswer)
            words.push_back(g);
    PairSearchResult out;
    std::vector<PairResult> all;
    for (size_t i = 0; i < words.size(); ++i)
        for (size_t j = i + 1; j < words.size(); ++j) {
            if (options.first && words[i] != *options.first && words[j] != *options.first)
                continue;
            all.push_back(measurePair(matrix, candidates, words[i], words[j]));
        }
    out.totalPairs = out.evaluated = all.size();
    std::sort(all.begin(), all.end(), pairBefore);
    all.resize(std::min(all.size(), options.top));
    out.pairs = std::move(all);
    out.proven = true;
    return out;
}

PairSearchResult searchPairs(const GameLists& lists, const PatternMatrix& matrix,
                             const CandidateSet& candidates, const PairSearchOptions& options,
                             JobContext* ctx) {
    if (candidates.empty())
        throw std::invalid_argument("no candidates to split");
    if (options.top == 0)
        throw std::invalid_argument("ask for at least one pair");
    if (!matrix.complete())
        throw std::invalid_argument("the pattern matrix is incomplete");
    const auto start = Clock::now();
    const Problem p = makeProblem(lists, matrix, candidates, options, ctx);
    const size_t words = p.words.size();
    if (words < 2) {  // cancelled while ranking the single words, or nothing to pair
        PairSearchResult none;
        none.proven = words < 2 && !(ctx && ctx->cancelled());
        return none;
    }
    size_t fixed = words;  // position of the fixed first word, if any
    if (options.first)
        fixed = static_cast<size_t>(std::find(p.words.begin(), p.words.end(), *options.first) -
                                    p.words.begin());

    PairSearchResult out;
    out.totalPairs = options.first ? words - 1 : uint64_t{words} * (words - 1) / 2;
    TopK top(p, options.top, options, start);
    std::atomic<bool> stop{false};
    std::mutex statusMutex;
    auto lastStatus = start;
    const size_t scratchSize = p.wide ? hashSlots(p.n) : size_t{243} * 243;
    tbb::enumerable_thread_specific<PairScratch> scratch;
    const auto local = [&]() -> PairScratch& {
        PairScratch& s = scratch.local();
        if (s.count.empty()) {
            s.count.assign(scratchSize, 0);
            if (p.candidates.weighted())
                s.mass.assign(scratchSize, 0.0);
            if (p.wide)
                s.keys.assign(scratchSize, 0);
        }
        return s;
    };
    const auto total = [&](std::atomic<uint64_t> PairScratch::*counter) {
        uint64_t sum = 0;
        for (const PairScratch& s : scratch)
            sum += (s.*counter).load(std::memory_order_relaxed);
        return sum;
    };
    const auto add = [](std::atomic<uint64_t>& counter, uint64_t n) {
        counter.store(counter.load(std::memory_order_relaxed) + n, std::memory_order_relaxed);
    };
    // Lower bound on a pair's key from single words: R(i) - H(j), less a
    // margin for the fixed-point rounding so that no true top-K pair is lost.
    const double margin = 1e-9 + (candidates.weighted() ? 0.0 : 1.0 / kScale);
    // Grows along a row of partners (they come best first): ends the row.
    const auto hopeless = [&](size_t i, size_t j, uint64_t threshold) {
        if (threshold == kNoThreshold)
            return false;
        const double bound = std::max(p.remaining[i] - p.entropy[j], p.remaining[j] - p.entropy[i]);
        return bound - margin > p.remainingOf(threshold);
    };
    // Adds the information the two words must share: skips single pairs.
    const auto sharesTooMuch = [&](size_t i, size_t j, uint64_t threshold) {
        if (threshold == kNoThreshold || p.sharedEntropy.empty())
            return false;
        const auto it = p.sharedEntropy.find(p.mask[i] & p.mask[j]);
        if (it == p.sharedEntropy.end() || it->second == 0)
            return false;
        const double bound =
            std::max(p.remaining[i] - p.entropy[j], p.remaining[j] - p.entropy[i]) + it->second;
        return bound - margin > p.remainingOf(threshold);
    };
    const auto tryPair = [&](size_t i, size_t j, PairScratch& s) {
        const uint64_t threshold = top.threshold();
        if (sharesTooMuch(i, j, threshold)) {
            add(s.pruned, 1);
            return;
        }
        const auto key = p.wide ? evaluate<uint16_t>(p, i, j, threshold, s)
                                : evaluate<uint8_t>(p, i, j, threshold, s);
        if (key) {
            add(s.evaluated, 1);
            top.offer(*key, i, j);
        } else {
            add(s.pruned, 1);
            add(s.abandoned, 1);
        }
    };
    const auto timeUp = [&] {
        if (ctx && ctx->cancelled())
            return true;
        return options.timeLimitSeconds > 0 &&
               std::chrono::duration<double>(Clock::now() - start).count() >
                   options.timeLimitSeconds;
    };
    const auto reportStatus = [&](bool force) {
        const auto now = Clock::now();
        std::unique_lock lock(statusMutex, std::try_to_lock);
        if (!lock.owns_lock() || (!force && now - lastStatus < std::chrono::milliseconds(100)))
            return;
        lastStatus = now;
        PairSearchStatus st;
        st.seconds = std::chrono::duration<double>(now - start).count();
        st.evaluated = total(&PairScratch::evaluated);
        st.pruned = total(&PairScratch::pruned);
        st.fraction =
            out.totalPairs ? double(st.evaluated + st.pruned) / double(out.totalPairs) : 1.0;
        if (ctx)
            ctx->report({st.fraction, "Searching pairs"});
        if (options.onStatus) {
            st.best = top.snapshot();
            for (PairResult& r : st.best)
                r.remaining = p.remainingOf(r.key);
            options.onStatus(st);
        }
    };

    // 1. Seed: pairs among the best single words (or the fixed word with them).
    const size_t seed = std::min(words, kSeedWords);
    std::vector<std::pair<size_t, size_t>> seeds;
    for (size_t i = 0; i < seed; ++i)
        for (size_t j = i + 1; j < seed; ++j)
            if (!options.first)
                seeds.push_back({i, j});
    if (options.first)
        for (size_t j = 0; j < seed; ++j)
            if (j != fixed)
                seeds.push_back({std::min(fixed, j), std::max(fixed, j)});
    tbb::parallel_for(size_t{0}, seeds.size(),
                      [&](size_t t) { tryPair(seeds[t].first, seeds[t].second, local()); });
    // Seeded pairs: (i, j) both among the best `seed` words, or (fixed, j < seed).
    const auto isSeed = [&](size_t i, size_t j) {
        return options.first ? j < seed : i < seed && j < seed;
    };
    reportStatus(true);

    // 2. Everything else, first words by quality, partners by quality until
    // the bound says no later partner can enter the top K.
    if (!options.first) {
        // Pairs pruned in row i from `from` to `to`, less the seeded ones
        // (counted when they were evaluated).
        const auto unseeded = [&](size_t i, size_t from, size_t to) -> uint64_t {
            uint64_t n = to > from ? to - from : 0;
            if (i < seed && from < seed)
                n -= std::min(to, seed) - std::max(from, i + 1);
            return n;
        };
        // Rows run in parallel, and so do blocks of partners within a row:
        // the best words have by far the most partners, so rows alone would
        // leave one core with most of the work.
        tbb::parallel_for(
            tbb::blocked_range<size_t>(0, words, 1),
            [&](const tbb::blocked_range<size_t>& rows) {
                for (size_t i = rows.begin(); i != rows.end(); ++i) {
                    if (stop.load(std::memory_order_relaxed))
                        return;
                    // The bound grows along the row: the first hopeless partner ends it.
                    size_t lo = i + 1, hi = words;
                    const uint64_t threshold = top.threshold();
                    while (lo < hi) {
                        const size_t mid = lo + (hi - lo) / 2;
                        if (hopeless(i, mid, threshold))
                            hi = mid;
                        else
                            lo = mid + 1;
                    }
                    const size_t end = lo;
                    add(local().pruned, unseeded(i, end, words));
                    tbb::parallel_for(
                        tbb::blocked_range<size_t>(i + 1, end, 128),
                        [&](const tbb::blocked_range<size_t>& r) {
                            PairScratch& s = local();
                            for (size_t j = r.begin(); j != r.end(); ++j) {
                                if (stop.load(std::memory_order_relaxed))
                                    return;
                                if (hopeless(i, j,
                                             top.threshold())) {  // the threshold has tightened
                                    add(s.pruned, unseeded(i, j, r.end()));
                                    break;
                                }
                                if (!isSeed(i, j))
                                    tryPair(i, j, s);
                                if ((j & 255) == 0) {
                                    if (timeUp())
                                        stop = true;
                                    reportStatus(false);
                                }
                            }
                        });
                }
            },
            tbb::simple_partitioner());
    } else {
        tbb::parallel_for(tbb::blocked_range<size_t>(0, words, 256),
                          [&](const tbb::blocked_range<size_t>& r) {
                              PairScratch& s = local();
                              for (size_t j = r.begin(); j != r.end(); ++j) {
                                  if (j == fixed)
                                      continue;
                                  if (stop.load(std::memory_order_relaxed))
                                      return;
                                  if (hopeless(fixed, j, top.threshold())) {
                                      for (size_t rest = j; rest < r.end(); ++rest)
                                          add(s.pruned, rest != fixed && !isSeed(fixed, rest));
                                      break;
                                  }
                                  if (!isSeed(fixed, j))
                                      tryPair(std::min(fixed, j), std::max(fixed, j), s);
                              }
                              if (timeUp())
                                  stop = true;
                              reportStatus(false);
                          });
    }

    out.proven = !stop.load() && !(ctx && ctx->cancelled());
    out.evaluated = total(&PairScratch::evaluated);
    out.pruned = total(&PairScratch::pruned);
    out.abandoned = total(&PairScratch::abandoned);
    // The final figures of each pair, measured plainly (with a prior the
    // running sums may differ from them in the last bits).
    for (const PairResult& r : top.snapshot(true))
        out.pairs.push_back(measurePair(matrix, candidates, r.first, r.second));
    std::sort(out.pairs.begin(), out.pairs.end(), pairBefore);
    if (out.pairs.size() > options.top)
        out.pairs.resize(options.top);
    out.history = top.history();
    out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    reportStatus(true);
    return out;
}

}  // namespace guesslab
