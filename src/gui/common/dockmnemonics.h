// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QKeySequence;
class QMainWindow;
class QWidget;

namespace guesslab::gui {

// Panels shown at the same time (one above, one below) cannot all have
// letters of their own: there are too few. When two of them use the same
// Alt+letter, Qt alone only moves the focus between the two at each press
// and clicks neither. This filter gives the letter to the panel that holds
// the focus, as if it were the only one, even while its widget is disabled
// (then the key does nothing); where that panel has no such letter, Qt's
// own handling stays.
class DockMnemonics : public QObject {
public:
    explicit DockMnemonics(QMainWindow* window);

    // The label or button of `focus`'s panel that `key` (Alt+letter) names,
    // enabled or not, or null when that panel shows none or more than one.
    static QWidget* target(const QWidget* focus, const QKeySequence& key);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* window_;
};

}  // namespace guesslab::gui
