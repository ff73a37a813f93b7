// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QCPAxis;
class QCustomPlot;

namespace guesslab::gui {

// One look for every chart: fonts, grid, interactions, title, and an empty
// state that says so instead of showing made-up 0-5 axes.
class ChartStyle {
public:
    static void apply(QCustomPlot* plot, const QString& title);
    // Replots; a chart without data hides its axes and legend and shows
    // `emptyText` (by default "No results yet").
    static void replot(QCustomPlot* plot, const QString& emptyText = {});
    static bool isEmpty(QCustomPlot* plot);
    // The legend under the chart, in one row or, where the chart is too
    // narrow, in as many columns as fit: inside it, on a short chart, it
    // covers the data.
    static void legendBelow(QCustomPlot* plot);
    static void setTitle(QCustomPlot* plot, const QString& title);
    // Labels at these places on the axis (words under bars): as many as
    // the axis has room for, again whenever the chart is resized.
    static void setTextTicks(QCPAxis* axis, const QMap<double, QString>& labels);
    static QString title(QCustomPlot* plot);
    // The empty chart's note as shown, wrapped to the chart's width; empty
    // when the chart has data.
    static QString emptyNote(QCustomPlot* plot);
};

}  // namespace guesslab::gui
