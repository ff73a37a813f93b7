// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleoptions.h"

#include "clierror.h"

namespace guesslab::cli {

namespace {
const QString kHard = QStringLiteral("hard");
const QString kStrict = QStringLiteral("strict");
const QString kMaxGuesses = QStringLiteral("max-guesses");
}  // namespace

void addRuleOptions(CommandLine& line, bool withCap) {
    line.addOption({kHard, QStringLiteral("The game's hard mode: every revealed hint is used in "
                                          "later guesses (greens in place, yellows included).")});
    line.addOption(
        {kStrict, QStringLiteral("Strict mode: every guess could still be the answer.")});
    if (withCap)
        line.addOption({kMaxGuesses, QStringLiteral("Solve every answer within K guesses."),
                        QStringLiteral("K")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")});
}

StrategyRules rulesOf(const CommandLine& line, StrategyRules rules) {
    if (line.isSet(kHard) && line.isSet(kStrict))
        throw UsageError("--hard and --strict exclude each other");
    if (line.isSet(kHard))
        rules.rule = GuessRule::Hard;
    if (line.isSet(kStrict))
        rules.rule = GuessRule::Strict;
    if (line.given(kMaxGuesses))
        rules.maxGuesses = line.intValue(kMaxGuesses, 0, 1, 64);
    return rules;
}

}  // namespace guesslab::cli
