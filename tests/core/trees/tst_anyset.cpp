// SPDX-License-Identifier: GPL-3.0-or-later
// The any-N-in-K report: the searches for the sets of answers no two or
// three guesses find, against every set checked by the definition, on
// families of look-alike words among few guesses (where sets fail), with
// more guesses than the searches' probes, and on the bundled lists.
#include "anyset.h"
#include "naivetree.h"
#include "patternmatrix.h"
#include "separationkernels.h"
#include "subsetdepths.h"
#include "testkernels.h"
#include "twoguesssearch.h"
#include "wordlistloader.h"

#include <tbb/global_control.h>

#include <QtTest>

#include <algorithm>
#include <bit>
#include <random>
#include <set>
#include <stdexcept>

using namespace guesslab;
using guesslab::test::listsOf;
using guesslab::test::lookAlikeLists;
using guesslab::test::randomLists;
using guesslab::test::standardLists;

namespace {

// The bundled answers that end alike with many others (batch, catch, ...).
std::vector<std::string> families(std::initializer_list<const char*> tails) {
    const WordList all = WordListLoader().load("bundled:wordle-answers-2315").list;
    std::vector<std::string> out;
    for (WordId a = 0; a < all.size(); ++a) {
        const std::string w = all.word(a);
        for (const char* tail : tails)
            if (w.ends_with(tail))
                out.push_back(w);
    }
    return out;
}

std::vector<std::string> guessWords(const GameLists& lists) {
    std::vector<std::string> out;
    for (WordId g = 0; g < lists.guesses().size(); ++g)
        out.push_back(lists.guesses().word(g));
    return out;
}

}  // namespace

