// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace guesslab::cli {

// Each subcommand takes the arguments after its name and returns the exit
// code; bad input throws UsageError.
int runGrade(const QStringList& arguments);
int runRank(const QStringList& arguments);
int runPartition(const QStringList& arguments);
int runLists(const QStringList& arguments);
int runPairs(const QStringList& arguments);
int runNerdle(const QStringList& arguments);
int runSimulate(const QStringList& arguments);
int runPlay(const QStringList& arguments);
int runEldrow(const QStringList& arguments);
int runTree(const QStringList& arguments);
int runVerify(const QStringList& arguments);
int runReview(const QStringList& arguments);
int runAnySet(const QStringList& arguments);
int runAbsurdle(const QStringList& arguments);
int runBoards(const QStringList& arguments);

}  // namespace guesslab::cli
