// SPDX-License-Identifier: GPL-3.0-or-later
// Runs of many items as a cluster user runs them: guesslab-cli alone and
// under mpirun with 1, 2 and 3 processes gives the same results file; a run
// killed part-way and resumed ends with the file of a run never killed;
// bad results files and option mixes are refused with exit code 2.
#include "reviewjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <climits>
#include <map>
#include <random>

namespace {

struct Run {
    int code;
    QString out;
    QString err;
};

// Open MPI keeps start-up allocations, some in plug-ins it has unloaded by
// exit, which a leak-checking build would report as leaks: under mpirun,
// leak checking is off (the runs without mpirun keep it).
void prepareMpi(QProcess& p) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (env.contains(QStringLiteral("ASAN_OPTIONS")))
        env.insert(QStringLiteral("ASAN_OPTIONS"),
                   env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
    p.setProcessEnvironment(env);
}

QStringList mpi(int processes) {
    return {QStringLiteral("--oversubscribe"), QStringLiteral("--allow-run-as-root"),
            QStringLiteral("-np"), QString::number(processes), QStringLiteral(GUESSLAB_CLI)};
}

Run run(const QStringList& args, int processes = 0) {
    QProcess p;
    if (processes > 0)
        prepareMpi(p);
    if (processes > 0)
        p.start(QStringLiteral(GUESSLAB_MPIRUN), mpi(processes) + args);
    else
        p.start(QStringLiteral(GUESSLAB_CLI), args);
    if (!p.waitForFinished(240000))
        qFatal("guesslab-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QStringList lines(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// A results file's records by item.
std::map<QString, QJsonObject> records(const QString& path) {
    std::map<QString, QJsonObject> byItem;
    for (const QString& line : lines(path)) {
        const QJsonObject r = QJsonDocument::fromJson(line.toUtf8()).object();
        if (r.contains(QStringLiteral("item")))
            byItem[r.value(QStringLiteral("item")).toString()] = r;
    }
    return byItem;
}

// The records as two runs must agree on: without their times (and, for
// Eldrow, without the chain, one of possibly many longest), sorted; the
// first line (the run) first.
QStringList content(const QString& path, bool dropChain = false) {
    QStringList all = lines(path);
    if (all.isEmpty())
        return all;
    const QString header = all.takeFirst();
    for (QString& l : all) {
        l.remove(QRegularExpression(QStringLiteral(",\"seconds\":[0-9.e-]+")));
        if (dropChain)
            l.remove(QRegularExpression(QStringLiteral(",\"chain\":\\[[^]]*\\]")));
    }
    std::sort(all.begin(), all.end());
    return QStringList{header} + all;
}

// Every 29th answer of the bundled list: 80 words, trees in milliseconds.
QString writeWords(const QTemporaryDir& dir, int step, int count) {
    QFile bundled(QStringLiteral(GUESSLAB_WORDLISTS "/wordle-answers-2315.txt"));
    if (!bundled.open(QIODevice::ReadOnly))
        qFatal("no bundled list");
    const QStringList all =
        QString::fromUtf8(bundled.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList picked;
    for (int i = 0; i < all.size() && picked.size() < count; i += step)
        picked << all[i];
    const QString path = dir.filePath(QStringLiteral("words%1.txt").arg(step));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write a test list");
    f.write(picked.join(QLatin1Char('\n')).toUtf8() + "\n");
    return path;
}

// tree --best over a list as answers and guesses.
QStringList treeArgs(const QString& words, const char* candidates) {
    return {QStringLiteral("tree"),
            QStringLiteral("--answers"),
            words,
            QStringLiteral("--guesses"),
            words,
            QStringLiteral("--best"),
            QStringLiteral("--candidates"),
            QString::fromLatin1(candidates)};
}

}  // namespace

class TestClusterRuns : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every opener's exact total: alone, and over 1, 2 and 3 processes.
    void treeTotalsAcrossProcesses() {
        QTemporaryDir dir;
        const QString words = writeWords(dir, 29, 80);
        const QStringList args =
            treeArgs(words, "0") + QStringList{QStringLiteral("--all-totals"),
                                               QStringLiteral("--threads"), QStringLiteral("1")};
        const QString alone = dir.filePath(QStringLiteral("alone.jsonl"));
        const Run a = run(args + QStringList{QStringLiteral("--results"), alone});
        QCOMPARE(a.code, 0);
        QVERIFY2(a.out.contains(QStringLiteral("proven best of these openers")), qPrintable(a.out));
        QCOMPARE(lines(alone).size(), 81);  // the run, then one line per opener
        // The best agrees with the search that never writes a file.
        const Run plain = run(treeArgs(words, "0"));
        QCOMPARE(plain.code, 0);
        const QString opener = plain.out.section(QLatin1Char(' '), 1, 1).remove(QLatin1Char(','));
        QVERIFY2(a.out.contains(QStringLiteral("Best opener: %1,").arg(opener)),
                 qPrintable(a.out + plain.out));
        for (int np : {1, 2, 3}) {
            const QString path = dir.filePath(QStringLiteral("np%1.jsonl").arg(np));
            const Run m = run(
                args + QStringList{QStringLiteral("--results"), path, QStringLiteral("--quiet")},
                np);
            QVERIFY2(m.code == 0, qPrintable(m.err));
            QCOMPARE(m.err, QString());
            QCOMPARE(content(path), content(alone));
        }
        // Pruned by the best so far: the same best over processes.
        const QString pruned = dir.filePath(QStringLiteral("pruned.jsonl"));
        QStringList best = args;
        best.removeAll(QStringLiteral("--all-totals"));
        const Run p = run(best + QStringList{QStringLiteral("--results"), pruned}, 2);
        QCOMPARE(p.code, 0);
        QVERIFY2(p.out.contains(QStringLiteral("Best opener: %1,").arg(opener)), qPrintable(p.out));
        QCOMPARE(lines(pruned).size(), 81);
        QVERIFY(lines(pruned).join(QLatin1Char('\n')).contains(QStringLiteral("\"exact\":false")));
    }

    // Every opener's total under a prior (random weights 1 to 4): each the
    // weighted total of the one-opener search, the best that of the best's
    // search, the same over 2 processes; resumed only under the same
    // weights; refused by the opening book and beside --class-values. Equal
    // weights give the plain run's file.
    void weightedTotalsAcrossProcesses() {
        QTemporaryDir dir;
        const QString words = writeWords(dir, 29, 60);
        const auto writeWeights = [&](const QString& name, bool equal) {
            const QString path = dir.filePath(name);
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                qFatal("cannot write weights");
            std::mt19937 random(11);
            for (const QString& w : lines(words))
                f.write(QStringLiteral("%1 %2\n")
                            .arg(w)
                            .arg(equal ? 3 : int(random() % 4) + 1)
                            .toUtf8());
            return path;
        };
        const QString weights = writeWeights(QStringLiteral("w.txt"), false);
        const QString others = dir.filePath(QStringLiteral("others.txt"));
        {
            QFile f(others);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (const QString& w : lines(words))
                f.write(
                    QStringLiteral("%1 %2\n").arg(w).arg(w < QStringLiteral("m") ? 1 : 2).toUtf8());
        }
        const QStringList args =
            treeArgs(words, "0") + QStringList{QStringLiteral("--all-totals"),
                                               QStringLiteral("--threads"), QStringLiteral("1")};
        const QStringList weighed = args + QStringList{QStringLiteral("--weights"), weights};
        const QString alone = dir.filePath(QStringLiteral("alone.jsonl"));
        const Run a = run(weighed + QStringList{QStringLiteral("--results"), alone});
        QVERIFY2(a.code == 0, qPrintable(a.err));
        QVERIFY2(a.out.contains(QStringLiteral(" weighted guesses (")), qPrintable(a.out));
        const QJsonObject header = QJsonDocument::fromJson(lines(alone).first().toUtf8()).object();
        QVERIFY(!header.value(QStringLiteral("prior")).toString().isEmpty());
        const auto rows = records(alone);
        QCOMPARE(rows.size(), size_t{60});
        // A few openers against their own search, which counts its weights.
        int checked = 0;
        for (const auto& [opener, row] : rows) {
            if (checked++ % 12 != 0)
                continue;
            QStringList one = treeArgs(words, "0");
            one.removeAll(QStringLiteral("--best"));
            one.removeAll(QStringLiteral("--candidates"));
            one.removeAll(QStringLiteral("0"));
            const Run o = run(one + QStringList{QStringLiteral("--opener"), opener,
                                                QStringLiteral("--weights"), weights,
                                                QStringLiteral("--json")});
            QVERIFY2(o.code == 0, qPrintable(o.err));
            const QJsonObject prior = QJsonDocument::fromJson(o.out.toUtf8())
                                          .object()
                                          .value(QStringLiteral("prior"))
                                          .toObject();
            QCOMPARE(row.value(QStringLiteral("total")).toInteger(),
                     prior.value(QStringLiteral("weighted_total")).toInteger());
            QCOMPARE(header.value(QStringLiteral("weight_total")).toInteger(),
                     prior.value(QStringLiteral("weight_total")).toInteger());
        }
        const Run best = run(treeArgs(words, "0") + QStringList{QStringLiteral("--weights"),
                                                                weights, QStringLiteral("--json")});
        QCOMPARE(best.code, 0);
        const QJsonObject bestJson = QJsonDocument::fromJson(best.out.toUtf8()).object();
        const QString opener = bestJson.value(QStringLiteral("opener")).toString();
        const qint64 bestTotal = bestJson.value(QStringLiteral("prior"))
                                     .toObject()
                                     .value(QStringLiteral("weighted_total"))
                                     .toInteger();
        QVERIFY2(
            a.out.contains(
                QStringLiteral("Best opener: %1, %2 weighted guesses").arg(opener).arg(bestTotal)),
            qPrintable(a.out + best.out));
        // Pruned by the best weighted total so far, over 2 processes: the
        // same best, its total exact, the others at least it.
        QStringList prunedArgs = weighed;
        prunedArgs.removeAll(QStringLiteral("--all-totals"));
        const QString pruned = dir.filePath(QStringLiteral("pruned.jsonl"));
        const Run p =
            run(prunedArgs + QStringList{QStringLiteral("--results"), pruned,
                                         QStringLiteral("--json"), QStringLiteral("--quiet")},
                2);
        QVERIFY2(p.code == 0, qPrintable(p.err));
        const QJsonObject prunedJson = QJsonDocument::fromJson(p.out.toUtf8()).object();
        QCOMPARE(prunedJson.value(QStringLiteral("opener")).toString(), opener);
        QCOMPARE(prunedJson.value(QStringLiteral("total")).toInteger(), bestTotal);
        for (const auto& [item, row] : records(pruned))
            QVERIFY(row.value(QStringLiteral("total")).toInteger() >= bestTotal);
        const QString two = dir.filePath(QStringLiteral("np2.jsonl"));
        const Run m = run(
            weighed + QStringList{QStringLiteral("--results"), two, QStringLiteral("--quiet")}, 2);
        QVERIFY2(m.code == 0, qPrintable(m.err));
        QCOMPARE(content(two), content(alone));
        // Resumed under other weights, or none: refused, the file kept.
        for (const QStringList& other :
             {args, args + QStringList{QStringLiteral("--weights"), others}}) {
            const Run r = run(other + QStringList{QStringLiteral("--resume"), alone});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("its \"prior\" differs")), qPrintable(r.err));
        }
        QCOMPARE(records(alone).size(), size_t{60});
        // Cut short and resumed under the same weights: the whole file.
        const QString cut = dir.filePath(QStringLiteral("cut.jsonl"));
        {
            QFile f(cut);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(lines(alone).mid(0, 21).join(QLatin1Char('\n')).toUtf8() + "\n");
        }
        const Run resumed = run(weighed + QStringList{QStringLiteral("--resume"), cut});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QCOMPARE(content(cut), content(alone));
        const Run review =
            run({QStringLiteral("review"), QStringLiteral("--answers"), words,
                 QStringLiteral("--guesses"), words, QStringLiteral("--moves"),
                 opener + QStringLiteral(":GGGGG"), QStringLiteral("--book"), alone});
        QCOMPARE(review.code, 2);
        QVERIFY2(review.err.contains(QStringLiteral("alone.jsonl:1: is a run under a prior")),
                 qPrintable(review.err));
        const Run classes =
            run(weighed + QStringList{QStringLiteral("--class-values"), QStringLiteral("10"),
                                      QStringLiteral("--results"),
                                      dir.filePath(QStringLiteral("c.jsonl"))});
        QCOMPARE(classes.code, 2);
        QVERIFY2(classes.err.contains(QStringLiteral("--class-values (the opening book holds")),
                 qPrintable(classes.err));
        // An answer without a weight: one warning for the launch, not one
        // per process.
        const QString partial = dir.filePath(QStringLiteral("partial.txt"));
        {
            QFile f(partial);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (const QString& w : lines(words).mid(1))
                f.write(w.toUtf8() + " 2\n");
        }
        const Run warned = run(weighed.mid(0, weighed.size() - 1) +
                                   QStringList{partial, QStringLiteral("--results"),
                                               dir.filePath(QStringLiteral("partial.jsonl")),
                                               QStringLiteral("--quiet")},
                               2);
        QVERIFY2(warned.code == 0, qPrintable(warned.err));
        QCOMPARE(warned.err.count(QStringLiteral("warning:")), 1);
        // Equal weights: the plain run.
        const QString equal = dir.filePath(QStringLiteral("equal.jsonl"));
        const QString unweighed = dir.filePath(QStringLiteral("plain.jsonl"));
        QCOMPARE(run(args + QStringList{QStringLiteral("--weights"),
                                        writeWeights(QStringLiteral("e.txt"), true),
                                        QStringLiteral("--results"), equal})
                     .code,
                 0);
        QCOMPARE(run(args + QStringList{QStringLiteral("--results"), unweighed}).code, 0);
        QCOMPARE(content(equal), content(unweighed));
    }

