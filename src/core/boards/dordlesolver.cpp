// SPDX-License-Identifier: GPL-3.0-or-later
#include "dordlesolver.h"

#include "boardssimulation.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace guesslab {

namespace {

constexpr uint64_t kNone = std::numeric_limits<uint64_t>::max() / 4;

uint64_t singleBound(size_t n) {
    return n == 0 ? 0 : 2 * n - 1;  // one may be named now, the others need two
}

// Every pair needs two guesses, and a third unless the next guess names one
// of its secrets: at most the larger set's pairs (disjoint), or 2 (n - 1) (same).
uint64_t pairBound(size_t na, size_t nb, bool same) {
    const uint64_t p = same ? uint64_t(na) * (na - 1) : uint64_t(na) * nb;
    if (p == 0)
        return 0;
    return 3 * p - (same ? 2 * (na - 1) : std::max(na, nb));
}

// One term of a guess's cost: one board's set alone, or a pair of sets.
struct Term {
    const std::vector<SecretId>* a;
    const std::vector<SecretId>* b;  // null: one board
    bool same = false;
    uint64_t times = 1;
    uint64_t bound = 0;  // times x the term's lower bound
};

// The least cost among options {guess, bound}, tried in the order of their
// bounds while they can still beat the best so far and beta. cost(option,
// cap) gives {value, exact}: exact, or a lower bound (at least cap when cut).
struct Least {
    uint64_t best = kNone;  // the least exact cost found
    uint64_t low = kNone;   // the least bound proven for the others
    int64_t guess = -1;     // the guess of `best`
};
template <class Option, class Cost>
Least leastOf(std::vector<Option>& options, uint64_t beta, const bool& stop, Cost&& cost) {
    std::sort(options.begin(), options.end(), [](const Option& x, const Option& y) {
        return x.bound != y.bound ? x.bound < y.bound : x.guess < y.guess;
    });
    Least r;
    for (const Option& o : options) {
        const uint64_t cap = std::min(r.best, beta);
        if (o.bound >= cap || stop) {  // the rest are bounded as high
            r.low = std::min(r.low, o.bound);
            break;
        }
        const auto [value, exact] = cost(o, cap);
        if (exact && value < r.best) {
            r.best = value;
            r.guess = o.guess;
        } else {
            r.low = std::min(r.low, value);
        }
    }
    return r;
}

}  // namespace

DordleSolver::DordleSolver(const WordGame& game)
    : game_(game), guesses_(game.lists().guesses().size()) {
    // Two answers left are found in 3 and a known one in 1 only if it can be named.
    if (game.lists().answersMissingFromGuesses() > 0)
        throw std::invalid_argument("two boards exactly need every answer in the guess list");
}

bool DordleSolver::stopped() {
    if (stop_)
        return true;
    if ((states_++ & 255) == 0)  // the first call looks too: a job stopped before it starts
        stop_ = (ctx_ && ctx_->cancelled()) ||
                (timed_ && std::chrono::steady_clock::now() >= deadline_);
    return stop_;
}

DordleSolver::Classes DordleSolver::split(uint32_t guess, std::span<const SecretId> set) const {
    std::vector<Feedback> row(set.size());
    game_.feedbackRow(Question{guess, {}, {}}, set, row.data());
    std::vector<size_t> order(set.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t x, size_t y) { return row[x] < row[y]; });
    Classes out;
    for (size_t k = 0; k < order.size(); ++k) {
        const size_t i = order[k];
        if (game_.wins(Question{guess, {}, {}}, row[i])) {
            out.names = true;  // the named secret: its board is solved, nothing follows
            continue;
        }
        if (k == 0 || row[order[k - 1]] != row[i] ||
            game_.wins(Question{guess, {}, {}}, row[order[k - 1]]))
            out.members.emplace_back();
        out.members.back().push_back(set[i]);
    }
    for (auto& c : out.members)
        std::sort(c.begin(), c.end());
    return out;
}

uint64_t DordleSolver::single(std::vector<SecretId> set) {
    std::sort(set.begin(), set.end());
    stop_ = false;
    ctx_ = nullptr;  // no stop: the value is exact
    timed_ = false;
    return singleBelow(set, kNone).value;
}

