// SPDX-License-Identifier: GPL-3.0-or-later
#include "panelscroll.h"

#include <QEvent>

namespace guesslab::gui {

PanelScroll::PanelScroll(QWidget* panel, QWidget* parent) : QScrollArea(parent) {
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(false);  // sized here, see fit()
    setWidget(panel);
    panel->installEventFilter(this);
    fit();
}

void PanelScroll::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    fit();
}

bool PanelScroll::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        fit();  // a least size that changed (longer text, another language)
    return QScrollArea::eventFilter(watched, event);
}

void PanelScroll::fit() {
    QWidget* panel = widget();
    if (!panel)
        return;
    // The view's size when the scroll bars are away, unless the panel
    // needs more; then the bars take their room from it.
    const QSize least = panel->minimumSizeHint().expandedTo(panel->minimumSize());
    QSize room = maximumViewportSize();
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    bool down = least.height() > room.height();
    bool across = least.width() > room.width();
    if (down && !across)
        across = least.width() > room.width() - bar;
    if (across && !down)
        down = least.height() > room.height() - bar;
    if (down)
        room.rwidth() -= bar;
    if (across)
        room.rheight() -= bar;
    const QSize size = room.expandedTo(least);
    if (panel->size() != size)
        panel->resize(size);
}

}  // namespace guesslab::gui
