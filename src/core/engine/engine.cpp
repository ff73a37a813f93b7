// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include <tbb/task_arena.h>
#include <tbb/version.h>

namespace guesslab {

struct Engine::Arena {
    explicit Arena(int threads) : arena(threads) {}
    tbb::task_arena arena;
};

void Job::wait() {
    std::unique_lock lock(mutex_);
    cv_.wait(lock, [this] { return finished_; });
}

bool Job::finished() const {
    std::lock_guard lock(mutex_);
    return finished_;
}

void Job::markFinished() {
    {
        std::lock_guard lock(mutex_);
        finished_ = true;
    }
    cv_.notify_all();
}

Engine::Engine(int threads)
    : threads_(threads > 0 ? threads : static_cast<int>(std::thread::hardware_concurrency())),
      arena_() {
    if (threads_ <= 0)
        threads_ = 1;
    arena_ = std::make_unique<Arena>(threads_);
}

std::string Engine::tbbVersion() {
    return TBB_runtime_version();
}

Engine::~Engine() {
    cancelAll();
    std::list<Running> all;
    {
        std::lock_guard lock(mutex_);
        all.swap(running_);
    }
    for (auto& r : all)
        if (r.thread.joinable())
            r.thread.join();
}

void Engine::cancelAll() {
    std::lock_guard lock(mutex_);
    for (auto& r : running_)
        r.job->cancel();
}

void Engine::launch(std::shared_ptr<Job> job, std::function<void()> body) {
    reapFinished();
    std::lock_guard lock(mutex_);
    running_.push_back({job, std::thread([this, body = std::move(body)] {
                            arena_->arena.execute([&] { body(); });
                        })});
}

// Joins launcher threads whose jobs are done, so a long session does not
// accumulate them.
void Engine::reapFinished() {
    std::list<Running> done;
    {
        std::lock_guard lock(mutex_);
        for (auto it = running_.begin(); it != running_.end();) {
            auto next = std::next(it);
            if (it->job->finished())
                done.splice(done.end(), running_, it);
            it = next;
        }
    }
    for (auto& r : done)
        r.thread.join();
}

}  // namespace guesslab
