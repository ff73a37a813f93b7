// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdletreecommand.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "gameoptions.h"
#include "gametreecommand.h"
#include "jobprogress.h"
#include "listoptions.h"
#include "resultsoptions.h"
#include "ruleoptions.h"
#include "strategyfile.h"
#include "treeoutput.h"
#include "treeposition.h"
#include "treerun.h"
#include "treesearch.h"
#include "withinsearch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTextStream>

namespace guesslab::cli {

namespace {

const QString kJson = QStringLiteral("json");
const QString kWithin = QStringLiteral("within");
const QString kClassValues = QStringLiteral("class-values");
const QString kLeastWrong = QStringLiteral("least-wrong");

// " (hard mode)", " (strict mode)" or nothing, after an opener's name.
QString modeSuffix(const StrategyRules& rules) {
    return rules.rule == GuessRule::Normal
               ? QString()
               : QStringLiteral(" (%1 mode)").arg(QString::fromLatin1(ruleName(rules.rule)));
}

// The prior's weights for a position's answers.
std::shared_ptr<const TreePrior> priorOf(const TreePrior& prior, const WordList& all,
                                         const WordList& left) {
    try {
        return std::make_shared<const TreePrior>(priorAtPosition(prior, all, left));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--weights: at the position, ") + e.what());
    }
}

QJsonObject priorJson(const TreePrior& prior, const StrategyStats& stats) {
    return QJsonObject{{QStringLiteral("fingerprint"), QString::fromStdString(prior.fingerprint())},
                       {QStringLiteral("weight_total"), static_cast<qint64>(stats.weight)},
                       {QStringLiteral("weighted_total"), static_cast<qint64>(stats.weighted)},
                       {QStringLiteral("expected"), stats.weightedAverage()},
                       {QStringLiteral("rounded"), prior.rounded}};
}

void printPrior(QTextStream& out, const TreePrior& prior, const StrategyStats& stats) {
    out << "Under the prior " << QString::fromStdString(prior.fingerprint()) << ": "
        << stats.weighted << " weighted guesses over weights summing to " << stats.weight
        << ", expected " << QString::number(stats.weightedAverage(), 'f', 4) << " guesses"
        << (prior.rounded ? " (weights rounded to whole units)" : "") << '\n';
}

}  // namespace

int runTree(const QStringList& arguments) {
    CommandLine line(QStringLiteral("tree"),
                     QStringLiteral("The strategy with the fewest guesses in all (exact): for one "
                                    "opener, or the best of several."));
    ListOptions listOptions(line);
    line.addOption({QStringLiteral("opener"),
                    QStringLiteral("The first guess (with --game, the first question: 1123, "
                                   "\"1 2 3 | 4 5 6\", 7)."),
                    QStringLiteral("W")});
    line.addOption({QStringLiteral("best"), QStringLiteral("Find the best opener.")});
    line.addOption({QStringLiteral("candidates"),
                    QStringLiteral("With --best: the N best openers by entropy (default 20; 0: "
                                   "every guess)."),
                    QStringLiteral("N")});
    line.addOption({QStringLiteral("out"), QStringLiteral("Write the strategy to FILE."),
                    QStringLiteral("FILE")});
    line.addOption({QStringLiteral("position"),
                    QStringLiteral("Start from the steps played (salet:BBYBB,crony:BYBBB): the "
                                   "answers still possible, the guesses the mode allows, the cap "
                                   "lowered by the steps."),
                    QStringLiteral("STEPS")});
    line.addOption({kWithin,
                    QStringLiteral("The worst case instead of the total: a strategy that finds "
                                   "every answer within K guesses, or the proof that none "
                                   "exists (with --opener; with --best and --results, the "
                                   "verdict of every opener)."),
                    QStringLiteral("K")});
    line.addOption(
        {kLeastWrong, QStringLiteral("With --within, when no strategy wins every game: the "
                                     "fewest answers left unsolved, and the strategy.")});
    line.addOption({QStringLiteral("families"),
                    QStringLiteral("With --within, normal mode: before the search, settle every "
                                   "subset of each family of answers alike in all places but "
                                   "one (.arks, _atch) and start from those that fail.")});
    line.addOption({QStringLiteral("all-totals"),
                    QStringLiteral("With --best and --results: every opener's exact total, not "
                                   "only the best's.")});
    line.addOption({kClassValues,
                    QStringLiteral("With --all-totals: only the openers that leave a class of N "
                                   "answers or more, each line with its classes' values (an "
                                   "opening book a move deep, for reviews of such openers)."),
                    QStringLiteral("N")});
    addRuleOptions(line);
    const ResultsOptions results(line);
    const GameOptions gameOptions(line, listOptions);
    if (!line.parse(arguments))
        return kExitOk;
    if (listOptions.weighted() && !gameOptions.words())
        throw UsageError("--weights: tree over a game counts every secret alike");
    if (listOptions.weighted() && (line.given(kWithin) || line.given(kClassValues)))
        throw UsageError(
            "--weights goes with totals, not with --within (it counts every answer alike) or "
            "--class-values (the opening book holds plain totals)");
    if (line.value(QStringLiteral("game")) == QLatin1String("nerdle"))
        throw UsageError(
            "tree takes Nerdle's equations as word lists: --answers and --guesses "
            "with a list of equations (nerdle generate writes one)");
    if (!gameOptions.words())
        return runGameTree(line, *gameOptions.makeGame(), listOptions.threads());
    if (results.active()) {
        for (const char* other : {"opener", "position", "out"})
            if (line.isSet(QString::fromLatin1(other)))
                throw UsageError(std::string("--results and --resume go with --best, not --") +
                                 other);
        if (!line.isSet(QStringLiteral("best")))
            throw UsageError("--results and --resume go with --best");
        TreeRunRequest request;
        if (line.given(kWithin)) {
            if (line.given(QStringLiteral("max-guesses")))
                throw UsageError("--within K already caps the guesses: leave out --max-guesses");
            if (line.isSet(QStringLiteral("all-totals")))
                throw UsageError("--all-totals goes with totals, not with --within");
            request.within = line.intValue(kWithin, 6, 1, 64);
            request.leastWrong = line.isSet(kLeastWrong);
        } else if (line.isSet(kLeastWrong)) {
            throw UsageError("--least-wrong goes with --within K");
        }
        request.rules = rulesOf(line);
        request.candidates = line.intValue(QStringLiteral("candidates"), 20, 0, 1 << 30);
        request.allTotals = line.isSet(QStringLiteral("all-totals"));
        if (line.given(kClassValues) && !request.allTotals)
            throw UsageError("--class-values goes with --all-totals");
        request.classValues = line.intValue(kClassValues, 0, 1, 1 << 30);
        request.threads = listOptions.threads();
        request.json = line.isSet(kJson);
        request.quiet = line.isSet(QStringLiteral("quiet"));
        const GameLists lists = listOptions.loadPlayableLists();
        request.prior = listOptions.treePrior(lists.answers());
        if (request.prior && request.prior->uniform())
            request.prior = nullptr;  // the plain totals are the prior's
        return runTreeResults(lists, request, results);
    }
    if (line.isSet(QStringLiteral("all-totals")))
        throw UsageError("--all-totals goes with --best and --results FILE");
    if (line.given(kClassValues))
        throw UsageError("--class-values goes with --best, --all-totals and --results FILE");
    const bool within = line.given(kWithin);
    if (within && !line.isSet(QStringLiteral("opener")))
        throw UsageError("--within takes one opener: add --opener W");
    if (within && line.given(QStringLiteral("max-guesses")))
        throw UsageError("--within K already caps the guesses: leave out --max-guesses");
    if (line.isSet(QStringLiteral("families")) && !within)
        throw UsageError("--families goes with --within K");
    if (line.isSet(kLeastWrong) && !within)
        throw UsageError("--least-wrong goes with --within K");
    const bool fromPosition = line.isSet(QStringLiteral("position"));
    if (line.isSet(QStringLiteral("opener")) && line.isSet(QStringLiteral("best")))
        throw UsageError("choose one of --opener W or --best");
    if (!fromPosition && !line.isSet(QStringLiteral("opener")) &&
        !line.isSet(QStringLiteral("best")))
        throw UsageError("choose one of --opener W or --best");
    // From a position the question is the best next guess, unless one is named.
    const bool best = line.isSet(QStringLiteral("best")) || !line.isSet(QStringLiteral("opener"));
    StrategyRules rules = rulesOf(line);
    GameLists lists = listOptions.loadPlayableLists();
    std::shared_ptr<const TreePrior> prior = listOptions.treePrior(lists.answers());
    const WordList allAnswers = lists.answers();
    int played = 0;
    if (line.isSet(QStringLiteral("position"))) {
        TreePosition position;
        try {
            position =
                treePosition(std::make_shared<const GameLists>(std::move(lists)),
                             line.value(QStringLiteral("position")).toStdString(), rules.rule);
        } catch (const InputError& e) {
            throw UsageError(e.what());
        }
        lists = std::move(position.lists);
        played = position.played;
        if (prior)
            prior = priorOf(*prior, allAnswers, lists.answers());
        if (rules.maxGuesses > 0 && rules.maxGuesses <= played)
            throw UsageError("--max-guesses " + std::to_string(rules.maxGuesses) +
                             " leaves no guess after the " + std::to_string(played) +
                             " steps of --position");
        if (rules.maxGuesses > 0)
            rules.maxGuesses -= played;
    }
    WordId opener = 0;
    if (line.isSet(QStringLiteral("opener"))) {
        std::string w = line.value(QStringLiteral("opener")).toStdString();
        if (auto problem = WordList::normaliseWord(w, lists.guesses().alphabet(), lists.length());
            !problem.empty())
            throw UsageError("--opener: " + problem);
        const auto id = lists.guesses().find(w);
        if (!id)
            throw UsageError(
                "--opener: '" + w +
                (fromPosition ? "' is not allowed at the position" : "' is not in the guess list"));
        opener = *id;
    }
    if (within) {
        WithinRequest request{opener,
                              rules.rule,
                              line.intValue(kWithin, 6, 1, 64) - played,
                              line.isSet(kLeastWrong),
                              listOptions.threads(),
                              line.value(QStringLiteral("out")),
                              line.isSet(kJson),
                              line.isSet(QStringLiteral("quiet")),
                              line.isSet(QStringLiteral("families"))};
        if (request.within < 1)
            throw UsageError("--within " + std::to_string(request.within + played) +
                             " leaves no guess after the " + std::to_string(played) +
                             " steps of --position");
        return runWithinSearch(lists, request);
    }
    TreeSearchRequest request;
    request.rules = rules;
    request.prior = prior;
    if (!best)
        request.opener = opener;
    request.candidates =
        static_cast<size_t>(line.intValue(QStringLiteral("candidates"), 20, 0, 1 << 30));
    Engine engine(listOptions.threads());
    auto outcome = runWithProgress<TreeSearchResult>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext& ctx) { return searchTree(lists, request, &ctx); });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const TreeResult& r = outcome.result->total;
    const StrategyStats stats = r.solvable ? outcome.result->check->stats : StrategyStats{};
    const TreePrior* weighed = prior && !prior->uniform() ? prior.get() : nullptr;
    if (r.solvable && line.isSet(QStringLiteral("out")))
        writeFile(line.value(QStringLiteral("out")),
                  formatStrategy(*outcome.result->strategy, lists, rules, stats, weighed));

    const auto word = [&](WordId g) { return QString::fromStdString(lists.guesses().word(g)); };
    if (line.isSet(kJson)) {
        QJsonObject doc = r.solvable ? statsJson(stats) : QJsonObject{};
        doc.insert(QStringLiteral("opener"),
                   r.solvable ? QJsonValue(word(r.opener)) : QJsonValue());
        doc.insert(QStringLiteral("solvable"), r.solvable);
        doc.insert(QStringLiteral("proven"), r.proven);
        doc.insert(QStringLiteral("mode"), QString::fromLatin1(ruleName(rules.rule)));
        doc.insert(QStringLiteral("max_guesses"), rules.maxGuesses);
        doc.insert(QStringLiteral("nodes"), static_cast<qint64>(r.nodes));
        doc.insert(QStringLiteral("memo_sets"), static_cast<qint64>(r.memoEntries));
        if (weighed)
            doc.insert(QStringLiteral("prior"), priorJson(*weighed, stats));
        if (fromPosition) {  // what is left, and the exact further guesses on average
            doc.insert(QStringLiteral("position"), line.value(QStringLiteral("position")));
            doc.insert(QStringLiteral("played"), played);
            doc.insert(QStringLiteral("answers_left"), static_cast<qint64>(lists.answers().size()));
            if (r.solvable)
                doc.insert(QStringLiteral("expected_further"),
                           weighed ? stats.weightedAverage() : stats.average());
        }
        if (best) {
            QJsonArray openers;
            for (const auto& o : r.openers)
                openers.append(QJsonObject{{QStringLiteral("opener"), word(o.opener)},
                                           {QStringLiteral("total"), static_cast<qint64>(o.total)},
                                           {QStringLiteral("exact"), o.exact},
                                           {QStringLiteral("solvable"), o.solvable}});
            doc.insert(QStringLiteral("openers"), openers);
        }
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    if (!r.proven)
        out << "Stopped before the end: nothing proven\n";
    if (!r.solvable) {
        out << "No strategy " << (rules.maxGuesses ? "within the cap " : "") << "exists"
            << (best ? " with these openers\n" : " with this opener\n");
        return kExitOk;
    }
    if (fromPosition)
        out << "After " << played << (played == 1 ? " step: " : " steps: ")
            << lists.answers().size()
            << (lists.answers().size() == 1 ? " answer left" : " answers left") << "; "
            << (best ? QStringLiteral("the best next guess") : word(r.opener)) << " needs "
            << QString::number(weighed ? stats.weightedAverage() : stats.average(), 'f', 4)
            << (weighed ? " more expected under the prior\n" : " more on average\n");
    if (prior && !weighed)  // the answers left weigh alike: the plain figures are the prior's
        out << "The prior weighs every answer left alike\n";
    out << (fromPosition ? "Next guess " : "Opener ") << word(r.opener) << modeSuffix(rules)
        << (r.proven ? ", proven optimal" : "") << '\n';
    printStats(out, stats);
    if (weighed)
        printPrior(out, *weighed, stats);
    out << r.nodes << " sets searched, " << r.memoEntries << " remembered\n";
    if (best && weighed)
        out << "Weighted totals:\n";
    for (const auto& o : r.openers)
        if (best)
            out << "  " << word(o.opener) << "  " << (o.exact ? "= " : ">= ") << o.total << '\n';
    return kExitOk;
}

