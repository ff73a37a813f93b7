// SPDX-License-Identifier: GPL-3.0-or-later
// Every long search stopped at random moments, on one and two threads: a
// result is either complete and equal to an uncancelled run's, or marked
// incomplete, and whatever it shows is still valid (a strategy checks, a
// chain is admissible). Run under AddressSanitizer in CI, where a sentinel
// used as an index shows at once. GUESSLAB_STRESS_ROUNDS sets the rounds of
// each search and thread count (default 25) for longer runs by hand.

#include "anyset.h"
#include "binarysearchgame.h"
#include "coingames.h"
#include "eldrow.h"
#include "equationgenerator.h"
#include "gamereview.h"
#include "gametreesolver.h"
#include "mastermindgame.h"
#include "pairsearch.h"
#include "playedgame.h"
#include "ranking.h"
#include "simulation.h"
#include "strategytree.h"
#include "treesolver.h"
#include "withinsolver.h"

#include "trees/naivetree.h"

#include <tbb/task_arena.h>

#include <QtTest>

#include <chrono>
#include <cstdlib>
#include <functional>
#include <random>
#include <thread>

using namespace guesslab;
using guesslab::test::lookAlikeLists;
using guesslab::test::randomLists;

namespace {

int rounds() {
    const char* v = std::getenv("GUESSLAB_STRESS_ROUNDS");
    return v && std::atoi(v) > 0 ? std::atoi(v) : 25;
}

// Runs `run` once to the end for the reference and its time, then `rounds`
// times on 1 and 2 threads with a cancel at a random moment within that time
// (and a little past it, so some runs finish), handing each result and the
// reference to `check`.
template <class R>
void stopAtRandom(const char* name, unsigned seed, const std::function<R(JobContext*)>& run,
                  const std::function<void(const R& got, const R& reference)>& check) {
    const auto start = std::chrono::steady_clock::now();
    R reference;
    {
        tbb::task_arena one(1);
        reference = one.execute([&] { return run(nullptr); });
    }
    const auto full = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
    std::mt19937 rng(seed);
    std::uniform_int_distribution<long> moment(0, full + full / 5 + 1);
    int stopped = 0, finished = 0;
    for (int threads : {1, 2}) {
        tbb::task_arena arena(threads);
        for (int i = 0; i < rounds(); ++i) {
            JobContext ctx;
            const auto delay = std::chrono::microseconds(moment(rng) / threads);
            std::thread stopper([&] {
                std::this_thread::sleep_for(delay);
                ctx.cancel();
            });
            const R got = arena.execute([&] { return run(&ctx); });
            stopper.join();
            check(got, reference);
            if (QTest::currentTestFailed()) {
                qWarning("%s: round %d on %d threads, stopped after %lld us", name, i, threads,
                         static_cast<long long>(delay.count()));
                return;
            }
            ++(delay.count() < full / threads ? stopped : finished);
        }
    }
    qInfo("%s: %d rounds stopped early, %d late, a whole run %lld us", name, stopped, finished,
          static_cast<long long>(full));
}

// A tree result: complete and the reference's, or unproven with any
// strategy it keeps still valid under the rules.
void checkTree(const TreeResult& got, const TreeResult& ref, const GameLists& lists,
               const StrategyRules& rules) {
    if (got.proven) {
        QCOMPARE(got.solvable, ref.solvable);
        QCOMPARE(got.total, ref.total);
        QCOMPARE(got.opener, ref.opener);
        QCOMPARE(got.strategy.size(), ref.strategy.size());
    }
    if (got.solvable) {
        const StrategyCheck c = checkStrategy(got.strategy, lists, rules);
        QVERIFY2(c.ok(), c.errors.empty() ? "" : c.errors.front().c_str());
        QCOMPARE(c.stats.total, got.total);
    }
}

}  // namespace

