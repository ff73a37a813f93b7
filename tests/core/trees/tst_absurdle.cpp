// SPDX-License-Identifier: GPL-3.0-or-later
// Absurdle against a plain reading of its rules: the adversary's choice,
// ties included, on random lists and sets, both through the Game and the
// solver; the solver's fewest guesses, the guesses that achieve them and
// its winning game against a plain exhaustive search over every sequence
// of guesses, on tiny random lists, in every mode and in the challenge; on
// the bundled lists, that its winning game replays to a win.
#include "absurdlegame.h"
#include "absurdlereview.h"
#include "absurdlesolver.h"
#include "absurdletreefile.h"
#include "inputerror.h"
#include "questionranking.h"
#include "referencegrader.h"
#include "resultscheck.h"
#include "resultsfile.h"
#include "testlists.h"
#include "wordlistloader.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>

using namespace guesslab;

namespace {

std::vector<uint8_t> symbolsOf(const Alphabet& alphabet, const std::string& word) {
    std::vector<uint8_t> out;
    for (char c : word)
        out.push_back(alphabet.indexOf(c));
    return out;
}

std::string patternText(const WordList& list, const std::string& guess, const std::string& word) {
    return toString(
        gradeReference(symbolsOf(list.alphabet(), guess), symbolsOf(list.alphabet(), word)),
        list.length());
}

// The rule as SPEC words it: the largest class; then fewest greens, fewest
// yellows, then the feedback first read left to right, grey < yellow < green.
std::string plainKept(const WordList& list, const std::string& guess,
                      const std::vector<std::string>& words) {
    std::map<std::string, size_t> sizes;
    for (const std::string& w : words)
        ++sizes[patternText(list, guess, w)];
    const auto key = [&](const std::string& p) {
        std::string readable = p;  // B < Y < G as characters '0' < '1' < '2'
        for (char& c : readable)
            c = c == 'B' ? '0' : c == 'Y' ? '1' : '2';
        return std::make_tuple(std::count(p.begin(), p.end(), 'G'),
                               std::count(p.begin(), p.end(), 'Y'), readable);
    };
    std::string best;
    for (const auto& [p, n] : sizes)
        if (best.empty() || n > sizes[best] || (n == sizes[best] && key(p) < key(best)))
            best = p;
    return best;
}

struct PlainStep {
    std::string guess;
    std::string feedback;
};

// Every sequence of guesses, nothing remembered and nothing pruned.
struct PlainSearch {
    const WordList& guesses;
    const WordList& answers;
    GuessRule rule;
    std::string target;  // "" without a challenge

    bool allowed(const std::string& g, const std::vector<PlainStep>& history) const {
        for (const PlainStep& s : history) {
            if (rule == GuessRule::Strict && patternText(guesses, s.guess, g) != s.feedback)
                return false;
            if (rule == GuessRule::Hard) {
                if (hardModeBreach(symbolsOf(guesses.alphabet(), s.guess),
                                   *parsePattern(s.feedback), symbolsOf(guesses.alphabet(), g)))
                    return false;
            }
        }
        return true;
    }

    std::vector<std::string> after(const std::string& g, const std::vector<std::string>& words,
                                   std::string* feedback) const {
        *feedback = plainKept(guesses, g, words);
        std::vector<std::string> kept;
        for (const std::string& w : words)
            if (patternText(guesses, g, w) == *feedback)
                kept.push_back(w);
        return kept;
    }

    // Can g be played and a win forced within k - 1 guesses after it?
    bool winsAfter(const std::string& g, const std::vector<std::string>& words,
                   const std::vector<PlainStep>& history, int k) const {
        if (!allowed(g, history))
            return false;
        std::string f;
        const std::vector<std::string> kept = after(g, words, &f);
        if (!target.empty() && std::find(kept.begin(), kept.end(), target) == kept.end())
            return false;
        auto longer = history;
        longer.push_back({g, f});
        return wins(kept, longer, k - 1);
    }

    // Every way to win within k: each a line "guess FEEDBACK ...", the last
    // the word, all green.
    std::vector<std::string> ways(const std::vector<std::string>& words,
                                  const std::vector<PlainStep>& history, int k, int length) const {
        if (words.size() == 1)
            return {words[0] + " " + std::string(static_cast<size_t>(length), 'G')};
        std::vector<std::string> out;
        for (const std::string& g : guesses.words()) {
            if (!winsAfter(g, words, history, k))
                continue;
            std::string f;
            const std::vector<std::string> kept = after(g, words, &f);
            auto longer = history;
            longer.push_back({g, f});
            for (const std::string& rest : ways(kept, longer, k - 1, length))
                out.push_back(g + " " + f + " " + rest);
        }
        return out;
    }

