// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobcontext.h"

#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace guesslab {

enum class JobStatus { Running, Finished, Cancelled, Failed };

// How a job ended and what it produced. A cancelled job still returns what
// its work function returned (searches keep their best-so-far).
template <class R>
struct JobOutcome {
    JobStatus status = JobStatus::Running;
    std::optional<R> result;
    std::string error;  // for Failed: the exception's message
    std::chrono::duration<double> elapsed{};
};

// A job's control surface, shared by the engine and whoever started it.
class Job {
public:
    virtual ~Job() = default;
    void cancel() { context_.cancel(); }
    bool cancelRequested() const { return context_.cancelled(); }
    void wait();
    bool finished() const;

protected:
    explicit Job(ProgressFn progress) : context_(std::move(progress)) {}
    void markFinished();

    JobContext context_;
    mutable std::mutex mutex_;
    std::condition_variable cv_;
    bool finished_ = false;

    friend class Engine;
};

template <class R>
class TypedJob : public Job {
public:
    using Work = std::function<R(JobContext&)>;
    using Done = std::function<void(JobOutcome<R>)>;

    TypedJob(Work work, ProgressFn progress, Done done)
        : Job(std::move(progress)), work_(std::move(work)), done_(std::move(done)) {}

    // Valid after wait(), unless a `done` callback took the outcome.
    const JobOutcome<R>& outcome() const { return outcome_; }
    JobOutcome<R> takeOutcome() { return std::move(outcome_); }

    void run() {
        const auto start = std::chrono::steady_clock::now();
        try {
            outcome_.result.emplace(work_(context_));
            outcome_.status = context_.cancelled() ? JobStatus::Cancelled : JobStatus::Finished;
        } catch (const std::exception& e) {
            outcome_.status = JobStatus::Failed;
            outcome_.error = e.what();
        } catch (...) {
            outcome_.status = JobStatus::Failed;
            outcome_.error = "unknown error";
        }
        outcome_.elapsed = std::chrono::steady_clock::now() - start;
        if (done_)
            done_(std::move(outcome_));  // results can be large: hand them over
        markFinished();
    }

private:
    Work work_;
    Done done_;
    JobOutcome<R> outcome_;
};

// Runs long computations in a oneTBB task arena of a chosen size. start() does
// not block: the job runs on a launcher thread that joins the arena, reports
// progress through its callback (from worker threads) and delivers the outcome
// through `done` (from the launcher thread), which takes ownership of it. The destructor cancels
// and joins every job still running.
class Engine {
public:
    // threads <= 0: every core.
    explicit Engine(int threads = 0);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    int threads() const { return threads_; }
    // The oneTBB version the program runs with, for About boxes.
    static std::string tbbVersion();

    template <class R>
    std::shared_ptr<TypedJob<R>> start(typename TypedJob<R>::Work work, ProgressFn progress = {},
                                       typename TypedJob<R>::Done done = {}) {
        auto job =
            std::make_shared<TypedJob<R>>(std::move(work), std::move(progress), std::move(done));
        launch(job, [job] { job->run(); });
        return job;
    }

    // Start and wait: for the command line and tests.
    template <class R>
    JobOutcome<R> run(typename TypedJob<R>::Work work, ProgressFn progress = {}) {
        auto job = start<R>(std::move(work), std::move(progress));
        job->wait();
        return job->takeOutcome();
    }

    void cancelAll();

private:
    void launch(std::shared_ptr<Job> job, std::function<void()> body);
    void reapFinished();

    struct Arena;  // keeps oneTBB headers out of this one (Qt's emit macro breaks them)
    int threads_;
    std::unique_ptr<Arena> arena_;
    std::mutex mutex_;
    struct Running {
        std::shared_ptr<Job> job;
        std::thread thread;
    };
    std::list<Running> running_;
};

}  // namespace guesslab
