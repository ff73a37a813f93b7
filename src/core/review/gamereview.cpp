// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamereview.h"

#include "openingbook.h"
#include "patternmatrix.h"
#include "playedgame.h"
#include "ranking.h"
#include "treeposition.h"
#include "treesolver.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace guesslab {

double GameReview::totalCost() const {
    double sum = 0;
    for (const MoveReview& m : moves)
        if (m.searched && m.bestKnown)
            sum += m.cost();
    return sum;
}

double GameReview::totalLuck() const {
    double sum = 0;
    for (const MoveReview& m : moves)
        if (m.searched)
            sum += m.luck();
    return sum;
}

namespace {

struct Best {
    std::string guess;
    uint64_t total = 0;
};

std::vector<GameState::Step> prefix(const std::vector<GameState::Step>& steps, size_t k) {
    return {steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(k)};
}

// Values the played move at its position; the best at the next position
// comes from its tree. Returns false when stopped.
// Under a prior (the position's, `prior`) every total is weighed.
bool valuePlayed(const TreePosition& at, MoveReview& m, GuessRule rule, std::optional<Best>& next,
                 const TreePrior* prior, JobContext* ctx) {
    const GameLists& lists = at.lists;
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers(), ctx);
    if (!matrix.complete())
        return false;
    TreeSolver solver(lists, matrix);
    solver.setPrior(prior);
    const auto played = lists.guesses().find(m.guess);
    if (!played)  // the rule allows every step reviewed
        throw std::logic_error("reviewGame: '" + m.guess + "' is not allowed at its position");
    const TreeResult r = solver.forOpener(*played, {rule, 0}, ctx);
    if (!r.proven)
        return false;
    if (!r.solvable)
        return true;  // no guess can follow under the rule: left unsearched
    const StrategyCheck check = checkStrategy(r.strategy, lists, {rule, 0}, prior);
    if (!check.ok() ||
        (prior && check.stats.weighted != weighedTotal(r.total, r.weightTotal > 0, *prior)))
        throw std::logic_error(
            "reviewGame: the tree found fails its check: " +
            (check.errors.empty() ? std::string("another weighted total") : check.errors.front()));
    m.searched = true;
    m.playedTotal = prior ? check.stats.weighted : r.total;
    // Each feedback's answers (or their weight), and their further guesses
    // after this move, summed over them (or weighed).
    const auto mass = [&](uint32_t node) {
        return prior ? check.weightAt[node] : check.answersAt[node];
    };
    const auto further = [&](uint32_t node) {
        return prior ? check.weightedAt[node] - check.weightAt[node]
                     : check.guessesAt[node] - check.answersAt[node];
    };
    // All green: the move's own answer, nothing further.
    const auto own = lists.answers().find(m.guess);
    uint64_t receivedMass = prior && own ? prior->weights[*own] : 1, receivedTotal = 0;
    const uint32_t child = r.strategy.child(StrategyTree::kRoot, m.pattern);
    m.leftAfter = 1;
    if (child != StrategyTree::kNone) {
        m.leftAfter = check.answersAt[child];
        receivedMass = mass(child);
        receivedTotal = further(child);
        next = Best{lists.guesses().word(r.strategy.node(child).guess), receivedTotal};
    }
    m.receivedTotal = receivedTotal;
    if (prior)
        m.weightAfter = receivedMass;
    // Luck's rank: the answers (their weight) whose feedback would have left
    // more per answer than the one received; a/b > c/d compared as a*d > c*b.
    double worse = 0;
    const auto weigh = [&](uint64_t answers, uint64_t total) {
        const uint64_t lhs = total * receivedMass, rhs = receivedTotal * answers;
        worse += lhs > rhs    ? static_cast<double>(answers)
                 : lhs == rhs ? static_cast<double>(answers) / 2
                              : 0.0;
    };
    const uint64_t before = prior ? m.weightBefore : m.leftBefore;
    uint64_t inClasses = 0;
    for (const auto& [pattern, node] : r.strategy.node(StrategyTree::kRoot).next) {
        weigh(mass(node), further(node));
        inClasses += mass(node);
    }
    if (inClasses < before)  // the move itself was an answer: solved at once
        weigh(before - inClasses, 0);
    m.luckRank = worse / static_cast<double>(before);
    return true;
}

