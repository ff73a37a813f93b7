// SPDX-License-Identifier: GPL-3.0-or-later
#include "nerdlerun.h"

#include "clierror.h"
#include "itemrunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <algorithm>
#include <unordered_map>

namespace guesslab::cli {

void printEquationRanking(const GameLists& lists, const Ranking& ranking,
                          const EquationRankRequest& request, const QJsonObject& run) {
    const size_t shown =
        request.top == 0 ? ranking.rows.size() : std::min(ranking.rows.size(), request.top);
    if (request.json) {
        QJsonArray rows;
        for (size_t i = 0; i < shown; ++i) {
            const GuessMeasures& m = ranking.rows[i];
            rows.append(QJsonObject{
                {QStringLiteral("equation"), QString::fromStdString(lists.guesses().word(m.guess))},
                {QStringLiteral("entropy"), m.entropy},
                {QStringLiteral("remaining"), m.remaining},
                {QStringLiteral("classes"), static_cast<qint64>(m.classes)},
                {QStringLiteral("largest"), static_cast<qint64>(m.largest)},
                {QStringLiteral("expected_size"), m.expectedSize},
                {QStringLiteral("is_answer"), m.isCandidate}});
        }
        QJsonObject doc = run;
        doc.insert(QStringLiteral("answers"), static_cast<qint64>(lists.answers().size()));
        doc.insert(QStringLiteral("guesses"), static_cast<qint64>(lists.guesses().size()));
        doc.insert(QStringLiteral("metric"), request.metricName);
        doc.insert(QStringLiteral("ranking"), rows);
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return;
    }
    const int length = static_cast<int>(lists.length());
    QTextStream out(stdout);
    out << "Solutions: " << lists.answers().size() << "   Guesses: " << lists.guesses().size()
        << "   Metric: " << request.metricName << '\n';
    out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
               .arg(QStringLiteral("rank"), 6)
               .arg(QStringLiteral("equation"), -length)
               .arg(QStringLiteral("entropy"), 8)
               .arg(QStringLiteral("remaining"), 9)
               .arg(QStringLiteral("classes"), 7)
               .arg(QStringLiteral("largest"), 7)
               .arg(QStringLiteral("exp.size"), 8);
    for (size_t i = 0; i < shown; ++i) {
        const GuessMeasures& m = ranking.rows[i];
        out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                   .arg(i + 1, 6)
                   .arg(QString::fromStdString(lists.guesses().word(m.guess)), -length)
                   .arg(m.entropy, 8, 'f', 4)
                   .arg(m.remaining, 9, 'f', 4)
                   .arg(m.classes, 7)
                   .arg(m.largest, 7)
                   .arg(m.expectedSize, 8, 'f', 2);
    }
}

namespace {

JsonLine recordOf(const GuessMeasures& m) {
    JsonLine line;
    line.set("entropy", m.entropy)
        .set("remaining", m.remaining)
        .set("classes", int64_t{m.classes})
        .set("largest", int64_t{m.largest})
        .set("expected_size", m.expectedSize)
        .set("is_answer", m.isCandidate)
        .set("order_key", static_cast<int64_t>(m.orderKey));
    return line;
}

double number(const JsonLine& r, std::string_view key) {
    const JsonLine::Value* v = r.find(key);
    if (const double* d = v ? std::get_if<double>(v) : nullptr)
        return *d;
    if (const int64_t* i = v ? std::get_if<int64_t>(v) : nullptr)
        return static_cast<double>(*i);
    throw UsageError(*r.text("item") + ": the results line has no number \"" + std::string(key) +
                     "\"");
}

GuessMeasures measuresOf(const JsonLine& r, WordId guess) {
    GuessMeasures m;
    m.guess = guess;
    m.entropy = number(r, "entropy");
    m.remaining = number(r, "remaining");
    m.classes = static_cast<uint32_t>(r.integer("classes").value_or(0));
    m.largest = static_cast<uint32_t>(r.integer("largest").value_or(0));
    m.expectedSize = number(r, "expected_size");
    m.isCandidate = r.flag("is_answer").value_or(false);
    m.orderKey = static_cast<uint64_t>(r.integer("order_key").value_or(0));
    return m;
}

}  // namespace

int runEquationRankResults(const GameLists& lists, const EquationRankRequest& request,
                           const ResultsOptions& options) {
    const WordList& guesses = lists.guesses();
    const CandidateSet all = CandidateSet::all(lists.answers().size());
    // Items grouped by their symbols, so a block of them projects the
    // solutions once a group (records go by name: any order resumes).
    const std::vector<WordId> order = projectionOrder(guesses);
    ItemWork work;
    for (const WordId g : order)
        work.items.push_back(guesses.word(g));
    work.blockSize = request.block > 0
                         ? request.block
                         : std::clamp<size_t>((size_t{1} << 29) / lists.answers().size(), 16, 4096);
    work.computeBlock = [&](const std::vector<size_t>& items, int64_t, JobContext& ctx) {
        RankOptions subset;
        for (const size_t i : items)
            subset.guesses.push_back(order[i]);
        const Ranking r = rankStreaming(lists, all, subset, &ctx);
        std::unordered_map<WordId, const GuessMeasures*> byGuess;
        for (const GuessMeasures& m : r.rows)
            byGuess.emplace(m.guess, &m);
        std::vector<JsonLine> records;
        for (const size_t i : items)
            if (const auto at = byGuess.find(order[i]); at != byGuess.end())
                records.push_back(recordOf(*at->second));
        return records;  // short when cancelled: runBlock then keeps nothing
    };
    JsonLine header;
    header.set("run", std::string("nerdle-rank"))
        .set("length", int64_t{request.length})
        .set("loose", request.loose)
        .set("solutions", static_cast<int64_t>(lists.answers().size()))
        .set("solution_list", listDigest(lists.answers()))
        .set("guesses", static_cast<int64_t>(guesses.size()))
        .set("guess_list", listDigest(guesses));
    const RunEnd end = runItems(
        work, header, options, request.threads, QStringLiteral("equations"),
        [](const ItemRunStatus& s) { return s.last.empty() ? std::string() : "last " + s.last; });
    if (!end.coordinator)
        return kExitOk;
    std::unordered_map<std::string, WordId> idOf;
    for (WordId g = 0; g < guesses.size(); ++g)
        idOf.emplace(guesses.word(g), g);
    Ranking ranking;
    ranking.candidates = lists.answers().size();
    for (const JsonLine& r : end.records)
        ranking.rows.push_back(measuresOf(r, idOf.at(*r.text("item"))));
    ranking.complete = end.status.done == end.status.total;
    sortRanking(ranking, request.metric);
    if (!request.json) {
        QTextStream(stdout) << "Equations done: " << end.status.done << " of " << end.status.total
                            << " (results in " << options.path() << ")"
                            << (ranking.complete ? "" : "; the ranking below is of those only")
                            << '\n';
    }
    printEquationRanking(lists, ranking, request, runJson(end, options.path(), ranking.complete));
    return exitCode(end);
}

}  // namespace guesslab::cli
