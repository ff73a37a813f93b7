// SPDX-License-Identifier: GPL-3.0-or-later
// Ranking: the seed's figure, measures checked by hand, the parallel kernel
// against the readable partition and against a naive oracle, determinism.
#include "engine.h"
#include "partition.h"
#include "ranking.h"
#include "referencegrader.h"
#include "testlists.h"
#include "testrankings.h"
#include "wordlistloader.h"

#include <QtTest>

#include <cmath>
#include <map>

using namespace guesslab;

namespace {

GameLists bundled(const char* answers, const char* guesses) {
    return GameLists(WordListLoader().load(std::string("bundled:") + answers).list,
                     WordListLoader().load(std::string("bundled:") + guesses).list);
}

Ranking rank(const GameLists& lists, const CandidateSet& candidates, int threads = 2) {
    Engine engine(threads);
    auto outcome = engine.run<Ranking>([&](JobContext& ctx) {
        const PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers(), &ctx);
        return rankGuesses(lists, m, candidates, {}, &ctx);
    });
    if (outcome.status != JobStatus::Finished)
        qFatal("ranking failed: %s", outcome.error.c_str());
    return *outcome.result;
}

// Naive oracle: grade with the reference grader, count classes in a std::map,
// apply the textbook formulas (docs/guide.md, "Measures").
struct Naive {
    double entropy, remaining, expected;
    size_t classes, largest;
};
Naive naiveMeasures(const GameLists& lists, WordId g, const CandidateSet& c) {
    std::map<uint16_t, std::pair<size_t, double>> classes;
    for (WordId a : c.ids()) {
        auto& cls =
            classes[gradeReference(lists.guesses().symbols(g), lists.answers().symbols(a)).value];
        cls.first += 1;
        cls.second += c.weight(a);
    }
    Naive out{0, 0, 0, classes.size(), 0};
    double prior = 0;
    for (WordId a : c.ids())
        if (const double p = c.weight(a) / c.totalMass(); p > 0)
            prior -= p * std::log2(p);
    for (const auto& [pattern, cls] : classes) {
        const double p = cls.second / c.totalMass();
        if (p > 0)
            out.entropy -= p * std::log2(p);
        out.expected += p * static_cast<double>(cls.first);
        out.largest = std::max(out.largest, cls.first);
    }
    out.remaining = prior - out.entropy;
    return out;
}

bool near(double a, double b) {
    return std::abs(a - b) < 1e-9;
}

}  // namespace

