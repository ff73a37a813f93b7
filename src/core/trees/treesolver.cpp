// SPDX-License-Identifier: GPL-3.0-or-later
#include "treesolver.h"

#include "classcontext.h"
#include "classcount.h"
#include "memorybudget.h"
#include "planpass.h"
#include "simdgrader.h"
#include "treememo.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstring>
#include <functional>
#include <mutex>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace guesslab {

using namespace trees;

namespace {

constexpr int kInf = 1 << 29;       // no strategy within the cap (or past any budget)
constexpr int kNoCap = 255;         // guesses left when there is no cap
constexpr int kNoWidest = 1 << 20;  // no guess's class count known (above any set's size)
constexpr uint16_t kKeySeparator = 0xFFFF;
// Normal-mode sets up to this size are planned from every guess's class
// count at once (the vector kernels), guesses alike on the set merged
// lazily when tried; larger sets with a canonical row per guess, merged as
// they are scanned. Measured: the vector plan beats the per-guess rows at
// every size (speal, 1 thread: 6.5 s with 48, 2.2 s with 255; zingy, 2
// threads: 2.6 s with 255, 2.1 s with 4096), as no guess of a set needs
// its own row until tried. The plan pass's 16-bit bounds allow 21845.
constexpr size_t kVectorMax = 4096;

int childDepth(int guessesLeft) {
    return guessesLeft == kNoCap ? kNoCap : guessesLeft - 1;
}

// The least total a class of `size` answers can cost with that many guesses
// left: each answer takes a guess and all but one (the heaviest, guessed
// first) a second. Under a prior the totals weigh each answer's guesses by
// its weight; without, every weight is 1.
int classBound(size_t size, int guessesLeft, int weight = -1, int heaviest = 1) {
    if (weight < 0)
        weight = static_cast<int>(size);
    if (size == 1)
        return guessesLeft >= 1 ? weight : kInf;
    return guessesLeft >= 2 ? 2 * weight - heaviest : kInf;
}

// A set's weight and its heaviest answer's.
struct SetWeight {
    int total = 0;
    int heaviest = 0;
};

template <class Ids>
SetWeight weigh(const std::vector<uint32_t>& weight, const Ids& members) {
    SetWeight w;
    for (const auto a : members) {
        w.total += static_cast<int>(weight[a]);
        w.heaviest = std::max(w.heaviest, static_cast<int>(weight[a]));
    }
    return w;
}

// The search within one class, on one thread at a time.
template <class Cell>
class ClassSearch {
public:
    struct Value {
        int value = kInf;
        int32_t guess = -1;  // local guess, or -1 when value is a bound
    };

    ClassSearch(const ClassContext<Cell>& c, TreeMemo& memo, GuessRule rule, int length,
                JobContext* job, const SolverTuning& tuning)
        : tuning_(tuning),
          c_(c),
          memo_(memo),
          rule_(rule),
          hard_(rule == GuessRule::Strict),
          job_(job),
          weighted_(!c.weight.empty()),
          inSet_(c.answers.size(), 0),
          hints_(c.hints) {
        seen_.assign(patternCount(length), 0);
        labelTags_.assign(patternCount(length), 0);
        everyGuess_ = allGuesses();
        labels_.assign(patternCount(length), 0);
        refineTags_.assign(patternCount(length), 0);
        refineTo_.assign(patternCount(length), 0);
        if (weighted_) {
            classSums_.assign(patternCount(length), ClassSum{});
            classTags_.assign(patternCount(length), 0);
        }
    }

    uint64_t nodes = 0;
    uint64_t hits = 0;
    const SolverTuning tuning_;
    bool stopped() const { return stopped_; }
    void stop() { stopped_ = true; }

    Ids allAnswers() const { return iota(c_.answers.size()); }
    Ids allGuesses() const { return iota(c_.guesses.size()); }

    // What solve() knows before it tries guesses: a value at once, or the
    // guesses worth trying, in order.
    struct Plan {
        std::optional<Value> done;
        std::u16string key;
        Ids useful;                                   // the guesses that split S
        std::vector<std::pair<int, uint16_t>> order;  // (bound, guess) below beta, ascending
        int failed = kInf;                            // the least bound not below beta
        // Guesses alike on S not merged yet: the first of each kind is
        // tried, the others skipped as they come (canonical rows kept here).
        bool mergeLazily = false;
        std::vector<uint64_t> triedHashes;
        std::vector<uint16_t> triedRows;
        // Normal mode: the guesses searched so far, as (classes << 17 | is
        // an answer of S << 16 | guess), for refinedBefore.
        std::vector<uint32_t> searched;
        // The most classes any guess splits S into: no guess splits a
        // subset of S into more (see partBound).
        int widest = kNoWidest;
    };

    // The least total for the answers S (ascending local ids) with guesses
    // from cands (ascending) and guessesLeft guesses at most: exact when
    // below beta, else a lower bound at least beta.
    Value solve(std::span<const uint16_t> S, std::span<const uint16_t> cands, int guessesLeft,
                int beta, bool lookup = true) {
        Plan p = plan(S, cands, guessesLeft, beta, lookup);
        if (p.done)
            return *p.done;
        int best = kInf;
        int32_t bestGuess = -1;
        for (const auto& [bound, g] : p.order) {
            const int limit = std::min(best, beta);
            if (bound >= limit) {
                p.failed = std::min(p.failed, bound);
                break;
            }
            // Under a prior the plan's bounds are loose: the guess's own
            // classes bound it before the costlier checks below.
            if (weighted_)
                if (const int own = classesBound(g, S, guessesLeft); own >= limit) {
                    p.failed = std::min(p.failed, own);
                    continue;
                }
            if (p.mergeLazily && c_.memberOf[g] < 0 && !firstTried(p, g, S))
                continue;
            if (refinedBefore(p, g, bound, S))
                continue;
            const int v = evaluate(g, S, p.useful, guessesLeft, limit, p.widest);
            if (stopped_)
                return {kInf, -1};
            if (v < limit) {
                best = v;
                bestGuess = g;
            } else {
                p.failed = std::min(p.failed, v);
            }
        }
        return finish(p, best, bestGuess, beta);
    }

