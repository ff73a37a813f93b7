// SPDX-License-Identifier: GPL-3.0-or-later
// The job engine: results, progress, cancellation, failures, arena size,
// jobs still running when the engine goes away, and its large buffers.
#include "engine.h"
#include "largebuffer.h"
#include "memorybudget.h"
#include "patternmatrix.h"
#include "wordlistloader.h"

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <QtTest>

#include <atomic>
#include <thread>

using namespace guesslab;
using namespace std::chrono_literals;

class TestEngine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A table over the budget is refused before any of it is allocated, with
    // its size and the budget named; under the budget it is built.
    void memoryBudget() {
        const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
        qputenv("GUESSLAB_MEMORY_BUDGET", "1M");
        QCOMPARE(guesslab::memoryBudget(), uint64_t{1} << 20);
        try {
            PatternMatrix::allocate(guesses, answers);
            QFAIL("allocated over the budget");
        } catch (const MemoryLimitError& e) {
            const std::string text = e.what();
            QVERIFY2(
                text.find("12972 guesses x 2315 answers would need 29 MiB") != std::string::npos &&
                    text.find("budget of 1 MiB (set by GUESSLAB_MEMORY_BUDGET)") !=
                        std::string::npos,
                e.what());
        }
        qputenv("GUESSLAB_MEMORY_BUDGET", "0.5G");
        QCOMPARE(guesslab::memoryBudget(), uint64_t{1} << 29);
        QVERIFY(PatternMatrix::build(guesses, answers).complete());
        qunsetenv("GUESSLAB_MEMORY_BUDGET");
        QVERIFY(guesslab::memoryBudget() > (uint64_t{1} << 28));  // half of this machine's memory
        QCOMPARE(formatBytes(uint64_t{3} << 30), std::string("3.0 GiB"));
    }

    // A large buffer keeps what is written to it, small or over several
    // huge pages, and starts on a huge-page boundary; asked for plain memory
    // when small, only the large one does.
    void largeBufferKeepsItsCells() {
        using Buffer = LargeBuffer<uint32_t>;
        for (const Buffer::Small small : {Buffer::Small::Aligned, Buffer::Small::Plain})
            for (const size_t count : {size_t{10}, size_t{3} << 20}) {  // 40 bytes, 12 MB
                Buffer buffer(count, small);
                QCOMPARE(buffer.size(), count);
                if (small == Buffer::Small::Aligned || count > 10)
                    QCOMPARE(reinterpret_cast<uintptr_t>(buffer.data()) % (uintptr_t{2} << 20),
                             uintptr_t{0});
                for (size_t i = 0; i < count; ++i)
                    buffer[i] = static_cast<uint32_t>(i * 2654435761u);
                for (size_t i = 0; i < count; i += 1 + i / 2)
                    QCOMPARE(buffer[i], static_cast<uint32_t>(i * 2654435761u));
                QCOMPARE(buffer[count - 1], static_cast<uint32_t>((count - 1) * 2654435761u));
            }
        const LargeBuffer<uint8_t> empty;
        QCOMPARE(empty.size(), size_t{0});
        QVERIFY(empty.data() == nullptr);
    }

    void resultAndProgress() {
        Engine engine(2);
        std::atomic<int> reports{0};
        std::atomic<double> last{-1};
        auto outcome = engine.run<long>(
            [](JobContext& ctx) {
                ctx.beginPhase("summing", 1000);
                std::atomic<long> sum{0};
                tbb::parallel_for(0, 1000, [&](int i) {
                    sum += i;
                    std::this_thread::sleep_for(100us);
                    ctx.advance();
                });
                ctx.report({1.0, "done"});
                return sum.load();
            },
            [&](const Progress& p) {
                ++reports;
                last = p.fraction;
            });
        QCOMPARE(outcome.status, JobStatus::Finished);
        QCOMPARE(*outcome.result, 999L * 1000 / 2);
        QVERIFY(reports >= 2);
        QCOMPARE(last.load(), 1.0);
        QVERIFY(outcome.elapsed.count() > 0);
    }

    // Three runs of one job: the fraction climbs from 0 to 1 once, each
    // report names its run, and a run's own phase text stays as it was.
    void stagesMapIntoOneClimb() {
        std::vector<Progress> seen;
        JobContext ctx([&](const Progress& p) { seen.push_back(p); }, 0ms);
        const char* names[] = {"first", "second", "third"};
        for (int run = 0; run < 3; ++run) {
            ctx.setStage(names[run], {}, run / 3.0, 1 / 3.0);
            ctx.beginPhase("playing", 4);
            for (int i = 0; i < 4; ++i)
                ctx.advance();
        }
        QCOMPARE(seen.size(), size_t{15});
        double previous = -1;
        for (const Progress& p : seen) {
            QVERIFY(p.fraction >= previous);
            previous = p.fraction;
            QCOMPARE(p.text, std::string("playing"));
        }
        QCOMPARE(seen.front().fraction, 0.0);
        QCOMPARE(seen.front().stage, std::string("first"));
        QCOMPARE(seen[5].stage, std::string("second"));
        QVERIFY(std::abs(seen[5].fraction - 1 / 3.0) < 1e-12);
        QVERIFY(std::abs(seen.back().fraction - 1.0) < 1e-12);
        QCOMPARE(seen.back().stage, std::string("third"));
    }

    void arenaHasTheChosenSize() {
        for (int threads : {1, 2}) {
            Engine engine(threads);
            QCOMPARE(engine.threads(), threads);
            auto outcome = engine.run<int>(
                [](JobContext&) { return tbb::this_task_arena::max_concurrency(); });
            QCOMPARE(*outcome.result, threads);
        }
    }

    void cancelStopsAJobAndKeepsItsResult() {
        Engine engine(2);
        std::atomic<bool> started{false};
        auto job = engine.start<int>([&](JobContext& ctx) {
            started = true;
            int rounds = 0;
            while (!ctx.cancelled()) {
                std::this_thread::sleep_for(1ms);
                ++rounds;
            }
            return rounds;
        });
        QTRY_VERIFY(started.load());
        QVERIFY(!job->finished());
        job->cancel();
        job->wait();
        QCOMPARE(job->outcome().status, JobStatus::Cancelled);
        QVERIFY(job->outcome().result.has_value());
    }

    void failureCarriesTheMessage() {
        Engine engine(1);
        auto outcome =
            engine.run<int>([](JobContext&) -> int { throw std::runtime_error("list too large"); });
        QCOMPARE(outcome.status, JobStatus::Failed);
        QCOMPARE(outcome.error, std::string("list too large"));
        QVERIFY(!outcome.result);
    }

    void doneCallbackRunsOnce() {
        Engine engine(2);
        std::atomic<int> calls{0};
        auto job = engine.start<int>([](JobContext&) { return 7; }, {},
                                     [&](JobOutcome<int> o) {
                                         QCOMPARE(*o.result, 7);
                                         ++calls;
                                     });
        job->wait();
        QCOMPARE(calls.load(), 1);
    }

    void manyJobsAtOnce() {
        Engine engine(2);
        std::vector<std::shared_ptr<TypedJob<int>>> jobs;
        for (int i = 0; i < 20; ++i)
            jobs.push_back(engine.start<int>([i](JobContext&) {
                std::this_thread::sleep_for(2ms);
                return i * i;
            }));
        for (int i = 0; i < 20; ++i) {
            jobs[size_t(i)]->wait();
            QCOMPARE(*jobs[size_t(i)]->outcome().result, i * i);
        }
    }

    // Destroying the engine cancels and joins what still runs.
    void engineDestructionCancels() {
        std::shared_ptr<TypedJob<int>> job;
        {
            Engine engine(2);
            job = engine.start<int>([](JobContext& ctx) {
                while (!ctx.cancelled())
                    std::this_thread::sleep_for(1ms);
                return 1;
            });
        }
        QVERIFY(job->finished());
        QCOMPARE(job->outcome().status, JobStatus::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