class TestCancelStress : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Trees: one opener's total, with and without a cap, in each mode; the
    // best of several openers; a solver reused after a stop still exact.
    void trees() {
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            for (int cap : {0, 4}) {
                // Hard mode's memo is keyed by the hints too: smaller lists.
                const GameLists lists = rule == GuessRule::Normal ? lookAlikeLists(5, 150, 500)
                                                                  : randomLists(5, 80, 240);
                const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
                const StrategyRules rules{rule, cap};
                stopAtRandom<TreeResult>(
                    "tree", 1 + static_cast<unsigned>(rule) * 10 + static_cast<unsigned>(cap),
                    [&](JobContext* ctx) {
                        TreeSolver solver(lists, matrix);
                        return solver.best({0, 1, 2, 3}, rules, ctx);
                    },
                    [&](const TreeResult& got, const TreeResult& ref) {
                        checkTree(got, ref, lists, rules);
                    });
                if (QTest::currentTestFailed())
                    return;
            }
    }

    // A tail opener's large classes refute thousands of guesses by their
    // classes' bounds alone, with no set below searched: a stop is seen
    // before the next guess, not when a set is next searched (seconds
    // later). Stopped as a class's first guesses are taken, each thread
    // takes one more at most, or two where it starts another class as the
    // stop comes (the search read the flag only at sets: 1,030 more in
    // normal mode, 6 in hard).
    void treesStopBetweenGuesses_data() {
        QTest::addColumn<GuessRule>("rule");
        QTest::addColumn<int>("stopAt");
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard})
            for (int stopAt : {50, 400})
                QTest::addRow("%s, guess %d", ruleName(rule), stopAt) << rule << stopAt;
    }
    void treesStopBetweenGuesses() {
        QFETCH(GuessRule, rule);
        QFETCH(int, stopAt);
        const GameLists& lists = test::standardLists();
        static const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver solver(lists, matrix);
        JobContext ctx;
        std::atomic<int> taken{0}, takenAfter{0};
        std::atomic<bool> cancelled{false};
        solver.setAfterTaking([&] {
            if (cancelled)
                ++takenAfter;
            else if (++taken == stopAt) {
                cancelled = true;
                ctx.cancel();
            }
        });
        tbb::task_arena arena(2);
        const TreeResult r = arena.execute([&] {
            return solver.forOpener(*lists.guesses().find("fuzzy"), {rule, 0}, &ctx);
        });
        QVERIFY(!r.proven);
        QVERIFY(cancelled);
        QVERIFY2(takenAfter <= 4, qPrintable(QString::number(takenAfter.load())));
    }

    void treesReusedAfterAStop() {
        const GameLists lists = randomLists(3, 300, 900);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver fresh(lists, matrix);
        const TreeResult ref = fresh.best({0, 1, 2}, {});
        TreeSolver solver(lists, matrix);  // its memo keeps what stopped runs left
        stopAtRandom<TreeResult>(
            "tree reused", 7,
            [&](JobContext* ctx) {
                return solver.best({0, 1, 2}, {}, ctx);
            },
            [&](const TreeResult& got, const TreeResult&) {
                checkTree(got, ref, lists, {});
                const TreeResult again = solver.best({0, 1, 2}, {});
                checkTree(again, ref, lists, {});
                QVERIFY(again.proven);
            });
    }

    // Within K and the least number left unsolved.
    void within() {
        const GameLists lists = lookAlikeLists(6, 150, 500);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard})
            for (bool leastWrong : {false, true}) {
                const int k = leastWrong ? 3 : 4;
                stopAtRandom<WithinResult>(
                    "within", 20 + static_cast<unsigned>(rule) * 2 + leastWrong,
                    [&](JobContext* ctx) {
                        WithinSolver solver(lists, matrix);
                        return solver.forOpener(0, rule, k, leastWrong, ctx);
                    },
                    [&](const WithinResult& got, const WithinResult& ref) {
                        if (got.proven) {
                            QCOMPARE(got.solvable, ref.solvable);
                            QCOMPARE(got.wrong, ref.wrong);
                            QCOMPARE(got.unsolved, ref.unsolved);
                        } else {
                            QVERIFY(got.strategy.empty());
                        }
                        if (!got.strategy.empty()) {
                            const StrategyCheck c = checkStrategy(got.strategy, lists, {rule, k});
                            QVERIFY(c.sound());
                            QCOMPARE(uint64_t(c.late.size()), got.wrong);
                        }
                    });
                if (QTest::currentTestFailed())
                    return;
            }
    }

    // Any N answers within K.
    void anySet() {
        const GameLists lists = lookAlikeLists(7, 60, 120);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        for (const auto& [size, guesses] : {std::pair{4, 2}, std::pair{4, 3}})
            stopAtRandom<AnySetReport>(
                "any set", 30 + static_cast<unsigned>(guesses),
                [&](JobContext* ctx) { return failingWithin(lists, matrix, size, guesses, ctx); },
                [&](const AnySetReport& got, const AnySetReport& ref) {
                    if (got.proven) {
                        QCOMPARE(got.holds, ref.holds);
                        QCOMPARE(got.failing, ref.failing);
                    } else {  // what it lists does fail
                        for (const auto& set : got.failing)
                            QVERIFY(std::find(ref.failing.begin(), ref.failing.end(), set) !=
                                    ref.failing.end());
                    }
                });
    }

    // Eldrow over every target: a stopped search lists only finished targets.
    void eldrow() {
        std::mt19937 rng(8);
        const WordList words =
            test::sampleList(rng, WordListLoader().load("bundled:wordle-answers-2315").list, 400);
        const EldrowSolver solver(words);
        stopAtRandom<EldrowResult>(
            "eldrow", 40, [&](JobContext* ctx) { return solver.global({}, ctx); },
            [&](const EldrowResult& got, const EldrowResult& ref) {
                if (got.proven) {
                    QCOMPARE(got.length, ref.length);
                    QCOMPARE(got.targets, ref.targets);
                }
                QVERIFY(got.length <= ref.length);
                for (const auto& chain : got.chains)
                    QVERIFY(EldrowSolver::admissible(words, chain));
                for (const auto& t : got.targets)
                    QVERIFY(std::find(ref.targets.begin(), ref.targets.end(), t) !=
                            ref.targets.end());
            });
    }

    // The top pairs.
    void pairs() {
        const GameLists lists = randomLists(9, 300, 600);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        const CandidateSet all = CandidateSet::all(lists.answers().size());
        PairSearchOptions options;
        options.top = 5;
        stopAtRandom<PairSearchResult>(
            "pairs", 50,
            [&](JobContext* ctx) { return searchPairs(lists, matrix, all, options, ctx); },
            [&](const PairSearchResult& got, const PairSearchResult& ref) {
                if (!got.proven)
                    return;
                QCOMPARE(got.pairs.size(), ref.pairs.size());
                for (size_t i = 0; i < got.pairs.size(); ++i)
                    QCOMPARE(got.pairs[i].key, ref.pairs[i].key);
            });
    }

    // A player simulated over every secret of Mastermind and of a long binary
    // search: complete and the same figures, or marked incomplete.
    void simulation() {
        const MastermindGame mastermind(4, 5);
        const BinarySearchGame binary(3000);
        for (const Game* game :
             {static_cast<const Game*>(&mastermind), static_cast<const Game*>(&binary)}) {
            stopAtRandom<SimulationResult>(
                "simulation", 55,
                [&](JobContext* ctx) { return simulate(*game, PlayerOptions{}, ctx); },
                [&](const SimulationResult& got, const SimulationResult& ref) {
                    QVERIFY(ref.complete);
                    if (!got.complete)
                        return;
                    QCOMPARE(got.questions, ref.questions);
                    QCOMPARE(got.average, ref.average);
                });
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The exact search over other games, fresh and reused after a stop: a
    // proven result is the uncancelled one and its strategy checks; a
    // stopped one shows no strategy.
    void gameTrees() {
        const MastermindGame mastermind(4, 4);
        const OddCoinGame coins(9);
        for (const Game* game :
             {static_cast<const Game*>(&mastermind), static_cast<const Game*>(&coins)}) {
            for (bool within : {false, true}) {
                GameTreeRequest request;
                if (within) {
                    request.goal = GameTreeRequest::Goal::Within;
                    request.rules.maxGuesses = 4;
                    request.leastWrong = true;
                }
                GameTreeSolver reused(*game);
                for (GameTreeSolver* shared : {static_cast<GameTreeSolver*>(nullptr), &reused}) {
                    stopAtRandom<GameTreeResult>(
                        "game trees", 65,
                        [&](JobContext* ctx) {
                            if (shared)
                                return shared->solve(request, ctx);
                            GameTreeSolver solver(*game);
                            return solver.solve(request, ctx);
                        },
                        [&](const GameTreeResult& got, const GameTreeResult& ref) {
                            QVERIFY(ref.proven);
                            if (!got.proven) {
                                QVERIFY(got.strategy.empty());
                                return;
                            }
                            QCOMPARE(got.total, ref.total);
                            QCOMPARE(got.wrong, ref.wrong);
                            const GameStrategyCheck c =
                                checkGameStrategy(got.strategy, *game, request.rules, within);
                            QVERIFY2(c.ok(), c.errors.empty() ? "" : c.errors.front().c_str());
                            QCOMPARE(within ? uint64_t{c.late.size()} : c.stats.total,
                                     within ? got.wrong : got.total);
                        });
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
    }

    // The streamed Nerdle ranking: complete and the same, or empty.
    void nerdleRanking() {
        const WordList eq(EquationChecker::alphabet(), EquationGenerator::generate(7), "nerdle:7");
        const GameLists lists(eq, eq);
        const CandidateSet all = CandidateSet::all(eq.size());
        stopAtRandom<Ranking>(
            "nerdle ranking", 60,
            [&](JobContext* ctx) { return rankStreaming(lists, all, {}, ctx); },
            [&](const Ranking& got, const Ranking& ref) {
                if (!got.complete) {
                    QVERIFY(got.rows.empty());
                    return;
                }
                QCOMPARE(got.rows.size(), ref.rows.size());
                for (size_t i = 0; i < got.rows.size(); ++i) {
                    QCOMPARE(got.rows[i].guess, ref.rows[i].guess);
                    QCOMPARE(got.rows[i].orderKey, ref.rows[i].orderKey);
                }
            });
    }

    // A game reviewed in each mode: every move valued as in the whole run,
    // or the review marked stopped.
    void review() {
        auto lists = std::make_shared<const GameLists>(randomLists(10, 200, 600));
        const std::string secret = lists->answers().word(17);
        // The secret is allowed after any first guess, in every mode.
        const std::string text = lists->guesses().word(3) + "\n" + secret + "\n";
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            const PlayedGame game = parsePlayedGame(lists, text, secret, rule, "game");
            ReviewOptions options;
            options.rule = rule;
            options.candidates = 5;
            stopAtRandom<GameReview>(
                "review", 70 + static_cast<unsigned>(rule),
                [&](JobContext* ctx) { return reviewGame(lists, game.steps, options, ctx); },
                [&](const GameReview& got, const GameReview& ref) {
                    QCOMPARE(got.moves.size(), ref.moves.size());
                    if (!got.stopped)
                        QCOMPARE(got.complete, ref.complete);
                    for (size_t i = 0; i < got.moves.size(); ++i) {
                        const MoveReview& m = got.moves[i];
                        if (m.searched) {
                            QCOMPARE(m.playedTotal, ref.moves[i].playedTotal);
                            if (m.bestKnown)
                                QCOMPARE(m.bestTotal, ref.moves[i].bestTotal);
                        }
                    }
                });
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(TestCancelStress)
#include "tst_cancelstress.moc"
