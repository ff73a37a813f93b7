// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobcontext.h"

namespace guesslab {

void JobContext::beginPhase(std::string text, uint64_t totalUnits) {
    {
        std::lock_guard lock(mutex_);
        phase_ = std::move(text);
        total_ = totalUnits;
        done_.store(0, std::memory_order_relaxed);
    }
    maybeReport(true);
}

void JobContext::advance(uint64_t units) {
    done_.fetch_add(units, std::memory_order_relaxed);
    if (progress_)
        maybeReport(false);
}

void JobContext::report(const Progress& progress) {
    if (!progress_)
        return;
    std::lock_guard lock(mutex_);
    send(progress);
    last_ = std::chrono::steady_clock::now();
}

void JobContext::setStage(std::string stage, std::vector<std::string> args, double from,
                          double width) {
    std::lock_guard lock(mutex_);
    stage_ = std::move(stage);
    stageArgs_ = std::move(args);
    stageFrom_ = from;
    stageWidth_ = width;
}

void JobContext::send(Progress p) {
    if (p.fraction >= 0)
        p.fraction = std::min(1.0, stageFrom_ + stageWidth_ * p.fraction);
    if (p.stage.empty()) {
        p.stage = stage_;
        p.stageArgs = stageArgs_;
    }
    progress_(p);
}

void JobContext::maybeReport(bool force) {
    if (!progress_)
        return;
    // Workers that find the lock taken skip the report: someone is reporting.
    std::unique_lock lock(mutex_, std::try_to_lock);
    if (!lock.owns_lock()) {
        if (!force)
            return;
        lock.lock();
    }
    const auto now = std::chrono::steady_clock::now();
    if (!force && now - last_ < interval_)
        return;
    last_ = now;
    const uint64_t done = done_.load(std::memory_order_relaxed);
    Progress p;
    p.text = phase_;
    if (total_ > 0)
        p.fraction = std::min(1.0, static_cast<double>(done) / static_cast<double>(total_));
    send(std::move(p));
}

}  // namespace guesslab
