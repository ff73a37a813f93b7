// SPDX-License-Identifier: GPL-3.0-or-later
// Built with AVX-512 F/BW; called only after a run-time CPU check.
#include "separationkernels.h"

#include <immintrin.h>

#include <algorithm>
#include <bit>

// GCC 12's intrinsic headers fill unused operands with a self-initialised
// "undefined" vector, which -W(maybe-)uninitialized reports per inlining.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

namespace guesslab::trees::separation_detail {

namespace {

// The lanes of a step of 64 at `at` that lie before `end`.
__mmask64 validLanes(size_t at, size_t end) {
    const size_t left = end - at;
    return left >= 64 ? ~__mmask64{0} : (__mmask64{1} << left) - 1;
}

// The valid lanes of the step at c where the k rows (up to 4) all differ.
__mmask64 apartLanes(const uint8_t* const* rows, int k, size_t c, __mmask64 valid) {
    __m512i v[4];
    for (int i = 0; i < k; ++i)
        v[i] = _mm512_maskz_loadu_epi8(valid, rows[i] + c);
    __mmask64 apart = valid;
    for (int i = 0; i < k; ++i)
        for (int j = i + 1; j < k; ++j)
            apart &= _mm512_cmpneq_epi8_mask(v[i], v[j]);
    return apart;
}

}  // namespace

size_t firstApartAvx512(const uint8_t* const* rows, int k, size_t from, size_t columns) {
    for (size_t c = from; c < columns; c += 64) {
        const __mmask64 apart = apartLanes(rows, k, c, validLanes(c, columns));
        if (apart)
            return c + static_cast<size_t>(std::countr_zero(apart));
    }
    return SeparationKernels::kNone;
}

void leastJoinedAvx512(const uint8_t* const* rows, const uint8_t* const* sizes, int k,
                       size_t columns, size_t want, std::vector<uint32_t>& out) {
    out.clear();
    thread_local std::vector<uint16_t> kept;
    kept.clear();
    if (want == 0)
        return;
    for (size_t c = 0; c < columns; c += 64) {
        const __mmask64 valid = validLanes(c, columns);
        __mmask64 take = apartLanes(rows, k, c, valid);
        if (take && out.size() == want) {  // only sizes below the worst kept can enter
            __m512i joined = _mm512_maskz_loadu_epi8(valid, sizes[0] + c);
            for (int i = 1; i < k; ++i)
                joined = _mm512_adds_epu8(joined, _mm512_maskz_loadu_epi8(valid, sizes[i] + c));
            take &=
                _mm512_cmplt_epu8_mask(joined, _mm512_set1_epi8(static_cast<char>(kept.back())));
        }
        for (; take; take &= take - 1) {
            const size_t col = c + static_cast<size_t>(std::countr_zero(take));
            int sum = 0;
            for (int i = 0; i < k; ++i)
                sum += sizes[i][col];
            keepLeast(out, kept, want, static_cast<uint32_t>(col),
                      static_cast<uint16_t>(std::min(255, sum)));
        }
    }
}

void matchingAvx512(const uint8_t* row, size_t n, const uint8_t* values, int np,
                    std::vector<WordId>& out) {
    __m512i v[4];
    for (int i = 0; i < np; ++i)
        v[i] = _mm512_set1_epi8(static_cast<char>(values[i]));
    for (size_t c = 0; c < n; c += 64) {
        const __mmask64 valid = validLanes(c, n);
        const __m512i cells = _mm512_maskz_loadu_epi8(valid, row + c);
        __mmask64 hit = 0;
        for (int i = 0; i < np; ++i)
            hit |= _mm512_mask_cmpeq_epi8_mask(valid, cells, v[i]);
        for (; hit; hit &= hit - 1)
            out.push_back(static_cast<WordId>(c + static_cast<size_t>(std::countr_zero(hit))));
    }
}

// Width up to 64: one step. The columns where a, b and x differ are found
// once; each y then costs a load and three compares.
void unseparatedAvx512(const uint8_t* head, size_t width, WordId a, WordId b, WordId x,
                       const WordId* ys, size_t count, std::vector<WordId>& out) {
    if (width > 64) {
        unseparated(head, width, a, b, x, ys, count, out);
        return;
    }
    const __mmask64 valid = validLanes(0, width);
    const __m512i va = _mm512_maskz_loadu_epi8(valid, head + a * width);
    const __m512i vb = _mm512_maskz_loadu_epi8(valid, head + b * width);
    const __m512i vx = _mm512_maskz_loadu_epi8(valid, head + x * width);
    const __mmask64 three = _mm512_mask_cmpneq_epi8_mask(
        _mm512_mask_cmpneq_epi8_mask(_mm512_mask_cmpneq_epi8_mask(valid, va, vb), va, vx), vb, vx);
    for (size_t i = 0; i < count; ++i) {
        const __m512i vy = _mm512_maskz_loadu_epi8(valid, head + ys[i] * width);
        const __mmask64 apart = _mm512_mask_cmpneq_epi8_mask(
            _mm512_mask_cmpneq_epi8_mask(_mm512_mask_cmpneq_epi8_mask(three, vy, va), vy, vb), vy,
            vx);
        if (!apart)
            out.push_back(ys[i]);
    }
}

}  // namespace guesslab::trees::separation_detail
