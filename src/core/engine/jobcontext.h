// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace guesslab {

// What a running job reports: how far it is (0..1, or negative when unknown)
// and a line of text for a status bar.
// Texts are English with %1, %2, ... standing for `args`, so that a window
// can word them in its own language.
struct Progress {
    Progress() = default;
    Progress(double f, std::string t, std::vector<std::string> a = {})
        : fraction(f), text(std::move(t)), args(std::move(a)) {}

    double fraction = -1.0;
    std::string text;
    std::vector<std::string> args;
    // Which run of a job made of several (a player, an opener), or "".
    std::string stage;
    std::vector<std::string> stageArgs;
};

using ProgressFn = std::function<void(const Progress&)>;

// Handed to every long computation: one cancellation flag that the work polls
// at cheap intervals, and a progress sink safe to call from any worker thread
// (calls are serialised and throttled so the hot path never waits on it).
class JobContext {
public:
    JobContext() = default;
    explicit JobContext(ProgressFn progress,
                        std::chrono::milliseconds interval = std::chrono::milliseconds(50))
        : progress_(std::move(progress)), interval_(interval) {}

    JobContext(const JobContext&) = delete;
    JobContext& operator=(const JobContext&) = delete;

    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    // The least time between reports that advance() sends.
    std::chrono::milliseconds interval() const { return interval_; }
    bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }

    // Sets the amount of work behind fraction 1.0 and the text for reports.
    void beginPhase(std::string text, uint64_t totalUnits);
    // Adds finished units; reports at most once per interval.
    void advance(uint64_t units = 1);
    // Reports now (for phase boundaries and final figures).
    void report(const Progress& progress);
    // For a job made of several runs: the reports that follow are the run
    // `stage` and cover [from, from + width] of the whole job, so its
    // progress goes from 0 to 1 once, not once per run.
    void setStage(std::string stage, std::vector<std::string> args, double from, double width);

private:
    void maybeReport(bool force);
    void send(Progress p);  // with mutex_ held

    std::atomic<bool> cancelled_{false};
    ProgressFn progress_;
    std::chrono::milliseconds interval_{50};
    std::mutex mutex_;  // guards the fields below and serialises progress_ calls
    std::string phase_;
    std::string stage_;
    std::vector<std::string> stageArgs_;
    double stageFrom_ = 0.0, stageWidth_ = 1.0;
    std::atomic<uint64_t> done_{0};
    uint64_t total_ = 0;
    std::chrono::steady_clock::time_point last_{};
};

}  // namespace guesslab
