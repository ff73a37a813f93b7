// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pattern.h"

#include <QWidget>

#include <array>

namespace guesslab::gui {

// The feedback of one guess as a row of tiles: type G, Y or B for each tile
// in turn, or click a tile (or press its position's digit key, or Space on
// the focused tile) to cycle it through grey, yellow and green. Tiles start unset, drawn as empty outlines, so a
// tile nobody set is never taken for grey. Shows the guess's symbols.
class FeedbackEditor : public QWidget {
    Q_OBJECT
public:
    explicit FeedbackEditor(QWidget* parent = nullptr);

    void setLength(int length);
    int length() const { return length_; }
    void setSymbols(const QString& symbols);
    // Every tile set.
    bool isComplete() const;
    // The pattern once complete (unset tiles read as grey before that).
    Pattern pattern() const;
    // "GY?BB": '?' for an unset tile.
    QString patternText() const;
    void setPattern(Pattern pattern);
    // Sets the tiles from text as typed (G, Y, B, '.' or '-' for grey, '?'
    // unset), the rest unset; false when a character is none of these.
    bool setPatternText(const QString& text);
    void clear();
    void cycle(int position);

    QSize sizeHint() const override;

Q_SIGNALS:
    void patternChanged();
    void returnPressed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRect tileRect(int position) const;
    void setTiles(const std::array<int8_t, kMaxWordLength>& tiles);

    int length_ = 5;
    int focusTile_ = 0;
    QString symbols_;
    std::array<int8_t, kMaxWordLength> tiles_;  // kUnset or a Colour's value
};

}  // namespace guesslab::gui
