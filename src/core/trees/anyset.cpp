#include "anyset.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>

namespace guesslab {

namespace {

// Every guess in order of how many classes it splits the answers into (the
// likeliest to tell a set apart first), and the first of them, the probes,
// as a table by answer with each probe's classes.
//
// A set fails within two guesses when every guess leaves two of its answers
// alike. So each probe has a pair of the set alike under it, and one of the
// set's N(N-1)/2 pairs is alike under at least that share of the probes: a
// heavy pair. Look-alike words make few heavy pairs; the search starts
// from each of them.
class Tables {
public:
    static constexpr size_t kProbes = 128;  // weights fit a byte

    Tables(const GameLists& lists, const PatternMatrix& matrix)
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
        }
        weights_.resize(n_ * n_);
        tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(n_), 16), [&](auto r) {
            for (WordId a = r.begin(); a != r.end(); ++a)
                for (WordId b = 0; b < n_; ++b)
                    weights_[a * n_ + b] = static_cast<uint8_t>(countAlike(a, b));
        });
    }

    size_t answers() const { return n_; }
    size_t probes() const { return m_; }
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

    // True when guess g gives every answer of S its own feedback.
    bool separates(WordId g, std::span<const WordId> S) const {
        for (size_t i = 0; i < S.size(); ++i)
            for (size_t j = i + 1; j < S.size(); ++j)
                if (matrix_.at(g, S[i]) == matrix_.at(g, S[j]))
                    return false;
        return true;
    }
    bool probeSeparates(size_t probe, std::span<const WordId> S) const {
        for (size_t i = 0; i < S.size(); ++i)
            for (size_t j = i + 1; j < S.size(); ++j)
                if (alike(probe, S[i], S[j]))
                    return false;
        return true;
    }
    // The first guess past the probes that separates S, if any.
    std::optional<WordId> laterSeparating(std::span<const WordId> S) const {
        for (size_t k = m_; k < order_.size(); ++k)
            if (separates(order_[k], S))
                return order_[k];
        return std::nullopt;
    }
    bool separable(std::span<const WordId> S) const {
        for (size_t i = 0; i < m_; ++i)
            if (probeSeparates(i, S))
                return true;
        return laterSeparating(S).has_value();
    }
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
    uint32_t countAlike(WordId a, WordId b) const {
        const uint16_t* x = feedback_.data() + a * m_;
        const uint16_t* y = feedback_.data() + b * m_;
        uint32_t w = 0;
        for (size_t i = 0; i < m_; ++i)
            w += x[i] == y[i];
        return w;
    }

    const PatternMatrix& matrix_;
    size_t n_;
    size_t m_ = 0;
    uint32_t patterns_ = 0;
    std::vector<WordId> order_;
    std::vector<uint16_t> feedback_;  // n × m
    std::vector<WordId> members_;     // by probe: the answers sorted by feedback
    std::vector<uint32_t> start_;     // by probe: where each feedback's class starts
    std::vector<uint8_t> weights_;    // n × n: weight() of every pair (at most 128)
};

struct HeavyPair {
    WordId b, c;
    uint32_t weight;
};

// The failing sets whose heaviest pair (most probes alike, then the least
// ids) is (b, c): the rest must meet every guess that tells b and c apart.
class PairSearch {
public:
    PairSearch(const Tables& t, int size)
        : t_(t),
          size_(size),
          marks_(t.answers(), 0),
          marks2_(t.answers(), 0),
          firstJoin_(t.answers(), 0) {}

    std::vector<std::vector<WordId>>& found() { return out_; }

