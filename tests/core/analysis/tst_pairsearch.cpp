// SPDX-License-Identifier: GPL-3.0-or-later
// The two-word opener search against brute force over every pair, on reduced
// lists (random and sampled from the bundled ones), for several K, thread
// counts and options; the search's own bookkeeping; the time limit.
#include "engine.h"
#include "pairsearch.h"
#include "referencegrader.h"
#include "testlists.h"
#include "wordlistloader.h"

#include <QtTest>

#include <map>

using namespace guesslab;

namespace {

struct Case {
    GameLists lists;
    PatternMatrix matrix;
};

Case sampled(unsigned seed, size_t guesses, size_t answers) {
    std::mt19937 rng(seed);
    const GameLists full(WordListLoader().load("bundled:wordle-answers-2315").list,
                         WordListLoader().load("bundled:wordle-guesses-12972").list);
    GameLists lists(test::sampleList(rng, full.answers(), answers),
                    test::sampleList(rng, full.guesses(), guesses), true);
    PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
    return {std::move(lists), std::move(m)};
}

Case randomCase(unsigned seed, int length, size_t guesses, size_t answers) {
    std::mt19937 rng(seed);
    const Alphabet a("abcdefgh");
    GameLists lists(test::randomList(rng, a, length, answers),
                    test::randomList(rng, a, length, guesses), true);
    PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
    return {std::move(lists), std::move(m)};
}

PairSearchResult search(const Case& c, const CandidateSet& cands, const PairSearchOptions& o,
                        int threads) {
    Engine engine(threads);
    auto outcome = engine.run<PairSearchResult>(
        [&](JobContext& ctx) { return searchPairs(c.lists, c.matrix, cands, o, &ctx); });
    if (outcome.status != JobStatus::Finished)
        qFatal("search failed: %s", outcome.error.c_str());
    return *outcome.result;
}

// Same pairs in the same order with the same figures.
void compare(const PairSearchResult& got, const PairSearchResult& want) {
    QCOMPARE(got.pairs.size(), want.pairs.size());
    for (size_t i = 0; i < want.pairs.size(); ++i) {
        QCOMPARE(got.pairs[i].first, want.pairs[i].first);
        QCOMPARE(got.pairs[i].second, want.pairs[i].second);
        QCOMPARE(got.pairs[i].key, want.pairs[i].key);
        QCOMPARE(got.pairs[i].classes, want.pairs[i].classes);
        QCOMPARE(got.pairs[i].largest, want.pairs[i].largest);
        QVERIFY(qAbs(got.pairs[i].remaining - want.pairs[i].remaining) < 1e-12);
    }
}

}  // namespace

