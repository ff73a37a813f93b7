// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamereview.h"

#include <QAbstractTableModel>

#include <memory>

namespace guesslab::gui {

// A reviewed game as a table, one row per move: the guess with its
// feedback as tiles, the answers left, the best move, the exact
// expectations, the move's cost and its luck.
class ReviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Move,
        Guess,
        Left,
        Best,
        BestExpected,
        PlayedExpected,
        Cost,
        Luck,
        LuckRank,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, PatternRole, SymbolsRole };

    explicit ReviewModel(QObject* parent = nullptr);

    // `feedback`: for games other than words, each move's feedback as the
    // window words it (words show their tiles).
    void setReview(std::shared_ptr<const GameReview> review, int length, QStringList feedback = {});
    const GameReview* review() const { return review_.get(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant figure(const MoveReview& m, int column, int role) const;
    QString feedbackText(int row) const;

    std::shared_ptr<const GameReview> review_;
    int length_ = 0;
    QStringList feedback_;
};

}  // namespace guesslab::gui
