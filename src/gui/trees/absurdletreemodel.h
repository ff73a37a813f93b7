// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdletree.h"

#include "rowtreemodel.h"

#include <memory>
#include <vector>

namespace guesslab::gui {

// Every way to force a win against Absurdle in the fewest guesses, as a
// tree: the guesses played before it first, one under the other, then at
// each step every guess that keeps the win, with the game's answer as
// tiles, the words it keeps, the ways that go on from it and what follows.
class AbsurdleTreeModel : public RowTreeModel {
    Q_OBJECT
public:
    enum Column { GuessColumn, KeptColumn, WaysColumn, NextColumn, ColumnCount };

    explicit AbsurdleTreeModel(QObject* parent = nullptr);

    // playedLeft: the words each played step kept. Both stay as given while shown.
    void setTree(std::shared_ptr<const GameLists> lists, std::shared_ptr<const AbsurdleTree> tree,
                 std::vector<uint32_t> playedLeft);
    void clear();

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Item {
        WordId guess = 0;
        Pattern feedback;
        uint32_t kept = 0;
        size_t ways = 0;  // the winning lines through this row
        bool played = false;
        int depth = 1;  // guesses from the start of the game
    };

    std::shared_ptr<const GameLists> lists_;
    std::shared_ptr<const AbsurdleTree> tree_;
    std::vector<Item> items_;  // per row id
};

}  // namespace guesslab::gui
