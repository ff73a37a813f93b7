// SPDX-License-Identifier: GPL-3.0-or-later
// Eldrow: the solver against a naive recursive search on small lists, every
// reported chain re-checked by an independent checker, the seed's "AAAA?"
// language, and crane's 14 over the 2315 answers, proven.
#include "bitgather.h"
#include "eldrow.h"
#include "eldrowclique.h"
#include "eldrowuniverse.h"
#include "engine.h"
#include "poolmemo.h"
#include "referencegrader.h"
#include "smallestlast.h"
#include "testlists.h"
#include "wordlistloader.h"

#include <QtTest>

#include <bit>
#include <climits>
#include <map>
#include <mutex>
#include <numeric>

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

// The longest chain to the target, as plainly but over pools (the words
// still possible), each pool's answer kept: what is left depends only on
// the pool, so this reaches lists too long for naive().
int pooled(const WordList& words, WordId target, const std::vector<WordId>& pool,
           std::map<std::vector<WordId>, int>& memo) {
    if (const auto it = memo.find(pool); it != memo.end())
        return it->second;
    int best = 1;
    for (WordId g : pool) {
        if (g == target)
            continue;
        std::vector<WordId> next;
        for (WordId w : pool)
            if (w != g && gradeReference(words.symbols(g), words.symbols(w)) ==
                              gradeReference(words.symbols(g), words.symbols(target)))
                next.push_back(w);
        best = std::max(best, 1 + pooled(words, target, next, memo));
    }
    memo.emplace(pool, best);
    return best;
}

// Whether a keeps b for the target: b shows a's pattern against the target.
bool keeps(const WordList& words, WordId a, WordId b, WordId target) {
    return gradeReference(words.symbols(a), words.symbols(b)) ==
           gradeReference(words.symbols(a), words.symbols(target));
}

// The universe of a whole list for a target, plainly from the grader.
EldrowUniverse universeOf(const WordList& words, WordId target) {
    const size_t n = words.size(), blocks = (n + 63) / 64;
    EldrowUniverse u;
    u.blocks = blocks;
    u.target = target;
    u.same.assign(n * blocks, 0);
    u.apart.assign(n * blocks, 0);
    for (WordId a = 0; a < n; ++a) {
        u.ids.push_back(static_cast<uint16_t>(a));
        for (WordId b = 0; b < n; ++b) {
            const uint64_t bit = uint64_t{1} << (b % 64);
            if (keeps(words, a, b, target))
                u.same[a * blocks + b / 64] |= bit;
            else if (!keeps(words, b, a, target))
                u.apart[a * blocks + b / 64] |= bit;
        }
    }
    return u;
}

