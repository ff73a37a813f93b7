// SPDX-License-Identifier: GPL-3.0-or-later
// Bulls and Cows against a plain reading of its rules: the secrets counted,
// the feedback of every question on every secret scored symbol by symbol,
// what a user types, the symmetries (each keeps the feedback; the
// stabilisers built from a question equal those found by trying every
// symmetry), and the questions a search may skip (each splits the secrets
// as one it keeps).
#include "bullscowsgame.h"
#include "mastermindgame.h"

#include <QtTest>

#include <numeric>
#include <random>
#include <set>

using namespace guesslab;

namespace {

// The rules as SPEC states them, on the written codes: each symbol of the
// secret is a bull when the question has it in its place, else a cow when
// the question has it anywhere.
std::pair<int, int> plainScore(const std::string& question, const std::string& secret) {
    int bulls = 0, cows = 0;
    for (size_t i = 0; i < secret.size(); ++i) {
        if (question[i] == secret[i])
            ++bulls;
        else if (question.find(secret[i]) != std::string::npos)
            ++cows;
    }
    return {bulls, cows};
}

// The question that writes `text`.
Question ask(const Game& g, const std::string& text) {
    Phrase problem;
    const auto q = g.parseQuestion(text, &problem);
    if (!q)
        qFatal("not a question: %s", text.c_str());
    return *q;
}

// The secret s of `from` as a question code of `game` (the same written code).
uint32_t codeOf(const Game& game, const Game& from, SecretId s) {
    return static_cast<uint32_t>(ask(game, from.describeSecret(s)).code);
}

}  // namespace

class TestBullsCows : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void secretsAreDistinctCodes() {
        const BullsCowsGame g(4, 10);
        QCOMPARE(g.secretCount(), size_t{5040});
        QCOMPARE(g.questionCodes(), size_t{5040});
        QCOMPARE(BullsCowsGame(4, 10, true).questionCodes(), size_t{10000});
        QCOMPARE(BullsCowsGame(3, 5).secretCount(), size_t{60});
        std::set<std::string> seen;
        for (SecretId s = 0; s < g.secretCount(); ++s) {
            const std::string text = g.describeSecret(s);
            QCOMPARE(text.size(), size_t{4});
            QCOMPARE(std::set<char>(text.begin(), text.end()).size(), size_t{4});
            seen.insert(text);
            QCOMPARE(*g.findSecret(text), s);
            QCOMPARE(*g.secretOf(ask(g, text)), s);
        }
        QCOMPARE(seen.size(), size_t{5040});
        QCOMPARE(g.name(), std::string("bulls and cows 4 of 10"));
        QCOMPARE(BullsCowsGame(4, 10, true).name(),
                 std::string("bulls and cows 4 of 10, questions may repeat"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BullsCowsGame(5, 4));
    }

    void feedback_data() {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<int>("bulls");
        QTest::addColumn<int>("cows");
        QTest::newRow("one bull two cows") << "1234"
                                           << "1325" << 1 << 2;
        QTest::newRow("all bulls") << "9876"
                                   << "9876" << 4 << 0;
        QTest::newRow("all cows") << "0123"
                                  << "3210" << 0 << 4;
        QTest::newRow("nothing") << "0123"
                                 << "4567" << 0 << 0;
        QTest::newRow("a repeated digit counts once") << "1122"
                                                      << "2310" << 0 << 2;
        QTest::newRow("a bull, its repeat no cow") << "1123"
                                                   << "1456" << 1 << 0;
        QTest::newRow("repeat in another place") << "2211"
                                                 << "1345" << 0 << 1;
    }
    void feedback() {
        QFETCH(QString, question);
        QFETCH(QString, secret);
        QFETCH(int, bulls);
        QFETCH(int, cows);
        const BullsCowsGame g(4, 10, true);
        const Question q = ask(g, question.toStdString());
        const SecretId s = *g.findSecret(secret.toStdString());
        const Feedback f = g.feedback(q, s);
        QCOMPARE(g.bulls(f), bulls);
        QCOMPARE(g.cows(f), cows);
        QCOMPARE(g.wins(q, f), bulls == 4);
        QCOMPARE(plainScore(question.toStdString(), secret.toStdString()),
                 std::make_pair(bulls, cows));
    }

    // Every question on every secret, both variants, fast row and plain call,
    // against the plain reading.
    void everyFeedbackIsThePlainOne() {
        for (const BullsCowsGame& g : {BullsCowsGame(3, 6), BullsCowsGame(3, 5, true),
                                       BullsCowsGame(4, 7), BullsCowsGame(2, 4, true)}) {
            std::vector<SecretId> all(g.secretCount());
            std::iota(all.begin(), all.end(), SecretId{0});
            std::vector<Feedback> row(all.size());
            for (size_t code = 0; code < g.questionCodes(); ++code) {
                const Question q{static_cast<int64_t>(code), {}, {}};
                g.feedbackRow(q, all, row.data());
                for (SecretId s : all) {
                    const auto [bulls, cows] =
                        plainScore(g.describeQuestion(q), g.describeSecret(s));
                    const Feedback f = BullsCowsGame::score(bulls, cows, g.pegs());
                    if (row[s] != f || g.feedback(q, s) != f)
                        QFAIL(qPrintable(QStringLiteral("%1 on %2 in %3")
                                             .arg(QString::fromStdString(g.describeQuestion(q)),
                                                  QString::fromStdString(g.describeSecret(s)),
                                                  QString::fromStdString(g.name()))));
                }
            }
        }
    }

