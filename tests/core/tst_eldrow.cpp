// Eldrow: the solver against a naive recursive search on small lists, every
// reported chain re-checked by an independent checker, the seed's "AAAA?"
// language, and crane's 14 over the 2315 answers, proven.
#include "eldrow.h"
#include "engine.h"
#include "referencegrader.h"
#include "testlists.h"
#include "wordlistloader.h"

#include <QtTest>

using namespace guesslab;

namespace {

// Plain recursion over every admissible continuation, no memo, no bounds:
// (longest length, how many chains have it).
std::pair<int, uint64_t> naiveCount(const WordList& words, WordId target,
                                    std::vector<WordId>& chain) {
    std::pair<int, uint64_t> best{static_cast<int>(chain.size()) + 1, 1};
    for (WordId w = 0; w < words.size(); ++w) {
        if (w == target || std::find(chain.begin(), chain.end(), w) != chain.end())
            continue;
        bool ok = true;
        for (WordId g : chain)
            ok = ok && gradeReference(words.symbols(g), words.symbols(w)) ==
                           gradeReference(words.symbols(g), words.symbols(target));
        if (!ok)
            continue;
        chain.push_back(w);
        const auto sub = naiveCount(words, target, chain);
        chain.pop_back();
        if (sub.first > best.first)
            best = sub;
        else if (sub.first == best.first)
            best.second += sub.second;
    }
    return best;
}

// The longest admissible chain, plainly.
int naive(const WordList& words, WordId target, std::vector<WordId>& chain) {
    return naiveCount(words, target, chain).first;
}

// Walks a tree to its leaves: every path must be a longest chain, and each
// node's count the number of leaves below it.
uint64_t walk(const EldrowTree& tree, const WordList& words, std::vector<WordId>& prefix) {
    const std::vector<WordId> next = tree.next(prefix);
    if (next.size() == 1 && next[0] == tree.target() &&
        static_cast<int>(prefix.size()) + 1 == tree.length()) {
        prefix.push_back(tree.target());
        const bool ok = EldrowSolver::admissible(words, prefix);
        prefix.pop_back();
        return ok ? 1 : 0;
    }
    uint64_t leaves = 0;
    for (WordId w : next) {
        prefix.push_back(w);
        const uint64_t below = walk(tree, words, prefix);
        if (tree.count(prefix) != below)
            return 0;
        leaves += below;
        prefix.pop_back();
    }
    return leaves;
}

}  // namespace

