// The live game: candidates and hard-mode guesses follow the feedback, undo
// and redo restore them, impossible feedback is caught.
#include "gamestate.h"
#include "referencegrader.h"
#include "wordlistloader.h"

#include <QtTest>

using namespace guesslab;

namespace {

std::shared_ptr<const GameLists> bundledLists() {
    static auto lists = std::make_shared<const GameLists>(
        WordListLoader().load("bundled:wordle-answers-2315").list,
        WordListLoader().load("bundled:wordle-guesses-12972").list);
    return lists;
}

Pattern grade(const std::string& guess, const std::string& secret) {
    return gradeWords(guess, secret);
}

// Naive: a word survives when every step's guess grades it as recorded.
bool consistent(const std::string& word, const std::vector<GameState::Step>& steps) {
    for (const auto& step : steps)
        if (grade(step.guess, word) != step.pattern)
            return false;
    return true;
}

}  // namespace

class TestGameState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void playToTheSolution() {
        GameState game(bundledLists());
        QCOMPARE(game.candidates().size(), size_t{2315});
        const std::string secret = "crane";
        for (const char* guess : {"soare", "clint", "crane"}) {
            QCOMPARE(game.submit(guess, grade(guess, secret)), std::string());
            const GameLists& lists = game.lists();
            size_t naive = 0;
            for (const std::string& w : lists.answers().words())
                naive += consistent(w, game.steps());
            QCOMPARE(game.candidates().size(), naive);
            for (WordId a : game.candidates().ids())
                QVERIFY(consistent(lists.answers().word(a), game.steps()));
            QVERIFY(game.candidates().contains(*lists.answers().find(secret)));
        }
        QVERIFY(game.solved());
        QCOMPARE(game.candidates().size(), size_t{1});
    }

    void undoRedo() {
        GameState game(bundledLists());
        game.submit("soare", grade("soare", "crane"));
        const size_t afterOne = game.candidates().size();
        game.submit("clint", grade("clint", "crane"));
        const size_t afterTwo = game.candidates().size();
        QVERIFY(afterTwo < afterOne);
        game.undo();
        QCOMPARE(game.candidates().size(), afterOne);
        QVERIFY(game.canRedo());
        game.redo();
        QCOMPARE(game.candidates().size(), afterTwo);
        QVERIFY(!game.canRedo());
        game.undo();
        game.submit("trace", grade("trace", "crane"));
        QVERIFY(!game.canRedo());  // a new step forgets the undone ones
        game.reset();
        QCOMPARE(game.candidates().size(), size_t{2315});
        QVERIFY(!game.canUndo());
    }

    void impossibleFeedback() {
        GameState game(bundledLists());
        // "crane" all green and then "slate" all green: no answer fits both.
        game.submit("crane", Pattern::allGreen(5));
        QVERIFY(!game.impossible());
        game.submit("slate", Pattern::allGreen(5));
        QVERIFY(game.impossible());
        QCOMPARE(game.firstImpossibleStep(), 1);
        game.undo();
        QVERIFY(!game.impossible());
        QCOMPARE(game.firstImpossibleStep(), -1);
    }

    void badWords() {
        GameState game(bundledLists());
        QVERIFY(!game.submit("cran", Pattern{}).empty());
        QVERIFY(!game.submit("cr4ne", Pattern{}).empty());
        QVERIFY(!game.submit("crane", Pattern{243}).empty());
        QVERIFY(game.submit("ZZZZZ", Pattern{}).empty());  // any word of the game, folded
        QCOMPARE(game.steps().back().guess, std::string("zzzzz"));
    }

    void hardModeGuesses() {
        GameState game(bundledLists());
        QCOMPARE(game.consistentGuesses().size(), size_t{12972});
        game.submit("soare", grade("soare", "crane"));
        const std::vector<WordId> hard = game.consistentGuesses();
        size_t naive = 0;
        for (const std::string& w : game.lists().guesses().words())
            naive += consistent(w, game.steps());
        QCOMPARE(hard.size(), naive);
        for (WordId g : hard)
            QVERIFY(consistent(game.lists().guesses().word(g), game.steps()));
    }

    void weightsCarryThrough() {
        std::vector<double> w(2315, 1.0);
        w[0] = 5;
        GameState game(bundledLists(), w);
        QVERIFY(game.candidates().weighted());
        QCOMPARE(game.candidates().totalMass(), 2314.0 + 5.0);
    }
};

QTEST_APPLESS_MAIN(TestGameState)
#include "tst_gamestate.moc"