int runVerify(const QStringList& arguments) {
    CommandLine line(QStringLiteral("verify"),
                     QStringLiteral("Checks a strategy file: every answer reached, every guess "
                                    "allowed, the totals recomputed."));
    ListOptions listOptions(line);
    addRuleOptions(line);
    const GameOptions gameOptions(line, listOptions);
    if (!line.parse(arguments))
        return kExitOk;
    if (listOptions.weighted() && !gameOptions.words())
        throw UsageError("--weights: verify over a game counts every secret alike");
    if (!gameOptions.words()) {
        const std::unique_ptr<Game> game = gameOptions.makeGame();
        if (const auto* absurdle = dynamic_cast<const AbsurdleGame*>(game.get()))
            return runAbsurdleVerify(line, *absurdle, listOptions.threads());
        return runGameVerify(line, *game);
    }
    if (line.positionals().size() != 1)
        throw UsageError("verify takes one strategy file");
    const GameLists lists = listOptions.loadPlayableLists();
    const std::string path = line.positionals().front().toStdString();
    StrategyDocument doc;
    try {
        doc = loadStrategyFile(path, lists);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    const StrategyRules rules = rulesOf(line, doc.rules);
    const std::shared_ptr<const TreePrior> prior = listOptions.treePrior(lists.answers());
    if (doc.prior && !prior)
        throw UsageError(path + ": the strategy was chosen under a prior (@prior " + *doc.prior +
                         "): give its weights with --weights FILE");
    if (doc.prior && *doc.prior != prior->fingerprint())
        throw UsageError(path + ": the strategy was chosen under the prior " + *doc.prior +
                         ", and the weights given are the prior " + prior->fingerprint());
    const StrategyCheck check = checkStrategy(doc.strategy, lists, rules, prior.get());
    // A file that says how many answers it leaves past the cap (a least-wrong
    // strategy) is held to that number; otherwise every late answer is an error.
    const bool lateAllowed = doc.unsolved.has_value() && rules.maxGuesses > 0;
    if (lateAllowed ? !check.sound() : !check.ok()) {
        std::string message = path + ": " + check.errors.front();
        if (check.errorCount > 1)
            message += " (and " + std::to_string(check.errorCount - 1) + " more problems)";
        if (!check.late.empty())
            message += "; " + std::to_string(check.late.size()) +
                       " answers are not solved within " + std::to_string(rules.maxGuesses) +
                       " guesses";
        throw UsageError(message);
    }
    if (lateAllowed && *doc.unsolved != check.late.size())
        throw UsageError(path + ": the file claims " + std::to_string(*doc.unsolved) +
                         " answers left unsolved within " + std::to_string(rules.maxGuesses) +
                         " guesses, but the strategy leaves " + std::to_string(check.late.size()));
    if (doc.total && *doc.total != check.stats.total)
        throw UsageError(path + ": the file claims a total of " + std::to_string(*doc.total) +
                         " guesses, but the strategy takes " + std::to_string(check.stats.total));
    if (doc.weightedTotal && prior && *doc.weightedTotal != check.stats.weighted)
        throw UsageError(path + ": the file claims a weighted total of " +
                         std::to_string(*doc.weightedTotal) + ", but under the prior it is " +
                         std::to_string(check.stats.weighted));
    if (line.isSet(kJson)) {
        QJsonObject json = statsJson(check.stats);
        json.insert(QStringLiteral("valid"), true);
        json.insert(QStringLiteral("mode"), QString::fromLatin1(ruleName(rules.rule)));
        json.insert(QStringLiteral("max_guesses"), rules.maxGuesses);
        json.insert(QStringLiteral("opener"), QString::fromStdString(lists.guesses().word(
                                                  doc.strategy.node(StrategyTree::kRoot).guess)));
        json.insert(QStringLiteral("unsolved"), static_cast<qint64>(check.late.size()));
        QJsonArray late;
        for (WordId a : check.late)
            late.append(QString::fromStdString(lists.answers().word(a)));
        json.insert(QStringLiteral("unsolved_answers"), late);
        if (prior)
            json.insert(QStringLiteral("prior"), priorJson(*prior, check.stats));
        QTextStream(stdout) << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << "Valid " << (rules.rule == GuessRule::Normal ? "" : ruleName(rules.rule))
        << (rules.rule == GuessRule::Normal ? "" : "-mode ") << "strategy";
    if (rules.maxGuesses)
        out << " within " << rules.maxGuesses << " guesses";
    if (!check.late.empty()) {
        out << ", but for " << check.late.size() << " answers left unsolved:";
        for (WordId a : check.late)
            out << ' ' << QString::fromStdString(lists.answers().word(a));
    }
    out << '\n';
    printStats(out, check.stats);
    if (prior)
        printPrior(out, *prior, check.stats);
    return kExitOk;
}

}  // namespace guesslab::cli
