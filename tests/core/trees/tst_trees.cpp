// SPDX-License-Identifier: GPL-3.0-or-later
// Optimal decision trees: the solver against a plain exhaustive search on
// small random lists (normal, hard and strict, with and without a cap), the
// checker and the strategy file on sound and broken strategies, and the
// same tree on 1 and 2 threads.
#include "classcontext.h"
#include "classcount.h"
#include "engine.h"
#include "inputerror.h"
#include "naivetree.h"
#include "openingbook.h"
#include "patternmatrix.h"
#include "planpass.h"
#include "referencegrader.h"
#include "resultscheck.h"
#include "resultsfile.h"
#include "strategyfile.h"
#include "testkernels.h"
#include "treeposition.h"
#include "treesearch.h"
#include "treesolver.h"
#include "wordlistloader.h"

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <QtTest>

#include <array>
#include <mutex>

#include <filesystem>
#include <map>
#include <random>
#include <set>
#include <thread>

using namespace guesslab;
using guesslab::test::kInf;
using guesslab::test::lookAlikeLists;
using guesslab::test::Naive;
using guesslab::test::randomLists;
using guesslab::test::standardLists;
using guesslab::trees::PlanPass;
using guesslab::trees::PlanPassInput;
using guesslab::trees::PlanPassResult;

Q_DECLARE_METATYPE(guesslab::GuessRule)

namespace {

// The rows of a results file that took at most `most` seconds, or where
// fewer than `least` did (a run beside other work, or its dearest rows
// first), the `least` cheapest.
std::vector<const JsonLine*> quickRows(const ResultsFile& file, double most = 10,
                                       size_t least = 1) {
    const auto seconds = [](const JsonLine& r) {
        const JsonLine::Value* v = r.find("seconds");
        return v && std::holds_alternative<double>(*v) ? std::get<double>(*v) : 1e300;
    };
    std::vector<const JsonLine*> rows;
    for (const JsonLine& r : file.records())
        rows.push_back(&r);
    std::stable_sort(rows.begin(), rows.end(), [&](const JsonLine* x, const JsonLine* y) {
        return seconds(*x) < seconds(*y);
    });
    size_t quick = 0;
    while (quick < rows.size() && seconds(*rows[quick]) <= most)
        ++quick;
    rows.resize(std::min(rows.size(), std::max(quick, least)));
    return rows;
}

TreeResult solveWith(int threads, const std::function<TreeResult(JobContext&)>& work) {
    Engine engine(threads);
    return *engine.run<TreeResult>(work).result;
}

// When two solvers disagree, where: both strategies checked, the opener's
// classes whose totals differ (with the guess each plays there), and the
// first solver asked again (its memo kept) on one thread and on its own.
void explainDisagreement(TreeSolver& first, int firstThreads, WordId opener, const GameLists& lists,
                         const StrategyRules& rules, const TreeResult& a, const TreeResult& b) {
    const StrategyCheck ca = checkStrategy(a.strategy, lists, rules);
    const StrategyCheck cb = checkStrategy(b.strategy, lists, rules);
    qWarning("opener %s, cap %d: first %llu (checked: %s, %llu), second %llu (checked: %s, %llu)",
             lists.guesses().word(opener).c_str(), rules.maxGuesses,
             static_cast<unsigned long long>(a.total), ca.ok() ? "ok" : "broken",
             static_cast<unsigned long long>(ca.stats.total),
             static_cast<unsigned long long>(b.total), cb.ok() ? "ok" : "broken",
             static_cast<unsigned long long>(cb.stats.total));
    if (a.strategy.empty() || b.strategy.empty())
        return;
    for (const auto& [feedback, childA] : a.strategy.node(StrategyTree::kRoot).next) {
        const uint32_t childB = b.strategy.child(StrategyTree::kRoot, feedback);
        if (childB == StrategyTree::kNone || !ca.ok() || !cb.ok())
            continue;
        if (ca.guessesAt[childA] != cb.guessesAt[childB])
            qWarning("  class %u (%u answers): %llu by %s against %llu by %s", feedback.value,
                     ca.answersAt[childA], static_cast<unsigned long long>(ca.guessesAt[childA]),
                     lists.guesses().word(a.strategy.node(childA).guess).c_str(),
                     static_cast<unsigned long long>(cb.guessesAt[childB]),
                     lists.guesses().word(b.strategy.node(childB).guess).c_str());
    }
    for (int threads : {1, firstThreads}) {
        const TreeResult again = solveWith(
            threads, [&](JobContext& ctx) { return first.forOpener(opener, rules, &ctx); });
        qWarning("  first again on %d thread(s): %llu", threads,
                 static_cast<unsigned long long>(again.total));
    }
}

// One opener solved by two solvers (on the threads given): both proven,
// the same verdict and total, and each strategy accepted by the checker.
void solveBoth(TreeSolver& first, int firstThreads, TreeSolver& second, int secondThreads,
               WordId opener, const GameLists& lists, const StrategyRules& rules, TreeResult& a,
               TreeResult& b) {
    a = solveWith(firstThreads,
                  [&](JobContext& ctx) { return first.forOpener(opener, rules, &ctx); });
    b = solveWith(secondThreads,
                  [&](JobContext& ctx) { return second.forOpener(opener, rules, &ctx); });
    QVERIFY(a.proven && b.proven);
    QCOMPARE(a.solvable, b.solvable);
    if (!a.solvable)
        return;
    if (a.total != b.total)
        explainDisagreement(first, firstThreads, opener, lists, rules, a, b);
    QCOMPARE(a.total, b.total);
    QVERIFY(checkStrategy(a.strategy, lists, rules).ok());
    QVERIFY(checkStrategy(b.strategy, lists, rules).ok());
}

// A row's partition of the class: each cell's label by first occurrence.
template <class Cell>
std::vector<int> partitionOf(const std::vector<Cell>& row) {
    std::map<Cell, int> label;
    std::vector<int> out;
    for (Cell v : row)
        out.push_back(label.emplace(v, static_cast<int>(label.size())).first->second);
    return out;
}

// Every class's tables from the opener's blocks, built in parallel and
// checked once all exist (so no two share memory), against the matrix read
// plainly: the kept words' rows and columns cell by cell (the columns'
// padding zero), the class's answers always kept, and each word dropped
// either splitting nothing, not allowed by the hints (hard), or splitting
// the class as a non-answer kept before it does (normal, where no two kept
// non-answers split it alike). Columns arranged by ceiling (`byCeiling`, in
// classes of 20 answers or more) hold each word at its position, the
// ceilings its classes on the whole class, most first.
template <class Cell>
void checkOpenerTables(const GameLists& lists, const PatternMatrix& matrix, GuessRule rule,
                       WordId opener, bool byCeiling) {
    // Arranged from 20 answers: classes on either side.
    trees::OpenerTables<Cell> tables(rule, lists, matrix, opener,
                                     byCeiling ? 20 : trees::OpenerTables<Cell>::kNever);
    std::vector<trees::ClassContext<Cell>> contexts(tables.count());
    tbb::parallel_for(size_t{0}, tables.count(),
                      [&](size_t c) { contexts[c] = tables.context(c); });
    for (size_t c = 0; c < contexts.size(); ++c) {
        const trees::ClassContext<Cell>& k = contexts[c];
        QCOMPARE(k.answers, tables.classes().answers[c]);
        const size_t n = k.answers.size();
        const auto rowOf = [&](WordId g) {
            std::vector<Cell> row;
            for (WordId a : k.answers)
                row.push_back(static_cast<Cell>(matrix.at(g, a).value));
            return row;
        };
        std::set<std::vector<int>> keptSplits;
        const bool arranged = byCeiling && k.columns && n >= 20;
        QCOMPARE(k.columnOf.empty(), !arranged);
        if (arranged) {
            QVERIFY(std::is_sorted(k.ceiling.begin(), k.ceiling.end(), std::greater<>()));
            QCOMPARE(k.ceiling.size(), k.stride);
            for (size_t at = k.guesses.size(); at < k.stride; ++at)
                QCOMPARE(k.ceiling[at], uint8_t{0});
        }
        size_t next = 0;  // the next kept word's local id
        for (WordId g = 0; g < lists.guesses().size(); ++g) {
            const std::vector<Cell> row = rowOf(g);
            const int32_t a = lists.answerOf(g);
            const bool answer = a >= 0 && std::find(k.answers.begin(), k.answers.end(),
                                                    static_cast<WordId>(a)) != k.answers.end();
            if (next < k.guesses.size() && k.guesses[next] == g) {
                QVERIFY(std::equal(row.begin(), row.end(), k.row(next)));
                if (k.columns) {
                    const size_t at = arranged ? k.columnOf[next] : next;
                    for (size_t i = 0; i < n; ++i)
                        QCOMPARE(k.columns[i * k.stride + at], static_cast<uint8_t>(row[i]));
                    if (arranged) {
                        QCOMPARE(size_t{k.ceiling[at]},
                                 std::set<Cell>(row.begin(), row.end()).size());
                        QCOMPARE(size_t{k.guessAt[at]}, next);
                    }
                }
                QCOMPARE(k.memberOf[next] >= 0, answer);
                if (!answer && rule == GuessRule::Normal)
                    QVERIFY(keptSplits.insert(partitionOf(row)).second);
                ++next;
                continue;
            }
            QVERIFY(!answer);
            const bool splitsNothing =
                std::all_of(row.begin(), row.end(), [&](Cell p) { return p == row[0]; });
            if (rule == GuessRule::Hard)
                QVERIFY(splitsNothing || !k.hints.allows(lists.guesses().symbols(g)));
            else
                QVERIFY(splitsNothing || keptSplits.count(partitionOf(row)) == 1);
        }
        QCOMPARE(next, k.guesses.size());
        if (k.columns) {
            QCOMPARE(k.stride % 32, size_t{0});
            for (size_t i = 0; i < n; ++i)
                for (size_t g = k.guesses.size(); g < k.stride; ++g)
                    QCOMPARE(k.columns[i * k.stride + g], uint8_t{0});
        }
    }
}

// A random table for the class counts (cells below `values`; the edges:
// few values, one value everywhere, a diagonal) and a set of its
// answers: 1, 64, up to 255, either side of the switch from pair compares
// to value sets (kPairsUpTo), and up to 700.
struct CountCase {
    size_t stride = 0;
    std::vector<uint8_t> cells;
    std::vector<uint16_t> set;

