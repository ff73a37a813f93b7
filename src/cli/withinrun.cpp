// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"
#include "itemrunner.h"
#include "treerun.h"
#include "withinsolver.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

int runWithinResults(const GameLists& lists, const TreeRunRequest& request,
                     const ResultsOptions& options) {
    auto [matrix, openers, items, affinity, cost] = runOpeners(lists, request);
    WithinSolver solver(lists, *matrix);
    ItemWork work;
    work.items = items;
    work.affinity = affinity;
    // Verdicts do not bound one another: every opener is searched in full,
    // the dearest first.
    work.cost = cost;
    work.compute = [&](size_t i, int64_t, JobContext& ctx) {
        const WithinResult r = solver.forOpener(openers[i], request.rules.rule, request.within,
                                                request.leastWrong, &ctx);
        if (!r.proven)
            throw std::runtime_error("the search stopped before its end");
        JsonLine line;
        line.set("solvable", r.solvable).set("exact", r.exact);
        if (r.solvable || r.exact)
            line.set("wrong", static_cast<int64_t>(r.wrong));
        else
            line.set("wrong_at_least", static_cast<int64_t>(r.wrong));
        return line;
    };
    JsonLine header;
    header.set("run", std::string("within"))
        .set("mode", std::string(ruleName(request.rules.rule)))
        .set("within", int64_t{request.within})
        .set("least_wrong", request.leastWrong)
        .set("candidates", static_cast<int64_t>(openers.size()))
        .set("answers", static_cast<int64_t>(lists.answers().size()))
        .set("guesses", static_cast<int64_t>(lists.guesses().size()))
        .set("answer_list", listDigest(lists.answers()))
        .set("guess_list", listDigest(lists.guesses()));
    const RunEnd end = runItems(work, header, options, request.threads, QStringLiteral("openers"),
                                [&](const ItemRunStatus&) { return std::string(); });
    if (!end.coordinator)
        return kExitOk;
    size_t solvable = 0;
    for (const JsonLine& r : end.records)
        solvable += r.flag("solvable").value_or(false);
    const size_t verdicts = end.records.size();
    const bool complete = end.status.done == end.status.total;
    const QString path = options.path();
    if (request.json) {
        QJsonObject doc = runJson(end, path, complete);
        doc.insert(QStringLiteral("mode"), QString::fromLatin1(ruleName(request.rules.rule)));
        doc.insert(QStringLiteral("within"), request.within);
        doc.insert(QStringLiteral("solvable"), static_cast<qint64>(solvable));
        doc.insert(QStringLiteral("not_solvable"), static_cast<qint64>(verdicts - solvable));
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        QTextStream out(stdout);
        out << "Openers done: " << end.status.done << " of " << end.status.total << " (results in "
            << path << ")\n"
            << "Every answer within " << request.within << " guesses: " << solvable
            << " openers; not possible (proven): " << verdicts - solvable << " openers\n";
    }
    return exitCode(end);
}

}  // namespace guesslab::cli
