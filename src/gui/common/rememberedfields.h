// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <utility>

class QWidget;

namespace guesslab::gui {

// The fields a panel keeps across restarts (a search's mode, goal, cap,
// its limits): each is set from the settings when attached, and written
// back whenever the user changes it. Combo boxes keep their index, spin
// boxes their value, check boxes their state, line edits their text.
class RememberedFields {
public:
    // Fields under "group/key"; attach once the panel's own reactions to
    // a change are connected, so a restored field updates the panel.
    static void attach(const QString& group, const QList<std::pair<QString, QWidget*>>& fields);
};

}  // namespace guesslab::gui