DordleSolver::Value DordleSolver::singleBelow(const std::vector<SecretId>& set, uint64_t beta) {
    const size_t n = set.size();
    if (n <= 2)
        return {n == 0 ? 0 : 2 * n - 1, true};  // 1; or 3: name one, then the other
    if (auto it = single_.find(set); it != single_.end())
        return {it->second, true};
    if (stopped() || singleBound(n) >= beta)
        return {singleBound(n), false};
    struct Option {
        uint32_t guess;
        uint64_t bound;
        Classes classes;
    };
    std::vector<Option> options;
    for (uint32_t g = 0; g < guesses_; ++g) {
        Classes c = split(g, set);
        if (!c.names && c.members.size() == 1)
            continue;  // tells nothing
        uint64_t bound = n;
        for (const auto& m : c.members)
            bound += singleBound(m.size());
        options.push_back({g, bound, std::move(c)});
    }
    const auto [best, low, guess] =
        leastOf(options, beta, stop_, [&](const Option& o, uint64_t cap) {
            uint64_t sum = o.bound;
            bool exact = true;
            for (const auto& m : o.classes.members) {
                if (sum >= cap)
                    return std::pair(sum, false);
                sum -= singleBound(m.size());
                const Value v = singleBelow(m, cap - sum);
                sum += v.value;
                exact = exact && v.exact;
            }
            return std::pair(sum, exact);
        });
    if (best < beta && best <= low && !stop_) {
        single_.emplace(set, best);
        return {best, true};
    }
    return {std::max(singleBound(n), std::min(best, low)), false};
}

// With d1 and d2 the guesses a pair needs on each board, it needs
// max(d1, d2) >= (d1 + d2 + 1) / 2 (one guess solves one board); over the
// pairs with b fixed, d1 adds up to a strategy for board 1 alone, at least
// single(a); and the same for b.
uint64_t DordleSolver::singleFloor(const std::vector<SecretId>& set) {
    return set.size() < 3 ? singleBound(set.size()) : singleBelow(set, kNone).value;
}

uint64_t DordleSolver::disjointBound(const std::vector<SecretId>& a,
                                     const std::vector<SecretId>& b) {
    const uint64_t plain = pairBound(a.size(), b.size(), false);
    if (a.size() < 3 && b.size() < 3)
        return plain;
    const uint64_t ta = singleFloor(a), tb = singleFloor(b);
    const uint64_t pairs = uint64_t(a.size()) * b.size();
    return std::max(plain, (b.size() * ta + a.size() * tb + pairs + 1) / 2);
}

DordleSolver::Value DordleSolver::pairCost(uint32_t guess, const std::vector<SecretId>& a,
                                           const std::vector<SecretId>& b, bool same,
                                           uint64_t beta) {
    const Classes ca = split(guess, a);
    const Classes cb = same ? Classes{} : split(guess, b);
    const uint64_t pairs =
        same ? uint64_t(a.size()) * (a.size() - 1) : uint64_t(a.size()) * b.size();
    std::vector<Term> terms;
    if (same) {
        for (size_t i = 0; i < ca.members.size(); ++i) {
            const auto& x = ca.members[i];
            if (ca.names)  // the guess is either board's secret: the other board alone
                terms.push_back({&x, nullptr, false, 2, 2 * singleFloor(x)});
            if (x.size() >= 2)
                terms.push_back({&x, &x, true, 1, pairBound(x.size(), x.size(), true)});
            for (size_t j = i + 1; j < ca.members.size(); ++j) {
                const auto& y = ca.members[j];
                terms.push_back({&x, &y, false, 2, 2 * disjointBound(x, y)});
            }
        }
    } else {
        if (ca.names)
            for (const auto& y : cb.members)
                terms.push_back({&y, nullptr, false, 1, singleFloor(y)});
        if (cb.names)
            for (const auto& x : ca.members)
                terms.push_back({&x, nullptr, false, 1, singleFloor(x)});
        for (const auto& x : ca.members)
            for (const auto& y : cb.members)
                terms.push_back({&x, &y, false, 1, disjointBound(x, y)});
    }
    uint64_t sum = pairs;
    for (const Term& t : terms)
        sum += t.bound;
    // The dearest terms first: a cut comes soonest.
    std::stable_sort(terms.begin(), terms.end(),
                     [](const Term& x, const Term& y) { return x.bound > y.bound; });
    bool exact = true;
    for (const Term& t : terms) {
        if (sum >= beta)
            return {sum, false};
        sum -= t.bound;
        const uint64_t room = (beta - sum + t.times - 1) / t.times;
        const Value v = t.b ? pairsBelow(*t.a, *t.b, t.same, room) : singleBelow(*t.a, room);
        sum += t.times * v.value;
        exact = exact && v.exact;
    }
    return {sum, exact};
}

