// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordlist.h"

#include <cstdint>
#include <vector>

namespace guesslab {

// The two lists a Wordle-like game is played with: the answers (possible
// secrets) and the guesses (playable words), and which guess is which answer.
// The answer list need not be a subset of the guesses.
class GameLists {
public:
    static constexpr int32_t kNotAnAnswer = -1;

    GameLists() = default;
    // Throws std::invalid_argument when the lists differ in length or alphabet.
    // With unite, answers missing from the guesses are appended to them.
    GameLists(WordList answers, WordList guesses, bool unite = false);

    const WordList& answers() const { return answers_; }
    const WordList& guesses() const { return guesses_; }
    int length() const { return answers_.length(); }
    // The answer id of a guess, or kNotAnAnswer.
    int32_t answerOf(WordId guess) const { return answerOfGuess_[guess]; }
    // Answers that are not in the guess list (they can still be secrets).
    size_t answersMissingFromGuesses() const { return missing_; }

private:
    WordList answers_;
    WordList guesses_;
    std::vector<int32_t> answerOfGuess_;
    size_t missing_ = 0;
};

}  // namespace guesslab