    void run(const HeavyPair& p) {
        pair_ = p;
        // The probes that tell b and c apart, in order.
        apart_.clear();
        for (size_t i = 0; i < t_.probes(); ++i)
            if (!t_.alike(i, p.b, p.c))
                apart_.push_back(i);
        const std::array<WordId, 2> S{p.b, p.c};
        std::optional<size_t> firstProbe;
        WordId firstGuess = 0;
        if (!apart_.empty()) {
            firstProbe = apart_.front();
        } else if (auto g = t_.laterSeparating(S)) {
            firstGuess = *g;
        } else {
            return;  // no two answers fail together: a guess of one leaves the other alone
        }
        // Some answer of the rest is alike with b or c under the first guess
        // that tells them apart ...
        t_.forEachJoining(S, firstProbe, firstGuess, marks_, next(marks_, stamp_), [&](WordId x) {
            if (!lighter(p.b, x) || !lighter(p.c, x))
                return;  // a set with x has a heavier pair than (b, c)
            const std::array<WordId, 3> three{p.b, p.c, x};
            if (size_ == 3)
                check(three);
            else
                completeFour(three);
        });
        if (size_ == 3)
            return;
        // ... or the other two, x and y, are alike with each other there,
        // and stay alike until one of them, x, is first alike with b or c.
        constexpr uint32_t never = ~uint32_t{0};
        next(marks_, stamp_);
        std::vector<WordId>& joining = joining_;
        joining.clear();
        for (uint32_t i = 0; i < apart_.size(); ++i)
            for (WordId s : S)
                for (WordId x : t_.classOf(apart_[i], s))
                    if (x != p.b && x != p.c && marks_[x] != stamp_) {
                        marks_[x] = stamp_;
                        firstJoin_[x] = i;
                        joining.push_back(x);
                    }
        const auto firstJoin = [&](WordId x) {
            return marks_[x] == stamp_ ? firstJoin_[x] : never;
        };
        const auto alikeUntil = [&](WordId x, WordId y, uint32_t i) {
            for (uint32_t j = 1; j < i && j < apart_.size(); ++j)
                if (!t_.alike(apart_[j], x, y))
                    return false;
            return true;
        };
        for (WordId x : joining) {
            const uint32_t i = firstJoin_[x];
            if (i == 0 || !lighter(p.b, x) || !lighter(p.c, x))
                continue;  // the first branch, or a heavier pair than (b, c)
            for (WordId y : t_.classOf(apart_.front(), x))
                if (y != x && y != p.b && y != p.c && firstJoin(y) >= i && alikeUntil(x, y, i))
                    check(std::array<WordId, 4>{p.b, p.c, x, y});
        }
        // ... or neither ever is: x and y are alike under every probe that
        // tells b and c apart, so they are at least as heavy as (b, c) is
        // light, and no heavier than (b, c).
        if (apart_.size() > p.weight)
            return;
        if (firstProbe) {
            for (WordId x = 0; x < t_.answers(); ++x)
                if (x != p.b && x != p.c && firstJoin(x) == never)
                    for (WordId y : t_.classOf(*firstProbe, x))
                        if (y > x && y != p.b && y != p.c && firstJoin(y) == never &&
                            alikeUntil(x, y, never))
                            check(std::array<WordId, 4>{p.b, p.c, x, y});
            return;
        }
        const PatternMatrix& m = t_.matrix();
        for (WordId x = 0; x < t_.answers(); ++x)
            for (WordId y = x + 1; y < t_.answers(); ++y)
                if (x != p.b && x != p.c && y != p.b && y != p.c &&
                    m.at(firstGuess, x) == m.at(firstGuess, y))
                    check(std::array<WordId, 4>{p.b, p.c, x, y});
    }

private:
    // The fourth answer is alike with one of the three under the first guess
    // that tells them apart (any answer, when none does).
    void completeFour(std::array<WordId, 3> S) {
        std::optional<size_t> probe;
        for (size_t i = 0; i < t_.probes() && !probe; ++i)
            if (t_.probeSeparates(i, S))
                probe = i;
        WordId later = 0;
        if (!probe) {
            const auto g = t_.laterSeparating(S);
            if (!g) {
                for (WordId d = 0; d < t_.answers(); ++d)
                    if (d != S[0] && d != S[1] && d != S[2])
                        check(std::array<WordId, 4>{S[0], S[1], S[2], d});
                return;
            }
            later = *g;
        }
        t_.forEachJoining(S, probe, later, marks2_, next(marks2_, stamp2_), [&](WordId d) {
            check(std::array<WordId, 4>{S[0], S[1], S[2], d});
        });
    }

    // False when (x, y) is heavier than (b, c), or as heavy with lesser ids:
    // no set with both has (b, c) as its heaviest pair.
    bool lighter(WordId x, WordId y) const {
        if (x > y)
            std::swap(x, y);
        if (x == pair_.b && y == pair_.c)
            return true;
        const uint32_t w = t_.weight(x, y);
        return w < pair_.weight ||
               (w == pair_.weight && std::pair(x, y) > std::pair(pair_.b, pair_.c));
    }

    static uint32_t next(std::vector<uint32_t>& marks, uint32_t& stamp) {
        if (++stamp == 0) {
            std::fill(marks.begin(), marks.end(), 0);
            stamp = 1;
        }
        return stamp;
    }

    // Emits S when no guess separates it and (b, c) is its heaviest pair
    // (each failing set is then found once).
    template <size_t N>
    void check(std::array<WordId, N> S) {
        for (size_t i = 0; i < N; ++i)
            for (size_t j = i + 1; j < N; ++j)
                if (!lighter(S[i], S[j]))
                    return;
        for (size_t i : apart_)           // b and c are alike under the other probes
            if (t_.probeSeparates(i, S))  // most sets: the first probes tell them apart
                return;
        if (t_.laterSeparating(S))  // the slow part: once for each set
            return;
        std::sort(S.begin(), S.end());
        out_.emplace_back(S.begin(), S.end());
    }

    const Tables& t_;
    int size_;
    std::vector<std::vector<WordId>> out_;
    HeavyPair pair_{};
    std::vector<size_t> apart_;
    std::vector<uint32_t> marks_, marks2_;
    uint32_t stamp_ = 0, stamp2_ = 0;
    std::vector<uint32_t> firstJoin_;  // valid where marks_ holds stamp_
    std::vector<WordId> joining_;
};

