#include "simdgrader.h"

#include <cassert>
#include <cstdlib>
#include <cstring>

namespace guesslab {

namespace {
bool cpuHasAvx2() {
#if defined(GUESSLAB_HAVE_AVX2_KERNEL)
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

template <class Out>
void dispatch(std::span<const uint8_t> guess, const WordList& secrets, Out* out,
              SimdGrader::Isa isa) {
    assert(static_cast<int>(guess.size()) == secrets.length());
    assert(sizeof(Out) == 2 || secrets.length() <= 5);
    const int length = secrets.length();
    if (isa == SimdGrader::Isa::Avx2 && SimdGrader::supported(isa)) {
#if defined(GUESSLAB_HAVE_AVX2_KERNEL)
        simd_detail::gradeRowAvx2(guess.data(), length, secrets.column(0), secrets.columnStride(),
                                  secrets.size(), out);
        return;
#endif
    }
    simd_detail::gradeRowGeneric(guess.data(), length, secrets.column(0), secrets.columnStride(),
                                 secrets.size(), out);
}
}  // namespace

bool SimdGrader::supported(Isa isa) {
    return isa == Isa::Generic || cpuHasAvx2();
}

SimdGrader::Isa SimdGrader::best() {
    static const Isa chosen = [] {
        const char* forced = std::getenv("GUESSLAB_SIMD");
        if (forced && std::strcmp(forced, "generic") == 0)
            return Isa::Generic;
        return cpuHasAvx2() ? Isa::Avx2 : Isa::Generic;
    }();
    return chosen;
}

std::vector<SimdGrader::Isa> SimdGrader::supportedIsas() {
    std::vector<Isa> out{Isa::Generic};
    if (supported(Isa::Avx2))
        out.push_back(Isa::Avx2);
    return out;
}

std::string SimdGrader::name(Isa isa) {
    return isa == Isa::Avx2 ? "avx2" : "generic";
}

void SimdGrader::gradeRow(std::span<const uint8_t> guess, const WordList& secrets, uint8_t* out,
                          Isa isa) {
    dispatch(guess, secrets, out, isa);
}

void SimdGrader::gradeRow(std::span<const uint8_t> guess, const WordList& secrets, uint16_t* out,
                          Isa isa) {
    dispatch(guess, secrets, out, isa);
}

}  // namespace guesslab