DordleSolver::Value DordleSolver::pairsBelow(const std::vector<SecretId>& a,
                                             const std::vector<SecretId>& b, bool same,
                                             uint64_t beta) {
    const size_t na = a.size(), nb = same ? a.size() : b.size();
    if (pairBound(na, nb, same) == 0)
        return {0, true};
    if (!same && na == 1 && nb == 1)
        return {2, true};  // name one: the other is then known
    const uint64_t bound = same ? pairBound(na, nb, true) : disjointBound(a, b);
    // Disjoint pairs count alike either way round: one key for both.
    const bool swap = !same && b < a;
    auto key = same   ? std::make_pair(a, std::vector<SecretId>{})
               : swap ? std::make_pair(b, a)
                      : std::make_pair(a, b);
    // The start is searched again (its memo entry has no first guess).
    if (auto it = pairs_.find(key); it != pairs_.end() && &a != rootA_)
        return {it->second, true};
    if (stopped() || bound >= beta)
        return {bound, false};
    const uint64_t pairs = same ? uint64_t(na) * (na - 1) : uint64_t(na) * nb;
    // Guesses that tell something, by a quick bound on their cost.
    struct Option {
        uint32_t guess;
        uint64_t bound;
    };
    std::vector<Option> options;
    for (uint32_t g = 0; g < guesses_; ++g) {
        const Classes ca = split(g, a);
        const Classes cb = same ? Classes{} : split(g, b);
        if (!ca.names && !cb.names && ca.members.size() == 1 && (same || cb.members.size() == 1))
            continue;
        // Each pair two guesses at least, three unless this guess names one of its secrets.
        const uint64_t named =
            same ? (ca.names ? 2 * (na - 1) : 0) : (ca.names ? nb : 0) + (cb.names ? na : 0);
        options.push_back({g, 3 * pairs - named});
    }
    // Large positions: each guess bounded by its terms (each board's fewest
    // alone inside), which proves more at once, and orders the search better.
    const bool start = &a == rootA_ && ctx_;  // the long loops a user waits on
    if (pairs >= refineFrom_) {
        if (start)
            ctx_->beginPhase("First guesses bounded", options.size());
        for (Option& o : options) {
            o.bound = std::max(o.bound, pairCost(o.guess, a, b, same, 0).value);
            if (start)
                ctx_->advance(1);
        }
    }
    if (start)
        ctx_->beginPhase("First guesses searched", options.size());
    const auto [best, low, guess] =
        leastOf(options, beta, stop_, [&](const Option& o, uint64_t cap) {
            const Value v = pairCost(o.guess, a, b, same, cap);
            if (start)
                ctx_->advance(1);
            return std::pair(v.value, v.exact);
        });
    if (&a == rootA_ && guess >= 0) {  // the start: its best first guess so far
        first_ = guess;
        rootBest_ = best;
    }
    if (best < beta && best <= low && !stop_) {
        pairs_.emplace(std::move(key), best);
        return {best, true};
    }
    return {std::max(bound, std::min(best, low)), false};
}

