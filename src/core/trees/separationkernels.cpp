// SPDX-License-Identifier: GPL-3.0-or-later
#include "separationkernels.h"

namespace guesslab::trees {

SeparationKernels SeparationKernels::generic() {
    return {&separation_detail::firstApart<uint8_t>, &separation_detail::leastJoined<uint8_t>,
            &separation_detail::matching<uint8_t>, &separation_detail::unseparated<uint8_t>};
}

SeparationKernels SeparationKernels::of(SimdGrader::Isa isa) {
#ifdef GUESSLAB_HAVE_AVX512_SEPARATION
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return {&separation_detail::firstApartAvx512, &separation_detail::leastJoinedAvx512,
                &separation_detail::matchingAvx512, &separation_detail::unseparatedAvx512};
#else
    (void)isa;
#endif
    return generic();
}

}  // namespace guesslab::trees