    Plan plan(std::span<const uint16_t> S, std::span<const uint16_t> cands, int guessesLeft,
              int beta, bool lookup) {
        Plan p;
        ++nodes;
        const size_t n = S.size();
        if (n == 1)
            return done(p, weightOf(S[0]), c_.guessOf[S[0]]);
        if (guessesLeft <= 1)
            return done(p, kInf, -1);
        if (n == 2) {  // the heavier first (the first on a tie)
            const bool second = weightOf(S[1]) > weightOf(S[0]);
            return done(p, weightOf(S[second]) + 2 * weightOf(S[!second]), c_.guessOf[S[second]]);
        }
        if (job_ && job_->cancelled())  // one relaxed load: cheap next to a scan
            stopped_ = true;
        if (stopped_)
            return done(p, kInf, -1);
        const int n3 = 3 * static_cast<int>(n);
        if (weighted_)
            weighSet(S);
        // A candidate telling all apart (under a prior, one of the
        // heaviest): 2n - 1, the least possible.
        for (uint16_t s : S)
            if ((!weighted_ || weightOf(s) == heaviest_) && classes(c_.row(c_.guessOf[s]), S) == n)
                return done(p,
                            weighted_ ? 2 * prefix_[n] - heaviest_ : n3 - static_cast<int>(n) - 1,
                            c_.guessOf[s]);
        // Any candidate leaves a pair or two singletons.
        if (n == 3 && guessesLeft >= 3 && !weighted_)
            return done(p, 6, c_.guessOf[S[0]]);
        if (n == 3 && guessesLeft >= 3)
            return threeWeighed(p, S);

        if (!hard_) {  // normal and hard: the key is known before the guesses are scanned
            p.key = keyOf(S, {}, guessesLeft);
            if (auto hit = lookup ? recall(p.key, beta) : std::nullopt)
                return done(p, hit->value, hit->guess);
        }
        mark(S);
        const bool normal = rule_ == GuessRule::Normal;
        if constexpr (sizeof(Cell) == 1)
            if (normal && n <= tuning_.vectorLimit)
                return weighted_ ? planVectorWeighted(p, S, guessesLeft, beta)
                                 : planVector(p, S, guessesLeft, beta);
        // Normal mode: of the non-candidates that split S alike only the
        // first is kept, here and for every subset below. (Under the hard
        // rule such guesses reveal different hints.)
        const bool merge = normal;
        if (merge)
            startMerging(cands.size(), n);
        p.useful.reserve(cands.size());
        p.widest = 0;
        for (uint16_t g : cands) {
            const size_t k = merge ? canonical(c_.row(g), S) : classes(c_.row(g), S);
            p.widest = std::max(p.widest, static_cast<int>(k));
            if (k == 1)
                continue;
            const bool member = c_.memberOf[g] >= 0 && inSet_[c_.memberOf[g]] == stamp_;
            if (!member && k == n && !weighted_) {  // no candidate does it, so 2n is the least
                if (!hard_)
                    remember(p.key, n3 - static_cast<int>(n), true, g);
                return done(p, n3 - static_cast<int>(n), g);
            }
            if (merge && !member && !firstOfItsKind())
                continue;
            p.useful.push_back(g);
            if (guessesLeft == 2 && k < n)
                continue;  // some class would need two more guesses
            const int bound = guessBound(n, k, member, g);
            if (bound < beta)
                p.order.emplace_back(bound, g);
            else
                p.failed = std::min(p.failed, bound);
        }
        if (hard_) {
            p.key = keyOf(S, p.useful, guessesLeft);
            if (auto hit = lookup ? recall(p.key, beta) : std::nullopt)
                return done(p, hit->value, hit->guess);
        }
        if (weighted_)
            sortByBound(p.order);
        else
            std::sort(p.order.begin(), p.order.end());
        return p;
    }

    // Normal mode, sets up to the vector limit: every guess's class count at once from the
    // transposed table (see countClasses), the guesses bucketed by bound.
    // Guesses that split S alike are merged lazily, when tried.
    Plan& planVector(Plan& p, std::span<const uint16_t> S, int guessesLeft, int beta) {
        const size_t n = S.size();
        const int n3 = 3 * static_cast<int>(n);
        const size_t guesses = c_.guesses.size();
        countAndFlag(S);
        p.widest = *std::max_element(counts_.begin(), counts_.begin() + guesses);
        const uint8_t* member = memberFlags_.data();
        const auto unflag = [&] { unflagMembers(S); };
        const uint8_t* counts = counts_.data();
        // First pass (PlanPass): the guesses worth trying listed, the least
        // bound not below beta kept. With two guesses left only a guess
        // telling all apart is worth it.
        listed_.resize(guesses + PlanPass::kListSlack);
        uint16_t* list = listed_.data();
        const PlanPassResult pass =
            PlanPass::run({counts, member, guesses, static_cast<int>(n),
                           guessesLeft == 2 ? static_cast<int>(n) : 2, beta, p.failed},
                          list);
        if (pass.tellsAll)  // no candidate does it, so 2n is the least
            for (size_t g = 0; g < guesses; ++g)
                if (!member[g] && counts[g] == n) {
                    unflag();
                    remember(p.key, n3 - static_cast<int>(n), true, static_cast<int32_t>(g));
                    return done(p, n3 - static_cast<int>(n), static_cast<int32_t>(g));
                }
        // The listed guesses bucketed by bound, in guess order within each.
        buckets_.assign(static_cast<size_t>(n3) + 1, 0);
        uint32_t* buckets = buckets_.data();
        const size_t listed = pass.listed;
        for (size_t i = 0; i < listed; ++i)
            ++buckets[n3 - counts[list[i]] - member[list[i]]];
        p.failed = pass.failed;
        size_t at = 0;
        for (int b = 0; b <= n3; ++b)
            at += std::exchange(buckets[b], static_cast<uint32_t>(at));
        p.order.resize(at);
        auto* order = p.order.data();
        for (size_t i = 0; i < listed; ++i) {  // in guess order within each bucket
            const uint16_t g = list[i];
            const int bound = n3 - static_cast<int>(counts[g]) - member[g];
            order[buckets[bound]++] = {bound, g};
        }
        unflag();
        p.useful = everyGuess_;
        p.mergeLazily = true;
        return p;
    }

    // Three answers under a prior, none of the heaviest telling the others
    // apart: a candidate s costs 2W - w(s), plus the lighter of the others
    // when it leaves them as a pair (found second and third). Another word
    // costs 2W at least, which the heaviest candidate never exceeds.
    Plan& threeWeighed(Plan& p, std::span<const uint16_t> S) {
        const int all = prefix_[3];
        int best = kInf;
        int32_t guess = -1;
        for (size_t i = 0; i < 3; ++i) {
            const uint16_t s = S[i], x = S[(i + 1) % 3], y = S[(i + 2) % 3];
            const Cell* row = c_.row(c_.guessOf[s]);
            const int v =
                2 * all - weightOf(s) + (row[x] == row[y] ? std::min(weightOf(x), weightOf(y)) : 0);
            if (v < best) {
                best = v;
                guess = c_.guessOf[s];
            }
        }
        return done(p, best, guess);
    }

    // planVector under a prior: every guess's bound from its class count
    // and the set's heaviest weights (guessBound), then in order of bound.
    Plan& planVectorWeighted(Plan& p, std::span<const uint16_t> S, int guessesLeft, int beta) {
        const size_t n = S.size();
        const size_t guesses = c_.guesses.size();
        countAndFlag(S);
        const size_t least = guessesLeft == 2 ? n : 2;
        for (size_t g = 0; g < guesses; ++g) {
            const size_t k = counts_[g];
            if (k < least)
                continue;
            const int bound = guessBound(n, k, memberFlags_[g] != 0, static_cast<uint16_t>(g));
            if (bound < beta)
                p.order.emplace_back(bound, static_cast<uint16_t>(g));
            else
                p.failed = std::min(p.failed, bound);
        }
        unflagMembers(S);
        sortByBound(p.order);
        p.useful = everyGuess_;
        p.mergeLazily = true;
        return p;
    }

    // Under a prior: the least total of guessing g first from its own
    // classes (each one's weight, heaviest answer and size; g's own green
    // one costs its weight), as evaluate() starts.
    int classesBound(uint16_t g, std::span<const uint16_t> S, int guessesLeft) {
        const Cell* row = c_.row(g);
        if (++classTag_ == 0) {
            std::fill(classTags_.begin(), classTags_.end(), 0);
            classTag_ = 1;
        }
        used_.clear();
        int total = 0;
        for (const uint16_t s : S) {
            const Cell label = row[s];
            const int w = weightOf(s);
            total += w;
            ClassSum& sum = classSums_[label];
            if (classTags_[label] != classTag_) {
                classTags_[label] = classTag_;
                sum = ClassSum{};
                used_.push_back(label);
            }
            sum.weight += w;
            sum.heaviest = std::max(sum.heaviest, w);
            sum.last = s;
            ++sum.size;
        }
        const int next = childDepth(guessesLeft);
        const int32_t own = c_.memberOf[g];
        for (const Cell label : used_) {
            const ClassSum& sum = classSums_[label];
            if (sum.size == 1 && sum.last == own)
                continue;  // g itself, found by g: its weight is in the total
            total = std::min(kInf, total + classBound(sum.size, next, sum.weight, sum.heaviest));
        }
        return total;
    }