    void typedQuestionsAndFeedback() {
        const BullsCowsGame g(4, 10);
        Phrase problem;
        QVERIFY(!g.parseQuestion("1123", &problem));
        QCOMPARE(problem.str(), std::string("the digits of a question must all differ"));
        QVERIFY(!g.parseQuestion("123", &problem));
        QCOMPARE(problem.str(), std::string("a code has 4 digits, not 3"));
        QVERIFY(!g.parseQuestion("12a4", &problem));
        QCOMPARE(problem.str(), std::string("a code is 4 digits from 0 to 9"));
        QVERIFY(BullsCowsGame(4, 10, true).parseQuestion("1123", &problem));
        QCOMPARE(g.describeQuestion(ask(g, "0 1 2 3")), std::string("0123"));
        const Question q = ask(g, "0123");
        const Feedback oneTwo = BullsCowsGame::score(1, 2, 4);
        QCOMPARE(g.describeFeedback(q, oneTwo), std::string("bulls 1, cows 2"));
        for (const char* text : {"bulls 1, cows 2", "BULLS 1, COWS 2", "1A2B", "1a 2b", "1,2"})
            QCOMPARE(g.parseFeedback(q, text), std::optional<Feedback>(oneTwo));
        QCOMPARE(g.parseFeedback(q, "0"), std::optional<Feedback>(BullsCowsGame::score(0, 0, 4)));
        QCOMPARE(g.parseFeedback(q, "2B"), std::optional<Feedback>(BullsCowsGame::score(0, 2, 4)));
        for (const char* text : {"3A1B", "5A", "1b2w", "", "1,2,3", "99999999999A"})
            QVERIFY2(!g.parseFeedback(q, text), text);
    }

    // Relabelling digits and reordering places keeps every feedback; each
    // question code maps to a question code.
    void symmetriesKeepFeedback() {
        std::mt19937 random(11);
        for (const BullsCowsGame& g : {BullsCowsGame(4, 10), BullsCowsGame(3, 6, true)}) {
            QCOMPARE(g.symmetryCount(), g.pegs() == 4 ? size_t{24} * 3628800 : size_t{6} * 720);
            for (int trial = 0; trial < 3000; ++trial) {
                const size_t sym = random() % g.symmetryCount();
                const auto q = static_cast<uint32_t>(random() % g.questionCodes());
                const auto s = static_cast<SecretId>(random() % g.secretCount());
                // The secret mapped as the question with its code is.
                const uint32_t mapped = g.mapCode(sym, codeOf(g, g, s));
                const SecretId image = *g.secretOf(Question{mapped, {}, {}});
                QCOMPARE(g.feedback(Question{g.mapCode(sym, q), {}, {}}, image),
                         g.feedback(Question{q, {}, {}}, s));
                QCOMPARE(g.mapCode(0, q), q);
            }
        }
    }

    // The stabiliser built from the question is the one found by trying
    // every symmetry, for Mastermind and both variants; and over the limit
    // it is the identity alone.
    void stabilisersAreBuiltRight() {
        std::mt19937 random(5);
        const MastermindGame mm(3, 4);
        const BullsCowsGame bc(3, 5), repeats(3, 4, true);
        for (const CodeGame* g :
             {static_cast<const CodeGame*>(&mm), static_cast<const CodeGame*>(&bc),
              static_cast<const CodeGame*>(&repeats)}) {
            for (int trial = 0; trial < 12; ++trial) {
                const auto code = static_cast<uint32_t>(random() % g->questionCodes());
                const std::vector<uint32_t> built = g->symmetriesKeeping(code, 1u << 20);
                QCOMPARE(built, g->Game::symmetriesKeeping(code, 1u << 20));
                QVERIFY(built.size() > 1 || g->pegs() == 1);
                QCOMPARE(g->symmetriesKeeping(code, 1), std::vector<uint32_t>{0});
            }
        }
        // 0123 of 4 of 10: the 24 orders, each with its relabelling, times 6!.
        const BullsCowsGame big(4, 10);
        QCOMPARE(
            big.symmetriesKeeping(static_cast<uint32_t>(ask(big, "0123").code), 1u << 22).size(),
            size_t{24 * 720});
    }

    // A question marked redundant at a set splits it exactly as a question
    // left unmarked does.
    void redundantQuestionsSplitAsAKeptOne() {
        std::mt19937 random(9);
        const MastermindGame mm(3, 5);
        const BullsCowsGame bc(3, 7), repeats(3, 6, true);
        size_t marked = 0;
        for (const CodeGame* g :
             {static_cast<const CodeGame*>(&mm), static_cast<const CodeGame*>(&bc),
              static_cast<const CodeGame*>(&repeats)}) {
            for (int trial = 0; trial < 40; ++trial) {
                std::vector<SecretId> set;
                const size_t n = 1 + random() % 6;
                for (SecretId s = 0; s < g->secretCount(); ++s)
                    if (random() % g->secretCount() < n)
                        set.push_back(s);
                const auto marks = g->redundantQuestions(set);
                if (!marks)
                    continue;
                const std::vector<char>& redundant = *marks;
                std::set<std::vector<Feedback>> kept;
                std::vector<std::vector<Feedback>> rows(g->questionCodes());
                for (size_t q = 0; q < rows.size(); ++q) {
                    rows[q].resize(set.size());
                    g->feedbackRow(Question{static_cast<int64_t>(q), {}, {}}, set, rows[q].data());
                    if (!redundant[q])
                        kept.insert(rows[q]);
                }
                for (size_t q = 0; q < rows.size(); ++q)
                    if (redundant[q]) {
                        ++marked;
                        QVERIFY(kept.count(rows[q]));
                    }
            }
        }
        QVERIFY(marked > 100);  // the check saw questions to skip
    }
};

QTEST_APPLESS_MAIN(TestBullsCows)
#include "tst_bullscows.moc"
