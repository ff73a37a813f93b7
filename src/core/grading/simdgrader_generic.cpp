// SPDX-License-Identifier: GPL-3.0-or-later
// Baseline build of the kernel: 16-byte vectors (SSE2 on x86-64, NEON or
// scalar code elsewhere).
#define GUESSLAB_VECTOR_BYTES 16
#include "simdgrader.h"
#include "simdgraderkernel.h"

namespace guesslab::simd_detail {

void gradeRowGeneric(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                     size_t count, uint8_t* out) {
    gradeRowKernel(guess, length, columns, stride, count, out);
}

void gradeRowGeneric(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                     size_t count, uint16_t* out) {
    gradeRowKernel(guess, length, columns, stride, count, out);
}

}  // namespace guesslab::simd_detail
