// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemrunner.h"

#include "itemqueue.h"

#include "clierror.h"
#include "engine.h"
#include "inputerror.h"
#include "mpiworld.h"

#include <algorithm>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <numeric>
#include <sstream>

namespace guesslab::cli {

namespace {

enum Tag { kReady = 1, kResult, kCancelled, kItem, kStop };

volatile std::sig_atomic_t gSignal = 0;

extern "C" void onSignal(int signal) {
    gSignal = signal;
}

// Ctrl+C and SIGTERM ask the run to stop while it lasts.
class SignalGuard {
public:
    SignalGuard() {
        gSignal = 0;
        struct sigaction action {};
        action.sa_handler = onSignal;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &oldInt_);
        sigaction(SIGTERM, &action, &oldTerm_);
    }
    ~SignalGuard() {
        sigaction(SIGINT, &oldInt_, nullptr);
        sigaction(SIGTERM, &oldTerm_, nullptr);
    }

private:
    struct sigaction oldInt_ {};
    struct sigaction oldTerm_ {};
};

// One block of items at a time on this process's engine; the outcome is
// waited for without polling, while signals are still noticed.
class LocalWorker {
public:
    LocalWorker(const ItemWork& work, int threads) : work_(work), engine_(threads) {}

    bool busy() const { return busy_; }
    size_t block() const { return block_; }
    void start(size_t block, std::vector<size_t> items, int64_t bound) {
        busy_ = true;
        block_ = block;
        done_ = false;
        result_.reset();
        job_ = engine_.start<std::optional<std::vector<JsonLine>>>(
            [this, items = std::move(items), bound](JobContext& ctx) {
                return runBlock(work_, items, bound, ctx);
            },
            {},
            [this](JobOutcome<std::optional<std::vector<JsonLine>>> outcome) {
                std::lock_guard lock(mutex_);
                if (outcome.result)
                    result_ = std::move(*outcome.result);
                done_ = true;
                cv_.notify_all();
            });
    }
    void cancel() {
        if (job_)
            job_->cancel();
    }
    // Waits up to `wait` for the block; true when it ended (see result()).
    bool finished(std::chrono::microseconds wait) {
        std::unique_lock lock(mutex_);
        if (!cv_.wait_for(lock, wait, [this] { return done_; }))
            return false;
        lock.unlock();
        job_->wait();
        busy_ = false;
        return true;
    }
    // The records, or nothing when the block was cancelled.
    std::optional<std::vector<JsonLine>> result() { return std::move(result_); }

private:
    const ItemWork& work_;
    Engine engine_;
    std::shared_ptr<Job> job_;
    bool busy_ = false;
    size_t block_ = 0;
    std::mutex mutex_;
    std::condition_variable cv_;
    bool done_ = false;
    std::optional<std::vector<JsonLine>> result_;
};

// "block bound item item ...": what a worker is given.
std::string assignment(size_t block, const std::vector<size_t>& items, int64_t bound) {
    std::string text = std::to_string(block);
    text += ' ';
    text += std::to_string(bound);
    for (const size_t i : items) {
        text += ' ';
        text += std::to_string(i);
    }
    return text;
}

std::string joinLines(const std::vector<JsonLine>& records) {
    std::string text;
    for (const JsonLine& r : records)
        text += r.format() + '\n';
    return text;
}

std::vector<JsonLine> splitLines(const std::string& text) {
    std::vector<JsonLine> records;
    for (size_t at = 0; at < text.size();) {
        const size_t end = text.find('\n', at);
        records.push_back(JsonLine::parse(std::string_view(text).substr(at, end - at)));
        at = end + 1;
    }
    return records;
}

// The other processes: ask for a block, compute it, send the records back.
void workerLoop(MpiWorld& world, const ItemWork& work, int threads) {
    LocalWorker local(work, threads);
    world.send(0, kReady, {});
    for (;;) {
        const MpiWorld::Message m = world.receive();
        if (m.tag != kItem)
            return;  // kStop
        std::istringstream in(m.text);
        size_t block = 0;
        int64_t bound = 0;
        in >> block >> bound;
        std::vector<size_t> items;
        for (size_t i = 0; in >> i;)
            items.push_back(i);
        local.start(block, std::move(items), bound);
        while (!local.finished(std::chrono::milliseconds(50)))
            if (gSignal)
                local.cancel();
        const auto records = local.result();
        if (records)
            world.send(0, kResult, joinLines(*records));
        else
            world.send(0, kCancelled, std::to_string(block));
    }
}

}  // namespace

