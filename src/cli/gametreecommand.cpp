// SPDX-License-Identifier: GPL-3.0-or-later
#include "gametreecommand.h"
#include "gameoptions.h"

#include "anygamereview.h"
#include "clierror.h"
#include "engine.h"
#include "gamestrategyfile.h"
#include "gametreesolver.h"
#include "inputerror.h"
#include "jobprogress.h"
#include "playedsteps.h"
#include "ruleoptions.h"
#include "treeoutput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

namespace {

const QString kJson = QStringLiteral("json");
const QString kWithin = QStringLiteral("within");
const QString kLeastWrong = QStringLiteral("least-wrong");

// The word-list options that mean nothing for another game.
void refuseWordOptions(const CommandLine& line, const Game& game) {
    for (const char* option : {"candidates", "families", "all-totals", "results", "resume",
                               "answers", "guesses", "union", "weights"})
        if (line.given(QString::fromLatin1(option)) && line.isSet(QString::fromLatin1(option)))
            throw UsageError(std::string("--") + option + " goes with word lists, not with " +
                             game.name());
}

// "mastermind 4x6, normal mode: the fewest questions in all (at most 5 each)"
QString heading(const Game& game, const GameTreeRequest& request) {
    QString out = QString::fromStdString(game.name()) + QStringLiteral(", ") +
                  QLatin1String(ruleName(request.rules.rule)) + QStringLiteral(" mode: ");
    if (request.goal == GameTreeRequest::Goal::Within)
        return out +
               QStringLiteral("every secret within %1 questions").arg(request.rules.maxGuesses);
    out += QStringLiteral("the fewest questions in all");
    if (request.rules.maxGuesses > 0)
        out += QStringLiteral(" (at most %1 each)").arg(request.rules.maxGuesses);
    return out;
}

}  // namespace

