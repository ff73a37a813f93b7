// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alphabet.h"
#include "hardmoderule.h"
#include "phrase.h"

#include <string>

namespace guesslab {

// Why a step cannot be played, as a code with its arguments: the front ends
// word it in their own language (describe() gives the English).
struct StepProblem {
    enum class Code {
        None,
        BadWord,       // not a word of the game: detail says why (length, symbol)
        NotListed,     // a word of the game's shape, but in neither list
        BadPattern,    // the feedback does not exist in this game (word length)
        NoAnswerLeft,  // no secret still possible gets this feedback from the question
        HardMode,      // breaks a hint revealed earlier (hard mode): see breach, step
        NotPossible,   // hard or strict: could not be the secret; step, and detail the
                       // feedback that step's question would get from it
    };
    Code code = Code::None;
    Phrase detail;          // BadWord: why; NotListed: the word; NotPossible: the feedback
    HardModeBreach breach;  // HardMode: the rule broken
    int step = -1;          // HardMode, NotPossible: the 0-based step that rules it out

    explicit operator bool() const { return code != Code::None; }
};
// The problem in English, symbols written with the game's alphabet.
std::string describe(const StepProblem& problem, const Alphabet& alphabet);

}  // namespace guesslab
