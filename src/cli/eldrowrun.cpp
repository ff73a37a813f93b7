// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrowrun.h"

#include "clierror.h"
#include "itemrunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

int runEldrowResults(const EldrowSolver& solver, const EldrowOptions& options, int threads,
                     const ResultsOptions& results, bool json) {
    const WordList& words = solver.words();
    ItemWork work;
    for (WordId t = 0; t < words.size(); ++t)
        work.items.push_back(words.word(t));
    EldrowOptions one = options;
    one.chains = 1;
    work.compute = [&](size_t i, int64_t, JobContext& ctx) {
        const EldrowResult r = solver.forTarget(static_cast<WordId>(i), one, &ctx);
        std::vector<std::string> chain;
        if (!r.chains.empty())
            for (WordId w : r.chains.front())
                chain.push_back(words.word(w));
        JsonLine line;
        line.set("longest", int64_t{r.length}).set("proven", r.proven).set("chain", chain);
        if (r.counted)
            line.set("count", static_cast<int64_t>(std::min<uint64_t>(r.count, INT64_MAX)));
        return line;
    };
    JsonLine header;
    header.set("run", std::string("eldrow"))
        .set("words", static_cast<int64_t>(words.size()))
        .set("word_list", listDigest(words))
        .set("time_limit", options.timeLimitSeconds)
        .set("count", options.count);
    int64_t longest = 0;
    std::string longestTarget;
    const RunEnd end = runItems(
        work, header, results, threads, QStringLiteral("targets"),
        [&](const ItemRunStatus& s) { return s.last.empty() ? std::string() : "last " + s.last; });
    if (!end.coordinator)
        return kExitOk;
    const JsonLine* best = nullptr;
    size_t unproven = 0;
    for (const JsonLine& r : end.records) {
        unproven += !r.flag("proven").value_or(false);
        if (!best || r.integer("longest").value_or(0) > best->integer("longest").value_or(0) ||
            (r.integer("longest") == best->integer("longest") &&
             *r.text("item") < *best->text("item")))
            best = &r;
    }
    if (best) {
        longest = best->integer("longest").value_or(0);
        longestTarget = *best->text("item");
    }
    const bool complete = end.status.done == end.status.total && unproven == 0;
    const QString path = results.path();
    if (json) {
        QJsonObject doc = runJson(end, path, complete);
        doc.insert(QStringLiteral("length"), static_cast<qint64>(longest));
        if (best) {
            QJsonArray chain;
            for (const std::string& w : std::get<std::vector<std::string>>(*best->find("chain")))
                chain.append(QString::fromStdString(w));
            doc.insert(QStringLiteral("target"), QString::fromStdString(longestTarget));
            doc.insert(QStringLiteral("chain"), chain);
        }
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        QTextStream out(stdout);
        out << "Targets done: " << end.status.done << " of " << end.status.total << " (results in "
            << path << ")\n";
        if (best) {
            out << "Longest: " << longest << " guesses, ending in "
                << QString::fromStdString(longestTarget) << " ("
                << (complete ? QStringLiteral("proven, over every target")
                             : QStringLiteral("so far, not proven"))
                << ")\n";
            QStringList chain;
            for (const std::string& w : std::get<std::vector<std::string>>(*best->find("chain")))
                chain << QString::fromStdString(w);
            out << chain.join(QLatin1Char(' ')) << '\n';
        }
    }
    return exitCode(end);
}

}  // namespace guesslab::cli
