// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "simdgrader.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace guesslab {

// What a ranking needs of one guess's classes: their number, the largest,
// the sum of squared sizes and the sum of n log2 n (in the caller's fixed
// point, read from its table).
struct RowClassStats {
    uint32_t classes = 0;
    uint32_t largest = 0;
    uint64_t sumSquares = 0;
    uint64_t sumFixed = 0;
    bool operator==(const RowClassStats&) const = default;
};

// The class sizes of rows of one-byte feedback (Wordle's hot path: every
// guess over every answer), summarised without keeping them. Counts go into
// eight tables of 16-bit counters, eight cells per load, so a run of one
// pattern does not serialise on a single counter. The AVX-512 kernels first
// drop the all-grey cells (a fifth of all cells over the bundled lists),
// whose class is what is left, and fold the tables in vector registers;
// with VBMI2 64 cells are compressed at once, else 16 widened to 32 bits.
class ByteRowCounter {
public:
    static constexpr size_t kMaxCells = 65535;  // 16-bit counters
    static constexpr size_t kTables = 8;

    enum class Kernel { Generic, Avx512, Avx512Vbmi2 };
    // The widest the CPU has within SimdGrader's choice (so GUESSLAB_SIMD
    // forces this one too).
    static Kernel best();
    static bool supported(Kernel kernel);
    static std::string name(Kernel kernel);

    explicit ByteRowCounter(Kernel kernel = best());

    Kernel kernel() const { return kernel_; }
    // row[0..n), n <= kMaxCells, values < patterns <= 256; nLogN[k] for
    // k = 0..n with nLogN[0] = 0. Nothing past row[n-1] is read.
    RowClassStats measure(const uint8_t* row, size_t n, size_t patterns, const uint64_t* nLogN);
    // The same from the row's m non-zero cells alone, in any order (the
    // other n - m cells are 0), as SimdGrader::gradeRowNonZero writes them.
    RowClassStats measureNonZero(const uint8_t* kept, size_t m, size_t n, size_t patterns,
                                 const uint64_t* nLogN);

private:
    Kernel kernel_;
    std::vector<uint16_t> tables_;  // kTables x 256, zero between rows
    std::vector<uint8_t> kept_;     // the row without its zero cells (AVX-512)
};

// The obvious version: one counter per pattern, then a sweep.
RowClassStats byteRowStatsReference(const uint8_t* row, size_t n, size_t patterns,
                                    const uint64_t* nLogN);

namespace byterow_detail {
RowClassStats measureGeneric(const uint8_t* row, size_t n, size_t patterns, const uint64_t* nLogN,
                             uint16_t* tables);
RowClassStats measureAvx512(const uint8_t* row, size_t n, size_t patterns, const uint64_t* nLogN,
                            uint16_t* tables, uint8_t* kept, bool vbmi2);
RowClassStats measureNonZeroAvx512(const uint8_t* kept, size_t m, size_t n, size_t patterns,
                                   const uint64_t* nLogN, uint16_t* tables);

// The scalar count shared by both kernels. `static`, not inline: each
// translation unit keeps its own copy, built with its own instruction set,
// so the linker cannot hand the AVX-512 build to the generic caller.
static inline void countIntoTables(const uint8_t* cells, size_t n, uint16_t* tables) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        __builtin_memcpy(&w, cells + i, 8);
#pragma GCC unroll 8
        for (size_t b = 0; b < 8; ++b)
            ++tables[256 * b + ((w >> (8 * b)) & 0xFF)];
    }
    for (; i < n; ++i)
        ++tables[cells[i]];
}
}  // namespace byterow_detail

}  // namespace guesslab
