// SPDX-License-Identifier: GPL-3.0-or-later
// The exact search over any game against a plain exhaustive search:
// Mastermind of 2-3 pegs and 2-4 colours, the coin games up to 6 coins,
// binary search up to 20, in every mode, the fewest questions in all (with
// and without a cap) and within K (least wrong); with the game's symmetries
// and without; each strategy checked by the plain checker; the same
// strategy on 1 and 2 threads. Mastermind's symmetries keep the feedback.
#include "anygamereview.h"
#include "balancequestions.h"
#include "binarysearchgame.h"
#include "bullscowsgame.h"
#include "coingames.h"
#include "engine.h"
#include "gametreesolver.h"
#include "inputerror.h"
#include "mastermindgame.h"
#include "naivegametree.h"
#include "naivetree.h"
#include "optimalsimulation.h"
#include "playedsteps.h"
#include "wordgame.h"

#include <QtTest>
#include <algorithm>

#include <memory>
#include <random>

using namespace guesslab;
using guesslab::test::NaiveGameTree;

namespace {

// Every question of the game, not reduced by symmetry.
NaiveGameTree::Questions everyQuestion(const Game& game) {
    if (game.questionCodes() > 0)
        return [&game] {
            std::vector<Question> out(game.questionCodes());
            for (size_t q = 0; q < out.size(); ++q)
                out[q].code = static_cast<int64_t>(q);
            return out;
        };
    if (const auto* balance = dynamic_cast<const BalanceGame*>(&game))
        return [coins = balance->coins()] {
            std::vector<std::vector<uint16_t>> alone;
            for (int c = 0; c < coins; ++c)
                alone.push_back({static_cast<uint16_t>(c)});
            return BalanceQuestions::enumerate(alone);
        };
    return [&game] {
        std::vector<Question> out(game.secretCount());
        for (size_t q = 0; q < out.size(); ++q)
            out[q].code = static_cast<int64_t>(q);
        return out;
    };
}

std::vector<std::shared_ptr<const Game>> smallGames() {
    std::vector<std::shared_ptr<const Game>> games;
    for (int pegs = 2; pegs <= 3; ++pegs)
        for (int colours = 2; colours <= (pegs == 2 ? 4 : 3); ++colours)
            games.push_back(std::make_shared<MastermindGame>(pegs, colours));
    for (const auto& [positions, digits] : {std::pair{2, 3}, std::pair{2, 4}, std::pair{3, 4}})
        for (bool repeats : {false, true})
            games.push_back(std::make_shared<BullsCowsGame>(positions, digits, repeats));
    for (int coins = 2; coins <= 6; ++coins) {
        games.push_back(std::make_shared<HeavyCoinGame>(coins));
        games.push_back(std::make_shared<OddCoinGame>(coins));
        if (coins >= 3)
            games.push_back(std::make_shared<TwoHeavyCoinsGame>(coins));
    }
    for (size_t n : {2, 3, 7, 12, 20})
        games.push_back(std::make_shared<BinarySearchGame>(n));
    return games;
}

// mostListed: the solver's (GameTreeSolver::setMostListed); small, so that
// the whole group of a small game is used through its opening classes.
GameTreeResult solve(const Game& game, const GameTreeRequest& request, int threads = 2,
                     size_t mostListed = size_t{1} << 22, bool counting = true) {
    Engine engine(threads);
    return *engine
                .run<GameTreeResult>([&](JobContext& ctx) {
                    GameTreeSolver solver(game);
                    solver.setMostListed(mostListed);
                    solver.setCounting(counting);
                    solver.setParallelFrom(4);  // the parallel classes, on small games too
                    return solver.solve(request, &ctx);
                })
                .result;
}

}  // namespace

