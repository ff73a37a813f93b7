#pragma once

#include "simdgrader.h"
#include "wordlist.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace guesslab::trees {

// The scans of the search for sets no two guesses tell apart (TwoGuessSearch),
// over rows of feedback by answer (one cell per guess) or by guess (one cell
// per answer). The plain loops work on bytes and 16-bit cells; the AVX-512
// kernels on bytes, 64 cells a step, chosen at run time.
struct SeparationKernels {
    static constexpr size_t kNone = ~size_t{0};

    // The first column at or after `from` where the k rows (2 to 4) all
    // differ: a guess that gives each answer its own feedback.
    size_t (*firstApart8)(const uint8_t* const* rows, int k, size_t from, size_t columns);
    // The `want` columns where rows a and b differ with the least sa + sb
    // (class sizes, saturated at 255), least first, ties to the earlier
    // column; into `out` (cleared).
    void (*leastJoined8)(const uint8_t* a, const uint8_t* b, const uint8_t* sa, const uint8_t* sb,
                         size_t columns, size_t want, std::vector<uint32_t>& out);
    // Appends to `out` every index i < n where row[i] is one of the np
    // values (1 to 4).
    void (*matching8)(const uint8_t* row, size_t n, const uint8_t* values, int np,
                      std::vector<WordId>& out);

    // The kernels of the instruction set named, or the plain loops where the
    // CPU lacks it (only AVX-512 has kernels of its own).
    static SeparationKernels of(SimdGrader::Isa isa = SimdGrader::best());
    static SeparationKernels generic();
};

namespace separation_detail {

template <class Cell>
size_t firstApart(const Cell* const* rows, int k, size_t from, size_t columns) {
    for (size_t c = from; c < columns; ++c) {
        bool apart = true;
        for (int i = 0; i < k && apart; ++i)
            for (int j = i + 1; j < k && apart; ++j)
                apart = rows[i][c] != rows[j][c];
        if (apart)
            return c;
    }
    return SeparationKernels::kNone;
}

// Keeps the `want` least (size, column) pairs seen, in order; `out` holds
// their columns. Columns come in ascending order, so a tie never displaces.
inline void keepLeast(std::vector<uint32_t>& out, std::vector<uint16_t>& sizes, size_t want,
                      uint32_t column, uint16_t size) {
    if (out.size() == want && size >= sizes.back())
        return;
    if (out.size() == want) {
        out.pop_back();
        sizes.pop_back();
    }
    size_t i = out.size();
    while (i > 0 && sizes[i - 1] > size)
        --i;
    out.insert(out.begin() + static_cast<std::ptrdiff_t>(i), column);
    sizes.insert(sizes.begin() + static_cast<std::ptrdiff_t>(i), size);
}

template <class Cell>
void leastJoined(const Cell* a, const Cell* b, const uint8_t* sa, const uint8_t* sb, size_t columns,
                 size_t want, std::vector<uint32_t>& out) {
    out.clear();
    thread_local std::vector<uint16_t> sizes;
    sizes.clear();
    if (want == 0)
        return;
    for (size_t c = 0; c < columns; ++c)
        if (a[c] != b[c])
            keepLeast(out, sizes, want, static_cast<uint32_t>(c),
                      static_cast<uint16_t>(std::min(255, sa[c] + sb[c])));
}

template <class Cell>
void matching(const Cell* row, size_t n, const Cell* values, int np, std::vector<WordId>& out) {
    for (size_t i = 0; i < n; ++i)
        for (int v = 0; v < np; ++v)
            if (row[i] == values[v]) {
                out.push_back(static_cast<WordId>(i));
                break;
            }
}

size_t firstApartAvx512(const uint8_t* const* rows, int k, size_t from, size_t columns);
void leastJoinedAvx512(const uint8_t* a, const uint8_t* b, const uint8_t* sa, const uint8_t* sb,
                       size_t columns, size_t want, std::vector<uint32_t>& out);
void matchingAvx512(const uint8_t* row, size_t n, const uint8_t* values, int np,
                    std::vector<WordId>& out);

}  // namespace separation_detail

}  // namespace guesslab::trees
