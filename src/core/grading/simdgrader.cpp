// SPDX-License-Identifier: GPL-3.0-or-later
#include "simdgrader.h"

#include <cassert>
#include <cstdlib>
#include <cstring>

namespace guesslab {

namespace {
bool cpuHas(SimdGrader::Isa isa) {
    switch (isa) {
        case SimdGrader::Isa::Generic:
            return true;
        case SimdGrader::Isa::Avx2:
#if defined(GUESSLAB_HAVE_AVX2_KERNEL)
            return __builtin_cpu_supports("avx2");
#else
            return false;
#endif
        case SimdGrader::Isa::Avx512:
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
            return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                   __builtin_cpu_supports("avx512vbmi");
#else
            return false;
#endif
    }
    return false;
}

template <class Out>
void dispatch(std::span<const uint8_t> guess, const uint8_t* columns, size_t stride, size_t count,
              Out* out, SimdGrader::Isa isa) {
    const int length = static_cast<int>(guess.size());
    assert(sizeof(Out) == 2 || length <= 5);
    assert(stride % WordList::kColumnPadding == 0 && stride >= count);
    if (!SimdGrader::supported(isa))
        isa = SimdGrader::Isa::Generic;
    switch (isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
        case SimdGrader::Isa::Avx512:
            return simd_detail::gradeRowAvx512(guess.data(), length, columns, stride, count, out);
#endif
#if defined(GUESSLAB_HAVE_AVX2_KERNEL)
        case SimdGrader::Isa::Avx2:
            return simd_detail::gradeRowAvx2(guess.data(), length, columns, stride, count, out);
#endif
        default:
            return simd_detail::gradeRowGeneric(guess.data(), length, columns, stride, count, out);
    }
}

template <class Out>
void dispatch(std::span<const uint8_t> guess, const WordList& secrets, Out* out,
              SimdGrader::Isa isa) {
    assert(static_cast<int>(guess.size()) == secrets.length());
    dispatch(guess, secrets.column(0), secrets.columnStride(), secrets.size(), out, isa);
}
}  // namespace

bool SimdGrader::supported(Isa isa) {
    static const bool avx2 = cpuHas(Isa::Avx2);
    static const bool avx512 = cpuHas(Isa::Avx512);
    return isa == Isa::Generic || (isa == Isa::Avx2 && avx2) || (isa == Isa::Avx512 && avx512);
}

SimdGrader::Isa SimdGrader::best() {
    static const Isa chosen = [] {
        const std::vector<Isa> isas = supportedIsas();  // widest last
        if (const char* forced = std::getenv("GUESSLAB_SIMD"))
            for (Isa isa : isas)
                if (name(isa) == forced)
                    return isa;
        return isas.back();
    }();
    return chosen;
}

std::vector<SimdGrader::Isa> SimdGrader::supportedIsas() {
    std::vector<Isa> out;
    for (Isa isa : {Isa::Generic, Isa::Avx2, Isa::Avx512})
        if (supported(isa))
            out.push_back(isa);
    return out;
}

std::string SimdGrader::name(Isa isa) {
    switch (isa) {
        case Isa::Avx512:
            return "avx512";
        case Isa::Avx2:
            return "avx2";
        case Isa::Generic:
            break;
    }
    return "generic";
}

void SimdGrader::gradeRow(std::span<const uint8_t> guess, const WordList& secrets, uint8_t* out,
                          Isa isa) {
    dispatch(guess, secrets, out, isa);
}

void SimdGrader::gradeRow(std::span<const uint8_t> guess, const WordList& secrets, uint16_t* out,
                          Isa isa) {
    dispatch(guess, secrets, out, isa);
}

void SimdGrader::gradeColumns(std::span<const uint8_t> guess, const uint8_t* columns, size_t stride,
                              size_t count, uint16_t* out, Isa isa) {
    dispatch(guess, columns, stride, count, out, isa);
}

void SimdGrader::gradeColumnsClasses(std::span<const uint8_t> guess, const uint8_t* columns,
                                     size_t stride, size_t count, uint16_t* out, Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (isa == Isa::Avx512 && supported(isa))
        return simd_detail::gradeClassesAvx512(guess.data(), static_cast<int>(guess.size()),
                                               columns, stride, count, out);
#endif
    dispatch(guess, columns, stride, count, out, isa);
}

bool SimdGrader::fusesNonZero(Isa isa) {
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    static const bool vbmi2 = __builtin_cpu_supports("avx512vbmi2");
    return isa == Isa::Avx512 && supported(isa) && vbmi2;
#else
    (void)isa;
    return false;
#endif
}

size_t SimdGrader::gradeRowNonZero(std::span<const uint8_t> guess, const WordList& secrets,
                                   uint8_t* out, Isa isa) {
    assert(secrets.length() <= 5);
#if defined(GUESSLAB_HAVE_AVX512_KERNEL)
    if (fusesNonZero(isa))
        return simd_detail::gradeRowNonZeroAvx512Vbmi2(guess.data(), secrets.length(),
                                                       secrets.column(0), secrets.columnStride(),
                                                       secrets.size(), out);
#endif
    dispatch(guess, secrets, out, isa);
    size_t kept = 0;
    for (size_t s = 0; s < secrets.size(); ++s)
        if (out[s] != 0)
            out[kept++] = out[s];
    return kept;
}

}  // namespace guesslab
