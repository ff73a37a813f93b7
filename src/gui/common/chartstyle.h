#pragma once

class QCustomPlot;
class QString;

namespace guesslab::gui {

// One look for every chart: fonts, grid, interactions, title.
class ChartStyle {
public:
    static void apply(QCustomPlot* plot, const QString& title);
};

}  // namespace guesslab::gui
