// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAbstractItemModel;

namespace guesslab::gui {

// Writes a table model (as shown: its rows, order and header) to a CSV file
// through QSaveFile, so a failed write leaves no half-written file.
class CsvExport {
public:
    static bool write(const QAbstractItemModel& model, const QString& path, QString* error);
    static QString escape(const QString& field);
};

}  // namespace guesslab::gui
