// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace guesslab::gui {

// Paints a cell whose model gives a pattern ("GYBBB") under `patternRole` as
// coloured tiles, with the symbols of `symbolsRole` on them when set.
class TileDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    // The roles of a view built from items rather than a model of its own.
    static constexpr int kPatternRole = Qt::UserRole + 1;
    static constexpr int kSymbolsRole = Qt::UserRole + 2;

    TileDelegate(int patternRole, int symbolsRole = -1, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // Tiles of at least this side (px), and rows that tall even where a cell
    // has no tiles (views with uniform row heights measure the first row).
    void setMinimumSide(int side) { minimumSide_ = side; }

private:
    int patternRole_;
    int symbolsRole_;
    int minimumSide_ = 0;
};

}  // namespace guesslab::gui
