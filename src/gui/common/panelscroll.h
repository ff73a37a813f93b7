// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace guesslab::gui {

// The scroll area a panel sits in inside its dock. The panel gets the
// whole view, and scrolls only when the view is smaller than the least size
// the panel can be laid out in. QScrollArea's own resizing asks a panel
// with word-wrapped text for its height at that width, which the layouts
// answer from their preferred sizes: the panel then scrolled in a view
// that had room for it, a scroll bar beside its tables' own.
class PanelScroll : public QScrollArea {
    Q_OBJECT
public:
    PanelScroll(QWidget* panel, QWidget* parent);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
};

}  // namespace guesslab::gui
