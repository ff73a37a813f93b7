// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "jobprogress.h"
#include "listoptions.h"
#include "pairsearch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <unistd.h>

namespace guesslab::cli {

namespace {

// The pair's words in alphabetical order, as the output promises.
std::pair<QString, QString> wordsOf(const GameLists& lists, const PairResult& p) {
    QString a = QString::fromStdString(lists.guesses().word(p.first));
    QString b = QString::fromStdString(lists.guesses().word(p.second));
    if (b < a)
        std::swap(a, b);
    return {a, b};
}

void printJson(const GameLists& lists, const PairSearchResult& r) {
    QJsonArray pairs;
    for (const PairResult& p : r.pairs) {
        const auto [a, b] = wordsOf(lists, p);
        pairs.append(QJsonObject{{QStringLiteral("first"), a},
                                 {QStringLiteral("second"), b},
                                 {QStringLiteral("remaining"), p.remaining},
                                 {QStringLiteral("classes"), static_cast<qint64>(p.classes)},
                                 {QStringLiteral("largest"), static_cast<qint64>(p.largest)}});
    }
    const QJsonObject doc{{QStringLiteral("answers"), static_cast<qint64>(lists.answers().size())},
                          {QStringLiteral("guesses"), static_cast<qint64>(lists.guesses().size())},
                          {QStringLiteral("proven"), r.proven},
                          {QStringLiteral("total"), static_cast<qint64>(r.totalPairs)},
                          {QStringLiteral("evaluated"), static_cast<qint64>(r.evaluated)},
                          {QStringLiteral("pruned"), static_cast<qint64>(r.pruned)},
                          {QStringLiteral("abandoned"), static_cast<qint64>(r.abandoned)},
                          {QStringLiteral("seconds"), r.seconds},
                          {QStringLiteral("pairs"), pairs}};
    QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

void printTable(const GameLists& lists, const PairSearchResult& r) {
    QTextStream out(stdout);
    out << (r.proven ? "Proven" : "NOT proven (stopped early): best found") << " top "
        << r.pairs.size() << " of " << r.totalPairs << " pairs; " << r.evaluated << " evaluated, "
        << r.pruned << " pruned (" << r.abandoned << " part-way) in "
        << QString::number(r.seconds, 'f', 2) << " s\n";
    out << QStringLiteral("%1  %2  %3  %4  %5\n")
               .arg(QStringLiteral("rank"), 5)
               .arg(QStringLiteral("pair"), -2 * lists.length() - 3)
               .arg(QStringLiteral("remaining"), 9)
               .arg(QStringLiteral("classes"), 7)
               .arg(QStringLiteral("largest"), 7);
    for (size_t i = 0; i < r.pairs.size(); ++i) {
        const auto [a, b] = wordsOf(lists, r.pairs[i]);
        out << QStringLiteral("%1  %2  %3  %4  %5\n")
                   .arg(i + 1, 5)
                   .arg(a + QStringLiteral(" + ") + b, -2 * lists.length() - 3)
                   .arg(r.pairs[i].remaining, 9, 'f', 4)
                   .arg(r.pairs[i].classes, 7)
                   .arg(r.pairs[i].largest, 7);
    }
}

}  // namespace

int runPairs(const QStringList& arguments) {
    CommandLine line(QStringLiteral("pairs"),
                     QStringLiteral("Finds the best two-word openers exactly: the top K pairs by "
                                    "expected remaining entropy of their joint partition."));
    ListOptions listOptions(line);
    line.addOption({QStringLiteral("top"), QStringLiteral("How many pairs (default 10)."),
                    QStringLiteral("K")});
    line.addOption(
        {QStringLiteral("answers-only"), QStringLiteral("Both words from the answer list.")});
    line.addOption({QStringLiteral("first"),
                    QStringLiteral("Fix the first word: its best partners."),
                    QStringLiteral("WORD")});
    line.addOption({QStringLiteral("time-limit"),
                    QStringLiteral("Stop after S seconds with the best found (not proven)."),
                    QStringLiteral("S")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of a table.")});
    if (!line.parse(arguments))
        return kExitOk;
    if (!line.positionals().isEmpty())
        throw UsageError("pairs takes no words; use --first WORD to fix one");
    PairSearchOptions options;
    options.top = static_cast<size_t>(line.intValue(QStringLiteral("top"), 10, 1, 100000));
    options.answersOnly = line.isSet(QStringLiteral("answers-only"));
    if (line.isSet(QStringLiteral("time-limit"))) {
        bool ok = false;
        options.timeLimitSeconds = line.value(QStringLiteral("time-limit")).toDouble(&ok);
        if (!ok || options.timeLimitSeconds <= 0)
            throw UsageError("--time-limit takes a number of seconds greater than 0");
    }
    const GameLists lists = listOptions.loadLists();
    if (line.isSet(QStringLiteral("first"))) {
        std::string word = line.value(QStringLiteral("first")).toStdString();
        if (auto problem =
                WordList::normaliseWord(word, lists.answers().alphabet(), lists.length());
            !problem.empty())
            throw UsageError("--first: " + problem);
        const auto id = lists.guesses().find(word);
        if (!id)
            throw UsageError("--first: '" + word + "' is not in the guess list");
        if (options.answersOnly && lists.answerOf(*id) == GameLists::kNotAnAnswer)
            throw UsageError("--first: '" + word + "' is not an answer, but --answers-only is set");
        options.first = *id;
    }
    const CandidateSet candidates = listOptions.candidates(lists.answers());
    const bool live = isatty(STDERR_FILENO);
    if (live)
        options.onStatus = [](const PairSearchStatus& s) {
            QTextStream err(stderr);
            err << "\r" << QString::number(100 * s.fraction, 'f', 1) << "%  " << s.evaluated
                << " evaluated, " << s.pruned << " pruned, best "
                << (s.best.empty() ? QStringLiteral("-")
                                   : QString::number(s.best.front().remaining, 'f', 4))
                << "   ";
        };
    Engine engine(listOptions.threads());
    auto outcome = runWithProgress<PairSearchResult>(
        engine, line.isSet(QStringLiteral("quiet")), [&](JobContext& ctx) {
            const PatternMatrix matrix =
                PatternMatrix::build(lists.guesses(), lists.answers(), &ctx);
            return searchPairs(lists, matrix, candidates, options, &ctx);
        });
    if (live)
        QTextStream(stderr) << "\r" << QString(70, QLatin1Char(' ')) << "\r";
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (line.isSet(QStringLiteral("json")))
        printJson(lists, *outcome.result);
    else
        printTable(lists, *outcome.result);
    return kExitOk;
}

}  // namespace guesslab::cli
