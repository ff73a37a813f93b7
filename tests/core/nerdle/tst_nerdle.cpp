// SPDX-License-Identifier: GPL-3.0-or-later
// Nerdle: the generator's counts, the generator against every string checked
// by the evaluator, the evaluator's rules, grading with repeated symbols, and
// the ranking of equations against a naive count.
#include "engine.h"
#include "equationgenerator.h"
#include "gamestate.h"
#include "lookahead.h"
#include "partition.h"
#include "patternmatrix.h"
#include "projectedsecrets.h"
#include "ranking.h"
#include "referencegrader.h"
#include "tallylayout.h"
#include "testlists.h"
#include "testrankings.h"

#include <QtTest>

#include <map>
#include <set>

using namespace guesslab;

namespace {

// Every string of the length over the 15 symbols, kept when the checker accepts it.
std::vector<std::string> bruteForce(int length, EquationRules rules) {
    const std::string symbols = EquationChecker::alphabet().symbols();
    std::vector<std::string> out;
    std::string s(static_cast<size_t>(length), '0');
    std::vector<int> digit(static_cast<size_t>(length), 0);
    while (true) {
        for (int i = 0; i < length; ++i)
            s[static_cast<size_t>(i)] = symbols[static_cast<size_t>(digit[static_cast<size_t>(i)])];
        if (!EquationChecker::check(s, rules))
            out.push_back(s);
        int i = length - 1;
        while (i >= 0 && ++digit[static_cast<size_t>(i)] == static_cast<int>(symbols.size()))
            digit[static_cast<size_t>(i--)] = 0;
        if (i < 0)
            break;
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

class TestNerdle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void counts_data() {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("count");
        QTest::newRow("micro") << 5 << 127;
        QTest::newRow("mini") << 6 << 206;
        QTest::newRow("midi") << 7 << 6661;
        QTest::newRow("classic") << 8 << 17723;
    }
    void counts() {
        QFETCH(int, length);
        QFETCH(int, count);
        const auto equations = EquationGenerator::generate(length);
        QCOMPARE(static_cast<int>(equations.size()), count);
        QVERIFY(std::is_sorted(equations.begin(), equations.end()));
        for (const std::string& e : equations) {
            QCOMPARE(static_cast<int>(e.size()), length);
            QVERIFY2(!EquationChecker::check(e), e.c_str());
        }
    }

    // Written differently: try every string and ask the evaluator.
    void generatorAgainstEveryString() {
        for (int length : {5, 6})
            for (bool loose : {false, true}) {
                const EquationRules rules{loose};
                QCOMPARE(EquationGenerator::generate(length, rules), bruteForce(length, rules));
            }
    }

    void looseRulesExtendTheSolutions() {
        const auto strict = EquationGenerator::generate(7);
        const auto loose = EquationGenerator::generate(7, EquationRules{true});
        QVERIFY(loose.size() > strict.size());
        QVERIFY(std::includes(loose.begin(), loose.end(), strict.begin(), strict.end()));
        QVERIFY(std::binary_search(loose.begin(), loose.end(), std::string("-3+10=7")));
        QVERIFY(std::binary_search(loose.begin(), loose.end(), std::string("9-16=-7")));
    }

    void checker_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("loose");
        QTest::addColumn<int>("position");  // -1: valid
        QTest::addColumn<QString>("reason");
        QTest::newRow("rational intermediate") << "3/2*4=6" << false << -1 << "";
        QTest::newRow("precedence") << "1+2*3=7" << false << -1 << "";
        QTest::newRow("left to right division") << "8/4/2=1" << false << -1 << "";
        QTest::newRow("left to right minus") << "9-3-2=4" << false << -1 << "";
        QTest::newRow("zero on the right") << "5-5=0" << false << -1 << "";
        QTest::newRow("wrong value") << "1+2=4" << false << 0 << "the left side is 3, not 4";
        QTest::newRow("fraction value") << "7/2=3" << false << 0 << "the left side is 7/2";
        QTest::newRow("zero on the left") << "6/0=1" << false << 3 << "may not be 0";
        QTest::newRow("leading zero left") << "01+2=3" << false << 1 << "may not start with 0";
        QTest::newRow("leading zero right") << "1+2=03" << false << 5 << "may not start with 0";
        QTest::newRow("two operators") << "1++2=3" << false << 3 << "two operators in a row";
        QTest::newRow("starts with operator")
            << "+1+2=3" << false << 1 << "must start with a number";
        QTest::newRow("unary minus") << "-1+2=1" << false << 1 << "must start with a number";
        QTest::newRow("unary minus, loose") << "-1+2=1" << true << -1 << "";
        QTest::newRow("negative result") << "4-7=-3" << false << 5 << "single number";
        QTest::newRow("negative result, loose") << "4-7=-3" << true << -1 << "";
        QTest::newRow("minus zero") << "4-4=-0" << true << 5 << "-0";
        QTest::newRow("no equals") << "1+2+3" << false << 0 << "no '='";
        QTest::newRow("two equals") << "1+1=2=2" << false << 6 << "second '='";
        QTest::newRow("bad symbol") << "1+x=3" << false << 3 << "not a Nerdle symbol";
        QTest::newRow("ends with operator") << "12+=12" << false << 3 << "ends with an operator";
        QTest::newRow("no operator") << "12=12" << false << 0 << "needs an operator";
        QTest::newRow("sum on the right") << "1+2=1+2" << false << 6 << "single number";
        QTest::newRow("nothing on the right") << "1+2=" << false << 4 << "nothing right";
    }
    void checker() {
        QFETCH(QString, text);
        QFETCH(bool, loose);
        QFETCH(int, position);
        QFETCH(QString, reason);
        const auto problem = EquationChecker::check(text.toStdString(), EquationRules{loose});
        if (position < 0) {
            QVERIFY2(!problem, problem ? problem->message().c_str() : "");
            return;
        }
        QVERIFY(problem);
        QCOMPARE(problem->position, position);
        QVERIFY2(QString::fromStdString(problem->message()).contains(reason),
                 problem->message().c_str());
    }

    // Seed 002, section 2.4 and its walkthrough.
    void grading_data() {
        QTest::addColumn<QString>("guess");
        QTest::addColumn<QString>("solution");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("only the two leftmost 1s are purple") << "11+11=22"
                                                             << "32-21=11"
                                                             << "YYBBGGYY";
        QTest::newRow("walkthrough") << "48-36=12"
                                     << "6-1+9=14"
                                     << "YBYBYGGB";
        QTest::newRow("solved") << "6-1+9=14"
                                << "6-1+9=14"
                                << "GGGGGGGG";
    }
    void grading() {
        QFETCH(QString, guess);
        QFETCH(QString, solution);
        QFETCH(QString, pattern);
        const Pattern p =
            gradeWords(guess.toStdString(), solution.toStdString(), EquationChecker::alphabet());
        QCOMPARE(QString::fromStdString(toString(p, static_cast<int>(guess.size()))), pattern);
    }

    // Guesses that share their symbols (whole sets of them, as a full
    // ranking meets them) are ranked against projections of the solutions
    // (large sets: projections of a coarser projection; with AVX-512, their
    // guesses of one tally six or more at a time, laid out by tallies): the
    // same rows as the matrix gives, bit for bit, over every solution and
    // over a subset, on one thread and two.
    void projectedRankingMatchesTheMatrix_data() {
        QTest::addColumn<int>("length");
        QTest::newRow("length 8: sets projected from the coarse one alone") << 8;
        QTest::newRow("length 9: large sets with projections of their own") << 9;
    }
    void projectedRankingMatchesTheMatrix() {
        QFETCH(int, length);
        const Alphabet& symbols = EquationChecker::alphabet();
        const WordList full(symbols, EquationGenerator::generate(length), "nerdle");
        std::map<uint64_t, std::vector<std::string>> sets;
        for (WordId g = 0; g < full.size(); ++g)
            sets[ProjectedSecrets::symbolsOf(full.symbols(g))].push_back(full.word(g));
        // Length 8: 40 sets of 6 or more; length 9: 4 sets of 64 or more
        // (their own projections) and 20 of 6 to 20 (from the coarse one).
        std::vector<std::string> guesses;
        size_t kept = 0, large = 0, k = 0, tallied = 0;
        for (const auto& [set, members] : sets) {
            const bool big = members.size() >= 64 && large < 4;
            if (big || (members.size() >= 6 && members.size() <= 20 && k++ % 9 == 0 &&
                        kept < (length == 8 ? 40u : 20u))) {
                guesses.insert(guesses.end(), members.begin(), members.end());
                ++(big ? large : kept);
            }
            if (big) {  // guesses of one tally in units of six or more
                std::map<uint64_t, size_t> tallies;
                for (const std::string& m : members)
                    ++tallies[TallyLayout::tallyOf(full.symbols(*full.find(m)))];
                for (const auto& [tally, n] : tallies)
                    tallied += n >= 6 ? n : 0;
            }
        }
        QVERIFY(length == 8 || tallied >= 64);
        // Enough guesses a set that the ranking projects (4 or more).
        QVERIFY(guesses.size() >= 6 * (kept + large) && kept >= 20);
        QCOMPARE(large, length == 8 ? 0u : 4u);
        std::sort(guesses.begin(), guesses.end());
        std::mt19937 rng(88);
        const GameLists lists(test::sampleList(rng, full, 3000), WordList(symbols, guesses));
        const PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
        std::vector<WordId> ids;
        for (WordId a = 0; a < lists.answers().size(); a += 1 + rng() % 4)
            ids.push_back(a);
        for (const CandidateSet& cands : {CandidateSet::all(lists.answers().size()),
                                          CandidateSet(ids, lists.answers().size())}) {
            const Ranking want = rankGuesses(lists, m, cands);
            for (int threads : {1, 2}) {
                Engine engine(threads);
                const Ranking got = *engine
                                         .run<Ranking>([&](JobContext& ctx) {
                                             return rankStreaming(lists, cands, {}, &ctx);
                                         })
                                         .result;
                test::compareRows(got, want);
            }
        }
    }

    // Streaming ranking = matrix ranking = a naive count, on a sample of the
    // classic list; metric orders; one thread or two.
    void rankingOfEquations() {
        const auto all = EquationGenerator::generate(8);
        std::mt19937 rng(8);
        const Alphabet& symbols = EquationChecker::alphabet();
        const WordList full(symbols, all, "nerdle-8");
        const GameLists lists(test::sampleList(rng, full, 300), test::sampleList(rng, full, 400),
                              true);
        const CandidateSet cands = CandidateSet::all(lists.answers().size());
        Ranking one, two;
        for (int threads : {1, 2}) {
            Engine engine(threads);
            (threads == 1 ? one : two) = *engine
                                              .run<Ranking>([&](JobContext& ctx) {
                                                  return rankStreaming(lists, cands, {}, &ctx);
                                              })
                                              .result;
        }
        const PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
        const Ranking withMatrix = rankGuesses(lists, m, cands);
        QCOMPARE(one.rows.size(), lists.guesses().size());
        for (size_t i = 0; i < one.rows.size(); ++i) {
            QCOMPARE(one.rows[i].guess, two.rows[i].guess);
            QCOMPARE(one.rows[i].orderKey, two.rows[i].orderKey);
            QCOMPARE(one.rows[i].guess, withMatrix.rows[i].guess);
            // Naive: grade with the reference, count in a map.
            std::map<uint16_t, int> classes;
            for (WordId a = 0; a < lists.answers().size(); ++a)
                ++classes[gradeReference(lists.guesses().symbols(one.rows[i].guess),
                                         lists.answers().symbols(a))
                              .value];
            double sumSquares = 0;
            for (const auto& [p, n] : classes)
                sumSquares += double(n) * n;
            QCOMPARE(one.rows[i].classes, uint32_t(classes.size()));
            QVERIFY(qAbs(one.rows[i].expectedSize - sumSquares / double(lists.answers().size())) <
                    1e-9);
        }
        Ranking byAverage = one;
        sortRanking(byAverage, RankMetric::MinAverage);
        for (size_t i = 1; i < byAverage.rows.size(); ++i)
            QVERIFY(byAverage.rows[i - 1].expectedSize <= byAverage.rows[i].expectedSize);
        Ranking byMax = one;
        sortRanking(byMax, RankMetric::MinMax);
        for (size_t i = 1; i < byMax.rows.size(); ++i)
            QVERIFY(byMax.rows[i - 1].largest <= byMax.rows[i].largest);
    }

    // Depth 1 is the min-average order; depth 2 against a plain search with
    // maps and the reference grader, after one step of a mini game.
    void lookaheadAgainstPlainSearch() {
        const auto equations = EquationGenerator::generate(6);
        const WordList list(EquationChecker::alphabet(), equations, "nerdle-6");
        auto lists = std::make_shared<const GameLists>(list, list);
        GameState game(lists);
        game.submit("4*5=20", gradeWords("4*5=20", "9*8=72", EquationChecker::alphabet()));
        const CandidateSet& cands = game.candidates();
        QVERIFY(cands.size() > 3);
        const auto sizesBy = [&](const std::string& guess, const std::vector<WordId>& within) {
            std::map<uint16_t, std::vector<WordId>> classes;
            for (WordId a : within)
                classes[gradeWords(guess, list.word(a), list.alphabet()).value].push_back(a);
            return classes;
        };
        const std::vector<WordId> ids(cands.ids().begin(), cands.ids().end());
        const auto e1 = [&](const std::string& guess, const std::vector<WordId>& within) {
            double s = 0;
            for (const auto& [p, members] : sizesBy(guess, within))
                s += double(members.size()) * double(members.size());
            return s / double(within.size());
        };
        LookaheadOptions o;
        o.top = 1000;
        const auto depth1 = lookahead(*lists, cands, o);
        QCOMPARE(depth1.size(), list.size());
        for (const LookaheadScore& s : depth1)
            QVERIFY(qAbs(s.expected - e1(list.word(s.guess), ids)) < 1e-9);
        o.depth = 2;
        o.firstGuesses = 15;
        const auto depth2 = lookahead(*lists, cands, o);
        QCOMPARE(depth2.size(), size_t{15});
        for (const LookaheadScore& s : depth2) {
            double total = 0;
            for (const auto& [p, members] : sizesBy(list.word(s.guess), ids)) {
                double best = 1e9;
                for (WordId g2 = 0; g2 < list.size(); ++g2)
                    best = std::min(best, e1(list.word(g2), members));
                total += double(members.size()) * best;
            }
            QVERIFY(qAbs(s.expected - total / double(ids.size())) < 1e-9);
        }
        for (size_t i = 1; i < depth2.size(); ++i)
            QVERIFY(depth2[i - 1].expected <= depth2[i].expected);
        QVERIFY(depth2.front().expected <=
                depth1.front().expected + 1e-12);  // looking further cannot hurt
    }

    void badLength() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, EquationGenerator::generate(4));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, EquationGenerator::generate(11));
    }
};

QTEST_APPLESS_MAIN(TestNerdle)
#include "tst_nerdle.moc"