void checkArguments(const GameLists& lists, const PatternMatrix& matrix, int size) {
    if (size < 2 || size > 4)
        throw std::invalid_argument("sets of 2 to 4 answers within two guesses (not " +
                                    std::to_string(size) + ")");
    if (lists.answersMissingFromGuesses() > 0)
        throw std::invalid_argument(std::to_string(lists.answersMissingFromGuesses()) +
                                    " answers are not in the guess list (add them to it)");
    if (!matrix.complete() || matrix.answerCount() != lists.answers().size() ||
        matrix.guessCount() != lists.guesses().size())
        throw std::invalid_argument("the pattern matrix does not match the lists");
}

AnySetReport finish(int size, std::vector<std::vector<WordId>> failing, bool proven) {
    std::sort(failing.begin(), failing.end());
    failing.erase(std::unique(failing.begin(), failing.end()), failing.end());
    AnySetReport r;
    r.size = size;
    r.guesses = 2;
    r.proven = proven;
    r.holds = proven && failing.empty();
    r.failing = std::move(failing);
    return r;
}

}  // namespace

AnySetReport failingInTwo(const GameLists& lists, const PatternMatrix& matrix, int size,
                          JobContext* ctx) {
    checkArguments(lists, matrix, size);
    if (size == 2)  // guess one of them: the other is then alone
        return finish(size, {}, true);
    const Tables t(lists, matrix);
    const size_t n = t.answers();
    const uint32_t pairs = static_cast<uint32_t>(size * (size - 1) / 2);
    const uint32_t least = static_cast<uint32_t>((t.probes() + pairs - 1) / pairs);
    tbb::enumerable_thread_specific<std::vector<HeavyPair>> heavyParts;
    tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(n), 16), [&](auto r) {
        auto& part = heavyParts.local();
        for (WordId b = r.begin(); b != r.end(); ++b)
            for (WordId c = b + 1; c < n; ++c)
                if (const uint32_t w = t.weight(b, c); w >= least)
                    part.push_back({b, c, w});
    });
    std::vector<HeavyPair> heavy;
    for (auto& part : heavyParts)
        heavy.insert(heavy.end(), part.begin(), part.end());
    std::sort(heavy.begin(), heavy.end(), [](const HeavyPair& x, const HeavyPair& y) {
        return std::pair(x.b, x.c) < std::pair(y.b, y.c);
    });
    if (ctx)
        ctx->beginPhase("Sets of answers no two guesses tell apart", heavy.size());
    tbb::enumerable_thread_specific<PairSearch> searches([&] { return PairSearch(t, size); });
    std::atomic<bool> stopped{false};
    tbb::parallel_for(tbb::blocked_range<size_t>(0, heavy.size(), 1), [&](auto r) {
        PairSearch& search = searches.local();
        for (size_t k = r.begin(); k != r.end(); ++k) {
            if (stopped || (ctx && ctx->cancelled())) {
                stopped = true;
                return;
            }
            search.run(heavy[k]);
            if (ctx)
                ctx->advance();
        }
    });
    std::vector<std::vector<WordId>> failing;
    for (auto& search : searches)
        failing.insert(failing.end(), search.found().begin(), search.found().end());
    return finish(size, std::move(failing), !stopped);
}

std::optional<bool> anyThreeInTwo(const GameLists& lists, const PatternMatrix& matrix,
                                  JobContext* ctx) {
    // The lists' words name the fact: a new list read from a file with the
    // same words gets the same answer.
    std::string key;
    for (const WordList* list : {&lists.answers(), &lists.guesses()}) {
        for (const std::string& w : list->words())
            key += w;
        key += '|';
    }
    static std::mutex mutex;
    static std::map<std::string, bool> proven;
    {
        const std::lock_guard lock(mutex);
        if (auto it = proven.find(key); it != proven.end())
            return it->second;
    }
    const AnySetReport r = failingInTwo(lists, matrix, 3, ctx);
    if (!r.proven)
        return std::nullopt;
    const std::lock_guard lock(mutex);
    proven[key] = r.holds;
    return r.holds;
}

AnySetReport failingInTwoReference(const GameLists& lists, const PatternMatrix& matrix, int size) {
    checkArguments(lists, matrix, size);
    const size_t n = lists.answers().size();
    std::vector<std::vector<WordId>> failing;
    std::vector<WordId> S(static_cast<size_t>(size));
    std::vector<bool> pick(n, false);
    std::fill(pick.begin(), pick.begin() + size, true);
    do {
        S.clear();
        for (WordId a = 0; a < n; ++a)
            if (pick[a])
                S.push_back(a);
        bool separable = false;
        for (WordId g = 0; g < matrix.guessCount() && !separable; ++g) {
            std::vector<uint16_t> p;
            for (WordId a : S)
                p.push_back(matrix.at(g, a).value);
            std::sort(p.begin(), p.end());
            separable = std::adjacent_find(p.begin(), p.end()) == p.end();
        }
        if (!separable)
            failing.push_back(S);
    } while (std::prev_permutation(pick.begin(), pick.end()));
    return finish(size, std::move(failing), true);
}

}  // namespace guesslab
