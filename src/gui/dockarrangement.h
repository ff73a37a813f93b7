// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSize>

class QDockWidget;
class QMainWindow;

namespace guesslab::gui {

// Where the panels stand. Two rows (the panels that choose a guess above,
// the ones that play and judge a game below) when the screen has room for
// two tables one over the other; otherwise one set of tabs, each panel
// with the window's whole height: on a laptop (1366 x 768, or larger
// screens at 150 %) two rows left each table a few lines and every panel
// scrolled.
class DockArrangement {
public:
    enum class Kind { TwoRows, Tabs };

    // The arrangement for a screen of this available size (in the
    // window's pixels, so a scaled screen counts as the smaller one it is).
    static Kind forScreen(const QSize& available);

    // Puts the docks back in place, every one docked and shown: in two
    // tab groups (`below` under the others) or in one, their tabs in the
    // order given, `front` and the first one above in front.
    static void apply(QMainWindow* window, const QList<QDockWidget*>& inOrder,
                      const QList<QDockWidget*>& below, QDockWidget* front, Kind kind);

    // The least height at which two rows still show each table's rows.
    static constexpr int kTwoRowsHeight = 860;
};

}  // namespace guesslab::gui
