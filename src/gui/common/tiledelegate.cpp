// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiledelegate.h"

#include "tilepainter.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace guesslab::gui {

TileDelegate::TileDelegate(int patternRole, int symbolsRole, QObject* parent)
    : QStyledItemDelegate(parent), patternRole_(patternRole), symbolsRole_(symbolsRole) {}

void TileDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                         const QModelIndex& index) const {
    const QString pattern = index.data(patternRole_).toString();
    if (pattern.isEmpty()) {  // no tiles (a game that is not words): text and picture
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
    const QString symbols = symbolsRole_ >= 0 ? index.data(symbolsRole_).toString() : QString();
    TilePainter::paint(painter, option.rect.adjusted(3, 2, -3, -2), pattern, symbols);
}

QSize TileDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const int n = static_cast<int>(index.data(patternRole_).toString().size());
    const int side = std::max(option.fontMetrics.height() + 2, minimumSide_);
    if (n == 0) {
        QSize text = QStyledItemDelegate::sizeHint(option, index);
        return minimumSide_ ? text.expandedTo({0, side + 4}) : text;
    }
    return {n * (side + 2) + 6, side + 4};
}

}  // namespace guesslab::gui
