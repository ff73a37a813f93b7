// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsreport.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "gameanalysis.h"
#include "gameoptions.h"
#include "jobprogress.h"
#include "listoptions.h"
#include "ranking.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

namespace {

QJsonObject toJson(const GameLists& lists, const GuessMeasures& m) {
    return {{QStringLiteral("word"), QString::fromStdString(lists.guesses().word(m.guess))},
            {QStringLiteral("entropy"), m.entropy},
            {QStringLiteral("remaining"), m.remaining},
            {QStringLiteral("classes"), static_cast<qint64>(m.classes)},
            {QStringLiteral("largest"), static_cast<qint64>(m.largest)},
            {QStringLiteral("expected_size"), m.expectedSize},
            {QStringLiteral("is_answer"), m.isCandidate}};
}

void printTable(const GameLists& lists, const Ranking& ranking, size_t top) {
    QTextStream out(stdout);
    out << "Answers: " << lists.answers().size() << " ("
        << QString::fromStdString(lists.answers().source())
        << ")   Guesses: " << lists.guesses().size() << " ("
        << QString::fromStdString(lists.guesses().source())
        << ")   Prior entropy: " << QString::number(ranking.priorEntropy, 'f', 3) << " bits\n";
    out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8\n")
               .arg(QStringLiteral("rank"), 6)
               .arg(QStringLiteral("word"), -lists.length())
               .arg(QStringLiteral("entropy"), 8)
               .arg(QStringLiteral("remaining"), 9)
               .arg(QStringLiteral("classes"), 7)
               .arg(QStringLiteral("largest"), 7)
               .arg(QStringLiteral("exp.size"), 8)
               .arg(QStringLiteral("answer"));
    for (size_t i = 0; i < top; ++i) {
        const GuessMeasures& m = ranking.rows[i];
        out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8\n")
                   .arg(i + 1, 6)
                   .arg(QString::fromStdString(lists.guesses().word(m.guess)), -4)
                   .arg(m.entropy, 8, 'f', 4)
                   .arg(m.remaining, 9, 'f', 4)
                   .arg(m.classes, 7)
                   .arg(m.largest, 7)
                   .arg(m.expectedSize, 8, 'f', 2)
                   .arg(m.isCandidate ? QStringLiteral("yes") : QStringLiteral("no"));
    }
}

}  // namespace

int runRank(const QStringList& arguments) {
    CommandLine line(QStringLiteral("rank"),
                     QStringLiteral("Ranks every guess as an opener by the information its "
                                    "partition of the answers gives (best first)."));
    ListOptions listOptions(line);
    const GameOptions gameOptions(line, listOptions);
    line.addOption({QStringLiteral("top"), QStringLiteral("Rows to print; 0 for all (default 20)."),
                    QStringLiteral("N")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of a table.")});
    if (!line.parse(arguments))
        return kExitOk;
    if (!line.positionals().isEmpty())
        throw UsageError("rank takes no words; did you mean 'partition'?");
    const int top = line.intValue(QStringLiteral("top"), 20, 0, 1 << 30);
    if (gameOptions.severalBoards()) {  // at the start every board has every answer
        listOptions.refuseWeights("rank --game boards");
        const auto game = gameOptions.makeBoards();
        return runBoardsRank(BoardsPosition(*game), BoardsStrategy::Entropy,
                             static_cast<size_t>(top), listOptions.threads(),
                             line.isSet(QStringLiteral("json")));
    }
    if (!gameOptions.words())
        return rankGame(*gameOptions.makeGame(), static_cast<size_t>(top), listOptions.threads(),
                        line.isSet(QStringLiteral("quiet")),
                        {line.isSet(QStringLiteral("json")), false});

    const GameLists lists = listOptions.loadLists();
    const CandidateSet candidates = listOptions.candidates(lists.answers());
    Engine engine(listOptions.threads());
    auto outcome = runWithProgress<Ranking>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext& ctx) { return rankWithinBudget(lists, candidates, &ctx).ranking; });
    if (outcome.status != JobStatus::Finished)
        throw UsageError(outcome.error);
    const Ranking& ranking = *outcome.result;
    const size_t shown =
        top == 0 ? ranking.rows.size() : std::min(ranking.rows.size(), static_cast<size_t>(top));

    if (line.isSet(QStringLiteral("json"))) {
        QJsonArray rows;
        for (size_t i = 0; i < shown; ++i)
            rows.append(toJson(lists, ranking.rows[i]));
        const QJsonObject doc{
            {QStringLiteral("answers"), static_cast<qint64>(lists.answers().size())},
            {QStringLiteral("guesses"), static_cast<qint64>(lists.guesses().size())},
            {QStringLiteral("prior_entropy"), ranking.priorEntropy},
            {QStringLiteral("weighted"), ranking.weighted},
            {QStringLiteral("ranking"), rows}};
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        printTable(lists, ranking, shown);
    }
    return kExitOk;
}

}  // namespace guesslab::cli