    // (bound, guess) pairs listed in guess order, sorted by bound and then
    // guess: by counting when the bounds span a small range (thousands of
    // guesses at every node), else by comparison.
    void sortByBound(std::vector<std::pair<int, uint16_t>>& order) {
        if (order.empty())
            return;
        const auto [lo, hi] =
            std::minmax_element(order.begin(), order.end(),
                                [](const auto& a, const auto& b) { return a.first < b.first; });
        const int least = lo->first;
        const auto span = static_cast<size_t>(hi->first - least) + 1;
        if (span > 4 * order.size() + 1024) {
            std::sort(order.begin(), order.end());
            return;
        }
        buckets_.assign(span + 1, 0);
        for (const auto& entry : order)
            ++buckets_[static_cast<size_t>(entry.first - least) + 1];
        for (size_t b = 1; b <= span; ++b)
            buckets_[b] += buckets_[b - 1];
        sorted_.resize(order.size());
        for (const auto& entry : order)
            sorted_[buckets_[static_cast<size_t>(entry.first - least)]++] = entry;
        order.swap(sorted_);
    }

    // The least total of guessing g first when it splits the n answers of
    // S into k classes, its own green one among them when it is a member:
    // each answer takes g, and each other class twice its weight less its
    // heaviest answer (classBound), 3n - k - member without a prior. Under
    // one the classes' heaviest answers weigh at most the k' heaviest of S
    // other than g (weighSet's sums).
    int guessBound(size_t n, size_t k, bool member, uint16_t g) const {
        if (!weighted_)
            return 3 * static_cast<int>(n) - static_cast<int>(k) - member;
        const int all = prefix_[n];
        if (!member)
            return 3 * all - prefix_[k];
        const int own = weightOf(static_cast<uint16_t>(c_.memberOf[g]));
        return 3 * all - 2 * own - std::min(prefix_[k - 1], prefix_[k] - own);
    }

    // True when no guess tried before in this plan split S as g does.
    bool firstTried(Plan& p, uint16_t g, std::span<const uint16_t> S) {
        const size_t n = S.size();
        canon_.resize(n);
        canonical(c_.row(g), S);
        for (size_t i = 0; i < p.triedHashes.size(); ++i)
            if (p.triedHashes[i] == canonHash_ &&
                std::equal(canon_.begin(), canon_.end(), p.triedRows.begin() + i * n))
                return false;
        p.triedHashes.push_back(canonHash_);
        p.triedRows.insert(p.triedRows.end(), canon_.begin(), canon_.end());
        return true;
    }

    // Normal mode: true when a guess searched before at this node splits S
    // at least as finely as g and is an answer of S if g is. It then does
    // as well as g: each of its classes lies in one of g's and is solved as
    // there, and g itself, found one guess later, costs one more only when
    // that guess, being an answer, costs one less (the removal of
    // refined guesses, with the condition the total needs). So g, which
    // cannot do better, is not searched; else it is recorded as searched.
    bool refinedBefore(Plan& p, uint16_t g, int bound, std::span<const uint16_t> S) {
        if (!tuning_.dropRefined || rule_ != GuessRule::Normal)
            return false;
        const bool member =
            c_.memberOf[g] >= 0 &&
            std::binary_search(S.begin(), S.end(), static_cast<uint16_t>(c_.memberOf[g]));
        const auto k = weighted_
                           ? static_cast<uint32_t>(classes(c_.row(g), S))
                           : static_cast<uint32_t>(3 * static_cast<int>(S.size()) - bound - member);
        for (const uint32_t entry : p.searched) {
            const auto h = static_cast<uint16_t>(entry);
            // Under a prior g's answer, found a guess later, costs its
            // weight more, and h's, found a guess earlier, saves its own.
            if ((entry >> 17) >= k && (!member || (entry >> 16 & 1u)) &&
                (!member || !weighted_ || memberWeight(h) >= memberWeight(g)) &&
                refines(c_.row(h), c_.row(g), S))
                return true;
        }
        p.searched.push_back(k << 17 | uint32_t{member} << 16 | g);
        return false;
    }

    // True when answers of S alike under the row `fine` are alike under `coarse`.
    bool refines(const Cell* fine, const Cell* coarse, std::span<const uint16_t> S) {
        if (++refineStamp_ == 0) {
            std::fill(refineTags_.begin(), refineTags_.end(), 0);
            refineStamp_ = 1;
        }
        for (const uint16_t s : S) {
            const Cell f = fine[s];
            if (refineTags_[f] != refineStamp_) {
                refineTags_[f] = refineStamp_;
                refineTo_[f] = coarse[s];
            } else if (refineTo_[f] != coarse[s]) {
                return false;
            }
        }
        return true;
    }

    // The least total any guess of the plan can give.
    static int boundOf(const Plan& p) {
        if (p.done)
            return p.done->value;
        return p.order.empty() ? p.failed : std::min(p.failed, p.order.front().first);
    }

    // Records what the guesses tried showed.
    Value finish(Plan& p, int best, int32_t bestGuess, int beta) {
        if (best < beta) {
            remember(std::move(p.key), best, true, bestGuess);
            return {best, bestGuess};
        }
        remember(std::move(p.key), p.failed, p.failed >= kInf, -1);
        return {p.failed, -1};
    }

    // The total of guessing g first, exact when below limit, else a bound at least limit.
    // widest: the most classes a guess splits S into (Plan::widest).
    int evaluate(uint16_t g, std::span<const uint16_t> S, std::span<const uint16_t> useful,
                 int guessesLeft, int limit, int widest) {
        // A large set's guesses may each fail on their classes' bounds
        // alone, with no set below searched (where plan() reads the flag):
        // a stop is seen here too.
        if (job_ && job_->cancelled()) {
            stopped_ = true;
            return kInf;
        }
        const std::vector<Part<Cell>> parts = splitClasses(c_, g, S);
        const int next = childDepth(guessesLeft);
        int rest = 0;
        for (const auto& part : parts) {
            rest += partBound(part.ids, next, widest);
            if (rest >= kInf)
                return kInf;
        }
        int total = weighted_ ? weigh(c_.weight, S).total : static_cast<int>(S.size());
        if (total + rest >= limit)
            return total + rest;
        // A large set leaves much to prove: every class's own plan bound
        // first (class counts only, kept in the memo), so that a guess that
        // cannot win is seen before any class is searched, and the classes
        // searched get tighter budgets.
        bounds_.clear();
        for (const auto& part : parts)
            bounds_.push_back(partBound(part.ids, next, widest));
        if (sharpens(S.size()))
            for (size_t i = 0; i < parts.size() && parts[i].ids.size() > 2; ++i) {
                const int sharp = leastBound(g, parts[i], useful, next);
                if (sharp <= bounds_[i])
                    continue;
                rest = std::min(kInf, rest + sharp - bounds_[i]);
                bounds_[i] = sharp;
                if (total + rest >= limit)
                    return total + rest;
            }
        const std::vector<int> bounds = bounds_;  // solve() below reuses bounds_
        for (size_t i = 0; i < parts.size(); ++i) {
            const auto& part = parts[i];
            if (part.ids.size() <= 2)
                break;  // their bounds are exact
            const int own = bounds[i];
            rest -= own;
            const int budget = limit - total - rest;
            const HintsScope scope(hints_, rule_ == GuessRule::Hard);
            const Ids allowed = restricts() ? allowedAfter(g, part.label, useful) : Ids{};
            const int v = solve(part.ids, restricts() ? std::span<const uint16_t>(allowed) : useful,
                                next, budget)
                              .value;
            if (v >= budget)
                return std::min(kInf, total + v + rest);
            total += v;
        }
        return total + rest;
    }

