// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairmodel.h"
#include "numbertext.h"

namespace guesslab::gui {

PairModel::PairModel(QObject* parent) : QAbstractTableModel(parent) {}

void PairModel::setPairs(std::shared_ptr<const GameLists> lists, std::vector<PairResult> pairs) {
    beginResetModel();
    lists_ = std::move(lists);
    pairs_ = std::move(pairs);
    endResetModel();
}

QString PairModel::word(WordId id) const {
    return QString::fromStdString(lists_->guesses().word(id));
}

int PairModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(pairs_.size());
}

int PairModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PairModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || !lists_)
        return {};
    const PairResult& p = pairs_[static_cast<size_t>(index.row())];
    // Words in alphabetical order, as the command line prints them.
    QString a = word(p.first), b = word(p.second);
    if (b < a)
        std::swap(a, b);
    if (role == PairRole)
        return a + QLatin1Char('+') + b;
    if (role == Qt::TextAlignmentRole)
        return index.column() == First || index.column() == Second
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
        case Rank:
            return index.row() + 1;
        case First:
            return a;
        case Second:
            return b;
        case Remaining:
            return role == SortRole ? QVariant(p.remaining) : QVariant(decimalText(p.remaining, 4));
        case Classes:
            return p.classes;
        case Largest:
            return p.largest;
        default:
            return {};
    }
}

QVariant PairModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
        case Rank:
            return tr("Rank");
        case First:
            return tr("First");
        case Second:
            return tr("Second");
        case Remaining:
            return tr("Remaining");
        case Classes:
            return tr("Classes");
        case Largest:
            return tr("Largest");
        default:
            return {};
    }
}

}  // namespace guesslab::gui
