#include "withinsearch.h"

#include "clierror.h"
#include "engine.h"
#include "jobprogress.h"
#include "patternmatrix.h"
#include "strategyfile.h"
#include "treeoutput.h"
#include "withinsolver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace guesslab::cli {

int runWithinSearch(const GameLists& lists, const WithinRequest& request) {
    Engine engine(request.threads);
    auto outcome = runWithProgress<WithinResult>(engine, request.quiet, [&](JobContext& ctx) {
        const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers(), &ctx);
        if (!matrix.complete())
            return WithinResult{};
        WithinSolver solver(lists, matrix);
        solver.setFamilies(request.families);
        return solver.forOpener(request.opener, request.rule, request.within, request.leastWrong,
                                &ctx);
    });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const WithinResult& r = *outcome.result;
    const StrategyRules rules{request.rule, request.within};
    StrategyCheck check;
    if (!r.strategy.empty()) {
        check = checkStrategy(r.strategy, lists, rules);
        if (!check.sound() || check.late.size() != r.wrong)  // solver and checker disagree
            throw std::runtime_error("internal error: the strategy found fails its check");
        if (!request.out.isEmpty())
            writeFile(request.out, formatStrategy(r.strategy, lists, rules, check.stats));
    }
    const auto word = [&](WordId g) { return QString::fromStdString(lists.guesses().word(g)); };
    if (request.json) {
        QJsonObject doc = r.strategy.empty() ? QJsonObject{} : statsJson(check.stats);
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
    if (!r.strategy.empty())
        printStats(out, check.stats);
    out << r.nodes << " sets searched, " << r.memoEntries << " remembered\n";
    return kExitOk;
}

}  // namespace guesslab::cli
