// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablefit.h"

#include <QHeaderView>
#include <QStyle>
#include <QTableView>

namespace guesslab::gui {

int fitColumns(QTableView* table) {
    table->resizeColumnsToContents();
    return table->horizontalHeader()->length() + 2 * table->frameWidth() +
           table->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
}

void fitTableWidth(QTableView* table) {
    table->setMinimumWidth(fitColumns(table));
}

void fitColumnsToSamples(QTableView* table, const std::function<QString(int column)>& sample) {
    const QFontMetrics fm = table->horizontalHeader()->fontMetrics();
    const QAbstractItemModel* model = table->model();
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString header = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        // Room for the sort arrow beside the header.
        table->setColumnWidth(
            c, std::max(fm.horizontalAdvance(sample(c)), fm.horizontalAdvance(header) + 24) + 8);
    }
}

}  // namespace guesslab::gui
