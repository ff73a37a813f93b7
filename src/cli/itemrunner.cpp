#include "itemrunner.h"

#include "itemqueue.h"

#include "clierror.h"
#include "engine.h"
#include "inputerror.h"
#include "mpiworld.h"

#include <condition_variable>
#include <csignal>
#include <mutex>
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

// One item at a time on this process's engine; the outcome is waited for
// without polling, while signals are still noticed.
class LocalWorker {
public:
    LocalWorker(const ItemWork& work, int threads) : work_(work), engine_(threads) {}

    bool busy() const { return busy_; }
    size_t item() const { return item_; }
    void start(size_t item, int64_t bound) {
        busy_ = true;
        item_ = item;
        done_ = false;
        result_.reset();
        job_ = engine_.start<std::optional<JsonLine>>(
            [this, item, bound](JobContext& ctx) { return runItem(work_, item, bound, ctx); }, {},
            [this](JobOutcome<std::optional<JsonLine>> outcome) {
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
    // Waits up to `wait` for the item; true when it ended (see result()).
    bool finished(std::chrono::microseconds wait) {
        std::unique_lock lock(mutex_);
        if (!cv_.wait_for(lock, wait, [this] { return done_; }))
            return false;
        lock.unlock();
        job_->wait();
        busy_ = false;
        return true;
    }
    // The record, or nothing when the item was cancelled.
    std::optional<JsonLine> result() { return std::move(result_); }

private:
    const ItemWork& work_;
    Engine engine_;
    std::shared_ptr<Job> job_;
    bool busy_ = false;
    size_t item_ = 0;
    std::mutex mutex_;
    std::condition_variable cv_;
    bool done_ = false;
    std::optional<JsonLine> result_;
};

std::string assignment(size_t item, int64_t bound) {
    return std::to_string(item) + " " + std::to_string(bound);
}

// The other processes: ask for an item, compute it, send the record back.
void workerLoop(MpiWorld& world, const ItemWork& work, int threads) {
    LocalWorker local(work, threads);
    world.send(0, kReady, {});
    for (;;) {
        const MpiWorld::Message m = world.receive();
        if (m.tag != kItem)
            return;  // kStop
        std::istringstream in(m.text);
        size_t item = 0;
        int64_t bound = 0;
        in >> item >> bound;
        local.start(item, bound);
        while (!local.finished(std::chrono::milliseconds(50)))
            if (gSignal)
                local.cancel();
        const auto record = local.result();
        if (record)
            world.send(0, kResult, record->format());
        else
            world.send(0, kCancelled, std::to_string(item));
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
    ItemQueue queue(run->pending(), work.affinity);
    constexpr int kHere = 0;  // the coordinator's own worker; the others by rank
    int remoteLeft = world.size() - 1;
    LocalWorker local(work, threads);
    bool stopping = false;
    const auto keep = [&](const JsonLine& record) {
        run->record(record);
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
            local.start(queue.take(kHere), run->bound());
        }
        const bool remote = remoteLeft > 0;
        if (local.busy() && local.finished(remote ? std::chrono::microseconds(200)
                                                  : std::chrono::microseconds(50000))) {
            if (auto record = local.result())
                keep(*record);
            else if (!stopping)
                queue.putBack(local.item());
        }
        while (remoteLeft > 0) {
            const auto m = world.poll();
            if (!m)
                break;
            if (m->tag == kResult)
                keep(JsonLine::parse(m->text));
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
            world.send(m->from, kItem, assignment(queue.take(m->from), run->bound()));
        }
        if (!local.busy() && remoteLeft == 0 && (stopping || queue.empty()))
            break;
        if (!local.busy() && remote)
            std::this_thread::sleep_for(std::chrono::microseconds(200));
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
