// SPDX-License-Identifier: GPL-3.0-or-later
#include "classtable.h"

#include <algorithm>

namespace guesslab {

RowClassStats sweepClassTable(uint32_t* count, size_t patterns, const uint64_t* nLogN,
                              SimdGrader::Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return classtable_detail::sweepAvx512(count, patterns, nLogN);
#endif
    (void)isa;
    return classtable_detail::sweepGeneric(count, patterns, nLogN);
}

RowClassStats classTableStatsReference(const uint32_t* count, size_t patterns,
                                       const uint64_t* nLogN) {
    RowClassStats s;
    for (size_t p = 0; p < patterns; ++p) {
        const uint32_t c = count[p];
        if (c == 0)
            continue;
        ++s.classes;
        s.largest = std::max(s.largest, c);
        s.sumSquares += uint64_t{c} * c;
        s.sumFixed += nLogN[c];
    }
    return s;
}

namespace classtable_detail {

// Integer statistics that vectorise, then the n log n lookups (nLogN[0] = 0),
// the sums in locals (through the result the compiler would store each one,
// as the table's counters may alias them).
RowClassStats sweepGeneric(uint32_t* count, size_t patterns, const uint64_t* nLogN) {
    uint32_t classes = 0, largest = 0;
    uint64_t squares = 0, fixed = 0;
    for (size_t p = 0; p < patterns; ++p) {
        const uint32_t n = count[p];
        classes += n != 0;
        largest = std::max(largest, n);
        squares += uint64_t{n} * n;
    }
    for (size_t p = 0; p < patterns; ++p)
        fixed += nLogN[count[p]];
    std::fill(count, count + patterns, 0);
    return RowClassStats{classes, largest, squares, fixed};
}

}  // namespace classtable_detail

}  // namespace guesslab
