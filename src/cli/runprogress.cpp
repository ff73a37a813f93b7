#include "runprogress.h"

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

RunProgress::RunProgress(QString noun, bool quiet, BestText best)
    : noun_(std::move(noun)), quiet_(quiet), best_(std::move(best)), terminal_(isatty(2)) {}

std::string RunProgress::line(const QString& noun, const ItemRunStatus& s,
                              const std::string& best) {
    std::string out =
        std::to_string(s.done) + "/" + std::to_string(s.total) + " " + noun.toStdString();
    if (s.resumed)
        out += " (" + std::to_string(s.resumed) + " earlier)";
    const size_t thisRun = s.done - s.resumed;
    if (thisRun > 0 && s.seconds > 0) {
        const double perMinute = 60.0 * double(thisRun) / s.seconds;
        char rate[32];
        std::snprintf(rate, sizeof rate, perMinute >= 10 ? "%.0f" : "%.2g", perMinute);
        out += std::string(" · ") + rate + " per min";
    }
    if (!best.empty())
        out += " · " + best;
    if (s.failed)
        out += " · " + std::to_string(s.failed) + " failed";
    if (thisRun > 0 && s.done < s.total)
        out += " · about " + durationText(s.seconds / double(thisRun) * double(s.total - s.done)) +
               " left";
    out += " · " + durationText(s.seconds);
    return out;
}

void RunProgress::update(const ItemRunStatus& status) {
    const auto now = std::chrono::steady_clock::now();
    if (now - lastPrint_ < (terminal_ ? std::chrono::milliseconds(250) : std::chrono::seconds(10)))
        return;
    print(status, false);
}

void RunProgress::finish(const ItemRunStatus& status) {
    print(status, true);
}

void RunProgress::print(const ItemRunStatus& status, bool last) {
    if (quiet_)
        return;
    lastPrint_ = std::chrono::steady_clock::now();
    std::string text = line(noun_, status, best_ ? best_(status) : std::string());
    if (!terminal_) {
        std::fprintf(stderr, "%s\n", text.c_str());
        return;
    }
    const size_t width = text.size();
    if (width < width_)
        text.append(width_ - width, ' ');  // wipe the longer line before
    width_ = width;
    std::fprintf(stderr, "\r%s%s", text.c_str(), last ? "\n" : "");
    std::fflush(stderr);
}

}  // namespace guesslab::cli
