// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "strategytree.h"

#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace guesslab::gui {

// Every answer of a strategy with the guesses it takes and the words played
// on the way ("salet crony fuzzy"): sortable, and searchable for one answer
// ("how is fuzzy solved?"), which answerChosen() then names.
class AnswerPaths : public QWidget {
    Q_OBJECT
public:
    enum Column { AnswerColumn, GuessesColumn, PathColumn, ColumnCount };

    explicit AnswerPaths(QWidget* parent = nullptr);

    void setStrategy(std::shared_ptr<const GameLists> lists,
                     std::shared_ptr<const StrategyTree> strategy);
    void clear();

    QLineEdit* findEdit() const { return find_; }
    QStandardItemModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QTableView* table() const { return table_; }

Q_SIGNALS:
    void answerChosen(guesslab::WordId answer);

private:
    void find(const QString& text);

    QLineEdit* find_;
    QLabel* count_;
    QStandardItemModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
};

}  // namespace guesslab::gui
