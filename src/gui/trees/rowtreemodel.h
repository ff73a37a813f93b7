// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>

#include <vector>

namespace guesslab::gui {

// An item model whose rows form a tree held as ids: each row's parent and
// place among its siblings. Subclasses add rows with addRow, keep what each
// row shows in their own vector indexed by the same ids, and give the
// columns and data. index(), parent() and rowCount() are done here.
class RowTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    using QAbstractItemModel::QAbstractItemModel;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& index) const override;
    int rowCount(const QModelIndex& parent = {}) const override;

protected:
    // A new row last under `parent` (-1: at the top); its id, from 0 up.
    int addRow(int parent);
    void clearRows();
    int parentOf(int id) const { return rows_[static_cast<size_t>(id)].parent; }
    // The ids under a row (-1: the top rows), in order.
    const std::vector<int>& childrenOf(int id) const;
    static int idOf(const QModelIndex& index) { return static_cast<int>(index.internalId()); }

private:
    struct Row {
        int parent = -1;
        int place = 0;
        std::vector<int> children;
    };
    std::vector<Row> rows_;
    std::vector<int> top_;
};

}  // namespace guesslab::gui