    // Every opener's classes (--class-values N): only the openers that
    // leave a class of N answers or more, each with the total of the plain
    // run and its classes of N/16 answers or more, the same over 1 and 2
    // processes; a review that reads them beside the plain table searches
    // no class of the first move and gives the figures of the plain table.
    void classValuesAcrossProcesses() {
        QTemporaryDir dir;
        const QString words = writeWords(dir, 29, 80);
        const QStringList args =
            treeArgs(words, "0") + QStringList{QStringLiteral("--all-totals"),
                                               QStringLiteral("--threads"), QStringLiteral("1"),
                                               QStringLiteral("--quiet")};
        const QString plain = dir.filePath(QStringLiteral("plain.jsonl"));
        QCOMPARE(run(args + QStringList{QStringLiteral("--results"), plain}).code, 0);
        const std::map<QString, QJsonObject> totals = records(plain);
        const QStringList deep =
            args + QStringList{QStringLiteral("--class-values"), QStringLiteral("20")};
        const QString alone = dir.filePath(QStringLiteral("classes.jsonl"));
        const Run a = run(deep + QStringList{QStringLiteral("--results"), alone});
        QVERIFY2(a.code == 0, qPrintable(a.err));
        const std::map<QString, QJsonObject> kept = records(alone);
        const QJsonObject header = QJsonDocument::fromJson(lines(alone).first().toUtf8()).object();
        QCOMPARE(header.value(QStringLiteral("class_values")).toInt(), 20);
        QCOMPARE(header.value(QStringLiteral("classes_from")).toInt(), 2);
        QCOMPARE(static_cast<int>(kept.size()), header.value(QStringLiteral("candidates")).toInt());
        QVERIFY2(!kept.empty() && kept.size() < totals.size(), qPrintable(lines(alone).join('\n')));
        for (const auto& [item, r] : kept) {
            QCOMPARE(r.value(QStringLiteral("total")),
                     totals.at(item).value(QStringLiteral("total")));
            int largest = 0;
            for (const QJsonValue c : r.value(QStringLiteral("classes")).toArray()) {
                const QStringList f = c.toString().split(QLatin1Char(' '));
                QCOMPARE(f.size(), 4);
                QVERIFY(f[1].toInt() >= 2 && f[2].toInt() >= f[1].toInt());
                largest = std::max(largest, f[1].toInt());
            }
            QVERIFY2(largest >= 20, qPrintable(item));
        }
        const QString two = dir.filePath(QStringLiteral("classes2.jsonl"));
        const Run m = run(deep + QStringList{QStringLiteral("--results"), two}, 2);
        QVERIFY2(m.code == 0, qPrintable(m.err));
        QCOMPARE(content(two), content(alone));

        // A game opening with one of them, the secret in its largest class.
        const QString opener = kept.begin()->first;
        const Run split =
            run({QStringLiteral("partition"), opener, QStringLiteral("--answers"), words,
                 QStringLiteral("--guesses"), words, QStringLiteral("--json")});
        QCOMPARE(split.code, 0);
        QString secret;
        int largest = 0;
        for (const QJsonValue c : QJsonDocument::fromJson(split.out.toUtf8())
                                      .object()
                                      .value(QStringLiteral("classes"))
                                      .toArray())
            if (const int size = c.toObject().value(QStringLiteral("size")).toInt();
                size > largest) {
                largest = size;
                secret = c.toObject().value(QStringLiteral("words")).toArray().first().toString();
            }
        QVERIFY(largest >= 20);
        const QStringList review = {QStringLiteral("review"),
                                    QStringLiteral("--json"),
                                    QStringLiteral("--quiet"),
                                    QStringLiteral("--answers"),
                                    words,
                                    QStringLiteral("--guesses"),
                                    words,
                                    QStringLiteral("--moves"),
                                    opener + QLatin1Char(',') + secret,
                                    QStringLiteral("--secret"),
                                    secret,
                                    QStringLiteral("--book")};
        const Run shallow = run(review + QStringList{plain});
        const Run read = run(review + QStringList{plain, QStringLiteral("--book"), alone});
        QVERIFY2(shallow.code == 0 && read.code == 0, qPrintable(shallow.err + read.err));
        const auto first = [](const Run& r) {
            return guesslab::test::reviewMoves(r.out).first().toObject();
        };
        QCOMPARE(first(read).value(QStringLiteral("classes_searched")).toInt(), 0);
        QVERIFY(first(shallow).value(QStringLiteral("classes_searched")).toInt() > 0);
        QJsonObject a1 = first(read), b1 = first(shallow);
        QVERIFY(a1.value(QStringLiteral("classes_read")).toInt() > 0);
        QCOMPARE(b1.value(QStringLiteral("classes_read")).toInt(), 0);
        for (const char* key : {"classes_searched", "classes_read"}) {
            a1.remove(QLatin1String(key));
            b1.remove(QLatin1String(key));
        }
        QCOMPARE(a1, b1);
        QCOMPARE(guesslab::test::reviewMoves(read.out).at(1),
                 guesslab::test::reviewMoves(shallow.out).at(1));

        const Run without = run(treeArgs(words, "0") +
                                QStringList{QStringLiteral("--class-values"), QStringLiteral("20"),
                                            QStringLiteral("--results"), dir.filePath("x.jsonl")});
        QCOMPARE(without.code, 2);
        QVERIFY2(without.err.contains(QStringLiteral("--class-values goes with --all-totals")),
                 qPrintable(without.err));
    }

