// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

namespace guesslab::gui {

// A ticker that keeps its axis's labels apart: no more ticks than the
// axis has room for, one per `spacing` pixels (a short chart of close
// values would otherwise stack its labels on one another). A ticker of
// counts ticks at whole numbers only (a 5-word list's histogram ticked
// 0, 0.2, … 1).
class SpacedTicker : public QCPAxisTicker {
public:
    enum class Values { Any, Counts };
    SpacedTicker(QCPAxis* axis, int spacing, Values values = Values::Any);
    ~SpacedTicker() override;
    SpacedTicker(const SpacedTicker&) = delete;
    SpacedTicker& operator=(const SpacedTicker&) = delete;
    // Every chart's default: room for a label and a half between ticks.
    static void install(QCPAxis* axis, Values values = Values::Any);

protected:
    double getTickStep(const QCPRange& range) override;

private:
    int length() const;  // the axis's, in pixels

    QCPAxis* axis_;
    int spacing_;
    Values values_;
    int pixels_ = -1;  // the axis's length the last ticks were made for
    int retries_ = 0;  // replots asked for in a row
    QMetaObject::Connection laidOut_;
};

}  // namespace guesslab::gui
