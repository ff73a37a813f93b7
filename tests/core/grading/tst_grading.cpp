// SPDX-License-Identifier: GPL-3.0-or-later
// Grading: the feedback rule (docs/guide.md), the reference grader against an independent
// oracle, the vector kernels against the reference, and hard mode's rule
// against a plain reading of its text, and the byte-row class counters
// against one counter per pattern; projections of the secrets and their
// layout by tallies against grading every secret.
#include "byterowcounter.h"
#include "classtable.h"
#include "equationchecker.h"
#include "equationgenerator.h"
#include "hardmoderule.h"
#include "pattern.h"
#include "projectedsecrets.h"
#include "referencegrader.h"
#include "simdgrader.h"
#include "tallylayout.h"
#include "testkernels.h"
#include "testlists.h"
#include "wordlistloader.h"

#include <QtTest>

#include <functional>
#include <map>
#include <numeric>
#include <set>

using namespace guesslab;

namespace {

std::vector<uint8_t> symbolsOf(const std::string& w, const Alphabet& a) {
    std::vector<uint8_t> s;
    for (char c : w)
        s.push_back(a.indexOf(c));
    return s;
}

// An oracle written differently from the reference: strike matched letters
// out of a copy of the secret (greens first, then the leftmost unused copy).
std::string oracleGrade(const std::string& guess, std::string secret) {
    std::string out(guess.size(), 'B');
    for (size_t i = 0; i < guess.size(); ++i)
        if (guess[i] == secret[i]) {
            out[i] = 'G';
            secret[i] = '\0';
        }
    for (size_t i = 0; i < guess.size(); ++i) {
        if (out[i] == 'G')
            continue;
        for (size_t k = 0; k < secret.size(); ++k)
            if (secret[k] == guess[i]) {
                out[i] = 'Y';
                secret[k] = '\0';
                break;
            }
    }
    return out;
}

std::string referenceText(const std::string& guess, const std::string& secret, const Alphabet& a) {
    return toString(gradeReference(symbolsOf(guess, a), symbolsOf(secret, a)),
                    static_cast<int>(guess.size()));
}

// A projection against its definition (see projectedSecrets).
void checkProjection(const ProjectedSecrets& p, const WordList& secrets,
                     const std::vector<WordId>& ids, uint64_t keep,
                     const std::vector<uint8_t>& guess, SimdGrader::Isa isa) {
    const int length = secrets.length();
    const auto projected = [&](size_t d) {
        std::vector<uint8_t> word(static_cast<size_t>(length));
        for (int k = 0; k < length; ++k)
            word[size_t(k)] = p.columns()[size_t(k) * p.stride() + d];
        return word;
    };
    QVERIFY(p.holds(keep));
    QVERIFY(p.size() >= 1 && p.size() <= ids.size());
    QVERIFY(p.stride() % WordList::kColumnPadding == 0 && p.stride() >= p.size());
    for (int k = 0; k < length; ++k)  // padded to the kernels' block
        for (size_t d = p.size(); d < (p.size() + 63) / 64 * 64; ++d)
            QCOMPARE(p.columns()[size_t(k) * p.stride() + d], Alphabet::kNoSymbol);
    std::vector<uint32_t> counted(p.size(), 0);
    std::set<std::string> seen;
    for (size_t d = 0; d < p.size(); ++d) {
        const std::vector<uint8_t> word = projected(d);
        QVERIFY(seen.emplace(word.begin(), word.end()).second);  // distinct
    }
    std::vector<uint16_t> row(p.size() + 1, 0xBEEF);
    SimdGrader::gradeColumns(guess, p.columns(), p.stride(), p.size(), row.data(), isa);
    QCOMPARE(row.back(), uint16_t{0xBEEF});
    for (size_t i = 0; i < ids.size(); ++i) {
        const uint32_t d = p.projectionOf(i);
        QVERIFY(d < p.size());
        ++counted[d];
        const auto secret = secrets.symbols(ids[i]);
        const std::vector<uint8_t> word = projected(d);
        for (int k = 0; k < length; ++k) {
            const uint8_t s = secret[size_t(k)];
            if (s < 64 && (keep >> s) & 1)
                QCOMPARE(word[size_t(k)], s);  // kept symbols stay
            else
                QVERIFY(word[size_t(k)] < 64 && !((keep >> word[size_t(k)]) & 1));
        }
        const Pattern want = gradeReference(guess, secret);
        QCOMPARE(gradeReference(guess, word).value, want.value);
        QCOMPARE(row[d], want.value);
    }
    QVERIFY(std::equal(counted.begin(), counted.end(), p.counts()));
    // Those standing for one secret come first.
    QVERIFY(p.ones() <= p.size());
    for (size_t d = 0; d < p.size(); ++d)
        QCOMPARE(p.counts()[d] == 1, d < p.ones());
}

// A guess's class statistics over secrets ids, by the reference grader.
RowClassStats referenceStats(std::span<const uint8_t> guess, const WordList& secrets,
                             const std::vector<WordId>& ids, const std::vector<uint64_t>& nLogN) {
    std::map<uint32_t, uint32_t> classes;
    for (WordId s : ids)
        ++classes[gradeReference(guess, secrets.symbols(s)).value];
    RowClassStats out;
    for (const auto& [pattern, n] : classes) {
        ++out.classes;
        out.largest = std::max(out.largest, n);
        out.sumSquares += uint64_t{n} * n;
        out.sumFixed += nLogN[n];
    }
    return out;
}

template <class Cell>
void compareRow(const WordList& secrets, const std::vector<uint8_t>& guess, SimdGrader::Isa isa) {
    std::vector<Cell> row(secrets.size() + 1, Cell(0xBEEF & 0xFF));
    const Cell sentinel = row.back();
    SimdGrader::gradeRow(guess, secrets, row.data(), isa);
    for (WordId s = 0; s < secrets.size(); ++s) {
        const Pattern want = gradeReference(guess, secrets.symbols(s));
        if (row[s] != want.value)
            QFAIL(qPrintable(QStringLiteral("%1: secret %2 got %3, want %4")
                                 .arg(QString::fromStdString(SimdGrader::name(isa)))
                                 .arg(QString::fromStdString(secrets.word(s)))
                                 .arg(row[s])
                                 .arg(want.value)));
    }
    QCOMPARE(row.back(), sentinel);  // nothing written past the end
}

// gradeColumnsClasses: cells equal exactly where the reference's patterns
// are (one renaming both ways), and nothing written past the end.
void compareClassesRow(const WordList& secrets, std::span<const uint8_t> guess,
                       SimdGrader::Isa isa) {
    std::vector<uint16_t> row(secrets.size() + 1, 0xBEEF);
    SimdGrader::gradeColumnsClasses(guess, secrets.column(0), secrets.columnStride(),
                                    secrets.size(), row.data(), isa);
    std::map<uint32_t, uint16_t> renamed;  // reference pattern -> cell
    std::map<uint16_t, uint32_t> back;
    for (WordId s = 0; s < secrets.size(); ++s) {
        const uint32_t want = gradeReference(guess, secrets.symbols(s)).value;
        const auto [there, fresh] = renamed.emplace(want, row[s]);
        const auto [source, freshBack] = back.emplace(row[s], want);
        if (there->second != row[s] || source->second != want)
            QFAIL(qPrintable(QStringLiteral("%1: secret %2 got %3, which does not rename %4")
                                 .arg(QString::fromStdString(SimdGrader::name(isa)))
                                 .arg(QString::fromStdString(secrets.word(s)))
                                 .arg(row[s])
                                 .arg(want)));
        QVERIFY(row[s] < patternCount(secrets.length()));
    }
    QCOMPARE(row.back(), uint16_t{0xBEEF});
}

// gradeRowNonZero: the reference's non-zero patterns, in order, and nothing
// written past the room it is given.
void compareNonZeroRow(const WordList& secrets, std::span<const uint8_t> guess,
                       SimdGrader::Isa isa) {
    std::vector<uint8_t> want;
    for (WordId s = 0; s < secrets.size(); ++s)
        if (const auto p = gradeReference(guess, secrets.symbols(s)).value)
            want.push_back(static_cast<uint8_t>(p));
    std::vector<uint8_t> out(secrets.size() + 64 + 1, 0xEE);
    const size_t kept = SimdGrader::gradeRowNonZero(guess, secrets, out.data(), isa);
    if (kept != want.size() || !std::equal(want.begin(), want.end(), out.begin()))
        QFAIL(qPrintable(QStringLiteral("%1%2: %3 non-zero cells, want %4")
                             .arg(QString::fromStdString(SimdGrader::name(isa)),
                                  SimdGrader::fusesNonZero(isa) ? " (fused)" : "")
                             .arg(kept)
                             .arg(want.size())));
    QCOMPARE(out.back(), uint8_t{0xEE});
}

// Hard mode from the rule's text, letter by letter: "any revealed hints must
// be used". Every green letter is still in its place; then the letters
// revealed (green or yellow) are struck out of the guess one by one, and
// each must find a copy.
bool hardAllowed(const std::string& previous, const std::string& feedback,
                 const std::string& guess) {
    for (size_t i = 0; i < previous.size(); ++i)
        if (feedback[i] == 'G' && guess[i] != previous[i])
            return false;
    std::string left = guess;
    for (size_t i = 0; i < previous.size(); ++i) {
        if (feedback[i] == 'B')
            continue;
        const size_t at = left.find(previous[i]);
        if (at == std::string::npos)
            return false;
        left[at] = '\0';
    }
    return true;
}

}  // namespace

