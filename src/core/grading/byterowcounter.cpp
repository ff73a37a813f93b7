// SPDX-License-Identifier: GPL-3.0-or-later
#include "byterowcounter.h"

#include "classtable.h"

#include <algorithm>
#include <cassert>

namespace guesslab {

namespace byterow_detail {

RowClassStats measureGeneric(const uint8_t* row, size_t n, size_t patterns, const uint64_t* nLogN,
                             uint16_t* tables) {
    countIntoTables(row, n, tables);
    // Branch-free sweeps (about half the patterns are empty, so branches
    // would mispredict): fold the tables and take the integer statistics,
    // which vectorises; then the n log n lookups.
    uint32_t merged[256];
    uint32_t classes = 0, largest = 0;
    uint64_t squares = 0;
    for (size_t p = 0; p < patterns; ++p) {
        uint32_t c = 0;
        for (size_t b = 0; b < ByteRowCounter::kTables; ++b) {
            c += tables[256 * b + p];
            tables[256 * b + p] = 0;
        }
        merged[p] = c;
        classes += c != 0;
        largest = std::max(largest, c);
        squares += uint64_t{c} * c;
    }
    RowClassStats s;
    s.classes = classes;
    s.largest = largest;
    s.sumSquares = squares;
    for (size_t p = 0; p < patterns; ++p)
        s.sumFixed += nLogN[merged[p]];
    return s;
}

}  // namespace byterow_detail

bool ByteRowCounter::supported(Kernel kernel) {
    switch (kernel) {
        case Kernel::Generic:
            return true;
        case Kernel::Avx512:
            return SimdGrader::supported(SimdGrader::Isa::Avx512);
        case Kernel::Avx512Vbmi2:  // what the grader's fused byte compress needs too
            return SimdGrader::fusesNonZero(SimdGrader::Isa::Avx512);
    }
    return false;
}

ByteRowCounter::Kernel ByteRowCounter::best() {
    if (SimdGrader::best() != SimdGrader::Isa::Avx512)
        return Kernel::Generic;
    return supported(Kernel::Avx512Vbmi2) ? Kernel::Avx512Vbmi2 : Kernel::Avx512;
}

std::string ByteRowCounter::name(Kernel kernel) {
    switch (kernel) {
        case Kernel::Generic:
            return "generic";
        case Kernel::Avx512:
            return "avx512";
        case Kernel::Avx512Vbmi2:
            return "avx512-vbmi2";
    }
    return "?";
}

ByteRowCounter::ByteRowCounter(Kernel kernel)
    : kernel_(supported(kernel) ? kernel : Kernel::Generic), tables_(kTables * 256, 0) {}

RowClassStats ByteRowCounter::measure(const uint8_t* row, size_t n, size_t patterns,
                                      const uint64_t* nLogN) {
    assert(n <= kMaxCells && patterns <= 256 && nLogN[0] == 0);
#ifdef GUESSLAB_HAVE_AVX512_KERNEL
    if (kernel_ != Kernel::Generic) {
        if (kept_.size() < n + 64)
            kept_.resize(n + 64);
        return byterow_detail::measureAvx512(row, n, patterns, nLogN, tables_.data(), kept_.data(),
                                             kernel_ == Kernel::Avx512Vbmi2);
    }
#endif
    return byterow_detail::measureGeneric(row, n, patterns, nLogN, tables_.data());
}

RowClassStats ByteRowCounter::measureNonZero(const uint8_t* kept, size_t m, size_t n,
                                             size_t patterns, const uint64_t* nLogN) {
    assert(m <= n && n <= kMaxCells && patterns <= 256 && nLogN[0] == 0);
#ifdef GUESSLAB_HAVE_AVX512_KERNEL
    if (kernel_ != Kernel::Generic)
        return byterow_detail::measureNonZeroAvx512(kept, m, n, patterns, nLogN, tables_.data());
#endif
    // The zero cells counted into the first table directly.
    tables_[0] = static_cast<uint16_t>(n - m);
    return byterow_detail::measureGeneric(kept, m, patterns, nLogN, tables_.data());
}

RowClassStats byteRowStatsReference(const uint8_t* row, size_t n, size_t patterns,
                                    const uint64_t* nLogN) {
    std::vector<uint32_t> count(patterns, 0);
    for (size_t i = 0; i < n; ++i)
        ++count.at(row[i]);
    return classTableStatsReference(count.data(), patterns, nLogN);
}

}  // namespace guesslab