DordleResult DordleSolver::solve(JobContext* ctx, std::chrono::milliseconds limit) {
    ctx_ = ctx;
    timed_ = limit.count() > 0;
    deadline_ = std::chrono::steady_clock::now() + limit;
    stop_ = false;
    states_ = 0;
    std::vector<SecretId> all(game_.secretCount());
    std::iota(all.begin(), all.end(), SecretId{0});
    rootA_ = &all;
    first_ = -1;
    rootBest_ = 0;
    DordleResult r;
    r.pairs = uint64_t(all.size()) * (all.size() - 1);
    const Value v = pairsBelow(all, all, true, kNone);
    rootA_ = nullptr;
    r.states = states_;
    r.lower = v.value;
    if (v.exact) {
        r.total = v.value;
        r.first = first_;
    } else {  // stopped: the best first guess evaluated in full, or a player's strategy
        if (first_ >= 0) {
            r.first = first_;
            r.total = rootBest_;
        }
        if (const auto [total, first] = finisherTotal();
            total && (r.total == 0 || total < r.total)) {
            r.total = total;
            r.first = first;
            r.byPlayer = true;
        }
    }
    ctx_ = nullptr;  // the job's context ends with it
    timed_ = false;
    return r;
}

// The finisher's game against every ordered pair, added up: a strategy,
// so an upper bound; {0, -1} when it cannot be had (a game unfinished, a
// cancel, or too many pairs to play after a stop).
std::pair<uint64_t, int64_t> DordleSolver::finisherTotal() const {
    constexpr uint64_t kMostPairs = 200'000;  // about a minute of play
    if ((ctx_ && ctx_->cancelled()) || game_.secretCount() * (game_.secretCount() - 1) > kMostPairs)
        return {0, -1};
    const BoardsGame game(game_.sharedLists(), game_.sharedMatrix(), 2, kMaxBoardsGuesses);
    const BoardsScorer scorer(game);
    const BoardsPlayer player(scorer, BoardsStrategy::Finisher);
    const size_t n = game.secretCount();
    uint64_t total = 0;
    int64_t first = -1;
    for (SecretId a = 0; a < n; ++a)
        for (SecretId b = 0; b < n; ++b) {
            if (a == b)
                continue;
            const std::vector<SecretId> secrets{a, b};
            const BoardsGamePlayed played = playBoards(player, secrets, ctx_);
            if (!played.finished)
                return {0, -1};
            total += played.guesses.size();
            if (first < 0 && !played.guesses.empty())
                first = played.guesses.front();
        }
    return {total, first};
}

uint64_t dordleTotalPlainly(const WordGame& game) {
    // A state: the pairs (a, b) still possible and which boards are solved.
    struct State {
        std::vector<std::pair<SecretId, SecretId>> pairs;
        bool solved1 = false, solved2 = false;
        auto operator<=>(const State&) const = default;
    };
    std::map<State, uint64_t> memo;
    const size_t guesses = game.lists().guesses().size();
    const auto value = [&](auto&& self, const State& s) -> uint64_t {
        if (s.pairs.empty() || (s.solved1 && s.solved2))
            return 0;
        if (auto it = memo.find(s); it != memo.end())
            return it->second;
        uint64_t best = kNone;
        for (uint32_t g = 0; g < guesses; ++g) {
            const Question q{g, {}, {}};
            std::map<std::pair<int64_t, int64_t>, State> outcomes;
            for (const auto& [a, b] : s.pairs) {
                const int64_t f1 = s.solved1 ? -1 : int64_t(game.feedback(q, a));
                const int64_t f2 = s.solved2 ? -1 : int64_t(game.feedback(q, b));
                State& o = outcomes[{f1, f2}];
                o.solved1 = s.solved1 || (f1 >= 0 && game.wins(q, Feedback(f1)));
                o.solved2 = s.solved2 || (f2 >= 0 && game.wins(q, Feedback(f2)));
                o.pairs.emplace_back(a, b);
            }
            if (outcomes.size() == 1) {
                const State& o = outcomes.begin()->second;
                if (o.solved1 == s.solved1 && o.solved2 == s.solved2)
                    continue;  // no progress
            }
            uint64_t total = s.pairs.size();
            for (const auto& [f, o] : outcomes)
                total += self(self, o);
            best = std::min(best, total);
        }
        memo.emplace(s, best);
        return best;
    };
    State start;
    for (SecretId a = 0; a < game.secretCount(); ++a)
        for (SecretId b = 0; b < game.secretCount(); ++b)
            if (a != b)
                start.pairs.emplace_back(a, b);
    return value(value, start);
}

}  // namespace guesslab
