#pragma once

#include "itemrun.h"

#include <QString>

#include <chrono>
#include <functional>
#include <string>

namespace guesslab::cli {

// "42 s", "12 min", "3 h 5 min": how long, as progress lines say it.
std::string durationText(double seconds);

// A run's progress on stderr: items done, the rate, the best so far and the
// time left; one line redrawn in place on a terminal, plain lines otherwise
// (at most one every ten seconds, and the last).
class RunProgress {
public:
    using BestText = std::function<std::string(const ItemRunStatus&)>;
    RunProgress(QString noun, bool quiet, BestText best);

    void update(const ItemRunStatus& status);
    void finish(const ItemRunStatus& status);

    // "12/100 openers (2 earlier) · 3.1 per min · best so far 7920 · about
    // 28 min left": also for tests.
    static std::string line(const QString& noun, const ItemRunStatus& s, const std::string& best);

private:
    void print(const ItemRunStatus& status, bool last);

    QString noun_;
    bool quiet_;
    BestText best_;
    bool terminal_;
    std::chrono::steady_clock::time_point lastPrint_{};
    size_t width_ = 0;
};

}  // namespace guesslab::cli
