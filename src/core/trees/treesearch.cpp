// SPDX-License-Identifier: GPL-3.0-or-later
#include "treesearch.h"

#include "candidateset.h"
#include "ranking.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace guesslab {

std::vector<WordId> openersByEntropy(const GameLists& lists, const PatternMatrix& matrix, size_t n,
                                     JobContext* ctx, std::vector<double>* expectedSize,
                                     const TreePrior* prior) {
    CandidateSet all = CandidateSet::all(lists.answers().size());
    if (prior && !prior->uniform())
        all = all.withWeights(std::vector<double>(prior->weights.begin(), prior->weights.end()));
    const Ranking ranking = rankGuesses(lists, matrix, all, {}, ctx);
    std::vector<WordId> openers;
    for (const auto& row : ranking.rows) {
        if (n != 0 && openers.size() == n)
            break;
        openers.push_back(row.guess);
        if (expectedSize)
            expectedSize->push_back(row.expectedSize);
    }
    return openers;
}

std::shared_ptr<const PatternMatrix> matrixFor(const GameLists& lists,
                                               std::shared_ptr<const PatternMatrix> given,
                                               JobContext* ctx) {
    if (given && given->complete() && given->guessCount() == lists.guesses().size() &&
        given->answerCount() == lists.answers().size() && given->length() == lists.length())
        return given;
    return std::make_shared<const PatternMatrix>(
        PatternMatrix::build(lists.guesses(), lists.answers(), ctx));
}

namespace {

// The strategy and its check. A strategy the solver stands by (`vouched`)
// that fails the check means the solver and the checker disagree, which no
// input may cause; `late`: the answers it leaves past the cap, if any may be.
void keepStrategy(TreeSearchResult& out, StrategyTree strategy, const GameLists& lists,
                  const StrategyRules& rules, bool vouched, std::optional<uint64_t> late,
                  const TreePrior* prior = nullptr, uint64_t weighted = 0) {
    if (strategy.empty())
        return;
    out.strategy = std::make_shared<const StrategyTree>(std::move(strategy));
    out.check =
        std::make_shared<const StrategyCheck>(checkStrategy(*out.strategy, lists, rules, prior));
    if (!vouched)
        return;
    const bool agrees =
        (late ? out.check->sound() && out.check->late.size() == *late : out.check->ok()) &&
        (!prior || out.check->stats.weighted == weighted);
    if (!agrees)
        throw std::logic_error("internal error: the strategy found fails its check: " +
                               (out.check->errors.empty() ? std::string("answers left late")
                                                          : out.check->errors.front()));
}

}  // namespace

TreeSearchResult searchTree(const GameLists& lists, const TreeSearchRequest& request,
                            JobContext* ctx) {
    TreeSearchResult out;
    out.goal = request.goal;
    const bool within = request.goal == TreeSearchRequest::Goal::Within;
    if (within && !request.opener)
        throw std::invalid_argument("a search within K guesses takes an opener");
    if (within && request.prior)
        throw std::invalid_argument(
            "a search within K guesses counts answers, not weights: it takes no prior");
    const TreePrior* prior =
        request.prior && !request.prior->uniform() ? request.prior.get() : nullptr;
    const auto matrix = matrixFor(lists, request.matrix, ctx);
    if (!matrix->complete()) {  // stopped while grading
        if (within)
            out.within.emplace();
        return out;
    }
    if (within) {
        WithinSolver solver(lists, *matrix);
        solver.setFamilies(request.families);
        out.within = solver.forOpener(*request.opener, request.rules.rule, request.rules.maxGuesses,
                                      request.leastWrong, ctx);
        keepStrategy(out, std::move(out.within->strategy), lists, request.rules, out.within->proven,
                     out.within->wrong);
        return out;
    }
    TreeSolver solver(lists, *matrix);
    solver.setPrior(prior);
    if (request.opener) {
        out.total = solver.forOpener(*request.opener, request.rules, ctx);
    } else {
        const auto openers =
            openersByEntropy(lists, *matrix, request.candidates, ctx, nullptr, prior);
        out.total = solver.best(openers, request.rules, ctx);
    }
    // Stopped or not, a strategy of a solvable result is a finished opener's.
    if (out.total.solvable)
        keepStrategy(out, std::move(out.total.strategy), lists, request.rules, true, std::nullopt,
                     prior, out.total.total);
    return out;
}

}  // namespace guesslab
