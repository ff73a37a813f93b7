// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdletreecommand.h"

#include "absurdletreefile.h"
#include "clierror.h"
#include "engine.h"
#include "inputerror.h"
#include "jobprogress.h"
#include "ruleoptions.h"
#include "treeoutput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

namespace {

QJsonArray nodesJson(const AbsurdleTree& tree, int32_t parent, const GameLists& lists,
                     const std::vector<std::vector<size_t>>& children) {
    QJsonArray out;
    for (size_t id : children[static_cast<size_t>(parent + 1)]) {
        const AbsurdleTree::Node& n = tree.nodes[id];
        QJsonObject node{
            {QStringLiteral("guess"), QString::fromStdString(lists.guesses().word(n.guess))},
            {QStringLiteral("feedback"),
             QString::fromStdString(toString(n.feedback, lists.length()))},
            {QStringLiteral("left"), static_cast<qint64>(n.left)}};
        const QJsonArray next = nodesJson(tree, static_cast<int32_t>(id), lists, children);
        if (!next.isEmpty())
            node.insert(QStringLiteral("next"), next);
        out.append(node);
    }
    return out;
}

}  // namespace

int runAbsurdleTree(const AbsurdleSolver& solver, const AbsurdlePosition& at, int most, int threads,
                    bool quiet, bool json, const QString& out) {
    Engine engine(threads);
    auto outcome = runWithProgress<AbsurdleTree>(
        engine, quiet, [&](JobContext& ctx) { return solver.winningTree(at, most, &ctx); });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (outcome.status != JobStatus::Finished || outcome.result->stopped)
        return kExitStopped;
    const AbsurdleTree& tree = *outcome.result;
    const GameLists& lists = solver.lists();
    QTextStream stdOut(stdout);
    if (!tree.fewest) {
        if (json)
            stdOut << QJsonDocument(QJsonObject{{QStringLiteral("fewest"), 0},
                                                {QStringLiteral("most"), most}})
                          .toJson(QJsonDocument::Indented);
        else
            stdOut << "# No win can be forced within " << most << " guesses (proven)\n";
        return kExitOk;
    }
    if (tree.truncated)
        throw UsageError("more than " + std::to_string(tree.nodes.size()) +
                         " guesses in the ways to win: too many to list");
    const std::string text = formatAbsurdleTreeFile(tree, lists, solver.rule());
    if (!out.isEmpty())
        writeFile(out, text);
    if (json) {
        std::vector<std::vector<size_t>> children(tree.nodes.size() + 1);
        for (size_t i = 0; i < tree.nodes.size(); ++i)
            children[static_cast<size_t>(tree.nodes[i].parent + 1)].push_back(i);
        QJsonArray played;
        for (const AbsurdleStep& s : tree.played)
            played.append(QString::fromStdString(lists.guesses().word(s.guess)));
        stdOut << QJsonDocument(
                      QJsonObject{
                          {QStringLiteral("rule"), QString::fromLatin1(ruleName(solver.rule()))},
                          {QStringLiteral("played"), played},
                          {QStringLiteral("fewest"), tree.fewest},
                          {QStringLiteral("ways"), static_cast<qint64>(tree.lines())},
                          {QStringLiteral("guesses"), static_cast<qint64>(tree.nodes.size())},
                          {QStringLiteral("tree"), nodesJson(tree, -1, lists, children)}})
                      .toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    stdOut << "# Fewest guesses that force a win from here: " << tree.fewest << " (proven); "
           << tree.lines() << (tree.lines() == 1 ? " way" : " ways") << ", " << tree.nodes.size()
           << " guesses in the tree\n";
    if (!out.isEmpty())
        stdOut << "# Written to " << out << " (check it with: verify --game absurdle " << out
               << ")\n";
    else
        stdOut << QString::fromStdString(text);
    return kExitOk;
}

int runAbsurdleVerify(const CommandLine& line, const AbsurdleGame& game, int threads) {
    if (line.positionals().size() != 1)
        throw UsageError("verify takes one file");
    const std::string path = line.positionals().front().toStdString();
    const GameLists& lists = game.lists();
    AbsurdleTreeDocument doc;
    try {
        doc = loadAbsurdleTreeFile(path, lists);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    const GuessRule rule = rulesOf(line, {doc.rule, 0}).rule;
    const auto table = game.matrixOrBuild();  // kept while the solver reads it
    const AbsurdleSolver solver(lists, *table, rule);
    Engine engine(threads);
    auto outcome = runWithProgress<AbsurdleTreeCheck>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext& ctx) { return checkAbsurdleTree(doc, solver, true, &ctx); });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (outcome.status != JobStatus::Finished || outcome.result->stopped)
        return kExitStopped;
    const AbsurdleTreeCheck& check = *outcome.result;
    if (!check.ok()) {
        std::string message = path + ": " + check.errors.front();
        if (check.errorCount > 1)
            message += " (and " + std::to_string(check.errorCount - 1) + " more problems)";
        throw UsageError(message);
    }
    if (line.isSet(QStringLiteral("json"))) {
        QTextStream(stdout)
            << QJsonDocument(
                   QJsonObject{{QStringLiteral("valid"), true},
                               {QStringLiteral("game"), QStringLiteral("absurdle")},
                               {QStringLiteral("mode"), QString::fromLatin1(ruleName(rule))},
                               {QStringLiteral("fewest"), doc.tree.fewest},
                               {QStringLiteral("ways"), static_cast<qint64>(check.lines)},
                               {QStringLiteral("complete"), check.complete}})
                   .toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream(stdout) << "Valid: " << check.lines << (check.lines == 1 ? " way" : " ways")
                        << " to force a win against Absurdle in " << doc.tree.fewest << " guesses ("
                        << ruleName(rule)
                        << " mode), each replayed against the adversary; one fewer refuted"
                        << (check.complete ? ", and every guess that keeps the win is in the file"
                                           : "; too many ways to prove that none is missing")
                        << '\n';
    return kExitOk;
}

}  // namespace guesslab::cli