    // Whether evaluate() bounds the classes of a guess at a set of n answers
    // by their own plans first: in normal mode (short words, the vector
    // plan) and under the hard and strict rules, with or without a prior.
    // Measured: from 32 answers (smaller sets' classes are cheap to search).
    bool sharpens(size_t n) const {
        const bool normal =
            sizeof(Cell) == 1 && rule_ == GuessRule::Normal && tuning_.vectorLimit > 0;
        return (normal || restricts()) && n >= tuning_.sharpenFrom;
    }

    // The least bound any guess allowed gives the class `part` of guess g
    // (as plan() bounds it), from the memo or its class counts; remembered.
    // Normal mode counts every guess at once (up to the vector limit of
    // answers, else the plain bound); hard and strict mode scan the words
    // the part allows.
    int leastBound(uint16_t g, const Part<Cell>& part, std::span<const uint16_t> useful,
                   int guessesLeft) {
        const std::span<const uint16_t> P = part.ids;
        const size_t m = P.size();
        if (guessesLeft <= 1 || (rule_ == GuessRule::Normal && m > tuning_.vectorLimit))
            return 0;  // nothing sharper than the class's plain bound
        const HintsScope scope(hints_, rule_ == GuessRule::Hard);
        trees::addHint(c_, rule_, hints_, g, part.label);
        // Strict keys hold the words allowed, so they are filtered first.
        Ids allowed = hard_ ? allowedAfter(g, part.label, useful) : Ids{};
        std::u16string key = keyOf(P, allowed, guessesLeft);
        if (const auto e = memo_.find(key))
            return e->value;  // (a third of the calls: filter the words only after)
        if (!weighted_ && !c_.columnOf.empty()) {  // arranged columns (a large class)
            const int least = leastByCeiling(P, guessesLeft, rule_ == GuessRule::Hard);
            remember(std::move(key), least, least >= kInf, -1);
            return least;
        }
        if (rule_ == GuessRule::Hard)
            allowed = trees::allowedNow(c_, rule_, hints_, g, part.label, useful);
        if (weighted_)
            weighSet(P);    // for guessBound
        if (restricts()) {  // as plan()'s row pass
            // Many words allowed: every word's classes at once (when the
            // context has the table by answer).
            const bool counted = c_.columns && 4 * allowed.size() > c_.guesses.size();
            if (counted)
                countEveryGuess(c_, P, byPosition_, counts_);
            int least = kInf;
            for (const uint16_t h : allowed) {
                const size_t k = counted ? counts_[h] : classes(c_.row(h), P);
                if (k < 2 || (guessesLeft == 2 && k < m))
                    continue;
                const bool member =
                    c_.memberOf[h] >= 0 &&
                    std::binary_search(P.begin(), P.end(), static_cast<uint16_t>(c_.memberOf[h]));
                least = std::min(least, guessBound(m, k, member, h));
            }
            remember(std::move(key), least, least >= kInf, -1);
            return least;
        }
        // Every guess counted: under a prior each bounded by its weights.
        const size_t guesses = c_.guesses.size();
        const size_t fewest = guessesLeft == 2 ? m : 2;
        countAndFlag(P);
        int least = kInf;
        if (weighted_) {
            for (size_t h = 0; h < guesses; ++h)
                if (counts_[h] >= fewest)
                    least = std::min(least, guessBound(m, counts_[h], memberFlags_[h] != 0,
                                                       static_cast<uint16_t>(h)));
        } else {
            listed_.resize(guesses + PlanPass::kListSlack);
            least = PlanPass::run({counts_.data(), memberFlags_.data(), guesses,
                                   static_cast<int>(m), static_cast<int>(fewest), 0, kInf},
                                  listed_.data())
                        .failed;
        }
        unflagMembers(P);
        remember(std::move(key), least, least >= kInf, -1);
        return least;
    }

    // Without a prior: the least plan bound of any guess on P (3m - k - 1
    // for a member, 3m - k else), scanning the columns a range of positions
    // at a time, most classes on the whole class first. A guess splits P
    // into at most its ceiling's classes (and m), so once no guess left
    // could lower the bound the rest are not counted. Under the game's hard
    // rule (`allowedOnly`) a guess counts only if the hints allow it, which
    // is checked only for a guess that would lower the bound, not for every
    // word. (Counting a small P's members first from their rows, so that
    // the scan need not reach the last of them, measured no faster.)
    int leastByCeiling(std::span<const uint16_t> P, int guessesLeft, bool allowedOnly = false) {
        constexpr size_t kRange = 512;  // positions a step (a multiple of 64)
        const int m = static_cast<int>(P.size());
        const int fewest = guessesLeft == 2 ? m : 2;  // with two left, only all apart
        const size_t stride = c_.stride;
        byPosition_.resize(stride);
        if (memberAt_.size() < stride)
            memberAt_.assign(stride, 0);
        size_t pastMembers = 0;  // one past the last member's position
        for (const uint16_t s : P) {
            const size_t at = c_.columnOf[c_.guessOf[s]];
            memberAt_[at] = 1;
            pastMembers = std::max(pastMembers, at + 1);
        }
        listed_.resize(kRange + PlanPass::kListSlack);
        int least = kInf;
        for (size_t from = 0; from < stride; from += kRange) {
            const int most = std::min(m, static_cast<int>(c_.ceiling[from]));
            if (most < fewest || 3 * m - most - (from < pastMembers ? 1 : 0) >= least)
                break;
            const size_t width = std::min(kRange, stride - from);
            countClassesIn(c_.columns + from, stride, width, P.data(), P.size(),
                           byPosition_.data() + from);
            if (!allowedOnly) {
                least = PlanPass::run({byPosition_.data() + from, memberAt_.data() + from, width, m,
                                       fewest, 0, least},
                                      listed_.data())
                            .failed;
                continue;
            }
            for (size_t at = from; at < from + width; ++at) {
                const int k = byPosition_[at];
                const int bound = 3 * m - k - memberAt_[at];
                if (k >= fewest && bound < least && hintsAllow(c_.guessAt[at]))
                    least = bound;
            }
        }
        for (const uint16_t s : P)
            memberAt_[c_.columnOf[c_.guessOf[s]]] = 0;
        return least;
    }

    // Every guess's classes on S in counts_ (the vector kernels), and S's
    // own words flagged in memberFlags_ by guess (the passes over every
    // guess read a flag rather than look each guess's answer up); undone by
    // unflagMembers.
    void countAndFlag(std::span<const uint16_t> S) {
        countEveryGuess(c_, S, byPosition_, counts_);
        if (memberFlags_.size() < c_.guesses.size())
            memberFlags_.assign(c_.guesses.size(), 0);
        for (uint16_t s : S)
            memberFlags_[c_.guessOf[s]] = 1;
    }
    void unflagMembers(std::span<const uint16_t> S) {
        for (uint16_t s : S)
            memberFlags_[c_.guessOf[s]] = 0;
    }

