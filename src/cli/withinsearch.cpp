// SPDX-License-Identifier: GPL-3.0-or-later
#include "withinsearch.h"

#include "clierror.h"
#include "engine.h"
#include "jobprogress.h"
#include "strategyfile.h"
#include "treeoutput.h"
#include "treesearch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace guesslab::cli {

int runWithinSearch(const GameLists& lists, const WithinRequest& request) {
    TreeSearchRequest search;
    search.goal = TreeSearchRequest::Goal::Within;
    search.rules = {request.rule, request.within};
    search.opener = request.opener;
    search.leastWrong = request.leastWrong;
    search.families = request.families;
    Engine engine(request.threads);
    auto outcome = runWithProgress<TreeSearchResult>(
        engine, request.quiet, [&](JobContext& ctx) { return searchTree(lists, search, &ctx); });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const WithinResult& r = *outcome.result->within;
    const StrategyRules& rules = search.rules;
    const bool found = outcome.result->strategy != nullptr;
    const StrategyStats stats = found ? outcome.result->check->stats : StrategyStats{};
    if (found && !request.out.isEmpty())
        writeFile(request.out, formatStrategy(*outcome.result->strategy, lists, rules, stats));
    const auto word = [&](WordId g) { return QString::fromStdString(lists.guesses().word(g)); };
    if (request.json) {
        QJsonObject doc = found ? statsJson(stats) : QJsonObject{};
        doc.insert(QStringLiteral("opener"), word(request.opener));
        doc.insert(QStringLiteral("mode"), QString::fromLatin1(ruleName(request.rule)));
        doc.insert(QStringLiteral("within"), request.within);
        doc.insert(QStringLiteral("solvable"), r.proven && r.solvable);
        doc.insert(QStringLiteral("proven"), r.proven);
        doc.insert(QStringLiteral("exact"), r.proven && r.exact);
        doc.insert(QStringLiteral("wrong"), r.proven ? static_cast<qint64>(r.wrong) : 0);
        QJsonArray unsolved;
        for (WordId a : r.unsolved)
            unsolved.append(QString::fromStdString(lists.answers().word(a)));
        doc.insert(QStringLiteral("unsolved"), unsolved);
        doc.insert(QStringLiteral("nodes"), static_cast<qint64>(r.nodes));
        doc.insert(QStringLiteral("memo_sets"), static_cast<qint64>(r.memoEntries));
        doc.insert(QStringLiteral("any_3_in_2"), r.anyThreeInTwo);
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << "Opener " << word(request.opener);
    if (request.rule != GuessRule::Normal)
        out << " (" << ruleName(request.rule) << " mode)";
    if (!r.proven) {
        out << ": stopped before the end, nothing proven\n";
        return kExitOk;
    }
    if (r.solvable) {
        out << ": every answer found within " << request.within << " guesses (proven)\n";
    } else {
        out << ": no strategy finds every answer within " << request.within << " guesses (proven)";
        if (r.exact)
            out << "; the fewest left unsolved: " << r.wrong << " of " << lists.answers().size()
                << '\n';
        else
            out << "\n--least-wrong finds the fewest answers that must be left unsolved\n";
    }
    if (!r.unsolved.empty()) {
        out << "Unsolved within " << request.within << ":";
        for (WordId a : r.unsolved)
            out << ' ' << QString::fromStdString(lists.answers().word(a));
        out << '\n';
    }
    if (found)
        printStats(out, stats);
    out << r.nodes << " sets searched, " << r.memoEntries << " remembered\n";
    return kExitOk;
}

}  // namespace guesslab::cli