    bool wins(const std::vector<std::string>& words, const std::vector<PlainStep>& history,
              int k) const {
        if (words.size() == 1)
            return k >= 1;
        if (k <= 1)
            return false;
        for (const std::string& g : guesses.words())
            if (winsAfter(g, words, history, k))
                return true;
        return false;
    }
};

std::vector<std::string> textOf(const WordList& list, const std::vector<WordId>& ids) {
    std::vector<std::string> out;
    for (WordId id : ids)
        out.push_back(list.word(id));
    return out;
}

// Plays a winning game the solver gave: every guess allowed, the target
// (if any) kept, and the last guess the one word left.
void replay(const AbsurdleSolver& solver, AbsurdlePosition at,
            const std::vector<std::string>& line) {
    const GameLists& lists = solver.lists();
    for (size_t i = 0; i < line.size(); ++i) {
        const auto g = lists.guesses().find(line[i]);
        QVERIFY(g);
        QVERIFY(solver.allows(at, *g));
        if (i + 1 == line.size()) {
            QVERIFY(solver.wins(at, *g));
            return;
        }
        QVERIFY(!solver.wins(at, *g));
        at = solver.play(at, *g);
        if (solver.target())
            QVERIFY(std::binary_search(at.words.begin(), at.words.end(), *solver.target()));
    }
}

constexpr int kMost = 4;

// A position of a tiny random game with what the plain search says of it.
struct TinyPosition {
    const AbsurdleSolver& solver;
    const PlainSearch& plain;
    AbsurdlePosition p;
    std::vector<std::string> words;
    std::vector<PlainStep> history;
    int fewest = 0;  // by the plain search, 0: none within kMost
};

// Tiny random lists (3 letters of abcd) in the rule, with a random target in
// the challenge: the start, and the position after a random first guess.
template <class Fn>
void forTinyPositions(GuessRule rule, bool challenge, Fn&& fn) {
    std::mt19937 rng(5700 + static_cast<int>(rule) * 2 + challenge);
    const Alphabet alphabet("abcd");
    for (int round = 0; round < 12; ++round) {
        const WordList answers = test::randomList(rng, alphabet, 3, 6 + round % 10);
        const WordList extra = test::randomList(rng, alphabet, 3, 6);
        std::vector<std::string> all = answers.words();
        for (const std::string& w : extra.words())
            if (!answers.contains(w))
                all.push_back(w);
        const GameLists lists(answers, WordList(alphabet, all));
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        std::optional<WordId> target;
        if (challenge)
            target = rng() % answers.size();
        const AbsurdleSolver solver(lists, matrix, rule, target);
        const PlainSearch plain{lists.guesses(), answers, rule,
                                target ? answers.word(*target) : std::string()};
        std::vector<AbsurdlePosition> positions{solver.start()};
        const WordId opener = rng() % lists.guesses().size();
        const AbsurdlePosition afterOpener = solver.play(solver.start(), opener);
        if (!target ||
            std::binary_search(afterOpener.words.begin(), afterOpener.words.end(), *target))
            positions.push_back(afterOpener);
        for (const AbsurdlePosition& p : positions) {
            TinyPosition t{solver, plain, p, textOf(answers, p.words), {}, 0};
            for (const AbsurdleStep& s : p.steps)
                t.history.push_back(
                    {lists.guesses().word(s.guess), toString(s.feedback, lists.length())});
            for (int k = 1; k <= kMost && !t.fewest; ++k)
                if (plain.wins(t.words, t.history, k))
                    t.fewest = k;
            fn(t);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> out;
    size_t at = 0;
    while (at < text.size()) {
        const size_t end = text.find('\n', at);
        out.push_back(text.substr(at, end - at));
        at = end == std::string::npos ? text.size() : end + 1;
    }
    return out;
}

}  // namespace

class TestAbsurdle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tieOrder() {
        const AbsurdleAdversary adversary(5);
        const auto rank = [&](const char* p) { return adversary.tieRank(parsePattern(p)->value); };
        QCOMPARE(rank("BBBBB"), 0u);
        QVERIFY(rank("BYBBB") < rank("YBBBB"));  // read left to right, grey first
        QVERIFY(rank("YBBBB") < rank("BBBBG"));  // fewest greens before all else
        QVERIFY(rank("YYYYY") < rank("GBBBB"));
        QVERIFY(rank("BBBYY") < rank("GBBBB"));
        QVERIFY(rank("GGGGY") < rank("GGGGG"));
        QCOMPARE(rank("GGGGG"), 242u);
        // An equal split of two classes goes to the one with less shown.
        const Alphabet letters = Alphabet::letters();
        const auto lists = std::make_shared<const GameLists>(
            WordList(letters, {"abcde", "fghij"}), WordList(letters, {"abxxx", "abcde", "fghij"}));
        const AbsurdleGame game(lists);
        const std::vector<SecretId> both{0, 1};
        QCOMPARE(game.describeFeedback({}, *game.answer({0, {}, {}}, both)), std::string("BBBBB"));
        QCOMPARE(game.describeFeedback({}, *game.answer({1, {}, {}}, both)), std::string("BBBBB"));
        QVERIFY(!WordGame(lists).answer({0, {}, {}}, both));  // a secret gives Wordle's
        // An answer no guess can name is refused: it could never be won.
        const GameLists apart(WordList(letters, {"abcde"}), WordList(letters, {"fghij"}));
        const PatternMatrix table = PatternMatrix::build(apart.guesses(), apart.answers());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 AbsurdleSolver(apart, table, GuessRule::Normal));
    }

