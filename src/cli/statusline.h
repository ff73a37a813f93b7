// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <chrono>
#include <string>

namespace guesslab::cli {

// "42 s", "12 min", "3 h 5 min": how long, as progress lines say it.
std::string durationText(double seconds);

// One line of progress on stderr: redrawn in place on a terminal (a
// shorter text wipes the longer one before it), a line of its own into a
// file or a pipe. due() paces it: every 250 ms on a terminal, every ten
// seconds otherwise.
class StatusLine {
public:
    StatusLine();

    bool due() const;
    // Shows `text`; `keep` ends a redrawn line so that it stays.
    void show(std::string text, bool keep = false);
    // Clears a redrawn line, before the command's own output.
    void wipe();

private:
    bool terminal_;
    std::chrono::steady_clock::time_point last_{};
    size_t width_ = 0;  // of the redrawn line on screen, 0: none
};

}  // namespace guesslab::cli