// The longest chain of a universe's pool, from its rows alone: every
// sequence of distinct words, each kept by all before it, then the target.
int plainLongest(const EldrowUniverse& u, const std::vector<uint64_t>& pool,
                 std::vector<size_t>& chain) {
    int best = static_cast<int>(chain.size()) + 1;
    for (size_t w = 0; w < u.ids.size(); ++w) {
        if (w == u.target || !(pool[w / 64] >> (w % 64) & 1) ||
            std::find(chain.begin(), chain.end(), w) != chain.end())
            continue;
        bool kept = true;
        for (size_t c : chain)
            kept = kept && (u.sameRow(c)[w / 64] >> (w % 64) & 1);
        if (!kept)
            continue;
        chain.push_back(w);
        best = std::max(best, plainLongest(u, pool, chain));
        chain.pop_back();
    }
    return best;
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
        std::vector<std::vector<WordId>> firstChains;  // global()'s, the same on any thread count
        for (int threads : {1, 2}) {
            Engine engine(threads);
            // Every target at once: each searched by one thread from the top.
            const EldrowResult every =
                *engine.run<EldrowResult>([&](JobContext& ctx) { return solver.global({}, &ctx); })
                     .result;
            if (firstChains.empty())
                firstChains = every.chains;
            QCOMPARE(every.chains, firstChains);
            for (WordId t = 0; t < words.size(); t += 7) {
                std::vector<WordId> chain;
                const int want = naive(words, t, chain);
                const EldrowResult r = *engine
                                            .run<EldrowResult>([&](JobContext& ctx) {
                                                return solver.forTarget(t, {}, &ctx);
                                            })
                                            .result;
                QCOMPARE(r.length, want);
                QCOMPARE(every.targets[t].second, want);
                for (const auto& c : every.chains)
                    QVERIFY(EldrowSolver::admissible(words, c));
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

    // Lists long enough for renumbered universes within renumbered ones and
    // for the containment question below the first move, against pooled().
    void againstPooledSearch() {
        std::mt19937 rng(21);
        const WordList all = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList words = test::sampleList(rng, all, 700);
        const EldrowSolver solver(words);
        std::vector<WordId> every(words.size());
        std::iota(every.begin(), every.end(), WordId{0});
        std::vector<std::pair<WordId, int>> wants;
        for (WordId t = 0; t < words.size(); t += 101) {
            std::map<std::vector<WordId>, int> memo;
            wants.push_back({t, pooled(words, t, every, memo)});
        }
        for (int threads : {1, 2}) {
            Engine engine(threads);
            for (const auto& [t, want] : wants) {
                const EldrowResult r = *engine
                                            .run<EldrowResult>([&](JobContext& ctx) {
                                                return solver.forTarget(t, {}, &ctx);
                                            })
                                            .result;
                QCOMPARE(r.length, want);
                QVERIFY(EldrowSolver::admissible(words, r.chains.front()));
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
            // Over every target: the counts of the longest targets, summed,
            // and their chains (searched again after the lengths).
            int most = 0;
            uint64_t total = 0;
            for (WordId t = 0; t < words.size(); ++t) {
                std::vector<WordId> chain;
                const auto c = naiveCount(words, t, chain);
                if (c.first > most)
                    most = c.first, total = 0;
                if (c.first == most)
                    total += c.second;
            }
            EldrowOptions many = o;
            many.chains = 1000;
            const EldrowResult g =
                *engine
                     .run<EldrowResult>([&](JobContext& ctx) { return solver.global(many, &ctx); })
                     .result;
            QCOMPARE(g.length, most);
            QVERIFY(g.proven && g.counted);
            QCOMPARE(g.count, total);
            QCOMPARE(g.chains.size(), static_cast<size_t>(std::min<uint64_t>(total, 1000)));
            for (const auto& c : g.chains) {
                QCOMPARE(static_cast<int>(c.size()), most);
                QVERIFY(EldrowSolver::admissible(words, c));
            }
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
        // Over the 12,972 guesses a target's proof takes seconds; over the
        // answers, a few hundredths of a second.
        const WordList words = WordListLoader().load("bundled:wordle-guesses-12972").list;
        const EldrowSolver solver(words);
        EldrowOptions o;
        o.timeLimitSeconds = 0.1;
        const EldrowResult r = solver.forTarget(*words.find("eagle"), o);
        QVERIFY(!r.proven);
        QCOMPARE(r.chains.size(), size_t{1});
        QCOMPARE(static_cast<int>(r.chains.front().size()), r.length);
        QVERIFY(r.length >= 10);  // the first dive alone goes deep
        QVERIFY(EldrowSolver::admissible(words, r.chains.front()));
        QCOMPARE(words.word(r.chains.front().back()), std::string("eagle"));
        Engine engine(2);
        auto job = engine.start<EldrowResult>(
            [&](JobContext& ctx) { return solver.forTarget(*words.find("rarer"), {}, &ctx); });
        QTest::qSleep(20);
        job->cancel();
        job->wait();
        const auto& outcome = job->outcome();
        QCOMPARE(outcome.status, JobStatus::Cancelled);
        QVERIFY(outcome.result);
        QVERIFY(!outcome.result->proven);
        QVERIFY(EldrowSolver::admissible(words, outcome.result->chains.front()));
    }

    // Every target, told as each finishes; a Stop part-way lists only the
    // targets finished, never an unsearched one as a chain of 0 guesses.
    void everyTargetLiveAndStopped() {
        std::mt19937 rng(11);
        const WordList all = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList words = test::sampleList(rng, all, 250);
        const EldrowSolver solver(words);
        std::mutex mutex;
        std::map<WordId, int> told;
        EldrowOptions o;
        o.onTarget = [&](WordId t, int length) {
            std::lock_guard lock(mutex);
            QVERIFY(told.emplace(t, length).second);  // once per target
        };
        Engine engine(2);
        const EldrowResult every =
            *engine.run<EldrowResult>([&](JobContext& ctx) { return solver.global(o, &ctx); })
                 .result;
        QVERIFY(every.proven);
        QCOMPARE(every.targetCount, words.size());
        QCOMPARE(every.targets.size(), words.size());
        QCOMPARE(told.size(), words.size());
        for (const auto& [t, length] : every.targets)
            QCOMPARE(told.at(t), length);

        const WordList big = WordListLoader().load("bundled:wordle-answers-2315").list;
        const EldrowSolver bigSolver(big);
        std::atomic<int> finished{0};
        EldrowOptions stopAt = o;
        auto job = engine.start<EldrowResult>([&](JobContext& ctx) {
            stopAt.onTarget = [&](WordId, int) {
                if (++finished == 8)
                    ctx.cancel();
            };
            return bigSolver.global(stopAt, &ctx);
        });
        job->wait();
        const EldrowResult& part = *job->outcome().result;
        QVERIFY(!part.proven);
        QCOMPARE(part.targetCount, big.size());
        QVERIFY(part.targets.size() >= 8);
        QVERIFY(part.targets.size() < big.size());
        for (const auto& [t, length] : part.targets)
            QVERIFY(length >= 1);
    }

    // The renumbering's bit gathering (PEXT and the plain loop) against a
    // bit-by-bit reading, on random masks and edge cases: empty and full
    // words, single bits, runs that straddle the output's word boundaries,
    // into rows that were not cleared; one row at a time and two at once.
    void gatherAgainstPlain() {
        std::mt19937_64 rng(5);
        for (int round = 0; round < 3000; ++round) {
            const size_t blocks = 1 + rng() % 40;
            std::vector<uint64_t> row(blocks), mask(blocks);
            for (size_t k = 0; k < blocks; ++k) {
                row[k] = rng();
                switch (rng() % 5) {
                    case 0:
                        mask[k] = 0;
                        break;
                    case 1:
                        mask[k] = ~uint64_t{0};
                        break;
                    case 2:
                        mask[k] = uint64_t{1} << (rng() % 64);
                        break;
                    case 3:
                        mask[k] = rng() & rng();
                        break;
                    default:
                        mask[k] = rng();
                        break;
                }
            }
            std::vector<uint64_t> want(blocks, 0);
            size_t at = 0;
            for (size_t i = 0; i < blocks * 64; ++i) {
                if (!(mask[i / 64] >> (i % 64) & 1))
                    continue;
                if (row[i / 64] >> (i % 64) & 1)
                    want[at / 64] |= uint64_t{1} << (at % 64);
                ++at;
            }
            const BitGather gather(mask.data(), blocks);
            QCOMPARE(gather.bits(), at);
            // Rows come uncleared: every word the gather covers is written.
            // The two-row gather takes the row and its complement.
            std::vector<uint64_t> fast(blocks, 0xa5a5a5a5a5a5a5a5), plain(blocks, ~uint64_t{0});
            std::vector<uint64_t> first(blocks, 0x5a5a5a5a5a5a5a5a), second(blocks, 0);
            std::vector<uint64_t> flipped(blocks);
            for (size_t k = 0; k < blocks; ++k)
                flipped[k] = ~row[k];
            gather(row.data(), fast.data());
            gather.generic(row.data(), plain.data());
            gather(row.data(), first.data(), flipped.data(), second.data());
            const size_t used = (at + 63) / 64;
            for (auto* v : {&want, &fast, &plain, &first, &second})
                v->resize(used);
            QCOMPARE(fast, want);
            QCOMPARE(plain, want);
            QCOMPARE(first, want);
            for (size_t k = 0; k < used; ++k) {
                const size_t bitsHere = std::min<size_t>(64, at - k * 64);
                const uint64_t live = bitsHere == 64 ? ~uint64_t{0} : (uint64_t{1} << bitsHere) - 1;
                QCOMPARE(second[k], ~want[k] & live);
            }
        }
    }

    // Pools renumbered twice keep exactly the rows the grader gives: which
    // words keep which for the target, and which pairs are apart.
    void renumberedRows() {
        std::mt19937 rng(8);
        const WordList all = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList words = test::sampleList(rng, all, 700);
        const size_t n = words.size(), blocks = (n + 63) / 64;
        const WordId target = 17;
        const EldrowUniverse whole = universeOf(words, target);
        const auto check = [&](const EldrowUniverse& u) {
            QCOMPARE(u.ids[u.target], uint16_t{target});
            QVERIFY(std::is_sorted(u.ids.begin(), u.ids.end()));
            for (size_t i = 0; i < u.ids.size(); ++i)
                for (size_t j = 0; j < u.ids.size(); ++j) {
                    const bool same = u.sameRow(i)[j / 64] >> (j % 64) & 1;
                    const bool apart = u.apartRow(i)[j / 64] >> (j % 64) & 1;
                    const WordId a = u.ids[i], b = u.ids[j];
                    QCOMPARE(same, keeps(words, a, b, target));
                    QCOMPARE(apart, !keeps(words, a, b, target) && !keeps(words, b, a, target));
                }
        };
        for (double share : {0.5, 0.1}) {
            std::bernoulli_distribution take(share);
            std::vector<uint64_t> pool(blocks, 0);
            for (size_t i = 0; i < n; ++i)
                if (i == target || take(rng))
                    pool[i / 64] |= uint64_t{1} << (i % 64);
            EldrowUniverse once, twice;
            EldrowUniverse::compact(whole, pool.data(), once);
            check(once);
            std::vector<uint64_t> inner(once.blocks, 0);  // every third word, and the target
            for (size_t i = 0; i < once.ids.size(); ++i)
                if (i % 3 == 0 || i == once.target)
                    inner[i / 64] |= uint64_t{1} << (i % 64);
            EldrowUniverse::compact(once, inner.data(), twice);
            QCOMPARE(twice.level, 2);
            check(twice);
        }
    }

    // The exact test by cliques against plain enumeration of chains, for
    // every floor around the answer. Random relations of "keeps" over up
    // to 14 words, one-way and both ways, make sets that pairwise keep one
    // another but cannot be put in order (a keeps b keeps c keeps a, one
    // way each); pools of real words in universes of 11 words a row make
    // it renumber its candidates.
    void cliqueAgainstPlain() {
        std::mt19937 rng(12);
        int orderMatters = 0;
        for (int round = 0; round < 600; ++round) {
            const size_t m = 1 + rng() % 14;
            const int oneWay = static_cast<int>(rng() % 100), both = static_cast<int>(rng() % 60);
            EldrowUniverse u;
            u.blocks = 1;
            u.target = rng() % m;
            u.same.assign(m, 0);
            u.apart.assign(m, 0);
            for (size_t a = 0; a < m; ++a) {
                u.ids.push_back(static_cast<uint16_t>(a));
                u.same[a] |= uint64_t{1} << u.target;  // every word keeps the target
            }
            for (size_t a = 0; a < m; ++a)
                for (size_t b = a + 1; b < m; ++b) {
                    if (a == u.target || b == u.target)
                        continue;
                    const int roll = static_cast<int>(rng() % 100);
                    if (roll < both) {
                        u.same[a] |= uint64_t{1} << b;
                        u.same[b] |= uint64_t{1} << a;
                    } else if (roll < both + oneWay * (100 - both) / 100) {
                        const bool ab = rng() % 2;
                        u.same[ab ? a : b] |= uint64_t{1} << (ab ? b : a);
                    }
                }
            for (size_t a = 0; a < m; ++a)
                for (size_t b = 0; b < m; ++b)
                    if (!(u.same[a] >> b & 1) && !(u.same[b] >> a & 1))
                        u.apart[a] |= uint64_t{1} << b;
            std::vector<uint64_t> pool{rng() | uint64_t{1} << u.target};
            if (m < 64)
                pool[0] &= (uint64_t{1} << m) - 1;
            std::vector<size_t> chain;
            const int longest = plainLongest(u, pool, chain);
            // Would a search that ignored the order overstate it? Then the
            // order matters here.
            for (int floor = -1; floor <= longest + 1; ++floor)
                QCOMPARE(EldrowClique::above(u, pool.data(), floor), longest > floor);
            EldrowUniverse loose = u;  // both ways wherever one way
            for (size_t a = 0; a < m; ++a)
                for (size_t b = 0; b < m; ++b)
                    if (a != u.target && b != u.target && (u.same[a] >> b & 1))
                        loose.same[b] |= uint64_t{1} << a;
            orderMatters += plainLongest(loose, pool, chain) > longest;
        }
        QVERIFY(orderMatters > 20);  // the adversarial case is met, often
        const WordList all = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList words = test::sampleList(rng, all, 700);
        const size_t n = words.size(), blocks = (n + 63) / 64;
        for (WordId target : {WordId{3}, WordId{350}, WordId{699}}) {
            const EldrowUniverse u = universeOf(words, target);
            for (double share : {0.03, 0.08}) {
                std::bernoulli_distribution take(share);
                std::vector<uint64_t> pool(blocks, 0);
                std::vector<WordId> ids;
                for (WordId i = 0; i < n; ++i)
                    if (i == target || take(rng)) {
                        pool[i / 64] |= uint64_t{1} << (i % 64);
                        ids.push_back(i);
                    }
                std::map<std::vector<WordId>, int> memo;
                const int longest = pooled(words, target, ids, memo);
                for (int floor = 0; floor <= longest + 1; ++floor)
                    QCOMPARE(EldrowClique::above(u, pool.data(), floor), longest > floor);
            }
        }
    }

    // The smallest-last order against its definition, on random graphs
    // (sparse, dense, with isolated vertices, empty): read from the end,
    // each vertex has the fewest neighbours among those before it and itself.
    void smallestLastOrder() {
        std::mt19937 rng(5);
        for (size_t m : {0u, 1u, 2u, 63u, 64u, 65u, 200u})
            for (int density : {0, 5, 50, 95}) {
                const size_t blocks = (m + 63) / 64;
                std::vector<uint64_t> near(m * blocks, 0);
                for (size_t u = 0; u < m; ++u)
                    for (size_t v = u + 1; v < m; ++v)
                        if (static_cast<int>(rng() % 100) < density) {
                            near[u * blocks + v / 64] |= uint64_t{1} << (v % 64);
                            near[v * blocks + u / 64] |= uint64_t{1} << (u % 64);
                        }
                std::vector<uint32_t> order;
                smallestLast(near.data(), m, blocks, order);
                std::vector<uint32_t> sorted = order;
                std::sort(sorted.begin(), sorted.end());
                std::vector<uint32_t> every(m);
                std::iota(every.begin(), every.end(), 0u);
                QCOMPARE(sorted, every);
                std::vector<char> left(m, 1);
                for (size_t p = m; p-- > 0;) {
                    const auto degree = [&](size_t v) {
                        int d = 0;
                        for (size_t u = 0; u < m; ++u)
                            d += left[u] && (near[v * blocks + u / 64] >> (u % 64) & 1);
                        return d;
                    };
                    for (size_t u = 0; u < m; ++u)
                        if (left[u])
                            QVERIFY(degree(order[p]) <= degree(u));
                    left[order[p]] = 0;
                }
            }
    }

    // The pool memo against std::map, with near misses that must not be
    // found: one id changed, one more, one fewer, the empty pool.
    void memoAgainstMap() {
        std::mt19937 rng(3);
        PoolMemo memo;
        std::map<std::vector<uint16_t>, int> plain;
        std::vector<std::vector<uint16_t>> keys;
        for (int i = 0; i < 20000; ++i) {
            std::vector<uint16_t> key;
            const size_t size = rng() % 3 == 0 ? rng() % 4 : 1 + rng() % 300;
            for (size_t j = 0; j < size; ++j)
                key.push_back(static_cast<uint16_t>(rng() % 20000));
            std::sort(key.begin(), key.end());
            key.erase(std::unique(key.begin(), key.end()), key.end());
            const int value = static_cast<int>(rng() % 40) - 20;
            const uint64_t h = PoolMemo::hash(key);
            if (plain.count(key)) {
                memo.assign(key, h, value);
            } else {
                memo.insert(key, h, value);
                keys.push_back(key);
            }
            plain[key] = value;
        }
        QCOMPARE(memo.size(), plain.size());
        for (const auto& [key, value] : plain)
            QCOMPARE(memo.find(key), std::optional<int>(value));
        for (std::vector<uint16_t> key : keys) {
            std::vector<std::vector<uint16_t>> near;
            if (!key.empty()) {
                auto changed = key;
                changed.back() = static_cast<uint16_t>(changed.back() + 1);
                near.push_back(changed);
                near.push_back(std::vector<uint16_t>(key.begin(), key.end() - 1));
            }
            key.push_back(20001);
            near.push_back(key);
            for (const auto& k : near)
                QCOMPARE(memo.find(k),
                         plain.count(k) ? std::optional<int>(plain.at(k)) : std::nullopt);
        }
    }

    void checkerRejects() {
        const WordList words(Alphabet(), {"crane", "slate", "trace", "crate"}, "four");
        QVERIFY(!EldrowSolver::admissible(words, {}));
        QVERIFY(!EldrowSolver::admissible(words, {2, 2, 3}));  // repeated
        QVERIFY(EldrowSolver::admissible(words, {3}));
    }

    // The Eldrow puzzle's published figure: from crane over the 2315 answers, 14 guesses, proven.
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
