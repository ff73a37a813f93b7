#include "bitgather.h"

#include <algorithm>
#include <bit>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace guesslab {

namespace {

#if defined(__x86_64__)
// Bits go into a register and out a whole word at a time.
template <class Part>
__attribute__((target("bmi2"))) void gatherBmi2(const std::vector<Part>& parts, const uint64_t* row,
                                                uint64_t* out) {
    uint64_t acc = 0;
    size_t fill = 0;
    for (const Part& p : parts) {
        const uint64_t bits = _pext_u64(row[p.block], p.mask);
        acc |= bits << fill;
        fill += p.count;
        if (fill >= 64) {
            *out++ = acc;
            fill -= 64;
            acc = fill ? bits >> (p.count - fill) : 0;
        }
    }
    if (fill)
        *out = acc;
}
#endif

}  // namespace

BitGather::BitGather(const uint64_t* mask, size_t blocks) {
    for (size_t k = 0; k < blocks; ++k)
        if (mask[k] != 0) {
            parts_.push_back({k, bits_, mask[k], static_cast<size_t>(std::popcount(mask[k]))});
            bits_ += static_cast<size_t>(std::popcount(mask[k]));
        }
}

void BitGather::operator()(const uint64_t* row, uint64_t* out) const {
#if defined(__x86_64__)
    // PEXT is slow microcode on AMD before Zen 3, but still beats the loop there.
    static const bool bmi2 = __builtin_cpu_supports("bmi2");
    if (bmi2)
        return gatherBmi2(parts_, row, out);
#endif
    generic(row, out);
}

void BitGather::generic(const uint64_t* row, uint64_t* out) const {
    std::fill(out, out + (bits_ + 63) / 64, 0);
    for (const Part& p : parts_) {
        size_t at = p.at;
        for (uint64_t m = p.mask; m; m &= m - 1, ++at)
            if (row[p.block] >> std::countr_zero(m) & 1)
                out[at / 64] |= uint64_t{1} << (at % 64);
    }
}

}  // namespace guesslab
