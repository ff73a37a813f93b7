// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "byterowcounter.h"
#include "simdgrader.h"

#include <cstddef>
#include <cstdint>

namespace guesslab {

// The statistics of a table of class sizes (count[p] answers get pattern p),
// which is left zero for the next guess: the end of every ranking over many
// patterns (Nerdle 10: 59,049 a guess). Most entries are empty, at random,
// so the plain version sweeps without branches; the AVX-512 one takes 16
// entries a step and looks up n log n for the non-empty ones alone.
RowClassStats sweepClassTable(uint32_t* count, size_t patterns, const uint64_t* nLogN,
                              SimdGrader::Isa isa = SimdGrader::best());

// The obvious version, the table left as it is.
RowClassStats classTableStatsReference(const uint32_t* count, size_t patterns,
                                       const uint64_t* nLogN);

namespace classtable_detail {
RowClassStats sweepGeneric(uint32_t* count, size_t patterns, const uint64_t* nLogN);
RowClassStats sweepAvx512(uint32_t* count, size_t patterns, const uint64_t* nLogN);
}  // namespace classtable_detail

}  // namespace guesslab