    void adversaryAgainstPlainReading() {
        std::mt19937 rng(57);
        for (int round = 0; round < 40; ++round) {
            const int length = 3 + round % 3;
            const Alphabet alphabet(round % 2 ? "abcd" : "abcdefg");
            const WordList answers = test::randomList(rng, alphabet, length, 60);
            const WordList guesses = test::randomList(rng, alphabet, length, 40);
            const auto lists = std::make_shared<const GameLists>(answers, guesses, true);
            const auto matrix = std::make_shared<const PatternMatrix>(
                PatternMatrix::build(lists->guesses(), lists->answers()));
            const AbsurdleGame game(lists, matrix);
            const AbsurdleSolver solver(*lists, *matrix, GuessRule::Normal);
            for (int trial = 0; trial < 20; ++trial) {
                AbsurdlePosition p;
                for (WordId a = 0; a < answers.size(); ++a)
                    if (rng() % 3 == 0 || trial == 0)
                        p.words.push_back(a);
                if (p.words.empty())
                    continue;
                const WordId g = rng() % lists->guesses().size();
                const std::string guess = lists->guesses().word(g);
                const std::string expected = plainKept(guesses, guess, textOf(answers, p.words));
                QCOMPARE(toString(solver.answer(p, g), length), expected);
                QCOMPARE(game.describeFeedback({}, *game.answer({g, {}, {}}, p.words)), expected);
                const AbsurdlePosition next = solver.play(p, g);
                for (WordId w : p.words)
                    QCOMPARE(std::binary_search(next.words.begin(), next.words.end(), w),
                             patternText(guesses, guess, answers.word(w)) == expected);
            }
        }
    }

    void solverAgainstPlainSearch_data() {
        QTest::addColumn<int>("rule");
        QTest::addColumn<bool>("challenge");
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
            for (bool challenge : {false, true})
                QTest::newRow((std::string(ruleName(rule)) + (challenge ? " target" : "")).c_str())
                    << static_cast<int>(rule) << challenge;
    }

    void solverAgainstPlainSearch() {
        QFETCH(int, rule);
        QFETCH(bool, challenge);
        forTinyPositions(static_cast<GuessRule>(rule), challenge, [](const TinyPosition& t) {
            const AbsurdleSolver& solver = t.solver;
            const AbsurdlePosition& p = t.p;
            const GameLists& lists = solver.lists();
            const AbsurdleVerdict v = solver.solve(p, kMost, true);
            QCOMPARE(v.fewest, t.fewest);
            QVERIFY(!v.stopped);
            if (!t.fewest) {
                QVERIFY(v.best.empty());
                return;
            }
            std::vector<std::string> best;
            if (t.fewest == 1)
                best = t.words;
            else
                for (const std::string& g : lists.guesses().words())
                    if (t.plain.winsAfter(g, t.words, t.history, t.fewest))
                        best.push_back(g);
            std::sort(best.begin(), best.end());
            std::vector<std::string> got = textOf(lists.guesses(), v.best);
            std::sort(got.begin(), got.end());
            QCOMPARE(got, best);
            QCOMPARE(static_cast<int>(v.line.size()), t.fewest);
            replay(solver, p, v.line);
            // The first found is one of them, and wins as well.
            const AbsurdleVerdict one = solver.solve(p, kMost, false);
            QCOMPARE(one.fewest, t.fewest);
            QCOMPARE(one.best.size(), size_t{1});
            QCOMPARE(one.best[0], v.best[0]);  // the first in the search's order
            QCOMPARE(*solver.winsWithin(p, t.fewest), true);
            QCOMPARE(*solver.winsWithin(p, t.fewest - 1), false);
        });
    }

