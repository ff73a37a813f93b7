// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPixmap>
#include <QRect>
#include <QString>

class QPainter;

namespace guesslab::gui {

// Draws feedback the way players know it: one square per position, green,
// yellow or grey, with the symbol on it. Used by tables, charts and the
// assistant so the colours are the same everywhere.
class TilePainter {
public:
    static QColor colour(QChar code);  // 'G', 'Y' or 'B'
    // Nerdle shows a misplaced symbol in purple, Wordle in yellow.
    static void setMisplacedColour(const QColor& colour);
    // Tiles for `pattern` ("GYBBB"; a space leaves a gap, as between the
    // patterns of a pair; '?' is a tile not set yet, drawn as an empty
    // outline) side by side within rect; `symbols` may be
    // empty (plain tiles) or as long as the pattern.
    static void paint(QPainter* painter, const QRect& rect, const QString& pattern,
                      const QString& symbols = {});
    // A pixmap of tiles of the given side, laid out in a row or a column.
    static QPixmap pixmap(const QString& pattern, int side, bool vertical,
                          const QString& symbols = {});
};

}  // namespace guesslab::gui
