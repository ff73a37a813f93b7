// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdlesolver.h"
#include "resultsoptions.h"

namespace guesslab::cli {

// absurdle --solve --all with --results/--resume: one item per opener,
// whether it forces a win in `fewest` guesses (the minimum from the start,
// found first), with a game that does, written as it finishes, alone or
// over the processes of an mpirun launch.
int runAbsurdleResults(const AbsurdleSolver& solver, int fewest, int threads,
                       const ResultsOptions& results, bool json);

}  // namespace guesslab::cli
