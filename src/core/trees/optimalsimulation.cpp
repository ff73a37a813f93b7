// SPDX-License-Identifier: GPL-3.0-or-later
#include "optimalsimulation.h"

#include "gametreesolver.h"

namespace guesslab {

SimulationResult simulateOptimal(const Game& game, GuessRule rule, JobContext* ctx) {
    SimulationResult out;
    out.game = game.name();
    out.player = "optimal";
    out.secrets = game.secretCount();
    GameTreeSolver solver(game);
    GameTreeRequest request;
    request.rules.rule = rule;
    const GameTreeResult r = solver.solve(request, ctx);
    out.complete = r.proven;
    if (!r.proven)
        return out;
    if (r.strategy.empty()) {  // no strategy finds every secret (odd coin among 2)
        out.unsolved = out.secrets;
        return out;
    }
    // Each secret played through the strategy with the game's own feedback.
    const GameStrategyCheck check = checkGameStrategy(r.strategy, game, {rule, 0});
    out.questions = check.questionsOf;
    for (size_t k = 1; k < check.stats.histogram.size(); ++k)
        if (check.stats.histogram[k] > 0)
            out.histogram[static_cast<int>(k)] = check.stats.histogram[k];
    out.worst = check.stats.worst;
    out.average = check.stats.average();
    out.unsolved = game.secretCount() - check.stats.answers;
    return out;
}

}  // namespace guesslab
