// SPDX-License-Identifier: GPL-3.0-or-later
#include "anyset.h"

#include "anysettables.h"
#include "threeguesssearch.h"
#include "twoguesssearch.h"

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

void checkArguments(const GameLists& lists, const PatternMatrix& matrix, int size, int guesses) {
    if (guesses < 2 || guesses > 3)
        throw std::invalid_argument("sets within 2 or 3 guesses (not " + std::to_string(guesses) +
                                    ")");
    const int most = guesses == 2 ? 4 : ThreeGuessSearch::kMaxSize;
    if (size < 2 || size > most)
        throw std::invalid_argument("sets of 2 to " + std::to_string(most) + " answers within " +
                                    std::to_string(guesses) + " guesses (not " +
                                    std::to_string(size) + ")");
    if (lists.answersMissingFromGuesses() > 0)
        throw std::invalid_argument(std::to_string(lists.answersMissingFromGuesses()) +
                                    " answers are not in the guess list (add them to it)");
    if (!matrix.complete() || matrix.answerCount() != lists.answers().size() ||
        matrix.guessCount() != lists.guesses().size())
        throw std::invalid_argument("the pattern matrix does not match the lists");
}

AnySetReport finish(int size, int guesses, std::vector<std::vector<WordId>> failing, bool proven) {
    std::sort(failing.begin(), failing.end());
    failing.erase(std::unique(failing.begin(), failing.end()), failing.end());
    AnySetReport r;
    r.size = size;
    r.guesses = guesses;
    r.proven = proven;
    r.holds = proven && failing.empty();
    r.failing = std::move(failing);
    return r;
}

// The heavy pairs of a failing set with `size` answers that leaves at
// least `alikePairs` pairs alike under every probe.
std::vector<HeavyPair> heavyPairsFor(const AnySetTables& t, int size, uint32_t alikePairs) {
    const uint64_t pairs = static_cast<uint64_t>(size * (size - 1) / 2);
    const uint64_t least = (t.probes() * alikePairs + pairs - 1) / pairs;
    if (least > t.probes())
        return {};  // no set that small fails
    return heavyPairs(t, static_cast<uint32_t>(least));
}

// Runs a search from every step-th heavy pair, in parallel; the failing
// sets found, and how many pairs were searched.
template <class Search, class Make>
std::pair<std::vector<std::vector<WordId>>, size_t> searchPairs(const std::vector<HeavyPair>& heavy,
                                                                size_t step, const char* phase,
                                                                JobContext* ctx, Make&& make) {
    const size_t count = (heavy.size() + step - 1) / step;
    if (ctx)
        ctx->beginPhase(phase, count);
    tbb::enumerable_thread_specific<Search> searches(make);
    std::atomic<bool> stopped{false};
    std::atomic<size_t> searched{0};
    tbb::parallel_for(tbb::blocked_range<size_t>(0, count, 1), [&](auto r) {
        Search& search = searches.local();
        for (size_t k = r.begin(); k != r.end(); ++k) {
            if (stopped || (ctx && ctx->cancelled())) {
                stopped = true;
                return;
            }
            search.run(heavy[k * step]);
            ++searched;
            if (ctx)
                ctx->advance();
        }
    });
    std::vector<std::vector<WordId>> failing;
    for (auto& search : searches)
        failing.insert(failing.end(), search.found().begin(), search.found().end());
    return {std::move(failing), searched.load()};
}

AnySetReport inTwo(const GameLists& lists, const PatternMatrix& matrix, int size, JobContext* ctx) {
    if (size == 2)  // guess one of them: the other is then alone
        return finish(size, 2, {}, true);
    auto [failing, proven] = TwoGuessSearch(lists, matrix).run(size, ctx);
    return finish(size, 2, std::move(failing), proven);
}

}  // namespace

AnySetReport failingInTwo(const GameLists& lists, const PatternMatrix& matrix, int size,
                          JobContext* ctx) {
    checkArguments(lists, matrix, size, 2);
    return inTwo(lists, matrix, size, ctx);
}