    size_t classesOf(size_t g) const {
        std::set<uint8_t> values;
        for (uint16_t a : set)
            values.insert(cells[a * stride + g]);
        return values.size();
    }
};
CountCase countCase(std::mt19937& rng, int round, int values) {
    CountCase c;
    const size_t answers = 1 + rng() % (round % 3 == 0 ? 700 : 80);
    c.stride = 32 * (1 + rng() % 5);
    const int kind = round % 4;
    c.cells.resize(answers * c.stride);
    for (size_t i = 0; i < c.cells.size(); ++i)
        c.cells[i] = static_cast<uint8_t>(kind == 0   ? rng() % values
                                          : kind == 1 ? values - 1 - rng() % 3
                                          : kind == 2 ? values / 2
                                                      : (i / c.stride + i % c.stride) %
                                                            static_cast<size_t>(values));
    c.set.resize(answers);
    std::iota(c.set.begin(), c.set.end(), uint16_t{0});
    std::shuffle(c.set.begin(), c.set.end(), rng);
    const size_t want = round % 7 == 0   ? 64
                        : round % 5 == 0 ? kPairsUpTo + round % 2
                        : round % 3 == 0 ? (round % 2 ? 255 - rng() % 200 : 256 + rng() % 444)
                                         : 1 + rng() % 48;
    c.set.resize(std::min(answers, want));
    return c;
}

}  // namespace

// The random lists each rule and cap is searched on, against the plain
// search; under AddressSanitizer (CI's second pass, where the plain search
// runs seven times slower) two of them, every combination still covered.
#if defined(__SANITIZE_ADDRESS__)
constexpr unsigned kRandomSeeds = 2;
#else
constexpr unsigned kRandomSeeds = 4;
#endif

class TestTrees : public QObject {
    Q_OBJECT

    // The lists of againstNaiveSearch_data's row: random five-letter words,
    // or six-letter look-alikes.
    static GameLists fetchedLists() {
        QFETCH(unsigned, seed);
        QFETCH(int, answers);
        QFETCH(int, guesses);
        QFETCH(QString, kind);
        const auto a = static_cast<size_t>(answers), g = static_cast<size_t>(guesses);
        return kind == "random"  ? randomLists(seed, a, g)
               : kind == "alike" ? lookAlikeLists(seed, a, g, 1)
                                 : lookAlikeLists(seed, a, g);
    }

private Q_SLOTS:
    void againstNaiveSearch_data() {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("answers");
        QTest::addColumn<int>("guesses");
        QTest::addColumn<GuessRule>("rule");
        QTest::addColumn<int>("cap");
        QTest::addColumn<QString>("kind");  // random, alike (five letters), alike6
        for (unsigned seed = 1; seed <= kRandomSeeds; ++seed)
            for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
                for (int cap : {0, 3, 4}) {
                    // The plain search under the hard rule keeps many more
                    // words allowed: smaller lists keep it quick.
                    const int step = rule == GuessRule::Hard ? 1 : 2;
                    QTest::addRow("seed %u %s cap %d", seed, ruleName(rule), cap)
                        << seed << static_cast<int>(20 + 5 * step * ((seed - 1) % 3))
                        << static_cast<int>(50 + 10 * step * ((seed - 1) % 3)) << rule << cap
                        << QString("random");
                }
        // Six letters: the search's 16-bit cells, on look-alike words, so
        // classes are large and many guesses split one alike (merged).
        for (unsigned seed : {5u, 6u})
            for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
                QTest::addRow("seed %u %s six letters", seed, ruleName(rule))
                    << seed << 30 << 70 << rule << 0 << QString("alike6");
        // Five-letter look-alikes: sets larger than any guess's class count
        // (the bound from the widest split).
        for (unsigned seed : {7u, 8u})
            for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
                for (int cap : {0, 4})
                    QTest::addRow("seed %u %s five-letter look-alikes cap %d", seed, ruleName(rule),
                                  cap)
                        << seed << 30 << 60 << rule << cap << QString("alike");
    }
    void againstNaiveSearch() {
        QFETCH(GuessRule, rule);
        QFETCH(int, cap);
        const GameLists lists = fetchedLists();
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        const StrategyRules rules{rule, cap};
        Naive naive(lists, rule);
        const int noCap = 64;
        std::vector<WordId> all(lists.guesses().size());
        std::iota(all.begin(), all.end(), WordId{0});
        for (int threads : {1, 2}) {
            TreeSolver solver(lists, matrix);
            solver.setSharpenFrom(3);  // every set of 3 answers or more bounds its classes ahead
            for (WordId g = 0; g < lists.guesses().size(); g += 9) {
                const int want = naive.opener(g, cap ? cap : noCap);
                const TreeResult r = solveWith(
                    threads, [&](JobContext& ctx) { return solver.forOpener(g, rules, &ctx); });
                QVERIFY(r.proven);
                QCOMPARE(r.solvable, want < kInf);
                if (!r.solvable)
                    continue;
                QCOMPARE(static_cast<int>(r.total), want);
                const StrategyCheck check = checkStrategy(r.strategy, lists, rules);
                QVERIFY2(check.ok(), check.errors.empty() ? "" : check.errors.front().c_str());
                QCOMPARE(check.stats.total, r.total);
                QCOMPARE(r.strategy.node(StrategyTree::kRoot).guess, g);
            }
            const TreeResult b =
                solveWith(threads, [&](JobContext& ctx) { return solver.best(all, rules, &ctx); });
            const int want = naive.best(cap ? cap : noCap);
            QCOMPARE(b.solvable, want < kInf);
            if (b.solvable) {
                QCOMPARE(static_cast<int>(b.total), want);
                QCOMPARE(b.openers.size(), all.size());
                // Openers tried before the winner are worse; the winner is the first of the best.
                for (const auto& o : b.openers)
                    if (o.exact)
                        QVERIFY(static_cast<int>(o.total) >= want);
                QCOMPARE(naive.opener(b.opener, cap ? cap : noCap), want);
                for (WordId g = 0; g < b.opener; ++g)
                    QVERIFY(naive.opener(g, cap ? cap : noCap) > want);
            }
        }
    }

