// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QCustomPlot;

namespace guesslab::gui {

// Saves a chart as PNG, JPEG, BMP or PDF (the formats QCustomPlot renders),
// chosen by the file's suffix, through QSaveFile: nothing half-written.
class ChartExport {
public:
    static QStringList nameFilters();
    static bool write(QCustomPlot* plot, const QString& path, QString* error);
};

}  // namespace guesslab::gui