    // Openers that tie for the best (four among these words): a run pruned
    // by the best so far proves each of them, whichever finishes first, so
    // the best is the one ranked first over 1, 2 and 3 processes, as in the
    // search that never writes a file. (With the best itself as the cutoff,
    // the later ones came out unproven.)
    void tiedBestAcrossProcesses() {
        QTemporaryDir dir;
        const QString words = writeWords(dir, 56, 40);
        const QStringList args =
            treeArgs(words, "0") + QStringList{QStringLiteral("--threads"), QStringLiteral("1")};
        const QString alone = dir.filePath(QStringLiteral("alone.jsonl"));
        QVERIFY(run(args + QStringList{QStringLiteral("--all-totals"), QStringLiteral("--results"),
                                       alone, QStringLiteral("--quiet")})
                    .code == 0);
        const std::map<QString, QJsonObject> every = records(alone);
        int least = INT_MAX;
        for (const auto& [item, r] : every)
            least = std::min(least, r.value(QStringLiteral("total")).toInt());
        QStringList tied;
        for (const auto& [item, r] : every)
            if (r.value(QStringLiteral("total")).toInt() == least)
                tied << item;
        QVERIFY2(tied.size() >= 2, qPrintable(tied.join(QLatin1Char(' '))));
        const Run plain = run(treeArgs(words, "0"));
        const QString opener = plain.out.section(QLatin1Char(' '), 1, 1).remove(QLatin1Char(','));
        QVERIFY2(tied.contains(opener), qPrintable(plain.out));
        for (int np : {1, 2, 3}) {
            const QString path = dir.filePath(QStringLiteral("pruned%1.jsonl").arg(np));
            const Run p = run(args + QStringList{QStringLiteral("--results"), path}, np);
            QVERIFY2(p.code == 0, qPrintable(p.err));
            QVERIFY2(p.out.contains(QStringLiteral("Best opener: %1,").arg(opener)),
                     qPrintable(p.out));
            const std::map<QString, QJsonObject> kept = records(path);
            for (const QString& item : tied) {
                QVERIFY2(kept.at(item).value(QStringLiteral("exact")).toBool(), qPrintable(item));
                QCOMPARE(kept.at(item).value(QStringLiteral("total")).toInt(), least);
            }
        }
    }

