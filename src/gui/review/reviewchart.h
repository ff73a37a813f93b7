// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsreview.h"
#include "gamereview.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

class QCustomPlot;

namespace guesslab::gui {

// The chart over a reviewed game: each move's cost and luck in guesses
// (several boards: bits lost and luck in bits), side by side, the moves
// named by their guesses.
class ReviewChart {
    Q_DECLARE_TR_FUNCTIONS(ReviewChart)
public:
    static void setUp(QCustomPlot* plot);
    static void show(QCustomPlot* plot, const GameReview* review);
    static void showBoards(QCustomPlot* plot, const BoardsReview* review, const BoardsGame& game);

private:
    struct Move {
        QString label;
        std::optional<double> cost, luck;  // none where the search did not reach
    };
    static void showMoves(QCustomPlot* plot, const std::vector<Move>& moves, const QString& title,
                          const QString& unit, const QString& costName);
};

}  // namespace guesslab::gui
