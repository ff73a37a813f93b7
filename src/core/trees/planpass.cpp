// SPDX-License-Identifier: GPL-3.0-or-later
#include "planpass.h"

#include <algorithm>

namespace guesslab::trees {

PlanPassResult PlanPass::generic(const PlanPassInput& in, uint16_t* list) {
    PlanPassResult out;
    out.failed = in.failed;
    const int n3 = 3 * in.n;
    for (size_t g = 0; g < in.guesses; ++g) {
        const int k = in.counts[g];
        const int own = in.member[g];
        out.tellsAll |= !own && k == in.n;
        if (k < in.least)
            continue;
        const int bound = n3 - k - own;
        if (bound < in.beta)
            list[out.listed++] = static_cast<uint16_t>(g);
        else
            out.failed = std::min(out.failed, bound);
    }
    return out;
}

PlanPassResult PlanPass::run(const PlanPassInput& in, uint16_t* list, SimdGrader::Isa isa) {
#ifdef GUESSLAB_HAVE_AVX512_PLAN_PASS
    if (isa == SimdGrader::Isa::Avx512 && SimdGrader::supported(isa))
        return planpass_detail::runAvx512(in, list);
#else
    (void)isa;
#endif
    return generic(in, list);
}

}  // namespace guesslab::trees
