// SPDX-License-Identifier: GPL-3.0-or-later
// guesslab-cli as a user runs it: a real process, real files, exit codes,
// stdout and stderr.
#include "dordlesolver.h"
#include "reviewjson.h"
#include "specialfiles.h"
#include "wordlistloader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int code;
    QString out;
    QString err;
};

Run cli(const QStringList& args, const QProcessEnvironment& env = {}) {
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(QStringLiteral(GUESSLAB_CLI), args);
    if (!p.waitForFinished(120000))
        qFatal("guesslab-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QStringList L(std::initializer_list<const char*> l) {
    QStringList out;
    for (const char* s : l)
        out << QString::fromUtf8(s);
    return out;
}

QString fixture(const char* name) {
    return QStringLiteral(GUESSLAB_FIXTURES "/") + QString::fromLatin1(name);
}

QString writeFile(const QTemporaryDir& dir, const char* name, const QByteArray& text) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write a test file");
    f.write(text);
    return path;
}

// Eight -ower answers and four guesses: small enough for exact trees in
// milliseconds, hard enough that the opener matters.
std::pair<QString, QString> writeOwerLists(const QTemporaryDir& dir) {
    return {
        writeFile(dir, "answers.txt", "bower\ncower\nlower\nmower\npower\nrower\nsower\ntower\n"),
        writeFile(dir, "guesses.txt", "bowls\nclamp\ntrims\ncrane\n")};
}

// The -ower lists as list options, every answer also a guess.
QStringList owerListOptions(const QTemporaryDir& dir) {
    const auto [answers, guesses] = writeOwerLists(dir);
    return {QStringLiteral("--answers"), answers, QStringLiteral("--guesses"), guesses,
            QStringLiteral("--union")};
}

