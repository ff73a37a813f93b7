// SPDX-License-Identifier: GPL-3.0-or-later
#include "runprogress.h"

#include <cstdio>

namespace guesslab::cli {

RunProgress::RunProgress(QString noun, bool quiet, BestText best)
    : noun_(std::move(noun)), quiet_(quiet), best_(std::move(best)) {}

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
    if (status_.due())
        print(status, false);
}

void RunProgress::finish(const ItemRunStatus& status) {
    print(status, true);
}

void RunProgress::print(const ItemRunStatus& status, bool last) {
    if (!quiet_)
        status_.show(line(noun_, status, best_ ? best_(status) : std::string()), last);
}

}  // namespace guesslab::cli