    // Under a prior: random weights (quarters, some zero) on the same lists,
    // every rule, with and without a cap, the plain and the vector plans,
    // against the plain search with the same weights; each strategy's
    // weighted total recomputed by the checker.
    void weightedAgainstNaiveSearch_data() { againstNaiveSearch_data(); }
    void weightedAgainstNaiveSearch() {
        QFETCH(unsigned, seed);
        QFETCH(GuessRule, rule);
        QFETCH(int, cap);
        const GameLists lists = fetchedLists();
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        const StrategyRules rules{rule, cap};
        std::mt19937 rng(seed * 7919u);
        std::vector<double> given(lists.answers().size());
        for (double& w : given)
            w = rng() % 4 == 0 ? 0.0 : 0.25 * double(1 + rng() % 16);
        const TreePrior prior = TreePrior::fromWeights(given);
        QVERIFY(!prior.rounded);
        QVERIFY(!prior.uniform());
        for (size_t a = 0; a < given.size(); ++a)  // quarters kept exactly: in proportion
            QCOMPARE(given[a] * prior.weightTotal(),
                     double(prior.weights[a]) * std::accumulate(given.begin(), given.end(), 0.0));
        Naive naive(lists, rule, prior.weights);
        const int noCap = 64;
        std::vector<WordId> all(lists.guesses().size());
        std::iota(all.begin(), all.end(), WordId{0});
        for (const size_t vectorLimit : {size_t{255}, size_t{0}})
            for (int threads : {1, 2}) {
                TreeSolver solver(lists, matrix);
                solver.setVectorLimit(vectorLimit);
                solver.setPrior(&prior);
                solver.setSharpenFrom(3);
                for (WordId g = (seed + threads) % 7; g < lists.guesses().size(); g += 7) {
                    const int want = naive.opener(g, cap ? cap : noCap);
                    const TreeResult r = solveWith(
                        threads, [&](JobContext& ctx) { return solver.forOpener(g, rules, &ctx); });
                    QVERIFY(r.proven);
                    QCOMPARE(r.solvable, want < kInf);
                    if (!r.solvable)
                        continue;
                    QCOMPARE(static_cast<int>(r.total), want);
                    QCOMPARE(r.weightTotal, prior.weightTotal());
                    const StrategyCheck check = checkStrategy(r.strategy, lists, rules, &prior);
                    QVERIFY2(check.ok(), check.errors.empty() ? "" : check.errors.front().c_str());
                    QCOMPARE(check.stats.weighted, r.total);
                    QCOMPARE(check.stats.weight, prior.weightTotal());
                }
                const TreeResult b = solveWith(
                    threads, [&](JobContext& ctx) { return solver.best(all, rules, &ctx); });
                const int want = naive.best(cap ? cap : noCap);
                QCOMPARE(b.solvable, want < kInf);
                if (b.solvable) {
                    QCOMPARE(static_cast<int>(b.total), want);
                    QCOMPARE(naive.opener(b.opener, cap ? cap : noCap), want);
                    for (WordId g = 0; g < b.opener; ++g)
                        QVERIFY(naive.opener(g, cap ? cap : noCap) > want);
                    QCOMPARE(checkStrategy(b.strategy, lists, rules, &prior).stats.weighted,
                             b.total);
                }
            }
    }

