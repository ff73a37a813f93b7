#include "anyset.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <array>
#include <span>
#include <atomic>
#include <numeric>
#include <stdexcept>
#include <string>

namespace guesslab {

namespace {

// Feedback by guess and answer, with each answer's guess id and, for every
// answer played as a guess, the other answers grouped by their feedback.
class Tables {
public:
    Tables(const GameLists& lists, const PatternMatrix& matrix)
        : matrix_(matrix), n_(lists.answers().size()) {
        guessOf_.resize(n_);
        for (WordId a = 0; a < n_; ++a) {
            const auto g = lists.guesses().find(lists.answers().word(a));
            if (!g)
                throw std::invalid_argument("the answers must all be guesses (add them to it)");
            guessOf_[a] = *g;
        }
        // Guesses by how many classes they split every answer into: the
        // likeliest to tell a set apart are tried first.
        order_.resize(matrix.guessCount());
        std::iota(order_.begin(), order_.end(), WordId{0});
        std::vector<uint32_t> classes(matrix.guessCount());
        std::vector<uint8_t> seen(patternCount(lists.length()));
        for (WordId g = 0; g < matrix.guessCount(); ++g) {
            std::fill(seen.begin(), seen.end(), 0);
            for (WordId a = 0; a < n_; ++a)
                if (!seen[matrix.at(g, a).value]++)
                    ++classes[g];
        }
        std::stable_sort(order_.begin(), order_.end(),
                         [&](WordId a, WordId b) { return classes[a] > classes[b]; });
        // Each answer's guess: the answers sorted by feedback, with where each starts.
        byFeedback_.resize(n_ * n_);
        rank_.resize(n_ * n_);
        tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(n_)), [&](auto r) {
            for (WordId x = r.begin(); x != r.end(); ++x) {
                WordId* row = byFeedback_.data() + size_t{x} * n_;
                std::iota(row, row + n_, WordId{0});
                std::stable_sort(row, row + n_, [&](WordId a, WordId b) {
                    return feedback(x, a) < feedback(x, b);
                });
                for (size_t i = 0; i < n_; ++i)
                    rank_[size_t{x} * n_ + row[i]] = static_cast<uint32_t>(i);
            }
        });
    }

    size_t answers() const { return n_; }
    uint16_t feedback(WordId guessAnswer, WordId a) const {
        return matrix_.at(guessOf_[guessAnswer], a).value;
    }
    bool alike(WordId guessAnswer, WordId a, WordId b) const {
        return feedback(guessAnswer, a) == feedback(guessAnswer, b);
    }
    // The answers with the same feedback as a under answer x's guess.
    template <class F>
    void forEachAlike(WordId x, WordId a, F&& f) const {
        const WordId* row = byFeedback_.data() + size_t{x} * n_;
        const uint16_t p = feedback(x, a);
        for (size_t i = rank_[size_t{x} * n_ + a]; i-- > 0 && feedback(x, row[i]) == p;)
            f(row[i]);
        for (size_t i = rank_[size_t{x} * n_ + a] + 1; i < n_ && feedback(x, row[i]) == p; ++i)
            f(row[i]);
    }

    // True when some guess gives every answer of S its own feedback.
    bool separable(std::span<const WordId> S) const {
        for (WordId g : order_) {
            bool distinct = true;
            for (size_t i = 0; i < S.size() && distinct; ++i)
                for (size_t j = i + 1; j < S.size() && distinct; ++j)
                    distinct = matrix_.at(g, S[i]) != matrix_.at(g, S[j]);
            if (distinct)
                return true;
        }
        return false;
    }

private:
    const PatternMatrix& matrix_;
    size_t n_;
    std::vector<WordId> guessOf_;
    std::vector<WordId> order_;
    std::vector<WordId> byFeedback_;
    std::vector<uint32_t> rank_;
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
    tbb::enumerable_thread_specific<std::vector<std::vector<WordId>>> found;
    std::atomic<bool> stopped{false};
    if (ctx)
        ctx->beginPhase("Sets of answers no two guesses tell apart", n);
    // a is the least answer of the set. Under a's guess the others must not
    // all differ: some pair x < y of them looks alike. Then under x's guess
    // {a, y, z} must not all differ, and under y's guess {a, x, z}.
    tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(n), 1), [&](auto r) {
        auto& out = found.local();
        std::vector<WordId> marks(n, 0);
        uint32_t stamp = 0;
        for (WordId a = r.begin(); a != r.end(); ++a) {
            if (stopped || (ctx && ctx->cancelled())) {
                stopped = true;
                return;
            }
            for (WordId x = a + 1; x < n; ++x)
                t.forEachAlike(a, x, [&](WordId y) {
                    if (y <= x)
                        return;
                    if (size == 3) {
                        // {a, x, y}: under x's guess a and y alike, under y's a and x.
                        const std::array<WordId, 3> S{a, x, y};
                        if (t.alike(x, a, y) && t.alike(y, a, x) && !t.separable(S))
                            out.emplace_back(S.begin(), S.end());
                        return;
                    }
                    // z must look like a or y under x's guess (unless a and y
                    // already do), and like a or x under y's guess.
                    const bool freeX = t.alike(x, a, y), freeY = t.alike(y, a, x);
                    const auto tryZ = [&](WordId z) {
                        if (z <= a || z == x || z == y)
                            return;
                        if (!t.alike(z, a, x) && !t.alike(z, a, y) && !t.alike(z, x, y))
                            return;  // under z's guess a, x and y all differ
                        std::array<WordId, 4> S{a, x, y, z};
                        std::sort(S.begin(), S.end());
                        if (!t.separable(S))
                            out.emplace_back(S.begin(), S.end());
                    };
                    if (freeX && freeY) {
                        for (WordId z = a + 1; z < n; ++z)
                            tryZ(z);
                        return;
                    }
                    // The candidates under one guess, checked against the other.
                    if (++stamp == 0) {
                        std::fill(marks.begin(), marks.end(), 0);
                        stamp = 1;
                    }
                    const WordId by = freeX ? y : x;  // the guess that constrains z
                    const WordId other = by == x ? y : x;
                    const auto mark = [&](WordId z) {
                        if (marks[z] != stamp) {
                            marks[z] = stamp;
                            const bool otherFree = by == x ? freeY : freeX;
                            if (otherFree || t.alike(other, z, a) || t.alike(other, z, by))
                                tryZ(z);
                        }
                    };
                    t.forEachAlike(by, a, mark);
                    t.forEachAlike(by, other, mark);
                });
            if (ctx)
                ctx->advance();
        }
    });
    std::vector<std::vector<WordId>> failing;
    for (auto& part : found)
        failing.insert(failing.end(), part.begin(), part.end());
    return finish(size, std::move(failing), !stopped);
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