class TestAnySet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Sets of N answers no two guesses tell apart: the search against every
    // set checked against every guess, on random lists and look-alikes.
    void withinTwoAgainstEverySet() {
        int randomFailed = 0;
        // Answers from families of words alike but for one or two letters,
        // among a few random guesses: enough of them fail.
        std::vector<std::string> family = families({"ight", "atch", "ower", "ound", "ill", "ake"});
        for (unsigned seed : {11u, 12u, 13u}) {
            std::mt19937 rng(seed);
            std::shuffle(family.begin(), family.end(), rng);
            const GameLists lists =
                listsOf(std::vector<std::string>(family.begin(), family.begin() + 45),
                        guessWords(randomLists(seed, 5, 15)));
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            for (int size : {2, 3, 4}) {
                const AnySetReport fast = failingInTwo(lists, matrix, size);
                const AnySetReport plain = failingInTwoReference(lists, matrix, size);
                QCOMPARE(fast.failing, plain.failing);
                QCOMPARE(fast.holds, plain.failing.empty());
                randomFailed += static_cast<int>(plain.failing.size());
            }
        }
        QVERIFY(randomFailed > 0);  // the few guesses leave sets that fail
        // The edge of the table of first columns, which the search reads
        // before the answers' whole rows: 64 guesses split the answers
        // finer than the one guess that tells batch, catch, hatch and patch
        // apart, which is therefore the 65th column, just past the table.
        {
            const WordList allowed = WordListLoader().load("bundled:wordle-guesses-12972").list;
            std::vector<std::string> answers{"batch", "catch", "hatch", "patch"}, guesses;
            for (WordId g = 0; g < allowed.size(); g += 97)
                if (allowed.word(g).find_first_of("bchpx") == std::string::npos)
                    (answers.size() < 24 ? answers : guesses).push_back(allowed.word(g));
            guesses.resize(40);  // with the 24 answers, 64 guesses blind to b, c, h, p
            guesses.push_back("cbhpx");
            const GameLists lists = listsOf(answers, guesses);
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            std::vector<size_t> classes;
            for (WordId g = 0; g < lists.guesses().size(); ++g) {
                std::set<uint16_t> seen;
                for (WordId a = 0; a < lists.answers().size(); ++a)
                    seen.insert(matrix.at(g, a).value);
                classes.push_back(seen.size());
            }
            const size_t apart = classes[*lists.guesses().find("cbhpx")];
            QCOMPARE(classes.size(), size_t{65});
            QCOMPARE(
                std::count_if(classes.begin(), classes.end(), [&](size_t c) { return c > apart; }),
                64);
            const AnySetReport fast = failingInTwo(lists, matrix, 4);
            QCOMPARE(fast.failing, failingInTwoReference(lists, matrix, 4).failing);
            QVERIFY(!fast.failing.empty());
        }
        const GameLists alike =
            listsOf({"batch", "catch", "hatch", "latch", "match", "patch", "watch", "fight",
                     "light", "might", "night", "sight", "tight", "crane"},
                    {"salet", "chomp", "blimp"});
        const PatternMatrix matrix = PatternMatrix::build(alike.guesses(), alike.answers());
        int failed = 0;
        for (int size : {3, 4}) {
            const AnySetReport fast = failingInTwo(alike, matrix, size);
            QCOMPARE(fast.failing, failingInTwoReference(alike, matrix, size).failing);
            failed += static_cast<int>(fast.failing.size());
        }
        QVERIFY(failed > 0);
        // More guesses than the search's probes, most of them blind to the
        // letters the families differ in: the guesses past the probes count.
        const WordList allowed = WordListLoader().load("bundled:wordle-guesses-12972").list;
        std::vector<std::string> blind(family.begin(), family.begin() + 40);
        for (WordId g = 0; g < allowed.size() && blind.size() < 300; ++g)
            if (allowed.word(g).find_first_of("bcfhlmnpswt") == std::string::npos &&
                std::find(blind.begin(), blind.end(), allowed.word(g)) == blind.end())
                blind.push_back(allowed.word(g));
        const GameLists many =
            listsOf(std::vector<std::string>(family.begin(), family.begin() + 40), blind);
        QVERIFY(many.guesses().size() > 200);
        const PatternMatrix manyMatrix = PatternMatrix::build(many.guesses(), many.answers());
        failed = 0;
        for (int size : {3, 4}) {
            const AnySetReport fast = failingInTwo(many, manyMatrix, size);
            QCOMPARE(fast.failing, failingInTwoReference(many, manyMatrix, size).failing);
            failed += static_cast<int>(fast.failing.size());
        }
        QVERIFY(failed > 0);
    }

    // Sets of N answers no three guesses find: the search against every set
    // checked by the definition, N from 2 to 6, on look-alike answers among
    // a few random guesses (some lists with sets of 3 that fail within two,
    // some without).
    void withinThreeAgainstEverySet() {
        std::vector<std::string> family = families({"ight", "atch", "ower", "ound", "ills", "ake"});
        int failed = 0, withFailingThrees = 0;
        for (unsigned seed : {21u, 22u, 23u, 24u, 25u, 26u}) {
            std::mt19937 rng(seed);
            std::shuffle(family.begin(), family.end(), rng);
            const GameLists others = randomLists(seed, 5, seed < 24 ? 4 + seed % 5 : 60);
            const GameLists lists = listsOf(
                std::vector<std::string>(family.begin(), family.begin() + 20), guessWords(others));
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            withFailingThrees += !failingInTwo(lists, matrix, 3).failing.empty();
            for (int size = 2; size <= 6; ++size) {
                const AnySetReport fast = failingInThree(lists, matrix, size);
                const AnySetReport plain = failingWithinReference(lists, matrix, size, 3);
                QCOMPARE(fast.guesses, 3);
                QVERIFY(fast.proven);
                QCOMPARE(fast.failing, plain.failing);
                QCOMPARE(fast.holds, plain.failing.empty());
                failed += static_cast<int>(plain.failing.size());
            }
        }
        QVERIFY(failed > 0);
        QVERIFY(withFailingThrees > 0 && withFailingThrees < 6);
    }

    // A sample of the start pairs: step 1 is the whole search; a larger
    // step searches that share of the pairs, finds only sets that fail
    // (some of them, on these lists) and proves nothing.
    void withinThreeSample() {
        std::vector<std::string> family = families({"ight", "atch", "ower", "ound", "ills", "ake"});
        std::mt19937 rng(27);
        std::shuffle(family.begin(), family.end(), rng);
        const GameLists others = randomLists(27, 5, 8);
        const GameLists lists = listsOf(
            std::vector<std::string>(family.begin(), family.begin() + 24), guessWords(others));
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        size_t sampled = 0;
        for (int size : {4, 5, 6}) {
            const AnySetReport whole = failingInThree(lists, matrix, size);
            const AnySetReport one = failingInThreeSample(lists, matrix, size, 1);
            QVERIFY(whole.proven && one.proven);
            QCOMPARE(one.failing, whole.failing);
            QCOMPARE(whole.searched, whole.starts);
            QVERIFY(whole.starts > 3);
            const AnySetReport some = failingInThreeSample(lists, matrix, size, 3);
            QVERIFY(!some.proven && !some.holds);
            QCOMPARE(some.starts, whole.starts);
            QCOMPARE(some.searched, (whole.starts + 2) / 3);
            QVERIFY(std::includes(whole.failing.begin(), whole.failing.end(), some.failing.begin(),
                                  some.failing.end()));
            sampled += some.failing.size();
        }
        QVERIFY(sampled > 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, failingInThreeSample(lists, matrix, 5, 0));
    }

    // More guesses than the probes, most of them blind to the letters the
    // families differ in: the guesses past the probes count.
    void withinThreePastTheProbes() {
        std::vector<std::string> family = families({"atch", "ills", "ight"});
        std::mt19937 rng(5);
        std::shuffle(family.begin(), family.end(), rng);
        family.resize(14);
        const WordList allowed = WordListLoader().load("bundled:wordle-guesses-12972").list;
        std::vector<std::string> blind(family);
        for (WordId g = 0; g < allowed.size() && blind.size() < 200; ++g)
            if (allowed.word(g).find_first_of("bcfhlmnpswt") == std::string::npos &&
                std::find(blind.begin(), blind.end(), allowed.word(g)) == blind.end())
                blind.push_back(allowed.word(g));
        const GameLists lists = listsOf(family, blind);
        QVERIFY(lists.guesses().size() > 140);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        int failed = 0;
        for (int size : {4, 5, 6}) {
            const AnySetReport fast = failingInThree(lists, matrix, size);
            QCOMPARE(fast.failing, failingWithinReference(lists, matrix, size, 3).failing);
            failed += static_cast<int>(fast.failing.size());
        }
        QVERIFY(failed > 0);
    }

    // Six-letter look-alikes (16-bit feedback cells), and the search with
    // the plain loops against the search with the CPU's kernels.
    void withinTwoWideAndPlain() {
        int failed = 0;
        for (unsigned seed : {31u, 32u, 33u}) {
            const GameLists lists = lookAlikeLists(seed, 28, 28 + 10 * seed % 40);
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            QVERIFY(matrix.wide());
            for (int size : {3, 4}) {
                const AnySetReport fast = failingInTwo(lists, matrix, size);
                QCOMPARE(fast.failing, failingInTwoReference(lists, matrix, size).failing);
                failed += static_cast<int>(fast.failing.size());
            }
        }
        QVERIFY(failed > 0);
        const std::vector<std::string> family = families({"ight", "atch", "ill", "ake", "ower"});
        const GameLists lists = listsOf(family, guessWords(randomLists(41, 5, 30)));
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        for (int size : {3, 4}) {
            const auto best = TwoGuessSearch(lists, matrix).run(size);
            const auto plain = TwoGuessSearch(lists, matrix, SimdGrader::Isa::Generic).run(size);
            QVERIFY(best.second && plain.second);
            QCOMPARE(best.first, plain.first);
            QVERIFY(!plain.first.empty());
        }
    }

    // The scans of the two-guess search: every kernel the CPU has against the
    // plain loops, on random rows and on the edges (lengths around the 64-cell
    // steps, one column apart at the end, sizes tied and saturated).
    void separationKernels_data() { test::addKernelRows(); }
    void separationKernels() {
        GUESSLAB_KERNEL_OF_ROW(kernel);
        using trees::SeparationKernels;
        const SeparationKernels plain = SeparationKernels::generic();
        const SeparationKernels fast = SeparationKernels::of(kernel);
        std::mt19937 rng(57);
        std::vector<size_t> lengths;
        for (size_t n = 0; n <= 130; ++n)
            lengths.push_back(n);
        for (size_t n : {191u, 192u, 193u, 1000u, 12972u})
            lengths.push_back(n);
        size_t found = 0, none = 0, kept = 0, matched = 0;
        for (size_t n : lengths)
            for (int round = 0; round < 4; ++round) {
                const int alphabet = 1 + static_cast<int>(rng() % 4);
                std::vector<std::vector<uint8_t>> rows(4, std::vector<uint8_t>(n)),
                    sizes(3, std::vector<uint8_t>(n));
                for (auto& row : rows)
                    for (auto& cell : row)
                        cell = static_cast<uint8_t>(round == 3 ? 7 : rng() % alphabet);
                if (round == 3 && n > 0)  // apart only in the last column
                    for (int i = 0; i < 4; ++i)
                        rows[i][n - 1] = static_cast<uint8_t>(i);
                for (auto& size : sizes)
                    for (auto& cell : size) {
                        const int r = static_cast<int>(rng() % 4);
                        cell = static_cast<uint8_t>(r == 0 ? 255 : r == 1 ? 1 : rng() % 256);
                    }
                const std::array<const uint8_t*, 4> r{rows[0].data(), rows[1].data(),
                                                      rows[2].data(), rows[3].data()};
                const std::array<const uint8_t*, 3> z{sizes[0].data(), sizes[1].data(),
                                                      sizes[2].data()};
                for (int k = 2; k <= 4; ++k)
                    for (size_t from : {size_t{0}, size_t{1}, n / 2, n > 0 ? n - 1 : 0, n}) {
                        const size_t want = plain.firstApart8(r.data(), k, from, n);
                        QCOMPARE(fast.firstApart8(r.data(), k, from, n), want);
                        want == SeparationKernels::kNone ? ++none : ++found;
                    }
                for (int k = 2; k <= 3; ++k)
                    for (size_t want : {size_t{0}, size_t{1}, size_t{3}, size_t{8}, size_t{200}}) {
                        std::vector<uint32_t> a, b;
                        plain.leastJoined8(r.data(), z.data(), k, n, want, a);
                        fast.leastJoined8(r.data(), z.data(), k, n, want, b);
                        QCOMPARE(b, a);
                        kept += a.size();
                    }
                for (int np = 1; np <= 4; ++np) {
                    std::array<uint8_t, 4> values{};
                    for (auto& v : values)
                        v = static_cast<uint8_t>(rng() % (alphabet + 1));
                    std::vector<WordId> a, b{99};  // appends: what was there stays
                    plain.matching8(rows[0].data(), n, values.data(), np, a);
                    fast.matching8(rows[0].data(), n, values.data(), np, b);
                    QCOMPARE(b.front(), WordId{99});
                    QVERIFY(std::equal(a.begin(), a.end(), b.begin() + 1, b.end()));
                    matched += a.size();
                }
            }
        // Sets told apart within the head: rows of `width` cells one after
        // another, a few ids (a, b and x among the ys too, repeated ones).
        size_t left = 0, apart = 0;
        for (size_t width : lengths) {
            if (width > 200)
                continue;
            for (int round = 0; round < 4; ++round) {
                const int alphabet = 2 + static_cast<int>(rng() % 5);
                std::vector<uint8_t> head(12 * width);
                for (auto& cell : head)
                    cell = static_cast<uint8_t>(rng() % alphabet);
                if (round == 3 && width > 0)  // 0..3 apart only in the last column
                    for (size_t r = 0; r < 4; ++r) {
                        std::fill_n(head.begin() + r * width, width, uint8_t{9});
                        head[r * width + width - 1] = static_cast<uint8_t>(r);
                    }
                const std::vector<WordId> ys{3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 3};
                std::vector<WordId> a{99}, b{99};
                plain.unseparated8(head.data(), width, 0, 1, 2, ys.data(), ys.size(), a);
                fast.unseparated8(head.data(), width, 0, 1, 2, ys.data(), ys.size(), b);
                QCOMPARE(b, a);
                left += a.size() - 1;
                apart += ys.size() + 1 - a.size();
            }
        }
        QVERIFY(found > 500 && none > 500 && kept > 10000 && matched > 10000);
        QVERIFY(left > 300 && apart > 300);
    }

    // The same sets on one thread and on two.
    void sameOnOneAndTwoThreads() {
        std::vector<std::string> family = families({"ight", "atch", "ills", "ake", "ound"});
        const GameLists others = randomLists(77, 5, 40);
        const GameLists lists = listsOf(family, guessWords(others));
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        std::vector<AnySetReport> reports;
        for (int threads : {1, 2}) {
            const tbb::global_control limit(tbb::global_control::max_allowed_parallelism,
                                            static_cast<size_t>(threads));
            reports.push_back(failingInThree(lists, matrix, 6));
            reports.push_back(failingInTwo(lists, matrix, 4));
        }
        QVERIFY(!reports[0].failing.empty() && !reports[1].failing.empty());
        QCOMPARE(reports[0].failing, reports[2].failing);
        QCOMPARE(reports[1].failing, reports[3].failing);
    }

    // The bundled lists: any 5 answers within three guesses (the sets of
    // three no two guesses find are searched first: none).
    void bundledFiveInThree() {
        const GameLists& lists = standardLists();
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        const AnySetReport r = failingWithin(lists, matrix, 5, 3);
        QVERIFY(r.proven);
        QVERIFY(r.holds);
        QCOMPARE(r.guesses, 3);
    }

    // The depth of every subset of a family, settled once, against the sets
    // the definition finds failing within two and three guesses.
    void subsetDepthsAgainstEverySet() {
        std::vector<std::string> family = families({"ills", "atch", "ight"});
        int deep = 0;
        for (unsigned seed : {3u, 4u, 5u}) {
            std::mt19937 rng(seed);
            std::shuffle(family.begin(), family.end(), rng);
            const GameLists lists =
                listsOf(std::vector<std::string>(family.begin(), family.begin() + 10),
                        guessWords(randomLists(seed, 5, 6 + 4 * seed)));
            const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
            const int m = static_cast<int>(lists.answers().size());
            std::vector<std::vector<uint16_t>> feedback(lists.guesses().size());
            for (WordId g = 0; g < lists.guesses().size(); ++g)
                for (WordId a = 0; a < lists.answers().size(); ++a)
                    feedback[g].push_back(matrix.at(g, a).value);
            const trees::SubsetDepths depths(m, feedback, Pattern::allGreen(5).value, 4);
            for (int guesses : {2, 3})
                for (int size = 2; size <= (guesses == 2 ? 4 : 6); ++size) {
                    std::vector<std::vector<WordId>> deeper;
                    for (uint32_t mask = 1; mask < (1u << m); ++mask)
                        if (std::popcount(mask) == size && depths.depth(mask) > guesses) {
                            deeper.emplace_back();
                            for (int j = 0; j < m; ++j)
                                if (mask >> j & 1)
                                    deeper.back().push_back(static_cast<WordId>(j));
                        }
                    std::sort(deeper.begin(), deeper.end());
                    QCOMPARE(deeper, failingWithinReference(lists, matrix, size, guesses).failing);
                    deep += static_cast<int>(deeper.size());
                }
        }
        QVERIFY(deep > 0);
    }

    void badArguments() {
        const GameLists lists = randomLists(5, 10, 20);
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, failingWithin(lists, matrix, 5, 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, failingWithin(lists, matrix, 7, 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, failingWithin(lists, matrix, 3, 4));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, failingWithin(lists, matrix, 1, 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TwoGuessSearch(lists, matrix).run(2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TwoGuessSearch(lists, matrix).run(5));
    }
};

QTEST_GUILESS_MAIN(TestAnySet)
#include "tst_anyset.moc"