    // The subtree of an optimal strategy for S, appended to the strategy;
    // nullopt when the search was stopped meanwhile (the strategy is then
    // unfinished and stopped() is true).
    std::optional<uint32_t> build(StrategyTree& strategy, std::span<const uint16_t> S,
                                  std::span<const uint16_t> cands, int guessesLeft) {
        Value v = solve(S, cands, guessesLeft, kInf);
        // Known from another class's search: choose in this one's order.
        if (v.guess < 0 && !stopped_)
            v = solve(S, cands, guessesLeft, v.value + 1, false);
        if (v.guess < 0 || stopped_) {  // a stop seen anywhere below leaves no guess to follow
            stopped_ = true;
            return std::nullopt;
        }
        const auto g = static_cast<uint16_t>(v.guess);
        const uint32_t node = strategy.addNode(c_.guesses[g]);
        for (const auto& part : splitClasses(c_, g, S)) {
            const HintsScope scope(hints_, rule_ == GuessRule::Hard);
            const Ids next =
                restricts() ? allowedAfter(g, part.label, cands) : Ids(cands.begin(), cands.end());
            const auto child = build(strategy, part.ids, next, childDepth(guessesLeft));
            if (!child)
                return std::nullopt;
            strategy.link(node, Pattern{static_cast<uint16_t>(part.label)}, *child);
        }
        return node;
    }

private:
    int weightOf(uint16_t s) const { return weighted_ ? static_cast<int>(c_.weight[s]) : 1; }
    // The weight of g's own answer (g a member).
    int memberWeight(uint16_t g) const { return weightOf(static_cast<uint16_t>(c_.memberOf[g])); }

    // A class's least total. Without a prior, when the class is larger than
    // the most classes any guess splits its parent into (widest), each of its
    // m answers takes a guess, all but one a second, and all but the widest
    // first guess's singletons a third: 3m - widest - 1.
    int partBound(const Ids& ids, int guessesLeft, int widest = kNoWidest) const {
        if (!weighted_) {
            const int m = static_cast<int>(ids.size());
            const int plain = classBound(ids.size(), guessesLeft);
            return m > widest && plain < kInf ? 3 * m - widest - 1 : plain;
        }
        const SetWeight w = weigh(c_.weight, ids);
        return classBound(ids.size(), guessesLeft, w.total, w.heaviest);
    }

    // Under a prior, for plan: S's weights heaviest first, summed
    // (prefix_[i]: the i heaviest), and the heaviest.
    void weighSet(std::span<const uint16_t> S) {
        sortedWeights_.clear();
        for (uint16_t s : S)
            sortedWeights_.push_back(c_.weight[s]);
        std::sort(sortedWeights_.begin(), sortedWeights_.end(), std::greater<>());
        prefix_.assign(S.size() + 1, 0);
        for (size_t i = 0; i < S.size(); ++i)
            prefix_[i + 1] = prefix_[i] + static_cast<int>(sortedWeights_[i]);
        heaviest_ = static_cast<int>(sortedWeights_[0]);
    }

    static Ids iota(size_t n) {
        Ids ids(n);
        std::iota(ids.begin(), ids.end(), uint16_t{0});
        return ids;
    }

    static Plan& done(Plan& p, int value, int32_t guess) {
        p.done = Value{value, guess};
        return p;
    }

    void startMerging(size_t cands, size_t n) {
        size_t size = 16;
        while (size < 2 * cands)
            size *= 2;
        if (slots_.size() < size)
            slots_.assign(size, Slot{});
        if (++slotTag_ == 0) {
            std::fill(slots_.begin(), slots_.end(), Slot{});
            slotTag_ = 1;
        }
        slotMask_ = size - 1;
        kept_.clear();
        canon_.resize(n);
    }

    // Like classes(), and leaves the row relabelled by first occurrence
    // (so rows splitting S alike are equal) in canon_, hashed in canonHash_.
    size_t canonical(const Cell* row, std::span<const uint16_t> S) {
        if (++labelTag_ == 0) {
            std::fill(labelTags_.begin(), labelTags_.end(), 0);
            labelTag_ = 1;
        }
        uint16_t next = 0;
        const size_t n = S.size();
        for (size_t i = 0; i < n; ++i) {
            const Cell p = row[S[i]];
            if (labelTags_[p] != labelTag_) {
                labelTags_[p] = labelTag_;
                labels_[p] = next++;
            }
            canon_[i] = labels_[p];
        }
        // Hashed four labels at a time, off the loop's critical path.
        uint64_t h = n;
        size_t i = 0;
        for (; i + 4 <= n; i += 4) {
            uint64_t w;
            std::memcpy(&w, canon_.data() + i, sizeof w);
            h = (h ^ w) * 0x9E3779B97F4A7C15ull;
            h ^= h >> 32;
        }
        for (; i < n; ++i)
            h = (h ^ canon_[i]) * 0x100000001B3ull;
        canonHash_ = h ^ (h >> 29);
        return next;
    }

    // True when no earlier guess of this merge split S as canon_ does.
    bool firstOfItsKind() {
        const size_t n = canon_.size();
        for (size_t i = canonHash_ & slotMask_;; i = (i + 1) & slotMask_) {
            Slot& slot = slots_[i];
            if (slot.tag != slotTag_) {
                slot = Slot{canonHash_, slotTag_, static_cast<uint32_t>(kept_.size() / n)};
                kept_.insert(kept_.end(), canon_.begin(), canon_.end());
                return true;
            }
            if (slot.hash == canonHash_ &&
                std::equal(canon_.begin(), canon_.end(), kept_.begin() + slot.kept * n))
                return false;
        }
    }

    // How many classes the guess's row splits S into. Each value met is
    // stamped in a table: branch-free, and 4 to 10 times as fast as a
    // 256-bit set in registers, whose word is picked by a branch.
    size_t classes(const Cell* row, std::span<const uint16_t> S) {
        if (++seenStamp_ == 0) {
            std::fill(seen_.begin(), seen_.end(), 0);
            seenStamp_ = 1;
        }
        const uint32_t stamp = seenStamp_;
        uint32_t* seen = seen_.data();
        size_t k = 0;
        for (uint16_t s : S) {
            const Cell p = row[s];
            k += seen[p] != stamp;
            seen[p] = stamp;
        }
        return k;
    }

    void mark(std::span<const uint16_t> S) {
        if (++stamp_ == 0) {
            std::fill(inSet_.begin(), inSet_.end(), 0);
            stamp_ = 1;
        }
        for (uint16_t s : S)
            inSet_[s] = stamp_;
    }

    bool restricts() const { return rule_ != GuessRule::Normal; }

    // The game's hard rule: whether the hints so far allow guess h.
    bool hintsAllow(uint16_t h) const { return trees::hintsAllow(c_, hints_, h); }

    // The words of cands still allowed after g got the feedback `label`
    // (hints_ takes g's in hard mode; the caller restores it).
    Ids allowedAfter(uint16_t g, Cell label, std::span<const uint16_t> cands) {
        return trees::allowedAfter(c_, rule_, hints_, g, label, cands);
    }

    std::u16string keyOf(std::span<const uint16_t> S, std::span<const uint16_t> allowed,
                         int guessesLeft) const {
        std::u16string key;
        key.reserve(2 + S.size() + (hard_ ? 1 + allowed.size() : 0));
        key.push_back(static_cast<char16_t>(guessesLeft));
        for (uint16_t s : S)
            key.push_back(static_cast<char16_t>(c_.answers[s]));
        if (rule_ == GuessRule::Hard) {  // the hints decide which words are allowed
            key.push_back(static_cast<char16_t>(kKeySeparator));
            key += hints_.key();
        }
        if (hard_) {
            key.push_back(static_cast<char16_t>(kKeySeparator));
            for (uint16_t h : allowed)
                key.push_back(static_cast<char16_t>(c_.guesses[h]));
        }
        return key;
    }

