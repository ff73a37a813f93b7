// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewchart.h"

#include "chartstyle.h"

#include <qcustomplot.h>

namespace guesslab::gui {

namespace {
const QColor kCostColour(0xd9, 0x53, 0x4f);
const QColor kLuckColour(0x5b, 0x7d, 0xb1);
}  // namespace

void ReviewChart::setUp(QCustomPlot* plot) {
    ChartStyle::apply(plot, tr("Cost and luck per move"));
    plot->setObjectName(QStringLiteral("reviewChart"));
    plot->yAxis->setLabel(tr("guesses"));
    ChartStyle::legendBelow(plot);
    plot->setMinimumHeight(150);  // beside a table of a few moves: the panel fits its dock
    // Room for a few moves' bars; a narrower panel scrolls the table sideways.
    plot->setMinimumWidth(plot->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 30);
}

void ReviewChart::show(QCustomPlot* plot, const GameReview* review) {
    std::vector<Move> moves;
    if (review)
        for (const MoveReview& m : review->moves)
            moves.push_back({QString::fromStdString(m.guess),
                             m.searched && m.bestKnown ? std::optional(m.cost()) : std::nullopt,
                             m.searched ? std::optional(m.luck()) : std::nullopt});
    showMoves(plot, moves, tr("Cost and luck per move"), tr("guesses"), tr("cost"));
}

void ReviewChart::showBoards(QCustomPlot* plot, const BoardsReview* review,
                             const BoardsGame& game) {
    std::vector<Move> moves;
    if (review)
        for (const BoardsMoveReview& m : review->moves)
            moves.push_back({QString::fromStdString(game.board().lists().guesses().word(m.guess)),
                             m.lost(), m.luck()});
    showMoves(plot, moves, tr("Bits lost and luck per move"), tr("bits"), tr("bits lost"));
}

void ReviewChart::showMoves(QCustomPlot* plot, const std::vector<Move>& moves,
                            const QString& title, const QString& unit, const QString& costName) {
    plot->clearPlottables();
    ChartStyle::setTitle(plot, title);
    plot->yAxis->setLabel(unit);
    if (moves.empty()) {
        plot->legend->setVisible(false);
        ChartStyle::replot(plot);
        return;
    }
    auto* group = new QCPBarsGroup(plot);
    auto* cost = new QCPBars(plot->xAxis, plot->yAxis);
    auto* luck = new QCPBars(plot->xAxis, plot->yAxis);
    // The totals are in the summary above the table: short names keep the
    // legend in one row beside a wide table.
    cost->setName(costName);
    luck->setName(tr("luck"));
    QMap<double, QString> ticks;
    double lo = 0, hi = 0;
    for (QCPBars* bars : {cost, luck}) {
        bars->setPen(Qt::NoPen);
        bars->setBrush(bars == cost ? kCostColour : kLuckColour);
        bars->setWidth(0.35);
        bars->setBarsGroup(group);
    }
    for (size_t k = 0; k < moves.size(); ++k) {
        const Move& m = moves[k];
        const double x = static_cast<double>(k + 1);
        ticks.insert(x, QStringLiteral("%1\n%2").arg(k + 1).arg(m.label));
        if (m.cost) {
            cost->addData(x, *m.cost);
            hi = std::max(hi, *m.cost);
        }
        if (m.luck) {
            luck->addData(x, *m.luck);
            lo = std::min(lo, *m.luck);
            hi = std::max(hi, *m.luck);
        }
    }
    plot->xAxis->setRange(0.4, static_cast<double>(moves.size()) + 0.6);
    ChartStyle::setTextTicks(plot->xAxis, ticks);
    const double pad = std::max(0.3, hi - lo);  // the upper half clear for the legend
    plot->yAxis->setRange(lo - (lo < 0 ? pad / 3 : 0), hi + pad);
    plot->legend->setVisible(true);
    ChartStyle::replot(plot);
}

}  // namespace guesslab::gui
