// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacedticker.h"

#include <algorithm>
#include <cmath>

namespace guesslab::gui {

SpacedTicker::SpacedTicker(QCPAxis* axis, int spacing, Values values)
    : axis_(axis), spacing_(spacing), values_(values) {
    setTickStepStrategy(tssReadability);
    // The tests find the count axes by this mark.
    axis->setProperty("counts", values == Values::Counts);
    // The ticks are made while the margins are laid out, from the axis's
    // length before that layout: when the layout changed it, once more.
    laidOut_ = QObject::connect(axis->parentPlot(), &QCustomPlot::afterLayout, axis, [this] {
        // A few times at most: ticks that change the margins that change
        // the length must not replot for ever.
        if (length() == pixels_)
            retries_ = 0;
        else if (retries_++ < 3)
            axis_->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
    });
}

SpacedTicker::~SpacedTicker() {
    QObject::disconnect(laidOut_);
}

int SpacedTicker::length() const {
    const QRect rect = axis_->axisRect()->rect();
    return axis_->orientation() == Qt::Vertical ? rect.height() : rect.width();
}

void SpacedTicker::install(QCPAxis* axis, Values values) {
    const QFontMetrics fm(axis->tickLabelFont());
    // Across: the width of a long label and a gap; up the side: two lines.
    const int spacing = axis->orientation() == Qt::Vertical
                            ? 2 * fm.height()
                            : fm.horizontalAdvance(QStringLiteral("00000")) + fm.height();
    axis->setTicker(QSharedPointer<SpacedTicker>::create(axis, spacing, values));
}

double SpacedTicker::getTickStep(const QCPRange& range) {
    const int pixels = length();
    pixels_ = pixels;
    mTickCount = std::clamp(pixels / spacing_, 1, 5);  // 5: the default, where there is room
    const double step = QCPAxisTicker::getTickStep(range);
    if (values_ == Values::Any)
        return step;
    // Readable steps are 1, 2, 2.5 and 5 times a power of ten: of counts,
    // 1 at least and never 2.5.
    return step < 1 ? 1.0 : std::floor(step);
}

}  // namespace guesslab::gui
