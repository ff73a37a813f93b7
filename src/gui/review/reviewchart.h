// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamereview.h"

#include <QCoreApplication>

class QCustomPlot;

namespace guesslab::gui {

// The chart over a reviewed game: each move's cost and luck in guesses,
// side by side, the moves named by their guesses.
class ReviewChart {
    Q_DECLARE_TR_FUNCTIONS(ReviewChart)
public:
    static void setUp(QCustomPlot* plot);
    static void show(QCustomPlot* plot, const GameReview* review);
};

}  // namespace guesslab::gui
