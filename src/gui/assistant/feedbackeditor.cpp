// SPDX-License-Identifier: GPL-3.0-or-later
#include "feedbackeditor.h"

#include "tilepainter.h"

#include <QKeyEvent>
#include <QPainter>

namespace guesslab::gui {

namespace {
constexpr int kSide = 36;
constexpr int kGap = 4;
constexpr int8_t kUnset = -1;

// G, Y and B as the typed feedback reads them ('.' and '-' grey too).
int colourOfKey(const QString& text) {
    // Digits choose a tile (below), not a colour.
    if (text.size() != 1 || text[0] == QLatin1Char('?') || text[0].isDigit())
        return kUnset;
    const auto p = parsePattern(text.toUpper().toStdString());
    return p ? static_cast<int>(p->value) : kUnset;
}
}  // namespace

FeedbackEditor::FeedbackEditor(QWidget* parent) : QWidget(parent) {
    tiles_.fill(kUnset);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setToolTip(
        tr("Type G, Y or B (green, yellow, grey) for each tile in turn; Backspace goes back.\n"
           "Click a tile, or press its number, to cycle grey → yellow → green.\n"
           "Left/Right move between tiles, Space cycles the current one, Enter submits.\n"
           "An outlined tile is not set yet."));
}

void FeedbackEditor::setLength(int length) {
    length_ = std::clamp(length, 1, kMaxWordLength);
    focusTile_ = std::min(focusTile_, length_ - 1);
    updateGeometry();
    clear();
}

void FeedbackEditor::setTiles(const std::array<int8_t, kMaxWordLength>& tiles) {
    if (tiles == tiles_)
        return;
    tiles_ = tiles;
    update();
    Q_EMIT patternChanged();
}

void FeedbackEditor::clear() {
    focusTile_ = 0;  // colours typed next start at the first tile
    std::array<int8_t, kMaxWordLength> tiles;
    tiles.fill(kUnset);
    setTiles(tiles);
}

bool FeedbackEditor::isComplete() const {
    return std::none_of(tiles_.begin(), tiles_.begin() + length_,
                        [](int8_t t) { return t == kUnset; });
}

Pattern FeedbackEditor::pattern() const {
    uint32_t value = 0;
    for (int i = length_ - 1; i >= 0; --i)
        value = value * 3 + static_cast<uint32_t>(std::max<int8_t>(tiles_[i], 0));
    return Pattern{static_cast<uint16_t>(value)};
}

void FeedbackEditor::setSymbols(const QString& symbols) {
    symbols_ = symbols.left(length_);
    update();
}

QString FeedbackEditor::patternText() const {
    static const char codes[] = "BYG";
    QString text;
    for (int i = 0; i < length_; ++i)
        text += tiles_[i] == kUnset ? QLatin1Char('?') : QLatin1Char(codes[tiles_[i]]);
    return text;
}

void FeedbackEditor::setPattern(Pattern pattern) {
    if (pattern.value >= patternCount(length_))
        return;
    std::array<int8_t, kMaxWordLength> tiles;
    tiles.fill(kUnset);
    for (int i = 0; i < length_; ++i)
        tiles[i] = static_cast<int8_t>(pattern.at(i));
    setTiles(tiles);
}

bool FeedbackEditor::setPatternText(const QString& text) {
    std::array<int8_t, kMaxWordLength> tiles;
    tiles.fill(kUnset);
    for (int i = 0; i < std::min<int>(length_, static_cast<int>(text.size())); ++i) {
        if (text[i] == QLatin1Char('?'))
            continue;  // left unset
        const auto p = parsePattern(QString(text[i]).toStdString());
        if (!p)
            return false;
        tiles[i] = static_cast<int8_t>(p->value);
    }
    setTiles(tiles);
    return true;
}

// Unset -> grey -> yellow -> green -> grey at one position.
void FeedbackEditor::cycle(int position) {
    if (position < 0 || position >= length_)
        return;
    std::array<int8_t, kMaxWordLength> tiles = tiles_;
    tiles[position] =
        tiles[position] == kUnset ? 0 : static_cast<int8_t>((tiles[position] + 1) % 3);
    setTiles(tiles);
}

QSize FeedbackEditor::sizeHint() const {
    return {length_ * (kSide + kGap) + kGap, kSide + 2 * kGap};
}

QRect FeedbackEditor::tileRect(int position) const {
    return {kGap + position * (kSide + kGap), kGap, kSide, kSide};
}

void FeedbackEditor::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QString text = patternText();
    for (int i = 0; i < length_; ++i) {
        TilePainter::paint(&p, tileRect(i), text.mid(i, 1), symbols_.mid(i, 1));
        if (hasFocus() && i == focusTile_) {
            p.setPen(QPen(palette().highlight(), 2));
            p.setBrush(Qt::NoBrush);
            p.drawRect(tileRect(i).adjusted(-2, -2, 2, 2));
        }
    }
}

void FeedbackEditor::mousePressEvent(QMouseEvent* event) {
    for (int i = 0; i < length_; ++i)
        if (tileRect(i).contains(event->pos())) {
            focusTile_ = i;
            cycle(i);
            return;
        }
}

void FeedbackEditor::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_9 && key - Qt::Key_1 < length_) {
        focusTile_ = key - Qt::Key_1;
        cycle(focusTile_);
    } else if (key == Qt::Key_0 && length_ == 10) {
        focusTile_ = 9;
        cycle(9);
    } else if (const int colour = colourOfKey(event->text()); colour != kUnset) {
        // The colours typed in order, as the game shows them.
        std::array<int8_t, kMaxWordLength> tiles = tiles_;
        tiles[focusTile_] = static_cast<int8_t>(colour);
        focusTile_ = std::min(length_ - 1, focusTile_ + 1);
        setTiles(tiles);
        update();
    } else if (key == Qt::Key_Backspace) {
        std::array<int8_t, kMaxWordLength> tiles = tiles_;
        if (tiles[focusTile_] == kUnset && focusTile_ > 0)
            --focusTile_;
        tiles[focusTile_] = kUnset;
        setTiles(tiles);
        update();
    } else if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        Q_EMIT returnPressed();
    } else if (key == Qt::Key_Space) {
        cycle(focusTile_);
    } else if (key == Qt::Key_Left) {
        focusTile_ = std::max(0, focusTile_ - 1);
        update();
    } else if (key == Qt::Key_Right) {
        focusTile_ = std::min(length_ - 1, focusTile_ + 1);
        update();
    } else {
        QWidget::keyPressEvent(event);
    }
}

}  // namespace guesslab::gui
