// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace guesslab::gui {

// A warning the user must read: window-modal but not blocking, so the event
// loop (and running jobs) go on. Named "errorDialog" for tests to find.
class ErrorDialog {
public:
    static void open(QWidget* parent, const QString& title, const QString& message);
};

}  // namespace guesslab::gui
