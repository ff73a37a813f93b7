// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsreview.h"

#include <QAbstractTableModel>

#include <memory>

namespace guesslab::gui {

// A reviewed game of several boards as a table, one row per move: the
// guess, each board's feedback and the answers it left, the bits the guess
// was worth over the open boards, the entropy player's guess and its bits,
// the bits lost and the bits the feedback gave.
class BoardsReviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Move, Guess, Feedback, Left, Bits, Best, BestBits, Lost, Received, ColumnCount };

    explicit BoardsReviewModel(QObject* parent = nullptr);

    // `game` words the guesses; both stay as given while shown.
    void setReview(std::shared_ptr<const BoardsGame> game,
                   std::shared_ptr<const BoardsReview> review);
    const BoardsReview* review() const { return review_.get(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString perBoard(const BoardsMoveReview& m, bool feedback) const;

    std::shared_ptr<const BoardsGame> game_;
    std::shared_ptr<const BoardsReview> review_;
};

}  // namespace guesslab::gui
