// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvexport.h"

#include <QAbstractItemModel>
#include <QSaveFile>
#include <QTextStream>

namespace guesslab::gui {

QString CsvExport::escape(const QString& field) {
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) &&
        !field.contains(QLatin1Char('\n')))
        return field;
    QString quoted = field;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

bool CsvExport::write(const QAbstractItemModel& model, const QString& path, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = file.errorString();
        return false;
    }
    QTextStream out(&file);
    QStringList fields;
    for (int c = 0; c < model.columnCount(); ++c)
        fields << escape(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    out << fields.join(QLatin1Char(',')) << '\n';
    for (int r = 0; r < model.rowCount(); ++r) {
        fields.clear();
        for (int c = 0; c < model.columnCount(); ++c)
            fields << escape(model.index(r, c).data(Qt::DisplayRole).toString());
        out << fields.join(QLatin1Char(',')) << '\n';
    }
    out.flush();
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace guesslab::gui
