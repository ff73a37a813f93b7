// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "hardmoderule.h"

#include <QString>

namespace guesslab::cli {

// `tree --opener W --within K [--least-wrong]`: the worst-case verdict.
struct WithinRequest {
    WordId opener = 0;
    GuessRule rule = GuessRule::Normal;
    int within = 6;  // guesses left for the lists (a position's steps taken off)
    bool leastWrong = false;
    int threads = 0;
    QString out;  // strategy file, or empty
    bool json = false;
    bool quiet = false;     // no progress lines
    bool families = false;  // normal mode: the families' failing subsets known first
};

int runWithinSearch(const GameLists& lists, const WithinRequest& request);

}  // namespace guesslab::cli
