// SPDX-License-Identifier: GPL-3.0-or-later
// The game framework: each game's feedback on hand-checked cases, question
// spaces, and the players' published guarantees by simulation (Knuth's 5 for
// Mastermind, 3 weighings for 12 odd coins, ceil(log3 n) and ceil(log2 n)),
// Wordle through the framework agreeing with the ranking, determinism.
#include "balancequestions.h"
#include "binarysearchgame.h"
#include "coingames.h"
#include "engine.h"
#include "gameplay.h"
#include "mastermindgame.h"
#include "partition.h"
#include "questionranking.h"
#include "ranking.h"
#include "referencegrader.h"
#include "simulation.h"
#include "wordgame.h"
#include "wordlistloader.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

using namespace guesslab;

namespace {

SimulationResult run(const Game& g, Strategy s, int threads = 2,
                     GuessRule rule = GuessRule::Normal) {
    Engine engine(threads);
    PlayerOptions o;
    o.strategy = s;
    o.rule = rule;
    return *engine.run<SimulationResult>([&](JobContext& ctx) { return simulate(g, o, &ctx); })
                .result;
}

std::shared_ptr<const GameLists> wordleLists() {
    static auto lists = std::make_shared<const GameLists>(
        WordListLoader().load("bundled:wordle-answers-2315").list,
        WordListLoader().load("bundled:wordle-guesses-12972").list);
    return lists;
}

std::vector<SecretId> allSecrets(const Game& g) {
    std::vector<SecretId> all(g.secretCount());
    std::iota(all.begin(), all.end(), SecretId{0});
    return all;
}

// The fast ranking against one plain partition per question.
void compareWithPartitions(const Game& g, const CandidateSet& candidates, bool hard) {
    Engine engine(2);
    const QuestionRanking r = *engine
                                   .run<QuestionRanking>([&](JobContext& ctx) {
                                       return rankQuestions(g, candidates, hard, &ctx);
                                   })
                                   .result;
    QVERIFY(r.ranking.complete);
    QCOMPARE(r.ranking.rows.size(), r.questions.size());
    for (size_t i = 0; i < r.ranking.rows.size(); ++i) {
        const GuessMeasures& fast = r.ranking.rows[i];
        const Partition slow = partitionByQuestion(g, r.questions[fast.guess], candidates);
        QCOMPARE(fast.classes, slow.measures.classes);
        QCOMPARE(fast.largest, slow.measures.largest);
        QCOMPARE(fast.isCandidate, slow.measures.isCandidate);
        QVERIFY(std::abs(fast.entropy - slow.measures.entropy) < 1e-9);
        QVERIFY(std::abs(fast.expectedSize - slow.measures.expectedSize) < 1e-9);
        if (i > 0)
            QVERIFY(rankedBefore(r.ranking.rows[i - 1], fast));
        if (hard && g.secretOf(r.questions[fast.guess]))
            QVERIFY(fast.isCandidate);
    }
}

}  // namespace