class TestPairSearch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void agreesWithBruteForce_data() {
        QTest::addColumn<int>(
            "source");  // 0 bundled sample, 1 random 5 letters, 2 random 6 letters
        QTest::addColumn<int>("top");
        QTest::addColumn<bool>("answersOnly");
        QTest::addColumn<bool>("weighted");
        for (int source : {0, 1, 2})
            for (int top : {1, 10})
                for (bool answersOnly : {false, true})
                    for (bool weighted : {false, true})
                        QTest::addRow("source %d K=%d%s%s", source, top,
                                      answersOnly ? " answers-only" : "",
                                      weighted ? " weighted" : "")
                            << source << top << answersOnly << weighted;
    }
    void agreesWithBruteForce() {
        QFETCH(int, source);
        QFETCH(int, top);
        QFETCH(bool, answersOnly);
        QFETCH(bool, weighted);
        const unsigned seed = static_cast<unsigned>(source * 100 + top);
        const Case c =
            source == 0 ? sampled(seed, 220, 150) : randomCase(seed, source == 1 ? 5 : 6, 220, 150);
        CandidateSet cands = CandidateSet::all(c.lists.answers().size());
        if (weighted) {
            std::mt19937 rng(seed);
            std::vector<double> w(c.lists.answers().size());
            for (double& x : w)
                x = (rng() % 10 == 0) ? 0.0 : 0.05 + static_cast<double>(rng() % 1000) / 37.0;
            cands = cands.withWeights(w);
        }
        PairSearchOptions o;
        o.top = static_cast<size_t>(top);
        o.answersOnly = answersOnly;
        const PairSearchResult want = bruteForcePairs(c.lists, c.matrix, cands, o);
        for (int threads : {1, 2}) {
            const PairSearchResult got = search(c, cands, o, threads);
            QVERIFY(got.proven);
            QCOMPARE(got.totalPairs, want.totalPairs);
            QCOMPARE(got.evaluated + got.pruned, got.totalPairs);
            QVERIFY(got.abandoned <= got.pruned);
            compare(got, want);
        }
    }

    void fixedFirstWord() {
        const Case c = sampled(7, 300, 200);
        const CandidateSet cands = CandidateSet::all(c.lists.answers().size());
        for (WordId first : {WordId{0}, WordId{17}, WordId{299}}) {
            PairSearchOptions o;
            o.top = 10;
            o.first = first;
            const PairSearchResult want = bruteForcePairs(c.lists, c.matrix, cands, o);
            const PairSearchResult got = search(c, cands, o, 2);
            QCOMPARE(got.totalPairs, uint64_t{c.lists.guesses().size() - 1});
            QCOMPARE(got.evaluated + got.pruned, got.totalPairs);
            compare(got, want);
            for (const PairResult& p : got.pairs)
                QVERIFY(p.first == first || p.second == first);
        }
    }

    // The measures of a pair, checked against a count with the reference grader.
    void measurePairByHand() {
        const Case c = sampled(3, 50, 80);
        const CandidateSet cands = CandidateSet::all(c.lists.answers().size());
        const PairResult r = measurePair(c.matrix, cands, 4, 9);
        std::map<std::pair<uint16_t, uint16_t>, int> classes;
        for (WordId a = 0; a < c.lists.answers().size(); ++a)
            ++classes[{
                gradeReference(c.lists.guesses().symbols(4), c.lists.answers().symbols(a)).value,
                gradeReference(c.lists.guesses().symbols(9), c.lists.answers().symbols(a)).value}];
        double sum = 0;
        int largest = 0;
        for (const auto& [k, n] : classes) {
            sum += n * std::log2(double(n));
            largest = std::max(largest, n);
        }
        QCOMPARE(r.classes, uint32_t(classes.size()));
        QCOMPARE(r.largest, uint32_t(largest));
        QVERIFY(qAbs(r.remaining - sum / 80.0) < 1e-9);
    }

    void timeLimitAndCancel() {
        const Case c = sampled(11, 2000, 600);
        const CandidateSet cands = CandidateSet::all(c.lists.answers().size());
        PairSearchOptions o;
        o.top = 5;
        o.timeLimitSeconds = 1e-6;  // stops at the first check: best found, not proven
        const PairSearchResult r = search(c, cands, o, 2);
        QVERIFY(!r.proven);
        QVERIFY(!r.pairs.empty());  // the seeded pairs at least
        JobContext ctx;
        ctx.cancel();
        const PairSearchResult cancelled = searchPairs(c.lists, c.matrix, cands, {}, &ctx);
        QVERIFY(!cancelled.proven);
    }

    void statusReportsAndHistory() {
        const Case c = sampled(5, 400, 300);
        const CandidateSet cands = CandidateSet::all(c.lists.answers().size());
        PairSearchOptions o;
        o.top = 3;
        int reports = 0;
        o.onStatus = [&](const PairSearchStatus& s) {
            ++reports;
            QVERIFY(s.best.size() <= 3);
            QVERIFY(s.fraction >= 0 && s.fraction <= 1);
        };
        const PairSearchResult r = search(c, cands, o, 2);
        QVERIFY(reports >= 2);
        QVERIFY(!r.history.empty());
        for (size_t i = 1; i < r.history.size(); ++i)
            QVERIFY(r.history[i].best <= r.history[i - 1].best + 1e-12);
        QVERIFY(qAbs(r.history.back().best - r.pairs.front().remaining) < 1e-9);
    }

    void badOptions() {
        const Case c = sampled(5, 40, 30);
        const CandidateSet cands = CandidateSet::all(c.lists.answers().size());
        PairSearchOptions o;
        o.top = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, searchPairs(c.lists, c.matrix, cands, o));
        o.top = 3;
        o.first = 1000;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, searchPairs(c.lists, c.matrix, cands, o));
    }
};

QTEST_APPLESS_MAIN(TestPairSearch)
#include "tst_pairsearch.moc"
