// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowtreemodel.h"

namespace guesslab::gui {

int RowTreeModel::addRow(int parent) {
    const int id = static_cast<int>(rows_.size());
    rows_.push_back({parent, 0, {}});  // first: a reference into rows_ would not survive it
    auto& siblings = parent < 0 ? top_ : rows_[static_cast<size_t>(parent)].children;
    rows_.back().place = static_cast<int>(siblings.size());
    siblings.push_back(id);
    return id;
}

void RowTreeModel::clearRows() {
    rows_.clear();
    top_.clear();
}

const std::vector<int>& RowTreeModel::childrenOf(int id) const {
    return id < 0 ? top_ : rows_[static_cast<size_t>(id)].children;
}

QModelIndex RowTreeModel::index(int row, int column, const QModelIndex& parent) const {
    const auto& rows = childrenOf(parent.isValid() ? idOf(parent) : -1);
    if (row < 0 || row >= static_cast<int>(rows.size()) || column < 0 ||
        column >= columnCount(parent))
        return {};
    return createIndex(row, column, static_cast<quintptr>(rows[static_cast<size_t>(row)]));
}

QModelIndex RowTreeModel::parent(const QModelIndex& index) const {
    if (!index.isValid())
        return {};
    const int p = parentOf(idOf(index));
    if (p < 0)
        return {};
    return createIndex(rows_[static_cast<size_t>(p)].place, 0, static_cast<quintptr>(p));
}

int RowTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return static_cast<int>(childrenOf(parent.isValid() ? idOf(parent) : -1).size());
}

}  // namespace guesslab::gui
