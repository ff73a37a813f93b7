// SPDX-License-Identifier: GPL-3.0-or-later
// The live game: candidates and hard-mode guesses follow the feedback, undo
// and redo restore them; words in no list, feedback no answer could give and
// guesses that break hard mode are refused.
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
            QVERIFY(!game.submit(guess, grade(guess, secret)));
            const GameLists& lists = game.lists();
            size_t naive = 0;
            for (const std::string& w : lists.answers().words())
                naive += consistent(w, game.wordSteps());
            QCOMPARE(game.candidates().size(), naive);
            for (WordId a : game.candidates().ids())
                QVERIFY(consistent(lists.answers().word(a), game.wordSteps()));
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

    // Feedback no remaining answer could give is refused, all grey included,
    // and nothing is played.
    void impossibleFeedbackIsRefused() {
        GameState game(bundledLists());
        QVERIFY(!game.submit("raise", *parsePattern("YYBBG")));
        const size_t left = game.candidates().size();
        QCOMPARE(*game.candidatesAfter("grace", *parsePattern("BBBBB")), size_t{0});
        const StepProblem p = game.submit("grace", *parsePattern("BBBBB"));
        QCOMPARE(p.code, StepProblem::Code::NoAnswerLeft);
        QCOMPARE(game.wordSteps().size(), size_t{1});
        QCOMPARE(game.candidates().size(), left);
        QCOMPARE(game.check("grace", *parsePattern("BBBBB")).code, StepProblem::Code::NoAnswerLeft);
        QCOMPARE(game.check("grace", std::nullopt).code, StepProblem::Code::None);
        QCOMPARE(game.submit("slate", Pattern::allGreen(5)).code, StepProblem::Code::NoAnswerLeft);
        QVERIFY(!game.impossible());
        QCOMPARE(game.firstImpossibleStep(), -1);
    }

    void badWords() {
        GameState game(bundledLists());
        QCOMPARE(game.submit("cran", Pattern{}).code, StepProblem::Code::BadWord);
        QCOMPARE(game.submit("cr4ne", Pattern{}).code, StepProblem::Code::BadWord);
        QCOMPARE(game.submit("crane", Pattern{243}).code, StepProblem::Code::BadPattern);
        const StepProblem notListed = game.submit("ZZZZZ", Pattern{});
        QCOMPARE(notListed.code, StepProblem::Code::NotListed);
        QCOMPARE(notListed.detail.str(), std::string("zzzzz"));  // folded
        QVERIFY(game.wordSteps().empty());
        QVERIFY(!describe(notListed, game.lists().answers().alphabet()).empty());
        game.setAnyWord(true);  // Nerdle: any valid equation, checked by the caller
        QVERIFY(!game.submit("ZZZZZ", Pattern{}));
        QCOMPARE(game.wordSteps().back().guess, std::string("zzzzz"));
    }

    // With hard mode on, a guess that drops a revealed hint is refused,
    // naming the hint and its step; the same guess is fine without it.
    void hardModeRefusesBrokenHints() {
        GameState game(bundledLists());
        QVERIFY(!game.submit("crane", grade("crane", "cigar")));  // GYYBB
        QVERIFY(!game.submit("cloth", grade("cloth", "cigar")));  // not in hard mode: fine
        game.undo();
        StepProblem p = game.check("cloth", std::nullopt, GuessRule::Hard);
        QCOMPARE(p.code, StepProblem::Code::HardMode);
        QCOMPARE(p.breach.kind, HardModeBreach::Kind::SymbolMissing);
        QCOMPARE(game.lists().answers().alphabet().symbol(p.breach.symbol), 'r');
        QCOMPARE(p.step, 0);
        p = game.submit("arose", grade("arose", "cigar"), GuessRule::Hard);
        QCOMPARE(p.code, StepProblem::Code::HardMode);
        QCOMPARE(p.breach.kind, HardModeBreach::Kind::GreenMoved);
        QCOMPARE(p.breach.position, 0);
        QCOMPARE(describe(p, game.lists().answers().alphabet()),
                 std::string("position 1 must be c, as step 1 showed (hard mode)"));
        QCOMPARE(game.wordSteps().size(), size_t{1});
        // Grey letters again and a yellow in its old place: allowed.
        QVERIFY(!game.submit("crabs", grade("crabs", "cigar"), GuessRule::Hard));
        // Strict mode refuses it: against crabs, crane would not show GYYBB.
        game.undo();
        p = game.check("crabs", std::nullopt, GuessRule::Strict);
        QCOMPARE(p.code, StepProblem::Code::NotPossible);
        QCOMPARE(p.step, 0);
    }

    // The guesses each rule allows after a step, against the reference rules.
    void allowedGuessesByRule() {
        GameState game(bundledLists());
        QCOMPARE(game.allowedGuesses(GuessRule::Normal).size(), size_t{12972});
        game.submit("speed", grade("speed", "crepe"));
        const auto& words = game.lists().guesses();
        const auto speed = words.symbols(*words.find("speed"));
        const Pattern p = game.wordSteps().back().pattern;
        size_t hard = 0, strict = 0;
        for (WordId g = 0; g < words.size(); ++g) {
            hard += !hardModeBreach(speed, p, words.symbols(g));
            strict += consistent(words.word(g), game.wordSteps());
        }
        QCOMPARE(game.allowedGuesses(GuessRule::Hard).size(), hard);
        QCOMPARE(game.allowedGuesses(GuessRule::Strict).size(), strict);
        QVERIFY(hard > strict);
    }

    void hardModeGuesses() {
        GameState game(bundledLists());
        QCOMPARE(game.consistentGuesses().size(), size_t{12972});
        game.submit("soare", grade("soare", "crane"));
        const std::vector<WordId> hard = game.consistentGuesses();
        size_t naive = 0;
        for (const std::string& w : game.lists().guesses().words())
            naive += consistent(w, game.wordSteps());
        QCOMPARE(hard.size(), naive);
        for (WordId g : hard)
            QVERIFY(consistent(game.lists().guesses().word(g), game.wordSteps()));
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