// Each command fails with exit code 2 and one line on stderr holding the message.
void expectUsageErrors(const std::vector<std::pair<QStringList, QString>>& cases) {
    for (const auto& [args, message] : cases) {
        const Run b = cli(args);
        QCOMPARE(b.code, 2);
        QVERIFY2(b.err.contains(message), qPrintable(b.err));
        QCOMPARE(b.err.count(QLatin1Char('\n')), 1);
    }
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void grade_data() {
        QTest::addColumn<QString>("guess");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("roses") << "roses"
                               << "horse"
                               << "YGYYB";
        QTest::newRow("speed") << "speed"
                               << "abide"
                               << "BBYBY";
        QTest::newRow("eerie") << "eerie"
                               << "elder"
                               << "GYYBB";
        QTest::newRow("upper case folds") << "CRANE"
                                          << "crane"
                                          << "GGGGG";
    }
    void grade() {
        QFETCH(QString, guess);
        QFETCH(QString, secret);
        QFETCH(QString, pattern);
        const Run r = cli({QStringLiteral("grade"), guess, secret});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, pattern + QLatin1Char('\n'));
        QVERIFY(r.err.isEmpty());
    }

    // Long commands tell how far they are on stderr: after two seconds (here
    // from the start), with the engine's phase and percentage; --quiet keeps
    // stderr empty; stdout is the same either way; quick commands say nothing.
    void progressOnStderr() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GUESSLAB_PROGRESS_AFTER"), QStringLiteral("0"));
        const QStringList args{QStringLiteral("simulate"), QStringLiteral("--player"),
                               QStringLiteral("entropy"), QStringLiteral("--sample"),
                               QStringLiteral("300")};
        const Run loud = cli(args, env);
        QCOMPARE(loud.code, 0);
        QVERIFY2(loud.err.contains(QStringLiteral("Playing every secret")), qPrintable(loud.err));
        QVERIFY2(loud.err.contains(QStringLiteral(" %")), qPrintable(loud.err));
        QVERIFY(!loud.err.contains(QLatin1Char('\r')));  // not a terminal: plain lines
        const Run quiet = cli(args + QStringList{QStringLiteral("--quiet")}, env);
        QCOMPARE(quiet.code, 0);
        QCOMPARE(quiet.err, QString());
        QCOMPARE(quiet.out, loud.out);
        const Run quick =
            cli({QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(quick.code, 0);
        QCOMPARE(quick.err, QString());
    }

    void rankJson() {
        const Run r =
            cli({QStringLiteral("rank"), QStringLiteral("--json"), QStringLiteral("--top"),
                 QStringLiteral("5"), QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("answers")).toInt(), 2315);
        QCOMPARE(doc.value(QStringLiteral("guesses")).toInt(), 12972);
        const QJsonArray rows = doc.value(QStringLiteral("ranking")).toArray();
        QCOMPARE(rows.size(), 5);
        const QJsonObject best = rows[0].toObject();
        QCOMPARE(best.value(QStringLiteral("word")).toString(), QStringLiteral("soare"));
        for (const char* key :
             {"entropy", "remaining", "classes", "largest", "expected_size", "is_answer"})
            QVERIFY2(best.contains(QLatin1String(key)), key);
        QVERIFY(qAbs(best[QStringLiteral("entropy")].toDouble() +
                     best[QStringLiteral("remaining")].toDouble() - std::log2(2315.0)) < 1e-9);
        double previous = 0;
        for (const auto& row : rows) {
            const double remaining = row.toObject().value(QStringLiteral("remaining")).toDouble();
            QVERIFY(remaining >= previous);
            previous = remaining;
        }
    }

    void rankSeedListsTable() {
        const Run r =
            cli({QStringLiteral("rank"), QStringLiteral("--answers"),
                 QStringLiteral("bundled:wordle-answers-2309"), QStringLiteral("--guesses"),
                 QStringLiteral("bundled:wordle-guesses-12947"), QStringLiteral("--top"),
                 QStringLiteral("3")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines[2].contains(QStringLiteral("soare")) &&
                     lines[2].contains(QStringLiteral("5.2878")),
                 qPrintable(lines[2]));
    }

    void rankWithWeightsAndFiles() {
        QTemporaryDir dir;
        QFile answers(dir.filePath(QStringLiteral("a.txt")));
        QVERIFY(answers.open(QIODevice::WriteOnly));
        answers.write("cat\nhat\nbat\ncot\n");
        answers.close();
        QFile weights(dir.filePath(QStringLiteral("w.txt")));
        QVERIFY(weights.open(QIODevice::WriteOnly));
        weights.write("cat 2\nhat 1\nbat 1\n");
        weights.close();
        const Run r = cli({QStringLiteral("rank"), QStringLiteral("--answers"), answers.fileName(),
                           QStringLiteral("--guesses"), answers.fileName(),
                           QStringLiteral("--weights"), weights.fileName(),
                           QStringLiteral("--json"), QStringLiteral("--top"), QStringLiteral("0")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QStringLiteral("1 answers have no weight")), qPrintable(r.err));
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("ranking")).toArray().size(), 4);
        QVERIFY(doc.value(QStringLiteral("weighted")).toBool());
    }

    void partitionJson() {
        const Run r =
            cli({QStringLiteral("partition"), QStringLiteral("soare"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("guess")).toString(), QStringLiteral("soare"));
        const QJsonArray classes = doc.value(QStringLiteral("classes")).toArray();
        int total = 0, previous = 1 << 30;
        for (const auto& c : classes) {
            const QJsonObject o = c.toObject();
            const int size = o.value(QStringLiteral("size")).toInt();
            QCOMPARE(o.value(QStringLiteral("words")).toArray().size(), size);
            QCOMPARE(o.value(QStringLiteral("pattern")).toString().size(), 5);
            QVERIFY(size <= previous);
            previous = size;
            total += size;
        }
        QCOMPARE(total, 2315);
        QCOMPARE(classes.size(), 127);
        QCOMPARE(classes[0].toObject().value(QStringLiteral("pattern")).toString(),
                 QStringLiteral("BBBBB"));
    }

    // A string in neither list still splits the answers, with a warning.
    void partitionOfAWordNotInTheGuessList() {
        Run r = cli({QStringLiteral("partition"), QStringLiteral("zzzzz")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("BBBBB")));
        QVERIFY2(r.err.contains(QStringLiteral(
                     "warning: 'zzzzz' is in neither the answer list nor the guess list")),
                 qPrintable(r.err));
        r = cli({QStringLiteral("partition"), QStringLiteral("soare")});
        QVERIFY2(!r.err.contains(QStringLiteral("warning")), qPrintable(r.err));
    }

    void helpAndVersion() {
        Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("partition GUESS")));
        r = cli({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("guesslab-cli ")));
        QVERIFY(r.out.contains(QStringLiteral("vector kernel: ")));
        // GUESSLAB_SIMD forces a kernel; the portable one exists everywhere.
        QProcess forced;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GUESSLAB_SIMD"), QStringLiteral("generic"));
        forced.setProcessEnvironment(env);
        forced.start(QStringLiteral(GUESSLAB_CLI), {QStringLiteral("--version")});
        QVERIFY(forced.waitForFinished(120000));
        QVERIFY(QString::fromUtf8(forced.readAllStandardOutput())
                    .contains(QStringLiteral("vector kernel: generic (this CPU: generic")));
        r = cli({QStringLiteral("rank"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--answers")));
        // The usage line names the program and the command, not a path.
        r = cli({QStringLiteral("partition"), QStringLiteral("--help")});
        QVERIFY2(r.out.startsWith(QStringLiteral("Usage: guesslab-cli partition [options] GUESS")),
                 qPrintable(r.out));
        r = cli({QStringLiteral("lists")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("wordle-answers-2315  2315 words")));
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QStringList() << "Usage:";
        QTest::newRow("unknown command") << L({"frobnicate"}) << "unknown command 'frobnicate'";
        QTest::newRow("grade one word") << L({"grade", "crane"}) << "two words";
        QTest::newRow("grade lengths differ") << L({"grade", "crane", "cranes"}) << "has 6 symbols";
        QTest::newRow("grade bad symbol")
            << L({"grade", "cr4ne", "crane"}) << "outside the alphabet";
        QTest::newRow("grade bad alphabet")
            << L({"grade", "--alphabet", "aa", "a", "a"}) << "--alphabet";
        QTest::newRow("unknown option") << L({"rank", "--frob"}) << "Unknown option 'frob'";
        QTest::newRow("top not a number")
            << L({"rank", "--top", "x"}) << "--top takes a whole number";
        QTest::newRow("threads zero")
            << L({"rank", "--threads", "0"}) << "--threads takes a whole number";
        QTest::newRow("missing file")
            << L({"rank", "--answers", "/no/such/list.txt"}) << "/no/such/list.txt: cannot open";
        QTest::newRow("rank takes no words") << L({"rank", "soare"}) << "takes no words";
        QTest::newRow("unknown bundled")
            << L({"rank", "--guesses", "bundled:nope"}) << "bundled:nope";
        QTest::newRow("partition no guess") << L({"partition"}) << "one guess";
        QTest::newRow("partition wrong length") << L({"partition", "soar"}) << "has 4 symbols";
    }
    void badArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void badFiles_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("wrong length") << "wrong_length.txt"
                                      << "wrong_length.txt:3: 'traces' has 6 symbols";
        QTest::newRow("bad symbol") << "bad_symbol.txt"
                                    << "bad_symbol.txt:2:";
        QTest::newRow("non utf8") << "non_utf8.txt"
                                  << "non_utf8.txt:2: not valid UTF-8";
        QTest::newRow("empty") << "empty.txt"
                               << "empty.txt: has no words";
        QTest::newRow("binary") << "binary.txt"
                                << "binary.txt:1:";
    }
    void badFiles() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        for (const char* option : {"--answers", "--guesses"}) {
            const Run r = cli({QStringLiteral("rank"), QLatin1String(option),
                               fixture(file.toLatin1().constData())});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
            QCOMPARE(r.err.count(QLatin1Char('\n')), 1);  // one line
        }
    }

    // Endless, blocking and special files are refused at once with exit 2,
    // wherever a command reads a file (the client waits at most a minute).
    void specialFilesRefused() {
        const guesslab::test::SpecialFiles special(qint64{65} << 20,  // sparse: over the cap
                                                   QStringLiteral("is larger than 64 MiB"));
        for (const auto& [file, message] : special.files)
            for (const QStringList& args :
                 {QStringList{QStringLiteral("rank"), QStringLiteral("--answers"), file},
                  QStringList{QStringLiteral("rank"), QStringLiteral("--weights"), file},
                  QStringList{QStringLiteral("review"), file},
                  QStringList{QStringLiteral("verify"), file},
                  QStringList{QStringLiteral("tree"), QStringLiteral("--best"),
                              QStringLiteral("--resume"), file},
                  QStringList{QStringLiteral("review"), QStringLiteral("--moves"),
                              QStringLiteral("salet:BBYBB"), QStringLiteral("--book"), file}}) {
                // Results files may be larger (1 GiB): this one is read and refused.
                const bool results = args.contains(QStringLiteral("--resume")) ||
                                     args.contains(QStringLiteral("--book"));
                const QString want = results && message.startsWith(QStringLiteral("is larger"))
                                         ? QStringLiteral("is not a results file")
                                         : message;
                QProcess p;
                p.start(QStringLiteral(GUESSLAB_CLI), args);
                QVERIFY(p.waitForFinished(60000));
                const QString err = QString::fromUtf8(p.readAllStandardError());
                QVERIFY2(p.exitCode() == 2, qPrintable(args.join(QLatin1Char(' ')) + err));
                QVERIFY2(err.contains(file + QStringLiteral(": ") + want),
                         qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + err));
            }
    }

    // The review reads the first move's best from the opening book: the
    // shipped tables for the bundled lists, a tree run's results for others
    // (--book), none with --no-book; the figures are the search's.
    void reviewReadsTheBook() {
        const auto first = [](const Run& r) {
            return guesslab::test::reviewMoves(r.out).first().toObject();
        };
        Run read = cli(L({"review", "--json", "--quiet", "--moves", "salet:BBYBB,crony:BYBBB"}));
        QCOMPARE(read.code, 0);
        QCOMPARE(first(read).value(QStringLiteral("best_from_book")).toBool(), true);
        Run searched = cli(L({"review", "--json", "--quiet", "--no-book", "--candidates", "1",
                              "--moves", "salet:BBYBB,crony:BYBBB"}));
        QCOMPARE(searched.code, 0);
        QCOMPARE(first(searched).value(QStringLiteral("best_from_book")).toBool(), false);
        QCOMPARE(first(read).value(QStringLiteral("best_expected")),
                 first(searched).value(QStringLiteral("best_expected")));
        QVERIFY(read.out.contains(QStringLiteral("\"best\": \"salet\"")));

        QTemporaryDir dir;
        const QStringList lists = owerListOptions(dir);
        const QString book = dir.filePath(QStringLiteral("book.jsonl"));
        QCOMPARE(
            cli(L({"tree", "--best", "--candidates", "0", "--all-totals", "--quiet", "--results"})
                << book << lists)
                .code,
            0);
        const QStringList game =
            L({"review", "--json", "--quiet", "--moves", "bowls:BGGBB,tower:GGGGG"}) << lists;
        searched = cli(game);
        QCOMPARE(searched.code, 0);
        QCOMPARE(first(searched).value(QStringLiteral("best_from_book")).toBool(), false);
        read = cli(QStringList(game) << QStringLiteral("--book") << book);
        QCOMPARE(read.code, 0);
        QCOMPARE(first(read).value(QStringLiteral("best_from_book")).toBool(), true);
        QCOMPARE(first(read).value(QStringLiteral("best_expected")),
                 first(searched).value(QStringLiteral("best_expected")));

        // A file that is no tree run's results, and conflicting options.
        const QString within = dir.filePath(QStringLiteral("within.jsonl"));
        QCOMPARE(
            cli(L({"tree", "--best", "--within", "3", "--candidates", "0", "--quiet", "--results"})
                << within << lists)
                .code,
            0);
        expectUsageErrors(
            {{QStringList(game) << QStringLiteral("--book") << within,
              within + QStringLiteral(":1: is not the first line of a tree run's results")},
             {QStringList(game) << QStringLiteral("--book") << book << QStringLiteral("--no-book"),
              QStringLiteral("--book and --no-book exclude each other")},
             {L({"review", "--game", "mastermind", "--moves", "1122: 1b1w", "--no-book"}),
              QStringLiteral("--no-book goes with word games")}});
    }

    void pairs() {
        QTemporaryDir dir;
        const auto write = [&](const char* name, const QByteArray& text) {
            QFile f(dir.filePath(QLatin1String(name)));
            f.open(QIODevice::WriteOnly);
            f.write(text);
            return f.fileName();
        };
        const QString answers = write("a.txt", "cat\nhat\nbat\ncot\ncut\nhut\nmat\n");
        const QString guesses = write("g.txt", "zzz\ncot\nhat\ncab\ntub\ncat\nhut\nmob\n");
        Run r = cli({QStringLiteral("pairs"), QStringLiteral("--answers"), answers,
                     QStringLiteral("--guesses"), guesses, QStringLiteral("--top"),
                     QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("proven")).toBool());
        QCOMPARE(doc.value(QStringLiteral("evaluated")).toInt() +
                     doc.value(QStringLiteral("pruned")).toInt(),
                 doc.value(QStringLiteral("total")).toInt());
        QCOMPARE(doc.value(QStringLiteral("total")).toInt(), 8 * 7 / 2);
        const QJsonArray pairs = doc.value(QStringLiteral("pairs")).toArray();
        QCOMPARE(pairs.size(), 3);
        double previous = 0;
        for (const auto& p : pairs) {
            const QJsonObject o = p.toObject();
            QVERIFY(o.value(QStringLiteral("first")).toString() <
                    o.value(QStringLiteral("second")).toString());
            QVERIFY(o.value(QStringLiteral("remaining")).toDouble() >= previous);
            previous = o.value(QStringLiteral("remaining")).toDouble();
        }
        r = cli({QStringLiteral("pairs"), QStringLiteral("--answers"), answers,
                 QStringLiteral("--guesses"), guesses, QStringLiteral("--first"),
                 QStringLiteral("zzz"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        for (const auto& p : QJsonDocument::fromJson(r.out.toUtf8())
                                 .object()
                                 .value(QStringLiteral("pairs"))
                                 .toArray())
            QVERIFY(
                p.toObject().value(QStringLiteral("first")).toString() == QStringLiteral("zzz") ||
                p.toObject().value(QStringLiteral("second")).toString() == QStringLiteral("zzz"));
        r = cli({QStringLiteral("pairs"), QStringLiteral("--answers"), answers,
                 QStringLiteral("--guesses"), guesses, QStringLiteral("--answers-only")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("Proven top")));
        QVERIFY(!r.out.contains(QStringLiteral("zzz")));
        for (const QStringList& bad :
             {QStringList{QStringLiteral("--first"), QStringLiteral("qqq")},
              QStringList{QStringLiteral("--first"), QStringLiteral("zzz"),
                          QStringLiteral("--answers-only")},
              QStringList{QStringLiteral("--time-limit"), QStringLiteral("-1")},
              QStringList{QStringLiteral("--top"), QStringLiteral("0")}}) {
            r = cli(QStringList{QStringLiteral("pairs"), QStringLiteral("--answers"), answers,
                                QStringLiteral("--guesses"), guesses} +
                    bad);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
    }

    void nerdle() {
        Run r = cli({QStringLiteral("nerdle"), QStringLiteral("generate"),
                     QStringLiteral("--length"), QStringLiteral("5"), QStringLiteral("--count")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QStringLiteral("127\n"));
        r = cli({QStringLiteral("nerdle"), QStringLiteral("generate"), QStringLiteral("--length"),
                 QStringLiteral("6")});
        QCOMPARE(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 206);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("seven.txt"));
        r = cli({QStringLiteral("nerdle"), QStringLiteral("generate"), QStringLiteral("--length"),
                 QStringLiteral("7"), QStringLiteral("--out"), out});
        QCOMPARE(r.code, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), 6661);
        r = cli({QStringLiteral("nerdle"), QStringLiteral("grade"), QStringLiteral("11+11=22"),
                 QStringLiteral("32-21=11")});
        QCOMPARE(r.out, QStringLiteral("YYBBGGYY\n"));
        r = cli({QStringLiteral("nerdle"), QStringLiteral("check"), QStringLiteral("3/2*4=6")});
        QCOMPARE(r.out, QStringLiteral("valid\n"));
        r = cli({QStringLiteral("nerdle"), QStringLiteral("rank"), QStringLiteral("--length"),
                 QStringLiteral("6"), QStringLiteral("--metric"), QStringLiteral("min-average"),
                 QStringLiteral("--json"), QStringLiteral("--top"), QStringLiteral("0")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("answers")).toInt(), 206);
        const QJsonArray rows = doc.value(QStringLiteral("ranking")).toArray();
        QCOMPARE(rows.size(), 206);
        QVERIFY(rows[0].toObject().contains(QStringLiteral("equation")));
        for (int i = 1; i < rows.size(); ++i)
            QVERIFY(rows[i - 1].toObject().value(QStringLiteral("expected_size")).toDouble() <=
                    rows[i].toObject().value(QStringLiteral("expected_size")).toDouble());
        // --loose loosens the guesses only: the solutions keep their rules.
        r = cli({QStringLiteral("nerdle"), QStringLiteral("generate"), QStringLiteral("--length"),
                 QStringLiteral("6"), QStringLiteral("--loose"), QStringLiteral("--count")});
        const int loose = r.out.trimmed().toInt();
        QVERIFY(loose > 206);
        r = cli({QStringLiteral("nerdle"), QStringLiteral("rank"), QStringLiteral("--length"),
                 QStringLiteral("6"), QStringLiteral("--loose"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject looseDoc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(looseDoc.value(QStringLiteral("answers")).toInt(), 206);
        QCOMPARE(looseDoc.value(QStringLiteral("guesses")).toInt(), loose);
    }

    void nerdleNext() {
        const Run grade = cli({QStringLiteral("nerdle"), QStringLiteral("grade"),
                               QStringLiteral("4*5=20"), QStringLiteral("9*8=72")});
        const QString step = QStringLiteral("4*5=20:") + grade.out.trimmed();
        Run r = cli({QStringLiteral("nerdle"), QStringLiteral("next"), QStringLiteral("--length"),
                     QStringLiteral("6"), QStringLiteral("--step"), step, QStringLiteral("--depth"),
                     QStringLiteral("2"), QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines[0].contains(QStringLiteral("solutions left")), qPrintable(r.out));
        QVERIFY(lines[0].contains(QStringLiteral("9*8=72")) ||
                !lines[0].contains(QLatin1Char(':')));
        QCOMPARE(lines.size(), 5);  // count, header, 3 suggestions
        r = cli({QStringLiteral("nerdle"), QStringLiteral("next"), QStringLiteral("--length"),
                 QStringLiteral("6"), QStringLiteral("--step"), QStringLiteral("4*5=20:GGGGGG"),
                 QStringLiteral("--step"), QStringLiteral("9*8=72:GGGGGG")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("no solution fits")));
        r = cli({QStringLiteral("nerdle"), QStringLiteral("next"), QStringLiteral("--step"),
                 QStringLiteral("4*5=20")});
        QCOMPARE(r.code, 2);
    }

    // Bulls and Cows through every command: rank and partition over its
    // secrets, play, simulate, the exact tree (3 of 5) with its strategy file
    // verified and its total equal to the optimal player's, review, and the
    // variant whose questions repeat digits.
    // Absurdle on the -ower lists: the adversary's answers, the fewest
    // guesses with a game that replays to a win, the challenge, every
    // opener's verdict as a results file, and the refusals.
    // Several boards: a game played to the end, its feedback typed back into
    // boards, the simulations through both commands, and bad input.
    void boards() {
        Run r = cli(L({"play", "--game", "quordle", "--secret", "crane,moist,lucky,dwarf",
                       "--player", "finisher", "--json"}));
        QCOMPARE(r.code, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("won")).toBool());
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), doc.value(QStringLiteral("guesses")).toInt());
        QVERIFY(steps.size() >= 4 && steps.size() <= 9);
        // The same game typed as guesses with each board's patterns ('-' once solved).
        QStringList typed;
        for (const QJsonValue& step : steps) {
            QStringList patterns;
            for (const QJsonValue& b : step.toObject().value(QStringLiteral("boards")).toArray())
                patterns << b.toObject().value(QStringLiteral("feedback")).toString();
            typed << step.toObject().value(QStringLiteral("guess")).toString() + QLatin1Char(':') +
                         patterns.join(QLatin1Char(','));
        }
        r = cli(L({"boards", "--json"}) << typed.mid(0, 2));
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray boards = doc.value(QStringLiteral("boards")).toArray();
        QCOMPARE(boards.size(), 4);
        const QStringList secrets{QStringLiteral("crane"), QStringLiteral("moist"),
                                  QStringLiteral("lucky"), QStringLiteral("dwarf")};
        for (int b = 0; b < 4; ++b) {  // each board keeps its secret
            const QJsonArray left = boards[b].toObject().value(QStringLiteral("answers")).toArray();
            QVERIFY2(left.contains(secrets[b]), qPrintable(r.out));
        }
        QCOMPARE(doc.value(QStringLiteral("best")).toArray().size(), 10);
        r = cli(L({"boards", "--json"}) << typed);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("finished")).toBool());
        // The guesses alone with the secrets give the same position.
        QStringList words;
        for (const QJsonValue& step : steps)
            words << step.toObject().value(QStringLiteral("guess")).toString();
        r = cli(L({"boards", "--secret", "crane,moist,lucky,dwarf", "--json"}) << words.mid(0, 2));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("boards")),
                 QJsonValue(boards));
        // rank --game starts there: every board has every answer.
        r = cli(L({"rank", "--game", "dordle", "--top", "3", "--json"}));
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                     .object()
                     .value(QStringLiteral("best"))
                     .toArray()
                     .size(),
                 3);
        // simulate --game and boards --simulate are one path: the same figures.
        r = cli(L({"boards", "--boards", "dordle", "--simulate", "40", "--seed", "3", "--player",
                   "all", "--json", "--quiet"}));
        QCOMPARE(r.code, 0);
        const QJsonArray players = QJsonDocument::fromJson(r.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("players"))
                                       .toArray();
        QCOMPARE(players.size(), 3);
        Run s = cli(L({"simulate", "--game", "dordle", "--games", "40", "--seed", "3", "--player",
                       "minimax", "--json", "--quiet"}));
        QCOMPARE(s.code, 0);
        const QJsonObject minimax = QJsonDocument::fromJson(s.out.toUtf8())
                                        .object()
                                        .value(QStringLiteral("players"))
                                        .toArray()[0]
                                        .toObject();
        QCOMPARE(minimax, players[1].toObject());
        QCOMPARE(minimax.value(QStringLiteral("games")).toInt(), 40);
        // Seeded games as a results run: the same figures, resumable.
        {
            QTemporaryDir runDir;
            const QString file = runDir.filePath(QStringLiteral("dordle.jsonl"));
            const QStringList run = L({"boards", "--boards", "dordle", "--simulate", "150",
                                       "--seed", "3", "--player", "minimax", "--json", "--quiet"});
            r = cli(QStringList(run) << QStringLiteral("--results") << file);
            QCOMPARE(r.code, 0);
            const QJsonObject kept = QJsonDocument::fromJson(r.out.toUtf8()).object();
            s = cli(run);
            const QJsonObject direct = QJsonDocument::fromJson(s.out.toUtf8())
                                           .object()
                                           .value(QStringLiteral("players"))
                                           .toArray()[0]
                                           .toObject();
            QCOMPARE(kept.value(QStringLiteral("average")).toDouble(),
                     direct.value(QStringLiteral("average")).toDouble());
            QCOMPARE(kept.value(QStringLiteral("won")).toInt(),
                     direct.value(QStringLiteral("won")).toInt());
            r = cli(QStringList(run) << QStringLiteral("--resume") << file);
            QCOMPARE(r.code, 0);  // nothing left to play
            QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                         .object()
                         .value(QStringLiteral("done"))
                         .toInt(),
                     150);
        }
        // Two boards solved exactly on a small list: the core's figure, proven.
        QTemporaryDir dir;
        const auto [answers, guesses] = writeOwerLists(dir);
        const QStringList lists{QStringLiteral("--answers"), answers, QStringLiteral("--guesses"),
                                guesses, QStringLiteral("--union")};
        r = cli(L({"boards", "--boards", "2", "--exact", "--json"}) << lists);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("exact")).toBool());
        QCOMPARE(doc.value(QStringLiteral("pairs")).toInt(), 8 * 7);
        const auto small = std::make_shared<const guesslab::GameLists>(
            guesslab::WordListLoader().load(answers.toStdString()).list,
            guesslab::WordListLoader().load(guesses.toStdString()).list, true);
        QCOMPARE(doc.value(QStringLiteral("total")).toInteger(),
                 qint64(guesslab::DordleSolver(guesslab::WordGame(small)).solve().total));
        // A game of four boards reviewed: every move judged, the bits lost
        // against the best, the game won within the limit.
        r = cli(L({"boards", "--boards", "4", "--secret", "crane,moist,lucky,dwarf", "--review",
                   "--json", "--quiet", "soare", "mulct", "moist", "lucky", "crane", "dwarf"}));
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("won")).toBool());
        const QJsonArray reviewed = doc.value(QStringLiteral("moves")).toArray();
        QCOMPARE(reviewed.size(), 6);
        double lostSum = 0;
        for (const QJsonValue& m : reviewed) {
            const double lost = m.toObject().value(QStringLiteral("lost")).toDouble();
            QVERIFY(lost >= -1e-9);
            lostSum += lost;
        }
        QVERIFY(std::abs(lostSum - doc.value(QStringLiteral("lost")).toDouble()) < 1e-9);
        QCOMPARE(reviewed[0].toObject().value(QStringLiteral("best")).toString(),
                 QStringLiteral("soare"));
        // The same game as Quordle shares it: the squares two boards side by
        // side, filled once a board is solved, the guesses typed under them.
        QStringList rows[2];
        for (const QJsonValue& m : reviewed) {
            const QJsonArray f = m.toObject().value(QStringLiteral("feedback")).toArray();
            QStringList runs;
            for (const QJsonValue& p : f) {
                QString run;
                for (QChar c :
                     p.toString() == QStringLiteral("-") ? QStringLiteral("KKKKK") : p.toString())
                    run += c == QLatin1Char('G')   ? QStringLiteral("🟩")
                           : c == QLatin1Char('Y') ? QStringLiteral("🟨")
                           : c == QLatin1Char('K') ? QStringLiteral("⬛")
                                                   : QStringLiteral("⬜");
                runs << run;
            }
            rows[0] << runs[0] + QLatin1Char(' ') + runs[1];
            rows[1] << runs[2] + QLatin1Char(' ') + runs[3];
        }
        const QString shared = QStringLiteral("Daily Quordle 1\n") +
                               rows[0].join(QLatin1Char('\n')) + QStringLiteral("\n\n") +
                               rows[1].join(QLatin1Char('\n')) +
                               QStringLiteral("\n\nsoare mulct moist\nlucky crane dwarf\n");
        QTemporaryDir gridDir;
        const QString gridFile = writeFile(gridDir, "quordle.txt", shared.toUtf8());
        r = cli(L({"boards", "--boards", "4", "--review", "--json", "--quiet", "--grid"})
                << gridFile);
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("moves")),
                 QJsonValue(reviewed));
        const QString short_ =
            writeFile(gridDir, "short.txt",
                      QString(shared).replace(QStringLiteral(" dwarf"), QString()).toUtf8());
        expectUsageErrors({
            {L({"boards", "--review"}), QStringLiteral("--review needs the guesses played")},
            {L({"boards", "--review", "--grid"}) << short_,
             QStringLiteral("short.txt:17: 5 guesses typed under a grid of 6 rows")},
            {L({"boards", "--review", "soare:BBGYG,YGBBB"}),
             QStringLiteral("guess 1 (soare): 2 patterns typed: give one per board (4)")},
            {L({"boards", "--exact"}), QStringLiteral("--exact is for two boards")},
            {L({"boards", "--secret", "crane,moist,crane,dwarf", "salet"}),
             QStringLiteral("on two boards")},
            {L({"boards", "--results", "x.jsonl"}), QStringLiteral("go with --simulate")},
            {L({"boards", "--simulate", "10", "--player", "all", "--results", "x.jsonl"}),
             QStringLiteral("plays one player")},
            {L({"boards", "--boards", "33"}), QStringLiteral("not a count from 1 to 32")},
            {L({"boards", "--limit", "2"}), QStringLiteral("cannot solve 4 boards")},
            {L({"boards", "salet:BBBBB"}),
             QStringLiteral("1 patterns typed: give one per board (4)")},
            {L({"boards", "zzzzz:BBBBB,BBBBB,BBBBB,BBBBB"}),
             QStringLiteral("not in the guess list")},
            {L({"boards", "salet:GGGGG,BBBBB,BBBBB,BBBBB"}),
             QStringLiteral("board 1: no answer it has left gives GGGGG to salet")},
            {L({"boards", "salet:BBQBB,BBBBB,BBBBB,BBBBB"}), QStringLiteral("not a pattern")},
            {L({"boards", "salet"}), QStringLiteral("give the feedback of each board")},
            {L({"play", "--game", "quordle", "--secret", "crane,crane,lucky,dwarf"}),
             QStringLiteral("on two boards")},
            {L({"play", "--game", "dordle", "--secret", "crane"}), QStringLiteral("1 words for 2")},
            {L({"simulate", "--game", "quordle", "--hard"}),
             QStringLiteral("not for several boards")},
            {L({"simulate", "--game", "quordle", "--boards", "3"}),
             QStringLiteral("--boards goes with --game boards")},
            {L({"tree", "--game", "quordle"}), QStringLiteral("the boards command")},
            {L({"simulate", "--games", "10"}), QStringLiteral("--games is for several boards")},
        });
    }

    void absurdle() {
        QTemporaryDir dir;
        const QStringList lists = owerListOptions(dir);
        Run r = cli(L({"absurdle", "--json", "clamp", "bowls"}) << lists);
        QCOMPARE(r.code, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 2);
        // Four -ower words have none of c, l, a, m, p: the largest class.
        QCOMPARE(steps[0].toObject().value(QStringLiteral("feedback")).toString(),
                 QStringLiteral("BBBBB"));
        QCOMPARE(steps[0].toObject().value(QStringLiteral("left")).toInt(), 4);
        r = cli(L({"absurdle", "--solve", "--all", "--json"}) << lists);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const int fewest = doc.value(QStringLiteral("fewest")).toInt();
        QVERIFY(fewest >= 3);
        const QJsonArray best = doc.value(QStringLiteral("best")).toArray();
        QVERIFY(!best.isEmpty());
        QStringList game;
        for (const QJsonValue& w : doc.value(QStringLiteral("line")).toArray())
            game << w.toString();
        QCOMPARE(game.size(), fewest);
        QVERIFY(best.contains(game.front()));
        r = cli(L({"absurdle", "--json"}) << lists << game);
        QCOMPARE(r.code, 0);
        QVERIFY(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("won")).toBool());
        // One fewer is refuted: from every opener's position, no win in fewest - 2.
        for (const QJsonValue& opener : best) {
            r = cli(L({"absurdle", "--solve", "--json", "--most"})
                    << QString::number(fewest - 2) << lists << opener.toString());
            QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                         .object()
                         .value(QStringLiteral("fewest"))
                         .toInt(),
                     0);
        }
        // The challenge: a game that ends on the target.
        r = cli(L({"absurdle", "--solve", "--json", "--target", "tower"}) << lists);
        QCOMPARE(r.code, 0);
        game.clear();
        for (const QJsonValue& w : QJsonDocument::fromJson(r.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("line"))
                                       .toArray())
            game << w.toString();
        QCOMPARE(game.back(), QStringLiteral("tower"));
        r = cli(L({"absurdle", "--target", "tower"}) << lists << game);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("won")), qPrintable(r.out));
        // The game reviewed: each guess against the best from its position,
        // the guesses given away adding up to the game's length less the fewest.
        r = cli(L({"absurdle", "--review", "--json"}) << lists << game);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("won")).toBool());
        int lost = 0;
        for (const QJsonValue& m : doc.value(QStringLiteral("moves")).toArray())
            lost += m.toObject().value(QStringLiteral("lost")).toInt();
        QCOMPARE(lost, static_cast<int>(game.size()) - fewest);
        r = cli(L({"absurdle", "--review", "--json", "crane", "bowls"}) << lists);
        QCOMPARE(r.code, 0);
        const QJsonArray reviewed = QJsonDocument::fromJson(r.out.toUtf8())
                                        .object()
                                        .value(QStringLiteral("moves"))
                                        .toArray();
        QCOMPARE(reviewed.size(), 2);
        QCOMPARE(reviewed[0].toObject().value(QStringLiteral("best")).toInt(), fewest);
        // Openers by the class the game keeps, then by entropy.
        r = cli(L({"rank", "--json", "--game", "absurdle"}) << lists);
        QCOMPARE(r.code, 0);
        const QJsonArray ranking = QJsonDocument::fromJson(r.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("ranking"))
                                       .toArray();
        QCOMPARE(ranking.size(), 12);
        for (qsizetype i = 1; i < ranking.size(); ++i) {
            const QJsonObject a = ranking[i - 1].toObject(), b = ranking[i].toObject();
            const int la = a.value(QStringLiteral("largest")).toInt();
            const int lb = b.value(QStringLiteral("largest")).toInt();
            QVERIFY(la < lb || (la == lb && a.value(QStringLiteral("entropy")).toDouble() >=
                                                b.value(QStringLiteral("entropy")).toDouble()));
        }
        // Every opener's verdict, as a results file.
        const QString results = dir.filePath(QStringLiteral("absurdle.jsonl"));
        r = cli(L({"absurdle", "--solve", "--all", "--quiet", "--json", "--results"})
                << results << lists);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("fewest")).toInt(), fewest);
        QStringList forcing;
        for (const QJsonValue& w : doc.value(QStringLiteral("forcing")).toArray())
            forcing << w.toString();
        QStringList bestWords;
        for (const QJsonValue& w : best)
            bestWords << w.toString();
        bestWords.sort();
        QCOMPARE(forcing, bestWords);
        QFile file(results);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 1 + 12);  // the header, then each of the 12 guesses
        expectUsageErrors({
            {L({"absurdle", "crane", "zzzzz"}) << lists,
             QStringLiteral("guess 2: 'zzzzz' is not in the guess list")},
            {L({"absurdle", "--hard", "crane", "bowls"}) << lists,
             QStringLiteral("guess 2 (bowls): the guess must contain r")},
            {L({"absurdle", "--target", "crane"}) << lists,
             QStringLiteral("'crane' is not in the answer list")},
            {L({"absurdle", "--target", "tower", "tower"}) << lists,
             QStringLiteral("loses the target")},
            {L({"absurdle", "--results", "x.jsonl"}) << lists,
             QStringLiteral("--results and --resume go with --solve --all")},
            {L({"absurdle", "--all"}) << lists, QStringLiteral("--all goes with --solve")},
        });
    }

    // Every way to win in the fewest, written and verified; broken files
    // refused with the file, line and problem.
    void absurdleTree() {
        QTemporaryDir dir;
        const QStringList lists = owerListOptions(dir);
        Run r = cli(L({"absurdle", "--solve", "--all", "--json"}) << lists);
        const QJsonObject solved = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const int fewest = solved.value(QStringLiteral("fewest")).toInt();
        r = cli(L({"absurdle", "--tree", "--json", "--quiet"}) << lists);
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("fewest")).toInt(), fewest);
        QStringList top;  // the first guesses of the tree: every one that forces it
        for (const QJsonValue& n : doc.value(QStringLiteral("tree")).toArray())
            top << n.toObject().value(QStringLiteral("guess")).toString();
        QStringList best;
        for (const QJsonValue& w : solved.value(QStringLiteral("best")).toArray())
            best << w.toString();
        top.sort();
        best.sort();
        QCOMPARE(top, best);
        const QString file = dir.filePath(QStringLiteral("ways.txt"));
        r = cli(L({"absurdle", "--tree", "--quiet", "--out"}) << file << lists);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Written to")), qPrintable(r.out));
        r = cli(L({"verify", "--game", "absurdle", "--quiet"}) << file << lists);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Valid: ")), qPrintable(r.out));
        // The ways after a first guess, printed: the lines of a valid file.
        r = cli(L({"absurdle", "--tree", "--quiet"}) << lists << best.front());
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("@played ") + best.front()));
        const QString after = writeFile(dir, "after.txt", r.out.toUtf8());
        QCOMPARE(cli(L({"verify", "--game", "absurdle", "--quiet"}) << after << lists).code, 0);
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray text = written.readAll();
        QByteArray firstWay;  // its first guess's answer changed
        for (const QByteArray& l : text.split('\n'))
            if (!l.isEmpty() && l[0] != '#' && l[0] != '@') {
                firstWay = l;
                break;
            }
        QByteArray changed = firstWay;
        const qsizetype space = changed.indexOf(' ');
        changed[space + 1] = changed[space + 1] == 'B' ? 'Y' : 'B';
        const QString wrong =
            writeFile(dir, "wrong.txt", QByteArray(text).replace(firstWay, changed));
        const QString unknown =
            writeFile(dir, "unknown.txt", "@game absurdle\n@fewest 3\nzzzzz BBBBB\n");
        const QString other = writeFile(dir, "other.txt", "@game mastermind\n");
        expectUsageErrors({
            {L({"verify", "--game", "absurdle", "--quiet"}) << wrong << lists,
             QStringLiteral("wrong.txt:7: 'clamp' is answered BBBBB here but YBBBB on line 6")},
            {L({"verify", "--game", "absurdle"}) << unknown << lists,
             QStringLiteral("unknown.txt:3: 'zzzzz' is not in the guess list")},
            {L({"verify", "--game", "absurdle"}) << other << lists,
             QStringLiteral("other.txt:1: the file is for 'mastermind', not absurdle")},
            {L({"verify", "--game", "absurdle", "--hard", "--quiet"}) << file << lists,
             QStringLiteral("the file is for normal mode, not hard")},
            {L({"absurdle", "--tree", "--solve"}) << lists, QStringLiteral("leave out --solve")},
            {L({"absurdle", "--out", "x.txt"}) << lists, QStringLiteral("--out goes with --tree")},
        });
    }

    void bullsAndCows() {
        QTemporaryDir dir;
        const QStringList game = L({"--game", "bulls-cows", "--pegs", "3", "--colors", "5"});
        Run r = cli(L({"rank", "--json"}) << game);
        QCOMPARE(r.code, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(),
                 QStringLiteral("bulls and cows 3 of 5"));
        QCOMPARE(doc.value(QStringLiteral("secrets")).toInt(), 60);
        // Every code of different digits is like every other at the start.
        QCOMPARE(doc.value(QStringLiteral("ranking")).toArray().size(), 1);
        r = cli(L({"rank"}) << L({"--game", "bulls-cows", "--repeats"}));
        QVERIFY2(r.out.contains(QStringLiteral("1+1+1+1")) && r.out.contains(QStringLiteral("4 ")),
                 qPrintable(r.out));
        r = cli(L({"partition", "--json", "012"}) << game);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        int secrets = 0;
        for (const QJsonValue& c : doc.value(QStringLiteral("classes")).toArray())
            secrets += c.toObject().value(QStringLiteral("size")).toInt();
        QCOMPARE(secrets, 60);
        r = cli(L({"partition", "012"}) << game);
        QVERIFY2(r.out.contains(QStringLiteral("bulls 3, cows 0     1  012")), qPrintable(r.out));
        r = cli(L({"play", "--secret", "4271"}) << L({"--game", "bulls-cows"}));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("bulls 4, cows 0")), qPrintable(r.out));
        const QString out = dir.filePath(QStringLiteral("bc.txt"));
        r = cli(L({"tree", "--json", "--out"}) << out << game);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("proven")).toBool());
        const int total = doc.value(QStringLiteral("total")).toInt();
        r = cli(L({"verify", "--json"}) << game << out);
        QCOMPARE(r.code, 0);
        QCOMPARE(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("total")).toInt(),
            total);
        r = cli(L({"simulate", "--player", "optimal", "--json"}) << game);
        QCOMPARE(qRound(QJsonDocument::fromJson(r.out.toUtf8())
                            .object()
                            .value(QStringLiteral("average"))
                            .toDouble() *
                        60),
                 total);
        r = cli(L({"review", "--json", "--moves", "012: 0A1B; 130: 0a2b; 341: 3a"}) << game);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("solved")).toBool());
        QCOMPARE(doc.value(QStringLiteral("moves"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("feedback"))
                     .toString(),
                 QStringLiteral("bulls 0, cows 1"));
        expectUsageErrors(
            {{L({"tree", "--opener", "112"}) << game,
              QStringLiteral("--opener: '112': the digits of a question must all differ")},
             {L({"partition", "0128"}) << game, QStringLiteral("a code is 3 digits from 0 to 4")},
             {L({"rank", "--game", "bulls-cows", "--pegs", "5", "--colors", "4"}),
              QStringLiteral("at most as many positions as there are symbols")},
             {L({"verify", "--game", "bulls-cows", "--pegs", "3", "--colors", "5", "--repeats"})
                  << out,
              QStringLiteral("the strategy is for 'bulls and cows 3 of 5', not bulls and cows 3 "
                             "of 5, questions may repeat")}});
        // Questions that repeat digits: allowed in normal mode, refused in hard.
        const QStringList repeats =
            L({"--game", "bulls-cows", "--pegs", "3", "--colors", "4", "--repeats"});
        r = cli(L({"tree", "--opener", "001"}) << repeats);
        QCOMPARE(r.code, 0);
        expectUsageErrors({{L({"tree", "--hard", "--opener", "001"}) << repeats,
                            QStringLiteral("001 is not allowed at the position in hard mode")}});
    }

    void simulateAndPlay() {
        Run r =
            cli({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("mastermind"),
                 QStringLiteral("--player"), QStringLiteral("minimax"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("worst")).toInt(), 5);
        QCOMPARE(doc.value(QStringLiteral("secrets")).toInt(), 1296);
        QCOMPARE(doc.value(QStringLiteral("player")).toString(), QStringLiteral("minimax"));
        int total = 0;
        const QJsonObject histogram = doc.value(QStringLiteral("histogram")).toObject();
        for (auto it = histogram.begin(); it != histogram.end(); ++it)
            total += it.value().toInt();
        QCOMPARE(total, 1296);
        r = cli({QStringLiteral("simulate"), QStringLiteral("--game"),
                 QStringLiteral("coins-heavy"), QStringLiteral("--coins"), QStringLiteral("27"),
                 QStringLiteral("--json")});
        QCOMPARE(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("worst")).toInt(),
            3);
        r = cli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("coins-odd"),
                 QStringLiteral("--secret"), QStringLiteral("7-")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("coin 7 lighter")));
        QCOMPARE(r.out.count(QStringLiteral(" left)")), 3);
        r = cli({QStringLiteral("play"), QStringLiteral("--secret"), QStringLiteral("crane")});
        QVERIFY(r.out.contains(QStringLiteral("GGGGG")));
        for (const QStringList& bad :
             {QStringList{QStringLiteral("simulate"), QStringLiteral("--game"),
                          QStringLiteral("chess")},
              QStringList{QStringLiteral("simulate"), QStringLiteral("--player"),
                          QStringLiteral("lucky")},
              QStringList{QStringLiteral("simulate"), QStringLiteral("--game"),
                          QStringLiteral("mastermind"), QStringLiteral("--pegs"),
                          QStringLiteral("0")},
              QStringList{QStringLiteral("play"), QStringLiteral("--game"),
                          QStringLiteral("binary")},
              QStringList{QStringLiteral("play"), QStringLiteral("--game"),
                          QStringLiteral("coins-odd"), QStringLiteral("--secret"),
                          QStringLiteral("13+")}}) {
            r = cli(bad);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
    }

    void nerdleBadArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no subcommand") << L({"nerdle"}) << "needs one of";
        QTest::newRow("length") << L({"nerdle", "generate", "--length", "11"})
                                << "--length takes a whole number from 5 to 10";
        QTest::newRow("metric") << L({"nerdle", "rank", "--metric", "fast"})
                                << "--metric is entropy";
        QTest::newRow("invalid equation")
            << L({"nerdle", "check", "1++2=3"}) << "position 3: two operators in a row";
        QTest::newRow("invalid guess")
            << L({"nerdle", "grade", "1+1=3", "1+2=3"}) << "guess '1+1=3'";
        QTest::newRow("lengths differ")
            << L({"nerdle", "grade", "1+2=3", "10+2=12"}) << "differ in length";
    }
    void nerdleBadArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void treeAndVerify() {
        QTemporaryDir dir;
        const auto write = [&](const char* name, const QByteArray& text) {
            return writeFile(dir, name, text);
        };
        const auto [answers, guesses] = writeOwerLists(dir);
        const QString out = dir.filePath(QStringLiteral("tree.txt"));
        Run r = cli(L({"tree", "--opener", "crane", "--union", "--json", "--answers"})
                    << answers << QStringLiteral("--guesses") << guesses << QStringLiteral("--out")
                    << out);
        QCOMPARE(r.code, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("opener")).toString(), QStringLiteral("crane"));
        QCOMPARE(doc.value(QStringLiteral("proven")).toBool(), true);
        const int total = doc.value(QStringLiteral("total")).toInt();
        QCOMPARE(doc.value(QStringLiteral("average")).toDouble(), total / 8.0);
        int counted = 0;
        const QJsonObject histogram = doc.value(QStringLiteral("histogram")).toObject();
        for (auto it = histogram.begin(); it != histogram.end(); ++it)
            counted += it.value().toInt();
        QCOMPARE(counted, 8);
        r = cli(L({"verify", "--union", "--json", "--answers"})
                << answers << QStringLiteral("--guesses") << guesses << out);
        QCOMPARE(r.code, 0);
        QCOMPARE(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("total")).toInt(),
            total);
        // From a position: crane against every -ower word but cower shows
        // BYBBY; the best play over the seven left, with cower's one guess
        // and the opener's eight, is the opener's optimal total.
        r = cli(L({"tree", "--position", "crane:BYBBY", "--union", "--json", "--answers"})
                << answers << QStringLiteral("--guesses") << guesses);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("answers_left")).toInt(), 7);
        QCOMPARE(doc.value(QStringLiteral("played")).toInt(), 1);
        QCOMPARE(qRound(doc.value(QStringLiteral("expected_further")).toDouble() * 7) + 1 + 8,
                 total);
        // A named next guess: its own value, named as its own.
        r = cli(L({"tree", "--position", "crane:BYBBY", "--union", "--answers"})
                << answers << QStringLiteral("--guesses") << guesses);
        QVERIFY2(r.out.contains(QStringLiteral("; the best next guess needs ")), qPrintable(r.out));
        r = cli(
            L({"tree", "--position", "crane:BYBBY", "--opener", "bower", "--union", "--answers"})
            << answers << QStringLiteral("--guesses") << guesses);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("; bower needs ")), qPrintable(r.out));
        // The game's hard mode: the file says so in format 2, verify reads it back.
        const QString hardOut = dir.filePath(QStringLiteral("hard.txt"));
        r = cli(L({"tree", "--opener", "crane", "--union", "--hard", "--json", "--answers"})
                << answers << QStringLiteral("--guesses") << guesses << QStringLiteral("--out")
                << hardOut);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("mode")).toString(), QStringLiteral("hard"));
        QVERIFY(doc.value(QStringLiteral("total")).toInt() >= total);
        r = cli(L({"verify", "--union", "--json", "--answers"})
                << answers << QStringLiteral("--guesses") << guesses << hardOut);
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                     .object()
                     .value(QStringLiteral("mode"))
                     .toString(),
                 QStringLiteral("hard"));
        QFile hardFile(hardOut);
        QVERIFY(hardFile.open(QIODevice::ReadOnly));
        const QByteArray hardText = hardFile.readAll();
        QVERIFY(hardText.contains("@format 2\n@mode hard\n"));
        // A file from before format 2 whose "@mode hard" meant strict.
        const QString oldHard = write("old.txt", QByteArray(hardText).replace("@format 2\n", ""));
        r = cli(L({"tree", "--best", "--candidates", "0", "--union", "--answers"})
                << answers << QStringLiteral("--guesses") << guesses);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("proven optimal")), qPrintable(r.out));

        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        f.close();
        const QString wrongTotal =
            write("total.txt", QByteArray(text).replace("@total " + QByteArray::number(total),
                                                        "@total " + QByteArray::number(total + 1)));
        const std::vector<std::pair<QStringList, QString>> bad{
            {L({"tree", "--union"}), QStringLiteral("one of --opener W or --best")},
            {L({"tree", "--opener", "zzzzz"}), QStringLiteral("'zzzzz' is not in the guess list")},
            {L({"tree", "--opener", "crane", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses,
             QStringLiteral("8 answers are not in the guess list; add --union")},
            {L({"tree", "--opener", "crane", "--max-guesses", "0"}),
             QStringLiteral("--max-guesses")},
            {L({"verify", "--union", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses << wrongTotal,
             QStringLiteral("claims a total of ") + QString::number(total + 1)},
            {L({"verify", "--union", "--hard", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses << out,
             QStringLiteral("hard mode: after 'crane")},
            {L({"verify", "--union", "--strict", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses << out,
             QStringLiteral("strict mode: after 'crane")},
            {L({"verify", "--union", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses << oldHard,
             QStringLiteral("old.txt:4: '@mode hard' in a file without '@format 2'")},
            {L({"tree", "--position", "crane:BYBBB", "--union", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses,
             QStringLiteral("step 1: no answer still possible gives this feedback")},
            {L({"tree", "--opener", "crane", "--hard", "--strict"}),
             QStringLiteral("--hard and --strict exclude each other")},
            {L({"verify", "/no/such/tree.txt"}), QStringLiteral("cannot open")},
            {L({"verify"}), QStringLiteral("one strategy file")},
            {L({"verify", "--union", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses
                 << write("bad.txt", "crane BYBBB bower GGGGG\n"),
             QStringLiteral("bad.txt:1: 'crane' against 'bower' gives BYBBY, not BYBBB")},
        };
        expectUsageErrors(bad);
    }

    // The worst case: tree --within K agrees with the capped total search on
    // whether every answer can be found, the least-wrong strategy file
    // verifies with its unsolved answers counted, and a file that hides them
    // or miscounts them is refused.
    void treeAndVerifyOtherGames() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("mastermind.txt"));
        const QStringList game = L({"--game", "mastermind", "--pegs", "3", "--colors", "3"});
        Run r = cli(L({"tree", "--json", "--out"}) << out << game);
        QCOMPARE(r.code, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), QStringLiteral("mastermind 3x3"));
        QVERIFY(doc.value(QStringLiteral("proven")).toBool());
        const int total = doc.value(QStringLiteral("total")).toInt();
        QVERIFY(total >= 2 * 27 - 1);
        r = cli(L({"verify", "--json"}) << game << out);
        QCOMPARE(r.code, 0);
        QCOMPARE(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("total")).toInt(),
            total);
        // The opener named: no better than the best, and named in the text.
        r = cli(L({"tree", "--opener", "123"}) << game);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("mastermind 3x3, normal mode: the fewest")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Opener 123")), qPrintable(r.out));
        // A file for another game, a feedback the game does not give, two
        // questions after one history.
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        file.close();
        expectUsageErrors(
            {{L({"verify", "--game", "mastermind", "--pegs", "3", "--colors", "4"}) << out,
              QStringLiteral("the strategy is for 'mastermind 3x3', not "
                             "mastermind 3x4")}});
        QStringList lines = text.split(QLatin1Char('\n'));
        const int first =
            static_cast<int>(lines.indexOf(QRegularExpression(QStringLiteral("^111:.*"))));
        QVERIFY(first > 0);
        QString wrongFeedback = lines[first];
        wrongFeedback.replace(QStringLiteral("(3 black, 0 white)"),
                              QStringLiteral("(2 black, 0 white)"));
        lines[first] = wrongFeedback;
        const QString bad = writeFile(dir, "bad.txt", lines.join(QLatin1Char('\n')).toUtf8());
        expectUsageErrors(
            {{L({"verify"}) << game << bad, QStringLiteral("bad.txt:%1: ").arg(first + 1)}});
        // Coins: one odd coin among 12 within 3 weighings, not within 2.
        r = cli(L({"tree", "--game", "coins-odd", "--coins", "12", "--within", "3", "--json"}));
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("solvable")).toBool());
        QCOMPARE(doc.value(QStringLiteral("worst")).toInt(), 3);
        r = cli(L({"tree", "--game", "coins-odd", "--coins", "12", "--within", "2", "--json"}));
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(!doc.value(QStringLiteral("solvable")).toBool());
        QVERIFY(doc.value(QStringLiteral("proven")).toBool());
        // Binary search over 1..20: a complete tree, 12 numbers in 4 and 8 in 5.
        r = cli(L({"tree", "--game", "binary", "--size", "20", "--json"}));
        QCOMPARE(r.code, 0);
        QCOMPARE(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("total")).toInt(),
            12 * 4 + 8 * 5);
        // From a position: what the review's second move calls the best.
        r = cli(L({"tree", "--json", "--position", "112: 0b2w"}) << game);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("played")).toInt(), 1);
        const double further = doc.value(QStringLiteral("expected_further")).toDouble();
        const int left = doc.value(QStringLiteral("secrets_left")).toInt();
        QVERIFY(left > 1 && further >= 1);
        Run reviewed = cli(L({"review", "--json", "--moves", "112: 0b2w; 211: 2b0w"}) << game);
        QCOMPARE(reviewed.code, 0);
        const QJsonObject second = QJsonDocument::fromJson(reviewed.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("moves"))
                                       .toArray()[1]
                                       .toObject();
        QCOMPARE(second.value(QStringLiteral("best_expected")).toDouble(), further);
        QCOMPARE(second.value(QStringLiteral("left_before")).toInt(), left);
        // The optimal player plays the tree's strategy: the same total.
        r = cli(L({"simulate", "--player", "optimal", "--json"}) << game);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("player")).toString(), QStringLiteral("optimal"));
        QCOMPARE(qRound(doc.value(QStringLiteral("average")).toDouble() * 27), total);
        expectUsageErrors({{L({"simulate", "--player", "optimal"}),
                            QStringLiteral("--player optimal is for the games of --game")},
                           {L({"simulate", "--game", "absurdle", "--player", "optimal"}),
                            QStringLiteral("for Absurdle, absurdle --solve")},
                           {L({"play", "--player", "optimal", "--secret", "123"}) << game,
                            QStringLiteral("play takes entropy, minimax or min-average")}});
        // A played game reviewed move by move; costs and luck add up.
        r = cli(L({"review", "--json", "--moves", "112: 0b2w; 211: 2b0w; 231: 3b"}) << game);
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), QStringLiteral("mastermind 3x3"));
        QVERIFY(doc.value(QStringLiteral("solved")).toBool());
        const QJsonArray moves = doc.value(QStringLiteral("moves")).toArray();
        QCOMPARE(moves.size(), 3);
        QCOMPARE(moves[0].toObject().value(QStringLiteral("feedback")).toString(),
                 QStringLiteral("0 black, 2 white"));
        QCOMPARE(qRound(doc.value(QStringLiteral("expected_at_start")).toDouble() * 27), total);
        QVERIFY(qAbs(3 - (doc.value(QStringLiteral("expected_at_start")).toDouble() +
                          doc.value(QStringLiteral("total_cost")).toDouble() -
                          doc.value(QStringLiteral("total_luck")).toDouble())) < 1e-9);
        r = cli(L({"review", "--moves", "112: 1b1w"}) << game);
        QVERIFY2(
            r.out.startsWith(QStringLiteral("Review of mastermind 3x3 (normal mode): 1 question")),
            qPrintable(r.out));
        expectUsageErrors({{L({"review", "--moves", "112: 0b2w; 113: 3b"}) << game,
                            QStringLiteral("step 2 (113): no secret left gives 3 black, 0 white")},
                           {L({"review", "--moves", "112 1b1w"}) << game,
                            QStringLiteral("--moves:1: step 1: a step is the question")},
                           {L({"review", "--strict", "--moves", "112: 0b0w; 111: 0"}) << game,
                            QStringLiteral("step 2 (111): the strict rule does not allow it")}});
        expectUsageErrors(
            {{L({"tree", "--opener", "124"}) << game,
              QStringLiteral("--opener: '124': a code is 3 digits from 1 to 3")},
             {L({"tree", "--position", "123:x"}) << game,
              QStringLiteral("--position:1: step 1: 'x' is not feedback 123 can get")},
             {L({"tree", "--position", "112: 0b2w; 113: 3b"}) << game,
              QStringLiteral("--position: step 2 (113): no secret left gives")},
             {L({"tree", "--candidates", "5"}) << game,
              QStringLiteral("--candidates goes with word lists, not with mastermind 3x3")},
             {L({"tree", "--within", "3", "--max-guesses", "3"}) << game,
              QStringLiteral("--within K already caps")},
             {L({"tree", "--game", "chess"}), QStringLiteral("unknown game 'chess'")},
             {L({"tree", "--game", "nerdle"}),
              QStringLiteral("tree takes Nerdle's equations as word lists")}});
    }

    void within() {
        QTemporaryDir dir;
        const QStringList lists = owerListOptions(dir);
        // The size shortcuts are used exactly when any 3 answers are proven
        // to be found within 2 guesses (and there are 3 guesses or more).
        const Run any3 = cli(L({"anyset", "--size", "3", "--within", "2", "--json"}) << lists);
        QCOMPARE(any3.code, 0);
        const bool holds = QJsonDocument::fromJson(any3.out.toUtf8())
                               .object()
                               .value(QStringLiteral("holds"))
                               .toBool();
        int lost = 0;
        for (const char* k : {"2", "3", "4", "5", "6"}) {
            const Run verdict =
                cli(L({"tree", "--opener", "crane", "--json", "--within", k}) << lists);
            QCOMPARE(verdict.code, 0);
            const QJsonObject doc = QJsonDocument::fromJson(verdict.out.toUtf8()).object();
            QCOMPARE(doc.value(QStringLiteral("any_3_in_2")).toBool(),
                     holds && QByteArray(k).toInt() >= 3);
            const Run capped =
                cli(L({"tree", "--opener", "crane", "--json", "--max-guesses", k}) << lists);
            QCOMPARE(capped.code, 0);
            const bool solvable = QJsonDocument::fromJson(capped.out.toUtf8())
                                      .object()
                                      .value(QStringLiteral("solvable"))
                                      .toBool();
            QCOMPARE(doc.value(QStringLiteral("solvable")).toBool(), solvable);
            QCOMPARE(doc.value(QStringLiteral("proven")).toBool(), true);
            // The families' failing subsets known first: the same verdict.
            const Run families = cli(
                L({"tree", "--opener", "crane", "--json", "--within", k, "--families"}) << lists);
            QCOMPARE(families.code, 0);
            QCOMPARE(QJsonDocument::fromJson(families.out.toUtf8())
                         .object()
                         .value(QStringLiteral("solvable"))
                         .toBool(),
                     solvable);
            QCOMPARE(doc.value(QStringLiteral("within")).toInt(), QByteArray(k).toInt());
            if (solvable) {
                QCOMPARE(doc.value(QStringLiteral("wrong")).toInt(), 0);
                QCOMPARE(doc.value(QStringLiteral("worst")).toInt() <= QByteArray(k).toInt(), true);
                continue;
            }
            ++lost;
            const QString file = dir.filePath(QStringLiteral("least%1.txt").arg(QLatin1String(k)));
            const Run least = cli(
                L({"tree", "--opener", "crane", "--json", "--least-wrong", "--within", k, "--out"})
                << file << lists);
            QCOMPARE(least.code, 0);
            const QJsonObject l = QJsonDocument::fromJson(least.out.toUtf8()).object();
            const int wrong = l.value(QStringLiteral("wrong")).toInt();
            QVERIFY(wrong > 0);
            QCOMPARE(l.value(QStringLiteral("exact")).toBool(), true);
            QCOMPARE(l.value(QStringLiteral("unsolved")).toArray().size(), wrong);
            const Run checked = cli(L({"verify", "--json"}) << file << lists);
            QCOMPARE(checked.code, 0);
            const QJsonObject c = QJsonDocument::fromJson(checked.out.toUtf8()).object();
            QCOMPARE(c.value(QStringLiteral("unsolved")).toInt(), wrong);
            QCOMPARE(c.value(QStringLiteral("unsolved_answers")).toArray(),
                     l.value(QStringLiteral("unsolved")).toArray());
            QCOMPARE(c.value(QStringLiteral("max_guesses")).toInt(), QByteArray(k).toInt());
            const Run text = cli(L({"verify"}) << file << lists);
            QVERIFY2(
                text.out.contains(QStringLiteral("but for %1 answers left unsolved").arg(wrong)),
                qPrintable(text.out));
            // Hidden or miscounted answers past the cap.
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray body = f.readAll();
            const QByteArray claim = "@unsolved " + QByteArray::number(wrong) + "\n";
            QVERIFY(body.contains(claim));
            expectUsageErrors({
                {L({"verify"}) << writeFile(dir, "hidden.txt", QByteArray(body).replace(claim, ""))
                               << lists,
                 QStringLiteral("answers are not solved within ") + QLatin1String(k)},
                {L({"verify"}) << writeFile(dir, "miscounted.txt",
                                            QByteArray(body).replace(
                                                claim, "@unsolved " +
                                                           QByteArray::number(wrong + 1) + "\n"))
                               << lists,
                 QStringLiteral("the file claims %1 answers left unsolved").arg(wrong + 1)},
            });
        }
        QVERIFY(lost > 0);  // the lists test both verdicts
        const Run text = cli(L({"tree", "--opener", "crane", "--within", "2"}) << lists);
        QVERIFY2(text.out.contains(QStringLiteral("no strategy finds every answer within 2")),
                 qPrintable(text.out));
        expectUsageErrors({
            {L({"tree", "--best", "--within", "3"}) << lists,
             QStringLiteral("--within takes one opener")},
            {L({"tree", "--opener", "crane", "--within", "3", "--max-guesses", "4"}) << lists,
             QStringLiteral("leave out --max-guesses")},
            {L({"tree", "--opener", "crane", "--least-wrong"}) << lists,
             QStringLiteral("--least-wrong goes with --within K")},
            {L({"tree", "--opener", "crane", "--families"}) << lists,
             QStringLiteral("--families goes with --within K")},
            {L({"tree", "--opener", "crane", "--within", "0"}) << lists,
             QStringLiteral("--within")},
            {L({"tree", "--position", "crane:BYBBY", "--opener", "bowls", "--within", "1"})
                 << lists,
             QStringLiteral("leaves no guess after the 1 steps")},
        });
    }

    // Sets of answers no two guesses tell apart: on the -ower lists with
    // their few guesses some sets of three fail, and each named set is one
    // whose words look alike to every guess; within three guesses some sets
    // of five fail.
    void anyset() {
        QTemporaryDir dir;
        const QStringList lists = owerListOptions(dir);
        const auto [answers, guesses] = writeOwerLists(dir);  // also without --union
        const Run r = cli(L({"anyset", "--size", "3", "--within", "2", "--json"}) << lists);
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("size")).toInt(), 3);
        QCOMPARE(doc.value(QStringLiteral("guesses")).toInt(), 2);
        QCOMPARE(doc.value(QStringLiteral("proven")).toBool(), true);
        const QJsonArray sets = doc.value(QStringLiteral("sets")).toArray();
        QCOMPARE(doc.value(QStringLiteral("failing")).toInt(), sets.size());
        QCOMPARE(doc.value(QStringLiteral("holds")).toBool(), sets.isEmpty());
        QVERIFY(!sets.isEmpty());
        for (const auto& set : sets) {
            QCOMPARE(set.toArray().size(), 3);
            for (const auto& w : set.toArray())
                QVERIFY(w.toString().endsWith(QStringLiteral("ower")));
        }
        const Run two = cli(L({"anyset", "--size", "2"}) << lists);
        QVERIFY2(two.out.startsWith(QStringLiteral("Every 2 of the 8 answers can be found")),
                 qPrintable(two.out));
        // Within three guesses: sets of up to six, and some of them fail.
        const Run three = cli(L({"anyset", "--size", "5", "--within", "3", "--json"}) << lists);
        QCOMPARE(three.code, 0);
        const QJsonObject doc3 = QJsonDocument::fromJson(three.out.toUtf8()).object();
        QCOMPARE(doc3.value(QStringLiteral("size")).toInt(), 5);
        QCOMPARE(doc3.value(QStringLiteral("guesses")).toInt(), 3);
        QCOMPARE(doc3.value(QStringLiteral("proven")).toBool(), true);
        const QJsonArray sets3 = doc3.value(QStringLiteral("sets")).toArray();
        QCOMPARE(doc3.value(QStringLiteral("failing")).toInt(), sets3.size());
        QVERIFY(!sets3.isEmpty());
        for (const auto& set : sets3)
            QCOMPARE(set.toArray().size(), 5);
        const int starts = doc3.value(QStringLiteral("start_pairs")).toInt();
        QVERIFY(starts > 1);
        QCOMPARE(doc3.value(QStringLiteral("searched")).toInt(), starts);
        // A sample of every second start pair: some of those sets, not proven.
        const Run sample =
            cli(L({"anyset", "--size", "5", "--within", "3", "--sample", "2", "--json"}) << lists);
        QCOMPARE(sample.code, 0);
        const QJsonObject docS = QJsonDocument::fromJson(sample.out.toUtf8()).object();
        QCOMPARE(docS.value(QStringLiteral("proven")).toBool(), false);
        QCOMPARE(docS.value(QStringLiteral("holds")).toBool(), false);
        QCOMPARE(docS.value(QStringLiteral("start_pairs")).toInt(), starts);
        QCOMPARE(docS.value(QStringLiteral("searched")).toInt(), (starts + 1) / 2);
        for (const auto& set : docS.value(QStringLiteral("sets")).toArray())
            QVERIFY(sets3.contains(set));
        const Run sampleText =
            cli(L({"anyset", "--size", "5", "--within", "3", "--sample", "2"}) << lists);
        QVERIFY2(sampleText.out.contains(QStringLiteral("(a sample: at least)")),
                 qPrintable(sampleText.out));
        expectUsageErrors({
            {L({"anyset", "--size", "3", "--within", "2", "--sample", "2"}) << lists,
             QStringLiteral("--sample goes with --within 3")},
            {L({"anyset", "--size", "5", "--within", "3", "--sample", "0"}) << lists,
             QStringLiteral("--sample")},
            {L({"anyset", "--size", "3", "--within", "4"}) << lists, QStringLiteral("--within")},
            {L({"anyset", "--size", "5"}) << lists, QStringLiteral("--size")},
            {L({"anyset", "--size", "7", "--within", "3"}) << lists, QStringLiteral("--size")},
            {L({"anyset", "--size", "3", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses,
             QStringLiteral("add --union")},
        });
    }

    // A game reviewed: each move's played figure is tree --position's with the
    // move as opener, the next move's best is the received feedback's, and
    // the figures add up to the guesses played.
    void review() {
        QTemporaryDir dir;
        const auto write = [&](const char* name, const QByteArray& text) {
            return writeFile(dir, name, text);
        };
        const QStringList lists = owerListOptions(dir);
        const auto [answers, guesses] = writeOwerLists(dir);  // also without --union
        const auto further = [&](const QStringList& args) {
            const Run r = cli(L({"tree", "--json"}) << lists << args);
            return QJsonDocument::fromJson(r.out.toUtf8())
                .object()
                .value(QStringLiteral("average"))
                .toDouble();
        };
        for (const char* mode : {"--hard", "--strict", ""}) {
            QStringList args =
                L({"review", "--json", "--game", "crane,tower,lower", "--secret", "lower"})
                << lists;
            if (*mode)
                args << QString::fromLatin1(mode);
            Run r = cli(args);
            QCOMPARE(r.code, 0);
            const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QCOMPARE(doc.value(QStringLiteral("mode")).toString(),
                     *mode ? QString::fromLatin1(mode + 2) : QStringLiteral("normal"));
            QVERIFY(doc.value(QStringLiteral("solved")).toBool());
            QVERIFY(doc.value(QStringLiteral("complete")).toBool());
            const QJsonArray moves = doc.value(QStringLiteral("moves")).toArray();
            QCOMPARE(moves.size(), 3);
            QStringList position;
            double cost = 0, luck = 0;
            for (const QJsonValue& v : moves) {
                const QJsonObject m = v.toObject();
                const QString guess = m.value(QStringLiteral("guess")).toString();
                QStringList tree = L({"--opener"}) << guess;
                if (!position.isEmpty())
                    tree << QStringLiteral("--position") << position.join(QLatin1Char(','));
                if (*mode)
                    tree << QString::fromLatin1(mode);
                QCOMPARE(m.value(QStringLiteral("played_expected")).toDouble(), further(tree));
                QCOMPARE(m.value(QStringLiteral("cost")).toDouble(),
                         m.value(QStringLiteral("played_expected")).toDouble() -
                             m.value(QStringLiteral("best_expected")).toDouble());
                cost += m.value(QStringLiteral("cost")).toDouble();
                luck += m.value(QStringLiteral("luck")).toDouble();
                for (const char* key : {"pattern", "left_before", "left_after", "best"})
                    QVERIFY2(m.contains(QLatin1String(key)), key);
                position << guess + QLatin1Char(':') +
                                m.value(QStringLiteral("pattern")).toString();
            }
            QCOMPARE(moves[0].toObject().value(QStringLiteral("left_before")).toInt(), 8);
            QCOMPARE(moves[0].toObject().value(QStringLiteral("left_after")).toInt(), 7);
            QCOMPARE(moves[1].toObject().value(QStringLiteral("best_expected")).toDouble(),
                     moves[0].toObject().value(QStringLiteral("expected_after")).toDouble());
            QVERIFY(std::abs(doc.value(QStringLiteral("total_cost")).toDouble() - cost) < 1e-9);
            QVERIFY(std::abs(
                        3 - (moves[0].toObject().value(QStringLiteral("best_expected")).toDouble() +
                             cost - luck)) < 1e-9);
        }
        // The shared grid from a file, the guesses typed under it; standard input.
        const QByteArray grid =
            "Wordle 1,234 3/6\n\n\xe2\xac\x9b\xf0\x9f\x9f\xa8"
            "\xe2\xac\x9b\xe2\xac\x9b\xf0\x9f\x9f\xa8\n"
            "\xe2\xac\x9b\xf0\x9f\x9f\xa9\xf0\x9f\x9f\xa9"
            "\xf0\x9f\x9f\xa9\xf0\x9f\x9f\xa9\n"
            "\xf0\x9f\x9f\xa9\xf0\x9f\x9f\xa9\xf0\x9f\x9f\xa9"
            "\xf0\x9f\x9f\xa9\xf0\x9f\x9f\xa9\n"
            "crane\ntower\nlower\n";
        Run r = cli(L({"review"}) << lists << write("game.txt", grid));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("3 guesses, solved")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("3 played = ")), qPrintable(r.out));
        QProcess p;
        p.start(QStringLiteral(GUESSLAB_CLI), L({"review", "-"}) << lists);
        p.write("crane BYBBY\n");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(
            QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("not solved")));
        // Nerdle, where the search is feasible.
        r = cli(
            L({"review", "--nerdle", "5", "--json", "--game", "1+2=3,4-1=3", "--secret", "4-1=3"}));
        QCOMPARE(r.code, 0);
        QVERIFY(QJsonDocument::fromJson(r.out.toUtf8())
                    .object()
                    .value(QStringLiteral("complete"))
                    .toBool());

        expectUsageErrors({
            {L({"review"}) << lists,
             QStringLiteral("give the moves with --moves STEPS or as a file")},
            {L({"review", "--game", "crane BYBBY"}) << lists << write("other.txt", "crane BYBBY\n"),
             QStringLiteral("not both")},
            {L({"review", "/no/such/game.txt"}) << lists, QStringLiteral("cannot open")},
            {L({"review"}) << lists << write("bad.txt", "crane BYBBY\n\nbowls\n"),
             QStringLiteral("bad.txt:3: 'bowls' has no feedback")},
            {L({"review", "--game", "crane:BYBBY,trims:GBBBB"}) << lists,
             QStringLiteral("--game:1: step 2 (trims): no answer still possible")},
            {L({"review", "--hard", "--game", "crane:BYBBY,clamp:BBBBB"}) << lists,
             QStringLiteral("--game:1: step 2 (clamp): the guess must contain r, as step 1 "
                            "showed (hard mode)")},
            {L({"review", "--hard", "--strict", "--game", "crane:BYBBY"}) << lists,
             QStringLiteral("--hard and --strict exclude each other")},
            {L({"review", "--game", "crane:BYBBY", "--answers"})
                 << answers << QStringLiteral("--guesses") << guesses,
             QStringLiteral("add --union")},
        });
    }

    // Every command that reads a word list, fed each kind of bad file: exit
    // code 2 and one line on stderr naming the file and the problem.
    void badInputTable() {
        QTemporaryDir dir;
        const auto write = [&](const char* name, const QByteArray& text) {
            return writeFile(dir, name, text);
        };
        // 40,000 words: past eldrow's 20,000, and a matrix with any guess
        // list far past the 64 MiB budget below (a million took seconds a
        // command under the sanitizers, for the same refusal).
        QByteArray huge;
        huge.reserve(240000);
        for (int i = 0; i < 40000; ++i) {
            char w[7] = {0};
            for (int k = 4, v = i; k >= 0; --k, v /= 26)
                w[k] = static_cast<char>('a' + v % 26);
            w[5] = '\n';
            huge.append(w, 6);
        }
        QDir(dir.path()).mkdir(QStringLiteral("folder"));
        struct Case {
            const char* name;
            QString path;
            QString message;
        };
        const std::vector<Case> cases{
            {"missing", dir.filePath(QStringLiteral("no-such-file.txt")),
             QStringLiteral("cannot open")},
            {"directory", dir.filePath(QStringLiteral("folder")), QStringLiteral("is a directory")},
            {"empty", write("empty.txt", ""), QStringLiteral("has no words")},
            {"binary", write("binary.txt", QByteArray("\x00\xff\xfe\x01garbage\x80", 12)),
             QStringLiteral("not valid UTF-8")},
            {"latin-1", write("latin1.txt", "crane\nsl\xe9te\n"),
             QStringLiteral(":2: not valid UTF-8")},
            {"mixed lengths", write("mixed.txt", "crane\nslates\n"),
             QStringLiteral(":2: 'slates' has 6 symbols, expected 5")},
            {"wrong alphabet", write("alphabet.txt", "crane\nsl4te\n"),
             QStringLiteral(":2: 'sl4te' has the symbol '4'")},
            {"40,000 lines", write("huge.txt", huge),
             QStringLiteral("more than the memory budget")},
        };
        // {command and options (the list comes last); what the huge list
        // gives}: too large for a pattern matrix under a 64 MiB budget, but
        // eldrow has its own limit and rank streams instead.
        const std::vector<std::pair<QStringList, QString>> commands{
            {L({"pairs", "--top", "1", "--answers"}), {}},
            {L({"simulate", "--answers"}), {}},
            {L({"play", "--secret", "crane", "--answers"}), {}},
            {L({"tree", "--opener", "crane", "--union", "--answers"}), {}},
            {L({"eldrow", "--all", "--words"}), QStringLiteral("up to 20,000 words")},
            {L({"rank", "--top", "1", "--guesses"}), QStringLiteral("streams")},
        };
        for (const auto& [command, hugeMessage] : commands)
            for (const Case& c : cases) {
                QProcess p;
                QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
                env.insert(QStringLiteral("GUESSLAB_MEMORY_BUDGET"), QStringLiteral("64M"));
                p.setProcessEnvironment(env);
                p.start(QStringLiteral(GUESSLAB_CLI), QStringList(command) << c.path);
                QVERIFY(p.waitForFinished(120000));
                const QString err = QString::fromUtf8(p.readAllStandardError());
                const QString what = command.join(QLatin1Char(' ')) + QStringLiteral(" / ") +
                                     QString::fromLatin1(c.name) + QStringLiteral(": ") + err;
                const QString message =
                    !hugeMessage.isEmpty() && c.message.contains(QStringLiteral("budget"))
                        ? hugeMessage
                        : c.message;
                if (message == QStringLiteral("streams")) {  // ranks without keeping a matrix
                    QVERIFY2(p.exitCode() == 0, qPrintable(what));
                    continue;
                }
                QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 2,
                         qPrintable(what));
                QVERIFY2(err.contains(message), qPrintable(what));
                if (!c.message.contains(QStringLiteral("budget")))
                    QVERIFY2(err.contains(QFileInfo(c.path).fileName()), qPrintable(what));
                QVERIFY2(err.count(QLatin1Char('\n')) == 1, qPrintable(what));
            }
        // Unknown options, and words the lists lack, for every command.
        const std::vector<QStringList> unknown{
            L({"grade", "crane", "slate", "--frobnicate"}),
            L({"rank", "--frobnicate"}),
            L({"partition", "crane", "--frobnicate"}),
            L({"pairs", "--frobnicate"}),
            L({"nerdle", "generate", "--frobnicate"}),
            L({"simulate", "--frobnicate"}),
            L({"play", "--frobnicate"}),
            L({"eldrow", "--frobnicate"}),
            L({"tree", "--frobnicate"}),
            L({"verify", "--frobnicate"}),
            L({"lists", "--frobnicate"}),
        };
        for (const QStringList& args : unknown) {
            const Run r = cli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("frobnicate")), qPrintable(r.err));
            QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        }
        const QString one = write("one.txt", "crane\n");
        const std::vector<std::pair<QStringList, QString>> notInList{
            {L({"play", "--secret", "slate", "--answers"}) << one, QStringLiteral("slate")},
            {L({"tree", "--opener", "zzzzz"}), QStringLiteral("'zzzzz' is not in the guess list")},
            {L({"eldrow", "--target", "slate", "--words"}) << one,
             QStringLiteral("'slate' is not in")},
            {L({"pairs", "--first", "zzzzz"}), QStringLiteral("zzzzz")},
        };
        for (const auto& [args, message] : notInList) {
            const Run r = cli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
        }
        // A list of one word is a game of one answer: every command copes.
        for (const QStringList& args :
             {L({"rank", "--answers"}) << one, L({"partition", "crane", "--answers"}) << one,
              L({"simulate", "--answers"}) << one, L({"eldrow", "--all", "--words"}) << one,
              L({"tree", "--opener", "crane", "--union", "--answers"}) << one}) {
            const Run r = cli(args);
            QVERIFY2(r.code == 0,
                     qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
        }
        // Over the budget, rank measures each row as it grades it instead.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GUESSLAB_MEMORY_BUDGET"), QStringLiteral("1M"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GUESSLAB_CLI), L({"rank", "--top", "1"}));
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("soare")));
    }

    // A small list whose longest chains are known by hand: the seven -ower
    // words in any order (7!), or crane first and then six of them (6!).
    void eldrow() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ower.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("bower\ncower\nlower\nmower\npower\nrower\nsower\ntower\ncrane\nslate\n");
        f.close();
        Run r = cli({QStringLiteral("eldrow"), QStringLiteral("--words"), path,
                     QStringLiteral("--target"), QStringLiteral("tower"), QStringLiteral("--count"),
                     QStringLiteral("--chains"), QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("words")).toInt(), 10);
        QCOMPARE(doc.value(QStringLiteral("length")).toInt(), 8);
        QCOMPARE(doc.value(QStringLiteral("proven")).toBool(), true);
        QCOMPARE(doc.value(QStringLiteral("count")).toInteger(), 5040 + 720);
        const QJsonArray chains = doc.value(QStringLiteral("chains")).toArray();
        QCOMPARE(chains.size(), 3);
        for (const QJsonValue& c : chains) {
            QCOMPARE(c.toArray().size(), 8);
            QCOMPARE(c.toArray().last().toString(), QStringLiteral("tower"));
        }
        r = cli({QStringLiteral("eldrow"), QStringLiteral("--words"), path,
                 QStringLiteral("--start"), QStringLiteral("crane"), QStringLiteral("--count")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Longest: 8 guesses (proven")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("5040 chains of that length")));
        r = cli({QStringLiteral("eldrow"), QStringLiteral("--words"), path, QStringLiteral("--all"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("targets")).toArray().size(), 10);
        QVERIFY(!doc.contains(QStringLiteral("count")));  // not asked for

        const QString six = dir.filePath(QStringLiteral("six.txt"));
        QFile g(six);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("planet\nstrand\n");
        g.close();
        const std::vector<std::pair<QStringList, QString>> bad{
            {L({"eldrow", "--words"}) << path, QStringLiteral("one of --target")},
            {L({"eldrow", "--target", "crane", "--start", "crane"}),
             QStringLiteral("one of --target")},
            {L({"eldrow", "--target", "zzzzz", "--words"}) << path,
             QStringLiteral("'zzzzz' is not in")},
            {L({"eldrow", "--target", "cran"}), QStringLiteral("--target: ")},
            {L({"eldrow", "--all", "--time-limit", "-1"}), QStringLiteral("--time-limit")},
            {L({"eldrow", "--all", "--words"}) << six, QStringLiteral("up to 5 letters")},
            {L({"eldrow", "--all", "--words", "/no/such/file"}), QStringLiteral("cannot open")},
        };
        expectUsageErrors(bad);
    }

    void listsOfDifferentLengths() {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("four.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("abcd\nbcde\n");
        f.close();
        const Run r = cli({QStringLiteral("rank"), QStringLiteral("--answers"), f.fileName()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("length 4")), qPrintable(r.err));
        // The way out is named: a guess list that fits.
        QVERIFY2(r.err.contains(QStringLiteral("--guesses")), qPrintable(r.err));
        const Run fits = cli({QStringLiteral("rank"), QStringLiteral("--answers"), f.fileName(),
                              QStringLiteral("--guesses"), f.fileName()});
        QCOMPARE(fits.code, 0);
    }

    // A command whose figures count every answer alike refuses a prior
    // instead of printing unweighted figures as if they used it.
    void weightsRefusedWhereUnused() {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("w.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("cigar 5\nrebut 1\n");
        f.close();
        const QString w = f.fileName();
        const QList<QStringList> commands{
            {QStringLiteral("anyset"), QStringLiteral("--size"), QStringLiteral("3"),
             QStringLiteral("--within"), QStringLiteral("2")},
            {QStringLiteral("simulate")},
            {QStringLiteral("play"), QStringLiteral("--secret"), QStringLiteral("cigar")}};
        for (QStringList args : commands) {
            const QString command = args.front();
            args << QStringLiteral("--weights") << w;
            const Run r = cli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("--weights: ") + command +
                                    QStringLiteral(" counts every answer alike")),
                     qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
        const Run rank = cli({QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("3"),
                              QStringLiteral("--weights"), w});
        QCOMPARE(rank.code, 0);  // where a prior means something, it is taken
        // Trees take a prior for their totals, not for the worst case, the
        // classes of an opening book or the games of the Game menu.
        expectUsageErrors(
            {{L({"tree", "--opener", "salet", "--within", "5", "--weights"}) << w,
              QStringLiteral("--weights goes with totals, not with --within")},
             {L({"tree", "--best", "--all-totals", "--class-values", "600", "--results"})
                  << dir.filePath(QStringLiteral("r.jsonl")) << QStringLiteral("--weights") << w,
              QStringLiteral("or --class-values (the opening book holds plain totals)")},
             {L({"tree", "--game", "mastermind", "--weights"}) << w,
              QStringLiteral("--weights: tree over a game counts every secret alike")}});
    }

    // A tree under a prior: the weighted optimum, recorded in the strategy
    // file with the prior's fingerprint; verify recomputes it under the
    // same weights and refuses the file without them or with others.
    void treeUnderAPrior() {
        QTemporaryDir dir;
        const QStringList lists = owerListOptions(dir);
        const QString weights = writeFile(dir, "w.txt",
                                          "bower 0.25\ncower 4\nlower 1\nmower 1\npower 2.5\n"
                                          "rower 0\nsower 1\ntower 1\n");
        const QString out = dir.filePath(QStringLiteral("tree.txt"));
        Run r = cli(L({"tree", "--best", "--candidates", "0", "--json", "--weights"})
                    << weights << QStringLiteral("--out") << out << lists);
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject prior = doc.value(QStringLiteral("prior")).toObject();
        QCOMPARE(prior.value(QStringLiteral("weight_total")).toInt(), 43);  // in quarters
        const int weighted = prior.value(QStringLiteral("weighted_total")).toInt();
        QCOMPARE(prior.value(QStringLiteral("expected")).toDouble(), weighted / 43.0);
        QCOMPARE(prior.value(QStringLiteral("rounded")).toBool(), false);
        const QString fingerprint = prior.value(QStringLiteral("fingerprint")).toString();
        QCOMPARE(fingerprint.size(), 16);
        // No opener does better under the prior: each one's own tree.
        for (const char* opener : {"bowls", "clamp", "trims", "crane", "cower", "power"}) {
            const Run one =
                cli(L({"tree", "--json", "--opener", opener, "--weights"}) << weights << lists);
            QCOMPARE(one.code, 0);
            QVERIFY(QJsonDocument::fromJson(one.out.toUtf8())
                        .object()
                        .value(QStringLiteral("prior"))
                        .toObject()
                        .value(QStringLiteral("weighted_total"))
                        .toInt() >= weighted);
        }
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        file.close();
        QVERIFY(text.contains("@prior " + fingerprint.toLatin1() + "\n"));
        QVERIFY(text.contains("@weighted-total " + QByteArray::number(weighted) + "\n"));
        r = cli(L({"verify", "--json", "--weights"}) << weights << out << lists);
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                     .object()
                     .value(QStringLiteral("prior"))
                     .toObject()
                     .value(QStringLiteral("weighted_total"))
                     .toInt(),
                 weighted);
        const QString other = writeFile(dir, "other.txt",
                                        "bower 1\ncower 2\nlower 1\nmower 1\npower 1\n"
                                        "rower 1\nsower 1\ntower 1\n");
        QByteArray tampered = text;
        tampered.replace("@weighted-total " + QByteArray::number(weighted),
                         "@weighted-total " + QByteArray::number(weighted - 1));
        const QString bad = writeFile(dir, "bad.txt", tampered);
        expectUsageErrors(
            {{L({"verify"}) << out << lists,
              QStringLiteral("the strategy was chosen under a prior (@prior ") + fingerprint},
             {L({"verify", "--weights"}) << other << out << lists,
              QStringLiteral("the strategy was chosen under the prior ") + fingerprint},
             {L({"verify", "--weights"}) << weights << bad << lists,
              QStringLiteral("the file claims a weighted total of ") +
                  QString::number(weighted - 1)}});
        // Equal weights are the plain tree.
        const QString equal = writeFile(dir, "equal.txt",
                                        "bower 3\ncower 3\nlower 3\nmower 3\npower 3\n"
                                        "rower 3\nsower 3\ntower 3\n");
        const Run plain = cli(L({"tree", "--best", "--candidates", "0", "--json"}) << lists);
        const Run same = cli(L({"tree", "--best", "--candidates", "0", "--json", "--weights"})
                             << equal << lists);
        QCOMPARE(same.code, 0);
        const QJsonObject a = QJsonDocument::fromJson(plain.out.toUtf8()).object();
        const QJsonObject b = QJsonDocument::fromJson(same.out.toUtf8()).object();
        QCOMPARE(b.value(QStringLiteral("total")), a.value(QStringLiteral("total")));
        QCOMPARE(b.value(QStringLiteral("opener")), a.value(QStringLiteral("opener")));
        QVERIFY(!b.contains(QStringLiteral("prior")));
        // From a position the prior weighs the answers left, and the
        // further guesses are the ones expected under it.
        r = cli(L({"tree", "--position", "crane:BYBBY", "--weights"}) << weights << lists);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Under the prior ")) &&
                     r.out.contains(QStringLiteral("more expected under the prior")),
                 qPrintable(r.out));
        r = cli(L({"tree", "--position", "crane:BYBBY", "--json", "--weights"})
                << weights << lists);
        const QJsonObject at = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(at.value(QStringLiteral("expected_further")).toDouble(),
                 at.value(QStringLiteral("prior"))
                     .toObject()
                     .value(QStringLiteral("expected"))
                     .toDouble());
        // A review under the prior: the first move's expectation is the
        // weighted tree's, and the output names the prior.
        const Run crane =
            cli(L({"tree", "--opener", "crane", "--json", "--weights"}) << weights << lists);
        const QJsonObject cranePrior = QJsonDocument::fromJson(crane.out.toUtf8())
                                           .object()
                                           .value(QStringLiteral("prior"))
                                           .toObject();
        r = cli(L({"review", "--moves", "crane:BYBBY,power:GGGGG", "--candidates", "0", "--json",
                   "--weights"})
                << weights << lists);
        QCOMPARE(r.code, 0);
        const QJsonObject review = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(review.value(QStringLiteral("prior")).toString(), fingerprint);
        QCOMPARE(review.value(QStringLiteral("moves"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("played_expected"))
                     .toDouble(),
                 cranePrior.value(QStringLiteral("expected")).toDouble());
        r = cli(L({"review", "--moves", "crane:BYBBY,power:GGGGG", "--weights"})
                << weights << lists);
        QVERIFY2(r.out.contains(QStringLiteral("Expectations under the prior ") + fingerprint),
                 qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
