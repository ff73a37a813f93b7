// SPDX-License-Identifier: GPL-3.0-or-later
// The worst-case objective: the within-K search against a plain exhaustive
// search of the least number of answers left unsolved, on small random lists
// and on families of look-alike words (normal, hard and strict, K from 1 to
// 4); its strategies checked by the plain checker; the same result on 1 and
// 2 threads; the verdicts on the bundled lists.
#include "anyset.h"
#include "engine.h"
#include "letterkey.h"
#include "naivetree.h"
#include "patternmatrix.h"
#include "strategyfile.h"
#include "withinsolver.h"
#include "wordlistloader.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace guesslab;
using guesslab::test::listsOf;
using guesslab::test::randomLists;
using guesslab::test::standardLists;
using guesslab::trees::keyCovers;
using guesslab::trees::LetterCounts;
using guesslab::trees::letterKey;
using guesslab::trees::QuietLetters;
using guesslab::trees::silentLetters;

Q_DECLARE_METATYPE(guesslab::GuessRule)

namespace {

// The least number of answers left unsolved within `left` guesses, by
// trying every allowed guess at every step (memoised on the whole state):
// no bounds, no shortcuts.
class NaiveWithin {
public:
    NaiveWithin(const GameLists& lists, GuessRule rule) : lists_(lists), rule_(rule) {}

    int opener(WordId g, int within) {
        std::vector<WordId> answers(lists_.answers().size()), allowed(lists_.guesses().size());
        std::iota(answers.begin(), answers.end(), WordId{0});
        std::iota(allowed.begin(), allowed.end(), WordId{0});
        return afterGuess(g, answers, allowed, within);
    }

private:
    int afterGuess(WordId g, const std::vector<WordId>& answers, const std::vector<WordId>& allowed,
                   int left) {
        std::map<Pattern, std::vector<WordId>> classes;
        const auto gs = lists_.guesses().symbols(g);
        for (WordId a : answers)
            classes[gradeReference(gs, lists_.answers().symbols(a))].push_back(a);
        int wrong = 0;
        for (const auto& [p, members] : classes) {
            if (p == Pattern::allGreen(lists_.length()))
                continue;
            wrong += solve(members, test::allowedAfter(lists_, rule_, g, p, allowed), left - 1);
        }
        return wrong;
    }

    int solve(const std::vector<WordId>& answers, const std::vector<WordId>& allowed, int left) {
        if (left <= 0)
            return static_cast<int>(answers.size());
        auto key = std::make_tuple(
            answers, rule_ != GuessRule::Normal ? allowed : std::vector<WordId>{}, left);
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        int best = static_cast<int>(answers.size());
        for (WordId g : allowed)
            best = std::min(best, afterGuess(g, answers, allowed, left));
        memo_[key] = best;
        return best;
    }