    std::optional<Value> recall(const std::u16string& key, int beta) {
        const auto e = memo_.find(key);
        if (!e)
            return std::nullopt;
        if (e->exact) {
            ++hits;
            return Value{e->value, e->owner == c_.owner ? e->guess : -1};
        }
        if (e->value >= beta) {
            ++hits;
            return Value{e->value, -1};
        }
        return std::nullopt;
    }

    void remember(std::u16string key, int value, bool exact, int32_t guess) {
        memo_.store(std::move(key), MemoEntry{value, exact, c_.owner, guess});
    }

    struct Slot {
        uint64_t hash = 0;
        uint32_t tag = 0;
        uint32_t kept = 0;
    };

    const ClassContext<Cell>& c_;
    TreeMemo& memo_;
    const GuessRule rule_;
    const bool hard_;  // strict: allowed words kept by their feedback, and in the key
    JobContext* job_;
    bool stopped_ = false;
    const bool weighted_;  // the context's answers carry a prior's weights
    struct ClassSum {
        int weight = 0;
        int heaviest = 0;
        int32_t last = -1;  // an answer of the class (the one, when it has one)
        size_t size = 0;
    };
    std::vector<ClassSum> classSums_;  // classesBound's, by feedback
    std::vector<uint32_t> classTags_;
    uint32_t classTag_ = 0;
    std::vector<Cell> used_;
    std::vector<uint32_t> sortedWeights_;
    std::vector<int> prefix_;  // weighSet's
    int heaviest_ = 0;
    std::vector<uint32_t> inSet_;
    uint32_t stamp_ = 0;
    std::vector<uint32_t> seen_;
    uint32_t seenStamp_ = 0;
    std::vector<uint32_t> labelTags_;
    std::vector<uint16_t> labels_;
    uint32_t labelTag_ = 0;
    std::vector<uint16_t> canon_;
    uint64_t canonHash_ = 0;
    std::vector<Slot> slots_;
    uint32_t slotTag_ = 0;
    size_t slotMask_ = 0;
    std::vector<uint16_t> kept_;
    std::vector<uint8_t> counts_;
    std::vector<uint32_t> buckets_;
    std::vector<std::pair<int, uint16_t>> sorted_;  // sortByBound's
    std::vector<uint8_t> memberFlags_;              // 1 for a set's own words (countAndFlag)
    std::vector<uint8_t> byPosition_;               // counts in the columns' order
    std::vector<uint8_t> memberAt_;                 // 1 at a set's own words' positions
    std::vector<uint16_t> listed_;                  // the plan pass's guesses worth trying
    std::vector<int> bounds_;                       // evaluate's, per class
    Ids everyGuess_;
    std::vector<uint32_t> refineTags_;  // refines(): the fine row's labels seen, by stamp
    std::vector<Cell> refineTo_;        // and the coarse label each one goes with
    uint32_t refineStamp_ = 0;
    HardHints hints_;  // hard: every hint revealed on the way to the current set
};

}  // namespace

