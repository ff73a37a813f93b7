// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameplay.h"

#include <algorithm>

namespace guesslab {

GamePlay::GamePlay(std::shared_ptr<const Game> game, std::vector<double> prior)
    : game_(std::move(game)), prior_(std::move(prior)) {
    recompute();
}

StepProblem GamePlay::check(const Question& question, std::optional<Feedback> feedback,
                            GuessRule rule) const {
    if (!game_)
        return {StepProblem::Code::NoAnswerLeft, {}, {}, -1};
    if (StepProblem problem = game_->stepProblem(question, steps_, rule))
        return problem;
    if (!feedback)
        return {};
    if (*feedback >= game_->feedbackCount())
        return {StepProblem::Code::BadPattern, {}, {}, -1};
    if (candidatesAfter(question, *feedback) == 0)
        return {StepProblem::Code::NoAnswerLeft, {}, {}, -1};
    return {};
}

StepProblem GamePlay::submit(Question question, Feedback feedback, GuessRule rule) {
    if (StepProblem problem = check(question, feedback, rule))
        return problem;
    steps_.push_back({std::move(question), feedback});
    undone_.clear();
    recompute();
    return {};
}

void GamePlay::undo() {
    if (steps_.empty())
        return;
    undone_.push_back(std::move(steps_.back()));
    steps_.pop_back();
    recompute();
}

void GamePlay::redo() {
    if (undone_.empty())
        return;
    steps_.push_back(std::move(undone_.back()));
    undone_.pop_back();
    recompute();
}

void GamePlay::reset() {
    steps_.clear();
    undone_.clear();
    recompute();
}

bool GamePlay::solved() const {
    if (!game_ || impossible())
        return false;
    if (game_->endsWhenIdentified())
        return candidates_.size() == 1;
    return !steps_.empty() && game_->wins(steps_.back().question, steps_.back().feedback);
}

std::map<Feedback, size_t> GamePlay::outcomes(const Question& question) const {
    std::map<Feedback, size_t> out;
    if (!game_)
        return out;
    const auto ids = candidates_.ids();
    std::vector<Feedback> row(ids.size());
    game_->feedbackRow(question, ids, row.data());
    for (Feedback f : row)
        ++out[f];
    return out;
}

size_t GamePlay::candidatesAfter(const Question& question, Feedback feedback) const {
    if (!game_)
        return 0;
    const auto ids = candidates_.ids();
    std::vector<Feedback> row(ids.size());
    game_->feedbackRow(question, ids, row.data());
    return static_cast<size_t>(std::count(row.begin(), row.end(), feedback));
}

void GamePlay::recompute() {
    firstImpossible_ = -1;
    if (!game_) {
        candidates_ = CandidateSet();
        return;
    }
    std::vector<SecretId> alive(game_->secretCount());
    for (size_t s = 0; s < alive.size(); ++s)
        alive[s] = static_cast<SecretId>(s);
    for (size_t i = 0; i < steps_.size(); ++i) {
        std::vector<Feedback> row(alive.size());
        game_->feedbackRow(steps_[i].question, alive, row.data());
        size_t kept = 0;
        for (size_t k = 0; k < alive.size(); ++k)
            if (row[k] == steps_[i].feedback)
                alive[kept++] = alive[k];
        alive.resize(kept);
        if (alive.empty() && firstImpossible_ < 0)
            firstImpossible_ = static_cast<int>(i);
    }
    candidates_ = CandidateSet(std::move(alive), game_->secretCount(), prior_);
}

}  // namespace guesslab
