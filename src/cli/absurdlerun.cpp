// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdlerun.h"

#include "clierror.h"
#include "itemrunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

int runAbsurdleResults(const AbsurdleSolver& solver, int fewest, int threads,
                       const ResultsOptions& results, bool json) {
    const GameLists& lists = solver.lists();
    const AbsurdlePosition start = solver.start();
    ItemWork work;
    for (WordId g = 0; g < lists.guesses().size(); ++g) {
        work.items.push_back(lists.guesses().word(g));
        // Openers that leave more words take longer to judge: those first.
        work.cost.push_back(static_cast<double>(solver.play(start, g).words.size()));
    }
    work.compute = [&](size_t i, int64_t, JobContext& ctx) {
        const AbsurdlePosition after = solver.play(start, static_cast<WordId>(i));
        const AbsurdleVerdict v = solver.solve(after, fewest - 1, false, &ctx);
        if (v.stopped)
            return JsonLine();  // the runner sees the cancel and writes nothing
        JsonLine line;
        line.set("forces", v.fewest > 0)
            .set("feedback", toString(after.steps.back().feedback, lists.length()))
            .set("left", static_cast<int64_t>(after.words.size()));
        if (v.fewest > 0) {
            std::vector<std::string> game{lists.guesses().word(static_cast<WordId>(i))};
            game.insert(game.end(), v.line.begin(), v.line.end());
            line.set("line", game);
        }
        return line;
    };
    JsonLine header;
    header.set("run", std::string("absurdle"))
        .set("mode", std::string(ruleName(solver.rule())))
        .set("fewest", int64_t{fewest})
        .set("candidates", static_cast<int64_t>(lists.guesses().size()))
        .set("answers", static_cast<int64_t>(lists.answers().size()))
        .set("guesses", static_cast<int64_t>(lists.guesses().size()))
        .set("answer_list", listDigest(lists.answers()))
        .set("guess_list", listDigest(lists.guesses()));
    const RunEnd end = runItems(
        work, header, results, threads, QStringLiteral("openers"),
        [](const ItemRunStatus& s) { return s.last.empty() ? std::string() : "last " + s.last; });
    if (!end.coordinator)
        return kExitOk;
    QStringList forcing;
    for (const JsonLine& r : end.records)
        if (r.flag("forces").value_or(false))
            forcing << QString::fromStdString(*r.text("item"));
    std::sort(forcing.begin(), forcing.end());
    const bool complete = end.status.done == end.status.total && end.status.failed == 0;
    if (json) {
        QJsonObject doc = runJson(end, results.path(), complete);
        doc.insert(QStringLiteral("rule"), QString::fromLatin1(ruleName(solver.rule())));
        doc.insert(QStringLiteral("fewest"), fewest);
        doc.insert(QStringLiteral("forcing"), QJsonArray::fromStringList(forcing));
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        QTextStream out(stdout);
        out << "Openers done: " << end.status.done << " of " << end.status.total << " (results in "
            << results.path() << ")\n"
            << "Openers that force a win in " << fewest << ": " << forcing.size()
            << (complete ? QStringLiteral(" (every opener judged)") : QStringLiteral(" so far"))
            << '\n';
        if (forcing.size() <= 200)
            out << forcing.join(QLatin1Char(' ')) << '\n';
    }
    return exitCode(end);
}

}  // namespace guesslab::cli
