// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "gameplay.h"
#include "pattern.h"
#include "wordgame.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guesslab {

// A live game of a Wordle-like: the live game of its WordGame, with what
// words add: guesses typed as words and feedback as patterns, the
// check that a word is in the game's lists (unless any word of the game is
// allowed), and the guesses each rule still allows. Steps are refused as
// GamePlay refuses them: no answer still possible could give the feedback,
// hard mode breaks a revealed hint, strict mode could not be the answer.
class GameState : public GamePlay {
public:
    struct Step {
        std::string guess;
        Pattern pattern;
    };

    GameState() = default;
    // weights: a prior over the answers (indexed by answer id), or empty.
    explicit GameState(std::shared_ptr<const GameLists> lists, std::vector<double> weights = {});

    const GameLists& lists() const { return *lists_; }
    // The steps as words and patterns (steps() has them as questions).
    std::vector<Step> wordSteps() const;
    const WordGame& wordGame() const { return *words_; }

    // Any word of the game's length and alphabet may be played, listed or
    // not (Nerdle: any valid equation, checked by the caller).
    void setAnyWord(bool any) { anyWord_ = any; }

    // Folds and checks the word, then the step (see the class comment).
    // Returns the problem, or none after playing the step.
    StepProblem submit(std::string guess, Pattern pattern, GuessRule rule = GuessRule::Normal);
    using GamePlay::submit;
    // The same checks without playing. pattern nullopt: the word alone.
    StepProblem check(std::string guess, std::optional<Pattern> pattern,
                      GuessRule rule = GuessRule::Normal) const;
    using GamePlay::check;

    // Guess ids consistent with every step: the strict-mode guesses.
    std::vector<WordId> consistentGuesses() const;
    // The guess ids the rule allows now (normal: every guess).
    std::vector<WordId> allowedGuesses(GuessRule rule) const;
    // How many candidates would be left after playing guess with this
    // feedback (0: the feedback is impossible); nullopt for a bad word.
    std::optional<size_t> candidatesAfter(std::string guess, Pattern pattern) const;
    using GamePlay::candidatesAfter;

private:
    GameState(std::shared_ptr<const GameLists> lists, std::shared_ptr<const WordGame> words,
              std::vector<double> weights);

    std::shared_ptr<const GameLists> lists_;
    const WordGame* words_ = nullptr;  // game(), as the word game it is
    bool anyWord_ = false;
};

}  // namespace guesslab
