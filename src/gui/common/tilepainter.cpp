// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilepainter.h"

#include <QPainter>

namespace guesslab::gui {

namespace {
QColor misplaced(0xc9, 0xb4, 0x58);
}

void TilePainter::setMisplacedColour(const QColor& colour) {
    misplaced = colour;
}

QColor TilePainter::colour(QChar code) {
    switch (code.toUpper().unicode()) {
        case 'G':
            return QColor(0x6a, 0xaa, 0x64);
        case 'Y':
            return misplaced;
        default:
            return QColor(0x78, 0x7c, 0x7e);
    }
}

void TilePainter::paint(QPainter* painter, const QRect& rect, const QString& pattern,
                        const QString& symbols) {
    const int n = static_cast<int>(pattern.size());
    if (n == 0)
        return;
    const int gap = 2;
    const int side = std::min(rect.height(), (rect.width() - gap * (n - 1)) / n);
    if (side <= 0)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(std::max(6, side * 6 / 10));
    painter->setFont(font);
    const int top = rect.top() + (rect.height() - side) / 2;
    for (int i = 0; i < n; ++i) {
        if (pattern[i] == QLatin1Char(' '))
            continue;  // a gap between the two words of a pair
        const QRect tile(rect.left() + i * (side + gap), top, side, side);
        const bool unset = pattern[i] == QLatin1Char('?');
        if (unset) {  // an empty outline, as the game draws a tile not yet graded
            const QColor outline(0x87, 0x8a, 0x8c);
            painter->setPen(QPen(outline, 2));
            painter->setBrush(Qt::white);
            painter->drawRoundedRect(QRectF(tile).adjusted(1, 1, -1, -1), side / 8.0, side / 8.0);
        } else {
            painter->setPen(Qt::NoPen);
            painter->setBrush(colour(pattern[i]));
            painter->drawRoundedRect(tile, side / 8.0, side / 8.0);
        }
        if (i < symbols.size()) {
            painter->setPen(unset ? QColor(0x1a, 0x1a, 0x1b) : QColor(Qt::white));
            painter->drawText(tile, Qt::AlignCenter, symbols[i].toUpper());
        }
    }
    painter->restore();
}

QPixmap TilePainter::pixmap(const QString& pattern, int side, bool vertical,
                            const QString& symbols) {
    const int n = static_cast<int>(pattern.size());
    const int gap = 1;
    const QSize size =
        vertical ? QSize(side, n * side + (n - 1) * gap) : QSize(n * side + (n - 1) * gap, side);
    QPixmap pm(size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing, true);
    for (int i = 0; i < n; ++i) {
        if (pattern[i] == QLatin1Char(' '))
            continue;
        const QRect tile = vertical ? QRect(0, i * (side + gap), side, side)
                                    : QRect(i * (side + gap), 0, side, side);
        p.setPen(Qt::NoPen);
        p.setBrush(colour(pattern[i]));
        p.drawRect(tile);
        if (i < symbols.size()) {
            p.setPen(Qt::white);
            p.drawText(tile, Qt::AlignCenter, symbols[i].toUpper());
        }
    }
    return pm;
}

}  // namespace guesslab::gui