    void winningTreeAgainstPlainSearch_data() { solverAgainstPlainSearch_data(); }

    // Every way to win in the fewest, against every sequence of guesses; the
    // file written, read back and checked; and files with a way dropped, an
    // answer changed or a way too long refused.
    void winningTreeAgainstPlainSearch() {
        QFETCH(int, rule);
        QFETCH(bool, challenge);
        int checkedTrees = 0;
        forTinyPositions(static_cast<GuessRule>(rule), challenge, [&](const TinyPosition& t) {
            const AbsurdleSolver& solver = t.solver;
            const GameLists& lists = solver.lists();
            const AbsurdleTree tree = solver.winningTree(t.p, kMost);
            QCOMPARE(tree.fewest, t.fewest);
            QVERIFY(!tree.stopped && !tree.truncated);
            if (!t.fewest) {
                QVERIFY(tree.nodes.empty());
                return;
            }
            const std::string text = formatAbsurdleTreeFile(tree, lists, solver.rule());
            std::vector<std::string> ways;
            for (const std::string& line : linesOf(text))
                if (line[0] != '#' && line[0] != '@')
                    ways.push_back(line);
            std::vector<std::string> expected =
                t.plain.ways(t.words, t.history, t.fewest, lists.length());
            std::sort(ways.begin(), ways.end());
            std::sort(expected.begin(), expected.end());
            QCOMPARE(ways, expected);
            QCOMPARE(tree.lines(), expected.size());

            // Capped: fewer ways, each one whole.
            const AbsurdleTree few = solver.winningTree(t.p, kMost, nullptr, 3);
            if (!few.truncated)
                QCOMPARE(few.nodes.size(), tree.nodes.size());
            if (tree.nodes.size() > 3 + static_cast<size_t>(t.fewest) + 1)
                QVERIFY(few.truncated);  // the ways under way end, no other starts
            for (const std::string& line :
                 linesOf(formatAbsurdleTreeFile(few, lists, solver.rule())))
                if (line[0] != '#' && line[0] != '@')
                    QVERIFY2(std::binary_search(expected.begin(), expected.end(), line),
                             line.c_str());

            const AbsurdleTreeDocument doc = parseAbsurdleTree(text, "tree.txt", lists);
            QCOMPARE(doc.tree.nodes.size(), tree.nodes.size());
            const AbsurdleTreeCheck check = checkAbsurdleTree(doc, solver, true);
            QVERIFY2(check.ok(), check.errors.empty() ? "" : check.errors.front().c_str());
            QVERIFY(check.complete);
            QCOMPARE(check.lines, expected.size());
            ++checkedTrees;

            // Broken copies: each caught, by the replay or the solver.
            std::vector<std::string> lines = linesOf(text);
            const auto refused = [&](const std::vector<std::string>& changed) {
                std::string broken;
                for (const std::string& l : changed)
                    broken += l + "\n";
                try {
                    const AbsurdleTreeDocument d = parseAbsurdleTree(broken, "broken.txt", lists);
                    return !checkAbsurdleTree(d, solver, true).ok();
                } catch (const InputError&) {
                    return true;
                }
            };
            const size_t first = lines.size() - expected.size();  // the first way's line
            if (expected.size() > 1) {
                auto dropped = lines;
                dropped.erase(dropped.begin() + static_cast<long>(first));
                QVERIFY(refused(dropped));
            }
            auto changed = lines;
            std::string& way = changed[first];
            const size_t space = way.find(' ');
            way[space + 1] = way[space + 1] == 'B' ? 'Y' : 'B';  // the first answer
            QVERIFY(refused(changed));
            auto longer = lines;
            longer[first] += " " + lists.guesses().word(0) + " BBB";
            QVERIFY(refused(longer));
            if (t.fewest >= 2) {  // a way cut short, after the whole one or before it
                const std::string& whole = lines[first];
                const std::string cut = whole.substr(0, whole.find(' ', whole.find(' ') + 1));
                auto after = lines;
                after.push_back(cut);
                QVERIFY(refused(after));
                auto before = lines;
                before.insert(before.begin() + static_cast<long>(first), cut);
                QVERIFY(refused(before));
            }
        });
        QVERIFY(checkedTrees > 0);
    }