    const GameLists& lists_;
    GuessRule rule_;
    std::map<std::tuple<std::vector<WordId>, std::vector<WordId>, int>, int> memo_;
};

WithinResult solveWith(int threads, const GameLists& lists, WordId opener, GuessRule rule,
                       int within, bool leastWrong, bool subsetBounds = true,
                       size_t parallelFrom = 200, bool sizeShortcuts = true, bool letterKeys = true,
                       bool families = true, bool letterCounts = true) {
    Engine engine(threads);
    return *engine
                .run<WithinResult>([&](JobContext& ctx) {
                    const PatternMatrix matrix =
                        PatternMatrix::build(lists.guesses(), lists.answers(), &ctx);
                    WithinSolver solver(lists, matrix);
                    solver.setSubsetBounds(subsetBounds);
                    solver.setParallelFrom(parallelFrom);
                    solver.setSizeShortcuts(sizeShortcuts);
                    solver.setLetterKeys(letterKeys);
                    solver.setLetterCounts(letterCounts);
                    solver.setFamilies(families);
                    return solver.forOpener(opener, rule, within, leastWrong, &ctx);
                })
                .result;
}

// Every figure of a result the checker can recompute.
void checkResult(const WithinResult& r, const GameLists& lists, GuessRule rule, int within) {
    QVERIFY(r.proven);
    if (r.strategy.empty()) {
        QVERIFY(!r.exact);
        QVERIFY(!r.solvable);
        return;
    }
    const StrategyCheck check = checkStrategy(r.strategy, lists, {rule, within});
    QVERIFY2(check.sound(), check.errors.empty() ? "" : check.errors.front().c_str());
    QCOMPARE(check.stats.answers, lists.answers().size());
    QCOMPARE(check.late, r.unsolved);
    QCOMPARE(uint64_t{r.unsolved.size()}, r.wrong);
    QCOMPARE(r.solvable, r.wrong == 0);
    QCOMPARE(check.ok(), r.solvable);
}

// The classes guess g splits the words S into, as the first member's index
// per word (equal rows: equal partitions).
std::vector<size_t> partitionOf(const WordList& guesses, WordId g, const WordList& words,
                                const std::vector<WordId>& S) {
    std::map<Pattern, size_t> first;
    std::vector<size_t> out;
    for (size_t i = 0; i < S.size(); ++i)
        out.push_back(first.emplace(gradeReference(guesses.symbols(g), words.symbols(S[i])), i)
                          .first->second);
    return out;
}

// True when every class of `fine` lies within a class of `coarse`.
bool refines(const std::vector<size_t>& fine, const std::vector<size_t>& coarse) {
    for (size_t i = 0; i < fine.size(); ++i)
        if (coarse[i] != coarse[fine[i]])
            return false;
    return true;
}

// The quiet letters by their definition: placed in the same positions (or
// none) in every word.
uint32_t quietByDefinition(const WordList& words, const std::vector<WordId>& S) {
    uint32_t quiet = 0;
    for (uint32_t letter = 0; letter < 26; ++letter) {
        std::set<std::vector<int>> placements;
        for (WordId w : S) {
            std::vector<int> at;
            const auto symbols = words.symbols(w);
            for (size_t i = 0; i < symbols.size(); ++i)
                if (symbols[i] == letter)
                    at.push_back(static_cast<int>(i));
            placements.insert(at);
        }
        if (placements.size() == 1)
            quiet |= 1u << letter;
    }
    return quiet;
}

// The letters of guess g whose colours are the same for every word of S
// (the colours at all of the letter's places in the guess), by grading.
uint32_t silentByDefinition(const WordList& words, WordId g, const std::vector<WordId>& S) {
    const auto guess = words.symbols(g);
    uint32_t silent = 0;
    for (uint8_t letter : guess) {
        std::set<std::string> colours;
        for (WordId w : S) {
            const std::string text = toString(gradeReference(guess, words.symbols(w)), 5);
            std::string mine;
            for (size_t i = 0; i < guess.size(); ++i)
                if (guess[i] == letter)
                    mine += text[i];
            colours.insert(mine);
        }
        if (colours.size() == 1)
            silent |= 1u << letter;
    }
    return silent;
}

}  // namespace