    // Every opener's verdict within K (normal, and hard with the fewest
    // unsolved): alone and over 1, 2 and 3 processes, each verdict equal to
    // the single-opener search's.
    void withinVerdictsAcrossProcesses() {
        QTemporaryDir dir;
        const QString words = writeWords(dir, 29, 80);
        for (const QStringList& extra :
             {QStringList{QStringLiteral("--within"), QStringLiteral("3")},
              QStringList{QStringLiteral("--within"), QStringLiteral("3"), QStringLiteral("--hard"),
                          QStringLiteral("--least-wrong")}}) {
            const QStringList args = treeArgs(words, "0") + extra +
                                     QStringList{QStringLiteral("--threads"), QStringLiteral("1")};
            const QString alone = dir.filePath(QStringLiteral("within-alone.jsonl"));
            QFile::remove(alone);
            const Run a = run(args + QStringList{QStringLiteral("--results"), alone});
            QVERIFY2(a.code == 0, qPrintable(a.err));
            QVERIFY2(a.out.contains(QStringLiteral("Every answer within 3 guesses: ")),
                     qPrintable(a.out));
            const QStringList verdicts = lines(alone);
            QCOMPARE(verdicts.size(), 81);
            QVERIFY(verdicts.first().contains(QStringLiteral("\"run\":\"within\"")));
            int solvable = 0;
            for (int i = 1; i < verdicts.size(); ++i) {
                const QJsonObject v = QJsonDocument::fromJson(verdicts[i].toUtf8()).object();
                solvable += v.value(QStringLiteral("solvable")).toBool();
                if (i > 12)
                    continue;  // a dozen held to the one-opener search
                QStringList one{QStringLiteral("tree"),
                                QStringLiteral("--answers"),
                                words,
                                QStringLiteral("--guesses"),
                                words,
                                QStringLiteral("--opener"),
                                v.value(QStringLiteral("item")).toString(),
                                QStringLiteral("--json")};
                const Run r = run(one + extra);
                QCOMPARE(r.code, 0);
                const QJsonObject want = QJsonDocument::fromJson(r.out.toUtf8()).object();
                QCOMPARE(v.value(QStringLiteral("solvable")).toBool(),
                         want.value(QStringLiteral("solvable")).toBool());
                QCOMPARE(v.value(QStringLiteral("exact")).toBool(),
                         want.value(QStringLiteral("exact")).toBool());
                if (v.contains(QStringLiteral("wrong")))
                    QCOMPARE(v.value(QStringLiteral("wrong")).toInteger(),
                             want.value(QStringLiteral("wrong")).toInteger());
            }
            QVERIFY2(a.out.contains(QStringLiteral("guesses: %1 openers; not possible (proven): %2")
                                        .arg(solvable)
                                        .arg(80 - solvable)),
                     qPrintable(a.out));
            for (int np : {1, 2, 3}) {
                const QString path = dir.filePath(QStringLiteral("within-np%1.jsonl").arg(np));
                QFile::remove(path);
                const Run m = run(args + QStringList{QStringLiteral("--results"), path}, np);
                QVERIFY2(m.code == 0, qPrintable(m.err));
                QCOMPARE(content(path), content(alone));
            }
        }
        // Totals and verdicts do not mix.
        const Run mixed =
            run(treeArgs(words, "3") + QStringList{QStringLiteral("--within"), QStringLiteral("3"),
                                                   QStringLiteral("--all-totals"),
                                                   QStringLiteral("--results"),
                                                   dir.filePath(QStringLiteral("x.jsonl"))});
        QCOMPARE(mixed.code, 2);
        QVERIFY2(mixed.err.contains(QStringLiteral("--all-totals goes with totals")),
                 qPrintable(mixed.err));
    }

