// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"
#include "strategytree.h"

namespace guesslab::cli {

// --hard, --strict, --max-guesses K (unless without a cap) and --json.
void addRuleOptions(CommandLine& line, bool withCap = true);
// The rules the options name, over the defaults given (a strategy file's).
StrategyRules rulesOf(const CommandLine& line, StrategyRules rules = {});

}  // namespace guesslab::cli