namespace {

template <class T>
void atomicMin(std::atomic<T>& a, T v) {
    T current = a.load();
    while (v < current && !a.compare_exchange_weak(current, v)) {
    }
}

struct Counters {
    std::atomic<uint64_t> nodes{0};
    std::atomic<uint64_t> hits{0};
};

// A class's first guesses tried by every thread at once, handed out in
// order. Each keeps the best (value, order) pair, so the choice is the one a
// single thread makes: the first guess in order with the least value.
template <class Cell>
int runShared(const ClassContext<Cell>& context, ClassSearch<Cell>& root,
              typename ClassSearch<Cell>::Plan& plan, std::span<const uint16_t> S, int guessesLeft,
              int beta, TreeMemo& memo, GuessRule rule, int length, JobContext* job,
              Counters& counters, const std::function<void(double)>& onProgress) {
    const auto pack = [](int value, size_t index) {
        return uint64_t{static_cast<uint32_t>(value)} << 32 | index;
    };
    std::atomic<uint64_t> best{pack(beta, 0)};
    std::atomic<int> failed{plan.failed};
    std::atomic<size_t> next{0};
    std::atomic<bool> exhausted{false};
    std::atomic<bool> stopped{false};
    // The work done: the guesses evaluated against those whose bound is
    // below the best value so far (the order is by bound, and the rest are
    // never evaluated), a share that only grows.
    std::atomic<size_t> evaluated{0};
    const auto doneShare = [&](size_t done) {
        const int value = static_cast<int>(best.load() >> 32);
        const auto below =
            std::partition_point(plan.order.begin(), plan.order.end(),
                                 [&](const auto& entry) { return entry.first < value + 1; });
        const auto planned = static_cast<size_t>(below - plan.order.begin());
        return planned == 0 ? 1.0 : std::min(1.0, double(done) / double(planned));
    };
    tbb::enumerable_thread_specific<std::unique_ptr<ClassSearch<Cell>>> helpers;
    const auto work = [&] {
        auto& helper = helpers.local();
        if (!helper)
            helper =
                std::make_unique<ClassSearch<Cell>>(context, memo, rule, length, job, root.tuning_);
        // The flags are read before a guess is taken, never after: a guess
        // taken is always searched or its bound kept. (Read after, a thread
        // held up between taking a guess and reading them lost it when
        // another ended the list: the class's value came out too high.)
        while (!exhausted && !stopped) {
            const size_t i = next++;
            if (i >= plan.order.size())
                break;
            if (root.tuning_.afterTaking)
                root.tuning_.afterTaking();
            const auto [bound, g] = plan.order[i];
            const uint64_t current = best.load();
            const int value = static_cast<int>(current >> 32);
            const int limit =
                i < (current & 0xFFFFFFFF) ? value + 1 : value;  // earlier ones may tie
            if (bound >= limit) {
                exhausted = true;
                atomicMin(failed, bound);
                break;
            }
            const int v = helper->evaluate(g, S, plan.useful, guessesLeft, limit, plan.widest);
            if (helper->stopped())
                stopped = true;
            else if (v < limit)
                atomicMin(best, pack(v, i));
            else
                atomicMin(failed, v);
            if (onProgress)
                onProgress(doneShare(++evaluated));
        }
    };
    tbb::task_group group;
    for (int w = 0; w < tbb::this_task_arena::max_concurrency(); ++w)
        group.run(work);
    group.wait();
    for (const auto& helper : helpers) {
        counters.nodes += helper->nodes;
        counters.hits += helper->hits;
    }
    if (stopped) {
        root.stop();
        return kInf;
    }
    plan.failed = failed;
    const uint64_t found = best.load();
    const int value = static_cast<int>(found >> 32);
    if (value < beta)
        return root.finish(plan, value, plan.order[found & 0xFFFFFFFF].second, beta).value;
    return root.finish(plan, kInf, -1, beta).value;
}

// Where an opener's search stands in the whole job, for progress reports.
struct Stage {
    double from = 0;
    double width = 1;
};

struct OpenerOutcome {
    bool stopped = false;
    bool failed = false;  // no strategy below the best given (or none within the cap)
    int total = kInf;     // exact when neither stopped nor failed
    int bound = 0;        // what is known when stopped or failed
    StrategyTree strategy;
    // With a list of classes to search: every class's value (exact for
    // those searched, else its bound) and the trees of those searched.
    std::vector<ClassValue> classes;
};

// One opener: each class searched (largest first, in parallel) with what
// the best total so far leaves it; the strategy when the opener beats it.
// Given `only`, just the classes with those feedbacks are searched, each to
// its end, and every class's value comes back (the others' bounds from
// their guesses' plan when `boundEvery`, else the plain ones).
template <class Cell>
OpenerOutcome runOpener(const GameLists& lists, const PatternMatrix& matrix, TreeMemo& memo,
                        WordId opener, const StrategyRules& rules, int best, JobContext* job,
                        Counters& counters, const SolverTuning& tuning,
                        const std::vector<uint32_t>& weights,
                        const std::vector<Pattern>* only = nullptr, bool boundEvery = true) {
    OpenerOutcome out;
    const OpenerClasses oc = classesOf(matrix, opener);
    const auto searched = [&](size_t c) {
        return !only || std::find(only->begin(), only->end(), oc.feedback[c]) != only->end();
    };
    // Every answer takes the opener.
    const int n =
        weights.empty()
            ? static_cast<int>(matrix.answerCount())
            : static_cast<int>(std::accumulate(weights.begin(), weights.end(), uint64_t{0}));
    const int next = childDepth(rules.maxGuesses > 0 ? rules.maxGuesses : kNoCap);
    const size_t count = oc.answers.size();
    std::vector<int> bounds(count);
    int lbTotal = n;
    for (size_t c = 0; c < count; ++c) {
        if (weights.empty()) {
            bounds[c] = classBound(oc.answers[c].size(), next);
        } else {
            const SetWeight w = weigh(weights, oc.answers[c]);
            bounds[c] = classBound(oc.answers[c].size(), next, w.total, w.heaviest);
        }
        lbTotal = std::min(kInf, lbTotal + bounds[c]);
    }
    if (lbTotal >= best || lbTotal >= kInf) {
        out.failed = true;
        out.bound = lbTotal;
        return out;
    }
    // Columns arranged where a class's plan bounds are sharpened (a class
    // smaller than that never needs them; see leastBound).
    OpenerTables<Cell> tables(rules.rule, lists, matrix, opener, tuning.sharpenFrom);
    const std::vector<size_t>& order = tables.largestFirst();

    // First every class's guesses are scanned: the least bound of each
    // class's guesses, summed, often shows at once that the opener cannot
    // beat the best, and otherwise tightens every class's budget.
    struct Class {
        ClassContext<Cell> context;
        std::unique_ptr<ClassSearch<Cell>> search;
        typename ClassSearch<Cell>::Plan plan;
        Ids all, words;
    };
    std::vector<Class> classes(count);
    std::atomic<bool> stopped{false};
    tbb::parallel_for(tbb::blocked_range<size_t>(0, count, 1), [&](const auto& range) {
        for (size_t i = range.begin(); i != range.end(); ++i) {
            Class& k = classes[order[i]];
            const size_t c = order[i];
            if (job && job->cancelled())
                stopped = true;
            if (!boundEvery && !searched(c))
                continue;
            k.context = tables.context(c);
            k.context.owner = ++memo.owners;
            if (!weights.empty())
                for (const WordId a : k.context.answers)
                    k.context.weight.push_back(weights[a]);
            k.search = std::make_unique<ClassSearch<Cell>>(k.context, memo, rules.rule,
                                                           lists.length(), job, tuning);
            k.all = k.search->allAnswers();
            k.words = k.search->allGuesses();
            k.plan = k.search->plan(k.all, k.words, next, kInf, true);
            if (k.search->stopped())
                stopped = true;
            bounds[c] = std::max(bounds[c], ClassSearch<Cell>::boundOf(k.plan));
        }
    });
    lbTotal = n;
    for (size_t c = 0; c < count; ++c)
        lbTotal = std::min(kInf, lbTotal + bounds[c]);
    if (!stopped && (lbTotal >= best || lbTotal >= kInf)) {
        out.failed = true;
        out.bound = lbTotal;
        return out;
    }

    std::vector<int> values(count, -1);
    std::vector<StrategyTree> parts(count);
    std::atomic<int> excess{0};
    std::atomic<bool> failed{false};
    // Progress from the work done: each class weighs its size squared (its
    // search grows at least so), a class searched counts whole, one under
    // way by the share of its first guesses evaluated (in thousandths).
    std::vector<double> weight(count);
    double allWeight = 0;
    for (size_t c = 0; c < count; ++c)
        allWeight += weight[c] =
            searched(c) ? double(oc.answers[c].size()) * double(oc.answers[c].size()) : 0.0;
    std::vector<std::atomic<uint32_t>> share(count);
    std::mutex reporting;  // one report at a time, never a step back
    double reported = 0;
    auto reportedAt = std::chrono::steady_clock::now();
    const auto report = [&](bool classDone) {
        if (!job)
            return;
        std::lock_guard lock(reporting);
        const auto now = std::chrono::steady_clock::now();
        if (!classDone && now - reportedAt < job->interval())
            return;  // paced as the job paces its own reports
        reportedAt = now;
        double done = 0;
        for (size_t c = 0; c < count; ++c)
            done += weight[c] * share[c].load(std::memory_order_relaxed) / 1000.0;
        reported = std::max(reported, done / allWeight);
        job->report({reported,
                     "%1 sets searched, %2 remembered · total at least %3",
                     {std::to_string(counters.nodes.load()), std::to_string(counters.hits.load()),
                      std::to_string(lbTotal + excess.load())}});
    };
    tbb::parallel_for(tbb::blocked_range<size_t>(0, count, 1), [&](const auto& range) {
        for (size_t i = range.begin(); i != range.end(); ++i) {
            const size_t c = order[i];
            if (failed || stopped)
                return;
            Class& k = classes[c];
            if (!searched(c)) {
                k = Class{};  // its bound stands
                continue;
            }
            ClassSearch<Cell>& search = *k.search;
            const int budget = best >= kInf ? kInf : best - lbTotal + bounds[c] - excess.load();
            const std::function<void(double)> onProgress = [&, c](double within) {
                const auto thousandths = static_cast<uint32_t>(within * 999);
                uint32_t seen = share[c].load(std::memory_order_relaxed);
                while (thousandths > seen && !share[c].compare_exchange_weak(seen, thousandths)) {
                }
                if (thousandths > seen)
                    report(false);
            };
            const int v = k.plan.done ? k.plan.done->value
                                      : runShared(k.context, search, k.plan, k.all, next, budget,
                                                  memo, rules.rule, lists.length(), job, counters,
                                                  job ? onProgress : std::function<void(double)>());
            if (!search.stopped() && v < budget) {
                excess += v - bounds[c];
                values[c] = v;
                search.build(parts[c], k.all, k.words, next);
            }
            counters.nodes += search.nodes;
            counters.hits += search.hits;
            if (search.stopped())
                stopped = true;
            else if (v >= budget)
                failed = true;
            share[c] = 1000;  // live figures: the sets searched, what the total reaches
            report(true);
            k = Class{};  // done with its tables
        }
    });
    int total = n;
    for (size_t c = 0; c < count; ++c)
        total = std::min(kInf, total + (values[c] >= 0 ? values[c] : bounds[c]));
    out.stopped = stopped;
    out.failed = failed || total >= best;
    // Bounds that do not depend on which classes finished first.
    out.bound = stopped ? total : out.failed ? best : total;
    if (only && !out.stopped && !out.failed) {
        out.classes.resize(count);
        for (size_t c = 0; c < count; ++c) {
            ClassValue& v = out.classes[c];
            v.feedback = oc.feedback[c];
            v.mass = weights.empty() ? oc.answers[c].size()
                                     : static_cast<uint64_t>(weigh(weights, oc.answers[c]).total);
            v.exact = values[c] >= 0;
            v.value = static_cast<uint64_t>(v.exact ? values[c] : bounds[c]);
            v.tree = std::move(parts[c]);
        }
    }
    if (out.stopped || out.failed || only)
        return out;
    out.total = total;
    out.strategy = joinAtOpener(opener, oc, parts);
    return out;
}

OpenerOutcome search(const GameLists& lists, const PatternMatrix& matrix, TreeMemo& memo,
                     WordId opener, const StrategyRules& rules, int best, JobContext* ctx,
                     Counters& counters, const SolverTuning& tuning,
                     const std::vector<uint32_t>& weights,
                     const std::vector<Pattern>* only = nullptr, bool boundEvery = true) {
    return lists.length() <= 5 ? runOpener<uint8_t>(lists, matrix, memo, opener, rules, best, ctx,
                                                    counters, tuning, weights, only, boundEvery)
                               : runOpener<uint16_t>(lists, matrix, memo, opener, rules, best, ctx,
                                                     counters, tuning, weights, only, boundEvery);
}

}  // namespace

