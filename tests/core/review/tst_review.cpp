// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a played game: each move's figures against a plain
// exhaustive search on small random lists under all three rules, the
// costs and luck adding up to the guesses played, play along an optimal
// tree costing nothing, the reading of typed and pasted games, and the
// opening book that answers the first move from tree runs' tables.
#include "anygamereview.h"
#include "gameplay.h"
#include "gamereview.h"
#include "inputerror.h"
#include "liveadvice.h"
#include "mastermindgame.h"
#include "openingbook.h"
#include "patternmatrix.h"
#include "playedgame.h"
#include "resultsfile.h"
#include "treeposition.h"
#include "trees/naivetree.h"
#include "treesolver.h"
#include "wordgame.h"
#include "wordlistloader.h"

#include <QtTest>

#include <functional>

using namespace guesslab;
using guesslab::test::Naive;
using guesslab::test::randomLists;

Q_DECLARE_METATYPE(guesslab::GuessRule)

namespace {

constexpr int kNoCap = 30;

// A game of random allowed guesses against a random secret, at most 6 steps.
std::vector<GameState::Step> randomGame(const std::shared_ptr<const GameLists>& lists,
                                        GuessRule rule, std::mt19937& rng) {
    const WordId secret = static_cast<WordId>(rng() % lists->answers().size());
    GameState game(lists);
    while (!game.solved() && game.steps().size() < 6) {
        const std::vector<WordId> allowed = game.allowedGuesses(rule);
        const std::string guess = lists->guesses().word(allowed[rng() % allowed.size()]);
        const Pattern p = gradeWords(guess, lists->answers().word(secret));
        if (game.submit(guess, p, rule))
            break;  // no progress possible under the rule: stop here
    }
    return game.wordSteps();
}

// A game reviewed with its first move searched among the 3 best by entropy,
// then with the book; the options are the second's.
struct BothReviews {
    GameReview searched, read;
    ReviewOptions options;
};
BothReviews reviewBoth(const std::shared_ptr<const GameLists>& lists,
                       const std::vector<GameState::Step>& steps, GuessRule rule,
                       const OpeningBook& book) {
    BothReviews both;
    both.options.rule = rule;
    both.options.candidates = 3;
    both.searched = reviewGame(lists, steps, both.options);
    both.options.book = &book;
    both.read = reviewGame(lists, steps, both.options);
    return both;
}

// A review that read the book against the same review searched: every
// move's figures the same, and the moves after the first searched alike.
void sameFigures(const GameReview& read, const GameReview& searched) {
    QCOMPARE(read.moves.size(), searched.moves.size());
    for (size_t k = 0; k < read.moves.size(); ++k) {
        const MoveReview &a = read.moves[k], &b = searched.moves[k];
        QCOMPARE(a.searched, b.searched);
        QCOMPARE(a.playedTotal, b.playedTotal);
        QCOMPARE(a.receivedTotal, b.receivedTotal);
        QCOMPARE(a.leftAfter, b.leftAfter);
        QCOMPARE(a.luckRank, b.luckRank);
        QCOMPARE(a.classes, b.classes);
        QCOMPARE(b.classesSearched, b.classes);
        if (k > 0) {
            QVERIFY(!a.bestFromBook);
            QCOMPARE(a.best, b.best);
            QCOMPARE(a.bestTotal, b.bestTotal);
            QCOMPARE(a.classesSearched, a.classes);
        }
    }
}

// The first random normal-mode game of the seed with at least `moves` steps.
std::vector<GameState::Step> gameOfAtLeast(const std::shared_ptr<const GameLists>& lists,
                                           size_t moves, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<GameState::Step> steps;
    while (steps.size() < moves)
        steps = randomGame(lists, GuessRule::Normal, rng);
    return steps;
}

// The guesses played plus those still expected equal the best play's
// expectation at the start plus the costs minus the luck.
void checkSums(const GameReview& r) {
    const double still = r.solved ? 0.0 : r.moves.back().expectedAfter();
    const double lhs = static_cast<double>(r.moves.size()) + still;
    const double rhs = r.moves.front().bestExpected() + r.totalCost() - r.totalLuck();
    QVERIFY2(std::abs(lhs - rhs) < 1e-9, qPrintable(QStringLiteral("%1 vs %2").arg(lhs).arg(rhs)));
}

// A tree run's results file over the lists, as tree --best --results
// writes it: one line per opener kept, its total from the plain search,
// exact or (bound) written as a lower bound.
std::string tableText(const GameLists& lists, GuessRule rule,
                      const std::function<bool(WordId)>& keep, bool bound = false,
                      int64_t shift = 0, std::function<int64_t(WordId)> totalOf = {}) {
    JsonLine header;
    header.set("run", std::string("tree"))
        .set("mode", std::string(ruleName(rule)))
        .set("max_guesses", int64_t{0})
        .set("all_totals", true)
        .set("candidates", static_cast<int64_t>(lists.guesses().size()))
        .set("answers", static_cast<int64_t>(lists.answers().size()))
        .set("guesses", static_cast<int64_t>(lists.guesses().size()))
        .set("answer_list", listDigest(lists.answers()))
        .set("guess_list", listDigest(lists.guesses()));
    std::string text = header.format() + '\n';
    Naive naive(lists, rule);
    if (!totalOf)
        totalOf = [&](WordId g) { return naive.opener(g, kNoCap, true); };
    for (WordId g = 0; g < lists.guesses().size(); ++g)
        if (keep(g)) {
            JsonLine r;
            r.set("item", lists.guesses().word(g))
                .set("total", totalOf(g) + shift)
                .set("exact", !bound);
            text += r.format() + '\n';
        }
    return text;
}

// Six random games of the seed, each reviewed with the book and searched:
// the same figures, the sums adding up; then `each` sees the game, the
// review that read the book and its options (to try another book).
void gamesAgreeWithTheSearch(const std::shared_ptr<const GameLists>& lists, GuessRule rule,
                             const OpeningBook& book, unsigned seed,
                             const std::function<void(const std::vector<GameState::Step>&,
                                                      const GameReview&, ReviewOptions&)>& each) {
    std::mt19937 rng(seed);
    for (int game = 0; game < 6; ++game) {
        const auto steps = randomGame(lists, rule, rng);
        auto [searched, read, options] = reviewBoth(lists, steps, rule, book);
        QVERIFY(read.complete);
        sameFigures(read, searched);
        if (QTest::currentTestFailed())
            return;
        checkSums(read);
        each(steps, read, options);
        if (QTest::currentTestFailed())
            return;
    }
}

// The review of the game with these options refuses its book as wrong.
void refusesTheBook(const std::shared_ptr<const GameLists>& lists,
                    const std::vector<GameState::Step>& steps, const ReviewOptions& options,
                    const char* book) {
    try {
        reviewGame(lists, steps, options);
        QFAIL(book);
    } catch (const std::runtime_error& e) {
        QVERIFY2(std::string(e.what()).find("a table the book was read from is wrong") !=
                     std::string::npos,
                 e.what());
    }
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void againstNaiveSearch_data() {
        QTest::addColumn<GuessRule>("rule");
        QTest::addColumn<unsigned>("seed");
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            for (unsigned seed = 1; seed <= 3; ++seed)
                QTest::addRow("%s %u", ruleName(rule), seed) << rule << seed;
    }
    void againstNaiveSearch() {
        QFETCH(GuessRule, rule);
        QFETCH(unsigned, seed);
        const auto lists = std::make_shared<const GameLists>(randomLists(seed + 40, 22, 45));
        std::mt19937 rng(seed);
        for (int game = 0; game < 3; ++game) {
            const auto steps = randomGame(lists, rule, rng);
            ReviewOptions options;
            options.rule = rule;
            options.candidates = 0;  // every guess: the best is the true best
            const GameReview r = reviewGame(lists, steps, options);
            QVERIFY(r.complete);
            QCOMPARE(r.moves.size(), steps.size());
            for (size_t k = 0; k < steps.size(); ++k) {
                const MoveReview& m = r.moves[k];
                const TreePosition at = treePosition(
                    lists, std::vector<GameState::Step>(steps.begin(), steps.begin() + k), rule);
                QCOMPARE(m.leftBefore, at.lists.answers().size());
                Naive naive(at.lists, rule);
                const int played = naive.opener(*at.lists.guesses().find(m.guess), kNoCap, true);
                QCOMPARE(static_cast<int>(m.playedTotal), played);
                QCOMPARE(static_cast<int>(m.bestTotal), naive.best(kNoCap));
                QVERIFY(m.cost() >= 0);
                if (m.cost() == 0)
                    QCOMPARE(m.best, m.guess);
                if (k + 1 < steps.size()) {  // the next move starts where this one's feedback led
                    QCOMPARE(r.moves[k + 1].leftBefore, m.leftAfter);
                    QCOMPARE(r.moves[k + 1].bestTotal, m.receivedTotal);
                }
                QVERIFY(m.luckRank >= 0 && m.luckRank <= 1);
            }
            checkSums(r);
        }
    }

    // Under a prior: each move's weighted totals against the plain search
    // with the position's weights, the weights carried from move to move,
    // the sums kept, and the live advice at a position the same search.
    void weightedAgainstNaiveSearch_data() { againstNaiveSearch_data(); }
    void weightedAgainstNaiveSearch() {
        QFETCH(GuessRule, rule);
        QFETCH(unsigned, seed);
        const auto lists = std::make_shared<const GameLists>(randomLists(seed + 40, 22, 45));
        std::mt19937 rng(seed + 100);
        std::vector<double> given;
        for (size_t a = 0; a < lists->answers().size(); ++a)
            given.push_back(0.5 * double(1 + rng() % 8));
        const TreePrior prior = TreePrior::fromWeights(given);
        for (int game = 0; game < 3; ++game) {
            const auto steps = randomGame(lists, rule, rng);
            ReviewOptions options;
            options.rule = rule;
            options.candidates = 0;
            options.prior = &prior;
            const GameReview r = reviewGame(lists, steps, options);
            QVERIFY(r.complete);
            for (size_t k = 0; k < steps.size(); ++k) {
                const MoveReview& m = r.moves[k];
                const TreePosition at = treePosition(
                    lists, std::vector<GameState::Step>(steps.begin(), steps.begin() + k), rule);
                const TreePrior here = priorAtPosition(prior, lists->answers(), at.lists.answers());
                QCOMPARE(m.weightBefore, here.weightTotal());
                Naive naive(at.lists, rule, here.weights);
                const WordId played = *at.lists.guesses().find(m.guess);
                QCOMPARE(static_cast<int>(m.playedTotal), naive.opener(played, kNoCap, true));
                QCOMPARE(static_cast<int>(m.bestTotal), naive.best(kNoCap));
                QVERIFY(m.cost() >= 0);
                if (k + 1 < steps.size()) {
                    QCOMPARE(r.moves[k + 1].weightBefore, m.weightAfter);
                    QCOMPARE(r.moves[k + 1].bestTotal, m.receivedTotal);
                }
                QVERIFY(m.luckRank >= 0 && m.luckRank <= 1);
                if (k > 0) {  // the advice at the position: the same weighted values
                    const PositionAdvice a =
                        adviseAtPosition(at, rule, {m.guess, m.best}, nullptr, &here);
                    QVERIFY(a.proven && !a.guesses.empty());
                    QCOMPARE(qRound(a.guesses.front().average * double(here.weightTotal())),
                             naive.best(kNoCap));
                }
            }
            checkSums(r);
        }
        // A game whose answers left all weigh 0 is refused, naming the move.
        std::vector<double> zeros(lists->answers().size(), 0.0);
        const auto steps = randomGame(lists, rule, rng);
        zeros[0] = 1;
        const TreePrior lonely = TreePrior::fromWeights(zeros);
        ReviewOptions options;
        options.rule = rule;
        options.prior = &lonely;
        bool refused = false;
        try {
            reviewGame(lists, steps, options);
        } catch (const std::invalid_argument& e) {
            refused = std::string(e.what()).find("weighs 0") != std::string::npos;
        }
        GameState end(lists);
        for (const auto& s : steps)
            end.submit(s.guess, s.pattern, rule);
        // Unless answer 0 stays possible at every move before the last.
        bool zeroLeft = true;
        for (size_t k = 0; k < steps.size() && zeroLeft; ++k) {
            const TreePosition at = treePosition(
                lists, std::vector<GameState::Step>(steps.begin(), steps.begin() + k), rule);
            zeroLeft = at.lists.answers().contains(lists->answers().word(0));
        }
        QCOMPARE(refused, !zeroLeft);
    }

    // A review stopped before its first search still shows what each
    // feedback left (the later moves were once shown as leaving none).
    void stoppedReviewKeepsWhatEachMoveLeft() {
        const auto lists = std::make_shared<const GameLists>(randomLists(5, 22, 45));
        const auto steps = gameOfAtLeast(lists, 3, 3);
        JobContext ctx;
        ctx.cancel();
        const GameReview r = reviewGame(lists, steps, {}, &ctx);
        QVERIFY(r.stopped && !r.complete);
        for (size_t k = 0; k + 1 < steps.size(); ++k) {
            QVERIFY(!r.moves[k].searched);
            QCOMPARE(r.moves[k].leftAfter, r.moves[k + 1].leftBefore);
        }
        QVERIFY(r.moves.back().leftAfter >= 1);
    }

    // Positions too large for the search are left out; the next move's best
    // is then searched at its own position.
    void largePositionsAreSkipped() {
        const auto lists = std::make_shared<const GameLists>(randomLists(5, 22, 45));
        const auto steps = gameOfAtLeast(lists, 2, 2);
        ReviewOptions options;
        options.candidates = 0;
        options.maxCells = lists->answers().size() * lists->guesses().size() - 1;
        const GameReview r = reviewGame(lists, steps, options);
        QVERIFY(!r.complete && !r.stopped);
        QVERIFY(!r.moves[0].searched && !r.moves[0].bestKnown);
        const TreePosition at = treePosition(lists, {steps.front()}, GuessRule::Normal);
        QVERIFY(r.moves[1].searched && r.moves[1].bestKnown);
        QCOMPARE(static_cast<int>(r.moves[1].bestTotal),
                 Naive(at.lists, GuessRule::Normal).best(kNoCap));
    }

    // A move's played figure is what the advice at its position gives it.
    void playedIsTheAdviceAtItsPosition() {
        const auto lists = std::make_shared<const GameLists>(randomLists(3, 60, 150));
        std::mt19937 rng(8);
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            const auto steps = randomGame(lists, rule, rng);
            ReviewOptions options;
            options.rule = rule;
            const GameReview r = reviewGame(lists, steps, options);
            QVERIFY(r.complete);
            for (size_t k = 0; k < steps.size(); ++k) {
                const std::string before =
                    stepsText({steps.begin(), steps.begin() + k}, lists->length());
                const PositionAdvice advice =
                    adviseAtPosition(treePosition(lists, before, rule), rule, {r.moves[k].guess});
                QCOMPARE(advice.guesses.size(), size_t{1});
                QCOMPARE(advice.guesses.front().average, r.moves[k].playedExpected());
            }
            checkSums(r);
        }
    }

