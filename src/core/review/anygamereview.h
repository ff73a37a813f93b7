// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamereview.h"
#include "jobcontext.h"
#include "treeposition.h"

#include <vector>

namespace guesslab {

// A played game of any Game judged move by move by the exact search over
// the game (GameTreeSolver), as reviewGame does over word lists: at each
// position the best question's total over the secrets left and the played
// one's, what the feedback received left, and the luck of it. One solver
// serves every move, so the later positions reuse what the first searched.
// Throws std::invalid_argument for a step no secret fits or the rule
// refuses (naming the step).
GameReview reviewAnyGame(const Game& game, const std::vector<Asked>& steps, GuessRule rule,
                         JobContext* ctx = nullptr);

// Exact advice at a position of any game, as adviseAtPosition gives it for
// word lists: the best question's further questions on average (this one
// included), then each question tried, best first. One solver serves them
// all. The steps must pass findStepsProblem.
PositionAdvice adviseAnyGame(const Game& game, const std::vector<Asked>& steps, GuessRule rule,
                             const std::vector<Question>& tried, JobContext* ctx = nullptr);

// What is wrong with a played game's steps, for a window to word: the first
// step (0-based) the rule does not allow, that no secret left fits, or that
// follows the end of the game.
struct StepsProblem {
    enum class Kind { None, NotAllowed, NoSecretLeft, AfterTheEnd };
    Kind kind = Kind::None;
    size_t step = 0;
};
StepsProblem findStepsProblem(const Game& game, const std::vector<Asked>& steps, GuessRule rule);

// The checks reviewAnyGame makes before any search: std::invalid_argument
// naming the step ("step 2 (1123): no secret left gives 4 black, 0 white").
void checkPlayedSteps(const Game& game, const std::vector<Asked>& steps, GuessRule rule);

}  // namespace guesslab
