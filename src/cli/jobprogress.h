// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine.h"
#include "jobcontext.h"

#include <chrono>
#include <memory>
#include <string>
#include <utility>

namespace guesslab::cli {

// One long command's progress on stderr (a ranking, a tree, a search): what
// the engine is doing, how far, the time so far and left. Silent for the
// first two seconds (GUESSLAB_PROGRESS_AFTER=S: S seconds), so quick
// commands print nothing; then one line redrawn
// in place on a terminal (wiped when the job ends), or a plain line every
// ten seconds otherwise; nothing with --quiet.
class JobProgress {
public:
    explicit JobProgress(bool quiet);
    ~JobProgress();

    // The engine's progress sink; safe for the engine's serialised calls.
    ProgressFn sink();
    // Wipes the redrawn line, before the command's own output.
    void finish();

    // "Ranking guesses · 42 % · about 1 min left · 31 s": also for tests.
    static std::string line(const Progress& p, double seconds);

private:
    struct State;
    std::shared_ptr<State> state_;
};

// engine.run with the command's progress on stderr.
template <class R, class Work>
JobOutcome<R> runWithProgress(Engine& engine, bool quiet, Work&& work) {
    JobProgress progress(quiet);
    auto outcome = engine.run<R>(std::forward<Work>(work), progress.sink());
    progress.finish();
    return outcome;
}

}  // namespace guesslab::cli
