// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdlegame.h"
#include "absurdlesolver.h"
#include "commandline.h"

#include <QString>

namespace guesslab::cli {

// absurdle GUESS ... --tree: every way to force a win in the fewest guesses
// from there, printed as the file's lines (comments first) or as JSON, or
// written to `out`.
int runAbsurdleTree(const AbsurdleSolver& solver, const AbsurdlePosition& at, int most, int threads,
                    bool quiet, bool json, const QString& out);
// verify --game absurdle FILE: every way replayed against the adversary, the
// fewest proven and every winning guess found in the file.
int runAbsurdleVerify(const CommandLine& line, const AbsurdleGame& game, int threads);

}  // namespace guesslab::cli