class TestWithin : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void againstNaiveSearch_data() {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("answers");
        QTest::addColumn<int>("guesses");
        QTest::addColumn<GuessRule>("rule");
        for (unsigned seed : {1u, 2u, 3u})
            for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
                QTest::addRow("seed %u %s", seed, ruleName(rule))
                    << seed << static_cast<int>(14 + 4 * seed) << static_cast<int>(28 + 6 * seed)
                    << rule;
    }
    void againstNaiveSearch() {
        QFETCH(unsigned, seed);
        QFETCH(int, answers);
        QFETCH(int, guesses);
        QFETCH(GuessRule, rule);
        const GameLists lists =
            randomLists(seed * 7919u, static_cast<size_t>(answers), static_cast<size_t>(guesses));
        NaiveWithin naive(lists, rule);
        std::set<int> seen;  // the figures met: the lists must test more than one case
        for (WordId opener = 0; opener < lists.guesses().size(); opener += 5)
            for (int within = 1; within <= 4; ++within) {
                const int expected = naive.opener(opener, within);
                seen.insert(expected);
                // Every class's first guess's classes in parallel, as for large ones.
                const WithinResult least =
                    solveWith(2, lists, opener, rule, within, true, true, opener % 2 ? 1 : 200);
                QVERIFY(least.exact);
                QCOMPARE(least.wrong, uint64_t(expected));
                checkResult(least, lists, rule, within);
                const WithinResult verdict = solveWith(1, lists, opener, rule, within, false);
                QCOMPARE(verdict.solvable, expected == 0);
                QCOMPARE(verdict.exact, expected == 0);
                checkResult(verdict, lists, rule, within);
            }
        QVERIFY(seen.count(0) && seen.size() >= 4);
    }

    // Words alike but for one letter: the hard case for few guesses.
    void lookAlikes_data() {
        QTest::addColumn<GuessRule>("rule");
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            QTest::addRow("%s", ruleName(rule)) << rule;
    }
    void lookAlikes() {
        QFETCH(GuessRule, rule);
        const GameLists lists =
            listsOf({"batch", "catch", "hatch", "latch", "match", "patch", "watch", "fight",
                     "light", "might", "night", "right", "sight", "tight"},
                    {"salet", "chomp", "blimp", "crwth", "nymph", "flown", "glyph"});
        NaiveWithin naive(lists, rule);
        for (WordId opener = 0; opener < lists.guesses().size(); ++opener)
            for (int within = 2; within <= 4; ++within) {
                const int expected = naive.opener(opener, within);
                const WithinResult r = solveWith(2, lists, opener, rule, within, true);
                QCOMPARE(r.wrong, uint64_t(expected));
                checkResult(r, lists, rule, within);
            }
    }

    // The subset bound (a set containing one that fails, fails) against the
    // search without it, on lists too large for the plain search.
    void subsetBoundsAgreeWithPlainSearch() {
        const GameLists lists = randomLists(4242, 120, 300);
        int lost = 0;
        for (WordId opener = 0; opener < lists.guesses().size(); opener += 23)
            for (int within : {3, 4}) {
                const WithinResult plain =
                    solveWith(2, lists, opener, GuessRule::Normal, within, false, false);
                const WithinResult bounded =
                    solveWith(2, lists, opener, GuessRule::Normal, within, false, true);
                QCOMPARE(bounded.solvable, plain.solvable);
                lost += !plain.solvable;
                const WithinResult plainLeast =
                    solveWith(1, lists, opener, GuessRule::Normal, within, true, false);
                const WithinResult boundedLeast =
                    solveWith(1, lists, opener, GuessRule::Normal, within, true, true);
                QCOMPARE(boundedLeast.wrong, plainLeast.wrong);
                checkResult(boundedLeast, lists, GuessRule::Normal, within);
            }
        QVERIFY(lost > 0);
    }

    // Any 2d - 1 answers within d guesses once any 3 are within 2: the
    // search with these shortcuts against the search without them, on lists
    // where the fact holds and where it does not (then it is not used).
    void sizeShortcutsAgreeWithPlainSearch() {
        int used = 0, lost = 0;
        for (unsigned seed : {4242u, 77u, 5u}) {
            const GameLists lists = randomLists(seed, 100, 260);
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            const bool holds = failingInTwoReference(lists, matrix, 3).failing.empty();
            QCOMPARE(anyThreeInTwo(lists, matrix), std::optional<bool>(holds));
            QCOMPARE(anyThreeInTwo(lists, matrix), std::optional<bool>(holds));  // recalled
            for (WordId opener = 0; opener < lists.guesses().size(); opener += 37)
                for (int within : {3, 4, 5}) {
                    const WithinResult plain = solveWith(1, lists, opener, GuessRule::Normal,
                                                         within, true, true, 200, false);
                    const WithinResult fast =
                        solveWith(2, lists, opener, GuessRule::Normal, within, true, true, 1, true);
                    QVERIFY(!plain.anyThreeInTwo);
                    QCOMPARE(fast.anyThreeInTwo, holds);
                    QCOMPARE(fast.wrong, plain.wrong);
                    checkResult(fast, lists, GuessRule::Normal, within);
                    const WithinResult verdict =
                        solveWith(2, lists, opener, GuessRule::Normal, within, false);
                    QCOMPARE(verdict.solvable, plain.wrong == 0);
                    checkResult(verdict, lists, GuessRule::Normal, within);
                    lost += plain.wrong > 0;
                    used += holds;
                }
        }
        QVERIFY(used > 0 && lost > 0);
        // Look-alikes where 3 answers cannot be told apart in 2: not used.
        const GameLists alike = listsOf({"batch", "catch", "hatch", "patch", "fight", "light"},
                                        {"salet", "blimp", "flown"});
        const PatternMatrix alikeMatrix = PatternMatrix::build(alike.guesses(), alike.answers());
        QCOMPARE(anyThreeInTwo(alike, alikeMatrix), std::optional<bool>(false));
        QVERIFY(!solveWith(1, alike, 0, GuessRule::Normal, 4, true).anyThreeInTwo);
    }

    // The letter rules against the classes themselves: on random sets and on
    // families of look-alikes, the quiet letters are those placed alike in
    // every word; guesses with equal keys split the set alike, and a key
    // covering another's splits it at least as finely.
    void letterKeysAgainstClasses() {
        const WordList& words = standardLists().guesses();
        std::mt19937 rng(31);
        std::vector<std::vector<WordId>> sets;
        for (int k = 0; k < 60; ++k) {
            std::vector<WordId> S;
            const size_t n = 2 + rng() % 30;
            while (S.size() < n)
                S.push_back(static_cast<WordId>(rng() % words.size()));
            sets.push_back(S);
        }
        for (const char* family : {"?ills", "?atch", "s?ore", "ma??a", "?o?er", "e??er"}) {
            std::vector<WordId> S;
            for (WordId w = 0; w < words.size(); ++w) {
                const std::string& word = words.word(w);
                bool fits = true;
                for (size_t i = 0; i < 5; ++i)
                    fits = fits && (family[i] == '?' || family[i] == word[i]);
                if (fits)
                    S.push_back(w);
            }
            QVERIFY(S.size() >= 6);
            sets.push_back(S);
        }
        QuietLetters quiet(5);
        size_t equalPairs = 0, coveringPairs = 0, countSilenced = 0;
        for (const auto& S : sets) {
            const uint32_t q =
                quiet.of(S.size(), [&](size_t k) { return words.symbols(S[k]).data(); });
            QCOMPARE(q & ((1u << 26) - 1), quietByDefinition(words, S));
            // Guesses with repeated letters and the set's own words are the
            // delicate ones.
            std::vector<WordId> guesses(S.begin(), S.end());
            for (const char* w : {"mamma", "sissy", "eerie", "llama", "fuzzy", "salet", "bills",
                                  "hilly", "skill", "eases", "mummy", "geese"})
                guesses.push_back(*words.find(w));
            for (int k = 0; k < 150; ++k)
                guesses.push_back(static_cast<WordId>(rng() % words.size()));
            const LetterCounts counts(S.size(), 5,
                                      [&](size_t k) { return words.symbols(S[k]).data(); });
            std::vector<uint32_t> keys;
            std::vector<std::vector<size_t>> parts;
            for (WordId g : guesses) {
                const uint8_t* guess = words.symbols(g).data();
                // The count rule calls a letter silent only if it is.
                const uint32_t silent = silentLetters(guess, 5, q, counts);
                uint32_t letters = 0;
                for (size_t i = 0; i < 5; ++i)
                    letters |= 1u << guess[i];
                const uint32_t bySilence = silentByDefinition(words, g, S);
                QVERIFY2((silent & letters & ~bySilence) == 0, words.word(g).c_str());
                countSilenced += (silent & letters & ~q) != 0;
                keys.push_back(letterKey(guess, 5, silent));
                parts.push_back(partitionOf(words, g, words, S));
            }
            for (size_t i = 0; i < guesses.size(); ++i)
                for (size_t j = 0; j < guesses.size(); ++j) {
                    if (!keyCovers(keys[i], keys[j], 5))
                        continue;
                    QVERIFY2(refines(parts[i], parts[j]),
                             (words.word(guesses[i]) + " / " + words.word(guesses[j])).c_str());
                    (keys[i] == keys[j] ? equalPairs : coveringPairs)++;
                }
        }
        QVERIFY(equalPairs > 1000 && coveringPairs > 1000);
        QVERIFY(countSilenced > 100);  // guesses with a letter only the count rule silences
    }

    // The search with letter keys against the search without, on random
    // lists and on look-alike families, every verdict and least figure.
    // The failing subsets of the families of look-alike answers, known
    // before the search, change no verdict: families on and off agree, on
    // lists rich in families among few guesses, with every opener tried.
    void familiesAgreeWithPlainSearch() {
        std::vector<GameLists> all;
        all.push_back(listsOf(
            {"bills", "fills", "gills", "hills", "jills", "kills", "mills", "pills", "sills",
             "tills", "wills", "batch", "catch", "hatch", "latch", "match", "patch", "watch",
             "fight", "light", "might", "night", "sight", "tight", "right", "wight", "bight"},
            {"salet", "chomp", "blimp", "crwth", "nymph", "flown", "glyph", "whomp", "fjord",
             "stick", "bumph"}));
        for (unsigned seed : {41u, 42u}) {
            std::vector<std::string> words;
            const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
            for (WordId a = 0; a < answers.size(); ++a)
                for (const char* tail : {"ound", "ower", "aker", "ight", "ank"})
                    if (answers.word(a).ends_with(tail))
                        words.push_back(answers.word(a));
            const GameLists others = randomLists(seed, 5, 30);
            std::vector<std::string> guesses;
            for (WordId g = 0; g < others.guesses().size(); ++g)
                guesses.push_back(others.guesses().word(g));
            all.push_back(listsOf(words, guesses));
        }
        int won = 0, lost = 0;
        for (const GameLists& lists : all)
            for (WordId opener = 0; opener < lists.guesses().size(); opener += 3)
                for (int within : {3, 4, 5}) {
                    const WithinResult plain =
                        solveWith(1, lists, opener, GuessRule::Normal, within, false, true, 200,
                                  true, true, false);
                    const WithinResult known = solveWith(2, lists, opener, GuessRule::Normal,
                                                         within, false, true, 1, true, true, true);
                    QCOMPARE(known.solvable, plain.solvable);
                    checkResult(known, lists, GuessRule::Normal, within);
                    (plain.solvable ? won : lost)++;
                }
        QVERIFY(won > 0 && lost > 0);
    }

    void letterKeysAgreeWithPlainSearch() {
        std::vector<GameLists> all;
        // Few guesses, so each one counts, and classes larger than the
        // vector kernel's sets with two guesses left.
        for (unsigned seed : {808u, 809u, 810u})
            all.push_back(randomLists(seed, 260, 90));
        all.push_back(listsOf({"bills", "fills", "gills", "hills", "jills", "kills", "mills",
                               "pills", "sills", "tills", "wills", "batch", "catch", "hatch",
                               "latch", "match", "patch", "watch", "fight", "light", "might"},
                              {"salet", "chomp", "blimp", "crwth", "nymph", "flown", "glyph",
                               "whomp", "fjord", "stick", "bumph"}));
        int lost = 0;
        for (const GameLists& lists : all)
            for (WordId opener = 0; opener < lists.guesses().size(); opener += 7)
                for (int within : {3, 4}) {
                    const WithinResult plain = solveWith(1, lists, opener, GuessRule::Normal,
                                                         within, true, true, 200, false, false);
                    const WithinResult keyed = solveWith(2, lists, opener, GuessRule::Normal,
                                                         within, true, true, 1, false, true);
                    const WithinResult quietOnly =
                        solveWith(1, lists, opener, GuessRule::Normal, within, true, true, 200,
                                  false, true, true, false);
                    QCOMPARE(keyed.wrong, plain.wrong);
                    QCOMPARE(quietOnly.wrong, plain.wrong);
                    checkResult(keyed, lists, GuessRule::Normal, within);
                    checkResult(quietOnly, lists, GuessRule::Normal, within);
                    lost += plain.wrong > 0;
                }
        QVERIFY(lost > 0);
    }

    void sameOnOneAndTwoThreads() {
        const GameLists lists = randomLists(99, 60, 160);
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            for (int within : {3, 4, 5}) {
                for (bool leastWrong : {true, false}) {
                    const WithinResult one = solveWith(1, lists, 0, rule, within, leastWrong);
                    const WithinResult two =
                        solveWith(2, lists, 0, rule, within, leastWrong, true, 1);
                    QCOMPARE(one.wrong, two.wrong);
                    QCOMPARE(one.strategy.empty(), two.strategy.empty());
                    if (one.strategy.empty())
                        continue;
                    const StrategyCheck check = checkStrategy(one.strategy, lists, {rule, within});
                    QCOMPARE(formatStrategy(one.strategy, lists, {rule, within}, check.stats),
                             formatStrategy(two.strategy, lists, {rule, within}, check.stats));
                }
            }
    }

    // The bundled lists: salet wins every game within 5 guesses but not 4,
    // in every mode, and within 3 leaves many answers unsolved.
    void bundledVerdicts() {
        const GameLists& lists = standardLists();
        const WordId salet = *lists.guesses().find("salet");
        const WithinResult five = solveWith(2, lists, salet, GuessRule::Normal, 5, false);
        QVERIFY(five.solvable);
        checkResult(five, lists, GuessRule::Normal, 5);
        QCOMPARE(five.strategy.node(StrategyTree::kRoot).guess, salet);
        const WithinResult three = solveWith(2, lists, salet, GuessRule::Normal, 3, true);
        QVERIFY(!three.solvable);
        QVERIFY(three.exact);
        QVERIFY(three.wrong > 0);
        checkResult(three, lists, GuessRule::Normal, 3);
    }

    void badArguments() {
        const GameLists lists = randomLists(5, 10, 20);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        WithinSolver solver(lists, matrix);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 solver.forOpener(0, GuessRule::Normal, 0, false));
        const Alphabet letters = Alphabet::letters();
        const GameLists missing(WordList(letters, {"crane"}), WordList(letters, {"salet"}));
        const PatternMatrix small = PatternMatrix::build(missing.guesses(), missing.answers());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, WithinSolver(missing, small));
    }
};

QTEST_GUILESS_MAIN(TestWithin)
#include "tst_within.moc"
