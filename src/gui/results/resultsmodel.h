// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonline.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <string>
#include <vector>

namespace guesslab::gui {

// The finished items of a results file, one row each; a column per key in
// the order the lines first give them. Numbers sort as numbers (SortRole).
class ResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit ResultsModel(QObject* parent = nullptr);

    // `item` names the first column ("Opener", "Target").
    void setRecords(std::vector<JsonLine> records, const QString& item);
    const std::vector<JsonLine>& records() const { return records_; }
    int column(const std::string& key) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString title(const std::string& key) const;

    std::vector<JsonLine> records_;
    std::vector<std::string> keys_;
    QString item_;
};

}  // namespace guesslab::gui
