// SPDX-License-Identifier: GPL-3.0-or-later
// AVX2 build of the kernel: 32 secrets per step. Compiled with -mavx2 on
// x86-64 only; SimdGrader calls it only when the CPU reports AVX2.
#define GUESSLAB_VECTOR_BYTES 32
#include "simdgrader.h"
#include "simdgraderkernel.h"

namespace guesslab::simd_detail {

void gradeRowAvx2(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                  size_t count, uint8_t* out) {
    gradeRowKernel(guess, length, columns, stride, count, out);
}

void gradeRowAvx2(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                  size_t count, uint16_t* out) {
    gradeRowKernel(guess, length, columns, stride, count, out);
}

}  // namespace guesslab::simd_detail
