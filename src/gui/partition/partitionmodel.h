// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamelists.h"
#include "partition.h"

#include <QAbstractTableModel>
#include <QPixmap>
#include <QStringList>

#include <functional>
#include <memory>

namespace guesslab::gui {

// The classes of a partition as a table: pattern (drawn as tiles), size,
// share of the answers and the first words.
class PartitionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { PatternColumn, Size, Share, Words, ColumnCount };
    enum Role {
        PatternRole = Qt::UserRole + 1,  // "BGYBB"
        SortRole,
        MembersRole,  // QStringList of the class's words
    };

    // How a game other than words shows a partition: members by name, each
    // class's feedback (the pattern field's value) as text and a picture.
    struct Naming {
        std::function<QString(WordId)> member;
        std::function<QString(Feedback)> feedback;
        std::function<QPixmap(Feedback)> glyph;
    };

    explicit PartitionModel(QObject* parent = nullptr);

    void setPartition(std::shared_ptr<const GameLists> lists, std::shared_ptr<const Partition> p);
    void setPartition(Naming naming, std::shared_ptr<const Partition> p);
    const Partition* partition() const { return partition_.get(); }
    QStringList members(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void reset(std::shared_ptr<const GameLists> lists, Naming naming,
               std::shared_ptr<const Partition> p);
    QString patternText(const PartitionClass& c) const;

    std::shared_ptr<const GameLists> lists_;  // word games: patterns drawn as tiles
    Naming naming_;
    std::shared_ptr<const Partition> partition_;
};

}  // namespace guesslab::gui
