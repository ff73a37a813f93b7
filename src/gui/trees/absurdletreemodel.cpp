// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdletreemodel.h"

#include "strategymodel.h"

#include <QLocale>

namespace guesslab::gui {

AbsurdleTreeModel::AbsurdleTreeModel(QObject* parent) : RowTreeModel(parent) {}

void AbsurdleTreeModel::setTree(std::shared_ptr<const GameLists> lists,
                                std::shared_ptr<const AbsurdleTree> tree,
                                std::vector<uint32_t> playedLeft) {
    beginResetModel();
    clearRows();
    items_.clear();
    lists_ = std::move(lists);
    tree_ = std::move(tree);
    const size_t ways = tree_->lines();
    int above = -1;  // the last played step's row
    for (size_t i = 0; i < tree_->played.size(); ++i) {
        above = addRow(above);
        const AbsurdleStep& s = tree_->played[i];
        items_.push_back({s.guess, s.feedback, i < playedLeft.size() ? playedLeft[i] : 0, ways,
                          true, static_cast<int>(i) + 1});
    }
    // Each node's ways: its leaves, summed from the last node up.
    std::vector<size_t> through(tree_->nodes.size(), 0);
    for (size_t i = tree_->nodes.size(); i-- > 0;) {
        if (through[i] == 0)
            through[i] = 1;  // a leaf
        if (const int32_t p = tree_->nodes[i].parent; p >= 0)
            through[static_cast<size_t>(p)] += through[i];
    }
    std::vector<int> rowOf(tree_->nodes.size());
    const int played = static_cast<int>(tree_->played.size());
    for (size_t i = 0; i < tree_->nodes.size(); ++i) {
        const AbsurdleTree::Node& n = tree_->nodes[i];
        rowOf[i] = addRow(n.parent < 0 ? above : rowOf[static_cast<size_t>(n.parent)]);
        items_.push_back({n.guess, n.feedback, n.left, through[i], false, played + n.depth});
    }
    endResetModel();
}

void AbsurdleTreeModel::clear() {
    beginResetModel();
    clearRows();
    items_.clear();
    tree_.reset();
    lists_.reset();
    endResetModel();
}

int AbsurdleTreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant AbsurdleTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !lists_)
        return {};
    const int id = idOf(index);
    const Item& item = items_[static_cast<size_t>(id)];
    const int length = lists_->length();
    const bool won = item.feedback == Pattern::allGreen(length);
    const QString guess = QString::fromStdString(lists_->guesses().word(item.guess));
    const std::vector<int>& next = childrenOf(id);
    const QLocale locale;
    switch (role) {
        case StrategyModel::PatternRole:
            return index.column() == GuessColumn
                       ? QString::fromStdString(toString(item.feedback, length))
                       : QVariant();
        case StrategyModel::SymbolsRole:
            return guess;
        case Qt::DisplayRole:
            switch (index.column()) {
                case GuessColumn:
                    return guess;
                case KeptColumn:
                    return won ? QString() : locale.toString(item.kept);
                case WaysColumn:
                    return locale.toString(qulonglong(item.ways));
                case NextColumn:
                    if (won)
                        return tr("won in %n", nullptr, item.depth);
                    if (next.size() == 1)
                        return QString::fromStdString(
                            lists_->guesses().word(items_[static_cast<size_t>(next[0])].guess));
                    return tr("%n choices", nullptr, static_cast<int>(next.size()));
            }
            return {};
        case Qt::TextAlignmentRole:
            return index.column() == KeptColumn || index.column() == WaysColumn
                       ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                       : QVariant();
        case Qt::ToolTipRole:
            if (item.played)
                return tr("Played: the game keeps %n words", nullptr, static_cast<int>(item.kept));
            if (won)
                return tr("%1 is the one word left: the game is won with guess %2")
                    .arg(guess)
                    .arg(item.depth);
            return tr("The game keeps %n words; a win is still forced in the fewest guesses",
                      nullptr, static_cast<int>(item.kept));
    }
    return {};
}

QVariant AbsurdleTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole)
        switch (section) {
            case GuessColumn:
                return tr("Guess and answer");
            case KeptColumn:
                return tr("Words kept");
            case WaysColumn:
                return tr("Ways");
            case NextColumn:
                return tr("Then");
        }
    if (role == Qt::ToolTipRole)
        switch (section) {
            case KeptColumn:
                return tr("How many words the game keeps after this guess");
            case WaysColumn:
                return tr("How many ways to force the win go through this guess");
            case NextColumn:
                return tr("The guesses that keep the win from here");
        }
    return {};
}

}  // namespace guesslab::gui