class TestGrading : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void specExamples_data() {
        QTest::addColumn<QString>("guess");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("roses/horse: second s black") << "roses"
                                                     << "horse"
                                                     << "YGYYB";
        QTest::newRow("speed/abide") << "speed"
                                     << "abide"
                                     << "BBYBY";
        QTest::newRow("eerie/elder") << "eerie"
                                     << "elder"
                                     << "GYYBB";
        QTest::newRow("solved") << "crane"
                                << "crane"
                                << "GGGGG";
        QTest::newRow("nothing shared") << "fuzzy"
                                        << "crane"
                                        << "BBBBB";
        QTest::newRow("green takes the copy before a yellow") << "lolly"
                                                              << "hello"
                                                              << "BYGGB";
        QTest::newRow("one letter") << "a"
                                    << "a"
                                    << "G";
        QTest::newRow("ten letters") << "abcdefghij"
                                     << "jihgfedcba"
                                     << "YYYYYYYYYY";
    }
    void specExamples() {
        QFETCH(QString, guess);
        QFETCH(QString, secret);
        QFETCH(QString, pattern);
        const Alphabet a;
        QCOMPARE(
            QString::fromStdString(referenceText(guess.toStdString(), secret.toStdString(), a)),
            pattern);
        QCOMPARE(QString::fromStdString(oracleGrade(guess.toStdString(), secret.toStdString())),
                 pattern);
    }

    void patternText() {
        QCOMPARE(Pattern::allGreen(5).value, 242);
        QCOMPARE(toString(Pattern{242}, 5), std::string("GGGGG"));
        QCOMPARE(parsePattern("BGYBB")->value, parsePattern("bgybb")->value);
        QCOMPARE(parsePattern("02100")->value,
                 parsePattern("BGYBB")->value);  // digits, any language
        QCOMPARE(toString(*parsePattern("BGYBB"), 5), std::string("BGYBB"));
        QCOMPARE(parsePattern("YBBBB")->value, 1);  // position 0 least significant
        QCOMPARE(parsePattern("BBBBB")->value, 0);
        QVERIFY(!parsePattern("BGXBB"));
        QVERIFY(!parsePattern(""));
        QVERIFY(!parsePattern("GGGGGGGGGGG"));
        QCOMPARE(Pattern{7}.at(0), Colour::Yellow);  // 7 = 1 + 2*3
        QCOMPARE(Pattern{7}.at(1), Colour::Green);
    }

    // The reference against the oracle on random words with many repeats.
    void referenceAgainstOracle() {
        std::mt19937 rng(12345);
        for (const char* symbols : {"ab", "abc", "abcd", "abcdefghijklmnopqrstuvwxyz"}) {
            const Alphabet a(symbols);
            for (int length = 1; length <= kMaxWordLength; ++length)
                for (int i = 0; i < 3000; ++i) {
                    const std::string g = test::randomWord(rng, a, length);
                    const std::string s = test::randomWord(rng, a, length);
                    if (referenceText(g, s, a) != oracleGrade(g, s))
                        QFAIL(qPrintable(
                            QStringLiteral("%1 vs %2")
                                .arg(QString::fromStdString(g), QString::fromStdString(s))));
                }
        }
    }

    // Every kernel, every (guess, answer) pair of the bundled default lists;
    // a kernel this CPU lacks is skipped and says so.
    void simdOnBundledLists_data() { test::addKernelRows(); }
    void simdOnBundledLists() {
        GUESSLAB_KERNEL_OF_ROW(kernel);
        const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
        std::vector<uint8_t> row(answers.size());
        for (WordId g = 0; g < guesses.size(); ++g) {
            const auto guess = guesses.symbols(g);
            SimdGrader::gradeRow(guess, answers, row.data(), kernel);
            for (WordId s = 0; s < answers.size(); ++s)
                if (row[s] != gradeReference(guess, answers.symbols(s)).value)
                    QFAIL(qPrintable(QStringLiteral("%1: %2 vs %3")
                                         .arg(QString::fromStdString(SimdGrader::name(kernel)),
                                              QString::fromStdString(guesses.word(g)),
                                              QString::fromStdString(answers.word(s)))));
            if (g % 13 == 0)
                compareNonZeroRow(answers, guess, kernel);
        }
    }

    void simdOnRandomLists_data() {
        QTest::addColumn<QString>("symbols");
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("count");
        const int counts[] = {1, 15, 16, 17, 31, 33, 63, 64, 65, 100, 128, 129, 257};
        for (const char* symbols :
             {"ab", "abc", "abcdefghijklmnopqrstuvwxyz", "0123456789+-*/=",
              "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!?", "abcde"})
            for (int length = 1; length <= kMaxWordLength; ++length)
                for (int count : counts)
                    QTest::newRow(qPrintable(QStringLiteral("%1 L=%2 n=%3")
                                                 .arg(QString::fromLatin1(symbols))
                                                 .arg(length)
                                                 .arg(count)))
                        << QString::fromLatin1(symbols) << length << count;
    }
    void simdOnRandomLists() {
        QFETCH(QString, symbols);
        QFETCH(int, length);
        QFETCH(int, count);
        std::mt19937 rng(static_cast<unsigned>(length * 1000 + count));
        const Alphabet a(symbols.toStdString());
        const WordList secrets = test::randomList(rng, a, length, static_cast<size_t>(count));
        // Random guesses, and first ones with the most repeated symbols
        // (aabbccddee, abcdeabcde, aaaaaaaaaa, aaaaabbbbb): the AVX-512
        // kernel counts two repeated symbols in one byte.
        const auto symbol = [&](int i) {
            return symbols.toStdString()[size_t(i) % size_t(a.size())];
        };
        const std::function<char(int)> shapes[] = {
            [&](int j) { return symbol(j / 2); }, [&](int j) { return symbol(j % 5); },
            [&](int) { return symbol(0); }, [&](int j) { return symbol(2 * j / length); }};
        for (int trial = 0; trial < 24; ++trial) {
            std::string g = test::randomWord(rng, a, length);
            if (trial < 4)
                for (int j = 0; j < length; ++j)
                    g[size_t(j)] = shapes[trial](j);
            const auto guess = symbolsOf(g, a);
            for (SimdGrader::Isa isa : SimdGrader::supportedIsas()) {
                compareRow<uint16_t>(secrets, guess, isa);
                compareClassesRow(secrets, guess, isa);
                if (length <= 5) {
                    compareRow<uint8_t>(secrets, guess, isa);
                    compareNonZeroRow(secrets, guess, isa);
                }
            }
        }
    }

    // Every byte-row counter against one counter per pattern: random rows
    // (uniform, mostly zero, few patterns, none zero), a single pattern, all
    // zero, 65535 cells, lengths around the kernels' steps, rows starting
    // at odd addresses and ending where nothing may be read past them
    // (the last cell is the buffer's last byte), and the bundled lists'
    // rows. Counters are reused row after row, as the ranking does.
    void byteRowCounters_data() {
        QTest::addColumn<int>("kernel");
        using K = ByteRowCounter::Kernel;
        for (K k : {K::Generic, K::Avx512, K::Avx512Vbmi2})
            QTest::newRow(ByteRowCounter::name(k).c_str()) << static_cast<int>(k);
    }
    void byteRowCounters() {
        QFETCH(int, kernel);
        const auto k = static_cast<ByteRowCounter::Kernel>(kernel);
        if (!ByteRowCounter::supported(k))
            QSKIP(qPrintable(QStringLiteral("this CPU lacks %1: its kernel is not tested here")
                                 .arg(QString::fromStdString(ByteRowCounter::name(k)))));
        ByteRowCounter counter(k);
        QCOMPARE(counter.kernel(), k);
        std::mt19937_64 rng(77);
        // Arbitrary values, so a wrong lookup shows; entry 0 must be 0.
        std::vector<uint64_t> nLogN(ByteRowCounter::kMaxCells + 1);
        for (size_t i = 1; i < nLogN.size(); ++i)
            nLogN[i] = rng() >> 8;
        QString failure;  // the first difference
        const auto check = [&](const std::vector<uint8_t>& cells, size_t offset, size_t patterns,
                               const char* what) {
            if (!failure.isEmpty())
                return;
            // The row copied to the end of an exact-size buffer.
            std::vector<uint8_t> buffer(offset + cells.size());
            std::copy(cells.begin(), cells.end(), buffer.begin() + offset);
            const uint8_t* row = buffer.data() + offset;
            const RowClassStats want =
                byteRowStatsReference(row, cells.size(), patterns, nLogN.data());
            const RowClassStats got = counter.measure(row, cells.size(), patterns, nLogN.data());
            // The same row given by its non-zero cells, shuffled.
            std::vector<uint8_t> kept;
            for (const uint8_t c : cells)
                if (c != 0)
                    kept.push_back(c);
            std::shuffle(kept.begin(), kept.end(), rng);
            const RowClassStats fromKept = counter.measureNonZero(
                kept.data(), kept.size(), cells.size(), patterns, nLogN.data());
            if (!(fromKept == want))
                failure = QStringLiteral(
                              "%1, n=%2, %3 patterns: from the non-zero cells, classes "
                              "%4/%5, n log n %6/%7")
                              .arg(what)
                              .arg(cells.size())
                              .arg(patterns)
                              .arg(fromKept.classes)
                              .arg(want.classes)
                              .arg(fromKept.sumFixed)
                              .arg(want.sumFixed);
            if (!(got == want))
                failure = QStringLiteral(
                              "%1, n=%2, %3 patterns: classes %4/%5, largest "
                              "%6/%7, squares %8/%9, n log n %10/%11")
                              .arg(what)
                              .arg(cells.size())
                              .arg(patterns)
                              .arg(got.classes)
                              .arg(want.classes)
                              .arg(got.largest)
                              .arg(want.largest)
                              .arg(got.sumSquares)
                              .arg(want.sumSquares)
                              .arg(got.sumFixed)
                              .arg(want.sumFixed);
        };
        std::vector<size_t> lengths;
        for (size_t n = 0; n <= 200; ++n)
            lengths.push_back(n);
        for (size_t n : {255, 256, 257, 1000, 2315, 4095, 4096, 4097, 65534, 65535})
            lengths.push_back(n);
        for (size_t n : lengths)
            for (int shape = 0; shape < 6; ++shape) {
                const size_t patterns = shape == 2 ? 3 : shape == 5 ? 256 : 243;
                std::vector<uint8_t> cells(n);
                for (uint8_t& c : cells) {
                    const uint64_t r = rng();
                    switch (shape) {
                        case 0:  // uniform
                        case 5:
                            c = static_cast<uint8_t>(r % patterns);
                            break;
                        case 1:  // mostly zero
                            c = r % 10 < 8 ? 0 : static_cast<uint8_t>(r % patterns);
                            break;
                        case 2:  // few patterns
                            c = static_cast<uint8_t>(r % 3);
                            break;
                        case 3:  // none zero
                            c = static_cast<uint8_t>(1 + r % (patterns - 1));
                            break;
                        default:  // one pattern, zero or not
                            c = static_cast<uint8_t>((n % 2) * 242);
                    }
                }
                check(cells, n % 7, patterns, "random");
            }
        check(std::vector<uint8_t>(ByteRowCounter::kMaxCells, 0), 0, 243, "all zero");
        check(std::vector<uint8_t>(ByteRowCounter::kMaxCells, 255), 3, 256, "all 255");
        const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
        std::vector<uint8_t> row(answers.size());
        for (WordId g = 0; g < guesses.size(); g += 7) {
            SimdGrader::gradeRow(guesses.symbols(g), answers, row.data());
            check(row, 0, 243, guesses.word(g).c_str());
        }
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

    // The sweep of a wide class table against the obvious statistics:
    // empty, full, sparse and single-class tables, sizes around the
    // kernels' steps of 16 and 1,024 and Nerdle 10's 59,049, classes up to
    // 1.4 M; the table left zero, nothing past its end touched. The
    // AVX2 row runs the plain sweep (there is no AVX2 one).
    void classTableSweep_data() { test::addKernelRows(); }
    void classTableSweep() {
        GUESSLAB_KERNEL_OF_ROW(kernel);
        std::mt19937_64 rng(93);
        constexpr uint32_t kMaxClass = 1404041;
        // Arbitrary values, so a wrong lookup shows; entry 0 must be 0.
        std::vector<uint64_t> nLogN(kMaxClass + 1);
        for (uint64_t& v : nLogN)
            v = rng() >> 20;
        nLogN[0] = 0;
        for (size_t patterns : {size_t{1}, size_t{15}, size_t{16}, size_t{17}, size_t{1023},
                                size_t{1024}, size_t{1025}, size_t{2049}, size_t{59049}})
            for (int shape = 0; shape < 5; ++shape) {
                std::vector<uint32_t> table(patterns + 1, 0);
                const uint32_t sentinel = 0xC0FFEE;
                table[patterns] = sentinel;
                for (size_t p = 0; p < patterns; ++p) {
                    const uint64_t r = rng();
                    switch (shape) {
                        case 0:  // empty
                            break;
                        case 1:  // every class non-empty
                            table[p] = 1 + static_cast<uint32_t>(r % 50);
                            break;
                        case 2:  // a quarter non-empty, as Nerdle 10's
                            table[p] = r % 4 == 0 ? static_cast<uint32_t>(r >> 8) % 300 : 0;
                            break;
                        case 3:  // large classes
                            table[p] = r % 3 == 0 ? static_cast<uint32_t>((r >> 8) % kMaxClass) : 0;
                            break;
                        default:  // one class, at the end
                            table[p] = p + 1 == patterns ? kMaxClass : 0;
                    }
                }
                const RowClassStats want =
                    classTableStatsReference(table.data(), patterns, nLogN.data());
                const RowClassStats got =
                    sweepClassTable(table.data(), patterns, nLogN.data(), kernel);
                QCOMPARE(got.classes, want.classes);
                QCOMPARE(got.largest, want.largest);
                QCOMPARE(got.sumSquares, want.sumSquares);
                QCOMPARE(got.sumFixed, want.sumFixed);
                QVERIFY(
                    std::all_of(table.begin(), table.end() - 1, [](uint32_t c) { return c == 0; }));
                QCOMPARE(table.back(), sentinel);
            }
    }

    // Projected secrets: a guess over the kept symbols gives a secret and
    // its projection the same feedback (reference grader, and the vector
    // graders reading the projections' columns); the projections are
    // distinct and their counts add up; the instruction sets agree to the
    // byte; projecting a coarser projection gives the same as projecting
    // the secrets. Lists over few symbols (many secrets alike), Nerdle's, 64
    // symbols (no stand-in is free when all are kept), lengths 1 to 10,
    // the whole list and a subset, one object reused for lists of other
    // sizes (its table and stamps carried over), tables of megabytes.
    void projectedSecrets_data() { test::addKernelRows(); }
    void projectedSecrets() {
        GUESSLAB_KERNEL_OF_ROW(kernel);
        std::mt19937 rng(51);
        ProjectedSecrets projection(true), generic(true), coarse(true), fine(true);
        for (const char* symbols :
             {"ab", "abc", "0123456789+-*/=",
              "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!?", "abcde"})
            for (int length : {1, 2, 5, 8, 9, 10})
                for (size_t count : {size_t{1}, size_t{63}, size_t{64}, size_t{65}, size_t{700}}) {
                    const Alphabet a(symbols);
                    const WordList secrets = test::randomList(rng, a, length, count);
                    std::vector<WordId> all(secrets.size());
                    std::iota(all.begin(), all.end(), WordId{0});
                    std::vector<WordId> some;
                    for (WordId s = 0; s < secrets.size(); s += 1 + rng() % 3)
                        some.push_back(s);
                    for (int trial = 0; trial < 6; ++trial) {
                        // Kept: a random guess's symbols, now and then every
                        // symbol or every one of the 64.
                        const std::string g = test::randomWord(rng, a, length);
                        const auto guess = symbolsOf(g, a);
                        uint64_t keep = ProjectedSecrets::symbolsOf(guess);
                        if (trial == 4)
                            keep = a.size() >= 64 ? ~uint64_t{0} : (uint64_t{1} << a.size()) - 1;
                        if (trial == 5)
                            keep = ~uint64_t{0};
                        const std::vector<WordId>& ids = trial % 2 ? some : all;
                        projection.project(secrets, ids, keep, kernel);
                        generic.project(secrets, ids, keep, SimdGrader::Isa::Generic);
                        checkProjection(projection, secrets, ids, keep, guess, kernel);
                        // Through a coarser projection (more symbols kept):
                        // the same projections, counted the same.
                        const uint64_t coarser = keep | (uint64_t{rng()} << 32 | rng());
                        coarse.project(secrets, ids, coarser, kernel);
                        fine.projectFrom(coarse, keep, length, kernel);
                        QCOMPARE(fine.size(), projection.size());
                        std::vector<uint32_t> counted(fine.size(), 0);
                        for (size_t i = 0; i < ids.size(); ++i) {
                            const uint32_t d = fine.projectionOf(coarse.projectionOf(i));
                            ++counted[d];
                            const uint32_t direct = projection.projectionOf(i);
                            for (int k = 0; k < length; ++k)
                                QCOMPARE(
                                    fine.columns()[size_t(k) * fine.stride() + d],
                                    projection.columns()[size_t(k) * projection.stride() + direct]);
                        }
                        QVERIFY(std::equal(counted.begin(), counted.end(), fine.counts()));
                        QCOMPARE(projection.size(), generic.size());
                        QVERIFY(std::equal(projection.counts(),
                                           projection.counts() + projection.size(),
                                           generic.counts()));
                        for (int k = 0; k < length; ++k)
                            QVERIFY(
                                std::equal(projection.columns() + size_t(k) * projection.stride(),
                                           projection.columns() + size_t(k) * projection.stride() +
                                               projection.size(),
                                           generic.columns() + size_t(k) * generic.stride()));
                    }
                }
        // Every Nerdle equation of length 7 against the kept symbols of some
        // of them: many alike.
        const WordList equations(EquationChecker::alphabet(), EquationGenerator::generate(7));
        std::vector<WordId> all(equations.size());
        std::iota(all.begin(), all.end(), WordId{0});
        for (WordId g = 0; g < equations.size(); g += 997) {
            const auto guess = equations.symbols(g);
            const uint64_t keep = ProjectedSecrets::symbolsOf(guess);
            projection.project(equations, all, keep, kernel);
            QVERIFY(projection.size() < equations.size());
            checkProjection(projection, equations, all, keep,
                            std::vector<uint8_t>(guess.begin(), guess.end()), kernel);
        }
        // Tables of megabytes (200,000 secrets: 128 parts in placing the
        // keys, 3 MB of records), the object grown from the small lists
        // above, then a small list again in its big tables (counts left
        // from the big one), then big.
        const WordList big = test::randomList(rng, EquationChecker::alphabet(), 10, 200000);
        std::vector<WordId> bigIds(big.size());
        std::iota(bigIds.begin(), bigIds.end(), WordId{0});
        for (const WordList* list : {&big, &equations, &big}) {
            const std::vector<WordId>& ids = list == &big ? bigIds : all;
            const std::string g = test::randomWord(rng, list->alphabet(), list->length());
            const auto guess = symbolsOf(g, list->alphabet());
            const uint64_t keep = ProjectedSecrets::symbolsOf(guess);
            projection.project(*list, ids, keep, kernel);
            checkProjection(projection, *list, ids, keep, guess, kernel);
            generic.project(*list, ids, keep, SimdGrader::Isa::Generic);
            QCOMPARE(projection.size(), generic.size());
            QVERIFY(std::equal(projection.counts(), projection.counts() + projection.size(),
                               generic.counts()));
        }
    }

    // The tally kernels against their generic versions: agreement masks
    // over 0 to 10 positions, the popcount tree's histogram (added to what
    // the table held), keys through a table per position; columns of
    // symbols and of bytes no guess holds, lengths around the blocks of 64
    // and 512, nothing written past the blocks.
    void tallyKernels_data() { test::addKernelRows(); }
    void tallyKernels() {
        GUESSLAB_KERNEL_OF_ROW(kernel);
        std::mt19937 rng(61);
        for (size_t n : {size_t{0}, size_t{1}, size_t{63}, size_t{64}, size_t{65}, size_t{511},
                         size_t{513}, size_t{5000}}) {
            const size_t stride = (n + 63) / 64 * 64 + 64;
            std::vector<uint8_t> columns(stride * 10);
            for (uint8_t& c : columns)  // mostly symbols, some stand-ins and padding
                c = rng() % 8 ? static_cast<uint8_t>(rng() % 16)
                              : (rng() % 2 ? uint8_t{63} : Alphabet::kNoSymbol);
            for (int count = 0; count <= TallyLayout::kMaxLength; ++count) {
                uint8_t positions[10], symbols[10];
                for (int j = 0; j < count; ++j) {
                    positions[j] = static_cast<uint8_t>(rng() % 10);
                    symbols[j] = static_cast<uint8_t>(rng() % 16);
                }
                const size_t whole = (n + 63) / 64 * 64;
                std::vector<uint16_t> want(n + 1, 0xBEEF), got(whole + 1, 0xBEEF);
                tally_detail::masksGeneric(columns.data(), stride, n, positions, symbols, count,
                                           want.data());
                tally_detail::masks(columns.data(), stride, n, positions, symbols, count,
                                    got.data(), kernel);
                QVERIFY(std::equal(want.begin(), want.begin() + ptrdiff_t(n), got.begin()));
                QCOMPARE(got[whole], uint16_t{0xBEEF});
                if (count > TallyLayout::kTreeMax)
                    continue;
                std::vector<uint32_t> wantHist(65), gotHist(65);
                for (size_t v = 0; v < wantHist.size(); ++v)
                    wantHist[v] = gotHist[v] = static_cast<uint32_t>(rng() % 1000);
                tally_detail::onesHistogramGeneric(columns.data(), stride, n, positions, symbols,
                                                   count, wantHist.data());
                tally_detail::onesHistogram(columns.data(), stride, n, positions, symbols, count,
                                            gotHist.data(), kernel);
                QCOMPARE(gotHist, wantHist);
            }
            alignas(64) uint8_t tables[10 * 64];
            for (uint8_t& t : tables)
                t = static_cast<uint8_t>(rng() % 64);
            for (int length : {1, 5, 10}) {
                const size_t whole = (n + 63) / 64 * 64;
                std::vector<uint64_t> want(n), got(whole + 1, 7);
                std::vector<uint8_t> symbolsOnly(columns);
                for (uint8_t& c : symbolsOnly)  // the generic kernel reads symbols of 64 at most
                    c &= 63;
                projection_detail::keysGeneric(symbolsOnly.data(), stride, length, n, tables, 64,
                                               want.data());
                projection_detail::keys(symbolsOnly.data(), stride, length, n, tables, 64,
                                        got.data(), kernel);
                QVERIFY(std::equal(want.begin(), want.end(), got.begin()));
                QCOMPARE(got[whole], uint64_t{7});
            }
        }
    }

    // A layout by tallies gives each guess the class statistics of grading
    // every secret: random lists (alphabets of 2 to 16 symbols, the secrets
    // a subset or all, so projections weigh more than one), lengths 1 to
    // 10, guesses over one set of symbols in several tallies, measured a
    // few at a time and all at once (merges that keep most secrets or few;
    // the merge's slots overflow and send secrets out unmerged), a layout
    // reused. Then groups larger than a chunk of masks and the merge's
    // table; and a cancelled measure.
    void tallyLayoutMatchesGrading_data() { test::addKernelRows(); }
    void tallyLayoutMatchesGrading() {
        GUESSLAB_KERNEL_OF_ROW(kernel);
        std::mt19937 rng(67);
        std::vector<uint64_t> nLogN(100001);  // arbitrary, so a wrong lookup shows
        for (uint64_t& v : nLogN)
            v = rng() >> 4;
        nLogN[0] = 0;
        ProjectedSecrets projection;
        TallyLayout layout;
        const auto check = [&](const WordList& secrets, const std::vector<WordId>& ids,
                               const std::string& set, int tallies, int guessesPerTally) {
            const Alphabet& a = secrets.alphabet();
            const int length = secrets.length();
            // Guesses over the set's symbols, by tally.
            std::map<uint64_t, std::vector<std::vector<uint8_t>>> byTally;
            for (int t = 0; t < tallies; ++t) {
                std::string word = set;  // every symbol once, where the set is as long
                if (set.size() != size_t(length)) {
                    word.clear();
                    for (int i = 0; i < length; ++i)
                        word += set[rng() % set.size()];
                }
                for (int k = 0; k < guessesPerTally; ++k) {
                    std::shuffle(word.begin(), word.end(), rng);
                    const auto guess = symbolsOf(word, a);
                    byTally[TallyLayout::tallyOf(guess)].push_back(guess);
                }
            }
            uint64_t keep = 0, caps = 0;
            for (const auto& [tally, guesses] : byTally) {
                caps = TallyLayout::most(caps, tally);
                for (const auto& g : guesses)
                    keep |= ProjectedSecrets::symbolsOf(g);
            }
            QVERIFY(TallyLayout::applies(keep, length));
            projection.project(secrets, ids, keep, kernel);
            layout.prepare(projection, length, caps, kernel);
            for (const auto& [tally, guesses] : byTally) {
                std::vector<std::span<const uint8_t>> spans(guesses.begin(), guesses.end());
                std::vector<RowClassStats> stats(spans.size()), want;
                for (std::span<const uint8_t> guess : spans)
                    want.push_back(referenceStats(guess, secrets, ids, nLogN));
                for (size_t begin = 0, step = 1 + rng() % 3; begin < spans.size();
                     begin += step, step = spans.size()) {  // a few, then the rest at once
                    const size_t end = std::min(spans.size(), begin + step);
                    for (int again = 0; again < 2; ++again) {  // the second reuses the layout
                        layout.measure({spans.data() + begin, end - begin}, nLogN.data(),
                                       stats.data() + begin);
                        QVERIFY(layout.laidOutSecrets() <= projection.size());
                        for (size_t k = begin; k < end; ++k)
                            if (!(stats[k] == want[k]))
                                QFAIL(qPrintable(
                                    QStringLiteral("%1: guess %2 of %3 over %4 secrets, length %5")
                                        .arg(QString::fromStdString(SimdGrader::name(kernel)))
                                        .arg(k)
                                        .arg(spans.size())
                                        .arg(ids.size())
                                        .arg(length)));
                    }
                }
            }
        };
        for (const char* symbols : {"ab", "abcde", "0123456789+-*/=", "0123456789abcdef"})
            for (int length : {1, 2, 5, 8, 10})
                for (size_t count : {size_t{1}, size_t{100}, size_t{3000}}) {
                    const Alphabet a(symbols);
                    const WordList secrets = test::randomList(rng, a, length, count);
                    std::vector<WordId> all(secrets.size()), some;
                    std::iota(all.begin(), all.end(), WordId{0});
                    for (WordId s = 0; s < secrets.size(); s += 1 + rng() % 3)
                        some.push_back(s);
                    std::string alphabet = symbols, set;
                    std::shuffle(alphabet.begin(), alphabet.end(), rng);
                    set = alphabet.substr(0, 1 + rng() % std::min<size_t>(alphabet.size(), 6));
                    check(secrets, all, set, 3, 7);
                    check(secrets, some, set, 2, 12);
                }
        // 20,000 permutations of the ten digits (each holding every digit
        // a guess of them holds) and 80,000 words of the digits 0-5 (some
        // 21,000 hold all six: for permutations of ten digits, a group
        // measured over six positions, the popcount tree's, in two chunks).
        const Alphabet& digits = EquationChecker::alphabet();
        std::vector<std::string> words;
        std::set<std::string> seen;
        std::string permutation = "0123456789";
        while (words.size() < 20000) {
            std::shuffle(permutation.begin(), permutation.end(), rng);
            if (seen.insert(permutation).second)
                words.push_back(permutation);
        }
        const WordList six = test::randomList(rng, Alphabet("012345"), 10, 80000);
        words.insert(words.end(), six.words().begin(), six.words().end());
        const WordList secrets(digits, words);
        std::vector<WordId> all(secrets.size());
        std::iota(all.begin(), all.end(), WordId{0});
        check(secrets, all, "0123456789", 1, 20);
        check(secrets, all, "01234567", 2, 10);
        // Cancelled: it stops before the first group.
        JobContext cancelled;
        cancelled.cancel();
        const std::vector<uint8_t> guess = symbolsOf("0123456789", digits);
        const std::span<const uint8_t> one[] = {guess};
        projection.project(secrets, all, ProjectedSecrets::symbolsOf(guess), kernel);
        layout.prepare(projection, 10, TallyLayout::tallyOf(guess), kernel);
        RowClassStats stats;
        stats.classes = 7;
        layout.measure(one, nLogN.data(), &stats, &cancelled);
        QVERIFY(stats == RowClassStats{});
        layout.measure(one, nLogN.data(), &stats);
        QVERIFY(stats == referenceStats(guess, secrets, all, nLogN));
    }

    // Hard mode (the game's rule) on cases picked by hand: greens stay,
    // revealed letters return as often as revealed, greys and a yellow in
    // its old place are allowed.
    void hardModeRule_data() {
        QTest::addColumn<QString>("previous");
        QTest::addColumn<QString>("feedback");
        QTest::addColumn<QString>("guess");
        QTest::addColumn<QString>("breach");  // "" allowed, "G<pos><letter>", "M<letter><count>"
        QTest::newRow("keeps all") << "crane"
                                   << "GYYBB"
                                   << "cobra"
                                   << "";
        QTest::newRow("green moved") << "crane"
                                     << "GYYBB"
                                     << "arose"
                                     << "G1c";
        QTest::newRow("yellow missing") << "crane"
                                        << "GYYBB"
                                        << "cloth"
                                        << "Mr1";
        QTest::newRow("yellow in its old place") << "crane"
                                                 << "GYYBB"
                                                 << "crabs"
                                                 << "";
        QTest::newRow("grey played again") << "crane"
                                           << "GYYBB"
                                           << "carer"
                                           << "";
        QTest::newRow("second green moved") << "eerie"
                                            << "YGBBB"
                                            << "dream"
                                            << "G2e";
        QTest::newRow("two revealed, two kept") << "eerie"
                                                << "YGBBB"
                                                << "reset"
                                                << "";
        QTest::newRow("two revealed, one kept") << "eerie"
                                                << "YGBBB"
                                                << "depth"
                                                << "Me2";
        QTest::newRow("grey copy does not count") << "speed"
                                                  << "BBYBB"
                                                  << "abide"
                                                  << "";
        QTest::newRow("nothing revealed") << "crane"
                                          << "BBBBB"
                                          << "crane"
                                          << "";
        QTest::newRow("all green") << "crane"
                                   << "GGGGG"
                                   << "crane"
                                   << "";
    }

    void hardModeRule() {
        QFETCH(QString, previous);
        QFETCH(QString, feedback);
        QFETCH(QString, guess);
        QFETCH(QString, breach);
        const Alphabet letters;
        const auto b = hardModeBreach(symbolsOf(previous.toStdString(), letters),
                                      *parsePattern(feedback.toStdString()),
                                      symbolsOf(guess.toStdString(), letters));
        QCOMPARE(!b.has_value(), breach.isEmpty());
        QCOMPARE(hardAllowed(previous.toStdString(), feedback.toStdString(), guess.toStdString()),
                 breach.isEmpty());
        if (!b)
            return;
        const QString letter(QLatin1Char(letters.symbol(b->symbol)));
        if (b->kind == HardModeBreach::Kind::GreenMoved)
            QCOMPARE(QStringLiteral("G%1%2").arg(b->position + 1).arg(letter), breach);
        else
            QCOMPARE(QStringLiteral("M%1%2").arg(letter).arg(b->count), breach);
    }

    // On random games over the bundled lists: the rule agrees with the plain
    // reading, and a guess consistent with the feedback (the strict rule)
    // always keeps the hints.
    void hardModeRuleOnRandomGames() {
        const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
        std::mt19937 rng(20261123);
        size_t allowed = 0, consistent = 0;
        for (int n = 0; n < 200000; ++n) {
            const std::string previous = guesses.word(rng() % guesses.size());
            const std::string secret = answers.word(rng() % answers.size());
            // Half the guesses drawn among words sharing letters with the secret,
            // where the rule has something to say.
            std::string guess = guesses.word(rng() % guesses.size());
            if (n % 2)
                guess = answers.word(rng() % answers.size());
            const Pattern p = gradeWords(previous, secret);
            const std::string feedback = toString(p, 5);
            const bool expected = hardAllowed(previous, feedback, guess);
            const auto breach = hardModeBreach(symbolsOf(previous, guesses.alphabet()), p,
                                               symbolsOf(guess, guesses.alphabet()));
            QCOMPARE(!breach.has_value(), expected);
            allowed += expected;
            if (gradeWords(previous, guess) == p) {
                ++consistent;
                QVERIFY(expected);
            }
        }
        QVERIFY(allowed > 1000 && allowed < 199000);  // both outcomes met
        QVERIFY(consistent > 10);
    }

    // The hints of several steps folded together (what the tree search keys
    // its memo by) allow exactly the guesses that keep every step's hints by
    // the plain reading, on random games and on words of repeated letters.
    void foldedHintsAgreeWithEveryStep() {
        const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
        const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
        const std::vector<std::string> repeated{"speed", "eerie", "geese", "added", "mamma",
                                                "llama", "sassy", "error", "tepee", "belle",
                                                "fluff", "queue", "eater", "seems", "esses"};
        std::mt19937 rng(11);
        size_t allowed = 0;
        for (int n = 0; n < 40000; ++n) {
            const bool adversarial = n % 2;
            const auto pick = [&](const WordList& list) {
                return adversarial ? repeated[rng() % repeated.size()]
                                   : list.word(rng() % list.size());
            };
            const std::string secret = pick(answers);
            HardHints hints;
            std::vector<std::pair<std::string, std::string>> steps;
            for (int k = 0; k < 1 + n % 3; ++k) {
                const std::string g = pick(guesses);
                const Pattern p = gradeWords(g, secret);
                hints.add(symbolsOf(g, guesses.alphabet()), p);
                steps.emplace_back(g, toString(p, 5));
            }
            const std::string guess = pick(guesses);
            bool expected = true;
            for (const auto& [g, f] : steps)
                expected = expected && hardAllowed(g, f, guess);
            const auto symbols = symbolsOf(guess, guesses.alphabet());
            QCOMPARE(hints.allows(symbols), expected);
            QCOMPARE(hints.allows(symbols, HardHints::countsOf(symbols)), expected);
            allowed += expected;
        }
        QVERIFY(allowed > 1000 && allowed < 39000);  // both outcomes met
    }

    // The counts read from a word's symbol sets (as the tree search reads
    // them) against the plain reading: words of 3 to 10 symbols over
    // alphabets of 2, 4 and 64 symbols, where hints require a symbol four
    // times or more and the last symbol is bit 63.
    void hardHintsFromSymbolSets() {
        std::mt19937 rng(5);
        size_t allowed = 0, deep = 0, cases = 0;
        for (int n = 0; n < 60000; ++n) {
            const int length = 3 + n % 8;
            const int alphabet = n % 3 == 0 ? 2 : n % 3 == 1 ? 4 : 64;
            const auto word = [&] {
                std::vector<uint8_t> w(static_cast<size_t>(length));
                for (auto& s : w)
                    s = static_cast<uint8_t>(rng() % alphabet);
                return w;
            };
            const auto text = [](const std::vector<uint8_t>& w) {
                std::string t;
                for (const uint8_t s : w)
                    t.push_back(static_cast<char>('0' + s));
                return t;
            };
            const auto secret = word();
            HardHints hints;
            bool expectedAll = true;
            const auto guess = word();
            for (int k = 0; k < 1 + n % 3; ++k) {
                const auto g = word();
                const Pattern p = gradeReference(g, secret);
                hints.add(g, p);
                const std::string feedback = toString(p, length);
                expectedAll = expectedAll && hardAllowed(text(g), feedback, text(guess));
                std::map<uint8_t, int> revealed;
                for (int i = 0; i < length; ++i)
                    if (feedback[static_cast<size_t>(i)] != 'B' && ++revealed[g[i]] == 4)
                        ++deep;
            }
            QCOMPARE(hints.allows(guess), expectedAll);
            QCOMPARE(hints.allows(guess, HardHints::countsOf(guess)), expectedAll);
            allowed += expectedAll;
            ++cases;
        }
        QVERIFY(allowed > 1000 && allowed < cases - 1000);  // both outcomes met
        QVERIFY(deep > 1000);
    }
};

QTEST_APPLESS_MAIN(TestGrading)
#include "tst_grading.moc"
