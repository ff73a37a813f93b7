// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacedticker.h"

#include <algorithm>

namespace guesslab::gui {

SpacedTicker::SpacedTicker(QCPAxis* axis, int spacing) : axis_(axis), spacing_(spacing) {}

double SpacedTicker::getTickStep(const QCPRange& range) {
    const QRect rect = axis_->axisRect()->rect();
    const int pixels = axis_->orientation() == Qt::Vertical ? rect.height() : rect.width();
    // The ticks are made while the margins are laid out, from the axis's
    // length before that layout: when it changed, once more with the new.
    if (pixels != pixels_) {
        pixels_ = pixels;
        axis_->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
    }
    mTickCount = std::clamp(pixels / spacing_, 2, 5);  // 5: the default, where there is room
    return QCPAxisTicker::getTickStep(range);
}

}  // namespace guesslab::gui
