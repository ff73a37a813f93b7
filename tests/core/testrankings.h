// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helper shared by the ranking tests: two rankings held to each other.

#include "ranking.h"

#include <QtTest>

namespace guesslab::test {

// Two rankings of the same guesses: the same rows in the same order, every
// figure to the bit.
inline void compareRows(const Ranking& got, const Ranking& want) {
    QCOMPARE(got.rows.size(), want.rows.size());
    for (size_t i = 0; i < want.rows.size(); ++i) {
        QCOMPARE(got.rows[i].guess, want.rows[i].guess);
        QCOMPARE(got.rows[i].orderKey, want.rows[i].orderKey);
        QCOMPARE(got.rows[i].classes, want.rows[i].classes);
        QCOMPARE(got.rows[i].largest, want.rows[i].largest);
        QCOMPARE(got.rows[i].expectedSize, want.rows[i].expectedSize);
        QCOMPARE(got.rows[i].isCandidate, want.rows[i].isCandidate);
    }
}

}  // namespace guesslab::test
