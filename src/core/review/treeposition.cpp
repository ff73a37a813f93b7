// SPDX-License-Identifier: GPL-3.0-or-later
#include "treeposition.h"

#include "gamestate.h"
#include "inputerror.h"
#include "patternmatrix.h"
#include "treesolver.h"

#include <algorithm>
#include <stdexcept>

namespace guesslab {

TreePosition treePosition(const GameState& game, GuessRule rule) {
    const GameLists& lists = game.lists();
    std::vector<std::string> answers, guesses;
    for (WordId a : game.candidates().ids())
        answers.push_back(lists.answers().word(a));
    for (WordId g : game.allowedGuesses(rule))
        guesses.push_back(lists.guesses().word(g));
    const Alphabet& alphabet = lists.answers().alphabet();
    return {GameLists(WordList(alphabet, std::move(answers), "answers at the position"),
                      WordList(alphabet, std::move(guesses), "guesses at the position"), true),
            static_cast<int>(game.steps().size())};
}

TreePosition treePosition(std::shared_ptr<const GameLists> lists,
                          const std::vector<GameState::Step>& steps, GuessRule rule) {
    GameState game(lists);
    for (const GameState::Step& s : steps)
        if (const StepProblem problem = game.submit(s.guess, s.pattern, rule))
            throw std::invalid_argument("treePosition: " +
                                        describe(problem, lists->answers().alphabet()));
    return treePosition(game, rule);
}

TreePosition treePosition(std::shared_ptr<const GameLists> lists, std::string_view steps,
                          GuessRule rule) {
    GameState game(lists);
    int played = 0;
    for (size_t at = 0; at < steps.size();) {
        const size_t end = std::min(steps.find(',', at), steps.size());
        const std::string_view step = steps.substr(at, end - at);
        at = end + 1;
        ++played;
        const size_t colon = step.find(':');
        const std::string where = "step " + std::to_string(played);
        if (colon == std::string_view::npos)
            throw InputError("--position", 0, "%1: write a step as GUESS:FEEDBACK, not %2",
                             {where, quoteForMessage(step)});
        const auto pattern = parsePattern(step.substr(colon + 1), lists->length());
        if (!pattern)
            throw InputError(
                "--position", 0,
                "%1: %2 is not feedback of %3 symbols (B/Y/G, 0/1/2 or the grid's "
                "squares)",
                {where, quoteForMessage(step.substr(colon + 1)), std::to_string(lists->length())});
        const StepProblem problem = game.submit(std::string(step.substr(0, colon)), *pattern, rule);
        if (problem)
            throw InputError("--position", 0, "%1: %2",
                             {where, describe(problem, lists->answers().alphabet())});
    }
    return treePosition(game, rule);
}

TreePrior priorAtPosition(const TreePrior& whole, const WordList& answers, const WordList& left) {
    if (whole.weights.size() != answers.size())
        throw std::invalid_argument("the prior weighs " + std::to_string(whole.weights.size()) +
                                    " answers, the lists have " + std::to_string(answers.size()));
    TreePrior out;
    out.rounded = whole.rounded;
    for (WordId a = 0; a < left.size(); ++a) {
        const auto id = answers.find(left.word(a));
        if (!id)
            throw std::invalid_argument("priorAtPosition: '" + left.word(a) +
                                        "' is not an answer of the lists");
        out.weights.push_back(whole.weights[*id]);
    }
    if (out.weightTotal() == 0)
        throw std::invalid_argument(
            "under the prior every answer left weighs 0: nothing is expected of them");
    return out;
}

uint64_t weighedTotal(uint64_t total, bool weighed, const TreePrior& prior) {
    return weighed || prior.weights.empty() ? total : total * prior.weights.front();
}

PositionAdvice adviseAtPosition(const TreePosition& at, GuessRule rule,
                                const std::vector<std::string>& tried, JobContext* ctx,
                                const TreePrior* prior) {
    PositionAdvice out;
    out.answers = at.lists.answers().size();
    std::vector<WordId> openers;
    for (const std::string& w : tried)
        if (const auto id = at.lists.guesses().find(w))
            openers.push_back(*id);
    if (openers.empty())
        return out;
    const PatternMatrix matrix = PatternMatrix::build(at.lists.guesses(), at.lists.answers(), ctx);
    if (!matrix.complete())
        return out;
    TreeSolver solver(at.lists, matrix);
    solver.setPrior(prior);
    const TreeResult r = solver.best(openers, {rule, 0}, ctx);
    out.proven = r.proven;
    out.weighted = prior != nullptr;
    // Totals over the answers, or under the prior over its weights.
    const double n =
        r.weightTotal > 0 ? static_cast<double>(r.weightTotal) : static_cast<double>(out.answers);
    for (const OpenerValue& v : r.openers)
        if (v.solvable)
            out.guesses.push_back(
                {at.lists.guesses().word(v.opener), static_cast<double>(v.total) / n, v.exact});
    std::stable_sort(out.guesses.begin(), out.guesses.end(),
                     [](const NextGuessValue& a, const NextGuessValue& b) {
                         return a.average < b.average ||
                                (a.average == b.average && a.exact > b.exact);
                     });
    return out;
}

}  // namespace guesslab