TreeSolver::TreeSolver(const GameLists& lists, const PatternMatrix& matrix)
    : lists_(lists), matrix_(matrix), tuning_{}, memoLimit_(memoryBudget() / 4) {
    // Each opener's classes copy the matrix's cells twice (by guess and by answer).
    requireSearchable(lists, matrix, 3, "an optimal-tree search");
}

void TreeSolver::setVectorLimit(size_t answers) {
    tuning_.vectorLimit = std::min(answers, kVectorMax);
}

void TreeSolver::setMemoLimit(uint64_t bytes) {
    memoLimit_ = bytes;
}

void TreeSolver::setSharpenFrom(size_t answers) {
    tuning_.sharpenFrom = answers;
}

void TreeSolver::setDropRefined(bool on) {
    tuning_.dropRefined = on;
}

void TreeSolver::setAfterTaking(std::function<void()> pause) {
    tuning_.afterTaking = std::move(pause);
}

void TreeSolver::setPrior(const TreePrior* prior) {
    std::vector<uint32_t> weights;
    if (prior && prior->weights.size() != lists_.answers().size())
        throw std::invalid_argument("the prior weighs " + std::to_string(prior->weights.size()) +
                                    " answers, the lists have " +
                                    std::to_string(lists_.answers().size()));
    if (prior && !prior->uniform()) {
        if (prior->weightTotal() > TreePrior::kMaxWeightTotal)
            throw std::invalid_argument("the prior's weights sum to more than " +
                                        std::to_string(TreePrior::kMaxWeightTotal));
        weights = prior->weights;
    }
    if (weights != weights_)
        memo_.reset();  // its values were under the other prior
    weights_ = std::move(weights);
}

TreeSolver::~TreeSolver() = default;

TreeMemo& TreeSolver::memoFor(const StrategyRules& rules) {
    // Between openers: a memo past its limit starts again (a run over every
    // opener would otherwise keep every set it ever met).
    if (!memo_ || rules.rule != memoRules_.rule || memo_->bytes() > memoLimit_) {
        memo_ = std::make_unique<TreeMemo>();
        memoRules_ = rules;
    }
    return *memo_;
}

TreeResult TreeSolver::forOpener(WordId opener, const StrategyRules& rules, JobContext* ctx) {
    return best({opener}, rules, ctx);
}

OpenerValue TreeSolver::valueOf(WordId opener, const StrategyRules& rules, uint64_t cutoff,
                                JobContext* ctx) {
    TreeMemo& memo = memoFor(rules);
    Counters counters;
    const int best = cutoff >= uint64_t{kInf} ? kInf : static_cast<int>(cutoff);
    if (ctx) {
        ctx->setStage("Opener '%1'", {lists_.guesses().word(opener)}, 0.0, 1.0);
        ctx->report({0.0, "Searching every class"});
    }
    const OpenerOutcome o =
        search(lists_, matrix_, memo, opener, rules, best, ctx, counters, tuning_, weights_);
    OpenerValue value{opener, 0, false, true};
    if (!o.stopped && !o.failed && o.total < best) {
        value.total = static_cast<uint64_t>(o.total);
        value.exact = true;
    } else {
        value.total = o.bound < kInf ? static_cast<uint64_t>(o.bound) : 0;
        value.solvable = o.bound < kInf;
    }
    return value;
}

OpenerClassValues TreeSolver::classValues(WordId opener, const StrategyRules& rules,
                                          const std::vector<Pattern>& searched, bool boundEvery,
                                          JobContext* ctx) {
    TreeMemo& memo = memoFor(rules);
    Counters counters;
    if (ctx)  // in the caller's stage
        ctx->report({0.0, "Searching every class"});
    OpenerOutcome o = search(lists_, matrix_, memo, opener, rules, kInf, ctx, counters, tuning_,
                             weights_, &searched, boundEvery);
    OpenerClassValues values;
    values.proven = !o.stopped;
    values.solvable = !o.stopped && !o.failed;
    values.classes = std::move(o.classes);
    return values;
}

OpenerClassValues TreeSolver::allClassValues(WordId opener, const StrategyRules& rules,
                                             JobContext* ctx) {
    if (ctx)
        ctx->setStage("Opener '%1'", {lists_.guesses().word(opener)}, 0.0, 1.0);
    return classValues(opener, rules, classesOf(matrix_, opener).feedback, true, ctx);
}

TreeResult TreeSolver::best(const std::vector<WordId>& candidates, const StrategyRules& rules,
                            JobContext* ctx) {
    Counters counters;
    TreeResult result;
    result.proven = true;
    int best = kInf;
    for (size_t i = 0; i < candidates.size(); ++i) {
        const WordId opener = candidates[i];
        TreeMemo& memo = memoFor(rules);
        if (ctx && ctx->cancelled()) {
            result.proven = false;
            break;
        }
        Stage stage{double(i) / double(candidates.size()), 1.0 / double(candidates.size())};
        if (ctx) {  // the opener, which of how many, the best total so far
            std::vector<std::string> args{lists_.guesses().word(opener)};
            if (candidates.size() > 1)
                args.insert(args.end(), {std::to_string(i + 1), std::to_string(candidates.size())});
            if (candidates.size() > 1 && best < kInf)
                args.push_back(std::to_string(best));
            ctx->setStage(candidates.size() == 1 ? "Opener '%1'"
                          : best < kInf          ? "Opener '%1' (%2 of %3, best so far %4)"
                                                 : "Opener '%1' (%2 of %3)",
                          std::move(args), stage.from, stage.width);
            ctx->report({0.0, "Searching every class"});
        }
        OpenerOutcome o =
            search(lists_, matrix_, memo, opener, rules, best, ctx, counters, tuning_, weights_);
        if (o.stopped) {
            result.proven = false;
            if (candidates.size() == 1)
                result.total = static_cast<uint64_t>(o.bound);
            break;
        }
        OpenerValue value{opener, 0, false, true};
        if (!o.failed && o.total < best) {
            best = o.total;
            value.total = static_cast<uint64_t>(o.total);
            value.exact = true;
            result.solvable = true;
            result.opener = opener;
            result.total = value.total;
            result.strategy = std::move(o.strategy);
        } else {
            value.total = o.bound < kInf ? static_cast<uint64_t>(o.bound) : 0;
            value.solvable = o.bound < kInf;
        }
        result.openers.push_back(value);
    }
    result.weightTotal =
        weights_.empty() ? 0 : std::accumulate(weights_.begin(), weights_.end(), uint64_t{0});
    result.nodes = counters.nodes;
    result.memoHits = counters.hits;
    result.memoEntries = memo_ ? memo_->entries() : 0;
    result.memoBytes = memo_ ? memo_->bytes() : 0;
    return result;
}

}  // namespace guesslab
