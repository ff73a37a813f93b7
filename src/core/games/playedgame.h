// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamestate.h"
#include "hardmoderule.h"
#include "inputerror.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// A game a player played, read from what the player typed or pasted: the
// steps, each with the line it came from, checked against the lists and
// the rule.
struct PlayedGame {
    std::vector<GameState::Step> steps;
    std::vector<int> lines;  // per step: its 1-based line
    bool solved = false;     // the last step is all green
};

// A step the game refuses (a word in no list, feedback no answer left gives,
// a hint broken): the line, and the problem as the live game gives it.
class PlayedStepError : public InputError {
public:
    // "step 2 (pound): the guess must contain e, as step 1 showed (hard mode)"
    PlayedStepError(std::string source, int line, int step, StepProblem problem, std::string guess,
                    const Alphabet& alphabet);
    const StepProblem& stepProblem() const { return problem_; }
    const std::string& guess() const { return guess_; }
    int step() const { return step_; }  // from 1

private:
    StepProblem problem_;
    std::string guess_;
    int step_;
};

// Reads a played game. Each line holds one step — "salet BBYBB" or
// "salet:BBYBB" (feedback as B/Y/G, 0/1/2 or the squares of a shared grid),
// several steps may share a line split by commas — or a guess alone, or a
// row of a shared grid ("🟨⬛⬛🟩⬛"). Guesses without feedback take the grid's
// rows in order, or their feedback from the secret when one is given (which
// any feedback written must then agree with). The header of a shared result
// ("Wordle 1,234 4/6") and lines starting with '#' are skipped.
// Throws InputError naming the source and line; PlayedStepError for a step
// the game refuses under the rule.
PlayedGame parsePlayedGame(std::shared_ptr<const GameLists> lists, std::string_view text,
                           std::string secret, GuessRule rule, const std::string& source);

// "salet:BBYBB,crony:BYBBB": the steps as tree --position takes them.
std::string stepsText(const std::vector<GameState::Step>& steps, int length);

}  // namespace guesslab
