// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the kernel tests: one data row per instruction set, and
// in the test itself the set of the row, skipped (and named) where the CPU
// lacks it.

#include "simdgrader.h"

#include <QtTest>

namespace guesslab::test {

inline void addKernelRows() {
    QTest::addColumn<int>("isa");
    for (SimdGrader::Isa isa :
         {SimdGrader::Isa::Generic, SimdGrader::Isa::Avx2, SimdGrader::Isa::Avx512})
        QTest::newRow(SimdGrader::name(isa).c_str()) << static_cast<int>(isa);
}

}  // namespace guesslab::test

// Declares `kernel`, the row's instruction set; returns from the test (as
// skipped) when the CPU lacks it. A macro: QSKIP returns from its caller.
#define GUESSLAB_KERNEL_OF_ROW(kernel)                                                           \
    QFETCH(int, isa);                                                                            \
    const auto kernel = static_cast<guesslab::SimdGrader::Isa>(isa);                             \
    if (!guesslab::SimdGrader::supported(kernel)) {                                              \
        QSKIP(qPrintable(QStringLiteral("this CPU lacks %1: its kernel is not tested here")      \
                             .arg(QString::fromStdString(guesslab::SimdGrader::name(kernel))))); \
    }