class TestGameTrees : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void mastermindSymmetriesKeepFeedback() {
        std::mt19937 random(7);
        for (const auto& [pegs, colours] : {std::pair{3, 4}, std::pair{4, 6}, std::pair{2, 5}}) {
            const MastermindGame game(pegs, colours);
            QCOMPARE(game.symmetryCount(), size_t{1} *
                                               (pegs == 4   ? 24
                                                : pegs == 3 ? 6
                                                            : 2) *
                                               (colours == 6   ? 720
                                                : colours == 5 ? 120
                                                               : 24));
            for (uint32_t c = 0; c < game.secretCount(); ++c)
                QCOMPARE(game.mapCode(0, c), c);  // symmetry 0 is the identity
            for (int trial = 0; trial < 2000; ++trial) {
                const size_t g = random() % game.symmetryCount();
                const auto q = static_cast<uint32_t>(random() % game.secretCount());
                const auto s = static_cast<uint32_t>(random() % game.secretCount());
                const Question a{q, {}, {}}, b{game.mapCode(g, q), {}, {}};
                QCOMPARE(game.feedback(b, game.mapCode(g, s)), game.feedback(a, s));
            }
            // Each symmetry is one-to-one.
            const size_t g = random() % game.symmetryCount();
            std::vector<char> hit(game.secretCount(), 0);
            for (uint32_t c = 0; c < game.secretCount(); ++c)
                hit[game.mapCode(g, c)] = 1;
            QVERIFY(std::all_of(hit.begin(), hit.end(), [](char h) { return h; }));
        }
    }

    void mastermindFeedbackRowIsFeedback() {
        const MastermindGame game(4, 6);
        std::vector<SecretId> all(game.secretCount());
        std::iota(all.begin(), all.end(), SecretId{0});
        std::vector<Feedback> row(all.size());
        for (int64_t q : {0, 7, 100, 1295}) {
            game.feedbackRow(Question{q, {}, {}}, all, row.data());
            for (SecretId s : all)
                QCOMPARE(row[s], game.feedback(Question{q, {}, {}}, s));
        }
    }

    void totalsAgainstNaive() {
        for (const auto& game : smallGames()) {
            for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
                if (game->endsWhenIdentified() && rule != GuessRule::Normal)
                    continue;  // questions name no secret: every mode is the same game
                for (int cap : {0, 2, 3, 4}) {
                    NaiveGameTree naive(*game, everyQuestion(*game), rule, false);
                    const uint64_t expected = naive.best(cap);
                    // No symmetry, every symmetry listed, or the whole group
                    // through the opening classes.
                    for (int symmetry : {0, 1, 2}) {
                        GameTreeRequest request;
                        request.rules = {rule, cap};
                        request.symmetry = symmetry > 0;
                        const GameTreeResult r =
                            solve(*game, request, 2, symmetry == 2 ? 12 : size_t{1} << 22);
                        const QString what = QStringLiteral("%1, %2, cap %3, symmetry %4")
                                                 .arg(QString::fromStdString(game->name()))
                                                 .arg(QLatin1String(ruleName(rule)))
                                                 .arg(cap)
                                                 .arg(symmetry);
                        QVERIFY2(r.proven, qPrintable(what));
                        QCOMPARE(r.solvable, expected < NaiveGameTree::kInf);
                        if (!r.solvable)
                            continue;
                        QVERIFY2(r.total == expected,
                                 qPrintable(
                                     what +
                                     QStringLiteral(": %1, naive %2").arg(r.total).arg(expected)));
                        const GameStrategyCheck check =
                            checkGameStrategy(r.strategy, *game, request.rules);
                        QVERIFY2(check.ok(),
                                 qPrintable(what + QStringLiteral(": ") +
                                            QString::fromStdString(
                                                check.errors.empty() ? "" : check.errors[0])));
                        QCOMPARE(check.stats.total, expected);
                        QCOMPARE(check.stats.answers, game->secretCount());
                    }
                }
            }
        }
    }

    void withinAgainstNaive() {
        for (const auto& game : smallGames()) {
            for (GuessRule rule : {GuessRule::Normal, GuessRule::Strict}) {
                if (game->endsWhenIdentified() && rule != GuessRule::Normal)
                    continue;
                for (int within = 1; within <= 4; ++within) {
                    NaiveGameTree naive(*game, everyQuestion(*game), rule, true);
                    const uint64_t expected = naive.best(within);
                    for (bool leastWrong : {false, true}) {
                        GameTreeRequest request;
                        request.goal = GameTreeRequest::Goal::Within;
                        request.rules = {rule, within};
                        request.leastWrong = leastWrong;
                        const GameTreeResult r = solve(*game, request);
                        const QString what = QStringLiteral("%1, %2, within %3, least wrong %4")
                                                 .arg(QString::fromStdString(game->name()))
                                                 .arg(QLatin1String(ruleName(rule)))
                                                 .arg(within)
                                                 .arg(leastWrong);
                        QVERIFY2(r.proven, qPrintable(what));
                        QVERIFY2(r.solvable == (expected == 0), qPrintable(what));
                        if (leastWrong || expected == 0) {
                            QVERIFY2(
                                r.wrong == expected,
                                qPrintable(
                                    what +
                                    QStringLiteral(": %1, naive %2").arg(r.wrong).arg(expected)));
                            if (r.strategy.empty()) {  // no question helps: none asked
                                QCOMPARE(r.wrong, uint64_t{game->secretCount()});
                                continue;
                            }
                            const GameStrategyCheck check =
                                checkGameStrategy(r.strategy, *game, request.rules, true);
                            QVERIFY2(check.ok(), qPrintable(what));
                            QCOMPARE(check.late.size(), size_t{expected});
                        } else {
                            QVERIFY(r.wrong >= 1 && r.wrong <= expected);
                        }
                    }
                }
            }
        }
    }

    // The class counts of sets against each question's classes tallied one
    // by one, on games of up to 16 feedback values and of more (5 pegs: 20),
    // in every mode, with and without a cap: the same totals, strategies
    // that check, and the same strategy on 1 and 2 threads.
    void countedAgainstTallied() {
        const std::vector<std::shared_ptr<const Game>> games = {
            std::make_shared<MastermindGame>(4, 4), std::make_shared<MastermindGame>(5, 3),
            std::make_shared<BullsCowsGame>(4, 6), std::make_shared<BullsCowsGame>(5, 6),
            std::make_shared<BullsCowsGame>(3, 5, true)};
        for (const auto& game : games)
            for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard})
                for (int cap : {0, 5}) {
                    GameTreeRequest request;
                    request.rules.rule = rule;
                    request.rules.maxGuesses = cap;
                    const GameTreeResult tallied = solve(*game, request, 2, size_t{1} << 22, false);
                    const GameTreeResult counted = solve(*game, request, 2);
                    const GameTreeResult one = solve(*game, request, 1);
                    QVERIFY(tallied.proven && counted.proven);
                    QCOMPARE(counted.solvable, tallied.solvable);
                    QCOMPARE(counted.total, tallied.total);
                    QCOMPARE(formatGameStrategy(one.strategy, *game),
                             formatGameStrategy(counted.strategy, *game));
                    if (counted.solvable)
                        QVERIFY(checkGameStrategy(counted.strategy, *game, request.rules).ok());
                }
    }

    // Bulls and Cows, 3 digits of 5: the fewest questions in all and the
    // least worst case, with the symmetries listed and through the opening
    // classes, against the plain search. (3 of 6 agrees too, but the plain
    // search takes minutes there.)
    void bullsCowsAgainstNaive() {
        for (const auto& [positions, digits] : {std::pair{3, 5}}) {
            const BullsCowsGame game(positions, digits);
            NaiveGameTree naive(game, everyQuestion(game), GuessRule::Normal, false);
            const uint64_t total = naive.best(0);
            NaiveGameTree naiveWithin(game, everyQuestion(game), GuessRule::Normal, true);
            int least = 1;
            while (naiveWithin.best(least) > 0)
                ++least;
            for (size_t listed : {size_t{1} << 22, size_t{12}}) {
                GameTreeRequest request;
                const GameTreeResult r = solve(game, request, 2, listed);
                QVERIFY(r.proven);
                QCOMPARE(r.total, total);
                QVERIFY(checkGameStrategy(r.strategy, game, request.rules).ok());
                request.goal = GameTreeRequest::Goal::Within;
                request.rules.maxGuesses = least;
                QVERIFY(solve(game, request, 2, listed).solvable);
                request.rules.maxGuesses = least - 1;
                QVERIFY(!solve(game, request, 2, listed).solvable);
            }
        }
    }

    void openerAgainstNaive() {
        const MastermindGame game(3, 3);
        NaiveGameTree naive(game, everyQuestion(game), GuessRule::Normal, false);
        for (const char* code : {"111", "112", "123"}) {
            Phrase problem;
            const Question q = *game.parseQuestion(code, &problem);
            GameTreeRequest request;
            request.opener = q;
            const GameTreeResult r = solve(game, request);
            QCOMPARE(r.total, naive.opener(q, 0));
            QCOMPARE(r.strategy.node(0).question.code, q.code);
        }
    }

    // The optimal player's games add up to the plain search's least total.
    void optimalPlayerAgainstNaive() {
        for (const auto& game : smallGames()) {
            NaiveGameTree naive(*game, everyQuestion(*game), GuessRule::Normal, false);
            const SimulationResult r = simulateOptimal(*game, GuessRule::Normal);
            QVERIFY(r.complete);
            if (naive.best(0) >= NaiveGameTree::kInf) {
                QCOMPARE(r.unsolved, r.secrets);
                continue;
            }
            QCOMPARE(r.unsolved, size_t{0});
            uint64_t total = 0;
            for (int q : r.questions) {
                QVERIFY(q >= 0);
                total += static_cast<uint64_t>(q);
            }
            QCOMPARE(total, naive.best(0));
            QCOMPARE(r.average, static_cast<double>(total) / static_cast<double>(r.secrets));
        }
    }

    void sameStrategyOnOneAndTwoThreads() {
        size_t refuted = 0;
        for (const auto& game :
             {std::shared_ptr<const Game>(std::make_shared<MastermindGame>(3, 4)),
              std::shared_ptr<const Game>(std::make_shared<MastermindGame>(4, 4)),
              std::shared_ptr<const Game>(std::make_shared<OddCoinGame>(6))}) {
            // The fewest in all, and within too few questions (no strategy:
            // the figure a bound, which the threads' timing must not set).
            GameTreeRequest within;
            within.goal = GameTreeRequest::Goal::Within;
            within.rules.maxGuesses = 2;
            for (const GameTreeRequest& request : {GameTreeRequest{}, within}) {
                const GameTreeResult one = solve(*game, request, 1);
                // The openers' figures too, a refuted one's bound included:
                // two threads finish its classes in an order of their own.
                const auto openers = [&](const GameTreeResult& r) {
                    std::string out;
                    for (const GameOpenerValue& o : r.openers)
                        out += game->describeQuestion(o.question) + (o.exact ? " = " : " >= ") +
                               std::to_string(o.value) + "\n";
                    return out;
                };
                refuted += static_cast<size_t>(
                    std::count_if(one.openers.begin(), one.openers.end(),
                                  [](const GameOpenerValue& o) { return !o.exact; }));
                for (int run = 0; run < 4; ++run) {
                    const GameTreeResult two = solve(*game, request, 2);
                    QCOMPARE(one.total, two.total);
                    QCOMPARE(one.wrong, two.wrong);
                    QCOMPARE(formatGameStrategy(one.strategy, *game),
                             formatGameStrategy(two.strategy, *game));
                    QCOMPARE(openers(two), openers(one));
                }
            }
        }
        QVERIFY(refuted > 0);
    }

    // Games played at random and reviewed: each move's best is the plain
    // search's from its position, the costs and luck add up, and the
    // optimal opener costs nothing.
    void reviewAgainstNaive() {
        std::mt19937 random(3);
        const MastermindGame game(3, 3);
        for (int trial = 0; trial < 6; ++trial) {
            const auto secret = static_cast<SecretId>(random() % game.secretCount());
            std::vector<Asked> steps;
            std::vector<SecretId> left(game.secretCount());
            std::iota(left.begin(), left.end(), SecretId{0});
            while (true) {
                const SecretId pick = left[random() % left.size()];
                const Question q{
                    static_cast<int64_t>(trial == 0 && steps.empty() ? 5 : pick), {}, {}};
                const Feedback f = game.feedback(q, secret);
                steps.push_back({q, f});
                std::erase_if(left, [&](SecretId s) { return game.feedback(q, s) != f; });
                if (game.wins(q, f))
                    break;
            }
            const GameReview review = reviewAnyGame(game, steps, GuessRule::Normal);
            QVERIFY(review.complete && review.solved);
            QCOMPARE(review.moves.size(), steps.size());
            for (size_t i = 0; i < steps.size(); ++i) {
                const MoveReview& m = review.moves[i];
                // The plain search from the position, best and as played.
                std::vector<Asked> before(steps.begin(), steps.begin() + static_cast<long>(i));
                GameTreeRequest request;
                request.position = before;
                GameTreeSolver solver(game);
                QCOMPARE(m.bestTotal, solver.solve(request).total);
                QVERIFY(m.playedTotal >= m.bestTotal);
                QCOMPARE(m.feedback, game.describeFeedback(steps[i].question, steps[i].feedback));
            }
            const double played = static_cast<double>(steps.size());
            QVERIFY(qAbs(played - (review.moves.front().bestExpected() + review.totalCost() -
                                   review.totalLuck())) < 1e-9);
        }
        // The optimal opener costs nothing.
        GameTreeSolver solver(game);
        const GameTreeResult best = solver.solve({});
        const Feedback f = game.feedback(best.opener, 0);
        const GameReview review = reviewAnyGame(game, {{best.opener, f}}, GuessRule::Normal);
        QCOMPARE(review.moves.front().cost(), 0.0);
        QCOMPARE(review.moves.front().best, game.describeQuestion(best.opener));
    }

    void playedStepsAreRead() {
        const MastermindGame game(4, 6);
        const std::vector<Asked> steps = parsePlayedSteps(
            game, "# a game\n1123: 1b1w; 3456 (0 black, 2 white)\n1111: 0\n2222: 1,0\n", "t");
        QCOMPARE(steps.size(), size_t{4});
        QCOMPARE(steps[0].feedback, MastermindGame::score(1, 1, 4));
        QCOMPARE(steps[1].feedback, MastermindGame::score(0, 2, 4));
        QCOMPARE(steps[2].feedback, MastermindGame::score(0, 0, 4));
        QCOMPARE(steps[3].feedback, MastermindGame::score(1, 0, 4));
        const std::pair<const char*, const char*> bad[] = {
            {"1123", "t:1: step 1: a step is the question, then its feedback"},
            {"1123: 1b1w\n1127: 0", "t:2: step 2: '1127': a code is 4 digits from 1 to 6"},
            {"1123: 3b1w", "t:1: step 1: '3b1w' is not feedback 1123 can get"},
            {"1123: 5b", "t:1: step 1: '5b' is not feedback"},
            {"", "t: no steps"}};
        for (const auto& [text, message] : bad) {
            try {
                parsePlayedSteps(game, text, "t");
                QFAIL(text);
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(message) == 0, e.what());
            }
        }
        // A step the feedback so far rules out, and one after the game is over.
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            reviewAnyGame(game, parsePlayedSteps(game, "1123: 4b; 1111: 0", "t"),
                          GuessRule::Normal));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            reviewAnyGame(game, parsePlayedSteps(game, "1123: 0; 1111: 1b", "t"),
                          GuessRule::Normal));
    }

    // A word game searched as a game gives the word search's optimum in
    // normal and strict mode; its hard mode (hints kept, a rule over the
    // history, not the set) is refused rather than searched as strict.
    void wordGameAsAGame() {
        const auto lists = std::make_shared<const GameLists>(test::randomLists(11, 18, 30));
        const WordGame game(lists);
        GameTreeSolver solver(game);
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Strict}) {
            GameTreeRequest request;
            request.rules.rule = rule;
            const GameTreeResult r = solver.solve(request);
            QVERIFY(r.proven);
            QCOMPARE(static_cast<int>(r.total), test::Naive(*lists, rule).best(30));
        }
        GameTreeRequest hard;
        hard.rules.rule = GuessRule::Hard;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solver.solve(hard));
    }

    // Edge positions: a secret already identified costs nothing; where no
    // question helps within K, the least wrong asks nothing.
    void edgesOfTheSearch() {
        const OddCoinGame coins(3);
        GameTreeSolver solver(coins);
        // Coin 3 lighter: {1} vs {2} level, then {1} vs {3} tell it.
        GameTreeRequest request;
        Phrase problem;
        const Question a = *coins.parseQuestion("1 | 2", &problem);
        const Question b = *coins.parseQuestion("1 | 3", &problem);
        const SecretId secret = *coins.findSecret("3-");
        request.position = {{a, coins.feedback(a, secret)}, {b, coins.feedback(b, secret)}};
        const GameTreeResult known = solver.solve(request);
        QVERIFY(known.proven && known.solvable);
        QCOMPARE(known.secrets, size_t{1});
        QCOMPARE(known.total, uint64_t{0});
        QVERIFY(known.strategy.empty());
        const OddCoinGame twelve(12);
        GameTreeSolver again(twelve);
        GameTreeRequest within;
        within.goal = GameTreeRequest::Goal::Within;
        within.rules.maxGuesses = 1;
        within.leastWrong = true;
        const GameTreeResult none = again.solve(within);
        QVERIFY(none.proven && !none.solvable);
        QCOMPARE(none.wrong, uint64_t{24});
        QVERIFY(none.strategy.empty());
    }

    void checkerFindsFaults() {
        const MastermindGame game(2, 3);
        GameTreeRequest request;
        GameTreeResult r = solve(game, request);
        QVERIFY(checkGameStrategy(r.strategy, game, {}).ok());
        // A cap the strategy does not keep, and a strategy cut short.
        QVERIFY(!checkGameStrategy(r.strategy, game, {GuessRule::Normal, 1}).ok());
        GameStrategy cut;
        cut.addNode(r.strategy.node(0).question);
        const GameStrategyCheck check = checkGameStrategy(cut, game, {});
        QCOMPARE(check.errorCount, game.secretCount() - 1);
        // A question the strict rule does not allow after the first.
        GameStrategy loose;
        const uint32_t root = loose.addNode(Question{0, {}, {}});     // 11
        const Feedback none = game.feedback(Question{0, {}, {}}, 8);  // 33: no black, no white
        loose.link(root, none, loose.addNode(Question{0, {}, {}}));
        QVERIFY(!checkGameStrategy(loose, game, {GuessRule::Strict, 0}).ok());
    }
};

QTEST_GUILESS_MAIN(TestGameTrees)
#include "tst_gametrees.moc"
