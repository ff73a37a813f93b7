// SPDX-License-Identifier: GPL-3.0-or-later
// Word-list and weights loading (docs/guide.md, "Word lists"): what passes, what warns, and a
// precise message (file, line, text) for everything else.
#include "bundledlists.h"
#include "inputfile.h"
#include "specialfiles.h"
#include "weightsloader.h"
#include "wordlistloader.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>
#include <fstream>
#include <functional>

using namespace guesslab;

namespace {
std::string fixture(const char* name) {
    return std::string(GUESSLAB_TEST_DATA) + "/" + name;
}
}  // namespace

class TestWordList : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goodFileFoldsStripsAndWarns() {
        const LoadedWordList loaded = WordListLoader().loadFile(fixture("good.txt"));
        const std::vector<std::string> want{"crane", "slate", "trace", "adieu"};
        QCOMPARE(loaded.list.words(), want);
        QCOMPARE(loaded.list.length(), 5);
        QCOMPARE(loaded.warnings.size(), size_t{2});
        QVERIFY(
            QString::fromLatin1(loaded.warnings[0].what()).contains(QStringLiteral("good.txt:7:")));
        QVERIFY(QString::fromLatin1(loaded.warnings[0].what())
                    .contains(QStringLiteral("repeats line 3")));
        QCOMPARE(loaded.list.find("trace"), std::optional<WordId>(2));
        QVERIFY(!loaded.list.contains("zzzzz"));
    }

    void badInputs_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("problem");
        QTest::newRow("wrong length")
            << "wrong_length.txt" << 3 << "'traces' has 6 symbols, expected 5";
        QTest::newRow("bad symbol") << "bad_symbol.txt" << 2 << "has the symbol '4'";
        QTest::newRow("not UTF-8") << "non_utf8.txt" << 2 << "not valid UTF-8 at byte 3";
        QTest::newRow("accented letter") << "accented.txt" << 2 << "has the symbol '\xc3\xa9'";
        QTest::newRow("binary") << "binary.txt" << 1 << "has the symbol '\\x00'";
        QTest::newRow("empty") << "empty.txt" << 0 << "has no words";
        QTest::newRow("only comments") << "comments_only.txt" << 0 << "has no words";
        QTest::newRow("longer than 10")
            << "too_long.txt" << 1 << "has 12 symbols; words may have 1 to 10";
        QTest::newRow("missing") << "no-such-file.txt" << 0 << "cannot open";
        QTest::newRow("directory") << "." << 0 << "is a directory";
    }
    void badInputs() {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, problem);
        const std::string path = fixture(file.toLatin1().constData());
        try {
            WordListLoader().loadFile(path);
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.source(), path);
            QCOMPARE(e.line(), line);
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.contains(problem), qPrintable(what));
            QVERIFY2(what.startsWith(QString::fromStdString(path) + QLatin1Char(':')),
                     qPrintable(what));
        }
    }

    void expectedLengthAndAlphabet() {
        const WordListLoader digits(Alphabet("0123456789+-*/="), 3);
        const LoadedWordList ok = digits.loadText("1+1\n2*3\n", "inline");
        QCOMPARE(ok.list.size(), size_t{2});
        QVERIFY(!ok.list.alphabet().foldsCase());
        try {
            digits.loadText("1+1\n12+3\n", "inline");
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), 2);
            QVERIFY(
                QString::fromStdString(e.problem()).contains(QStringLiteral("the game's length")));
        }
    }

    void bundledListsLoad() {
        const std::vector<std::string> names = BundledLists::names();
        QVERIFY(names.size() >= 4);
        for (const auto& [name, count] : {std::pair{"wordle-answers-2315", 2315},
                                          {"wordle-guesses-12972", 12972},
                                          {"wordle-answers-2309", 2309},
                                          {"wordle-guesses-12947", 12947}}) {
            const LoadedWordList l = WordListLoader().load(std::string("bundled:") + name);
            QCOMPARE(l.list.size(), size_t(count));
            QVERIFY(l.warnings.empty());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, WordListLoader().load("bundled:nope"));
    }

    void unionOfLists() {
        const WordList a(Alphabet(), {"crane", "slate"});
        const WordList b(Alphabet(), {"slate", "adieu"});
        const WordList u = b.unitedWith(a);
        QCOMPARE(u.words(), (std::vector<std::string>{"slate", "adieu", "crane"}));
    }

    void normaliseWord() {
        std::string w = "  CRANE\n";
        QCOMPARE(WordList::normaliseWord(w, Alphabet(), 5), std::string());
        QCOMPARE(w, std::string("crane"));
        std::string bad = "cr4ne";
        QVERIFY(!WordList::normaliseWord(bad, Alphabet(), 5).empty());
        std::string shortWord = "cran";
        QVERIFY(QString::fromStdString(WordList::normaliseWord(shortWord, Alphabet(), 5))
                    .contains(QStringLiteral("has 4 symbols")));
    }

    // Files that never end, block or are something else are refused at
    // once by every reader, naming what they are; so is a file over the cap
    // (a sparse file: nothing is written), with the cap stated.
    void specialFilesRefused() {
        const test::SpecialFiles special(static_cast<qint64>(InputFile::kMaxBytes) + 1,
                                         QStringLiteral("is larger than 64 MiB"));
        const WordList answers(Alphabet(), {"crane", "slate"});
        const std::vector<std::function<void(const std::string&)>> readers{
            [](const std::string& p) { WordListLoader().loadFile(p); },
            [&](const std::string& p) { WeightsLoader::loadFile(p, answers); },
            [](const std::string& p) { InputFile::read(p); },
        };
        for (const auto& [file, problem] : special.files)
            for (const auto& read : readers) {
                const std::string path = file.toStdString();
                try {
                    read(path);
                    QFAIL(("no error for " + path).c_str());
                } catch (const InputError& e) {
                    QCOMPARE(e.source(), path);
                    QVERIFY2(QString::fromStdString(e.what()).contains(problem), e.what());
                }
            }
        // A smaller cap holds for what is read, whatever the size says.
        QVERIFY_THROWS_EXCEPTION(InputError, InputFile::read(fixture("good.txt"), 8));
        QCOMPARE(
            InputFile::read(fixture("good.txt")).size(),
            static_cast<size_t>(QFileInfo(QString::fromStdString(fixture("good.txt"))).size()));
    }

    void weights() {
        const WordList answers(Alphabet(), {"crane", "slate", "trace", "adieu"});
        const LoadedWeights w = WeightsLoader::loadFile(fixture("weights_good.txt"), answers);
        QCOMPARE(w.weights, (std::vector<double>{3, 1.5, 0, 0}));
        QCOMPARE(w.warnings.size(), size_t{2});  // zzzzz ignored; adieu missing
        QVERIFY(QString::fromLatin1(w.warnings[0].what()).contains(QStringLiteral("'zzzzz'")));
        QVERIFY(QString::fromLatin1(w.warnings[1].what())
                    .contains(QStringLiteral("1 answers have no weight")));
    }

    void badWeights_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not a number") << "weights_bad_number.txt" << 2 << "'abc' is not a number";
        QTest::newRow("negative") << "weights_negative.txt" << 2 << "must be a finite number >= 0";
        QTest::newRow("twice") << "weights_duplicate.txt" << 2 << "already has a weight on line 1";
        QTest::newRow("no weight") << "weights_missing.txt" << 1 << "has no weight";
        QTest::newRow("all zero") << "empty.txt" << 0 << "gives no answer a positive weight";
    }
    void badWeights() {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, problem);
        const WordList answers(Alphabet(), {"crane", "slate"});
        try {
            WeightsLoader::loadFile(fixture(file.toLatin1().constData()), answers);
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), line);
            QVERIFY2(QString::fromStdString(e.what()).contains(problem), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestWordList)
#include "tst_wordlist.moc"
