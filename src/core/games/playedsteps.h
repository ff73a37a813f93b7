// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// The steps of a game of any Game as a player writes them: one step a line,
// or several split by ';'. A step is the question, then its feedback after
// a colon or in parentheses: "1123: 1b1w", "1123 (1 black, 1 white)",
// "{1,2} vs {3,4}: level", "at most 7? (no)". Lines starting with '#' are
// comments. Throws InputError naming the source, the line and the problem.
std::vector<Asked> parsePlayedSteps(const Game& game, std::string_view text,
                                    const std::string& source);

}  // namespace guesslab
