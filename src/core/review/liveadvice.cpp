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
        // The steps as played, any word the game took included (an equation
        // outside the list); the rule then decides the guesses allowed next.
        GameState at(words->sharedLists());
        at.setAnyWord(true);
        for (const Asked& step : play.steps())
            if (at.submit(step.question, step.feedback))
                return {};  // cannot happen: the live game took these steps
        return adviseAtPosition(treePosition(at, rule), rule, tried, ctx);
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
