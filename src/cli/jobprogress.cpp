#include "jobprogress.h"

#include "runprogress.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace guesslab::cli {

struct JobProgress::State {
    bool quiet = false;
    double after = 2;  // seconds of silence first
    bool terminal = false;
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point lastPrint{};
    size_t width = 0;  // of the line on screen, 0: none
    std::mutex mutex;
};

namespace {

// "%1" ... "%9" replaced by the report's arguments.
std::string substitute(std::string text, const std::vector<std::string>& args) {
    for (size_t i = args.size(); i-- > 0;) {
        std::string mark(1, '%');
        mark += std::to_string(i + 1);
        for (size_t at = text.find(mark); at != std::string::npos;
             at = text.find(mark, at + args[i].size()))
            text.replace(at, mark.size(), args[i]);
    }
    return text;
}

}  // namespace

JobProgress::JobProgress(bool quiet) : state_(std::make_shared<State>()) {
    state_->quiet = quiet;
    state_->terminal = isatty(2);
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
        out = substitute(p.stage, p.stageArgs) + ": ";
    out += p.text.empty() ? std::string("Working") : substitute(p.text, p.args);
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
        if (seconds < state->after)
            return;
        const auto every =
            state->terminal ? std::chrono::milliseconds(250) : std::chrono::milliseconds(10000);
        if (state->lastPrint != std::chrono::steady_clock::time_point{} &&
            now - state->lastPrint < every)
            return;
        state->lastPrint = now;
        std::string text = line(p, seconds);
        if (!state->terminal) {
            std::fprintf(stderr, "%s\n", text.c_str());
            return;
        }
        const size_t width = text.size();
        if (width < state->width)
            text.append(state->width - width, ' ');  // wipe the longer line before
        state->width = width;
        std::fprintf(stderr, "\r%s", text.c_str());
        std::fflush(stderr);
    };
}

void JobProgress::finish() {
    std::lock_guard lock(state_->mutex);
    if (state_->terminal && state_->width > 0) {
        std::fprintf(stderr, "\r%s\r", std::string(state_->width, ' ').c_str());
        std::fflush(stderr);
    }
    state_->width = 0;
}

}  // namespace guesslab::cli
