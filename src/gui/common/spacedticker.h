// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

namespace guesslab::gui {

// A ticker that keeps its axis's labels apart: no more ticks than the
// axis has room for, one per `spacing` pixels (a short chart of close
// values would otherwise stack its labels on one another).
class SpacedTicker : public QCPAxisTicker {
public:
    SpacedTicker(QCPAxis* axis, int spacing);

protected:
    double getTickStep(const QCPRange& range) override;

private:
    QCPAxis* axis_;
    int spacing_;
    int pixels_ = -1;  // the axis's length the last ticks were made for
};

}  // namespace guesslab::gui