    // The one entry point for a live game gives what each solver gives:
    // word games at the position of their steps, other games by the search
    // over the game; nothing before the first step or after the end.
    void liveAdviceIsEachSolversAdvice() {
        const auto lists = std::make_shared<const GameLists>(randomLists(5, 60, 150));
        std::mt19937 rng(3);
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            std::vector<GameState::Step> steps;
            while (steps.size() < 2)  // a game with a position after its first step
                steps = randomGame(lists, rule, rng);
            GameState live(lists);
            QVERIFY(adviseLiveGame(live, rule, {"x"}).guesses.empty());
            for (size_t k = 0; k + 1 < steps.size(); ++k) {
                QVERIFY(!live.submit(steps[k].guess, steps[k].pattern, rule));
                const std::vector<std::string> tried{lists->guesses().word(0),
                                                     lists->guesses().word(7)};
                const PositionAdvice a = adviseLiveGame(live, rule, tried);
                const PositionAdvice b =
                    adviseAtPosition(treePosition(lists, live.wordSteps(), rule), rule, tried);
                QCOMPARE(a.answers, b.answers);
                QCOMPARE(a.guesses.size(), b.guesses.size());
                for (size_t i = 0; i < a.guesses.size(); ++i) {
                    QCOMPARE(a.guesses[i].guess, b.guesses[i].guess);
                    QCOMPARE(a.guesses[i].average, b.guesses[i].average);
                }
            }
        }
        // A word outside both lists (any valid Nerdle equation is taken so)
        // is part of the position too.
        {
            const Alphabet& alphabet = lists->answers().alphabet();
            std::string odd(static_cast<size_t>(lists->length()), alphabet.symbol(0));
            for (size_t i = 0; lists->guesses().contains(odd) || lists->answers().contains(odd);
                 ++i)
                odd[i % odd.size()] = alphabet.symbol(static_cast<uint8_t>(1 + i / odd.size()));
            GameState live(lists);
            live.setAnyWord(true);
            const std::string secret = lists->answers().word(3);
            QVERIFY(!live.submit(odd, gradeWords(odd, secret), GuessRule::Normal));
            QCOMPARE(live.steps().front().question.code, int64_t{-1});
            const PositionAdvice a = adviseLiveGame(
                live, GuessRule::Normal, {lists->guesses().word(0), lists->guesses().word(1)});
            QCOMPARE(a.answers, live.candidates().size());
            QVERIFY(a.proven);
            QVERIFY(!a.guesses.empty());
        }
        auto mm = std::make_shared<const MastermindGame>(3, 3);
        GamePlay code(mm);
        Phrase problem;
        const Question q = *mm->parseQuestion("112", &problem);
        QVERIFY(!code.submit(q, mm->feedback(q, *mm->findSecret("213"))));
        const PositionAdvice a = adviseLiveGame(code, GuessRule::Normal, {"123", "333"});
        const PositionAdvice b = adviseAnyGame(
            *mm, code.steps(), GuessRule::Normal,
            {*mm->parseQuestion("123", &problem), *mm->parseQuestion("333", &problem)});
        QVERIFY(!a.guesses.empty());
        QCOMPARE(a.guesses.size(), b.guesses.size());
        for (size_t i = 0; i < a.guesses.size(); ++i) {
            QCOMPARE(a.guesses[i].guess, b.guesses[i].guess);
            QCOMPARE(a.guesses[i].average, b.guesses[i].average);
        }
        const Question secret = *mm->parseQuestion("213", &problem);
        QVERIFY(!code.submit(secret, mm->feedback(secret, *mm->findSecret("213"))));
        QVERIFY(code.solved());
        QVERIFY(adviseLiveGame(code, GuessRule::Normal, {"123"}).guesses.empty());
    }

    void optimalPlayCostsNothing() {
        const auto lists = std::make_shared<const GameLists>(randomLists(21, 80, 200));
        const PatternMatrix matrix = PatternMatrix::build(lists->guesses(), lists->answers());
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
            TreeSolver solver(*lists, matrix);
            std::vector<WordId> every(lists->guesses().size());
            std::iota(every.begin(), every.end(), WordId{0});
            const TreeResult best = solver.best(every, {rule, 0});
            QVERIFY(best.proven && best.solvable);
            for (WordId secret = 0; secret < lists->answers().size(); secret += 7) {
                std::vector<GameState::Step> steps;
                uint32_t node = StrategyTree::kRoot;
                while (node != StrategyTree::kNone) {
                    const std::string guess = lists->guesses().word(best.strategy.node(node).guess);
                    const Pattern p = gradeWords(guess, lists->answers().word(secret));
                    steps.push_back({guess, p});
                    node = best.strategy.child(node, p);
                }
                ReviewOptions options;
                options.rule = rule;
                options.candidates = 5;  // the played opener is always among those tried
                const GameReview r = reviewGame(lists, steps, options);
                QVERIFY(r.complete && r.solved);
                for (const MoveReview& m : r.moves) {
                    QCOMPARE(m.cost(), 0.0);
                    QCOMPARE(m.best, m.guess);
                }
                QCOMPARE(r.moves.front().bestTotal, best.total);
                checkSums(r);
            }
        }
    }

    void readsTypedAndPastedGames_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("steps");
        const QString steps = QStringLiteral("trace:YBBBB,south:GYYYY,shout:GGGGG");
        QTest::addRow("lines") << "trace BBYBB\n"
                               << ""
                               << "trace:BBYBB";
        QTest::addRow("colons and commas") << "trace:YBBBB, south:GYYYY,shout:22222"
                                           << "" << steps;
        QTest::addRow("secret") << "TRACE\nsouth\n\nshout\n"
                                << "shout" << steps;
        QTest::addRow("secret agrees") << "trace YBBBB\nsouth\nshout"
                                       << "Shout" << steps;
        QTest::addRow("shared grid")
            << QStringLiteral(
                   "Wordle 1,234 "
                   "3/6*\n\n🟨⬛⬛⬛⬛\n🟩🟨🟨🟨🟨\n🟩🟩🟩🟩🟩\n"
                   "trace\nsouth\nshout\n")
            << "" << steps;
        QTest::addRow("grid after guesses")
            << QStringLiteral("# today\ntrace south shout\n")  // three tokens: refused below
            << ""
            << "";
        QTest::addRow("high contrast")
            << QStringLiteral(
                   "trace 🟦⬜⬜⬜⬜\nsouth 🟧🟦🟦🟦🟦\nshout "
                   "🟧🟧🟧🟧🟧️")
            << "" << steps;
    }
    void readsTypedAndPastedGames() {
        QFETCH(QString, text);
        QFETCH(QString, secret);
        QFETCH(QString, steps);
        const auto lists = std::make_shared<const GameLists>(test::standardLists());
        try {
            const QByteArray bytes = text.toUtf8();
            const PlayedGame game = parsePlayedGame(
                lists, std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
                secret.toStdString(), GuessRule::Normal, "game.txt");
            QCOMPARE(QString::fromStdString(stepsText(game.steps, 5)), steps);
            QCOMPARE(game.lines.size(), game.steps.size());
        } catch (const InputError& e) {
            QVERIFY2(steps.isEmpty(), e.what());
        }
    }

    void namesTheLineOfABadGame_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<GuessRule>("rule");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("problem");
        const GuessRule normal = GuessRule::Normal;
        QTest::addRow("empty") << "# nothing\n"
                               << "" << normal << 0 << "no guesses";
        QTest::addRow("three words") << "crane\ntrace south shout\n"
                                     << "" << normal << 2 << "a guess alone";
        QTest::addRow("short feedback") << "crane BBBB\n"
                                        << "" << normal << 1 << "not feedback of 5 symbols";
        QTest::addRow("short word") << "salet BBYBB\ncran BBBBB\n"
                                    << "" << normal << 2 << "'cran' has 4 symbols, the game has 5";
        QTest::addRow("not a word") << "zzzzz BBBBB\n"
                                    << "" << normal << 1 << "in neither";
        QTest::addRow("no feedback") << "salet BBYBB\ncrony\n"
                                     << "" << normal << 2 << "'crony' has no feedback";
        QTest::addRow("grid short") << QStringLiteral("salet\ncrony\n⬛⬛🟨⬛⬛\n") << ""
                                    << normal << 3 << "the grid has 1 rows for 2 guesses";
        QTest::addRow("against the secret") << "salet GGGGG\n"
                                            << "cigar" << normal << 1 << "gets BYBBB, not GGGGG";
        QTest::addRow("secret unknown") << "salet\n"
                                        << "qqqqq" << normal << 0 << "not in the answer list";
        QTest::addRow("after the end") << "cigar GGGGG\nsalet BBBBB\n"
                                       << "" << normal << 2 << "solved at step 1";
        QTest::addRow("impossible") << "salet GGGGG\ncrane BBBBB\n"
                                    << "" << normal << 1 << "no answer still possible";
        QTest::addRow("hard") << "salet BBYBB\n\ncrony BBBBB\n"
                              << "" << GuessRule::Hard << 3 << "must contain";
        QTest::addRow("strict") << "salet BBYBB\ncrony BYBBB\n"
                                << "" << GuessRule::Strict << 2 << "could not be the answer";
    }
    void namesTheLineOfABadGame() {
        QFETCH(QString, text);
        QFETCH(QString, secret);
        QFETCH(GuessRule, rule);
        QFETCH(int, line);
        QFETCH(QString, problem);
        const auto lists = std::make_shared<const GameLists>(test::standardLists());
        try {
            const QByteArray bytes = text.toUtf8();
            parsePlayedGame(lists,
                            std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
                            secret.toStdString(), rule, "game.txt");
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.source(), std::string("game.txt"));
            QCOMPARE(e.line(), line);
            QVERIFY2(e.problem().find(problem.toStdString()) != std::string::npos, e.what());
        }
    }

    // A book of every opener's total gives the first move's best at once,
    // and the same figures the search gives; it counts only for its lists,
    // rule and cap.
    void bookAgreesWithTheSearch_data() { againstNaiveSearch_data(); }
    void bookAgreesWithTheSearch() {
        QFETCH(GuessRule, rule);
        QFETCH(unsigned, seed);
        const auto lists = std::make_shared<const GameLists>(randomLists(seed + 70, 22, 45));
        OpeningBook book;
        book.add(
            ResultsFile::fromText("table", tableText(*lists, rule, [](WordId) { return true; })));
        const BookPage* page = book.page(*lists, rule);
        QVERIFY(page);
        QCOMPARE(page->size(), lists->guesses().size());
        QVERIFY(!book.page(*lists, rule, 4));  // another cap
        QVERIFY(
            !book.page(*lists, rule == GuessRule::Normal ? GuessRule::Hard : GuessRule::Normal));
        std::vector<std::string> fewer = lists->answers().words();
        fewer.pop_back();
        const GameLists other(WordList(lists->answers().alphabet(), fewer, "fewer"),
                              lists->guesses(), true);
        QVERIFY(!book.page(other, rule));  // the fingerprints differ

        const auto best = page->provenBest();
        QVERIFY(best);
        QCOMPARE(static_cast<int>(best->total), Naive(*lists, rule).best(kNoCap));
        const PositionAdvice advice = adviseFromBook(book, *lists, rule, {});
        QVERIFY(advice.fromBook && advice.bestOfAll && advice.proven);
        QCOMPARE(advice.guesses.size(), lists->guesses().size());
        QCOMPARE(advice.guesses.front().guess, best->word);
        for (size_t i = 1; i < advice.guesses.size(); ++i)
            QVERIFY(advice.guesses[i - 1].average <= advice.guesses[i].average);
        // The live game before its first step reads the book.
        GamePlay live(std::make_shared<const WordGame>(lists));
        QCOMPARE(adviseLiveGame(live, rule, {"x"}, nullptr, &book).guesses.size(),
                 advice.guesses.size());

        std::mt19937 rng(seed);
        for (int game = 0; game < 3; ++game) {
            const auto steps = randomGame(lists, rule, rng);
            auto [searched, read, options] = reviewBoth(lists, steps, rule, book);
            QVERIFY(read.complete && read.moves.front().bestFromBook);
            QCOMPARE(static_cast<int>(read.moves.front().bestTotal),
                     Naive(*lists, rule).best(kNoCap));
            QVERIFY(read.moves.front().bestTotal <= searched.moves.front().bestTotal);
            // A book without the opener played and no bounds proves no best;
            // the candidates are read from it, the played one's total taken
            // from its own search: the figures of the search.
            const WordId opener = *lists->guesses().find(steps.front().guess);
            OpeningBook lacking;
            lacking.add(ResultsFile::fromText(
                "lacking", tableText(*lists, rule, [&](WordId g) { return g != opener; })));
            options.book = &lacking;
            const GameReview mixed = reviewGame(lists, steps, options);
            QVERIFY(mixed.moves.front().bestFromBook);
            QCOMPARE(mixed.moves.front().bestTotal, searched.moves.front().bestTotal);
            // The first move's classes searched only as its luck needs
            // them: every figure the same, the best next move too.
            sameFigures(read, searched);
            if (QTest::currentTestFailed())
                return;
            checkSums(read);
        }
    }

    // On lists whose openers leave large classes (look-alikes) the book's
    // total spares the first move all but the classes its luck needs: the
    // figures of the whole search, with fewer classes searched, some of
    // them because their bounds left their rank open; a book whose total
    // lies below the classes' bounds is refused.
    void bookSearchesOnlyTheClassesNeeded_data() {
        QTest::addColumn<GuessRule>("rule");
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            QTest::addRow("%s", ruleName(rule)) << rule;
    }
    void bookSearchesOnlyTheClassesNeeded() {
        QFETCH(GuessRule, rule);
        size_t fewer = 0, opened = 0;
        for (unsigned seed = 1; seed <= 4; ++seed) {
            const auto lists = std::make_shared<const GameLists>(
                seed % 2 ? test::lookAlikeLists(seed, 40, 70) : randomLists(seed, 100, 150));
            const PatternMatrix matrix =
                PatternMatrix::build(lists->guesses(), lists->answers(), nullptr);
            TreeSolver solver(*lists, matrix);
            solver.setSharpenFrom(3);
            const auto totalOf = [&](WordId g) {
                return static_cast<int64_t>(solver.forOpener(g, {rule, 0}).total);
            };
            OpeningBook book;
            book.add(ResultsFile::fromText(
                "table", tableText(
                             *lists, rule, [](WordId) { return true; }, false, 0, totalOf)));
            gamesAgreeWithTheSearch(
                lists, rule, book, seed,
                [&](const auto& steps, const GameReview& read, ReviewOptions& options) {
                    const MoveReview& first = read.moves.front();
                    fewer += first.classesSearched < first.classes;
                    opened += first.classesSearched > 1;
                    // A book whose total for the opener played is below its
                    // classes' bounds (one guess for every answer).
                    const WordId opener = *lists->guesses().find(steps.front().guess);
                    OpeningBook wrong;
                    wrong.add(ResultsFile::fromText(
                        "wrong", tableText(
                                     *lists, rule, [](WordId) { return true; }, false, 0,
                                     [&](WordId g) {
                                         return g == opener
                                                    ? static_cast<int64_t>(lists->answers().size())
                                                    : totalOf(g);
                                     })));
                    options.book = &wrong;
                    refusesTheBook(lists, steps, options, "a book below the bounds was taken");
                });
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(fewer > 0);
        QVERIFY(opened > 0);
    }

    // A book a move deep (each opener's classes of 2 answers or more, as a
    // run with --class-values writes them) spares the first move the search
    // of those classes: the figures and the next move's best of the whole
    // search, with no class searched where the class received is in the
    // book. A class below its bound, of other answers or of no feedback of
    // the opener is refused as the book's fault.
    void bookAMoveDeep_data() { bookSearchesOnlyTheClassesNeeded_data(); }
    void bookAMoveDeep() {
        QFETCH(GuessRule, rule);
        size_t none = 0, lowered = 0;
        for (unsigned seed = 1; seed <= 4; ++seed) {
            const auto lists = std::make_shared<const GameLists>(
                seed % 2 ? test::lookAlikeLists(seed + 10, 40, 70) : randomLists(seed, 100, 150));
            const PatternMatrix matrix =
                PatternMatrix::build(lists->guesses(), lists->answers(), nullptr);
            TreeSolver solver(*lists, matrix);
            std::vector<int64_t> totals(lists->guesses().size());
            std::vector<std::vector<std::string>> classes(lists->guesses().size());
            for (WordId g = 0; g < lists->guesses().size(); ++g) {
                const OpenerClassValues v = solver.allClassValues(g, {rule, 0});
                QVERIFY(v.proven && v.solvable);
                BookLine line = bookLine(v, *lists, 2);
                classes[g] = std::move(line.classes);
                totals[g] = static_cast<int64_t>(line.total);
                QCOMPARE(line.total, solver.forOpener(g, {rule, 0}).total);
            }
            // The table with each opener's classes; `change` may alter one line's.
            const auto deep =
                [&](const std::function<void(WordId, std::vector<std::string>&)>& change) {
                    std::string text =
                        tableText(*lists, rule, [](WordId) { return false; }, false, 0, {});
                    for (WordId g = 0; g < lists->guesses().size(); ++g) {
                        std::vector<std::string> listed = classes[g];
                        change(g, listed);
                        JsonLine r;
                        r.set("item", lists->guesses().word(g))
                            .set("total", totals[g])
                            .set("exact", true)
                            .set("classes", listed);
                        text += r.format() + '\n';
                    }
                    OpeningBook book;
                    book.add(ResultsFile::fromText("deep", text));
                    return book;
                };
            const OpeningBook book = deep([](WordId, std::vector<std::string>&) {});
            gamesAgreeWithTheSearch(
                lists, rule, book, seed,
                [&](const auto& steps, const GameReview& read, ReviewOptions& options) {
                    const MoveReview& first = read.moves.front();
                    none += first.classesSearched == 0;
                    if (first.leftAfter >= 2) {
                        QCOMPARE(first.classesSearched, size_t{0});
                        QVERIFY(first.classesRead > 0);
                    }
                    if (first.leftAfter < 2 || first.leftAfter == first.leftBefore)
                        return;
                    // The class received, altered.
                    const WordId opener = *lists->guesses().find(steps.front().guess);
                    const std::string received = toString(steps.front().pattern, lists->length());
                    const auto refused = [&](const std::function<void(BookClass&)>& alter,
                                             const char* says,
                                             const std::vector<GameState::Step>* game = nullptr) {
                        const OpeningBook wrong =
                            deep([&](WordId g, std::vector<std::string>& listed) {
                                if (g != opener)
                                    return;
                                for (std::string& text : listed)
                                    if (text.rfind(received + ' ', 0) == 0) {
                                        BookClass c = *parseBookClass(text);
                                        alter(c);
                                        text = formatBookClass(c);
                                    }
                            });
                        options.book = &wrong;
                        refusesTheBook(lists, game ? *game : steps, options, says);
                    };
                    refused([](BookClass& c) { c.value = c.answers; }, "a class below its bound");
                    refused(
                        [](BookClass& c) {
                            c.answers += 1;
                            c.value += 2;
                        },
                        "a class of other answers");
                    refused(
                        [&](BookClass& c) {
                            c.feedback =
                                toString(Pattern::allGreen(lists->length()), lists->length());
                        },
                        "the opener's own green");
                    refused([&](BookClass& c) { c.value += lists->answers().size(); },
                            "a class above the opener's total");
                    if (rule == GuessRule::Hard) {  // a next guess the hard rule forbids
                        const Pattern p = steps.front().pattern;
                        const auto opener =
                            lists->guesses().symbols(*lists->guesses().find(steps.front().guess));
                        for (WordId h = 0; h < lists->guesses().size(); ++h)
                            if (hardModeBreach(opener, p, lists->guesses().symbols(h))) {
                                const std::string word = lists->guesses().word(h);
                                refused([&](BookClass& c) { c.next = word; },
                                        "a next guess the hard rule forbids");
                                break;
                            }
                    }
                    // The opener, then the book's next guess in the class
                    // received: with the class one guess below its value
                    // (and still above its bound), the search of that move
                    // shows the book wrong.
                    const auto v = book.page(*lists, rule)->value(steps.front().guess);
                    for (const BookClass& c : v->classes) {
                        if (c.feedback != received)
                            continue;
                        GameState after(lists);
                        after.submit(steps.front().guess, steps.front().pattern, rule);
                        const std::string secret =
                            lists->answers().word(after.candidates().ids().front());
                        const std::vector<GameState::Step> game{
                            steps.front(), {c.next, gradeWords(c.next, secret)}};
                        options.book = &book;
                        const GameReview plain = reviewGame(lists, game, options);
                        QCOMPARE(plain.moves[1].cost(), 0.0);
                        if (plain.moves[1].playedTotal - 1 >= 2 * c.answers) {
                            ++lowered;
                            refused([](BookClass& b) { b.value -= 1; },
                                    "its next move's value lowered", &game);
                        }
                    }
                });
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(none > 0);
        QVERIFY(lowered > 0);
    }

    // A book without every opener proves no best: the first move's best is
    // then read only when every candidate is in it, else searched; bounds
    // for the rest prove the best when none lies below it.
    void partialBookFallsBackToTheSearch_data() {
        QTest::addColumn<bool>("exactFirst");
        QTest::addRow("exact first half") << true;  // each arrangement is one of the two cases
        QTest::addRow("exact second half") << false;
    }
    void partialBookFallsBackToTheSearch() {
        QFETCH(bool, exactFirst);
        const GuessRule rule = GuessRule::Normal;
        const auto lists = std::make_shared<const GameLists>(randomLists(91, 22, 45));
        Naive naive(*lists, rule);
        const size_t half = lists->guesses().size() / 2;
        const auto inExact = [&](WordId g) { return (g < half) == exactFirst; };
        OpeningBook book;
        book.add(ResultsFile::fromText("exact half", tableText(*lists, rule, inExact)));
        const BookPage* page = book.page(*lists, rule);
        QVERIFY(page && !page->provenBest());
        std::mt19937 rng(5);
        const auto steps = randomGame(lists, rule, rng);
        ReviewOptions options;
        options.candidates = 0;  // every guess: half of them missing from the book
        options.book = &book;
        GameReview r = reviewGame(lists, steps, options);
        QVERIFY(!r.moves.front().bestFromBook);
        QCOMPARE(static_cast<int>(r.moves.front().bestTotal), naive.best(kNoCap));

        // The other half as lower bounds (here their true totals).
        book.add(ResultsFile::fromText(
            "bounds", tableText(
                          *lists, rule, [&](WordId g) { return !inExact(g); }, true)));
        page = book.page(*lists, rule);
        QCOMPARE(page->size(), lists->guesses().size());
        int leastExact = INT_MAX, leastBound = INT_MAX;
        for (WordId g = 0; g < lists->guesses().size(); ++g) {
            int& least = inExact(g) ? leastExact : leastBound;
            least = std::min(least, naive.opener(g, kNoCap, true));
        }
        const bool proven = leastExact <= leastBound;
        QCOMPARE(page->provenBest().has_value(), proven);
        r = reviewGame(lists, steps, options);
        QCOMPARE(r.moves.front().bestFromBook, proven);
        QCOMPARE(static_cast<int>(r.moves.front().bestTotal), naive.best(kNoCap));
        // A bound is shown only beside a proven best (it then shows worse).
        const auto bounded = static_cast<WordId>(exactFirst ? half : 0);
        const PositionAdvice a =
            adviseFromBook(book, *lists, rule, {lists->guesses().word(bounded)});
        QCOMPARE(a.bestOfAll, proven);
        const size_t exactCount = exactFirst ? half : lists->guesses().size() - half;
        QCOMPARE(a.guesses.size(), exactCount + (proven ? 1 : 0));
        for (const NextGuessValue& v : a.guesses)
            QVERIFY(v.exact || proven);
    }

    // Files that cannot be a book are refused, naming the file and line.
    void badBookFiles() {
        const auto lists = std::make_shared<const GameLists>(randomLists(93, 12, 20));
        const std::string good = tableText(*lists, GuessRule::Normal, [](WordId) { return true; });
        const auto refused = [](const std::string& source, const std::string& text, int line,
                                const std::string& says) {
            OpeningBook book;
            try {
                book.add(ResultsFile::fromText(source, text));
            } catch (const InputError& e) {
                QCOMPARE(e.source(), source);
                QCOMPARE(e.line(), line);
                QVERIFY2(e.problem().find(says) != std::string::npos, e.what());
                return;
            }
            QFAIL(("accepted: " + source).c_str());
        };
        std::string within = good;
        within.replace(within.find("\"tree\""), 6, "\"within\"");
        refused("within.jsonl", within, 1, "tree run");
        std::string noTotal = good;
        const size_t third = noTotal.find("\"total\"", noTotal.find("\"total\"") + 1);
        noTotal.replace(third, 7, "\"count\"");
        refused("no-total.jsonl", noTotal, 3, "\"total\"");
        // The same opener with another exact total in a second file.
        OpeningBook book;
        book.add(ResultsFile::fromText("a.jsonl", good));
        try {
            book.add(ResultsFile::fromText(
                "b.jsonl",
                tableText(
                    *lists, GuessRule::Normal, [](WordId g) { return g == 0; }, false, 1)));
            QFAIL("a conflicting total was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.source(), std::string("b.jsonl"));
            QCOMPARE(e.line(), 2);
            QVERIFY2(e.problem().find("a.jsonl line 2") != std::string::npos, e.what());
        }
        // A bound above another file's exact total, and another count of
        // guesses for the same lists; the book is as before each refusal.
        const uint64_t before =
            book.page(*lists, GuessRule::Normal)->value(lists->guesses().word(0))->total;
        const auto refusedToo = [&](const std::string& text, const std::string& says) {
            try {
                book.add(ResultsFile::fromText("c.jsonl", text));
                QFAIL(("accepted: " + says).c_str());
            } catch (const InputError& e) {
                QVERIFY2(e.problem().find(says) != std::string::npos, e.what());
            }
            QCOMPARE(book.page(*lists, GuessRule::Normal)->value(lists->guesses().word(0))->total,
                     before);
        };
        refusedToo(tableText(
                       *lists, GuessRule::Normal, [](WordId g) { return g == 0; }, true, 1),
                   "where a.jsonl line 2 gives");
        // A file refused at its last line leaves a book as it was: none of
        // its openers kept, and a later conflict names the file read whole.
        const auto last = static_cast<WordId>(lists->guesses().size() - 1);
        const WordId other = last - 1;
        OpeningBook half;
        half.add(ResultsFile::fromText(
            "half.jsonl",
            tableText(*lists, GuessRule::Normal, [&](WordId g) { return g % 2 == last % 2; })));
        const size_t halfSize = half.page(*lists, GuessRule::Normal)->size();
        Naive naive(*lists, GuessRule::Normal);
        try {
            half.add(ResultsFile::fromText(
                "whole.jsonl", tableText(
                                   *lists, GuessRule::Normal, [](WordId) { return true; }, false, 0,
                                   [&](WordId g) {
                                       return naive.opener(g, kNoCap, true) + (g == last ? 1 : 0);
                                   })));
            QFAIL("a file with a conflict in its last line was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.source(), std::string("whole.jsonl"));
            QCOMPARE(e.line(), static_cast<int>(last) + 2);
        }
        QCOMPARE(half.page(*lists, GuessRule::Normal)->size(), halfSize);
        QVERIFY(!half.page(*lists, GuessRule::Normal)->value(lists->guesses().word(other)));
        try {
            const auto only = [&](WordId g) { return g == other; };
            half.add(ResultsFile::fromText("other.jsonl",
                                           tableText(*lists, GuessRule::Normal, only, false, 1)));
            half.add(ResultsFile::fromText("again.jsonl",
                                           tableText(*lists, GuessRule::Normal, only, false, 2)));
            QFAIL("a conflicting total was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.source(), std::string("again.jsonl"));
            QVERIFY2(e.problem().find("where other.jsonl line 2 gives") != std::string::npos,
                     e.what());
        }
        std::string recount = good;
        const std::string count = "\"guesses\":" + std::to_string(lists->guesses().size());
        recount.replace(recount.find(count), count.size(), "\"guesses\":99");
        refusedToo(recount, "counts 99 guesses");
        // Classes that are not "feedback answers value next", beside a
        // bound, or other than another file's for the same opener.
        const auto withClasses = [&](const std::vector<std::string>& listed, bool exact = true) {
            JsonLine r;
            r.set("item", lists->guesses().word(0))
                .set("total", static_cast<int64_t>(before))
                .set("exact", exact)
                .set("classes", listed);
            return good.substr(0, good.find('\n') + 1) + r.format() + '\n';
        };
        refused("class.jsonl", withClasses({"BBBBB 3 7"}), 2, "\"feedback answers value next\"");
        refused("class.jsonl", withClasses({"BBBBB 3 2 crane"}), 2, "at least the answers");
        refused("class.jsonl", withClasses({"BBBBB 3 7 crane"}, false), 2, "an exact total");
        book.add(ResultsFile::fromText("d.jsonl", withClasses({"BBBBB 3 7 crane"})));
        QCOMPARE(book.page(*lists, GuessRule::Normal)->value(lists->guesses().word(0))->classes,
                 (std::vector<BookClass>{{"BBBBB", 3, 7, "crane"}}));
        refused("class.jsonl", withClasses({"BBBBB -3 7 crane"}), 2,
                "\"feedback answers value next\"");
        refusedToo(withClasses({"BBBBB 3 8 crane"}), "class BBBBB 8 guesses, where d.jsonl");
        // Another run's classes join them; a class both give keeps its next.
        book.add(
            ResultsFile::fromText("e.jsonl", withClasses({"YBBBB 2 3 slate", "BBBBB 3 7 raise"})));
        QCOMPARE(book.page(*lists, GuessRule::Normal)->value(lists->guesses().word(0))->classes,
                 (std::vector<BookClass>{{"BBBBB", 3, 7, "crane"}, {"YBBBB", 2, 3, "slate"}}));
        // Bounds alone value no opener: no page.
        OpeningBook bounds;
        bounds.add(ResultsFile::fromText(
            "bounds.jsonl", tableText(
                                *lists, GuessRule::Normal, [](WordId) { return true; }, true)));
        QVERIFY(!bounds.page(*lists, GuessRule::Normal));
        // Garbage is not a results file at all.
        try {
            book.add(ResultsFile::fromText("zero", std::string(100, '\0') + "\n"));
            QFAIL("garbage was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), 1);
        }
    }

    // The shipped book holds the bundled lists' normal and hard mode and
    // proves each one's best opener, whose total the solver confirms here.
    void bundledBookMatchesTheSolver_data() {
        QTest::addColumn<GuessRule>("rule");
        QTest::addRow("normal") << GuessRule::Normal;
        QTest::addRow("hard") << GuessRule::Hard;
        QTest::addRow("strict") << GuessRule::Strict;
    }
    void bundledBookMatchesTheSolver() {
        QFETCH(GuessRule, rule);
        const GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                              WordListLoader().load("bundled:wordle-guesses-12972").list);
        const BookPage* page = OpeningBook::bundled().page(lists, rule);
        QVERIFY(page);
        QCOMPARE(page->size(), lists.guesses().size());
        const auto best = page->provenBest();
        QVERIFY(best);
        for (const BookValue& v : page->exactValues())
            QVERIFY(v.total >= best->total);
#ifdef __SANITIZE_ADDRESS__
        QSKIP("the exact search takes minutes under the sanitizers: the Release run does it");
#endif
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        TreeSolver solver(lists, matrix);
        const TreeResult r = solver.forOpener(*lists.guesses().find(best->word), {rule, 0});
        QVERIFY(r.proven);
        QCOMPARE(r.total, best->total);
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