class TestEldrow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void againstNaiveSearch_data() {
        QTest::addColumn<int>("size");
        QTest::addColumn<unsigned>("seed");
        for (int size : {60, 100, 150})
            for (unsigned seed : {1u, 2u, 3u})
                QTest::addRow("%d words, seed %u", size, seed) << size << seed;
    }
    void againstNaiveSearch() {
        QFETCH(int, size);
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        const WordList all = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList words = test::sampleList(rng, all, static_cast<size_t>(size));
        const EldrowSolver solver(words);
        for (int threads : {1, 2}) {
            Engine engine(threads);
            for (WordId t = 0; t < words.size(); t += 7) {
                std::vector<WordId> chain;
                const int want = naive(words, t, chain);
                const EldrowResult r = *engine
                                            .run<EldrowResult>([&](JobContext& ctx) {
                                                return solver.forTarget(t, {}, &ctx);
                                            })
                                            .result;
                QCOMPARE(r.length, want);
                QVERIFY(r.proven);
                for (const auto& c : r.chains) {
                    QCOMPARE(static_cast<int>(c.size()), want);
                    QCOMPARE(c.back(), t);
                    QVERIFY(EldrowSolver::admissible(words, c));
                }
            }
            // From a start word: the best over all targets of chains beginning with it.
            const WordId start = 3;
            int want = 1;
            for (WordId t = 0; t < words.size(); ++t) {
                std::vector<WordId> chain{start};
                if (t != start)  // naive() checks every later word against start's feedback
                    want = std::max(want, naive(words, t, chain));
            }
            EldrowOptions o;
            o.chains = 3;
            const EldrowResult r = *engine
                                        .run<EldrowResult>([&](JobContext& ctx) {
                                            return solver.forStart(start, o, &ctx);
                                        })
                                        .result;
            QCOMPARE(r.length, want);
            for (const auto& c : r.chains) {
                QCOMPARE(c.front(), start);
                QVERIFY(EldrowSolver::admissible(words, c));
            }
        }
    }

    // The chain counts and the browsable trees against plain enumeration.
    void countsAndTrees() {
        std::mt19937 rng(11);
        const WordList all = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList words = test::sampleList(rng, all, 90);
        const EldrowSolver solver(words);
        EldrowOptions o;
        o.count = true;
        o.trees = 4;
        uint64_t mostChains = 0;  // the test means something only if some target has many
        for (int threads : {1, 2}) {
            Engine engine(threads);
            for (WordId t = 0; t < words.size(); t += 11) {
                std::vector<WordId> chain;
                const auto [want, count] = naiveCount(words, t, chain);
                const EldrowResult r = *engine
                                            .run<EldrowResult>([&](JobContext& ctx) {
                                                return solver.forTarget(t, o, &ctx);
                                            })
                                            .result;
                QCOMPARE(r.length, want);
                QVERIFY(r.counted);
                QCOMPARE(r.count, count);
                mostChains = std::max(mostChains, count);
                QCOMPARE(r.trees.size(), size_t{1});
                std::vector<WordId> prefix;
                QCOMPARE(walk(*r.trees.front(), words, prefix), count);
                QCOMPARE(r.trees.front()->count({}), std::optional<uint64_t>(count));
            }
            // From a start word: the counts of the targets that reach the longest, summed.
            const WordId start = 5;
            int want = 1;
            uint64_t count = 0;
            for (WordId t = 0; t < words.size(); ++t) {
                std::vector<WordId> chain{start};
                const auto c =
                    t == start ? std::pair<int, uint64_t>{1, 1} : naiveCount(words, t, chain);
                if (c.first > want)
                    want = c.first, count = 0;
                if (c.first == want)
                    count += c.second;
            }
            const EldrowResult r = *engine
                                        .run<EldrowResult>([&](JobContext& ctx) {
                                            return solver.forStart(start, o, &ctx);
                                        })
                                        .result;
            QCOMPARE(r.length, want);
            QCOMPARE(r.count, count);
            uint64_t leaves = 0;
            for (const auto& tree : r.trees) {
                QCOMPARE(tree->root(), std::vector<WordId>{start});
                std::vector<WordId> prefix{start};
                leaves += walk(*tree, words, prefix);
            }
            QVERIFY(!r.trees.empty() && r.trees.size() <= 4);
            if (r.trees.size() < 4)
                QCOMPARE(leaves, count);
        }
        QVERIFY(mostChains > 10);
    }

    // Seed 000's made-up language: every ordering of AAAA? is admissible.
    void everyPermutationLanguage() {
        std::vector<std::string> w;
        for (char c = 'a'; c <= 'z'; ++c)
            w.push_back(std::string("aaaa") + c);
        for (const char* extra : {"birch", "crane", "lower"})
            w.push_back(extra);
        const WordList words(Alphabet(), w, "aaaa?");
        const EldrowSolver solver(words);
        const EldrowResult r = solver.forTarget(*words.find("aaaaz"));
        QCOMPARE(r.length, 26);
        QVERIFY(r.proven);
        QVERIFY(r.nodes < 100);  // taken greedily, not by trying 25! orders
        QVERIFY(EldrowSolver::admissible(words, r.chains.front()));
        // Counted: 7 interchangeable words before the target, 7! orders.
        const WordList seven(
            Alphabet(),
            {"aaaab", "aaaac", "aaaad", "aaaae", "aaaaf", "aaaag", "aaaah", "aaaaz", "crane"},
            "seven");
        EldrowOptions o;
        o.count = true;
        const EldrowResult c = EldrowSolver(seven).forTarget(*seven.find("aaaaz"), o);
        QCOMPARE(c.length, 8);
        QCOMPARE(c.count, uint64_t{5040});
    }

    // A search stopped early (time limit or cancel) hands back the longest
    // chain it met, whole and admissible, marked unproven.
    void stoppedKeepsTheBest() {
        const WordList words = WordListLoader().load("bundled:wordle-answers-2315").list;
        const EldrowSolver solver(words);
        EldrowOptions o;
        o.timeLimitSeconds = 0.05;
        const EldrowResult r = solver.forTarget(*words.find("lower"), o);
        QVERIFY(!r.proven);
        QCOMPARE(r.chains.size(), size_t{1});
        QCOMPARE(static_cast<int>(r.chains.front().size()), r.length);
        QVERIFY(r.length >= 10);  // the first dive alone goes deep
        QVERIFY(EldrowSolver::admissible(words, r.chains.front()));
        QCOMPARE(words.word(r.chains.front().back()), std::string("lower"));
        Engine engine(2);
        auto job = engine.start<EldrowResult>(
            [&](JobContext& ctx) { return solver.forTarget(*words.find("mower"), {}, &ctx); });
        QTest::qSleep(100);
        job->cancel();
        job->wait();
        const auto& outcome = job->outcome();
        QCOMPARE(outcome.status, JobStatus::Cancelled);
        QVERIFY(outcome.result);
        QVERIFY(!outcome.result->proven);
        QVERIFY(EldrowSolver::admissible(words, outcome.result->chains.front()));
    }

    void checkerRejects() {
        const WordList words(Alphabet(), {"crane", "slate", "trace", "crate"}, "four");
        QVERIFY(!EldrowSolver::admissible(words, {}));
        QVERIFY(!EldrowSolver::admissible(words, {2, 2, 3}));  // repeated
        QVERIFY(EldrowSolver::admissible(words, {3}));
    }

    // SPEC §5 and seed 000: from crane over the 2315 answers, 14 guesses, proven.
    void craneFourteen() {
        const WordList words = WordListLoader().load("bundled:wordle-answers-2315").list;
        const EldrowSolver solver(words);
        Engine engine(2);
        const EldrowResult r = *engine
                                    .run<EldrowResult>([&](JobContext& ctx) {
                                        return solver.forStart(*words.find("crane"), {}, &ctx);
                                    })
                                    .result;
        QCOMPARE(r.length, 14);
        QVERIFY(r.proven);
        QVERIFY(EldrowSolver::admissible(words, r.chains.front()));
        QCOMPARE(words.word(r.chains.front().front()), std::string("crane"));
    }
};

QTEST_APPLESS_MAIN(TestEldrow)
#include "tst_eldrow.moc"
