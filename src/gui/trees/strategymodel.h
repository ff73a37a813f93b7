// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "strategytree.h"

#include "rowtreemodel.h"

#include <memory>
#include <vector>

namespace guesslab::gui {

// A strategy as a tree of guesses: each row a guess with the feedback it got
// (tiles), the answers that reach it, their guesses in all and on average,
// and the next guess; its children the rows after that next guess. A row
// whose feedback is all green is an answer found.
class StrategyModel : public RowTreeModel {
    Q_OBJECT
public:
    enum Column { GuessColumn, AnswersColumn, TotalColumn, AverageColumn, NextColumn, ColumnCount };
    enum Role {
        PatternRole = Qt::UserRole + 1,  // GuessColumn: the feedback, "BYGBB"
        SymbolsRole,                     // the guess
        PathRole,                        // the guesses and feedback down to this row, as text
    };

    explicit StrategyModel(QObject* parent = nullptr);

    // The strategy and its check (per-node counts) over the lists; all must
    // stay as given while shown.
    void setStrategy(std::shared_ptr<const GameLists> lists,
                     std::shared_ptr<const StrategyTree> strategy,
                     std::shared_ptr<const StrategyCheck> check);
    void clear();
    // The row where the answer is found (all green), reached by the guesses
    // the strategy plays against it; invalid when the strategy misses it.
    QModelIndex indexOfAnswer(WordId answer) const;
    std::shared_ptr<const GameLists> lists() const { return lists_; }
    std::shared_ptr<const StrategyTree> strategy() const { return strategy_; }

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Item {           // per row id
        uint32_t node = 0;  // whose guess this row shows
        Pattern feedback;
        int depth = 1;  // guesses made including this one
    };
    void addEdges(uint32_t node, int parent, int depth);

    std::shared_ptr<const GameLists> lists_;
    std::shared_ptr<const StrategyTree> strategy_;
    std::shared_ptr<const StrategyCheck> check_;
    std::vector<Item> items_;
};

}  // namespace guesslab::gui
