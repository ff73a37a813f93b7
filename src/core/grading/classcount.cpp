// SPDX-License-Identifier: GPL-3.0-or-later
#include "classcount.h"

#include <bit>

namespace guesslab {

void countClassesGeneric(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                         size_t n, uint8_t* out) {
    for (size_t g = 0; g < width; ++g) {
        uint64_t seen[4] = {0, 0, 0, 0};
        for (size_t i = 0; i < n; ++i) {
            const uint8_t p = cells[size_t{answers[i]} * stride + g];
            seen[p >> 6] |= uint64_t{1} << (p & 63);
        }
        out[g] = static_cast<uint8_t>(std::popcount(seen[0]) + std::popcount(seen[1]) +
                                      std::popcount(seen[2]) + std::popcount(seen[3]));
    }
}

void countClasses(const uint8_t* cells, size_t stride, const uint16_t* answers, size_t n,
                  uint8_t* out, SimdGrader::Isa isa) {
    countClassesIn(cells, stride, stride, answers, n, out, isa);
}

void countClassesIn(const uint8_t* cells, size_t stride, size_t width, const uint16_t* answers,
                    size_t n, uint8_t* out, SimdGrader::Isa isa) {
    countClassesBy(n <= kPairsUpTo ? ClassCountMethod::Pairs : ClassCountMethod::Sets, cells,
                   stride, width, answers, n, out, isa);
}

void countClassesBy(ClassCountMethod method, const uint8_t* cells, size_t stride, size_t width,
                    const uint16_t* answers, size_t n, uint8_t* out, SimdGrader::Isa isa) {
    if (!SimdGrader::supported(isa))
        isa = SimdGrader::Isa::Generic;
    const bool pairs = method == ClassCountMethod::Pairs && n <= 255;  // their rows' buffer
#ifdef GUESSLAB_HAVE_AVX512_KERNEL
    if (isa == SimdGrader::Isa::Avx512)
        return pairs ? classcount_detail::countClassesAvx512(cells, stride, width, answers, n, out)
                     : classcount_detail::countClassesWideAvx512(cells, stride, width, answers, n,
                                                                 out);
#endif
#ifdef GUESSLAB_HAVE_AVX2_KERNEL
    if (isa == SimdGrader::Isa::Avx2)
        return pairs
                   ? classcount_detail::countClassesAvx2(cells, stride, width, answers, n, out)
                   : classcount_detail::countClassesWideAvx2(cells, stride, width, answers, n, out);
#endif
    countClassesGeneric(cells, stride, width, answers, n, out);
}

void countClassesFew(const uint8_t* cells, size_t stride, const uint16_t* answers, size_t n,
                     uint8_t* out, SimdGrader::Isa isa) {
#ifdef GUESSLAB_HAVE_AVX512_KERNEL
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return classcount_detail::countClassesFewAvx512(cells, stride, answers, n, out);
#endif
    countClasses(cells, stride, answers, n, out, isa);
}

}  // namespace guesslab