    // Every Eldrow target's longest chain: alone and over 2 and 3 processes.
    void eldrowAcrossProcesses() {
        QTemporaryDir dir;
        const QString words = writeWords(dir, 15, 150);
        const QStringList args{
            QStringLiteral("eldrow"), QStringLiteral("--words"),   words,
            QStringLiteral("--all"),  QStringLiteral("--threads"), QStringLiteral("1")};
        const QString alone = dir.filePath(QStringLiteral("alone.jsonl"));
        const Run a = run(args + QStringList{QStringLiteral("--results"), alone});
        QCOMPARE(a.code, 0);
        const Run plain = run(args);
        const QString length = plain.out.section(QLatin1Char(' '), 1, 1);
        QVERIFY2(a.out.contains(QStringLiteral("Longest: %1 guesses").arg(length)),
                 qPrintable(a.out + plain.out));
        QCOMPARE(lines(alone).size(), 151);
        for (int np : {2, 3}) {
            const QString path = dir.filePath(QStringLiteral("np%1.jsonl").arg(np));
            const Run m = run(args + QStringList{QStringLiteral("--results"), path}, np);
            QVERIFY2(m.code == 0, qPrintable(m.err));
            QCOMPARE(content(path, true), content(alone, true));
        }
    }

    // nerdle rank: one line per equation, handed out in blocks; alone and
    // over 1, 2 and 3 processes the same file, and the same ranking as the
    // plain command; a file cut after some blocks (and mid-line) is resumed
    // with only the missing equations done.
    void nerdleRankAcrossProcesses() {
        QTemporaryDir dir;
        const QStringList args{QStringLiteral("nerdle"),    QStringLiteral("rank"),
                               QStringLiteral("--length"),  QStringLiteral("7"),
                               QStringLiteral("--threads"), QStringLiteral("1"),
                               QStringLiteral("--top"),     QStringLiteral("0"),
                               QStringLiteral("--json"),    QStringLiteral("--quiet")};
        const QString alone = dir.filePath(QStringLiteral("alone.jsonl"));
        const Run a = run(args + QStringList{QStringLiteral("--results"), alone,
                                             QStringLiteral("--block"), QStringLiteral("97")});
        QVERIFY2(a.code == 0, qPrintable(a.err));
        const Run plain = run(args);
        QCOMPARE(plain.code, 0);
        const QJsonObject ranked = QJsonDocument::fromJson(a.out.toUtf8()).object();
        const QJsonObject reference = QJsonDocument::fromJson(plain.out.toUtf8()).object();
        QCOMPARE(ranked.value(QStringLiteral("ranking")),
                 reference.value(QStringLiteral("ranking")));
        QCOMPARE(ranked.value(QStringLiteral("ranking")).toArray().size(), 6661);
        QCOMPARE(ranked.value(QStringLiteral("done")).toInt(), 6661);
        QVERIFY(ranked.value(QStringLiteral("proven")).toBool());
        QCOMPARE(lines(alone).size(), 6662);
        for (int np : {1, 2, 3}) {
            const QString path = dir.filePath(QStringLiteral("np%1.jsonl").arg(np));
            const Run m = run(args + QStringList{QStringLiteral("--results"), path,
                                                 QStringLiteral("--block"), QStringLiteral("50")},
                              np);
            QVERIFY2(m.code == 0, qPrintable(m.err));
            QCOMPARE(content(path), content(alone));
        }
        // As a kill leaves it: the first 1000 equations and half a line.
        const QString cut = dir.filePath(QStringLiteral("cut.jsonl"));
        const QStringList all = lines(alone);
        QFile f(cut);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(all.mid(0, 1001).join(QLatin1Char('\n')).toUtf8() + "\n" +
                all[1001].left(30).toUtf8());
        f.close();
        const Run r = run(QStringList(args.mid(0, args.size() - 1)) +
                              QStringList{QStringLiteral("--resume"), cut},
                          2);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("(1000 earlier)")), qPrintable(r.err));
        QCOMPARE(content(cut), content(alone));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("ranking")),
                 reference.value(QStringLiteral("ranking")));
        // --block only with a results file.
        const Run refused =
            run({QStringLiteral("nerdle"), QStringLiteral("rank"), QStringLiteral("--length"),
                 QStringLiteral("6"), QStringLiteral("--block"), QStringLiteral("5")});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("--block goes with --results")),
                 qPrintable(refused.err));
    }

    // Killed by SIGTERM after some openers (alone, then under mpirun), then
    // resumed: only the rest is done and the file is a whole run's.
    void killedAndResumed() {
        QTemporaryDir dir;
        const QStringList args{
            QStringLiteral("tree"), QStringLiteral("--best"),       QStringLiteral("--candidates"),
            QStringLiteral("6"),    QStringLiteral("--all-totals"), QStringLiteral("--threads"),
            QStringLiteral("1")};
        const QString whole = dir.filePath(QStringLiteral("whole.jsonl"));
        QCOMPARE(
            run(args + QStringList{QStringLiteral("--results"), whole, QStringLiteral("--quiet")})
                .code,
            0);
        QCOMPARE(lines(whole).size(), 7);
        for (int np : {0, 2}) {
            const QString path = dir.filePath(QStringLiteral("killed%1.jsonl").arg(np));
            QProcess p;
            const QStringList a = args + QStringList{QStringLiteral("--results"), path};
            if (np)
                prepareMpi(p);
            if (np)
                p.start(QStringLiteral(GUESSLAB_MPIRUN), mpi(np) + a);
            else
                p.start(QStringLiteral(GUESSLAB_CLI), a);
            QVERIFY(p.waitForStarted());
            QTRY_VERIFY_WITH_TIMEOUT(lines(path).size() >= 2, 120000);  // an opener done
            p.terminate();                                              // SIGTERM
            QVERIFY(p.waitForFinished(60000));
            if (!np)
                QCOMPARE(p.exitCode(), 130);
            const int done = static_cast<int>(lines(path).size()) - 1;
            QVERIFY(done >= 1);
            if (done == 6)
                QSKIP("every opener finished before the kill: nothing to resume");
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(err.contains(QStringLiteral("/6 openers")), qPrintable(err));
            const Run r = run(args + QStringList{QStringLiteral("--resume"), path}, np);
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("(%1 earlier)").arg(done)), qPrintable(r.err));
            QCOMPARE(content(path), content(whole));
            // Resuming a finished run does nothing and says so.
            const Run again = run(args + QStringList{QStringLiteral("--resume"), path});
            QCOMPARE(again.code, 0);
            QVERIFY(again.out.contains(QStringLiteral("Openers done: 6 of 6")));
            QCOMPARE(content(path), content(whole));
        }
    }

    void badFilesAndOptions() {
        QTemporaryDir dir;
        const QString words = writeWords(dir, 29, 40);
        const QStringList base = treeArgs(words, "5");
        const QString path = dir.filePath(QStringLiteral("r.jsonl"));
        QCOMPARE(run(base + QStringList{QStringLiteral("--results"), path}).code, 0);
        const auto refused = [](const Run& r, const QString& message) {
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
        };
        // An earlier run's file is not overwritten.
        refused(run(base + QStringList{QStringLiteral("--results"), path}),
                QStringLiteral("holds the results of an earlier run"));
        // Another run's file is not resumed.
        QStringList other = base;
        other.replace(other.indexOf(QStringLiteral("5")), QStringLiteral("6"));
        refused(run(other + QStringList{QStringLiteral("--resume"), path}),
                QStringLiteral("r.jsonl:1: describes another run (its \"candidates\" differs)"));
        refused(run(base + QStringList{QStringLiteral("--results"), path,
                                       QStringLiteral("--resume"), path}),
                QStringLiteral("choose one of --results FILE"));
        refused(run({QStringLiteral("tree"), QStringLiteral("--opener"), QStringLiteral("salet"),
                     QStringLiteral("--results"), path}),
                QStringLiteral("--results and --resume go with --best, not --opener"));
        refused(run({QStringLiteral("eldrow"), QStringLiteral("--target"), QStringLiteral("abbey"),
                     QStringLiteral("--results"), path}),
                QStringLiteral("go with --all"));
        refused(run(base + QStringList{QStringLiteral("--all-totals")}),
                QStringLiteral("--all-totals goes with --best and --results"));
        // A broken line is named with its number; nothing is written.
        QFile f(path);
        QVERIFY(f.open(QIODevice::Append));
        f.write("{\"item\":\"crane\",\"total\":x}\n");
        f.close();
        const QStringList before = lines(path);
        refused(run(base + QStringList{QStringLiteral("--resume"), path}),
                QStringLiteral("r.jsonl:7: is not a results line"));
        QCOMPARE(lines(path), before);
        // An item this run does not have.
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before.first().toUtf8() + "\n{\"item\":\"zzzzz\",\"total\":1,\"exact\":true}\n");
        f.close();
        refused(run(base + QStringList{QStringLiteral("--resume"), path}),
                QStringLiteral("the item \"zzzzz\" is not one of this run's"));
    }
};

QTEST_GUILESS_MAIN(TestClusterRuns)
#include "tst_clusterruns.moc"
