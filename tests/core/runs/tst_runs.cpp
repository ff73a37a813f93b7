// SPDX-License-Identifier: GPL-3.0-or-later
// Results files and runs of many items: records round-trip, a killed run's
// cut-short line is dropped, a resumed run redoes only what is missing and
// ends with the file a run without the kill leaves, bad files are refused
// with their line.
#include "inputerror.h"
#include "itemqueue.h"
#include "itemrun.h"
#include "jsonline.h"
#include "resultscheck.h"
#include "resultsfile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>

using namespace guesslab;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void spit(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// A run whose items are numbers and whose result is a slow-to-guess value:
// the least of the item's digits' squares summed with a pruning bound.
ItemWork squares(size_t n, std::vector<size_t>* computed = nullptr) {
    ItemWork w;
    for (size_t i = 0; i < n; ++i)
        w.items.push_back(std::string("n").append(std::to_string(i)));
    w.compute = [computed](size_t i, int64_t bound, JobContext&) {
        if (computed)
            computed->push_back(i);
        const int64_t value = static_cast<int64_t>((i * 7919) % 101);
        JsonLine r;
        if (value < bound)
            r.set("value", value).set("exact", true);
        else
            r.set("value", bound).set("exact", false);
        return r;
    };
    w.boundOf = [](const JsonLine& r) -> std::optional<int64_t> {
        if (r.flag("exact").value_or(false))
            return r.integer("value");
        return std::nullopt;
    };
    return w;
}

// The records without their times, sorted: what two runs must agree on.
std::vector<std::string> content(const std::string& path) {
    std::vector<std::string> out;
    const ResultsFile file = ResultsFile::read(path);
    for (JsonLine r : file.records()) {
        r.set("seconds", nullptr);
        out.push_back(r.format());
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

class TestRuns : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Hand-out order: in order without keys; with keys, a worker keeps to
    // its key while items of it are left, and does not start a key another
    // worker is on; every item is handed out exactly once.
    void itemQueueKeepsKeysTogether() {
        ItemQueue plain({3, 1, 2}, {});
        QCOMPARE(plain.take(0), size_t{3});
        QCOMPARE(plain.take(5), size_t{1});
        plain.putBack(1);
        QCOMPARE(plain.take(0), size_t{1});
        QCOMPARE(plain.take(0), size_t{2});
        QVERIFY(plain.empty());

        //                         0       1       2       3       4       5
        const std::vector<std::string> keys{"acert", "aelst", "acert", "aeirs", "aelst", "acert"};
        ItemQueue q({0, 1, 2, 3, 4, 5}, keys);
        QCOMPARE(q.take(0), size_t{0});  // worker 0 on acert
        QCOMPARE(q.take(1), size_t{1});  // worker 1 on aelst
        QCOMPARE(q.take(0), size_t{2});  // acert again, though 1.. came first
        QCOMPARE(q.take(1), size_t{4});  // the rest of aelst
        QCOMPARE(q.take(1), size_t{3});  // aelst done: a key nobody is on, not acert
        QCOMPARE(q.take(0), size_t{5});
        QVERIFY(q.empty());

        // Random keys and workers: each item once.
        std::mt19937 rng(5);
        for (int round = 0; round < 50; ++round) {
            const size_t n = 1 + rng() % 40;
            std::vector<std::string> k(n);
            std::vector<size_t> pending;
            for (size_t i = 0; i < n; ++i) {
                k[i] = round % 5 == 0 ? std::string() : std::string(1, char('a' + rng() % 4));
                if (rng() % 4)
                    pending.push_back(i);
            }
            ItemQueue r(pending, k);
            std::vector<size_t> got;
            while (!r.empty()) {
                got.push_back(r.take(static_cast<int>(rng() % 3)));
                if (rng() % 7 == 0)
                    r.putBack(got.back()), got.pop_back();
            }
            std::sort(got.begin(), got.end());
            QCOMPARE(got, pending);
        }
    }

    void jsonRoundTrips() {
        JsonLine a;
        a.set("item", std::string("salet"))
            .set("total", int64_t{7920})
            .set("exact", true)
            .set("average", 3.4212)
            .set("whole", 2.0)
            .set("none", nullptr)
            .set("chain", std::vector<std::string>{"a\"b", "c\\d", "\t\n", "ü"})
            .set("empty", std::vector<std::string>{});
        const std::string text = a.format();
        QVERIFY(text.find('\n') == std::string::npos);
        QCOMPARE(JsonLine::parse(text), a);
        QCOMPARE(JsonLine::parse(text).format(), text);
        QCOMPARE(*a.integer("total"), int64_t{7920});
        QVERIFY(!a.integer("average"));
        QCOMPARE(*JsonLine::parse(R"( { "x" : "\u00fc\ud83d\ude00\/" } )").text("x"),
                 std::string("ü😀/"));
        // Random lines: what is written reads back equal.
        std::mt19937 rng(7);
        for (int round = 0; round < 200; ++round) {
            JsonLine r;
            const int fields = static_cast<int>(rng() % 6);
            for (int f = 0; f < fields; ++f) {
                std::string s;
                for (int k = static_cast<int>(rng() % 8); k > 0; --k)
                    s += static_cast<char>(1 + rng() % 126);
                const std::string key = std::string("k").append(std::to_string(f));
                switch (rng() % 5) {
                    case 0:
                        r.set(key, s);
                        break;
                    case 1:
                        r.set(key, static_cast<int64_t>(rng()) - (1LL << 31));
                        break;
                    case 2:
                        r.set(key, std::ldexp(double(rng()), -int(rng() % 40)));
                        break;
                    case 3:
                        r.set(key, rng() % 2 == 0);
                        break;
                    default:
                        r.set(key, std::vector<std::string>{s, s + "x"});
                }
            }
            QCOMPARE(JsonLine::parse(r.format()), r);
        }
    }

    void jsonRefusesBadLines() {
        for (const char* bad :
             {"", "{", "{\"a\":}", "{\"a\":1,}", "{\"a\":1} x", "[1]", "{\"a\":\"x}", "{\"a\":[1]}",
              "{\"a\":tru}", "{\"a\":1,\"a\":2}", "{\"a\":\"\\q\"}", "{a:1}", "{\"a\":1e}"}) {
            bool refused = false;
            try {
                JsonLine::parse(bad);
            } catch (const std::invalid_argument&) {
                refused = true;
            }
            QVERIFY2(refused, bad);
        }
    }

    void resultsFileSurvivesAKill() {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("r.jsonl")).toStdString();
        JsonLine header;
        header.set("run", std::string("test")).set("items", int64_t{3});
        {
            ResultsFile f = ResultsFile::create(path, header);
            f.append(JsonLine().set("item", std::string("a")).set("value", int64_t{1}));
            f.append(JsonLine().set("item", std::string("b")).set("failed", std::string("oops")));
        }
        // Killed while writing the next line.
        spit(path, slurp(path) + "{\"item\":\"c\",\"val");
        // A new run does not overwrite it.
        QVERIFY_THROWS_EXCEPTION(InputError, ResultsFile::create(path, header));
        // Another run's header is refused, naming what differs.
        JsonLine other = header;
        other.set("items", int64_t{4});
        try {
            ResultsFile::resume(path, other);
            QFAIL("resumed another run's file");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), 1);
            QVERIFY(std::string(e.what()).find("\"items\" differs") != std::string::npos);
        }
        {
            ResultsFile f = ResultsFile::resume(path, header);
            QCOMPARE(f.records().size(), size_t{1});  // a is done; b failed, c cut short
            QVERIFY(f.finished("a") && !f.finished("b") && !f.finished("c"));
            f.append(JsonLine().set("item", std::string("c")).set("value", int64_t{3}));
            f.append(JsonLine().set("item", std::string("a")).set("value", int64_t{9}));
        }
        const std::string text = slurp(path);
        QVERIFY(text.find("\"val{") == std::string::npos);  // the cut line is gone
        const ResultsFile back = ResultsFile::read(path);
        QCOMPARE(back.records().size(), size_t{2});
        QCOMPARE(*back.records()[0].integer("value"), int64_t{1});  // a counted once
        // A broken line in the middle is refused with its number.
        spit(path, text + "not json\n");
        try {
            ResultsFile::read(path);
            QFAIL("read a broken file");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), 6);
        }
        spit(path, "{\"run\":\"test\"}\n{\"value\":1}\n");
        QVERIFY_THROWS_EXCEPTION(InputError, ResultsFile::read(path));
        QVERIFY_THROWS_EXCEPTION(InputError, ResultsFile::read(path + ".missing"));
    }

    // Stopped after some items and resumed: only the rest is computed, and
    // the file ends as an uninterrupted run's.
    void resumedRunEqualsAWholeOne() {
        QTemporaryDir dir;
        const std::string whole = dir.filePath(QStringLiteral("whole")).toStdString();
        const std::string parts = dir.filePath(QStringLiteral("parts")).toStdString();
        JsonLine header;
        header.set("run", std::string("squares"));
        {
            ResultsFile f = ResultsFile::create(whole, header);
            ItemRun run(squares(40), f);
            JobContext ctx;
            run.runHere(ctx, {});
            QCOMPARE(run.status().done, size_t{40});
        }
        for (size_t stopAfter : {size_t{0}, size_t{1}, size_t{17}, size_t{39}}) {
            std::remove(parts.c_str());
            std::vector<size_t> computed;
            {
                ResultsFile f = ResultsFile::create(parts, header);
                ItemRun run(squares(40, &computed), f);
                JobContext ctx;
                if (stopAfter == 0)
                    ctx.cancel();
                run.runHere(ctx, [&](const ItemRunStatus& s) {
                    if (s.done == stopAfter)
                        ctx.cancel();
                });
            }
            QCOMPARE(computed.size(), stopAfter);
            computed.clear();
            {
                ResultsFile f = ResultsFile::resume(parts, header);
                ItemRun run(squares(40, &computed), f);
                QCOMPARE(run.status().resumed, stopAfter);
                JobContext ctx;
                run.runHere(ctx, {});
                QCOMPARE(run.status().done, size_t{40});
            }
            QCOMPARE(computed.size(), 40 - stopAfter);
            QCOMPARE(content(parts), content(whole));
        }
    }

    // Costs: items go out dearest first, ties in list order, on resuming
    // too (finished items left out); blocked runs keep list order; a cost
    // list of the wrong length is refused.
    void costsOrderTheHandOut() {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("costs")).toStdString();
        JsonLine header;
        header.set("run", std::string("costs"));
        ItemWork work = squares(8);
        work.boundOf = nullptr;  // costs are for items that do not bound one another
        work.cost = {1.0, 5.0, 2.0, 5.0, 0.5, 9.0, 2.0, 1.0};
        {
            ResultsFile f = ResultsFile::create(path, header);
            ItemRun run(work, f);
            QCOMPARE(run.pending(), (std::vector<size_t>{5, 1, 3, 2, 6, 0, 7, 4}));
            std::vector<size_t> computed;
            work.compute = [&computed, inner = work.compute](size_t i, int64_t b, JobContext& c) {
                computed.push_back(i);
                return inner(i, b, c);
            };
            ItemRun counted(work, f);
            JobContext ctx;
            counted.runHere(ctx, [&](const ItemRunStatus& st) {
                if (st.done == 3)
                    ctx.cancel();
            });
            QCOMPARE(computed, (std::vector<size_t>{5, 1, 3}));
        }
        {
            ResultsFile f = ResultsFile::resume(path, header);
            ItemRun run(work, f);
            QCOMPARE(run.pending(), (std::vector<size_t>{2, 6, 0, 7, 4}));
        }
        {
            std::remove(path.c_str());
            ResultsFile f = ResultsFile::create(path, header);
            ItemWork blocked = work;
            blocked.blockSize = 3;
            ItemRun run(blocked, f);
            QCOMPARE(run.pending(), (std::vector<size_t>{0, 1, 2, 3, 4, 5, 6, 7}));
            ItemWork wrong = work;
            wrong.cost.pop_back();
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ItemRun(wrong, f));
        }
    }

    // An item that throws is written as failed, reported, and tried again
    // by the next run; a cancelled item is not written.
    void failuresAreKeptAndRetried() {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("f")).toStdString();
        JsonLine header;
        header.set("run", std::string("flaky"));
        bool broken = true;
        ItemWork w = squares(5);
        auto inner = w.compute;
        w.compute = [&](size_t i, int64_t bound, JobContext& ctx) {
            if (i == 2 && broken)
                throw std::runtime_error("out of luck");
            return inner(i, bound, ctx);
        };
        {
            ResultsFile f = ResultsFile::create(path, header);
            ItemRun run(w, f);
            JobContext ctx;
            run.runHere(ctx, {});
            QCOMPARE(run.status().failed, size_t{1});
            QCOMPARE(run.status().done, size_t{4});
        }
        QVERIFY(slurp(path).find("\"failed\":\"out of luck\"") != std::string::npos);
        broken = false;
        {
            ResultsFile f = ResultsFile::resume(path, header);
            ItemRun run(w, f);
            QCOMPARE(run.pending(), std::vector<size_t>{2});
            JobContext ctx;
            run.runHere(ctx, {});
            QCOMPARE(run.status().done, size_t{5});
        }
        // An item of another run is refused.
        {
            ResultsFile f = ResultsFile::resume(path, header);
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ItemRun(squares(3), f));
        }
        JobContext cancelled;
        cancelled.cancel();
        QVERIFY(!runItem(w, 0, ItemWork::kNoBound, cancelled));
    }

    // Items handed out in blocks (cheaper than one by one): the blocks cover
    // the pending items in order; the file is the one an item-by-item run
    // leaves, whatever the block size, also when resumed with another size;
    // a block that throws or miscounts fails each of its items, which the
    // next run tries again; a cancelled block is not written.
    void blocksEqualItems() {
        QTemporaryDir dir;
        JsonLine header;
        header.set("run", std::string("blocks"));
        const auto plainWork = [] {
            ItemWork w = squares(40);
            w.boundOf = nullptr;  // no bound: values do not depend on the order
            return w;
        };
        const auto blockWork = [&](size_t size, std::vector<size_t>* computed = nullptr) {
            ItemWork w = plainWork();
            w.blockSize = size;
            auto one = w.compute;
            w.compute = nullptr;
            w.computeBlock = [one, computed](const std::vector<size_t>& items, int64_t bound,
                                             JobContext& ctx) {
                std::vector<JsonLine> out;
                for (const size_t i : items) {
                    if (computed)
                        computed->push_back(i);
                    out.push_back(one(i, bound, ctx));
                }
                return out;
            };
            return w;
        };
        const std::string whole = dir.filePath(QStringLiteral("whole")).toStdString();
        {
            ResultsFile f = ResultsFile::create(whole, header);
            ItemRun run(plainWork(), f);
            JobContext ctx;
            run.runHere(ctx, {});
        }
        {
            const std::vector<size_t> pending{3, 4, 5, 9, 11, 12, 20};
            const auto blocks = blockWork(3).blocks(pending);
            QCOMPARE(blocks.size(), size_t{3});
            QCOMPARE(blocks[0], (std::vector<size_t>{3, 4, 5}));
            QCOMPARE(blocks[2], (std::vector<size_t>{20}));
            QCOMPARE(blockWork(100).blocks(pending).size(), size_t{1});
            QCOMPARE(blockWork(0).blocks(pending).size(), pending.size());
        }
        for (size_t size : {size_t{1}, size_t{3}, size_t{7}, size_t{40}, size_t{100}}) {
            const std::string path = dir.filePath(QStringLiteral("b%1").arg(size)).toStdString();
            std::vector<size_t> computed;
            {
                ResultsFile f = ResultsFile::create(path, header);
                ItemRun run(blockWork(size, &computed), f);
                JobContext ctx;
                run.runHere(ctx, [&](const ItemRunStatus& s) {
                    QCOMPARE(s.done % size == 0 || s.done == 40, true);
                    if (s.done >= 10)
                        ctx.cancel();  // after the block that reaches 10
                });
            }
            const size_t firstRun = computed.size();
            QCOMPARE(firstRun, std::min<size_t>(40, (10 + size - 1) / size * size));
            {
                ResultsFile f = ResultsFile::resume(path, header);
                ItemRun run(blockWork(5, &computed), f);  // another size
                QCOMPARE(run.status().resumed, firstRun);
                JobContext ctx;
                run.runHere(ctx, {});
                QCOMPARE(run.status().done, size_t{40});
            }
            QCOMPARE(computed.size(), size_t{40});  // each item once
            QCOMPARE(content(path), content(whole));
        }
        // Failures: a block that throws, a block that miscounts.
        for (const bool miscount : {false, true}) {
            const std::string path =
                dir.filePath(QStringLiteral("fail%1").arg(miscount)).toStdString();
            bool broken = true;
            ItemWork w = blockWork(4);
            auto inner = w.computeBlock;
            w.computeBlock = [&, inner](const std::vector<size_t>& items, int64_t bound,
                                        JobContext& ctx) {
                std::vector<JsonLine> out = inner(items, bound, ctx);
                if (broken && items.front() == 8) {
                    if (!miscount)
                        throw std::runtime_error("out of luck");
                    out.pop_back();
                }
                return out;
            };
            {
                ResultsFile f = ResultsFile::create(path, header);
                ItemRun run(w, f);
                JobContext ctx;
                run.runHere(ctx, {});
                QCOMPARE(run.status().failed, size_t{4});
                QCOMPARE(run.status().done, size_t{36});
            }
            const std::string text = slurp(path);
            QVERIFY(text.find(miscount ? "gave 3 records for 4 items" : "out of luck") !=
                    std::string::npos);
            broken = false;
            {
                ResultsFile f = ResultsFile::resume(path, header);
                ItemRun run(w, f);
                QCOMPARE(run.pending(), (std::vector<size_t>{8, 9, 10, 11}));
                JobContext ctx;
                run.runHere(ctx, {});
            }
            QCOMPARE(content(path), content(whole));
        }
        JobContext cancelled;
        cancelled.cancel();
        QVERIFY(!runBlock(blockWork(4), {0, 1, 2, 3}, ItemWork::kNoBound, cancelled));
        QVERIFY(!runBlock(plainWork(), {0, 1}, ItemWork::kNoBound, cancelled));
    }

    // A results file to show is held to its run's kind: the header's figures
    // in range, records of that kind with values in range, no more records
    // than items. Each bad file is named with its line and problem.
    void resultsChecked_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("problem");
        const QString tree = QStringLiteral(
            R"({"run":"tree","mode":"normal","max_guesses":0,"all_totals":true,"candidates":2,)"
            R"("answers":10,"guesses":20,"answer_list":"a","guess_list":"b"})"
            "\n");
        const QString eldrow = QStringLiteral(
            R"({"run":"eldrow","words":5,"word_list":"a","time_limit":0,"count":false})"
            "\n");
        QTest::newRow("good tree")
            << tree + R"({"item":"salet","total":20,"exact":true,"average":2.0})"
                      "\n"
            << 0 << QString();
        // Under a prior a total counts weights: bounded by their sum.
        const QString weighted = QString(tree).replace(
            QStringLiteral("}\n"),
            QStringLiteral(R"(,"prior":"18051b08cbaa88e2","weight_total":40000})"
                           "\n"));
        QTest::newRow("good weighted tree")
            << weighted + R"({"item":"salet","total":138116,"exact":true,"average":3.4529})"
                          "\n"
            << 0 << QString();
        QTest::newRow("weighted total past its weights")
            << weighted + R"({"item":"salet","total":4000001,"exact":true})"
                          "\n"
            << 2 << QStringLiteral("\"total\" is 4000001, outside 0 to 4000000");
        QTest::newRow("no weights")
            << QString(weighted).replace(QStringLiteral("40000}"), QStringLiteral("0}")) << 1
            << QStringLiteral("\"weight_total\" is 0, outside 1 to 4194304");
        QTest::newRow("plain total past its answers")
            << tree + R"({"item":"salet","total":1001,"exact":true})"
                      "\n"
            << 2 << QStringLiteral("\"total\" is 1001, outside 0 to 1000");
        QTest::newRow("unknown run")
            << QStringLiteral("{\"run\":\"poem\"}\n") << 1 << QStringLiteral("is not the results");
        QTest::newRow("no run") << QStringLiteral("{\"mode\":\"normal\"}\n") << 1
                                << QStringLiteral("has no \"run\"");
        QTest::newRow("a length in words")
            << QStringLiteral(
                   R"({"run":"nerdle-rank","length":"sixteen","solutions":5,"guesses":5})"
                   "\n")
            << 1 << QStringLiteral("\"length\" is not a whole number");
        QTest::newRow("no candidates")
            << QString(tree).replace(QStringLiteral("\"candidates\":2"),
                                     QStringLiteral("\"candidates\":0"))
            << 1 << QStringLiteral("\"candidates\" is 0, outside 1 to 20");
        QTest::newRow("another kind's record")
            << tree + R"({"item":"salet","longest":3,"proven":true,"chain":[]})"
                      "\n"
            << 2 << QStringLiteral("has no \"exact\"");
        QTest::newRow("longest too long")
            << eldrow + R"({"item":"crane","longest":9223372036854775807,"proven":true,"chain":[]})"
                        "\n"
            << 2 << QStringLiteral("\"longest\" is 9223372036854775807, outside 0 to 5");
        QTest::newRow("chain and length disagree")
            << eldrow + R"({"item":"crane","longest":3,"proven":true,"chain":["crane"]})"
                        "\n"
            << 2 << QStringLiteral("its chain has 1 words");
        QTest::newRow("more records than items")
            << tree + R"({"item":"a","total":20,"exact":false})"
                      "\n"
                      R"({"item":"b","total":20,"exact":false})"
                      "\n"
                      R"({"item":"c","total":20,"exact":false})"
                      "\n"
            << 4 << QStringLiteral("is item 3, but the run has only 2");
    }
    void resultsChecked() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("r.jsonl")).toStdString();
        spit(path, text.toStdString());
        try {
            checkResults(ResultsFile::read(path));
            QVERIFY2(problem.isEmpty(), "no error");
        } catch (const InputError& e) {
            QVERIFY2(!problem.isEmpty(), e.what());
            QCOMPARE(e.source(), path);
            QCOMPARE(e.line(), line);
            QVERIFY2(QString::fromStdString(e.what()).contains(problem), e.what());
        }
    }

    // A pipe or a device as a results file is refused, to read or to write to.
    void resultsFileIsAFile() {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath(QStringLiteral("pipe")).toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        JsonLine header;
        header.set("run", std::string("tree"));
        for (const std::string& path : {fifo, std::string("/dev/zero")}) {
            QVERIFY_THROWS_EXCEPTION(InputError, ResultsFile::read(path));
            QVERIFY_THROWS_EXCEPTION(InputError, ResultsFile::resume(path, header));
        }
    }
};

QTEST_GUILESS_MAIN(TestRuns)
#include "tst_runs.moc"
