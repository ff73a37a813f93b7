// SPDX-License-Identifier: GPL-3.0-or-later
#include "anygamereview.h"

#include "gametreesolver.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace guesslab {

namespace {

// Questions each secret of the position takes with the strategy, the root's
// question included, by the feedback the root gets.
std::map<Feedback, std::pair<uint64_t, uint64_t>> classTotals(const Game& game,
                                                              const GameStrategy& strategy,
                                                              const std::vector<Asked>& position) {
    std::map<Feedback, std::pair<uint64_t, uint64_t>> out;  // feedback -> (secrets, further)
    for (SecretId s = 0; s < game.secretCount(); ++s) {
        bool fits = true;
        for (const Asked& a : position)
            fits = fits && game.feedback(a.question, s) == a.feedback;
        if (!fits)
            continue;
        const Feedback first = game.feedback(strategy.node(GameStrategy::kRoot).question, s);
        uint64_t further = 0;
        uint32_t node = strategy.child(GameStrategy::kRoot, first);
        while (node != GameStrategy::kNone) {
            const Question& q = strategy.node(node).question;
            const Feedback f = game.feedback(q, s);
            ++further;
            if (game.wins(q, f))
                break;
            node = strategy.child(node, f);
        }
        auto& [secrets, total] = out[first];
        ++secrets;
        total += further;
    }
    return out;
}

}  // namespace

StepsProblem findStepsProblem(const Game& game, const std::vector<Asked>& steps, GuessRule rule) {
    std::vector<SecretId> left(game.secretCount());
    for (SecretId s = 0; s < left.size(); ++s)
        left[s] = s;
    for (size_t i = 0; i < steps.size(); ++i) {
        const Asked& step = steps[i];
        if (!game.allows(step.question, {steps.data(), i}, rule))
            return {StepsProblem::Kind::NotAllowed, i};
        std::erase_if(left,
                      [&](SecretId s) { return game.feedback(step.question, s) != step.feedback; });
        if (left.empty())
            return {StepsProblem::Kind::NoSecretLeft, i};
        const bool over = game.wins(step.question, step.feedback) ||
                          (game.endsWhenIdentified() && left.size() == 1);
        if (over && i + 1 < steps.size())
            return {StepsProblem::Kind::AfterTheEnd, i + 1};
    }
    return {};
}

void checkPlayedSteps(const Game& game, const std::vector<Asked>& steps, GuessRule rule) {
    const StepsProblem p = findStepsProblem(game, steps, rule);
    if (p.kind == StepsProblem::Kind::None)
        return;
    const Asked& step = steps[p.step];
    std::string message =
        "step " + std::to_string(p.step + 1) + " (" + game.describeQuestion(step.question) + "): ";
    switch (p.kind) {
        case StepsProblem::Kind::NotAllowed:
            message += "the " + std::string(ruleName(rule)) +
                       " rule does not allow it after the steps before";
            break;
        case StepsProblem::Kind::NoSecretLeft:
            message +=
                "no secret left gives " + game.describeFeedback(step.question, step.feedback);
            break;
        default:
            message += "the game was over after step " + std::to_string(p.step);
    }
    throw std::invalid_argument(message);
}

GameReview reviewAnyGame(const Game& game, const std::vector<Asked>& steps, GuessRule rule,
                         JobContext* ctx) {
    GameReview review;
    review.rule = rule;
    // Every step checked before any search, so a mistyped one is told at once.
    checkPlayedSteps(game, steps, rule);
    GameTreeSolver solver(game);
    std::vector<Asked> position;
    for (size_t i = 0; i < steps.size(); ++i) {
        const Asked& step = steps[i];
        const std::string name =
            "step " + std::to_string(i + 1) + " (" + game.describeQuestion(step.question) + ")";
        MoveReview m;
        m.guess = game.describeQuestion(step.question);
        m.feedback = game.describeFeedback(step.question, step.feedback);
        GameTreeRequest request;
        request.rules.rule = rule;
        request.position = position;
        GameTreeResult best, played;
        try {
            best = solver.solve(request, ctx);
            request.opener = step.question;
            played = solver.solve(request, ctx);
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(name + ": " + e.what());
        }
        if (!best.proven || !played.proven) {
            review.stopped = true;
            break;
        }
        m.leftBefore = best.secrets;
        m.searched = m.bestKnown = true;
        m.bestTotal = best.total;
        m.playedTotal = played.total;
        m.best = played.total == best.total ? m.guess : game.describeQuestion(best.opener);
        // What the feedback received leaves, and how lucky it was against
        // the other feedback this move could have got.
        const auto classes = classTotals(game, played.strategy, position);
        const auto received = classes.find(step.feedback);
        if (received == classes.end())
            throw std::invalid_argument(name + ": no secret left gives " + m.feedback);
        const auto [receivedSecrets, receivedTotal] = received->second;
        const bool won = game.wins(step.question, step.feedback);
        m.leftAfter = receivedSecrets;
        m.receivedTotal = won ? 0 : receivedTotal;
        double worse = 0;
        for (const auto& [f, entry] : classes) {
            const auto [secrets, total] = entry;
            const uint64_t lhs = total * receivedSecrets, rhs = receivedTotal * secrets;
            worse += lhs > rhs    ? static_cast<double>(secrets)
                     : lhs == rhs ? static_cast<double>(secrets) / 2
                                  : 0.0;
        }
        m.luckRank = worse / static_cast<double>(m.leftBefore);
        review.moves.push_back(std::move(m));
        position.push_back(step);
        if (won || (game.endsWhenIdentified() && receivedSecrets == 1)) {
            review.solved = true;
            break;
        }
    }
    review.complete = !review.stopped;
    return review;
}

PositionAdvice adviseAnyGame(const Game& game, const std::vector<Asked>& steps, GuessRule rule,
                             const std::vector<Question>& tried, JobContext* ctx) {
    PositionAdvice advice;
    GameTreeSolver solver(game);
    GameTreeRequest request;
    request.rules.rule = rule;
    request.position = steps;
    const GameTreeResult best = solver.solve(request, ctx);
    advice.answers = best.secrets;
    if (!best.proven || !best.solvable)
        return advice;
    const auto per = [&](uint64_t total) {
        return static_cast<double>(total) / static_cast<double>(best.secrets);
    };
    advice.guesses.push_back({game.describeQuestion(best.opener), per(best.total), true});
    for (const Question& q : tried) {
        const std::string name = game.describeQuestion(q);
        if (name == advice.guesses.front().guess)
            continue;
        request.opener = q;
        GameTreeResult r;
        try {
            r = solver.solve(request, ctx);
        } catch (const std::invalid_argument&) {
            continue;  // not allowed here under the rule
        }
        if (!r.proven)
            return advice;
        if (r.solvable)
            advice.guesses.push_back({name, per(r.total), true});
    }
    std::stable_sort(
        advice.guesses.begin() + 1, advice.guesses.end(),
        [](const NextGuessValue& a, const NextGuessValue& b) { return a.average < b.average; });
    advice.proven = true;
    return advice;
}

}  // namespace guesslab
