// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation.h"

#include <tbb/parallel_for.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <numeric>

namespace guesslab {

namespace {

constexpr int kMaxQuestions = 64;  // beyond this a player is going round in circles

struct Tree {
    const Game& game;
    const Player& player;
    JobContext* ctx;
    std::vector<int>& result;
    std::atomic<size_t>& settled;

    void settle(SecretId s, int questions) {
        result[s] = questions;
        if (ctx)
            ctx->advance(1);
    }

    // `history` the questions asked so far; `candidates` sorted.
    void play(std::vector<SecretId> candidates, const std::vector<Asked>& history) {
        const int done = static_cast<int>(history.size());
        if (ctx && ctx->cancelled())
            return;
        if (game.endsWhenIdentified() && candidates.size() == 1) {
            settle(candidates[0], done);
            return;
        }
        if (done >= kMaxQuestions) {
            for (SecretId s : candidates)
                settle(s, -1);
            return;
        }
        const Question q = player.choose(candidates, history, ctx);
        if (ctx && ctx->cancelled())
            return;
        std::vector<Feedback> row(candidates.size());
        game.feedbackRow(q, candidates, row.data());
        std::map<Feedback, std::vector<SecretId>> classes;
        for (size_t k = 0; k < candidates.size(); ++k)
            classes[row[k]].push_back(candidates[k]);
        std::vector<std::pair<Feedback, std::vector<SecretId>>> parts(classes.begin(),
                                                                      classes.end());
        tbb::parallel_for(size_t{0}, parts.size(), [&](size_t i) {
            auto& [feedback, members] = parts[i];
            if (game.wins(q, feedback)) {
                for (SecretId s : members)
                    settle(s, done + 1);
            } else if (members.size() == candidates.size()) {
                for (SecretId s : members)  // nothing learnt: the player is stuck
                    settle(s, -1);
            } else {
                std::vector<Asked> next = history;
                next.push_back({q, feedback});
                play(std::move(members), next);
            }
        });
    }
};

}  // namespace

namespace {

// A game whose feedback the game picks (Absurdle) is one game, whatever
// the secret: the questions it took, or -1 when the player got stuck.
int playAgainstGame(const Game& game, const Player& player, JobContext* ctx) {
    std::vector<SecretId> candidates(game.secretCount());
    std::iota(candidates.begin(), candidates.end(), SecretId{0});
    std::vector<Asked> history;
    while (static_cast<int>(history.size()) < kMaxQuestions) {
        if (ctx && ctx->cancelled())
            return -1;
        const Question q = player.choose(candidates, history, ctx);
        const Feedback f = *game.answer(q, candidates);
        history.push_back({q, f});
        if (game.wins(q, f))
            return static_cast<int>(history.size());
        std::vector<Feedback> row(candidates.size());
        game.feedbackRow(q, candidates, row.data());
        std::vector<SecretId> left;
        for (size_t i = 0; i < candidates.size(); ++i)
            if (row[i] == f)
                left.push_back(candidates[i]);
        if (left.size() == candidates.size())
            return -1;  // nothing learnt
        candidates = std::move(left);
    }
    return -1;
}

}  // namespace

SimulationResult simulate(const Game& game, const PlayerOptions& options, JobContext* ctx) {
    const Player player(game, options);
    SimulationResult out;
    out.game = game.name();
    out.player =
        strategyName(options.strategy) +
        (options.rule != GuessRule::Normal ? std::string(" (") + ruleName(options.rule) + ")"
                                           : std::string()) +
        (options.sample ? " (sample " + std::to_string(options.sample) + ")" : "");
    if (game.picksFeedback()) {  // one game
        out.secrets = 1;
        if (ctx)
            ctx->beginPhase("Playing against the game", 1);
        out.questions.assign(1, playAgainstGame(game, player, ctx));
    } else {
        out.secrets = game.secretCount();
        out.questions.assign(out.secrets, -1);
        std::atomic<size_t> settled{0};
        if (ctx)
            ctx->beginPhase("Playing every secret", out.secrets);
        std::vector<SecretId> all(out.secrets);
        std::iota(all.begin(), all.end(), SecretId{0});
        Tree{game, player, ctx, out.questions, settled}.play(std::move(all), {});
    }
    out.complete = !(ctx && ctx->cancelled());
    size_t solved = 0, total = 0;
    for (int q : out.questions) {
        if (q < 0) {
            ++out.unsolved;
            continue;
        }
        ++solved;
        total += static_cast<size_t>(q);
        out.worst = std::max(out.worst, q);
        ++out.histogram[q];
    }
    out.average = solved ? static_cast<double>(total) / static_cast<double>(solved) : 0.0;
    return out;
}

std::vector<PlayStep> playOne(const Game& game, const PlayerOptions& options, SecretId secret) {
    const Player player(game, options);
    std::vector<SecretId> candidates(game.secretCount());
    std::iota(candidates.begin(), candidates.end(), SecretId{0});
    std::vector<PlayStep> steps;
    std::vector<Asked> history;
    while (static_cast<int>(steps.size()) < kMaxQuestions) {
        if (game.endsWhenIdentified() && candidates.size() == 1)
            break;
        const Question q = player.choose(candidates, history);
        const Feedback f = game.answer(q, candidates).value_or(game.feedback(q, secret));
        history.push_back({q, f});
        std::vector<SecretId> left;
        for (SecretId s : candidates)
            if (game.feedback(q, s) == f)
                left.push_back(s);
        const bool stuck = left.size() == candidates.size() && !game.wins(q, f);
        candidates = std::move(left);
        steps.push_back({game.describeQuestion(q), game.describeFeedback(q, f), candidates.size()});
        if (game.wins(q, f) || stuck)
            break;
    }
    return steps;
}

}  // namespace guesslab