    // The pair filter (guesses that tell neighbouring words apart) against
    // trying every guess: sets that one guess splits into ones, or nearly.
    void pairFilterAgreesWithEveryGuess() {
        const GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                              WordListLoader().load("bundled:wordle-guesses-12972").list);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        std::mt19937 rng(2315);
        size_t splittable = 0;
        for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard}) {
            AbsurdleSolver fast(lists, matrix, rule), plain(lists, matrix, rule);
            plain.setPairFilter(false);
            for (int trial = 0; trial < 150; ++trial) {
                // Words alike (one first letter) are hard to split; random ones easy.
                AbsurdlePosition p;
                const char first = static_cast<char>('a' + rng() % 26);
                const size_t size = 2 + rng() % 40;
                for (WordId a = 0; a < lists.answers().size() && p.words.size() < size; ++a)
                    if ((trial % 2 ? lists.answers().word(a)[0] == first : rng() % 50 == 0) &&
                        rng() % 3 == 0)
                        p.words.push_back(a);
                if (p.words.size() < 2)
                    continue;
                if (rule == GuessRule::Hard)  // a step whose hints restrict the guesses
                    p.steps.push_back({static_cast<WordId>(rng() % lists.guesses().size()),
                                       Pattern{static_cast<uint16_t>(rng() % 243)}});
                const bool wins = *plain.winsWithin(p, 2);
                QCOMPARE(*fast.winsWithin(p, 2), wins);
                splittable += wins;
                if (trial % 10 == 0) {
                    const AbsurdleVerdict a = fast.solve(p, 3, true), b = plain.solve(p, 3, true);
                    QCOMPARE(a.fewest, b.fewest);
                    QCOMPARE(a.best, b.best);
                }
            }
        }
        QVERIFY(splittable > 20);  // both answers were met often
    }

    // The shipped table of every opener's verdict (docs/results): its
    // lists are the bundled ones, and a random sample of its rows, forcing
    // and not, comes out the same again (the items checked are printed).
    void shippedOpenerTable_data() {
        QTest::addColumn<QString>("mode");
        QTest::newRow("normal") << QStringLiteral("normal");
        QTest::newRow("hard") << QStringLiteral("hard");
    }
    void shippedOpenerTable() {
        QFETCH(QString, mode);
        const ResultsFile file = ResultsFile::read(GUESSLAB_RESULTS "/absurdle-openers-" +
                                                   mode.toStdString() + ".jsonl");
        QCOMPARE(*file.header().text("mode"), mode.toStdString());
        checkResults(file);  // as the Results window reads it (throws on a bad line)
        const GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                              WordListLoader().load("bundled:wordle-guesses-12972").list);
        QCOMPARE(*file.header().text("answer_list"), listDigest(lists.answers()));
        QCOMPARE(*file.header().text("guess_list"), listDigest(lists.guesses()));
        QCOMPARE(file.records().size(), lists.guesses().size());
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        const AbsurdleSolver solver(
            lists, matrix, mode == QLatin1String("hard") ? GuessRule::Hard : GuessRule::Normal);
        const int fewest = static_cast<int>(*file.header().integer("fewest"));
        QCOMPARE(solver.solve(solver.start(), fewest, false).fewest, fewest);
        std::vector<const JsonLine*> forcing, not_;
        for (const JsonLine& r : file.records())
            (r.flag("forces").value_or(false) ? forcing : not_).push_back(&r);
        QVERIFY(!forcing.empty() && !not_.empty());
        std::mt19937 rng(std::random_device{}());
        std::vector<const JsonLine*> sample;
        for (int i = 0; i < 3; ++i) {
            sample.push_back(forcing[rng() % forcing.size()]);
            sample.push_back(not_[rng() % not_.size()]);
        }
        for (const JsonLine* r : sample) {
            const std::string opener = *r->text("item");
            qInfo("re-deriving %s", opener.c_str());
            const AbsurdlePosition after =
                solver.play(solver.start(), *lists.guesses().find(opener));
            QCOMPARE(static_cast<int64_t>(after.words.size()), *r->integer("left"));
            QCOMPARE(toString(after.steps.back().feedback, 5), *r->text("feedback"));
            const AbsurdleVerdict v = solver.solve(after, fewest - 1, false);
            QCOMPARE(v.fewest > 0, *r->flag("forces"));
            if (v.fewest > 0) {
                const auto& line = std::get<std::vector<std::string>>(*r->find("line"));
                QCOMPARE(static_cast<int>(line.size()), fewest);
                replay(solver, solver.start(), line);
            }
        }
    }

    void bundledLists_data() {
        QTest::addColumn<int>("rule");
        QTest::newRow("normal") << static_cast<int>(GuessRule::Normal);
        QTest::newRow("hard") << static_cast<int>(GuessRule::Hard);
    }

    // The advice's questions under each rule: in hard mode the guesses that
    // keep every hint the game's answers gave (as the step check reads them),
    // in strict mode the words that fit every answer.
    void adviceKeepsTheRule() {
        const auto lists = std::make_shared<const GameLists>(
            WordListLoader().load("bundled:wordle-answers-2315").list,
            WordListLoader().load("bundled:wordle-guesses-12972").list);
        const AbsurdleGame game(lists);
        std::vector<Asked> history;
        std::vector<SecretId> left(lists->answers().size());
        std::iota(left.begin(), left.end(), SecretId{0});
        for (const char* word : {"salet", "crony"}) {
            const Question q{*lists->guesses().find(word), {}, {}};
            const Feedback f = *game.answer(q, left);
            history.push_back({q, f});
            std::erase_if(left, [&](SecretId s) { return game.feedback(q, s) != f; });
        }
        const CandidateSet candidates(left, lists->answers().size());
        for (GuessRule rule : {GuessRule::Hard, GuessRule::Strict}) {
            const QuestionRanking r = rankQuestions(game, candidates, rule, history);
            std::set<int64_t> ranked;
            for (const Question& q : r.questions)
                ranked.insert(q.code);
            std::set<int64_t> allowed;
            for (uint32_t g = 0; g < lists->guesses().size(); ++g)
                if (!game.stepProblem(Question{g, {}, {}}, history, rule))
                    allowed.insert(g);
            QCOMPARE(ranked, allowed);
            QVERIFY(allowed.size() < lists->guesses().size());
            for (SecretId s : left)  // a word the game may keep breaks no rule
                QVERIFY(ranked.count(*lists->guesses().find(lists->answers().word(s))));
        }
        QVERIFY(rankQuestions(game, candidates, GuessRule::Hard, history).questions.size() >
                rankQuestions(game, candidates, GuessRule::Strict, history).questions.size());
    }

    // The fewest from the start, each smaller number refuted, and a game
    // that wins in as many, replayed; the same after a first guess.
    void bundledLists() {
        QFETCH(int, rule);
        const GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                              WordListLoader().load("bundled:wordle-guesses-12972").list);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        const AbsurdleSolver solver(lists, matrix, static_cast<GuessRule>(rule));
        const AbsurdleVerdict v = solver.solve(solver.start(), 6, false);
        QVERIFY(v.fewest >= 3);  // two guesses leave at least 2315 / 238 words
        QCOMPARE(static_cast<int>(v.line.size()), v.fewest);
        replay(solver, solver.start(), v.line);
        // The best game reviewed gives nothing away; any game's moves give
        // away its length less the fewest, and luck is nil.
        std::vector<WordId> best;
        for (const std::string& w : v.line)
            best.push_back(*lists.guesses().find(w));
        const GameReview perfect = reviewAbsurdle(solver, best);
        QVERIFY(perfect.solved && perfect.complete);
        QCOMPARE(perfect.totalCost(), 0.0);
        std::vector<WordId> played = {*lists.guesses().find("crane"),
                                      *lists.guesses().find("salet")};
        AbsurdlePosition at = solver.play(solver.play(solver.start(), played[0]), played[1]);
        for (const std::string& w : solver.solve(at, 8, false).line)  // then the best to the end
            played.push_back(*lists.guesses().find(w));
        const GameReview review = reviewAbsurdle(solver, played);
        QVERIFY(review.solved && review.complete);
        QCOMPARE(review.totalCost(), double(played.size()) - v.fewest);
        QCOMPARE(review.totalLuck(), 0.0);
        const AbsurdlePosition salet = solver.play(solver.start(), *lists.guesses().find("salet"));
        const AbsurdleVerdict after = solver.solve(salet, 6, true);
        QVERIFY(after.fewest >= v.fewest - 1);
        QVERIFY(!after.best.empty());
        replay(solver, salet, after.line);
    }
};

QTEST_GUILESS_MAIN(TestAbsurdle)
#include "tst_absurdle.moc"
