// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamestrategy.h"

#include "rowtreemodel.h"

#include <memory>
#include <vector>

namespace guesslab::gui {

// A strategy for a game other than words as a tree of questions: each row a
// question with the feedback it got, the secrets that get it, their
// questions in all and on average, and what follows; its children the rows
// of the next question. The word games' StrategyModel is the same with
// tiles.
class GameStrategyModel : public RowTreeModel {
    Q_OBJECT
public:
    enum Column {
        QuestionColumn,
        FeedbackColumn,
        SecretsColumn,
        TotalColumn,
        AverageColumn,
        NextColumn,
        ColumnCount
    };

    explicit GameStrategyModel(QObject* parent = nullptr);

    // Both must stay as given while shown.
    void setStrategy(std::shared_ptr<const Game> game,
                     std::shared_ptr<const GameStrategy> strategy);
    void clear();

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Item {
        uint32_t node = 0;  // whose question this row shows
        Feedback feedback = 0;
        uint32_t next = GameStrategy::kNone;  // the node that follows
        bool found = false;                   // the feedback ends the game
        uint64_t secrets = 0, total = 0;
        int depth = 1;
    };
    void addRows(uint32_t node, const std::vector<SecretId>& secrets, int parent, int depth);

    std::shared_ptr<const Game> game_;
    std::shared_ptr<const GameStrategy> strategy_;
    std::vector<uint64_t> questionsOf_;  // per secret: questions the strategy takes
    std::vector<Item> items_;            // per row id
};

}  // namespace guesslab::gui
