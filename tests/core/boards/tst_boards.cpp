// SPDX-License-Identifier: GPL-3.0-or-later
// Several boards at once: the bookkeeping against a plain reading of the
// rules (a board keeps the answers that would have given every feedback it
// showed, and shows none once a guess names its secret), the scorer against
// measuring each board's partition one answer at a time, the players'
// choices against those plain scores, and the simulations against replaying
// each game alone, at one thread and at two.

#include "boardsplayer.h"
#include "boardsreview.h"
#include "boardssimulation.h"
#include "boardssteps.h"
#include "dordlesolver.h"
#include "inputerror.h"
#include "testlists.h"

#include <QtTest>

#include <tbb/global_control.h>
#include <tbb/task_arena.h>

#include <map>
#include <random>
#include <set>

using namespace guesslab;

namespace {

struct TestGame {
    std::unique_ptr<BoardsGame> game;
    const WordGame* board = nullptr;
};

TestGame randomGame(std::mt19937& rng, int boards, size_t answers = 40, size_t guesses = 30) {
    const Alphabet alphabet(rng() % 2 ? "abcd" : "abcdef");
    const int length = 3 + static_cast<int>(rng() % 2);
    auto lists =
        std::make_shared<const GameLists>(test::randomList(rng, alphabet, length, answers),
                                          test::randomList(rng, alphabet, length, guesses), true);
    auto matrix = std::make_shared<const PatternMatrix>(
        PatternMatrix::build(lists->guesses(), lists->answers()));
    TestGame t;
    t.game = std::make_unique<BoardsGame>(lists, rng() % 2 ? matrix : nullptr, boards);
    t.board = &t.game->board();
    return t;
}

uint32_t guessNaming(const WordGame& board, SecretId s) {
    const std::string word = board.describeSecret(s);
    const WordList& guesses = board.lists().guesses();
    for (uint32_t g = 0; g < guesses.size(); ++g)
        if (guesses.word(g) == word)
            return g;
    return UINT32_MAX;
}

// A random position reached by playing random guesses against random secrets.
BoardsPosition randomPosition(std::mt19937& rng, const BoardsGame& game, int steps) {
    BoardsPosition p(game);
    const auto secrets = boardsSecrets(game.board().secretCount(), game.boards(), rng(), 0);
    const size_t guesses = game.board().lists().guesses().size();
    for (int i = 0; i < steps && !p.finished(); ++i) {
        // Now and then a guess that names a board's secret, to solve it.
        const uint32_t g = rng() % 3 == 0
                               ? guessNaming(game.board(), secrets[rng() % secrets.size()])
                               : static_cast<uint32_t>(rng() % guesses);
        p.playAgainst(Question{g, {}, {}}, secrets);
    }
    return p;
}

BoardsScore plainBest(const BoardsPosition& p, BoardsStrategy strategy) {
    const auto scores = scoreBoardsPlainly(p);
    return *std::min_element(scores.begin(), scores.end(), [&](const auto& a, const auto& b) {
        return boardsBefore(a, b, strategy);
    });
}

}  // namespace