class TestGames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mastermindFeedback_data() {
        QTest::addColumn<QString>("guess");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<int>("blacks");
        QTest::addColumn<int>("whites");
        QTest::newRow("one black two white") << "1122"
                                             << "1213" << 1 << 2;
        QTest::newRow("all black") << "3456"
                                   << "3456" << 4 << 0;
        QTest::newRow("all white") << "1234"
                                   << "4321" << 0 << 4;
        QTest::newRow("repeats count once") << "1111"
                                            << "1222" << 1 << 0;
        QTest::newRow("nothing") << "1111"
                                 << "2345" << 0 << 0;
    }
    void mastermindFeedback() {
        QFETCH(QString, guess);
        QFETCH(QString, secret);
        QFETCH(int, blacks);
        QFETCH(int, whites);
        const MastermindGame g(4, 6);
        const auto q = g.findSecret(guess.toStdString()), s = g.findSecret(secret.toStdString());
        QVERIFY(q && s);
        const Feedback f = g.feedback(Question{*q, {}, {}}, *s);
        QCOMPARE(g.blacks(f), blacks);
        QCOMPARE(g.whites(f), whites);
        QCOMPARE(g.wins(Question{*q, {}, {}}, f), blacks == 4);
    }

    void balanceFeedback() {
        const OddCoinGame odd(12);
        Question q;
        q.left = {0, 1, 2, 3};
        q.right = {4, 5, 6, 7};
        QCOMPARE(odd.feedback(q, *odd.findSecret("2+")), Feedback{0});  // coin 2 heavier: left down
        QCOMPARE(odd.feedback(q, *odd.findSecret("2-")), Feedback{2});  // lighter: right down
        QCOMPARE(odd.feedback(q, *odd.findSecret("6+")), Feedback{2});
        QCOMPARE(odd.feedback(q, *odd.findSecret("10-")), Feedback{1});  // not weighed: level
        const TwoHeavyCoinsGame two(6);
        Question p;
        p.left = {0, 1};
        p.right = {2, 3};
        QCOMPARE(two.feedback(p, *two.findSecret("1,3")), Feedback{1});  // one heavy each side
        QCOMPARE(two.feedback(p, *two.findSecret("2,1")), Feedback{0});
        QCOMPARE(two.feedback(p, *two.findSecret("5,6")), Feedback{1});
        QVERIFY(!two.findSecret("3,3"));
        QVERIFY(!odd.findSecret("13+"));
        const BinarySearchGame b(10);
        QCOMPARE(b.feedback(Question{4, {}, {}}, 4), Feedback{0});
        QCOMPARE(b.feedback(Question{4, {}, {}}, 5), Feedback{1});
    }

    // Question spaces without symmetric duplicates, counted by hand.
    void questionSpaces() {
        const std::vector<SecretId> all4{0, 1, 2, 3};
        QCOMPARE(HeavyCoinGame(4).questions(all4).size(), size_t{2});  // 1 v 1, 2 v 2
        const std::vector<SecretId> all9{0, 1, 2, 3, 4, 5, 6, 7, 8};
        QCOMPARE(HeavyCoinGame(9).questions(all9).size(), size_t{4});  // 1..4 a pan
        std::vector<SecretId> odd12(24);
        std::iota(odd12.begin(), odd12.end(), SecretId{0});
        QCOMPARE(OddCoinGame(12).questions(odd12).size(), size_t{6});
        // Once coins 1-8 are known genuine, a suspect can be weighed against a genuine coin.
        const std::vector<SecretId> suspects{16, 17, 18, 19,
                                             20, 21, 22, 23};  // coins 9-12, heavy or light
        const auto later = OddCoinGame(12).questions(suspects);
        QVERIFY(later.size() > 6);
        for (const Question& q : later)
            QCOMPARE(q.left.size(), q.right.size());
        // Two heavy coins: at the start every coin is like every other (1, 2 or
        // 3 a pan); once pair {1,2} is ruled out, coins 1 and 2 differ from the rest.
        std::vector<SecretId> pairs6(15);
        std::iota(pairs6.begin(), pairs6.end(), SecretId{0});
        const TwoHeavyCoinsGame two(6);
        QCOMPARE(two.questions(pairs6).size(), size_t{3});
        std::vector<SecretId> without12(pairs6.begin() + 1, pairs6.end());  // pair 0 is {1,2}
        const auto split = two.questions(without12);
        QVERIFY(split.size() > 3);
        // Binary search asks only inside the range still possible.
        QCOMPARE(BinarySearchGame(100).questions(std::vector<SecretId>{10, 11, 12, 13}).size(),
                 size_t{3});
        // Every weighing: equal pans, no coin twice.
        for (const Question& q : later) {
            std::set<uint16_t> coins(q.left.begin(), q.left.end());
            coins.insert(q.right.begin(), q.right.end());
            QCOMPARE(coins.size(), q.left.size() + q.right.size());
        }
    }

    void knuthMastermind() {
        const MastermindGame g(4, 6);
        const SimulationResult r = run(g, Strategy::Minimax);
        QCOMPARE(r.worst, 5);
        QCOMPARE(r.unsolved, size_t{0});
        QCOMPARE(r.secrets, size_t{1296});
        size_t total = 0;
        for (const auto& [q, n] : r.histogram)
            total += n * static_cast<size_t>(q);
        QCOMPARE(total, size_t{5801});  // average 4.476, Knuth's figure
        for (Strategy s : {Strategy::Entropy, Strategy::MinAverage}) {
            const SimulationResult other = run(g, s);
            QCOMPARE(other.unsolved, size_t{0});
            QVERIFY(other.worst <= 6);
        }
    }

    // The opening classes of 4x6 Mastermind: five, of the sizes counting
    // gives, and every code of a class splits the 1296 secrets into classes
    // of the same sizes (checked by grading, not assumed).
    void mastermindOpeningClasses() {
        const MastermindGame g(4, 6);
        std::map<std::string, size_t> sizes;
        std::map<std::string, std::vector<size_t>> shape;
        std::vector<SecretId> all(1296);
        std::iota(all.begin(), all.end(), SecretId{0});
        for (const Question& q : g.questions(all)) {
            const std::string c = g.openingClass(q);
            ++sizes[c];
            std::vector<size_t> counts(g.feedbackCount(), 0);
            for (SecretId s : all)
                ++counts[g.feedback(q, s)];
            std::sort(counts.begin(), counts.end());
            if (!shape.count(c))
                shape[c] = counts;
            QCOMPARE(counts, shape[c]);
        }
        const std::map<std::string, size_t> expected{
            {"4", 6}, {"3+1", 120}, {"2+2", 90}, {"2+1+1", 720}, {"1+1+1+1", 360}};
        QCOMPARE(sizes, expected);
        Phrase problem;
        QCOMPARE(g.openingClass(*g.parseQuestion("3313", &problem)), std::string("3+1"));
        QVERIFY(shape["2+2"] != shape["2+1+1"]);
    }

    void coinsAndBinarySearch() {
        for (Strategy s : {Strategy::Minimax, Strategy::Entropy}) {
            const SimulationResult odd = run(OddCoinGame(12), s);
            QCOMPARE(odd.worst, 3);
            QCOMPARE(odd.unsolved, size_t{0});
        }
        for (int n = 2; n <= 30; ++n) {
            const int log3 =
                static_cast<int>(std::ceil(std::log(double(n)) / std::log(3.0) - 1e-9));
            QCOMPARE(run(HeavyCoinGame(n), Strategy::Entropy).worst, log3);
        }
        for (int n : {2, 3, 7, 8, 9, 100, 1000, 1025}) {
            const SimulationResult r =
                run(BinarySearchGame(static_cast<size_t>(n)), Strategy::Entropy);
            QCOMPARE(r.worst, static_cast<int>(std::ceil(std::log2(double(n)) - 1e-9)));
        }
        const SimulationResult two = run(TwoHeavyCoinsGame(6), Strategy::Entropy);
        QCOMPARE(two.unsolved, size_t{0});
        QCOMPARE(two.secrets, size_t{15});
    }

    // Wordle through the framework: the same feedback as the reference
    // grader, and the entropy player's first choice is the ranking's best.
    void wordleThroughTheFramework() {
        auto lists = wordleLists();
        auto matrix = std::make_shared<const PatternMatrix>(
            PatternMatrix::build(lists->guesses(), lists->answers()));
        const WordGame g(lists, matrix);
        for (WordId q : {0u, 77u, 12971u})
            for (SecretId s : {0u, 100u, 2314u})
                QCOMPARE(g.feedback(Question{q, {}, {}}, s),
                         Feedback{gradeReference(lists->guesses().symbols(q),
                                                 lists->answers().symbols(s))
                                      .value});
        std::vector<SecretId> all(lists->answers().size());
        std::iota(all.begin(), all.end(), SecretId{0});
        const Question first = Player(g, {}).choose(all);
        const Ranking r = rankGuesses(*lists, *matrix, CandidateSet::all(all.size()));
        QCOMPARE(static_cast<WordId>(first.code), r.rows.front().guess);
        QCOMPARE(g.describeQuestion(first), std::string("soare"));
        const auto steps = playOne(g, {}, *g.findSecret("crane"));
        QCOMPARE(steps.back().feedback, std::string("GGGGG"));
    }

    // Every question the game offers reads back from its description; bad
    // text gets a message.
    void parseQuestions() {
        const MastermindGame mm(4, 6);
        const OddCoinGame odd(12);
        const TwoHeavyCoinsGame two(9);
        const BinarySearchGame bs(40);
        for (const Game* g : std::initializer_list<const Game*>{&mm, &odd, &two, &bs}) {
            const auto all = allSecrets(*g);
            for (const Question& q : g->questions(all)) {
                Phrase problem;
                const auto back = g->parseQuestion(g->describeQuestion(q), &problem);
                QVERIFY2(back, problem.str().c_str());
                QCOMPARE(back->code, q.code);
                QCOMPARE(back->left, q.left);
                QCOMPARE(back->right, q.right);
            }
        }
        Phrase problem;
        QCOMPARE(odd.parseQuestion("1 2 | 3 4", &problem)->right, (std::vector<uint16_t>{2, 3}));
        QCOMPARE(bs.parseQuestion("<= 7", &problem)->code, int64_t{6});
        QCOMPARE(bs.parseQuestion("7", &problem)->code, int64_t{6});
        const std::vector<std::pair<const Game*, std::string>> bad{
            {&mm, "1127"},      {&mm, "112"},         {&mm, "11223"},    {&mm, "ab12"},
            {&odd, "1,2 vs 3"}, {&odd, "1,2 vs 2,3"}, {&odd, "1 2 3 4"}, {&odd, "0 vs 1"},
            {&odd, "13 vs 1"},  {&odd, "1x vs 2"},    {&odd, " vs "},    {&bs, "at most 40?"},
            {&bs, "0"},         {&bs, "what?"},       {&bs, "7 or 8"},   {&bs, ""}};
        for (const auto& [g, text] : bad) {
            problem = {};
            QVERIFY2(!g->parseQuestion(text, &problem), text.c_str());
            QVERIFY2(!problem.empty(), text.c_str());
        }
    }

    // The ranking of any game's questions equals the plain partitions, with a
    // uniform prior and a weighted one, in normal and hard mode.
    void rankQuestionsMatchesPartitions() {
        const MastermindGame mm(3, 4);
        const OddCoinGame odd(12);
        const BinarySearchGame bs(50);
        for (const Game* g : std::initializer_list<const Game*>{&mm, &odd, &bs}) {
            const auto all = allSecrets(*g);
            std::vector<double> weights(all.size());
            for (size_t i = 0; i < weights.size(); ++i)
                weights[i] = 1.0 + double(i % 7);
            // A subset: every third secret.
            std::vector<SecretId> some;
            for (SecretId s : all)
                if (s % 3 == 1)
                    some.push_back(s);
            for (bool hard : {false, true}) {
                compareWithPartitions(*g, CandidateSet::all(all.size()), hard);
                compareWithPartitions(*g, CandidateSet::all(all.size()).withWeights(weights), hard);
                compareWithPartitions(*g, CandidateSet(some, all.size()), hard);
            }
        }
        // The entropy player's first question is the ranking's best.
        const MastermindGame knuth(4, 6);
        const auto all = allSecrets(knuth);
        const QuestionRanking r = rankQuestions(knuth, CandidateSet::all(all.size()));
        QCOMPARE(Player(knuth, {}).choose(all).code,
                 r.questions[r.ranking.rows.front().guess].code);
        QCOMPARE(knuth.describeQuestion(r.questions[r.ranking.rows.front().guess]),
                 std::string("1234"));
    }

    // The rule in a live game of a game without hints of its own: hard and
    // strict ask for a code that could be the secret. Each refusal names the
    // first step that rules the code out, with the feedback it would have
    // got, checked against every code and the plain definition.
    void livePlayRule() {
        auto mm = std::make_shared<const MastermindGame>(3, 4);
        GamePlay play(mm);
        Phrase problem;
        const SecretId secret = *mm->findSecret("312");
        for (const char* code : {"112", "132"}) {  // each could be 312
            const Question q = *mm->parseQuestion(code, &problem);
            QVERIFY(!play.submit(q, mm->feedback(q, secret), GuessRule::Hard));
        }
        for (SecretId s = 0; s < mm->secretCount(); ++s) {
            const Question q{static_cast<int64_t>(s), {}, {}};
            int first = -1;
            for (size_t i = 0; i < play.steps().size() && first < 0; ++i)
                if (mm->feedback(play.steps()[i].question, s) != play.steps()[i].feedback)
                    first = static_cast<int>(i);
            QVERIFY(!play.check(q, std::nullopt, GuessRule::Normal));
            for (GuessRule rule : {GuessRule::Hard, GuessRule::Strict}) {
                const StepProblem p = play.check(q, std::nullopt, rule);
                QCOMPARE(p.step, first);
                QCOMPARE(p.code,
                         first < 0 ? StepProblem::Code::None : StepProblem::Code::NotPossible);
                QCOMPARE(bool(p), !play.candidates().contains(s));
                if (first >= 0)
                    QCOMPARE(p.detail.str(),
                             mm->describeFeedback(play.steps()[first].question,
                                                  mm->feedback(play.steps()[first].question, s)));
            }
        }
    }

    // A word game played as questions: a word outside the guess list (any
    // valid Nerdle equation) is a question too, graded as the reference
    // grader grades it, with and without the pattern matrix.
    void wordQuestions() {
        auto lists = wordleLists();
        auto matrix = std::make_shared<const PatternMatrix>(
            PatternMatrix::build(lists->guesses(), lists->answers()));
        const WordGame graded(lists), tabled(lists, matrix);
        StepProblem problem;
        QVERIFY(!graded.questionOf("qxzvj", false, &problem));
        QCOMPARE(problem.code, StepProblem::Code::NotListed);
        QVERIFY(!graded.questionOf("cran", true, &problem));
        QCOMPARE(problem.code, StepProblem::Code::BadWord);
        const Question odd = *graded.questionOf(" QXZVJ", true, &problem);
        QCOMPARE(odd.code, int64_t{-1});
        QCOMPARE(graded.describeQuestion(odd), std::string("qxzvj"));
        const Question crane = *graded.questionOf("Crane", false, &problem);
        QCOMPARE(graded.describeQuestion(crane), std::string("crane"));
        std::vector<SecretId> some;
        for (SecretId s = 0; s < lists->answers().size(); s += 37)
            some.push_back(s);
        for (const Question& q : {odd, crane}) {
            std::vector<Feedback> a(some.size()), b(some.size());
            graded.feedbackRow(q, some, a.data());
            tabled.feedbackRow(q, some, b.data());
            for (size_t i = 0; i < some.size(); ++i) {
                const Feedback expected =
                    gradeWords(graded.describeQuestion(q), lists->answers().word(some[i])).value;
                QCOMPARE(a[i], expected);
                QCOMPARE(b[i], expected);
                QCOMPARE(graded.feedback(q, some[i]), expected);
            }
        }
    }

    // A live game of Mastermind and of coins: the secret always stays
    // possible, undo and redo restore the step, impossible feedback is refused.
    void livePlay() {
        auto mm = std::make_shared<const MastermindGame>(4, 6);
        GamePlay play(mm);
        const SecretId secret = *mm->findSecret("3632");
        const Player player(*mm, {});
        while (!play.solved()) {
            QVERIFY(play.steps().size() < 8);
            const Question q = player.choose(play.candidates().ids());
            const auto outcomes = play.outcomes(q);
            size_t total = 0;
            for (const auto& [f, n] : outcomes)
                total += n;
            QCOMPARE(total, play.candidates().size());
            QVERIFY(!play.submit(q, mm->feedback(q, secret)));
            QVERIFY(play.candidates().contains(secret));
        }
        const size_t steps = play.steps().size();
        play.undo();
        QVERIFY(!play.solved());
        QVERIFY(play.canRedo());
        play.redo();
        QVERIFY(play.solved());
        QCOMPARE(play.steps().size(), steps);
        QCOMPARE(play.submit(Question{0, {}, {}}, 99).code, StepProblem::Code::BadPattern);

        auto coins = std::make_shared<const OddCoinGame>(12);
        GamePlay weigh(coins);
        Phrase problem;
        const Question q = *coins->parseQuestion("1,2,3,4 vs 5,6,7,8", &problem);
        QCOMPARE(weigh.outcomes(q).at(1), size_t{8});  // level: 9..12, heavier or lighter
        QVERIFY(!weigh.submit(q, 1));
        QCOMPARE(weigh.candidates().size(), size_t{8});
        // Coins 1 and 2 are known to be genuine: they cannot tip the balance.
        QCOMPARE(weigh.submit(*coins->parseQuestion("1 vs 2", &problem), 0).code,
                 StepProblem::Code::NoAnswerLeft);
        QCOMPARE(weigh.steps().size(), size_t{1});
        QVERIFY(!weigh.impossible());
        QVERIFY(!weigh.submit(*coins->parseQuestion("9,10,11 vs 1,2,3", &problem), 1));
        QVERIFY(!weigh.submit(*coins->parseQuestion("12 vs 1", &problem), 2));
        QVERIFY(weigh.solved());
        QCOMPARE(coins->describeSecret(weigh.candidates().ids()[0]),
                 std::string("coin 12 lighter"));
    }

    // One thread or two: the same question ranking, and every secret solved with the same number of
    // questions.
    // Players under the hard and strict rules ask only what the rule allows,
    // checked step by step with the reference rules (hardModeBreach, the
    // plain grader); strict ones fit both.
    void playersKeepTheRule() {
        auto lists = wordleLists();
        auto matrix = std::make_shared<const PatternMatrix>(
            PatternMatrix::build(lists->guesses(), lists->answers()));
        const WordGame g(lists, matrix);
        const WordList& words = lists->guesses();
        for (GuessRule rule : {GuessRule::Hard, GuessRule::Strict}) {
            PlayerOptions o;
            o.rule = rule;
            o.sample = 400;  // a sample of guesses each turn keeps this quick
            for (SecretId secret : {SecretId{0}, SecretId{777}, SecretId{2000}}) {
                const std::vector<PlayStep> steps = playOne(g, o, secret);
                QVERIFY(!steps.empty());
                QCOMPARE(steps.back().remaining, size_t{1});
                for (size_t j = 1; j < steps.size(); ++j)
                    for (size_t i = 0; i < j; ++i) {
                        const auto earlier = words.symbols(*words.find(steps[i].question));
                        const auto later = words.symbols(*words.find(steps[j].question));
                        const Pattern p = *parsePattern(steps[i].feedback);
                        QVERIFY(!hardModeBreach(earlier, p, later));
                        if (rule == GuessRule::Strict)
                            QCOMPARE(gradeReference(earlier, later), p);
                    }
            }
        }
    }

    // A player scoring a sample of the guesses still finishes every game:
    // once the candidates fit in the sample, they are all among the
    // questions (before, a last candidate left out of the sample was never
    // named, and most games ran out of turns).
    void sampledPlayerSolvesEverySecret() {
        auto lists = wordleLists();
        auto matrix = std::make_shared<const PatternMatrix>(
            PatternMatrix::build(lists->guesses(), lists->answers()));
        const WordGame g(lists, matrix);
        for (const size_t sample : {size_t{20}, size_t{300}}) {
            PlayerOptions o;
            o.sample = sample;
            o.seed = 3;
            Engine engine(2);
            const SimulationResult r =
                *engine.run<SimulationResult>([&](JobContext&) { return simulate(g, o); }).result;
            QCOMPARE(r.unsolved, size_t{0});
            size_t played = 0;
            for (const auto& [q, n] : r.histogram)
                played += n;
            QCOMPARE(played, lists->answers().size());
        }
    }

    void deterministicAcrossThreads() {
        const MastermindGame mm(4, 5);
        const auto one = run(mm, Strategy::Entropy, 1), two = run(mm, Strategy::Entropy, 2);
        QCOMPARE(one.questions, two.questions);
        auto lists = std::make_shared<const GameLists>(
            WordListLoader().load("bundled:wordle-answers-2309").list,
            WordListLoader().load("bundled:wordle-answers-2309").list);
        auto matrix = std::make_shared<const PatternMatrix>(
            PatternMatrix::build(lists->guesses(), lists->answers()));
        const WordGame g(lists, matrix);
        const auto a = run(g, Strategy::MinAverage, 1, GuessRule::Strict),
                   b = run(g, Strategy::MinAverage, 2, GuessRule::Strict);
        QCOMPARE(a.questions, b.questions);
        QCOMPARE(a.unsolved, size_t{0});
        PlayerOptions sampled;
        sampled.sample = 50;
        sampled.seed = 9;
        Engine e1(1), e2(2);
        const auto s1 =
            *e1.run<SimulationResult>([&](JobContext&) { return simulate(mm, sampled); }).result;
        const auto s2 =
            *e2.run<SimulationResult>([&](JobContext&) { return simulate(mm, sampled); }).result;
        QCOMPARE(s1.questions, s2.questions);
        const OddCoinGame odd(12);
        const auto rank = [&](Engine& e) {
            return e
                .run<QuestionRanking>([&](JobContext& ctx) {
                    return rankQuestions(odd, CandidateSet::all(odd.secretCount()), false, &ctx);
                })
                .result->ranking.rows;
        };
        const auto r1 = rank(e1), r2 = rank(e2);
        QCOMPARE(r1.size(), r2.size());
        for (size_t i = 0; i < r1.size(); ++i) {
            QCOMPARE(r1[i].guess, r2[i].guess);
            QCOMPARE(r1[i].orderKey, r2[i].orderKey);
        }
    }
};

QTEST_APPLESS_MAIN(TestGames)
#include "tst_games.moc"
