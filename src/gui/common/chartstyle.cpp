#include "chartstyle.h"

#include <qcustomplot.h>

namespace guesslab::gui {

void ChartStyle::apply(QCustomPlot* plot, const QString& title) {
    plot->setMinimumHeight(180);
    plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom | QCP::iSelectPlottables);
    plot->axisRect()->setRangeZoom(Qt::Horizontal);
    plot->axisRect()->setRangeDrag(Qt::Horizontal);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->grid()->setPen(QPen(QColor(220, 220, 220), 1, Qt::DotLine));
        axis->setBasePen(QPen(QColor(120, 120, 120)));
    }
    if (plot->plotLayout()->rowCount() == 1) {
        plot->plotLayout()->insertRow(0);
        auto* text = new QCPTextElement(plot, title, QFont(plot->font().family(), -1, QFont::Bold));
        text->setObjectName(QStringLiteral("title"));
        plot->plotLayout()->addElement(0, 0, text);
    }
}

}  // namespace guesslab::gui
