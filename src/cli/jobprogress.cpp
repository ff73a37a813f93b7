// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobprogress.h"

#include "phrase.h"
#include "statusline.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <mutex>

namespace guesslab::cli {

struct JobProgress::State {
    bool quiet = false;
    double after = 2;  // seconds of silence first
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    StatusLine status;
    std::mutex mutex;
};

JobProgress::JobProgress(bool quiet) : state_(std::make_shared<State>()) {
    state_->quiet = quiet;
    // Scripts that want every command's progress from the start set it lower.
    if (const char* after = std::getenv("GUESSLAB_PROGRESS_AFTER"))
        state_->after = std::max(0.0, std::atof(after));
}

JobProgress::~JobProgress() {
    finish();
}

std::string JobProgress::line(const Progress& p, double seconds) {
    std::string out;
    if (!p.stage.empty())
        out = fillArgs(p.stage, p.stageArgs) + ": ";
    out += p.text.empty() ? std::string("Working") : fillArgs(p.text, p.args);
    if (p.fraction >= 0) {
        const int percent = static_cast<int>(std::floor(std::min(1.0, p.fraction) * 100));
        out += " · " + std::to_string(percent) + " %";
        if (p.fraction >= 0.01 && p.fraction < 1)
            out += " · about " + durationText(seconds / p.fraction * (1 - p.fraction)) + " left";
    }
    out += " · " + durationText(seconds);
    return out;
}

ProgressFn JobProgress::sink() {
    if (state_->quiet)
        return {};
    return [state = state_](const Progress& p) {
        std::lock_guard lock(state->mutex);
        const auto now = std::chrono::steady_clock::now();
        const double seconds = std::chrono::duration<double>(now - state->start).count();
        if (seconds >= state->after && state->status.due())
            state->status.show(line(p, seconds));
    };
}

void JobProgress::finish() {
    std::lock_guard lock(state_->mutex);
    state_->status.wipe();
}

}  // namespace guesslab::cli
