// SPDX-License-Identifier: GPL-3.0-or-later
#include "treerun.h"

#include "clierror.h"
#include "engine.h"
#include "itemrunner.h"
#include "jobprogress.h"
#include "openingbook.h"
#include "treesearch.h"
#include "treesolver.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>

namespace guesslab::cli {

RunOpeners runOpeners(const GameLists& lists, const TreeRunRequest& request) {
    RunOpeners out;
    Engine engine(request.threads);
    auto outcome = runWithProgress<bool>(engine, request.quiet, [&](JobContext& ctx) {
        out.matrix.emplace(PatternMatrix::build(lists.guesses(), lists.answers(), &ctx));
        // Under a prior ranked as tree --best ranks them: the same openers, ties alike.
        out.openers = openersByEntropy(lists, *out.matrix, static_cast<size_t>(request.candidates),
                                       &ctx, &out.cost, request.prior.get());
        return true;
    });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (request.classValues > 0) {  // only the openers that leave a class that large
        const PatternMatrix& matrix = *out.matrix;
        std::vector<uint32_t> count(patternCount(matrix.length()));
        std::vector<WordId> kept;
        std::vector<double> keptCost;
        for (size_t i = 0; i < out.openers.size(); ++i) {
            std::fill(count.begin(), count.end(), 0);
            uint32_t largest = 0;
            const Pattern green = Pattern::allGreen(matrix.length());
            for (WordId a = 0; a < matrix.answerCount(); ++a)
                if (const Pattern p = matrix.at(out.openers[i], a); p != green)
                    largest = std::max(largest, ++count[p.value]);
            if (largest >= static_cast<uint32_t>(request.classValues)) {
                kept.push_back(out.openers[i]);
                keptCost.push_back(out.cost[i]);
            }
        }
        out.openers = std::move(kept);
        out.cost = std::move(keptCost);
    }
    for (WordId g : out.openers) {
        out.items.push_back(lists.guesses().word(g));
        std::string letters = out.items.back();
        std::sort(letters.begin(), letters.end());
        out.affinity.push_back(letters);
    }
    return out;
}

size_t classFloor(int classValues) {
    return std::max<size_t>(2, (static_cast<size_t>(classValues) + 15) / 16);
}

namespace {

// An opener's line with its classes: each of classFloor(N) answers or more
// as an opening book a move deep reads it (formatBookClass).
JsonLine withClasses(TreeSolver& solver, const GameLists& lists, WordId opener,
                     const TreeRunRequest& request, JobContext& ctx) {
    const OpenerClassValues v = solver.allClassValues(opener, request.rules, &ctx);
    JsonLine r;
    if (!v.proven)
        return r;  // stopped: not written
    if (!v.solvable)
        return r.set("total", int64_t{0}).set("exact", false).set("solvable", false);
    const BookLine line = bookLine(v, lists, classFloor(request.classValues));
    const uint64_t answers = lists.answers().size();
    r.set("total", static_cast<int64_t>(line.total)).set("exact", true);
    r.set("average", std::round(double(line.total) / double(answers) * 1e6) / 1e6);
    r.set("classes", line.classes);
    return r;
}

// The end of a run: the best opener of the file (JSON or text), its total
// over the answers or, under a prior, over the weights.
void printRunEnd(const RunEnd& end, const JsonLine* best, const TreeRunRequest& request,
                 const QString& path, uint64_t weight) {
    const bool complete = end.status.done == end.status.total;
    if (request.json) {
        QJsonObject doc = runJson(end, path, complete);
        doc.insert(QStringLiteral("mode"), QString::fromLatin1(ruleName(request.rules.rule)));
        doc.insert(QStringLiteral("max_guesses"), request.rules.maxGuesses);
        doc.insert(QStringLiteral("opener"),
                   best ? QJsonValue(QString::fromStdString(*best->text("item"))) : QJsonValue());
        doc.insert(QStringLiteral("total"),
                   best ? QJsonValue(static_cast<qint64>(*best->integer("total"))) : QJsonValue());
        if (request.prior)  // "total" is then weighted, as "weighted_total" says
            doc.insert(
                QStringLiteral("prior"),
                QJsonObject{{QStringLiteral("fingerprint"),
                             QString::fromStdString(request.prior->fingerprint())},
                            {QStringLiteral("weight_total"), static_cast<qint64>(weight)},
                            {QStringLiteral("weighted_total"),
                             best ? QJsonValue(static_cast<qint64>(*best->integer("total")))
                                  : QJsonValue()},
                            {QStringLiteral("expected"),
                             best ? QJsonValue(double(*best->integer("total")) / double(weight))
                                  : QJsonValue()}});
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        QTextStream out(stdout);
        out << "Openers done: " << end.status.done << " of " << end.status.total << " (results in "
            << path << ")\n";
        if (best)
            out << "Best opener: " << QString::fromStdString(*best->text("item")) << ", "
                << *best->integer("total")
                << (request.prior ? " weighted guesses (" : " guesses in all (")
                << QString::number(double(*best->integer("total")) / double(weight), 'f', 4)
                << (request.prior ? QStringLiteral(" expected under the prior %1), ")
                                        .arg(QString::fromStdString(request.prior->fingerprint()))
                                  : QStringLiteral(" on average), "))
                << (complete ? QStringLiteral("proven best of these openers")
                             : QStringLiteral("best so far, not proven (%1 openers left)")
                                   .arg(end.status.total - end.status.done))
                << '\n';
        else if (complete)
            out << "No strategy within the rules starts with any of these openers\n";
    }
}

}  // namespace

int runTreeResults(const GameLists& lists, const TreeRunRequest& request,
                   const ResultsOptions& options) {
    if (request.within > 0)
        return runWithinResults(lists, request, options);
    if (request.prior && request.classValues > 0)  // the book reads plain classes only
        throw UsageError("--class-values counts every answer alike: leave out --weights");
    auto [matrix, openers, items, affinity, cost] = runOpeners(lists, request);
    TreeSolver solver(lists, *matrix);
    solver.setPrior(request.prior.get());
    const size_t answers = lists.answers().size();
    // Totals count each answer once, or its weight under the prior.
    const uint64_t weight = request.prior ? request.prior->weightTotal() : answers;
    ItemWork work;
    work.items = items;
    work.affinity = affinity;
    if (request.allTotals)  // else the likeliest best go first, to set the bound
        work.cost = cost;
    work.compute = [&](size_t i, int64_t bound, JobContext& ctx) {
        // One above the best so far: an opener that ties it is still
        // proven, so the tie goes to the opener ranked first whichever of
        // them finished first (the order varies with the processes).
        const uint64_t cutoff = request.allTotals || bound == ItemWork::kNoBound
                                    ? UINT64_MAX
                                    : static_cast<uint64_t>(bound) + 1;
        if (request.classValues > 0)
            return withClasses(solver, lists, openers[i], request, ctx);
        const OpenerValue v = solver.valueOf(openers[i], request.rules, cutoff, &ctx);
        JsonLine r;
        r.set("total", static_cast<int64_t>(v.total)).set("exact", v.exact);
        if (v.exact)
            r.set("average", std::round(double(v.total) / double(weight) * 1e6) / 1e6);
        if (!v.solvable)
            r.set("solvable", false);
        return r;
    };
    work.boundOf = [](const JsonLine& r) -> std::optional<int64_t> {
        if (r.flag("exact").value_or(false))
            return r.integer("total");
        return std::nullopt;
    };
    JsonLine header;
    header.set("run", std::string("tree"))
        .set("mode", std::string(ruleName(request.rules.rule)))
        .set("max_guesses", int64_t{request.rules.maxGuesses})
        .set("all_totals", request.allTotals)
        .set("candidates", static_cast<int64_t>(openers.size()))
        .set("answers", static_cast<int64_t>(answers))
        .set("guesses", static_cast<int64_t>(lists.guesses().size()))
        .set("answer_list", listDigest(lists.answers()))
        .set("guess_list", listDigest(lists.guesses()));
    if (request.prior)  // a resume under other weights is refused
        header.set("prior", request.prior->fingerprint())
            .set("weight_total", static_cast<int64_t>(weight));
    if (request.classValues > 0)
        header.set("class_values", int64_t{request.classValues})
            .set("classes_from", static_cast<int64_t>(classFloor(request.classValues)));
    const RunEnd end = runItems(work, header, options, request.threads, QStringLiteral("openers"),
                                [](const ItemRunStatus& s) {
                                    return s.bound == ItemWork::kNoBound
                                               ? std::string()
                                               : "best so far " + std::to_string(s.bound);
                                });
    if (!end.coordinator)
        return kExitOk;
    // The best: the least exact total, ties to the opener ranked first.
    const JsonLine* best = nullptr;
    size_t bestRank = 0;
    std::map<std::string, size_t> rank;
    for (size_t i = 0; i < work.items.size(); ++i)
        rank.emplace(work.items[i], i);
    for (const JsonLine& r : end.records) {
        if (!r.flag("exact").value_or(false))
            continue;
        const size_t at = rank.at(*r.text("item"));
        if (!best || *r.integer("total") < *best->integer("total") ||
            (*r.integer("total") == *best->integer("total") && at < bestRank)) {
            best = &r;
            bestRank = at;
        }
    }
    printRunEnd(end, best, request, options.path(), weight);
    return exitCode(end);
}

}  // namespace guesslab::cli
