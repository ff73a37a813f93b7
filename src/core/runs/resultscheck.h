// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "resultsfile.h"

namespace guesslab {

// A results file read to be shown is held to what the runs write: a header
// of a known run ("tree", "within", "eldrow", "nerdle-rank") with its
// figures in range, records of that kind whose values are in range for the
// header, and no more records than the run has items. Throws InputError
// naming the file, the line and the first problem found.
void checkResults(const ResultsFile& file);

}  // namespace guesslab
