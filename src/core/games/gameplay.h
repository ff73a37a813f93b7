// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "game.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace guesslab {

// A live game of any Game: the questions asked with the feedback each got,
// undo/redo, and the secrets still possible. A step is refused when the
// feedback does not exist in the game, when no secret still possible could
// give it, and when the rule (docs/guide.md, "Modes") forbids the question after the steps
// played (Game::stepProblem). Word games play through GameState, which adds
// words, patterns and the guesses each rule allows.
class GamePlay {
public:
    using Step = Asked;

    GamePlay() = default;
    // prior: weights by secret, or empty.
    explicit GamePlay(std::shared_ptr<const Game> game, std::vector<double> prior = {});
    // A GameState is held and deleted as a GamePlay (the session's live game).
    virtual ~GamePlay() = default;
    GamePlay(const GamePlay&) = default;
    GamePlay& operator=(const GamePlay&) = default;
    GamePlay(GamePlay&&) = default;
    GamePlay& operator=(GamePlay&&) = default;

    const Game* game() const { return game_.get(); }
    std::shared_ptr<const Game> sharedGame() const { return game_; }
    const std::vector<Step>& steps() const { return steps_; }
    // The checks of a step without playing it; feedback nullopt: the
    // question alone.
    StepProblem check(const Question& question, std::optional<Feedback> feedback,
                      GuessRule rule = GuessRule::Normal) const;
    // Plays the step, or returns why not.
    StepProblem submit(Question question, Feedback feedback, GuessRule rule = GuessRule::Normal);
    bool canUndo() const { return !steps_.empty(); }
    bool canRedo() const { return !undone_.empty(); }
    void undo();
    void redo();
    void reset();

    const CandidateSet& candidates() const { return candidates_; }
    bool impossible() const { return candidates_.empty(); }
    // The last question named the secret, or (games won by identifying it)
    // one secret is left.
    bool solved() const;
    // The first step (0-based) after which no secret was left, or -1.
    int firstImpossibleStep() const { return firstImpossible_; }
    // The feedback values this question can still get, with how many
    // candidates would be left after each.
    std::map<Feedback, size_t> outcomes(const Question& question) const;
    // How many candidates this feedback to the question would leave.
    size_t candidatesAfter(const Question& question, Feedback feedback) const;

private:
    void recompute();

    std::shared_ptr<const Game> game_;
    std::vector<double> prior_;
    std::vector<Step> steps_, undone_;
    CandidateSet candidates_;
    int firstImpossible_ = -1;
};

}  // namespace guesslab
