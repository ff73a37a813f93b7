// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "game.h"

#include <map>
#include <memory>
#include <vector>

namespace guesslab {

// A live game of any Game: the questions asked with the feedback each got,
// undo/redo, and the secrets still possible. Feedback no secret could give is
// accepted (the user may have mistaken it) and shows as impossible().
class GamePlay {
public:
    struct Step {
        Question question;
        Feedback feedback = 0;
    };

    GamePlay() = default;
    // prior: weights by secret, or empty.
    explicit GamePlay(std::shared_ptr<const Game> game, std::vector<double> prior = {});

    const Game* game() const { return game_.get(); }
    const std::vector<Step>& steps() const { return steps_; }
    // Returns the problem, or "" after playing the step.
    std::string submit(Question question, Feedback feedback);
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
    int firstImpossibleStep() const { return firstImpossible_; }
    // The feedback values this question can still get, with how many
    // candidates would be left after each.
    std::map<Feedback, size_t> outcomes(const Question& question) const;

private:
    void recompute();

    std::shared_ptr<const Game> game_;
    std::vector<double> prior_;
    std::vector<Step> steps_, undone_;
    CandidateSet candidates_;
    int firstImpossible_ = -1;
};

}  // namespace guesslab
