#pragma once

#include "pattern.h"

#include <QWidget>

namespace guesslab::gui {

// The feedback of one guess as a row of tiles: click a tile (or press its
// position's digit key, or Space on the focused tile) to cycle it through
// grey, yellow and green. Shows the guess's symbols on the tiles.
class FeedbackEditor : public QWidget {
    Q_OBJECT
public:
    explicit FeedbackEditor(QWidget* parent = nullptr);

    void setLength(int length);
    int length() const { return length_; }
    void setSymbols(const QString& symbols);
    Pattern pattern() const { return pattern_; }
    QString patternText() const;
    void setPattern(Pattern pattern);
    void cycle(int position);

    QSize sizeHint() const override;

Q_SIGNALS:
    void patternChanged(guesslab::Pattern pattern);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRect tileRect(int position) const;

    int length_ = 5;
    int focusTile_ = 0;
    QString symbols_;
    Pattern pattern_;
};

}  // namespace guesslab::gui
