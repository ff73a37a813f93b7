// SPDX-License-Identifier: GPL-3.0-or-later
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
    // The `want` columns where the k rows (2 or 3) all differ with the least
    // sum of their class sizes (sizes[i], sums saturated at 255), least
    // first, ties to the earlier column; into `out` (cleared).
    void (*leastJoined8)(const uint8_t* const* rows, const uint8_t* const* sizes, int k,
                         size_t columns, size_t want, std::vector<uint32_t>& out);
    // Appends to `out` every index i < n where row[i] is one of the np
    // values (1 to 4).
    void (*matching8)(const uint8_t* row, size_t n, const uint8_t* values, int np,
                      std::vector<WordId>& out);

    // Appends to `out` each y of ys for which no column below `width` tells
    // a, b, x and y all apart; rows of `width` cells at head + id * width.
    void (*unseparated8)(const uint8_t* head, size_t width, WordId a, WordId b, WordId x,
                         const WordId* ys, size_t count, std::vector<WordId>& out);

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
void leastJoined(const Cell* const* rows, const uint8_t* const* sizes, int k, size_t columns,
                 size_t want, std::vector<uint32_t>& out) {
    out.clear();
    thread_local std::vector<uint16_t> kept;
    kept.clear();
    if (want == 0)
        return;
    for (size_t c = 0; c < columns; ++c) {
        bool apart = true;
        int sum = 0;
        for (int i = 0; i < k; ++i) {
            sum += sizes[i][c];
            for (int j = i + 1; j < k; ++j)
                apart = apart && rows[i][c] != rows[j][c];
        }
        if (apart)
            keepLeast(out, kept, want, static_cast<uint32_t>(c),
                      static_cast<uint16_t>(std::min(255, sum)));
    }
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

template <class Cell>
void unseparated(const Cell* head, size_t width, WordId a, WordId b, WordId x, const WordId* ys,
                 size_t count, std::vector<WordId>& out) {
    const Cell* ra = head + a * width;
    const Cell* rb = head + b * width;
    const Cell* rx = head + x * width;
    for (size_t i = 0; i < count; ++i) {
        const Cell* ry = head + ys[i] * width;
        bool apart = false;
        for (size_t c = 0; c < width && !apart; ++c)
            apart = ra[c] != rb[c] && ra[c] != rx[c] && rb[c] != rx[c] && ry[c] != ra[c] &&
                    ry[c] != rb[c] && ry[c] != rx[c];
        if (!apart)
            out.push_back(ys[i]);
    }
}

size_t firstApartAvx512(const uint8_t* const* rows, int k, size_t from, size_t columns);
void leastJoinedAvx512(const uint8_t* const* rows, const uint8_t* const* sizes, int k,
                       size_t columns, size_t want, std::vector<uint32_t>& out);
void matchingAvx512(const uint8_t* row, size_t n, const uint8_t* values, int np,
                    std::vector<WordId>& out);
void unseparatedAvx512(const uint8_t* head, size_t width, WordId a, WordId b, WordId x,
                       const WordId* ys, size_t count, std::vector<WordId>& out);

}  // namespace separation_detail

}  // namespace guesslab::trees
