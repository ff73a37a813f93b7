#include "feedbackeditor.h"

#include "tilepainter.h"

#include <QKeyEvent>
#include <QPainter>

namespace guesslab::gui {

namespace {
constexpr int kSide = 36;
constexpr int kGap = 4;
}  // namespace

FeedbackEditor::FeedbackEditor(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setToolTip(
        tr("Click a tile, or press its number, to cycle grey → yellow → green.\n"
           "Left/Right move between tiles, Space cycles the current one."));
}

void FeedbackEditor::setLength(int length) {
    length_ = std::clamp(length, 1, kMaxWordLength);
    focusTile_ = std::min(focusTile_, length_ - 1);
    pattern_ = Pattern{};
    updateGeometry();
    update();
    Q_EMIT patternChanged(pattern_);
}

void FeedbackEditor::setSymbols(const QString& symbols) {
    symbols_ = symbols.left(length_);
    update();
}

QString FeedbackEditor::patternText() const {
    return QString::fromStdString(toString(pattern_, length_));
}

void FeedbackEditor::setPattern(Pattern pattern) {
    if (pattern == pattern_ || pattern.value >= patternCount(length_))
        return;
    pattern_ = pattern;
    update();
    Q_EMIT patternChanged(pattern_);
}

// Black -> yellow -> green -> black at one position.
void FeedbackEditor::cycle(int position) {
    if (position < 0 || position >= length_)
        return;
    uint32_t weight = 1;
    for (int i = 0; i < position; ++i)
        weight *= 3;
    const uint32_t digit = (pattern_.value / weight) % 3;
    const uint32_t next = (digit + 1) % 3;
    setPattern(Pattern{static_cast<uint16_t>(pattern_.value - digit * weight + next * weight)});
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
