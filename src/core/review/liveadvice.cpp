// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveadvice.h"

#include "anygamereview.h"
#include "wordgame.h"

namespace guesslab {

PositionAdvice adviseLiveGame(const GamePlay& play, GuessRule rule,
                              const std::vector<std::string>& tried, JobContext* ctx) {
    const Game* game = play.game();
    if (!game || play.steps().empty() || play.impossible() || play.solved())
        return {};
    if (const auto* words = dynamic_cast<const WordGame*>(game)) {
        std::vector<GameState::Step> steps;
        for (const Asked& step : play.steps())
            steps.push_back({words->describeQuestion(step.question),
                             Pattern{static_cast<uint16_t>(step.feedback)}});
        return adviseAtPosition(treePosition(words->sharedLists(), steps, rule), rule, tried, ctx);
    }
    std::vector<Question> questions;
    for (const std::string& text : tried) {
        Phrase problem;
        if (auto q = game->parseQuestion(text, &problem))
            questions.push_back(std::move(*q));
    }
    return adviseAnyGame(*game, play.steps(), rule, questions, ctx);
}

}  // namespace guesslab