AnySetReport failingInThree(const GameLists& lists, const PatternMatrix& matrix, int size,
                            JobContext* ctx) {
    return failingInThreeSample(lists, matrix, size, 1, ctx);
}

AnySetReport failingInThreeSample(const GameLists& lists, const PatternMatrix& matrix, int size,
                                  size_t step, JobContext* ctx) {
    checkArguments(lists, matrix, size, 3);
    if (step == 0)
        throw std::invalid_argument("a sample of every 0th start pair");
    // A set fails within three when every guess leaves a class of it that
    // fails within two: at least 3 answers, or 4 once any 3 are found.
    const AnySetReport three = inTwo(lists, matrix, 3, ctx);
    if (!three.proven)
        return finish(size, 3, {}, false);
    const int least = three.failing.empty() ? 4 : 3;
    const uint32_t alikePairs = static_cast<uint32_t>(least * (least - 1) / 2);
    const AnySetTables t(lists, matrix);
    const std::vector<HeavyPair> heavy = heavyPairsFor(t, size, alikePairs);
    auto [failing, searched] =
        searchPairs<ThreeGuessSearch>(heavy, step, "Sets of answers no three guesses find", ctx,
                                      [&] { return ThreeGuessSearch(t, size, least); });
    AnySetReport r = finish(size, 3, std::move(failing), searched == heavy.size());
    r.starts = heavy.size();
    r.searched = searched;
    return r;
}

AnySetReport failingWithin(const GameLists& lists, const PatternMatrix& matrix, int size,
                           int guesses, JobContext* ctx) {
    checkArguments(lists, matrix, size, guesses);
    return guesses == 2 ? failingInTwo(lists, matrix, size, ctx)
                        : failingInThree(lists, matrix, size, ctx);
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

namespace {

// Whether some strategy finds every answer of S within `guesses`, by the
// definition: some guess leaves classes each found within one fewer.
bool foundWithin(const PatternMatrix& matrix, const std::vector<WordId>& S, int guesses,
                 uint16_t green) {
    if (S.size() <= 1)
        return guesses >= static_cast<int>(S.size());
    if (guesses <= 1)
        return false;
    std::vector<std::pair<uint16_t, WordId>> byFeedback(S.size());
    std::vector<WordId> part;
    for (WordId g = 0; g < matrix.guessCount(); ++g) {
        for (size_t i = 0; i < S.size(); ++i)
            byFeedback[i] = {matrix.at(g, S[i]).value, S[i]};
        std::sort(byFeedback.begin(), byFeedback.end());
        bool all = true;
        for (size_t i = 0; all && i < S.size();) {  // each class in turn
            part.clear();
            const uint16_t f = byFeedback[i].first;
            for (; i < S.size() && byFeedback[i].first == f; ++i)
                part.push_back(byFeedback[i].second);
            all = f == green || foundWithin(matrix, part, guesses - 1, green);
        }
        if (all)
            return true;
    }
    return false;
}

}  // namespace

AnySetReport failingWithinReference(const GameLists& lists, const PatternMatrix& matrix, int size,
                                    int guesses) {
    checkArguments(lists, matrix, size, guesses);
    const size_t n = lists.answers().size();
    const uint16_t green = static_cast<uint16_t>(patternCount(lists.length()) - 1);
    std::vector<std::vector<WordId>> failing;
    std::vector<WordId> S;
    std::vector<bool> pick(n, false);
    if (n < static_cast<size_t>(size))
        return finish(size, guesses, {}, true);
    std::fill(pick.begin(), pick.begin() + size, true);
    do {
        S.clear();
        for (WordId a = 0; a < n; ++a)
            if (pick[a])
                S.push_back(a);
        if (!foundWithin(matrix, S, guesses, green))
            failing.push_back(S);
    } while (std::prev_permutation(pick.begin(), pick.end()));
    return finish(size, guesses, std::move(failing), true);
}

AnySetReport failingInTwoReference(const GameLists& lists, const PatternMatrix& matrix, int size) {
    return failingWithinReference(lists, matrix, size, 2);
}

}  // namespace guesslab