// The best move at a position no earlier move valued: among the N best by
// entropy and the played move, read from the book's page when it has them
// (or proves the best of all). Returns false when stopped.
bool searchBest(const TreePosition& at, MoveReview& m, const ReviewOptions& options,
                const BookPage* page, const TreePrior* prior, JobContext* ctx) {
    // The move played was searched: a book that says otherwise is wrong.
    if (const auto v = page ? page->value(m.guess) : std::nullopt;
        v && (v->exact ? v->total != m.playedTotal : v->total > m.playedTotal))
        throw std::runtime_error("the opening book gives " + m.guess + " a total of " +
                                 std::to_string(v->total) + ", where the search finds " +
                                 std::to_string(m.playedTotal) +
                                 ": a table the book was read from is wrong");
    if (page)
        if (const auto best = page->provenBest()) {
            m.bestKnown = m.bestFromBook = true;
            m.best = best->word;
            m.bestTotal = best->total;
            return true;
        }
    const GameLists& lists = at.lists;
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers(), ctx);
    if (!matrix.complete())
        return false;
    const WordId played = *lists.guesses().find(m.guess);
    std::vector<WordId> candidates;
    CandidateSet all = CandidateSet::all(lists.answers().size());
    if (prior)  // the candidates by the entropy under the prior
        all = all.withWeights(std::vector<double>(prior->weights.begin(), prior->weights.end()));
    const Ranking ranking = rankGuesses(lists, matrix, all, {}, ctx);
    for (const auto& row : ranking.rows)
        if (options.candidates == 0 || candidates.size() < static_cast<size_t>(options.candidates))
            candidates.push_back(row.guess);
    if (std::find(candidates.begin(), candidates.end(), played) == candidates.end())
        candidates.push_back(played);
    if (page) {
        // The played move's exact total is known already (valuePlayed).
        std::optional<BookValue> best;
        for (WordId c : candidates) {
            const std::string word = lists.guesses().word(c);
            const auto v = c == played && m.searched ? BookValue{word, m.playedTotal, true}
                                                     : page->value(word);
            if (!v || !v->exact) {
                best.reset();
                break;
            }
            if (!best || v->total < best->total)
                best = v;
        }
        if (best) {
            m.bestKnown = m.bestFromBook = true;
            m.best = best->word;
            m.bestTotal = best->total;
            return true;
        }
    }
    TreeSolver solver(lists, matrix);
    solver.setPrior(prior);
    const TreeResult r = solver.best(candidates, {options.rule, 0}, ctx);
    if (!r.proven)
        return false;
    m.bestKnown = r.solvable;
    m.best = lists.guesses().word(r.opener);
    m.bestTotal = prior ? weighedTotal(r.total, r.weightTotal > 0, *prior) : r.total;
    return true;
}

}  // namespace

GameReview reviewGame(std::shared_ptr<const GameLists> lists,
                      const std::vector<GameState::Step>& steps, const ReviewOptions& options,
                      JobContext* ctx) {
    GameReview review;
    review.rule = options.rule;
    const TreePrior* prior = options.prior && !options.prior->uniform() ? options.prior : nullptr;
    std::vector<TreePosition> positions;
    std::vector<TreePrior> priors;  // under a prior: each position's, in the same units
    for (size_t k = 0; k < steps.size(); ++k) {
        MoveReview m;
        m.guess = steps[k].guess;
        m.pattern = steps[k].pattern;
        positions.push_back(treePosition(lists, prefix(steps, k), options.rule));
        m.leftBefore = positions.back().lists.answers().size();
        if (prior) {
            try {
                priors.push_back(
                    priorAtPosition(*prior, lists->answers(), positions.back().lists.answers()));
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument("before move " + std::to_string(k + 1) + ", " +
                                            e.what() + ": review the game without the prior");
            }
            m.weightBefore = priors.back().weightTotal();
        }
        review.moves.push_back(std::move(m));
    }
    GameState end(lists);
    for (const auto& s : steps)
        end.submit(s.guess, s.pattern, options.rule);
    review.solved = end.solved();

    // First the played moves, each giving the best at the next position;
    // then the best where no move gave it (the first position is the
    // slowest search, so its figures come last).
    const double n = static_cast<double>(steps.size()) + 1;
    std::optional<Best> next;
    for (size_t k = 0; k < steps.size() && !review.stopped; ++k) {
        MoveReview& m = review.moves[k];
        if (ctx)
            ctx->setStage("Move %1 of %2: %3",
                          {std::to_string(k + 1), std::to_string(steps.size()), m.guess},
                          static_cast<double>(k) / n, 1 / n);
        if (next) {
            m.bestKnown = true;
            m.best = next->guess;
            m.bestTotal = next->total;
        }
        next.reset();
        const GameLists& at = positions[k].lists;
        m.leftAfter = k + 1 < steps.size() ? positions[k + 1].lists.answers().size()
                                           : end.candidates().size();
        if (prior) {
            m.weightAfter = 0;
            if (k + 1 < steps.size())
                m.weightAfter = priors[k + 1].weightTotal();
            else
                for (const WordId a : end.candidates().ids())
                    m.weightAfter += prior->weights[a];
        }
        if (static_cast<uint64_t>(at.guesses().size()) * at.answers().size() > options.maxCells)
            continue;
        review.stopped =
            !valuePlayed(positions[k], m, options.rule, next, prior ? &priors[k] : nullptr, ctx);
    }
    for (size_t k = 0; k < steps.size() && !review.stopped; ++k) {
        MoveReview& m = review.moves[k];
        if (m.bestKnown || !m.searched)
            continue;
        if (ctx)
            ctx->setStage("The best move at step %1", {std::to_string(k + 1)},
                          static_cast<double>(steps.size()) / n, 1 / n);
        // The first position is the same in every game: the book's page.
        const BookPage* page =
            k == 0 && options.book && !prior ? options.book->page(*lists, options.rule) : nullptr;
        review.stopped =
            !searchBest(positions[k], m, options, page, prior ? &priors[k] : nullptr, ctx);
    }
    review.complete = !review.stopped;
    for (MoveReview& m : review.moves) {
        if (m.bestFromBook && m.searched && m.bestTotal > m.playedTotal)
            throw std::runtime_error(
                "the opening book gives the best first guess (" + m.best + ") a total of " +
                std::to_string(m.bestTotal) + ", more than the search finds for " + m.guess + " (" +
                std::to_string(m.playedTotal) + "): a table the book was read from is wrong");
        if (m.bestKnown && m.searched && m.bestTotal > m.playedTotal)
            throw std::logic_error("reviewGame: the best move found is worse than the move played");
        if (m.bestKnown && m.searched && m.bestTotal == m.playedTotal)
            m.best = m.guess;  // as good as any: name the move played
        review.complete = review.complete && m.searched && m.bestKnown;
    }
    return review;
}

}  // namespace guesslab