class TestBoards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void namesAndLimits() {
        QCOMPARE(BoardsGame::nameFor(2), std::string("dordle"));
        QCOMPARE(BoardsGame::nameFor(32), std::string("duotrigordle"));
        QCOMPARE(BoardsGame::nameFor(5), std::string("5 boards"));
        QCOMPARE(BoardsGame::boardsNamed("sedecordle"), 16);
        QCOMPARE(BoardsGame::boardsNamed("wordle"), 0);
        std::mt19937 rng(1);
        const TestGame t = randomGame(rng, 4);
        const int limits[][2] = {{2, 7}, {4, 9}, {8, 13}, {16, 21}, {32, 37}};
        const auto lists = t.game->sharedLists();
        for (const auto& [boards, limit] : limits)
            QCOMPARE(BoardsGame(lists, nullptr, boards).limit(), limit);
        QCOMPARE(BoardsGame(lists, nullptr, 4, 12).limit(), 12);
        QCOMPARE(BoardsGame(lists, nullptr, 4).namePhrase().str(), std::string("Quordle"));
        QCOMPARE(BoardsGame(lists, nullptr, 3).namePhrase().str(), std::string("3 boards"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BoardsGame(lists, nullptr, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BoardsGame(lists, nullptr, 33));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BoardsGame(lists, nullptr, 4, 3));
        const auto few =
            std::make_shared<const GameLists>(WordList(Alphabet::letters(), {"abc", "abd"}),
                                              WordList(Alphabet::letters(), {"abc"}), true);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BoardsGame(few, nullptr, 3));
    }

    // Each board against the rule read plainly: the answers that would have
    // shown every feedback the board showed before it was solved.
    void bookkeepingAgainstPlainReading() {
        std::mt19937 rng(59);
        for (int round = 0; round < 30; ++round) {
            const TestGame t = randomGame(rng, 1 + static_cast<int>(rng() % 6));
            const BoardsGame& game = *t.game;
            const WordGame& board = game.board();
            const auto secrets = boardsSecrets(board.secretCount(), game.boards(), round, 7);
            QCOMPARE(std::set<SecretId>(secrets.begin(), secrets.end()).size(), secrets.size());
            BoardsPosition p(game);
            std::vector<uint32_t> asked;
            for (int step = 0; step < 12 && !p.finished(); ++step) {
                const uint32_t g =
                    step % 2 ? guessNaming(board, secrets[rng() % secrets.size()])
                             : static_cast<uint32_t>(rng() % board.lists().guesses().size());
                p.playAgainst(Question{g, {}, {}}, secrets);
                asked.push_back(g);
            }
            QCOMPARE(p.guesses(), static_cast<int>(asked.size()));
            for (int b = 0; b < game.boards(); ++b) {
                const std::string secret = board.describeSecret(secrets[b]);
                int solvedAt = 0;
                for (size_t i = 0; i < asked.size() && !solvedAt; ++i)
                    if (board.lists().guesses().word(asked[i]) == secret)
                        solvedAt = static_cast<int>(i) + 1;
                QCOMPARE(p.solvedAt(b), solvedAt);
                const size_t shown = solvedAt ? solvedAt : asked.size();
                QCOMPARE(p.feedback(b).size(), shown);
                std::vector<SecretId> plain;
                for (SecretId a = 0; a < board.secretCount(); ++a) {
                    bool keeps = true;
                    for (size_t i = 0; i < shown; ++i)
                        keeps = keeps && board.feedback(Question{asked[i], {}, {}}, a) ==
                                             board.feedback(Question{asked[i], {}, {}}, secrets[b]);
                    if (keeps)
                        plain.push_back(a);
                }
                QCOMPARE(std::vector<SecretId>(p.candidates(b).begin(), p.candidates(b).end()),
                         plain);
            }
        }
    }

    void impossibleFeedbackLeavesThePosition() {
        std::mt19937 rng(3);
        const TestGame t = randomGame(rng, 3);
        BoardsPosition p(*t.game);
        const auto secrets = boardsSecrets(t.board->secretCount(), 3, 1, 1);
        p.playAgainst(Question{0, {}, {}}, secrets);
        const BoardsPosition before = p;
        // Board 1 shows a feedback none of its answers gives.
        std::set<Feedback> given;
        for (SecretId a : p.candidates(1))
            given.insert(t.board->feedback(Question{1, {}, {}}, a));
        Feedback none = 0;
        while (given.count(none))
            ++none;
        std::vector<Feedback> f{t.board->feedback(Question{1, {}, {}}, secrets[0]), none,
                                t.board->feedback(Question{1, {}, {}}, secrets[2])};
        QCOMPARE(p.play(Question{1, {}, {}}, f), std::optional<int>(1));
        QCOMPARE(p.guesses(), before.guesses());
        for (int b = 0; b < 3; ++b)
            QVERIFY(std::ranges::equal(p.candidates(b), before.candidates(b)));
    }

    // The scorer against the plain reading, to the bit, with boards that
    // share their answers and sets measured again from the kept ones.
    void scoresAgainstPlainReading() {
        std::mt19937 rng(61);
        for (int round = 0; round < 40; ++round) {
            const TestGame t = randomGame(rng, 1 + static_cast<int>(rng() % 8), 60, 40);
            const BoardsScorer scorer(*t.game, round % 3 ? 512 : 0);
            for (int trial = 0; trial < 3; ++trial) {
                const BoardsPosition p = randomPosition(rng, *t.game, static_cast<int>(rng() % 4));
                const auto plain = scoreBoardsPlainly(p);
                for (int again = 0; again < 2; ++again) {
                    const auto fast = scorer.score(p);
                    QCOMPARE(fast.size(), plain.size());
                    for (size_t g = 0; g < plain.size(); ++g) {
                        QCOMPARE(fast[g].guess, plain[g].guess);
                        QCOMPARE(fast[g].entropy, plain[g].entropy);
                        QCOMPARE(fast[g].largest, plain[g].largest);
                        QCOMPARE(fast[g].names, plain[g].names);
                    }
                }
            }
        }
    }

    void playersChooseThePlainBest() {
        std::mt19937 rng(67);
        for (int round = 0; round < 30; ++round) {
            const TestGame t = randomGame(rng, 2 + static_cast<int>(rng() % 4));
            const BoardsScorer scorer(*t.game);
            for (BoardsStrategy s :
                 {BoardsStrategy::Entropy, BoardsStrategy::Minimax, BoardsStrategy::Finisher}) {
                const BoardsPlayer player(scorer, s);
                const BoardsPosition p = randomPosition(rng, *t.game, static_cast<int>(rng() % 5));
                if (p.finished())
                    continue;
                const auto chosen = player.choose(p);
                QVERIFY(chosen);
                // The finisher names a board whose answer is known, the first such.
                std::optional<uint32_t> known;
                for (int b : p.open())
                    if (!known && p.candidates(b).size() == 1)
                        known = guessNaming(*t.board, p.candidates(b)[0]);
                if (s == BoardsStrategy::Finisher && known)
                    QCOMPARE(*chosen, *known);
                else
                    QCOMPARE(*chosen, plainBest(p, s).guess);
            }
        }
    }

    // A played game reviewed against a plain reading: each move's bits and
    // the best guess's from the plain scores, the bits received from the
    // answers left, a guess naming a known answer losing nothing; the
    // totals add up. The game read back from its text gives the same steps.
    void reviewAgainstPlainReading() {
        std::mt19937 rng(71);
        for (int round = 0; round < 25; ++round) {
            const TestGame t = randomGame(rng, 1 + static_cast<int>(rng() % 5), 50, 35);
            const BoardsGame& game = *t.game;
            const auto secrets = boardsSecrets(t.board->secretCount(), game.boards(), rng(), 0);
            BoardsPosition p(game);
            std::vector<BoardsStep> steps;
            std::string text;
            const int length = t.board->lists().length();
            const size_t guesses = t.board->lists().guesses().size();
            while (!p.finished() && steps.size() < 12) {
                const uint32_t g = rng() % 2
                                       ? guessNaming(*t.board, secrets[rng() % secrets.size()])
                                       : static_cast<uint32_t>(rng() % guesses);
                BoardsStep step{Question{g, {}, {}}, std::vector<Feedback>(secrets.size(), 0)};
                text += t.board->lists().guesses().word(g);
                for (int b = 0; b < game.boards(); ++b) {
                    if (p.solved(b)) {
                        text += " -";
                        continue;
                    }
                    step.feedback[b] = t.board->feedback(step.question, secrets[b]);
                    text +=
                        ' ' + toString(Pattern{static_cast<uint16_t>(step.feedback[b])}, length);
                }
                text += '\n';
                p.play(step.question, step.feedback);
                steps.push_back(step);
            }
            const BoardsReview review = reviewBoards(game, steps);
            QCOMPARE(review.moves.size(), steps.size());
            QCOMPARE(review.finished, p.finished());
            QCOMPARE(review.won, p.won());
            BoardsPosition at(game);
            double lost = 0, luck = 0;
            for (size_t i = 0; i < steps.size(); ++i) {
                const BoardsMoveReview& m = review.moves[i];
                const auto plain = scoreBoardsPlainly(at);
                const BoardsScore best = plainBest(at, BoardsStrategy::Entropy);
                QCOMPARE(m.guess, static_cast<uint32_t>(steps[i].question.code));
                QCOMPARE(m.best, best.guess);
                QVERIFY(std::abs(m.bits - plain[m.guess].entropy) < 1e-9);
                QVERIFY(std::abs(m.bestBits - best.entropy) < 1e-9);
                QCOMPARE(m.open, static_cast<int>(at.open().size()));
                bool namesKnown = false;
                double received = 0;
                const BoardsPosition before = at;
                at.play(steps[i].question, steps[i].feedback);
                for (int b = 0; b < game.boards(); ++b) {
                    QCOMPARE(m.leftAfter[b], static_cast<uint32_t>(at.candidates(b).size()));
                    if (before.solved(b))
                        continue;
                    received += std::log2(double(before.candidates(b).size()) /
                                          double(at.candidates(b).size()));
                    namesKnown |= at.solved(b) && before.candidates(b).size() == 1;
                }
                QVERIFY(std::abs(m.received - received) < 1e-9);
                QCOMPARE(m.namesKnown(), namesKnown);
                QVERIFY(std::abs(m.lost() - (namesKnown ? 0.0 : best.entropy - m.bits)) < 1e-9);
                QVERIFY(m.lost() > -1e-9);  // nothing beats the best
                lost += m.lost();
                luck += m.received - m.bits;
            }
            QVERIFY(std::abs(review.totalLost() - lost) < 1e-9);
            QVERIFY(std::abs(review.totalLuck() - luck) < 1e-9);
            // The text of the game gives the same steps.
            const std::vector<BoardsStep> read = parseBoardsGame(game, text, "game");
            QCOMPARE(read.size(), steps.size());
            for (size_t i = 0; i < read.size(); ++i) {
                QCOMPARE(read[i].question.code, steps[i].question.code);
                QVERIFY(read[i].feedback == steps[i].feedback);
            }
        }
    }

    // A game as shared: the squares two boards side by side, a block per
    // pair, filled once a board is solved, the guesses typed under it; read
    // back as the steps played. A grid of other boards, or too few guesses,
    // refused by line; a text without squares is no grid.
    void sharedGridReadBack() {
        std::mt19937 rng(83);
        const auto squares = [](Feedback f, int length) {
            std::string out;
            const std::string text = toString(Pattern{static_cast<uint16_t>(f)}, length);
            for (char c : text)
                out += c == 'G' ? "🟩" : c == 'Y' ? "🟨" : "⬜";
            return out;
        };
        for (int round = 0; round < 20; ++round) {
            const int boards = 2 * (1 + static_cast<int>(rng() % 3));  // 2, 4 or 6
            const TestGame t = randomGame(rng, boards, 40, 30);
            const BoardsGame& game = *t.game;
            const int length = t.board->lists().length();
            const auto secrets = boardsSecrets(t.board->secretCount(), boards, rng(), 0);
            BoardsPosition p(game);
            std::vector<BoardsStep> steps;
            std::vector<std::vector<std::string>> runs;  // per guess, per board
            std::string guesses;
            while (!p.finished() && steps.size() < 14) {
                const uint32_t g = rng() % 2
                                       ? guessNaming(*t.board, secrets[rng() % secrets.size()])
                                       : static_cast<uint32_t>(rng() % 30);
                BoardsStep step{Question{g, {}, {}}, std::vector<Feedback>(secrets.size(), 0)};
                std::vector<std::string> row;
                for (int b = 0; b < boards; ++b) {
                    if (p.solved(b)) {  // filled from then on
                        std::string filler;
                        for (int k = 0; k < length; ++k)
                            filler += "⬛";
                        row.push_back(filler);
                        continue;
                    }
                    step.feedback[b] = t.board->feedback(step.question, secrets[b]);
                    row.push_back(squares(step.feedback[b], length));
                }
                runs.push_back(row);
                guesses += t.board->lists().guesses().word(g) + "\n";
                p.play(step.question, step.feedback);
                steps.push_back(step);
            }
            std::string grid = "Daily game 123\n4\ufe0f\u20e3 5\ufe0f\u20e3\nexample.com\n";
            for (int pair = 0; pair < boards / 2; ++pair) {
                for (const auto& row : runs)
                    grid += row[2 * pair] + " " + row[2 * pair + 1] + "\n";
                grid += "\n";
            }
            const auto steps2 = parseBoardsGrid(game, grid + guesses, "grid.txt");
            QVERIFY(steps2);
            QCOMPARE(steps2->size(), steps.size());
            for (size_t i = 0; i < steps.size(); ++i) {
                QCOMPARE(steps2->at(i).question.code, steps[i].question.code);
                QVERIFY(steps2->at(i).feedback == steps[i].feedback);
            }
            // One guess too few: refused.
            const size_t cut = guesses.rfind('\n', guesses.size() - 2);
            const std::string fewer = cut == std::string::npos ? "" : guesses.substr(0, cut + 1);
            try {
                parseBoardsGrid(game, grid + fewer, "grid.txt");
                QFAIL("a guess too few accepted");
            } catch (const InputError& e) {
                QVERIFY2(e.problem().find("guesses typed under a grid") != std::string::npos,
                         e.what());
            }
        }
        const TestGame t = randomGame(rng, 4, 40, 30);
        QVERIFY(!parseBoardsGrid(*t.game, "no squares here\n", "x.txt"));
        // Three boards side by side where the game has four.
        std::string row;
        for (int b = 0; b < 3; ++b) {
            for (int k = 0; k < t.board->lists().length(); ++k)
                row += "⬜";
            row += ' ';
        }
        try {
            parseBoardsGrid(*t.game, row + "\n" + t.board->lists().guesses().word(0) + "\n",
                            "three.txt");
            QFAIL("a grid of three boards accepted for four");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), 1);
            QVERIFY2(e.problem().find("the grid has 3 boards, the game 4") != std::string::npos,
                     e.what());
        }
    }

    // Bad steps name their line and problem, and leave nothing half read.
    void badStepsRefused() {
        std::mt19937 rng(73);
        const TestGame t = randomGame(rng, 3, 40, 30);
        const std::string word = t.board->lists().guesses().word(0);
        const int length = t.board->lists().length();
        const std::string grey(static_cast<size_t>(length), 'B');
        const std::string green(static_cast<size_t>(length), 'G');
        const auto refused = [&](const std::string& text, int line, const char* what) {
            try {
                parseBoardsGame(*t.game, text, "game.txt");
            } catch (const InputError& e) {
                QCOMPARE(e.line(), line);
                QVERIFY2(e.problem().find(what) != std::string::npos, e.what());
                return;
            }
            QFAIL(("accepted: " + text).c_str());
        };
        refused("zzzzzz " + grey + " " + grey + " " + grey + "\n", 1, "not in the guess list");
        refused("# a comment\n\n" + word + " " + grey + "\n", 3, "1 patterns typed");
        refused(word + " " + grey + " QQ " + grey + "\n", 1, "board 2");
        refused("", 0, "no guesses");
        // A feedback no answer gives: all green on every board for a word
        // that is no answer, or on two boards at once (answers differ).
        refused(word + " " + green + " " + green + " " + green + "\n", 1, "no answer it has left");
    }

    // A simulation against each game replayed alone with plain choices, the
    // same at one thread and at two.
    void simulationAgainstPlainReplay() {
        std::mt19937 rng(71);
        for (int round = 0; round < 6; ++round) {
            const int boards = 1 + round;
            const TestGame t = randomGame(rng, boards, 30, 25);
            const BoardsScorer scorer(*t.game);
            const auto strategy = static_cast<BoardsStrategy>(round % 3);
            const BoardsPlayer player(scorer, strategy);
            const size_t games = 25;
            const uint64_t seed = rng();
            BoardsSimulation one, two;
            tbb::task_arena(1).execute([&] { one = simulateBoards(player, games, seed); });
            tbb::task_arena(2).execute([&] { two = simulateBoards(player, games, seed); });
            QCOMPARE(one.checksum, two.checksum);
            QCOMPARE(one.average, two.average);
            QCOMPARE(one.histogram, two.histogram);
            std::map<int, size_t> histogram;
            size_t won = 0;
            for (size_t i = 0; i < games; ++i) {
                const auto secrets = boardsSecrets(t.board->secretCount(), boards, seed, i);
                BoardsPosition p(*t.game);
                while (!p.finished() && p.guesses() < kMaxBoardsGuesses) {
                    std::optional<uint32_t> g;
                    if (strategy == BoardsStrategy::Finisher)
                        for (int b : p.open())
                            if (!g && p.candidates(b).size() == 1)
                                g = guessNaming(*t.board, p.candidates(b)[0]);
                    if (!g)
                        g = plainBest(p, strategy).guess;
                    p.playAgainst(Question{*g, {}, {}}, secrets);
                }
                QVERIFY(p.finished());
                ++histogram[p.guesses()];
                won += p.won() ? 1 : 0;
            }
            QCOMPARE(one.histogram, histogram);
            QCOMPARE(one.won, won);
            QCOMPARE(one.games, games);
            QVERIFY(one.complete);
        }
    }

    // Two boards solved exactly against every set of pairs searched plainly,
    // on tiny lists; one board against the same plain search with a second
    // board whose answer is fixed apart.
    void dordleAgainstPlainSearch() {
        std::mt19937 rng(73);
        int searched = 0;
        for (int round = 0; round < 60; ++round) {
            const Alphabet alphabet(round % 2 ? "abc" : "abcd");
            const size_t answers = 2 + rng() % 5, extra = rng() % 3;
            const WordList a = test::randomList(rng, alphabet, 3, answers);
            const WordList g = test::randomList(rng, alphabet, 3, extra + 1);
            const auto lists = std::make_shared<const GameLists>(a, g, true);
            const WordGame game(lists);
            DordleSolver solver(game);
            if (round % 2)
                solver.setRefineFrom(0);  // every position's guesses bounded by their terms
            const DordleResult r = solver.solve();
            QVERIFY(r.exact());
            QCOMPARE(r.total, dordleTotalPlainly(game));
            QCOMPARE(r.pairs, uint64_t(a.size()) * (a.size() - 1));
            QVERIFY(r.first >= 0);
            // Every pair needs two guesses at least, and no more than naming each in turn would.
            QVERIFY(r.total >= 2 * r.pairs);
            ++searched;
        }
        QCOMPARE(searched, 60);
    }

    // Stopped early, the figures still bound the optimum from both sides.
    void dordleStoppedBoundsTheOptimum() {
        std::mt19937 rng(79);
        const Alphabet alphabet("abcde");
        const WordList a = test::randomList(rng, alphabet, 3, 14);
        const auto lists = std::make_shared<const GameLists>(a, a, true);
        const WordGame game(lists);
        const uint64_t optimum = DordleSolver(game).solve().total;
        JobContext ctx;
        ctx.cancel();
        const DordleResult r = DordleSolver(game).solve(&ctx);
        QVERIFY(!r.exact());
        QVERIFY(r.lower <= optimum);
        QVERIFY(r.total == 0 || r.total >= optimum);
        QVERIFY(r.lower >= 2 * r.pairs);
        // Out of time: a strategy is still given (the finisher's, if no better), above the optimum.
        const DordleResult t = DordleSolver(game).solve(nullptr, std::chrono::milliseconds(1));
        QVERIFY(t.lower <= optimum);
        QVERIFY(t.total >= optimum);
        QVERIFY(t.first >= 0);
        // An answer no guess names could never be solved: refused.
        const auto apart = std::make_shared<const GameLists>(
            WordList(Alphabet::letters(), {"abc", "abd"}), WordList(Alphabet::letters(), {"abc"}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DordleSolver(WordGame(apart)));
    }

    void stoppedSimulationSaysSo() {
        std::mt19937 rng(5);
        const TestGame t = randomGame(rng, 4);
        const BoardsScorer scorer(*t.game);
        const BoardsPlayer player(scorer, BoardsStrategy::Entropy);
        JobContext ctx;
        ctx.cancel();
        const BoardsSimulation r = simulateBoards(player, 50, 1, &ctx);
        QVERIFY(!r.complete);
        QCOMPARE(r.games, size_t{0});
    }
};

QTEST_GUILESS_MAIN(TestBoards)
#include "tst_boards.moc"