class TestRanking : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Seed 001: over 2309 answers and 12947 guesses the best opener is soare
    // with 5.29 bits remaining, then roate and raise.
    void seedFigure() {
        const GameLists lists = bundled("wordle-answers-2309", "wordle-guesses-12947");
        const Ranking r = rank(lists, CandidateSet::all(lists.answers().size()));
        QCOMPARE(r.rows.size(), size_t{12947});
        QCOMPARE(lists.guesses().word(r.rows[0].guess), std::string("soare"));
        QCOMPARE(lists.guesses().word(r.rows[1].guess), std::string("roate"));
        QCOMPARE(lists.guesses().word(r.rows[2].guess), std::string("raise"));
        QCOMPARE(std::round(r.rows[0].remaining * 100) / 100, 5.29);
        QVERIFY(near(r.priorEntropy, std::log2(2309.0)));
        QVERIFY(!r.rows[0].isCandidate);
        QVERIFY(r.rows[2].isCandidate);
    }

    // cat hat bat cot; "hat" splits them {cat,bat} {hat} {cot}.
    void byHand() {
        const Alphabet a;
        const GameLists lists(WordList(a, {"cat", "hat", "bat", "cot"}),
                              WordList(a, {"zzz", "cot", "hat"}));
        const Ranking r = rank(lists, CandidateSet::all(4));
        QCOMPARE(r.rows.size(), size_t{3});
        // hat and cot split alike; the tie goes to list order (cot before hat).
        QCOMPARE(lists.guesses().word(r.rows[0].guess), std::string("cot"));
        QCOMPARE(lists.guesses().word(r.rows[1].guess), std::string("hat"));
        const GuessMeasures& hat = r.rows[1];
        QVERIFY(near(hat.entropy, 1.5));
        QVERIFY(near(hat.remaining, 0.5));
        QCOMPARE(hat.classes, 3u);
        QCOMPARE(hat.largest, 2u);
        QVERIFY(near(hat.expectedSize, 1.5));
        QVERIFY(hat.isCandidate);
        const GuessMeasures& zzz = r.rows[2];
        QVERIFY(near(zzz.entropy, 0));
        QVERIFY(near(zzz.remaining, 2));
        QCOMPARE(zzz.classes, 1u);
        QCOMPARE(zzz.largest, 4u);
        QVERIFY(near(zzz.expectedSize, 4));
        QVERIFY(!zzz.isCandidate);

        const Partition p = partitionByWord(lists.answers(), "hat", CandidateSet::all(4));
        QCOMPARE(p.classes.size(), size_t{3});
        QCOMPARE(toString(p.classes[0].pattern, 3), std::string("BGG"));
        QCOMPARE(p.classes[0].members, (std::vector<WordId>{0, 2}));
    }

    // Weights cat 2, hat 1, bat 1, cot 0: "hat" leaves masses 3/4 and 1/4.
    void byHandWeighted() {
        const Alphabet a;
        const GameLists lists(WordList(a, {"cat", "hat", "bat", "cot"}), WordList(a, {"hat"}));
        const CandidateSet c = CandidateSet::all(4).withWeights({2, 1, 1, 0});
        QVERIFY(near(c.priorEntropy(), 1.5));
        const Ranking r = rank(lists, c);
        const GuessMeasures& hat = r.rows[0];
        const double h = -(0.75 * std::log2(0.75) + 0.25 * std::log2(0.25));
        QVERIFY(near(hat.entropy, h));
        QVERIFY(near(hat.remaining, 1.5 - h));
        QVERIFY(near(hat.expectedSize, 0.75 * 2 + 0.25 * 1));
        QCOMPARE(hat.classes, 3u);
        QVERIFY(r.weighted);
    }

    // Tie-break: equal partitions put a possible answer first, then list order.
    void tieBreak() {
        const Alphabet a("ab");
        // Over answers {ab, ba}: "aa" and "ab" both split 1+1; "ab" is an answer.
        const GameLists lists(WordList(a, {"ab", "ba"}), WordList(a, {"aa", "bb", "ab"}));
        const Ranking r = rank(lists, CandidateSet::all(2));
        QCOMPARE(lists.guesses().word(r.rows[0].guess), std::string("ab"));
        QCOMPARE(lists.guesses().word(r.rows[1].guess), std::string("aa"));
        QCOMPARE(lists.guesses().word(r.rows[2].guess), std::string("bb"));
        QCOMPARE(r.rows[0].orderKey, r.rows[1].orderKey);
    }

    // The kernel, the readable partition and the naive oracle agree on random
    // samples of the bundled lists and random lists of every length.
    void kernelAgainstOracles_data() {
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("weighted");
        QTest::addColumn<bool>("subset");
        for (int length : {5, 1, 2, 3, 6, 8, 10})
            for (bool weighted : {false, true})
                for (bool subset : {false, true})
                    QTest::addRow("L=%d%s%s", length, weighted ? " weighted" : "",
                                  subset ? " subset" : "")
                        << length << weighted << subset;
    }
    void kernelAgainstOracles() {
        QFETCH(int, length);
        QFETCH(bool, weighted);
        QFETCH(bool, subset);
        std::mt19937 rng(static_cast<unsigned>(length * 4 + weighted * 2 + subset));
        GameLists lists;
        if (length == 5) {
            const GameLists full = bundled("wordle-answers-2315", "wordle-guesses-12972");
            lists = GameLists(test::sampleList(rng, full.answers(), 200),
                              test::sampleList(rng, full.guesses(), 300));
        } else {
            const Alphabet a(length == 1   ? "abcdefghijklmnopqrstuvwxyz"
                             : length == 2 ? "abcdefghijkl"
                                           : "abcdef");
            lists = GameLists(test::randomList(rng, a, length, 150),
                              test::randomList(rng, a, length, 200));
        }
        const size_t n = lists.answers().size();
        std::vector<WordId> ids;
        for (WordId i = 0; i < n; ++i)
            if (!subset || rng() % 3 == 0)
                ids.push_back(i);
        if (ids.empty())
            ids.push_back(0);
        std::vector<double> weights;
        if (weighted)
            for (size_t i = 0; i < n; ++i)
                weights.push_back(static_cast<double>(rng() % 100) / 7.0);
        const CandidateSet c(ids, n, weights);

        const PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
        const Ranking r = rankGuesses(lists, m, c);
        QCOMPARE(r.rows.size(), lists.guesses().size());
        for (size_t i = 0; i < r.rows.size(); ++i) {
            const GuessMeasures& k = r.rows[i];
            if (i > 0)
                QVERIFY(rankedBefore(r.rows[i - 1], k));
            const Partition p = partitionCandidates(lists, m, k.guess, c);
            const Naive o = naiveMeasures(lists, k.guess, c);
            QVERIFY2(near(k.entropy, p.measures.entropy) && near(k.entropy, o.entropy),
                     lists.guesses().word(k.guess).c_str());
            QVERIFY(near(k.remaining, p.measures.remaining) && near(k.remaining, o.remaining));
            QVERIFY(near(k.expectedSize, p.measures.expectedSize) &&
                    near(k.expectedSize, o.expected));
            QCOMPARE(size_t{k.classes}, o.classes);
            QCOMPARE(size_t{k.largest}, o.largest);
            QCOMPARE(k.classes, p.measures.classes);
            QCOMPARE(k.isCandidate, p.measures.isCandidate);
            size_t members = 0;
            for (const PartitionClass& cls : p.classes)
                members += cls.members.size();
            QCOMPARE(members, c.size());
        }
        // Streamed (no matrix; on AVX-512 with VBMI2 the grader drops the
        // all-grey cells where every answer is a candidate): the same rows.
        test::compareRows(rankStreaming(lists, c), r);
    }

    // One thread or two: the same rows, bit for bit, in the same order.
    void deterministicAcrossThreads() {
        const GameLists lists = bundled("wordle-answers-2315", "wordle-guesses-12972");
        for (bool weighted : {false, true}) {
            CandidateSet c = CandidateSet::all(lists.answers().size());
            if (weighted) {
                std::vector<double> w(lists.answers().size());
                for (size_t i = 0; i < w.size(); ++i)
                    w[i] = 1.0 + static_cast<double>(i % 17);
                c = c.withWeights(w);
            }
            const Ranking one = rank(lists, c, 1);
            const Ranking two = rank(lists, c, 2);
            QCOMPARE(one.rows.size(), two.rows.size());
            for (size_t i = 0; i < one.rows.size(); ++i) {
                QCOMPARE(one.rows[i].guess, two.rows[i].guess);
                QCOMPARE(one.rows[i].orderKey, two.rows[i].orderKey);
                QCOMPARE(std::bit_cast<uint64_t>(one.rows[i].entropy),
                         std::bit_cast<uint64_t>(two.rows[i].entropy));
            }
        }
    }

    // The fused build-and-rank path gives the same matrix and ranking as the
    // two steps apart, and the streamed ranking the same rows.
    void buildAndRankMatchesSeparateSteps() {
        const GameLists lists = bundled("wordle-answers-2315", "wordle-guesses-12972");
        const CandidateSet all = CandidateSet::all(lists.answers().size());
        const PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
        const Ranking apart = rankGuesses(lists, m, all);
        const MatrixAndRanking fused = buildAndRank(lists, all);
        QVERIFY(fused.matrix.complete());
        QCOMPARE(fused.ranking.rows.size(), apart.rows.size());
        for (size_t i = 0; i < apart.rows.size(); ++i) {
            QCOMPARE(fused.ranking.rows[i].guess, apart.rows[i].guess);
            QCOMPARE(fused.ranking.rows[i].orderKey, apart.rows[i].orderKey);
        }
        for (WordId g = 0; g < lists.guesses().size(); g += 97)
            QVERIFY(
                std::equal(m.row8(g), m.row8(g) + lists.answers().size(), fused.matrix.row8(g)));
        test::compareRows(rankStreaming(lists, all), apart);
    }

    void cancelledRankingIsEmpty() {
        const GameLists lists = bundled("wordle-answers-2315", "wordle-guesses-12972");
        const PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
        JobContext ctx;
        ctx.cancel();
        const Ranking r =
            rankGuesses(lists, m, CandidateSet::all(lists.answers().size()), {}, &ctx);
        QVERIFY(!r.complete);
        QVERIFY(r.rows.empty());
        JobContext ctx2;
        ctx2.cancel();
        QVERIFY(!PatternMatrix::build(lists.guesses(), lists.answers(), &ctx2).complete());
    }

    void listsMustMatch() {
        const Alphabet a;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 GameLists(WordList(a, {"cat"}), WordList(a, {"cats"})));
        const GameLists united(WordList(a, {"cat", "dog"}), WordList(a, {"cot"}), true);
        QCOMPARE(united.guesses().size(), size_t{3});
        QCOMPARE(united.answerOf(2), 1);
        QCOMPARE(united.answerOf(0), GameLists::kNotAnAnswer);
    }
};

QTEST_APPLESS_MAIN(TestRanking)
#include "tst_ranking.moc"
