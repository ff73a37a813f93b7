// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputerror.h"

#include <QString>

#include <optional>

class QSettings;

namespace guesslab::gui {

// The window's settings file, held to what the program writes. A file that
// is not a regular file of a sane size (a pipe would block the start, a
// device never end) or that does not parse is moved aside; keys the program
// does not know (garbage, or left by hand) are dropped, so they are never
// written back.
class SettingsFile {
public:
    static constexpr qint64 kMaxBytes = qint64{4} << 20;

    // Where QSettings keeps the application's settings.
    static QString path();
    // Why the file was not read, and where it went.
    struct Problem {
        InputError error;
        QString movedTo;  // empty when it could not be moved
        // For the user, in the language installed when called.
        QString text() const;
    };
    // Run before anything reads the settings (and so before the language
    // they name is installed): the problem when the file was moved aside.
    static std::optional<Problem> prepare();
    // The title of the dialog that shows prepare()'s message.
    static QString problemTitle();
    // Removes every key the program does not write.
    static void dropUnknownKeys(QSettings& settings);
    static bool known(const QString& key);
};

}  // namespace guesslab::gui