RunEnd runItems(const ItemWork& work, const JsonLine& header, const ResultsOptions& options,
                int threads, const QString& noun, RunProgress::BestText best) {
    MpiWorld& world = MpiWorld::get();
    SignalGuard signals;
    RunEnd end;
    if (world.rank() > 0) {
        workerLoop(world, work, threads);
        end.coordinator = false;
        return end;
    }
    const std::string path = options.path().toStdString();
    std::optional<ResultsFile> file;
    std::optional<ItemRun> run;
    try {
        file.emplace(options.resume() ? ResultsFile::resume(path, header)
                                      : ResultsFile::create(path, header));
        run.emplace(work, *file);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    RunProgress progress(noun, options.quiet(), std::move(best));
    const std::vector<std::vector<size_t>> blocks = work.blocks(run->pending());
    std::vector<size_t> blockIds(blocks.size());
    std::iota(blockIds.begin(), blockIds.end(), size_t{0});
    ItemQueue queue(blockIds, work.blockAffinity(blocks));
    constexpr int kHere = 0;  // the coordinator's own worker; the others by rank
    int remoteLeft = world.size() - 1;
    LocalWorker local(work, threads);
    bool stopping = false;
    // With other processes, this one polls for their messages: every 200 µs
    // while items are short, up to every 5 ms when a hand-out takes seconds
    // (a Nerdle block), so polling stays under about 1 % of a core.
    double handedOut = 0, handOutSeconds = 0;
    const auto pollEvery = [&] {
        const double mean = handedOut > 0 ? handOutSeconds / handedOut : 0;
        return std::chrono::microseconds(
            std::clamp<int64_t>(static_cast<int64_t>(mean * 1e6 / 100), 200, 5000));
    };
    const auto keep = [&](const std::vector<JsonLine>& records) {
        for (const JsonLine& record : records)
            if (const auto* seconds = record.find("seconds"))
                if (const double* d = std::get_if<double>(seconds))
                    handOutSeconds += *d;
        ++handedOut;
        run->record(records);
        for (const JsonLine& record : records)
            if (record.find("failed"))
                std::fprintf(stderr, "%s: item %s failed: %s\n", path.c_str(),
                             record.text("item")->c_str(), record.text("failed")->c_str());
        progress.update(run->status());
    };
    progress.update(run->status());
    for (;;) {
        if (gSignal && !stopping) {
            stopping = true;
            local.cancel();
        }
        if (!local.busy() && !stopping && !queue.empty()) {
            const size_t b = queue.take(kHere);
            local.start(b, blocks[b], run->bound());
        }
        const bool remote = remoteLeft > 0;
        if (local.busy() &&
            local.finished(remote ? pollEvery() : std::chrono::microseconds(50000))) {
            if (auto records = local.result())
                keep(*records);
            else if (!stopping)
                queue.putBack(local.block());
        }
        while (remoteLeft > 0) {
            const auto m = world.poll();
            if (!m)
                break;
            if (m->tag == kResult)
                keep(splitLines(m->text));
            if (m->tag == kCancelled) {  // that process was stopped: its item goes back
                queue.putBack(std::stoul(m->text));
                world.send(m->from, kStop, {});
                --remoteLeft;
                continue;
            }
            if (stopping || queue.empty()) {
                world.send(m->from, kStop, {});
                --remoteLeft;
                continue;
            }
            const size_t b = queue.take(m->from);
            world.send(m->from, kItem, assignment(b, blocks[b], run->bound()));
        }
        if (!local.busy() && remoteLeft == 0 && (stopping || queue.empty()))
            break;
        if (!local.busy() && remote)
            std::this_thread::sleep_for(pollEvery());
        progress.update(run->status());
    }
    file->sync();
    end.stopped = stopping;
    end.status = run->status();
    end.records = file->records();
    progress.finish(end.status);
    return end;
}

QJsonObject runJson(const RunEnd& end, const QString& path, bool proven) {
    return {{QStringLiteral("results"), path},
            {QStringLiteral("items"), static_cast<qint64>(end.status.total)},
            {QStringLiteral("done"), static_cast<qint64>(end.status.done)},
            {QStringLiteral("failed"), static_cast<qint64>(end.status.failed)},
            {QStringLiteral("stopped"), end.stopped},
            {QStringLiteral("proven"), proven}};
}

int exitCode(const RunEnd& end) {
    if (end.stopped)
        return kExitStopped;
    return end.status.failed > 0 ? kExitFailure : kExitOk;
}

}  // namespace guesslab::cli
