// SPDX-License-Identifier: GPL-3.0-or-later
#include "statusline.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>

namespace guesslab::cli {

std::string durationText(double seconds) {
    if (seconds < 90)
        return std::to_string(static_cast<int>(std::ceil(seconds))) + " s";
    if (seconds < 90 * 60)
        return std::to_string(static_cast<int>(std::round(seconds / 60))) + " min";
    const int minutes = static_cast<int>(std::round(seconds / 60));
    return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
}

StatusLine::StatusLine() : terminal_(isatty(2)) {}

bool StatusLine::due() const {
    const auto every =
        terminal_ ? std::chrono::milliseconds(250) : std::chrono::milliseconds(10000);
    return last_ == std::chrono::steady_clock::time_point{} ||
           std::chrono::steady_clock::now() - last_ >= every;
}

void StatusLine::show(std::string text, bool keep) {
    last_ = std::chrono::steady_clock::now();
    if (!terminal_) {
        std::fprintf(stderr, "%s\n", text.c_str());
        return;
    }
    const size_t width = text.size();
    if (width < width_)
        text.append(width_ - width, ' ');
    width_ = keep ? 0 : width;
    std::fprintf(stderr, "\r%s%s", text.c_str(), keep ? "\n" : "");
    std::fflush(stderr);
}

void StatusLine::wipe() {
    if (width_ == 0)
        return;
    std::fprintf(stderr, "\r%s\r", std::string(width_, ' ').c_str());
    std::fflush(stderr);
    width_ = 0;
}

}  // namespace guesslab::cli
