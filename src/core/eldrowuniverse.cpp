#include "eldrowuniverse.h"

#include <bit>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace guesslab {

namespace {

// Appends the low `n` bits of `bits` at bit position `at` of out (zeroed ahead).
inline void append(uint64_t* out, size_t at, uint64_t bits, int n) {
    if (n == 0)
        return;
    out[at / 64] |= bits << (at % 64);
    if (at % 64 + static_cast<size_t>(n) > 64)
        out[at / 64 + 1] |= bits >> (64 - at % 64);
}

#if defined(__x86_64__)
__attribute__((target("bmi2"))) void gatherBitsBmi2(const uint64_t* row, const uint64_t* mask,
                                                     size_t blocks, uint64_t* out) {
    size_t at = 0;
    for (size_t k = 0; k < blocks; ++k) {
        const int n = std::popcount(mask[k]);
        append(out, at, _pext_u64(row[k], mask[k]), n);
        at += static_cast<size_t>(n);
    }
}
#endif

}  // namespace

void gatherBitsGeneric(const uint64_t* row, const uint64_t* mask, size_t blocks, uint64_t* out) {
    size_t at = 0;
    for (size_t k = 0; k < blocks; ++k)
        for (uint64_t m = mask[k]; m; m &= m - 1, ++at)
            if (row[k] >> std::countr_zero(m) & 1)
                out[at / 64] |= uint64_t{1} << (at % 64);
}

void gatherBits(const uint64_t* row, const uint64_t* mask, size_t blocks, uint64_t* out) {
#if defined(__x86_64__)
    // PEXT is slow microcode on AMD before Zen 3, but still beats the loop there.
    static const bool bmi2 = __builtin_cpu_supports("bmi2");
    if (bmi2)
        return gatherBitsBmi2(row, mask, blocks, out);
#endif
    gatherBitsGeneric(row, mask, blocks, out);
}

void EldrowUniverse::compact(const EldrowUniverse& from, const uint64_t* pool,
                             EldrowUniverse& to) {
    to.ids.clear();
    for (size_t k = 0; k < from.blocks; ++k)
        for (uint64_t w = pool[k]; w; w &= w - 1) {
            const size_t a = k * 64 + static_cast<size_t>(std::countr_zero(w));
            if (a == from.target)
                to.target = to.ids.size();
            to.ids.push_back(from.ids[a]);
        }
    const size_t m = to.ids.size();
    to.blocks = (m + 63) / 64;
    to.level = from.level + 1;
    to.same.assign(m * to.blocks, 0);
    to.apart.assign(m * to.blocks, 0);
    to.all.assign(to.blocks, ~uint64_t{0});
    if (m % 64 != 0)
        to.all.back() = (uint64_t{1} << (m % 64)) - 1;
    size_t i = 0;
    for (size_t k = 0; k < from.blocks; ++k)
        for (uint64_t w = pool[k]; w; w &= w - 1, ++i) {
            const size_t a = k * 64 + static_cast<size_t>(std::countr_zero(w));
            gatherBits(from.sameRow(a), pool, from.blocks, to.same.data() + i * to.blocks);
            gatherBits(from.apartRow(a), pool, from.blocks, to.apart.data() + i * to.blocks);
        }
}

}  // namespace guesslab
