// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordlist.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace guesslab {

// Grades one guess against every word of a list at once, 64 (AVX-512), 32
// (AVX2) or 16 (baseline SSE2 / portable) secrets per step. The instruction
// set is chosen at run time; GUESSLAB_SIMD=avx512|avx2|generic forces one
// (for tests and benches; a forced one the CPU lacks falls back to the best
// it has).
class SimdGrader {
public:
    enum class Isa { Generic, Avx2, Avx512 };

    static Isa best();
    static bool supported(Isa isa);
    static std::vector<Isa> supportedIsas();
    static std::string name(Isa isa);

    // out[s] = pattern of guess against secrets.word(s), for every s.
    // 8-bit output needs length <= 5 (3^5 = 243 patterns).
    static void gradeRow(std::span<const uint8_t> guess, const WordList& secrets, uint8_t* out,
                         Isa isa = best());
    static void gradeRow(std::span<const uint8_t> guess, const WordList& secrets, uint16_t* out,
                         Isa isa = best());
    // The same against secrets given as columns, as a WordList keeps them:
    // column k at columns + k * stride, stride a multiple of
    // WordList::kColumnPadding and at least count, padded with kNoSymbol.
    static void gradeColumns(std::span<const uint8_t> guess, const uint8_t* columns, size_t stride,
                             size_t count, uint16_t* out, Isa isa = best());
    // Cells equal exactly where gradeColumns's are, for counting classes:
    // the patterns may be renamed, one renaming for the whole row. (The
    // AVX-512 kernel grades the positions of a long guess in another order,
    // its repeated symbols last, which spares a lookup a position.)
    static void gradeColumnsClasses(std::span<const uint8_t> guess, const uint8_t* columns,
                                    size_t stride, size_t count, uint16_t* out, Isa isa = best());
    // The 8-bit row without its zero cells (all grey), in order: what a
    // ranking counts, the all-grey class being what is left. `out` has room
    // for secrets.size() + 64; returns how many were written. AVX-512 with
    // VBMI2 compresses in registers as it grades; the others grade the row
    // and filter it.
    static size_t gradeRowNonZero(std::span<const uint8_t> guess, const WordList& secrets,
                                  uint8_t* out, Isa isa = best());
    // Whether gradeRowNonZero is fused for `isa` on this CPU.
    static bool fusesNonZero(Isa isa = best());
};

namespace simd_detail {
// Kernel entry points, one per instruction set (separate translation units).
void gradeRowGeneric(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                     size_t count, uint8_t* out);
void gradeRowGeneric(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                     size_t count, uint16_t* out);
void gradeRowAvx2(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                  size_t count, uint8_t* out);
void gradeRowAvx2(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                  size_t count, uint16_t* out);
void gradeRowAvx512(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                    size_t count, uint8_t* out);
void gradeRowAvx512(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                    size_t count, uint16_t* out);
void gradeClassesAvx512(const uint8_t* guess, int length, const uint8_t* columns, size_t stride,
                        size_t count, uint16_t* out);
size_t gradeRowNonZeroAvx512Vbmi2(const uint8_t* guess, int length, const uint8_t* columns,
                                  size_t stride, size_t count, uint8_t* out);
}  // namespace simd_detail

}  // namespace guesslab