int runGameTree(const CommandLine& line, const Game& game, int threads) {
    refuseAdversary(game, "tree");
    refuseWordOptions(line, game);
    GameTreeRequest request;
    request.rules = rulesOf(line);
    if (line.given(kWithin)) {
        if (line.given(QStringLiteral("max-guesses")))
            throw UsageError("--within K already caps the questions: leave out --max-guesses");
        request.goal = GameTreeRequest::Goal::Within;
        request.rules.maxGuesses = line.intValue(kWithin, 6, 1, 64);
        request.leastWrong = line.isSet(kLeastWrong);
    } else if (line.isSet(kLeastWrong)) {
        throw UsageError("--least-wrong goes with --within K");
    }
    if (line.isSet(QStringLiteral("opener")) && line.isSet(QStringLiteral("best")))
        throw UsageError("choose one of --opener Q or --best");
    if (line.isSet(QStringLiteral("opener"))) {
        const std::string q = line.value(QStringLiteral("opener")).toStdString();
        Phrase problem;
        request.opener = game.parseQuestion(q, &problem);
        if (!request.opener)
            throw UsageError("--opener: '" + q + "': " + problem.str());
    }
    if (line.isSet(QStringLiteral("position"))) {
        // The steps as the game words them: the search starts after them.
        if (line.isSet(QStringLiteral("out")))
            throw UsageError(
                "--out writes a strategy from the first question: leave out "
                "--position");
        try {
            request.position = parsePlayedSteps(
                game, line.value(QStringLiteral("position")).toStdString(), "--position");
            checkPlayedSteps(game, request.position, request.rules.rule);
        } catch (const InputError& e) {
            throw UsageError(e.what());
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--position: ") + e.what());
        }
        const auto played = static_cast<int>(request.position.size());
        if (request.rules.maxGuesses > 0 && request.rules.maxGuesses <= played)
            throw UsageError("--position: " + std::to_string(played) +
                             " steps leave no question under the cap of " +
                             std::to_string(request.rules.maxGuesses));
    }
    const bool within = request.goal == GameTreeRequest::Goal::Within;
    Engine engine(threads);
    auto outcome = runWithProgress<GameTreeResult>(engine, line.isSet(QStringLiteral("quiet")),
                                                   [&](JobContext& ctx) {
                                                       GameTreeSolver solver(game);
                                                       return solver.solve(request, &ctx);
                                                   });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const GameTreeResult& r = *outcome.result;
    const bool shown = !r.strategy.empty();
    const GameStrategyCheck check =
        shown ? checkGameStrategy(r.strategy, game, request.rules, within, request.position)
              : GameStrategyCheck{};
    if (shown && !check.ok())
        throw std::logic_error("the strategy found fails its check: " + check.errors.front());
    if (shown && line.isSet(QStringLiteral("out")))
        writeFile(
            line.value(QStringLiteral("out")),
            formatGameStrategyFile(r.strategy, game, request.rules, check.stats,
                                   within && r.wrong > 0 ? std::optional(r.wrong) : std::nullopt));
    const auto question = [&](const Question& q) {
        return QString::fromStdString(game.describeQuestion(q));
    };
    if (line.isSet(kJson)) {
        QJsonObject doc = shown ? statsJson(check.stats) : QJsonObject{};
        doc.insert(QStringLiteral("game"), QString::fromStdString(game.name()));
        doc.insert(QStringLiteral("mode"), QString::fromLatin1(ruleName(request.rules.rule)));
        doc.insert(within ? QStringLiteral("within") : QStringLiteral("max_guesses"),
                   request.rules.maxGuesses);
        doc.insert(QStringLiteral("opener"), shown ? QJsonValue(question(r.opener)) : QJsonValue());
        doc.insert(QStringLiteral("solvable"), r.solvable);
        doc.insert(QStringLiteral("proven"), r.proven);
        if (within)
            doc.insert(QStringLiteral("unfound"), static_cast<qint64>(r.wrong));
        doc.insert(QStringLiteral("nodes"), static_cast<qint64>(r.nodes));
        if (!request.position.empty()) {
            doc.insert(QStringLiteral("played"), static_cast<int>(request.position.size()));
            doc.insert(QStringLiteral("secrets_left"), static_cast<qint64>(r.secrets));
            if (shown && !within)
                doc.insert(QStringLiteral("expected_further"), check.stats.average());
        }
        QJsonArray openers;
        for (const auto& o : r.openers)
            openers.append(
                QJsonObject{{QStringLiteral("opener"), question(o.question)},
                            {within ? QStringLiteral("unfound") : QStringLiteral("total"),
                             static_cast<qint64>(o.value)},
                            {QStringLiteral("exact"), o.exact}});
        doc.insert(QStringLiteral("openers"), openers);
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << heading(game, request) << '\n';
    if (!request.position.empty()) {
        out << "After " << request.position.size()
            << (request.position.size() == 1 ? " step: " : " steps: ") << r.secrets
            << (r.secrets == 1 ? " secret left" : " secrets left");
        if (shown && !within)
            out << "; "
                << (request.opener ? question(r.opener) : QStringLiteral("the best next question"))
                << " needs " << QString::number(check.stats.average(), 'f', 4)
                << " more on average";
        out << '\n';
    }
    if (!r.proven)
        out << "Stopped before the end: nothing proven\n";
    if (within) {
        if (r.solvable)
            out << "Opener " << question(r.opener) << " finds every secret within "
                << request.rules.maxGuesses << (r.proven ? ", proven\n" : "\n");
        else if (shown)
            out << "No strategy finds every secret; opener " << question(r.opener) << " leaves "
                << r.wrong << " unfound, the fewest" << (r.proven ? ", proven\n" : "\n");
        else
            out << "No strategy finds every secret" << (r.proven ? " (proven)" : "")
                << "; --least-wrong finds the fewest left unfound\n";
    } else if (!r.solvable) {
        out << "No strategy " << (request.rules.maxGuesses ? "within the cap " : "") << "exists"
            << (request.opener ? " with this opener\n" : "\n");
    } else {
        out << "Opener " << question(r.opener) << (r.proven ? ", proven optimal" : "") << '\n';
    }
    if (shown)
        printStats(out, check.stats, false);
    out << r.nodes << " sets searched\n";
    if (!request.opener)
        for (const auto& o : r.openers)
            out << "  " << question(o.question) << "  " << (o.exact ? "= " : ">= ") << o.value
                << '\n';
    return kExitOk;
}

int runGameVerify(const CommandLine& line, const Game& game) {
    refuseAdversary(game, "verify");
    if (line.positionals().size() != 1)
        throw UsageError("verify takes one strategy file");
    const std::string path = line.positionals().front().toStdString();
    GameStrategyDocument doc;
    try {
        doc = loadGameStrategyFile(path, game);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    const StrategyRules rules = rulesOf(line, doc.rules);
    const bool lateAllowed = doc.unsolved.has_value() && rules.maxGuesses > 0;
    const GameStrategyCheck check = checkGameStrategy(doc.strategy, game, rules, lateAllowed);
    if (!check.ok()) {
        std::string message = path + ": " + check.errors.front();
        if (check.errorCount > 1)
            message += " (and " + std::to_string(check.errorCount - 1) + " more problems)";
        throw UsageError(message);
    }
    if (lateAllowed && *doc.unsolved != check.late.size())
        throw UsageError(path + ": the file claims " + std::to_string(*doc.unsolved) +
                         " secrets left unfound, but the strategy leaves " +
                         std::to_string(check.late.size()));
    if (doc.total && *doc.total != check.stats.total)
        throw UsageError(path + ": the file claims a total of " + std::to_string(*doc.total) +
                         " questions, but the strategy takes " + std::to_string(check.stats.total));
    if (line.isSet(kJson)) {
        QJsonObject json = statsJson(check.stats);
        json.insert(QStringLiteral("valid"), true);
        json.insert(QStringLiteral("game"), QString::fromStdString(game.name()));
        json.insert(QStringLiteral("mode"), QString::fromLatin1(ruleName(rules.rule)));
        json.insert(QStringLiteral("max_guesses"), rules.maxGuesses);
        json.insert(QStringLiteral("unfound"), static_cast<qint64>(check.late.size()));
        QTextStream(stdout) << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << "Valid " << (rules.rule == GuessRule::Normal ? "" : ruleName(rules.rule))
        << (rules.rule == GuessRule::Normal ? "" : "-mode ") << "strategy for "
        << QString::fromStdString(game.name());
    if (rules.maxGuesses)
        out << " within " << rules.maxGuesses << " questions";
    if (!check.late.empty())
        out << ", but for " << check.late.size() << " secrets left unfound";
    out << '\n';
    printStats(out, check.stats, false);
    return kExitOk;
}

}  // namespace guesslab::cli
