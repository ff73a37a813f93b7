// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "itemrun.h"
#include "statusline.h"

#include <QString>

#include <functional>
#include <string>

namespace guesslab::cli {

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
    StatusLine status_;
};

}  // namespace guesslab::cli
