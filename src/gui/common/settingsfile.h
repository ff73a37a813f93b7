#pragma once

#include <QString>

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
    // Run before anything reads the settings. Returns a message for the user
    // when the file was moved aside (empty otherwise).
    static QString prepare();
    // The title of the dialog that shows prepare()'s message.
    static QString problemTitle();
    // Removes every key the program does not write.
    static void dropUnknownKeys(QSettings& settings);
    static bool known(const QString& key);
};

}  // namespace guesslab::gui
