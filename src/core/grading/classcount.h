// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "simdgrader.h"

#include <cstddef>
#include <cstdint>

namespace guesslab {

// For every guess of a block-transposed feedback table, how many classes it
// splits a set of answers into. cells holds one row per answer of `stride`
// bytes (a multiple of 32): the feedback of each guess for that answer,
// below 255 distinct values (feedback has at most 243). out[g] for g <
// stride; any number of answers. Up to kPairsUpTo answers the vector
// kernels compare 32 (AVX2) or 64 (AVX-512) guesses' feedback for every
// pair of answers (n^2/2 compares); beyond, they collect each guess's
// values as a 256-bit set (n steps, each costlier). The instruction set is
// SimdGrader's choice unless one is named.
void countClasses(const uint8_t* cells, size_t stride, const uint16_t* answers, size_t n,
                  uint8_t* out, SimdGrader::Isa isa = SimdGrader::best());
// The same for the first `width` guesses of each row only (a multiple of
// 32, at most stride): out[g] for g < width. A range of guesses is counted
// from cells + its first guess.
void countClassesIn(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                    size_t n, uint8_t* out, SimdGrader::Isa isa = SimdGrader::best());
// The answers up to which the pair compares are used (measured: bench_classcount).
inline constexpr size_t kPairsUpTo = 64;
// One method on one instruction set, for tests and benchmarks (the plain
// loop where the CPU lacks it); pair compares take at most 255 answers.
enum class ClassCountMethod { Pairs, Sets };
void countClassesBy(ClassCountMethod method, const uint8_t* cells, size_t stride, size_t width,
                    const uint16_t* answers, size_t n, uint8_t* out, SimdGrader::Isa isa);
// The plain version: a set of feedback values per guess.
void countClassesGeneric(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                         size_t n, uint8_t* out);

// The same for cells below 16 (feedback relabelled densely, as in games of
// few outcomes): the values met per guess collected as bits, one pass over
// the answers instead of one per pair. With AVX-512 BW; else countClasses.
void countClassesFew(const uint8_t* cells, size_t stride, const uint16_t* answers, size_t n,
                     uint8_t* out, SimdGrader::Isa isa = SimdGrader::best());

namespace classcount_detail {
void countClassesFewAvx512(const uint8_t* cells, size_t stride, const uint16_t* answers, size_t n,
                           uint8_t* out);
void countClassesAvx2(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                      size_t n, uint8_t* out);
void countClassesAvx512(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                        size_t n, uint8_t* out);
void countClassesWideAvx2(const uint8_t* cells, size_t stride, size_t width,
                          const uint16_t* answers, size_t n, uint8_t* out);
void countClassesWideAvx512(const uint8_t* cells, size_t stride, size_t width,
                            const uint16_t* answers, size_t n, uint8_t* out);
}  // namespace classcount_detail

}  // namespace guesslab
