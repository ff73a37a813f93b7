// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "pairsearch.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace guesslab::gui {

// Two-word openers as a table, best first: the live best-so-far list while
// a search runs, the proven top K when it ends.
class PairModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Rank, First, Second, Remaining, Classes, Largest, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, PairRole };  // PairRole: "first+second"

    explicit PairModel(QObject* parent = nullptr);

    void setPairs(std::shared_ptr<const GameLists> lists, std::vector<PairResult> pairs);
    const std::vector<PairResult>& pairs() const { return pairs_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString word(WordId id) const;

    std::shared_ptr<const GameLists> lists_;
    std::vector<PairResult> pairs_;
};

}  // namespace guesslab::gui
