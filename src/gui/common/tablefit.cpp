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

}  // namespace guesslab::gui
