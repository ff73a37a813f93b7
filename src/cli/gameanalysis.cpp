// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameanalysis.h"

#include "clierror.h"
#include "engine.h"
#include "jobprogress.h"
#include "partition.h"
#include "questionranking.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <numeric>
#include <unordered_map>

namespace guesslab::cli {

namespace {

constexpr size_t kSecretsShown = 12;

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

}  // namespace

int rankGame(const Game& game, size_t top, int threads, bool quiet,
             const GameAnalysisOutput& output) {
    const CandidateSet all = CandidateSet::all(game.secretCount());
    Engine engine(threads);
    auto outcome = runWithProgress<QuestionRanking>(
        engine, quiet, [&](JobContext& ctx) { return rankQuestions(game, all, false, &ctx); });
    if (outcome.status != JobStatus::Finished)
        throw UsageError(outcome.error);
    const QuestionRanking& ranked = *outcome.result;
    const auto question = [&](const GuessMeasures& m) { return ranked.questions[m.guess]; };
    // One row per opening class (questions the symmetries map onto each
    // other split the secrets alike), with how many questions it stands for.
    std::vector<GuessMeasures> rows;
    std::vector<size_t> codes;
    std::unordered_map<std::string, size_t> rowOfClass;
    for (const GuessMeasures& m : ranked.ranking.rows) {
        const std::string cls = game.openingClass(question(m));
        if (!cls.empty()) {
            const auto [it, added] = rowOfClass.emplace(cls, rows.size());
            if (!added) {
                ++codes[it->second];
                continue;
            }
        }
        rows.push_back(m);
        codes.push_back(1);
    }
    if (game.picksFeedback()) {  // Absurdle: by the class the game keeps, then as ranked
        std::vector<size_t> order(rows.size());
        std::iota(order.begin(), order.end(), size_t{0});
        std::stable_sort(order.begin(), order.end(),
                         [&](size_t a, size_t b) { return rows[a].largest < rows[b].largest; });
        std::vector<GuessMeasures> sortedRows;
        std::vector<size_t> sortedCodes;
        for (size_t i : order) {
            sortedRows.push_back(rows[i]);
            sortedCodes.push_back(codes[i]);
        }
        rows = std::move(sortedRows);
        codes = std::move(sortedCodes);
    }
    const size_t shown = top == 0 ? rows.size() : std::min(rows.size(), top);
    if (output.json) {
        QJsonArray out;
        for (size_t i = 0; i < shown; ++i) {
            const GuessMeasures& m = rows[i];
            out.append(
                QJsonObject{{QStringLiteral("question"), text(game.describeQuestion(question(m)))},
                            {QStringLiteral("class"), text(game.openingClass(question(m)))},
                            {QStringLiteral("codes"), static_cast<qint64>(codes[i])},
                            {QStringLiteral("entropy"), m.entropy},
                            {QStringLiteral("remaining"), m.remaining},
                            {QStringLiteral("classes"), static_cast<qint64>(m.classes)},
                            {QStringLiteral("largest"), static_cast<qint64>(m.largest)},
                            {QStringLiteral("expected_size"), m.expectedSize},
                            {QStringLiteral("may_win"), m.isCandidate}});
        }
        const QJsonObject doc{{QStringLiteral("game"), text(game.name())},
                              {QStringLiteral("secrets"), static_cast<qint64>(all.size())},
                              {QStringLiteral("prior_entropy"), ranked.ranking.priorEntropy},
                              {QStringLiteral("ranking"), out}};
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    // Games without opening classes (coins, binary search) list questions alone.
    const bool classed = rows.size() < ranked.questions.size() ||
                         (!rows.empty() && !game.openingClass(question(rows[0])).empty());
    out << text(game.name()) << ": " << all.size() << " secrets, " << ranked.questions.size()
        << " questions";
    if (classed)
        out << " in " << rows.size() << " classes";
    out << "   Prior entropy: " << QString::number(ranked.ranking.priorEntropy, 'f', 3)
        << " bits\n";
    int width = 8;
    for (size_t i = 0; i < shown; ++i)
        width = std::max(width, static_cast<int>(game.describeQuestion(question(rows[i])).size()));
    const auto classColumns = [&](const QString& codes, const QString& cls) {
        return classed ? QStringLiteral("  %1  %2").arg(codes, 6).arg(cls) : QString();
    };
    out << QStringLiteral("%1  %2  %3  %4  %5  %6")
               .arg(QStringLiteral("rank"), 6)
               .arg(QStringLiteral("question"), -width)
               .arg(QStringLiteral("entropy"), 8)
               .arg(QStringLiteral("classes"), 7)
               .arg(QStringLiteral("largest"), 7)
               .arg(QStringLiteral("exp.size"), 8)
        << classColumns(QStringLiteral("codes"), QStringLiteral("class")) << '\n';
    for (size_t i = 0; i < shown; ++i) {
        const GuessMeasures& m = rows[i];
        out << QStringLiteral("%1  %2  %3  %4  %5  %6")
                   .arg(i + 1, 6)
                   .arg(text(game.describeQuestion(question(m))), -width)
                   .arg(m.entropy, 8, 'f', 4)
                   .arg(m.classes, 7)
                   .arg(m.largest, 7)
                   .arg(m.expectedSize, 8, 'f', 2)
            << classColumns(QString::number(codes[i]), text(game.openingClass(question(m))))
            << '\n';
    }
    return kExitOk;
}

int partitionGame(const Game& game, const std::string& question, const GameAnalysisOutput& output) {
    Phrase problem;
    const auto q = game.parseQuestion(question, &problem);
    if (!q)
        throw UsageError("'" + question + "': " + problem.str());
    const Partition partition =
        partitionByQuestion(game, *q, CandidateSet::all(game.secretCount()));
    std::vector<std::pair<Feedback, const std::vector<WordId>*>> sorted;
    for (const PartitionClass& c : partition.classes)
        sorted.emplace_back(static_cast<Feedback>(c.pattern.value), &c.members);
    const size_t n = game.secretCount();
    if (output.json) {
        QJsonArray out;
        for (const auto& [f, members] : sorted) {
            QJsonArray secrets;
            for (SecretId s : *members)
                secrets.append(text(game.describeSecret(s)));
            out.append(QJsonObject{{QStringLiteral("feedback"), text(game.describeFeedback(*q, f))},
                                   {QStringLiteral("size"), static_cast<qint64>(members->size())},
                                   {QStringLiteral("secrets"), secrets}});
        }
        const QJsonObject doc{{QStringLiteral("game"), text(game.name())},
                              {QStringLiteral("question"), text(game.describeQuestion(*q))},
                              {QStringLiteral("secrets"), static_cast<qint64>(n)},
                              {QStringLiteral("classes"), out}};
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << text(game.describeQuestion(*q)) << " over " << n << " secrets of " << text(game.name())
        << ": " << sorted.size() << " classes, largest " << partition.measures.largest
        << ", entropy " << QString::number(partition.measures.entropy, 'f', 4) << " bits\n";
    int width = 0;
    for (const auto& [f, members] : sorted)
        width = std::max(width, static_cast<int>(game.describeFeedback(*q, f).size()));
    for (const auto& [f, members] : sorted) {
        out << QStringLiteral("%1 %2 ")
                   .arg(text(game.describeFeedback(*q, f)), -width)
                   .arg(members->size(), 5);
        const size_t shown =
            output.allSecrets ? members->size() : std::min(members->size(), kSecretsShown);
        for (size_t i = 0; i < shown; ++i)
            out << ' ' << text(game.describeSecret((*members)[i]));
        if (shown < members->size())
            out << "  (+" << (members->size() - shown) << " more)";
        out << '\n';
    }
    return kExitOk;
}

}  // namespace guesslab::cli
