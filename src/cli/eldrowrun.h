// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eldrow.h"
#include "resultsoptions.h"

namespace guesslab::cli {

// eldrow --all with --results/--resume: one item per target (its longest
// chain, proven or not), written as it finishes, alone or over the
// processes of an mpirun launch.
int runEldrowResults(const EldrowSolver& solver, const EldrowOptions& options, int threads,
                     const ResultsOptions& results, bool json);

}  // namespace guesslab::cli
