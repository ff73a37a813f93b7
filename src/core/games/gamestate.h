#pragma once

#include "candidateset.h"
#include "gamelists.h"
#include "pattern.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guesslab {

// A live game of a Wordle-like: the guesses played with the feedback each
// received, undo/redo, and what follows from them: the answers still possible
// and the guesses still allowed in hard mode. Feedback that no answer could
// give is accepted (the user may have mistyped it) and shows as impossible().
class GameState {
public:
    struct Step {
        std::string guess;
        Pattern pattern;
    };

    GameState() = default;
    // weights: a prior over the answers (indexed by answer id), or empty.
    explicit GameState(std::shared_ptr<const GameLists> lists, std::vector<double> weights = {});

    const GameLists& lists() const { return *lists_; }
    const std::vector<Step>& steps() const { return steps_; }

    // Folds and checks the word (the game's length and alphabet; it need not
    // be in a list). Returns the problem, or "" after playing the step.
    std::string submit(std::string guess, Pattern pattern);

    bool canUndo() const { return !steps_.empty(); }
    bool canRedo() const { return !undone_.empty(); }
    void undo();
    void redo();
    void reset();

    // Answers consistent with every step, with the prior.
    const CandidateSet& candidates() const { return candidates_; }
    bool impossible() const { return candidates_.empty(); }
    bool solved() const;
    // Guess ids consistent with every step: the hard-mode guesses.
    std::vector<WordId> consistentGuesses() const;
    // How many candidates would be left after playing guess with this
    // feedback (0: the feedback is impossible); nullopt for a bad word.
    std::optional<size_t> candidatesAfter(std::string guess, Pattern pattern) const;
    // The first step (0-based) after which no answer was left, or -1.
    int firstImpossibleStep() const;

private:
    void recompute();
    std::vector<uint8_t> symbolsOf(const std::string& word) const;

    std::shared_ptr<const GameLists> lists_;
    std::vector<double> weights_;
    std::vector<Step> steps_;
    std::vector<Step> undone_;
    CandidateSet candidates_;
    int firstImpossible_ = -1;
};

}  // namespace guesslab