    // Equal weights are no prior: the same totals and trees as without one.
    // A memo past its limit starts again before the next opener: the same
    // values and trees, fewer sets kept.
    void memoStartsAgainPastItsLimit() {
        const GameLists lists = randomLists(12, 120, 400);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        std::vector<WordId> openers(12);
        std::iota(openers.begin(), openers.end(), WordId{0});
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard}) {
            TreeSolver kept(lists, matrix), fresh(lists, matrix);
            fresh.setMemoLimit(0);
            const TreeResult a = kept.best(openers, {rule, 0});
            const TreeResult b = fresh.best(openers, {rule, 0});
            QCOMPARE(b.total, a.total);
            QCOMPARE(b.opener, a.opener);
            QCOMPARE(b.openers.size(), a.openers.size());
            for (size_t i = 0; i < a.openers.size(); ++i)
                if (a.openers[i].exact && b.openers[i].exact)
                    QCOMPARE(b.openers[i].total, a.openers[i].total);
            const StrategyStats stats = checkStrategy(a.strategy, lists, {rule, 0}).stats;
            QCOMPARE(formatStrategy(b.strategy, lists, {rule, 0}, stats),
                     formatStrategy(a.strategy, lists, {rule, 0}, stats));
            QVERIFY(b.memoEntries < a.memoEntries);
            // And from opener to opener through valueOf, as runs call it.
            for (const WordId g : openers)
                QCOMPARE(fresh.valueOf(g, {rule, 0}, UINT64_MAX).total,
                         kept.valueOf(g, {rule, 0}, UINT64_MAX).total);
        }
    }

    void equalWeightsAreThePlainSearch() {
        const GameLists lists = randomLists(21, 40, 90);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        const TreePrior prior =
            TreePrior::fromWeights(std::vector<double>(lists.answers().size(), 0.3));
        QVERIFY(prior.uniform());
        std::vector<WordId> all(lists.guesses().size());
        std::iota(all.begin(), all.end(), WordId{0});
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            TreeSolver plain(lists, matrix), weighed(lists, matrix);
            weighed.setPrior(&prior);
            const TreeResult a = plain.best(all, {rule, 0});
            const TreeResult b = weighed.best(all, {rule, 0});
            QCOMPARE(b.total, a.total);
            QCOMPARE(b.weightTotal, uint64_t{0});
            QCOMPARE(b.opener, a.opener);
            QCOMPARE(formatStrategy(b.strategy, lists, {rule, 0},
                                    checkStrategy(b.strategy, lists, {rule, 0}).stats),
                     formatStrategy(a.strategy, lists, {rule, 0},
                                    checkStrategy(a.strategy, lists, {rule, 0}).stats));
        }
    }

    // Weights kept exactly when they are decimals, else rounded and said so;
    // bad priors refused.
    void priorsAsWholeNumbers() {
        const TreePrior quarters = TreePrior::fromWeights({0.25, 1, 0.5, 0});
        QCOMPARE(quarters.weights, (std::vector<uint32_t>{1, 4, 2, 0}));
        QVERIFY(!quarters.rounded);
        QCOMPARE(quarters.weightTotal(), uint64_t{7});
        QCOMPARE(quarters.expected(14), 2.0);
        QCOMPARE(TreePrior::fromWeights({2.5, 10, 5, 0}).fingerprint(), quarters.fingerprint());
        QVERIFY(TreePrior::fromWeights({1, 2, 3}).fingerprint() != quarters.fingerprint());
        const TreePrior thirds = TreePrior::fromWeights({1.0 / 3, 1, 2.0 / 3});
        QVERIFY(thirds.rounded);
        QVERIFY(thirds.weightTotal() <= TreePrior::kMaxWeightTotal);
        QVERIFY(std::abs(double(thirds.weights[1]) - 3.0 * thirds.weights[0]) <= 3);
        QVERIFY(std::abs(double(thirds.weights[2]) / thirds.weights[1] - 2.0 / 3) < 1e-5);
        // Tiny weights stay positive (rounded, not read as 0), and a skewed
        // prior is rounded in proportion to its sum: no answer of weight
        // above 0 loses it, and the total fits.
        const TreePrior tiny = TreePrior::fromWeights({1, 2, 1e-7});
        QVERIFY(tiny.rounded);
        QVERIFY(tiny.weights[2] >= 1);
        QVERIFY(std::abs(double(tiny.weights[1]) / tiny.weights[0] - 2) < 1e-5);
        const TreePrior small = TreePrior::fromWeights({5e-7, 2e-7});
        QCOMPARE(small.weights, (std::vector<uint32_t>{5, 2}));
        std::vector<double> zipf;
        for (int i = 0; i < 2315; ++i)
            zipf.push_back(1.0 / std::pow(i + 1.0, 1.5));
        const TreePrior skewed = TreePrior::fromWeights(zipf);
        QVERIFY(skewed.rounded);
        QVERIFY(skewed.weightTotal() <= TreePrior::kMaxWeightTotal);
        QVERIFY(std::all_of(skewed.weights.begin(), skewed.weights.end(),
                            [](uint32_t w) { return w > 0; }));
        QVERIFY(std::abs(double(skewed.weights[0]) / skewed.weights[1] - std::pow(2.0, 1.5)) <
                1e-3);
        const TreePrior big = TreePrior::fromWeights({1, 5e6});  // exact, but too many units
        QVERIFY(big.rounded);
        QVERIFY(big.weightTotal() <= TreePrior::kMaxWeightTotal);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TreePrior::fromWeights({}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TreePrior::fromWeights({0, 0}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TreePrior::fromWeights({1, -1}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TreePrior::fromWeights({1, NAN}));
        const GameLists lists = randomLists(3, 10, 20);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver solver(lists, matrix);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solver.setPrior(&quarters));
    }

    // The one search the window and the command line ask for, against the
    // plain search: one opener, the best of the top N by entropy, within K
    // (a proof either way), each strategy checked; a matrix of other lists
    // is not used, one of these lists is.
    void searchAsAskedAgainstNaive() {
        const GameLists lists = randomLists(11, 24, 60);
        const GameLists other = randomLists(12, 24, 61);
        const auto matrix = std::make_shared<const PatternMatrix>(
            PatternMatrix::build(lists.guesses(), lists.answers()));
        const auto otherMatrix = std::make_shared<const PatternMatrix>(
            PatternMatrix::build(other.guesses(), other.answers()));
        QCOMPARE(matrixFor(lists, matrix, nullptr), matrix);
        QVERIFY(matrixFor(lists, otherMatrix, nullptr) != otherMatrix);
        const auto run = [&](const TreeSearchRequest& request, int threads) {
            Engine engine(threads);
            return *engine
                        .run<TreeSearchResult>(
                            [&](JobContext& ctx) { return searchTree(lists, request, &ctx); })
                        .result;
        };
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            Naive naive(lists, rule);
            for (int threads : {1, 2}) {
                TreeSearchRequest request;
                request.rules = {rule, 0};
                request.opener = WordId{5};
                request.matrix = threads == 1 ? otherMatrix : matrix;
                TreeSearchResult r = run(request, threads);
                QVERIFY(r.proven() && r.total.solvable && r.check && r.check->ok());
                QCOMPARE(static_cast<int>(r.total.total), naive.opener(5, 64));
                QCOMPARE(r.check->stats.total, r.total.total);

                request.opener.reset();
                request.candidates = 7;
                r = run(request, threads);
                const auto top = openersByEntropy(lists, *matrix, 7);
                QCOMPARE(top.size(), size_t{7});
                int want = test::kInf;
                for (WordId g : top)
                    want = std::min(want, naive.opener(g, 64));
                QVERIFY(r.proven() && r.total.solvable);
                QCOMPARE(r.total.openers.size(), top.size());
                QCOMPARE(static_cast<int>(r.total.total), want);
                QCOMPARE(r.strategy->node(StrategyTree::kRoot).guess, r.total.opener);

                request.goal = TreeSearchRequest::Goal::Within;
                request.opener = top.front();
                for (int k : {2, 3, 4}) {
                    request.rules.maxGuesses = k;
                    request.leastWrong = true;
                    r = run(request, threads);
                    QVERIFY(r.within && r.proven());
                    QCOMPARE(r.within->solvable, naive.opener(top.front(), k) < test::kInf);
                    if (r.strategy)
                        QCOMPARE(r.check->late.size(), r.within->wrong);
                }
            }
        }
        TreeSearchRequest noOpener;
        noOpener.goal = TreeSearchRequest::Goal::Within;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, searchTree(lists, noOpener));
    }

    // The plan's first pass, every kernel against the plain loop: random
    // counts leaning to the edges (1 class, n classes), every tail length
    // around the 32-lane steps, bounds on both sides of beta, beta out of
    // the 16-bit range either way, the list in a buffer of exactly the
    // room asked for, guess numbers up to 65535.
    void planPassKernels_data() { test::addKernelRows(); }
    void planPassKernels() {
        GUESSLAB_KERNEL_OF_ROW(kernel);
        std::mt19937 rng(23);
        size_t cases = 0, listedSome = 0, failedSome = 0, told = 0;
        std::vector<size_t> sizes;
        for (size_t g = 0; g <= 130; ++g)
            sizes.push_back(g);
        for (size_t g : {1000u, 4099u, 12972u, 65536u})
            sizes.push_back(g);
        for (size_t guesses : sizes)
            for (int n : {1, 2, 3, 7, 64, 200, 255}) {
                std::vector<uint8_t> counts(guesses), member(guesses);
                const int edge = static_cast<int>(rng() % 3);
                for (size_t g = 0; g < guesses; ++g) {
                    const int r = static_cast<int>(rng() % 8);
                    counts[g] =
                        static_cast<uint8_t>(r == 0                           ? 1
                                             : r == 1 || (edge == 2 && r < 4) ? n
                                                                              : 1 + rng() % n);
                    member[g] = rng() % 16 == 0;
                }
                const int n3 = 3 * n;
                for (int beta :
                     {-5, 0, 2 * n - 1, 2 * n, 2 * n + 1 + int(rng() % n), n3, n3 + 1, 70000, kInf})
                    for (int least : {2, n})
                        for (int failedBefore : {kInf, 2 * n + int(rng() % (n + 1))}) {
                            const PlanPassInput in{counts.data(), member.data(), guesses,     n,
                                                   least,         beta,          failedBefore};
                            std::vector<uint16_t> want(guesses + PlanPass::kListSlack),
                                got(guesses + PlanPass::kListSlack);
                            const PlanPassResult a = PlanPass::generic(in, want.data());
                            const PlanPassResult b = PlanPass::run(in, got.data(), kernel);
                            QCOMPARE(b.listed, a.listed);
                            QVERIFY(std::equal(want.begin(), want.begin() + a.listed, got.begin()));
                            QCOMPARE(b.failed, a.failed);
                            QCOMPARE(b.tellsAll, a.tellsAll);
                            ++cases;
                            listedSome += a.listed > 0 && a.listed < guesses;
                            failedSome += a.failed < failedBefore;
                            told += a.tellsAll;
                        }
            }
        // The cases reach every outcome.
        QVERIFY(listedSome > 1000 && failedSome > 1000 && told > 1000 && cases > 30000);
    }

    // The vector class count against a set per guess, on random tables and
    // on the edges, with the plain loop beside it.
    void classCountKernel() {
        std::mt19937 rng(11);
        for (int round = 0; round < 60; ++round) {
            const CountCase c = countCase(rng, round, 243);
            std::vector<uint8_t> plain(c.stride);
            countClassesGeneric(c.cells.data(), c.stride, c.stride, c.set.data(), c.set.size(),
                                plain.data());
            std::vector<std::vector<uint8_t>> fast;
            for (SimdGrader::Isa isa : SimdGrader::supportedIsas()) {
                fast.emplace_back(c.stride);
                countClasses(c.cells.data(), c.stride, c.set.data(), c.set.size(),
                             fast.back().data(), isa);
            }
            for (size_t g = 0; g < c.stride; ++g) {
                QCOMPARE(size_t{plain[g]}, c.classesOf(g));
                for (const auto& counts : fast)
                    QCOMPARE(size_t{counts[g]}, c.classesOf(g));
            }
            // A range of guesses (from a multiple of 32, any width of whole
            // 32s), by either method: only its counts are written.
            const size_t from = 32 * (rng() % (c.stride / 32));
            const size_t width = 32 * (1 + rng() % ((c.stride - from) / 32));
            for (SimdGrader::Isa isa : SimdGrader::supportedIsas())
                for (ClassCountMethod method : {ClassCountMethod::Pairs, ClassCountMethod::Sets}) {
                    if (method == ClassCountMethod::Pairs && c.set.size() > 255)
                        continue;
                    std::vector<uint8_t> counts(width + 64, 0xEE);
                    countClassesBy(method, c.cells.data() + from, c.stride, width, c.set.data(),
                                   c.set.size(), counts.data(), isa);
                    for (size_t g = 0; g < width; ++g)
                        QCOMPARE(size_t{counts[g]}, c.classesOf(from + g));
                    for (size_t g = width; g < counts.size(); ++g)
                        QCOMPARE(int{counts[g]}, 0xEE);
                }
        }
    }

    // The count for cells below 16 (a bit per value) the same way, strides
    // ending in half a register included.
    void fewValuesClassCountKernel() {
        std::mt19937 rng(12);
        for (int round = 0; round < 80; ++round) {
            const CountCase c = countCase(rng, round, 16);
            for (SimdGrader::Isa isa : SimdGrader::supportedIsas()) {
                std::vector<uint8_t> counts(c.stride, 0xEE);
                countClassesFew(c.cells.data(), c.stride, c.set.data(), c.set.size(), counts.data(),
                                isa);
                for (size_t g = 0; g < c.stride; ++g)
                    QCOMPARE(size_t{counts[g]}, c.classesOf(g));
            }
        }
    }

    // The class tables of openers over random five-letter lists (byte
    // cells, with columns in guess order and arranged) and six-letter
    // look-alikes (16-bit cells), normal and the game's hard rule, on one
    // and two threads.
    void openerTablesAgainstThePlainTables() {
        const GameLists five = randomLists(31, 300, 900);
        const GameLists six = lookAlikeLists(32, 120, 500);
        const PatternMatrix fiveMatrix = PatternMatrix::build(five.guesses(), five.answers());
        const PatternMatrix sixMatrix = PatternMatrix::build(six.guesses(), six.answers());
        for (int threads : {1, 2})
            tbb::task_arena(threads).execute([&] {
                for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard})
                    for (WordId opener : {0u, 17u, 299u}) {
                        for (bool byCeiling : {false, true})
                            checkOpenerTables<uint8_t>(five, fiveMatrix, rule, opener, byCeiling);
                        checkOpenerTables<uint16_t>(six, sixMatrix, rule, opener, true);
                    }
            });
    }

    // The rows a class keeps: relabelling by first occurrence against a map,
    // and the set of relabelled rows against std::set, over many classes in
    // one set (restarts of every length, small after large, so the table
    // shrinks and grows again), with real hashes and with hashes that all
    // collide or share their low bits.
    void distinctRowsAgainstASet() {
        std::mt19937 rng(5);
        trees::RowCanon canon(243);
        trees::DistinctRows<uint8_t> kept;
        std::vector<uint8_t> out;
        for (int round = 0; round < 80; ++round) {
            const size_t n = round % 9 == 0 ? 1 + rng() % 300 : 1 + rng() % 12;
            const int values = 1 + static_cast<int>(rng() % (round % 2 ? 3 : 243));
            const int hashing = round % 3;  // real, all equal, low bits equal
            kept.restart(n);
            std::set<std::vector<uint8_t>> reference;
            const size_t rows = 1 + rng() % (round % 5 == 0 ? 3000 : 300);
            for (size_t r = 0; r < rows; ++r) {
                std::vector<uint8_t> row(n);
                for (uint8_t& v : row)
                    v = static_cast<uint8_t>(rng() % values);
                const uint64_t hash = canon.canonical(row.data(), n, out);
                std::map<uint8_t, uint8_t> label;
                for (size_t i = 0; i < n; ++i) {
                    label.emplace(row[i], static_cast<uint8_t>(label.size()));
                    QCOMPARE(out[i], label[row[i]]);
                }
                const uint64_t used = hashing == 0 ? hash : hashing == 1 ? 42 : hash << 20;
                QCOMPARE(kept.insert(used, out), reference.insert(out).second);
            }
            if (round % 10 == 9)
                kept.trim(0);  // frees everything; the next restart starts afresh
        }
    }

    // Sets planned from the vector class count (up to 255 answers) against
    // the plain plan with a canonical row per guess, on lists whose openers
    // leave classes of 49 to 255 answers: the same totals, and strategies
    // that the checker accepts, with and without a cap.
    void vectorPlanAgreesWithPlainRows() {
        size_t mediumClasses = 0;
        for (unsigned seed : {21u, 22u}) {
            const GameLists lists = randomLists(seed, 700, 1500);
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            TreeSolver vector(lists, matrix);
            TreeSolver plain(lists, matrix);
            plain.setVectorLimit(0);
            std::mt19937 rng(seed);
            for (int k = 0; k < 3; ++k) {
                const auto opener = static_cast<WordId>(rng() % lists.guesses().size());
                std::map<uint16_t, size_t> sizes;
                for (size_t a = 0; a < lists.answers().size(); ++a)
                    ++sizes[matrix.at(opener, static_cast<WordId>(a)).value];
                for (const auto& [pattern, size] : sizes)
                    mediumClasses += size > 48 && size <= 255;
                for (int cap : {0, 4}) {
                    TreeResult a, b;
                    solveBoth(vector, 2, plain, 1, opener, lists, {GuessRule::Normal, cap}, a, b);
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
        QVERIFY(mediumClasses >= 3);  // the sizes the vector plan now takes
    }

    // A class's first guesses are taken by the threads in turn, and a
    // thread held up after taking one must still search it. With threads
    // held up there at random, as load does, the totals on two threads are
    // those on one, opener after opener with the memo kept. (When the flags
    // that end the list were read after taking, a held-up thread dropped its
    // guess, and nine runs of this test in ten failed.)
    void takenGuessesAllSearched() {
        const GameLists lists = randomLists(21, 700, 1500);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver held(lists, matrix);
        TreeSolver single(lists, matrix);
        held.setAfterTaking([] {
            thread_local std::mt19937 rng(
                static_cast<unsigned>(std::hash<std::thread::id>{}(std::this_thread::get_id())));
            if (rng() % 2 == 0)
                std::this_thread::sleep_for(std::chrono::microseconds(rng() % 1000));
        });
        std::mt19937 rng(21);
        for (int k = 0; k < 24; ++k) {
            const auto opener = static_cast<WordId>(rng() % lists.guesses().size());
            for (int cap : {0, 4}) {
                TreeResult a, b;
                solveBoth(held, 2, single, 1, opener, lists, {GuessRule::Normal, cap}, a, b);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    // Normal mode: skipping a guess that one searched before splits at least
    // as finely changes nothing but the work. The same totals and the same
    // strategy, line for line, with and without the skip, with and without
    // a cap, on random and look-alike words (where refined splits are
    // common); on the look-alike lists the skip saves sets searched.
    void refinedGuessesSkipped() {
        uint64_t nodesWith = 0, nodesWithout = 0;
        for (unsigned seed : {31u, 32u, 33u}) {
            const GameLists lists =
                seed == 31 ? randomLists(seed, 300, 900) : lookAlikeLists(seed, 120, 400);
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            std::mt19937 rng(seed);
            for (int k = 0; k < 3; ++k) {
                const auto opener = static_cast<WordId>(rng() % lists.guesses().size());
                for (int cap : {0, 4}) {
                    const StrategyRules rules{GuessRule::Normal, cap};
                    TreeSolver skipping(lists, matrix);
                    TreeSolver plain(lists, matrix);
                    plain.setDropRefined(false);
                    TreeResult a, b;
                    solveBoth(skipping, 1, plain, 1, opener, lists, rules, a, b);
                    if (QTest::currentTestFailed())
                        return;
                    if (!a.solvable)
                        continue;
                    const StrategyCheck check = checkStrategy(a.strategy, lists, rules);
                    QCOMPARE(formatStrategy(a.strategy, lists, rules, check.stats),
                             formatStrategy(b.strategy, lists, rules, check.stats));
                    if (seed != 31) {
                        nodesWith += a.nodes;
                        nodesWithout += b.nodes;
                    }
                }
            }
        }
        QVERIFY2(nodesWith < nodesWithout,
                 (std::to_string(nodesWith) + " against " + std::to_string(nodesWithout)).c_str());
    }

    // Progress comes from the work done: it never steps back, reaches 1, and
    // moves while a class is searched (more distinct figures than the start
    // and the classes),
    // where it once moved only as each class finished.
    void progressFromWorkDone() {
        const GameLists lists = randomLists(13, 300, 900);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        // The opener that leaves the largest class: a long search inside it.
        WordId opener = 0;
        size_t largest = 0, classes = 0;
        for (WordId g = 0; g < lists.guesses().size(); ++g) {
            std::map<uint16_t, size_t> sizes;
            for (WordId a = 0; a < lists.answers().size(); ++a)
                ++sizes[matrix.at(g, a).value];
            size_t most = 0;
            for (const auto& [p, n] : sizes)
                most = std::max(most, n);
            if (most > largest) {
                largest = most;
                opener = g;
                classes = sizes.size();
            }
        }
        std::vector<double> fractions;
        std::mutex mutex;
        JobContext ctx(
            [&](const Progress& p) {
                std::lock_guard lock(mutex);
                if (p.fraction >= 0)
                    fractions.push_back(p.fraction);
            },
            std::chrono::milliseconds(0));  // every report, however quick the search
        TreeSolver solver(lists, matrix);
        const TreeResult r = solver.forOpener(opener, {}, &ctx);
        QVERIFY(r.proven);
        QVERIFY(!fractions.empty());
        for (size_t i = 1; i < fractions.size(); ++i)
            QVERIFY2(fractions[i] >= fractions[i - 1],
                     (std::to_string(fractions[i - 1]) + " then " + std::to_string(fractions[i]))
                         .c_str());
        QCOMPARE(fractions.back(), 1.0);
        const std::set<double> distinct(fractions.begin(), fractions.end());
        QVERIFY2(distinct.size() > classes + 1,
                 (std::to_string(distinct.size()) + " figures for " + std::to_string(classes) +
                  " classes, the largest of " + std::to_string(largest))
                     .c_str());
    }

    // The shipped classes of the openers that leave a large class (an
    // opening book a move deep): each row's total the complete table's,
    // its classes well formed with the large one among them; a random row
    // of the quick ones re-derived (the cheapest while none is quick).
    void shippedClassValues_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("rule");
        for (const GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            const std::string name = ruleName(rule);
            if (rule == GuessRule::Strict &&  // its run is still to come
                !std::filesystem::exists(std::string(GUESSLAB_RESULTS) + "/class-values-" + name +
                                         ".jsonl"))
                continue;
            QTest::newRow(name.c_str()) << QString::fromStdString(name) << int(rule);
        }
    }
    void shippedClassValues() {
        QFETCH(QString, mode);
        QFETCH(int, rule);
        const std::string results = GUESSLAB_RESULTS;
        const ResultsFile file =
            ResultsFile::read(results + "/class-values-" + mode.toStdString() + ".jsonl");
        checkResults(file);
        const int64_t large = *file.header().integer("class_values");
        const int64_t from = *file.header().integer("classes_from");
        const ResultsFile table =
            ResultsFile::read(results + "/all-totals-" + mode.toStdString() + ".jsonl");
        std::map<std::string, int64_t> totals;
        for (const JsonLine& r : table.records())
            totals.emplace(*r.text("item"), *r.integer("total"));
        const GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                              WordListLoader().load("bundled:wordle-guesses-12972").list);
        QCOMPARE(*file.header().text("answer_list"), listDigest(lists.answers()));
        QCOMPARE(*file.header().text("guess_list"), listDigest(lists.guesses()));
        // Complete: its openers are those that leave a class of `large`
        // answers or more, every one (the review relies on it).
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        std::set<std::string> wanted, rows;
        for (WordId g = 0; g < lists.guesses().size(); ++g) {
            std::array<int64_t, 256> sizes{};
            const uint8_t* row = matrix.row8(g);
            for (size_t a = 0; a < lists.answers().size(); ++a)
                ++sizes[row[a]];
            if (*std::max_element(sizes.begin(), sizes.end()) >= large)
                wanted.insert(lists.guesses().word(g));
        }
        for (const JsonLine& r : file.records())
            rows.insert(*r.text("item"));
        QCOMPARE(rows.size(), file.records().size());
        QVERIFY(wanted == rows);
        QCOMPARE(*file.header().integer("candidates"), static_cast<int64_t>(wanted.size()));
        for (const JsonLine& r : file.records()) {
            const std::string opener = *r.text("item");
            QVERIFY2(totals.count(opener), opener.c_str());
            QCOMPARE(*r.integer("total"), totals.at(opener));
            const auto* classes = std::get_if<std::vector<std::string>>(r.find("classes"));
            QVERIFY(classes);
            uint64_t largest = 0;
            for (const std::string& text : *classes) {
                const auto c = parseBookClass(text);
                QVERIFY2(c && c->answers >= static_cast<uint64_t>(from), text.c_str());
                largest = std::max(largest, c->answers);
            }
            QVERIFY2(largest >= static_cast<uint64_t>(large), opener.c_str());
        }
        const std::vector<const JsonLine*> quick = quickRows(file);
        if (quick.empty())
            QSKIP("no rows yet");
#ifdef __SANITIZE_ADDRESS__
        QSKIP("re-deriving a row takes minutes under the sanitizers: the Release run does it");
#endif
        const JsonLine& row = *quick[std::random_device{}() % quick.size()];
        const std::string opener = *row.text("item");
        qInfo("re-deriving the classes of %s", opener.c_str());
        TreeSolver solver(lists, matrix);
        const OpenerClassValues v =
            solver.allClassValues(*lists.guesses().find(opener), {static_cast<GuessRule>(rule), 0});
        QVERIFY(v.proven && v.solvable);
        const BookLine line = bookLine(v, lists, static_cast<uint64_t>(from));
        QCOMPARE(static_cast<int64_t>(line.total), *row.integer("total"));
        QCOMPARE(line.classes, *std::get_if<std::vector<std::string>>(row.find("classes")));
    }

    // The shipped tables of every opener's exact total (normal, hard, and
    // strict): read as the Results window reads them, on the bundled lists,
    // each against the opening book's table of its mode, and three rows
    // among the quick ones re-derived on every run.
    void shippedTotalsTable_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("salet");  // its total, as `tree --opener salet` gives it
        QTest::addColumn<bool>("best");  // the published optimum: the least once complete
        QTest::newRow("normal") << QStringLiteral("normal") << int(GuessRule::Normal) << 7920
                                << true;
        QTest::newRow("hard") << QStringLiteral("hard") << int(GuessRule::Hard) << 8116 << true;
        // The strict table: no optimum published, no earlier table or proof
        // to agree with (tst_review holds its least against the search).
        if (std::filesystem::exists(std::string(GUESSLAB_RESULTS) + "/all-totals-strict.jsonl"))
            QTest::newRow("strict") << QStringLiteral("strict") << int(GuessRule::Strict) << 8119
                                    << false;
    }
    void shippedTotalsTable() {
        QFETCH(QString, mode);
        QFETCH(int, rule);
        QFETCH(int, salet);
        QFETCH(bool, best);
        const std::string results = GUESSLAB_RESULTS;
        const ResultsFile file =
            ResultsFile::read(results + "/all-totals-" + mode.toStdString() + ".jsonl");
        checkResults(file);  // throws on a bad line
        QCOMPARE(*file.header().text("mode"), mode.toStdString());
        QCOMPARE(*file.header().flag("all_totals"), true);
        const GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                              WordListLoader().load("bundled:wordle-guesses-12972").list);
        QCOMPARE(*file.header().text("answer_list"), listDigest(lists.answers()));
        QCOMPARE(*file.header().text("guess_list"), listDigest(lists.guesses()));
        for (const JsonLine& r : file.records()) {
            QVERIFY(lists.guesses().find(*r.text("item")));
            QCOMPARE(*r.flag("exact"), true);
            // The bound every opener meets: each answer needs one guess, and
            // every one but the opener a second at least.
            QVERIFY(*r.integer("total") >=
                    int64_t{2} * static_cast<int64_t>(lists.answers().size()) - 1);
        }
        std::vector<const JsonLine*> quick = quickRows(file, 2, 3);
        QVERIFY(quick.size() >= 3);
        // The opening book's table (the 1,000 best by entropy, an earlier
        // build's run) gives every opener both hold the same total; once
        // every guess is in, salet's total is the one searched alone, and
        // where it is the proven optimum no other opener reaches it.
        std::map<std::string, int64_t> totals;
        for (const JsonLine& r : file.records())
            QVERIFY(totals.emplace(*r.text("item"), *r.integer("total")).second);
        if (best) {
            const ResultsFile book =
                ResultsFile::read(results + "/opening-book-" + mode.toStdString() + ".jsonl");
            for (const JsonLine& r : book.records())
                if (const auto it = totals.find(*r.text("item")); it != totals.end())
                    QCOMPARE(it->second, *r.integer("total"));
            // The proof's rows are the totals where exact and lower bounds
            // of them where not (an opener cut off above the best known).
            const std::string proofName = mode == QStringLiteral("hard")
                                              ? "/best-opener-proof-hard.jsonl"
                                              : "/best-opener-proof.jsonl";
            const ResultsFile proof = ResultsFile::read(results + proofName);
            for (const JsonLine& r : proof.records())
                if (const auto it = totals.find(*r.text("item")); it != totals.end()) {
                    if (*r.flag("exact"))
                        QCOMPARE(*r.integer("total"), it->second);
                    else
                        QVERIFY(*r.integer("total") <= it->second);
                }
        }
        if (totals.size() == lists.guesses().size()) {
            QCOMPARE(totals.at("salet"), int64_t{salet});
            for (const auto& [opener, total] : totals)
                QVERIFY(!best || opener == "salet" || total > salet);
        }
#ifdef __SANITIZE_ADDRESS__
        QSKIP("re-deriving a row takes minutes under the sanitizers: the Release run does it");
#endif
        // Three rows drawn afresh on every run.
        std::shuffle(quick.begin(), quick.end(), std::mt19937(std::random_device{}()));
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver solver(lists, matrix);
        for (const JsonLine* row : std::vector(quick.begin(), quick.begin() + 3)) {
            const std::string opener = *row->text("item");
            qInfo("re-deriving %s", opener.c_str());
            // Searched below the total and one more: the search with the
            // tight budget of a run that knows it, exact when it finds the
            // total.
            const auto total = static_cast<uint64_t>(*row->integer("total"));
            const OpenerValue v = solver.valueOf(*lists.guesses().find(opener),
                                                 {static_cast<GuessRule>(rule), 0}, total + 1);
            QVERIFY(v.exact);
            QCOMPARE(v.total, total);
        }
    }

    // A stopped search proves nothing but keeps the best opener it finished.
    void stoppedSearch() {
        const GameLists lists = randomLists(9, 200, 800);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver solver(lists, matrix);
        JobContext stopped;
        stopped.cancel();
        const TreeResult none = solver.forOpener(0, {}, &stopped);
        QVERIFY(!none.proven);
        QVERIFY(!none.solvable);
        // Stopped as the second opener starts: the first one's tree stands.
        int phases = 0;
        JobContext second([&](const Progress& p) {
            if (p.stageArgs.size() > 1 && p.stageArgs[1] == "2" && ++phases == 1)
                second.cancel();
        });
        const TreeResult first = solver.best({0, 1, 2}, {}, &second);
        QVERIFY(!first.proven);
        QVERIFY(first.solvable);
        QCOMPARE(first.opener, WordId{0});
        QVERIFY(checkStrategy(first.strategy, lists, {}).ok());
    }

    // A position as lists of its own: the best play from each class of an
    // opener's partition, added up, is the opener's optimal total (under
    // every rule, with the cap lowered by one), and its best next guess is
    // allowed at the position.
    void positionsAddUpToTheOpener() {
        const auto lists = std::make_shared<const GameLists>(randomLists(11, 40, 90));
        const PatternMatrix matrix = PatternMatrix::build(lists->guesses(), lists->answers());
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            for (int cap : {0, 4}) {
                TreeSolver solver(*lists, matrix);
                const WordId opener = 3;
                const TreeResult whole = solver.forOpener(opener, {rule, cap});
                QVERIFY(whole.solvable);
                const std::string word = lists->guesses().word(opener);
                std::map<Pattern, int> classes;
                for (WordId a = 0; a < lists->answers().size(); ++a)
                    ++classes[gradeReference(lists->guesses().symbols(opener),
                                             lists->answers().symbols(a))];
                uint64_t total = lists->answers().size();
                for (const auto& [p, size] : classes) {
                    if (p == Pattern::allGreen(lists->length()))
                        continue;
                    const TreePosition at =
                        treePosition(lists, word + ":" + toString(p, lists->length()), rule);
                    QCOMPARE(at.played, 1);
                    QCOMPARE(static_cast<int>(at.lists.answers().size()), size);
                    const PatternMatrix m =
                        PatternMatrix::build(at.lists.guesses(), at.lists.answers());
                    TreeSolver sub(at.lists, m);
                    std::vector<WordId> every(at.lists.guesses().size());
                    std::iota(every.begin(), every.end(), WordId{0});
                    const TreeResult r = sub.best(every, {rule, cap ? cap - 1 : 0});
                    QVERIFY(r.solvable && r.proven);
                    total += r.total;
                    QVERIFY(checkStrategy(r.strategy, at.lists, {rule, cap ? cap - 1 : 0}).ok());
                }
                QCOMPARE(total, whole.total);
            }
        // Bad steps are named.
        for (const auto& [steps, problem] : std::vector<std::pair<std::string, std::string>>{
                 {"salet", "write a step as GUESS:FEEDBACK"},
                 {"salet:BBBBQ", "is not feedback"},
                 {"zzzzz:BBBBB", "step 1: 'zzzzz' is in neither"}}) {
            try {
                treePosition(lists, steps, GuessRule::Normal);
                QFAIL(steps.c_str());
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(problem) != std::string::npos, e.what());
            }
        }
    }

    void sameTreeOnAnyThreadCount() {
        const GameLists lists = randomLists(7, 300, 1500);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            std::vector<std::string> texts;
            for (int threads : {1, 2, 1}) {
                TreeSolver solver(lists, matrix);
                const TreeResult r = solveWith(threads, [&](JobContext& ctx) {
                    return solver.best({0, 1, 2, 3}, StrategyRules{rule, 0}, &ctx);
                });
                QVERIFY(r.solvable);
                const StrategyCheck check = checkStrategy(r.strategy, lists, {rule, 0});
                QVERIFY(check.ok());
                texts.push_back(formatStrategy(r.strategy, lists, {rule, 0}, check.stats));
            }
            QCOMPARE(texts[0], texts[1]);
            QCOMPARE(texts[0], texts[2]);
        }
    }

    void strongOpenerOnTheStandardLists() {
        const GameLists& lists = standardLists();
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver solver(lists, matrix);
        const WordId salet = *lists.guesses().find("salet");
        const TreeResult r =
            solveWith(2, [&](JobContext& ctx) { return solver.forOpener(salet, {}, &ctx); });
        QVERIFY(r.proven && r.solvable);
        QCOMPARE(r.total, 7920);  // the published figure for salet
        const StrategyCheck check = checkStrategy(r.strategy, lists, {});
        QVERIFY(check.ok());
        QCOMPARE(check.stats.total, r.total);
        QCOMPARE(check.stats.answers, lists.answers().size());
        // The cap of 5 costs nothing here (the tree's worst is 5); 4 is too few.
        QVERIFY(check.stats.worst <= 5);
        const TreeResult capped = solveWith(2, [&](JobContext& ctx) {
            return solver.forOpener(salet, {GuessRule::Normal, 3}, &ctx);
        });
        QVERIFY(capped.proven && !capped.solvable);
    }

    void fileRoundTrip() {
        const GameLists lists = randomLists(4, 60, 200);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            TreeSolver solver(lists, matrix);
            const StrategyRules rules{rule, 0};
            const TreeResult r = solver.forOpener(0, rules);
            QVERIFY(r.solvable);
            const StrategyCheck check = checkStrategy(r.strategy, lists, rules);
            const std::string text = formatStrategy(r.strategy, lists, rules, check.stats);
            const StrategyDocument doc = parseStrategy(text, "round.txt", lists);
            QCOMPARE(doc.rules.rule, rule);
            QCOMPARE(*doc.total, r.total);
            const StrategyCheck again = checkStrategy(doc.strategy, lists, doc.rules);
            QVERIFY(again.ok());
            QCOMPARE(again.stats.total, r.total);
            QCOMPARE(formatStrategy(doc.strategy, lists, rules, again.stats), text);
        }
    }

    void checkerRejectsBrokenStrategies() {
        const GameLists lists = randomLists(5, 40, 120);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver solver(lists, matrix);
        const TreeResult r = solver.forOpener(0, {});
        const StrategyCheck check = checkStrategy(r.strategy, lists, {});
        const std::string text = formatStrategy(r.strategy, lists, {}, check.stats);
        std::vector<std::string> lines;
        for (size_t at = 0, end; at < text.size(); at = end + 1) {
            end = text.find('\n', at);
            lines.push_back(text.substr(at, end - at));
        }
        // Drop the line of an answer that no other line's path passes through.
        for (size_t i = 0; i < lines.size(); ++i) {
            if (lines[i].empty() || lines[i][0] == '#' || lines[i][0] == '@')
                continue;
            const std::string answer = lines[i].substr(lines[i].size() - 11, 5);
            std::string rest;
            for (size_t j = 0; j < lines.size(); ++j)
                if (j != i && lines[j].find('@') != 0)
                    rest += lines[j] + '\n';
            if (rest.find(answer + ' ') != std::string::npos)
                continue;
            const StrategyDocument doc = parseStrategy(rest, "cut.txt", lists);
            const StrategyCheck broken = checkStrategy(doc.strategy, lists, {});
            QVERIFY(!broken.ok());
            QVERIFY2(
                broken.errors.front().find("'" + answer + "' is not reached") != std::string::npos,
                broken.errors.front().c_str());
            break;
        }
        // A tree that probes with a word the feedback has ruled out: fine in
        // normal mode and in the game's hard mode (it revealed nothing), not
        // in strict mode.
        const Alphabet letters = Alphabet::letters();
        const GameLists tiny(WordList(letters, {"funny"}),
                             WordList(letters, {"salet", "stump", "funny"}));
        const StrategyDocument probe =
            parseStrategy("salet BBBBB stump BBYBB funny GGGGG\n", "probe.txt", tiny);
        QVERIFY(checkStrategy(probe.strategy, tiny, {}).ok());
        QVERIFY(checkStrategy(probe.strategy, tiny, {GuessRule::Hard, 0}).ok());
        const StrategyCheck illegal = checkStrategy(probe.strategy, tiny, {GuessRule::Strict, 0});
        QCOMPARE(illegal.errors.size(), size_t{1});
        QCOMPARE(illegal.errors.front(),
                 std::string("strict mode: after 'salet BBBBB', 'stump' is not allowed: against "
                             "it 'salet' would show GBBBY, not BBBBB"));
        // The game's hard mode: a revealed yellow must be played again.
        const GameLists yellow(WordList(letters, {"tunny"}),
                               WordList(letters, {"salet", "funny", "tunny"}));
        const StrategyDocument dropsT =
            parseStrategy("salet BBBBY funny BGGGG tunny GGGGG\n", "yellow.txt", yellow);
        QVERIFY(checkStrategy(dropsT.strategy, yellow, {}).ok());
        const StrategyCheck broken = checkStrategy(dropsT.strategy, yellow, {GuessRule::Hard, 0});
        QCOMPARE(broken.errors.size(), size_t{1});
        QCOMPARE(broken.errors.front(),
                 std::string("hard mode: after 'salet BBBBY', 'funny' is not allowed: it must "
                             "contain t, as 'salet' showed"));
        // A cap below the tree's worst case.
        const StrategyCheck capped =
            checkStrategy(r.strategy, lists, {GuessRule::Normal, check.stats.worst - 1});
        QVERIFY(!capped.ok());
        QVERIFY(capped.errors.front().find("more than the cap") != std::string::npos);
    }

    void malformedFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("problem");
        QTest::addRow("empty") << "# nothing\n" << 0 << "no strategy lines";
        QTest::addRow("odd items") << "crane GGGGG\ncrane\n"
                                   << 2 << "alternates guesses and feedback";
        QTest::addRow("unknown word") << "zzzzz GGGGG\n" << 1 << "'zzzzz' is not in the guess list";
        QTest::addRow("bad feedback") << "salet BXBBB crane GGGGG\n" << 1 << "is not feedback";
        QTest::addRow("wrong feedback") << "salet GGGGG crane GGGGG\n"
                                        << 1 << "gives BYBYB, not GGGGG";
        QTest::addRow("goes on") << "crane GGGGG crane GGGGG\n" << 1 << "goes on after the answer";
        QTest::addRow("ends early") << "salet BYBBY\n" << 1 << "not in the answer list";
        QTest::addRow("conflict") << "salet BYBYB crane GGGGG\nsalet BYBYB arena GGGGG\n"
                                  << 2 << "line 1 guesses 'crane' after the same feedback";
        QTest::addRow("duplicate") << "crane GGGGG\ncrane GGGGG\n"
                                   << 2 << "already has a line (line 1)";
        QTest::addRow("rule") << "@speed fast\n" << 1 << "unknown rule";
        QTest::addRow("mode") << "@mode easy\n" << 1 << "@mode is normal, hard or strict";
        // Before format 2, "hard" meant strict: such a file is not read as the game's rule.
        QTest::addRow("old hard") << "# old\n@mode hard\nsalet GGGGG\n"
                                  << 2 << "write '@mode strict'";
        QTest::addRow("format") << "@format 3\n" << 1 << "@format is 1 or 2";
        QTest::addRow("cap") << "@max-guesses 0\n" << 1 << "@max-guesses is a number";
        QTest::addRow("total") << "@total many\n" << 1 << "@total is a whole number";
        QTest::addRow("binary") << QString::fromLatin1("salet \xff\xfe\n") << 1
                                << "not valid UTF-8";
    }
    void malformedFiles() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, problem);
        const GameLists& lists = standardLists();
        try {
            const QByteArray bytes = text.toLatin1();
            parseStrategy(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
                          "bad.txt", lists);
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.source(), std::string("bad.txt"));
            QCOMPARE(e.line(), line);
            QVERIFY2(e.problem().find(problem.toStdString()) != std::string::npos, e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestTrees)
#include "tst_trees.moc"
