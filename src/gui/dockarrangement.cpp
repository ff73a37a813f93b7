// SPDX-License-Identifier: GPL-3.0-or-later
#include "dockarrangement.h"

#include <QDockWidget>
#include <QMainWindow>

namespace guesslab::gui {

DockArrangement::Kind DockArrangement::forScreen(const QSize& available) {
    return available.height() >= kTwoRowsHeight ? Kind::TwoRows : Kind::Tabs;
}

void DockArrangement::apply(QMainWindow* window, const QList<QDockWidget*>& inOrder,
                            const QList<QDockWidget*>& below, QDockWidget* front, Kind kind) {
    const auto group = [window](const QList<QDockWidget*>& docks, Qt::DockWidgetArea area) {
        for (QDockWidget* d : docks) {
            d->setFloating(false);
            window->addDockWidget(area, d);  // out of any tab group it was in
        }
        for (qsizetype i = 1; i < docks.size(); ++i)
            window->tabifyDockWidget(docks.front(), docks[i]);
        for (QDockWidget* d : docks)
            d->show();
    };
    if (kind == Kind::Tabs) {
        group(inOrder, Qt::TopDockWidgetArea);
    } else {
        QList<QDockWidget*> above;
        for (QDockWidget* d : inOrder)
            if (!below.contains(d))
                above << d;
        group(above, Qt::TopDockWidgetArea);
        group(below, Qt::BottomDockWidgetArea);
        if (!above.isEmpty() && !below.isEmpty()) {
            above.front()->raise();
            // The panels above get the larger share: their tables and
            // charts need it more than the partition's.
            const int h = window->height();
            window->resizeDocks({above.front(), below.front()}, {h * 11 / 20, h * 9 / 20},
                                Qt::Vertical);
        }
    }
    if (front)
        front->raise();
}

}  // namespace guesslab::gui
