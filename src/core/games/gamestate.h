// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "gamelists.h"
#include "hardmoderule.h"
#include "pattern.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guesslab {

// Why a step cannot be played, as a code with its arguments: the front ends
// word it in their own language (describe() gives the English).
struct StepProblem {
    enum class Code {
        None,
        BadWord,       // not a word of the game: detail says why (length, symbol)
        NotListed,     // a word of the game's shape, but in neither list
        BadPattern,    // the feedback does not fit the word length
        NoAnswerLeft,  // no answer still possible gets this feedback from the guess
        HardMode,      // breaks a hint revealed earlier (hard mode): see breach, step
        NotPossible,   // strict: could not be the answer; step, and detail the feedback
                       // that step's guess would show
    };
    Code code = Code::None;
    Phrase detail;          // BadWord: why; NotListed: the word
    HardModeBreach breach;  // HardMode: the rule broken
    int step = -1;          // HardMode: the 0-based step whose hint is broken

    explicit operator bool() const { return code != Code::None; }
};
// The problem in English, symbols written with the game's alphabet.
std::string describe(const StepProblem& problem, const Alphabet& alphabet);

// A live game of a Wordle-like: the guesses played with the feedback each
// received, undo/redo, and what follows from them: the answers still possible
// and the guesses each rule still allows. A step is refused when the
// guess is not a word of the game's lists (unless any word of the game is
// allowed), when no answer still possible could give its feedback, in hard
// mode when it breaks a revealed hint, and in strict mode when it could not
// be the answer.
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

    // Any word of the game's length and alphabet may be played, listed or
    // not (Nerdle: any valid equation, checked by the caller).
    void setAnyWord(bool any) { anyWord_ = any; }

    // Folds and checks the word, then the step (see the class comment).
    // Returns the problem, or none after playing the step.
    StepProblem submit(std::string guess, Pattern pattern, GuessRule rule = GuessRule::Normal);
    // The same checks without playing. pattern nullopt: the word alone.
    StepProblem check(std::string guess, std::optional<Pattern> pattern,
                      GuessRule rule = GuessRule::Normal) const;

    bool canUndo() const { return !steps_.empty(); }
    bool canRedo() const { return !undone_.empty(); }
    void undo();
    void redo();
    void reset();

    // Answers consistent with every step, with the prior.
    const CandidateSet& candidates() const { return candidates_; }
    bool impossible() const { return candidates_.empty(); }
    bool solved() const;
    // Guess ids consistent with every step: the strict-mode guesses.
    std::vector<WordId> consistentGuesses() const;
    // The guess ids the rule allows now (normal: every guess).
    std::vector<WordId> allowedGuesses(GuessRule rule) const;
    // How many candidates would be left after playing guess with this
    // feedback (0: the feedback is impossible); nullopt for a bad word.
    std::optional<size_t> candidatesAfter(std::string guess, Pattern pattern) const;
    // The first step (0-based) after which no answer was left, or -1.
    int firstImpossibleStep() const;

private:
    void recompute();
    std::vector<uint8_t> symbolsOf(const std::string& word) const;
    StepProblem checkWord(std::string& guess, GuessRule rule) const;

    std::shared_ptr<const GameLists> lists_;
    std::vector<double> weights_;
    std::vector<Step> steps_;
    std::vector<Step> undone_;
    CandidateSet candidates_;
    int firstImpossible_ = -1;
    bool anyWord_ = false;
};

}  // namespace guesslab
