// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "equationgenerator.h"
#include "gamestate.h"
#include "jobprogress.h"
#include "lookahead.h"
#include "nerdlerun.h"
#include "ranking.h"
#include "referencegrader.h"
#include "resultsoptions.h"

#include <QFile>
#include <QSaveFile>
#include <QTextStream>
#include <QThread>

namespace guesslab::cli {

namespace {

const QString kLength = QStringLiteral("length");
const QString kLoose = QStringLiteral("loose");

void addLengthOptions(CommandLine& line) {
    line.addOption(
        {kLength, QStringLiteral("Equation length, 5 to 10 (default 8)."), QStringLiteral("L")});
    line.addOption(
        {kLoose, QStringLiteral("Guess rules: allow a leading minus and a negative result.")});
}

// Every equation of the length: under the solution rules, or the looser
// guess rules where `loose` (a leading minus, a negative result).
std::vector<std::string> generate(const CommandLine& line, int threads, bool loose) {
    const int length =
        line.intValue(kLength, 8, EquationGenerator::kMinLength, EquationGenerator::kMaxLength);
    const EquationRules rules{loose};
    Engine engine(threads);
    auto outcome = runWithProgress<std::vector<std::string>>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext& ctx) { return EquationGenerator::generate(length, rules, &ctx); });
    if (outcome.status != JobStatus::Finished)
        throw std::runtime_error("generation failed: " + outcome.error);
    return std::move(*outcome.result);
}

int threadsOption(const CommandLine& line) {
    return line.intValue(QStringLiteral("threads"), std::max(1, QThread::idealThreadCount()), 1,
                         1024);
}

int runGenerate(const QStringList& args) {
    CommandLine line(QStringLiteral("nerdle generate"),
                     QStringLiteral("Lists every valid Nerdle equation of a length, sorted."));
    addLengthOptions(line);
    line.addOption({QStringLiteral("count"), QStringLiteral("Print only how many there are.")});
    line.addOption(
        {QStringLiteral("out"), QStringLiteral("Write the list to FILE."), QStringLiteral("FILE")});
    line.addOption(
        {QStringLiteral("threads"), QStringLiteral("Worker threads."), QStringLiteral("T")});
    if (!line.parse(args))
        return kExitOk;
    const std::vector<std::string> equations =
        generate(line, threadsOption(line), line.isSet(kLoose));
    if (line.isSet(QStringLiteral("out"))) {
        QSaveFile file(line.value(QStringLiteral("out")));
        if (!file.open(QIODevice::WriteOnly))
            throw UsageError(line.value(QStringLiteral("out")).toStdString() + ": " +
                             file.errorString().toStdString());
        for (const std::string& e : equations)
            file.write((e + '\n').c_str());
        if (!file.commit())
            throw UsageError(line.value(QStringLiteral("out")).toStdString() + ": " +
                             file.errorString().toStdString());
    }
    QTextStream out(stdout);
    if (line.isSet(QStringLiteral("count")) || line.isSet(QStringLiteral("out")))
        out << equations.size() << '\n';
    else
        for (const std::string& e : equations)
            out << QString::fromStdString(e) << '\n';
    return kExitOk;
}

int runRankEquations(const QStringList& args) {
    CommandLine line(
        QStringLiteral("nerdle rank"),
        QStringLiteral("Ranks every equation as a first guess against every solution."));
    addLengthOptions(line);
    line.addOption(
        {QStringLiteral("metric"),
         QStringLiteral("entropy (default), min-average (least expected remaining set) or "
                        "minimax (smallest largest class)."),
         QStringLiteral("M")});
    line.addOption({QStringLiteral("top"), QStringLiteral("Rows to print; 0 for all (default 20)."),
                    QStringLiteral("N")});
    line.addOption(
        {QStringLiteral("threads"), QStringLiteral("Worker threads."), QStringLiteral("T")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of a table.")});
    line.addOption({QStringLiteral("block"),
                    QStringLiteral("With --results: equations handed out at a time (default: "
                                   "about 2^29 gradings' worth)."),
                    QStringLiteral("N")});
    const ResultsOptions results(line);
    if (!line.parse(args))
        return kExitOk;
    EquationRankRequest request;
    request.metricName = line.isSet(QStringLiteral("metric")) ? line.value(QStringLiteral("metric"))
                                                              : QStringLiteral("entropy");
    if (request.metricName == QLatin1String("min-average"))
        request.metric = RankMetric::MinAverage;
    else if (request.metricName == QLatin1String("minimax"))
        request.metric = RankMetric::MinMax;
    else if (request.metricName != QLatin1String("entropy"))
        throw UsageError("--metric is entropy, min-average or minimax, not '" +
                         request.metricName.toStdString() + "'");
    request.top = static_cast<size_t>(line.intValue(QStringLiteral("top"), 20, 0, 1 << 30));
    request.block = static_cast<size_t>(line.intValue(QStringLiteral("block"), 0, 1, 1 << 20));
    if (line.isSet(QStringLiteral("block")) && !results.active())
        throw UsageError("--block goes with --results or --resume");
    request.threads = threadsOption(line);
    request.json = line.isSet(QStringLiteral("json"));
    request.loose = line.isSet(kLoose);
    // Solutions follow the strict rules; guesses may follow the looser ones.
    const std::vector<std::string> solutions = generate(line, request.threads, false);
    request.length = static_cast<int>(solutions.front().size());
    std::vector<std::string> guessWords = solutions;
    if (request.loose)
        guessWords = generate(line, request.threads, true);
    const Alphabet& symbols = EquationChecker::alphabet();
    const GameLists lists(WordList(symbols, solutions, "nerdle-" + std::to_string(request.length)),
                          WordList(symbols, guessWords, "nerdle-guesses"));
    if (results.active())
        return runEquationRankResults(lists, request, results);
    Engine engine(request.threads);
    auto outcome =
        runWithProgress<Ranking>(engine, line.isSet(QStringLiteral("quiet")), [&](JobContext& ctx) {
            return rankStreaming(lists, CandidateSet::all(lists.answers().size()), {}, &ctx);
        });
    if (outcome.status != JobStatus::Finished)
        throw std::runtime_error("ranking failed: " + outcome.error);
    Ranking ranking = std::move(*outcome.result);
    sortRanking(ranking, request.metric);
    printEquationRanking(lists, ranking, request);
    return kExitOk;
}

int runCheckOrGrade(const QStringList& args, bool grade) {
    CommandLine line(
        grade ? QStringLiteral("nerdle grade") : QStringLiteral("nerdle check"),
        grade ? QStringLiteral("Prints the feedback an equation receives against a "
                               "solution: G green, Y purple, B black.")
              : QStringLiteral("Says whether an equation is valid, and if not, where and why."),
        grade ? QStringLiteral("GUESS SOLUTION") : QStringLiteral("EQUATION"));
    line.addOption(
        {kLoose, QStringLiteral("Guess rules: allow a leading minus and a negative result.")});
    if (!line.parse(args))
        return kExitOk;
    const QStringList words = line.positionals();
    if (words.size() != (grade ? 2 : 1))
        throw UsageError(grade ? "nerdle grade takes two equations: GUESS SOLUTION"
                               : "nerdle check takes one equation");
    const EquationRules loose{true}, strict{line.isSet(kLoose)};
    for (int i = 0; i < words.size(); ++i) {
        const std::string e = words[i].toStdString();
        // A guess may follow the looser rules; a solution, and a checked
        // equation, the rules chosen.
        if (const auto problem = EquationChecker::check(e, grade && i == 0 ? loose : strict))
            throw UsageError((grade ? (i == 0 ? "guess " : "solution ") : "") +
                             ("'" + e + "': " + problem->message()));
    }
    if (!grade) {
        QTextStream(stdout) << "valid\n";
        return kExitOk;
    }
    const std::string g = words[0].toStdString(), s = words[1].toStdString();
    if (g.size() != s.size())
        throw UsageError("the guess and the solution differ in length");
    QTextStream(stdout) << QString::fromStdString(
                               toString(gradeWords(g, s, EquationChecker::alphabet()),
                                        static_cast<int>(g.size())))
                        << '\n';
    return kExitOk;
}

// The best next equation after the steps played so far, looking one or two
// guesses ahead.
int runNext(const QStringList& args) {
    CommandLine line(QStringLiteral("nerdle next"),
                     QStringLiteral("Suggests the next equation: the least expected number of "
                                    "solutions left after one (or two) more guesses."));
    addLengthOptions(line);
    line.addOption(
        {QStringLiteral("step"),
         QStringLiteral("A guess played and its feedback, as EQUATION:PATTERN (repeat for "
                        "each step), e.g. 48-32=16:BYGBBGBB."),
         QStringLiteral("STEP")});
    line.addOption(
        {QStringLiteral("depth"), QStringLiteral("1 or 2 (default 1)."), QStringLiteral("D")});
    line.addOption({QStringLiteral("first"),
                    QStringLiteral("Depth 2: how many of the best depth-1 guesses to look behind "
                                   "(default 10)."),
                    QStringLiteral("M")});
    line.addOption({QStringLiteral("top"), QStringLiteral("Suggestions to print (default 10)."),
                    QStringLiteral("N")});
    line.addOption(
        {QStringLiteral("threads"), QStringLiteral("Worker threads."), QStringLiteral("T")});
    if (!line.parse(args))
        return kExitOk;
    LookaheadOptions options;
    options.depth = line.intValue(QStringLiteral("depth"), 1, 1, 2);
    options.firstGuesses =
        static_cast<size_t>(line.intValue(QStringLiteral("first"), 10, 1, 100000));
    options.top = static_cast<size_t>(line.intValue(QStringLiteral("top"), 10, 1, 100000));
    const int threads = threadsOption(line);
    const std::vector<std::string> solutions = generate(line, threads, false);
    const WordList list(EquationChecker::alphabet(), solutions, "nerdle");
    auto lists = std::make_shared<const GameLists>(list, list);
    GameState game(lists);
    game.setAnyWord(true);  // any valid equation, checked below
    for (const QString& step : line.parser().values(QStringLiteral("step"))) {
        const QString equation = step.section(QLatin1Char(':'), 0, 0);
        const auto pattern = parsePattern(step.section(QLatin1Char(':'), 1).toStdString());
        if (!pattern || step.count(QLatin1Char(':')) != 1 ||
            step.section(QLatin1Char(':'), 1).size() != equation.size())
            throw UsageError("--step " + step.toStdString() +
                             ": expected EQUATION:PATTERN of equal length");
        if (const auto problem =
                EquationChecker::check(equation.toStdString(), EquationRules{true}))
            throw UsageError("--step " + step.toStdString() + ": " + problem->message());
        if (const StepProblem problem = game.submit(equation.toStdString(), *pattern))
            throw UsageError("--step " + step.toStdString() + ": " +
                             (problem.code == StepProblem::Code::NoAnswerLeft
                                  ? "no solution fits the steps: check this step's feedback"
                                  : describe(problem, list.alphabet())));
    }
    QTextStream out(stdout);
    out << game.candidates().size() << " solutions left";
    if (game.candidates().size() <= 12) {
        out << ':';
        for (WordId a : game.candidates().ids())
            out << ' ' << QString::fromStdString(list.word(a));
    }
    out << '\n';
    Engine engine(threads);
    auto outcome = runWithProgress<std::vector<LookaheadScore>>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext& ctx) { return lookahead(*lists, game.candidates(), options, &ctx); });
    if (outcome.status != JobStatus::Finished)
        throw std::runtime_error("search failed: " + outcome.error);
    out << QStringLiteral("%1  %2  %3  %4\n")
               .arg(QStringLiteral("rank"), 5)
               .arg(QStringLiteral("equation"), -static_cast<int>(list.length()))
               .arg(options.depth == 2 ? QStringLiteral("left after 2")
                                       : QStringLiteral("left after 1"),
                    12)
               .arg(QStringLiteral("solution?"));
    for (size_t i = 0; i < outcome.result->size(); ++i) {
        const LookaheadScore& s = (*outcome.result)[i];
        out << QStringLiteral("%1  %2  %3  %4\n")
                   .arg(i + 1, 5)
                   .arg(QString::fromStdString(list.word(s.guess)),
                        -static_cast<int>(list.length()))
                   .arg(s.expected, 12, 'f', 3)
                   .arg(s.isCandidate ? QStringLiteral("yes") : QStringLiteral("no"));
    }
    return kExitOk;
}

}  // namespace

int runNerdle(const QStringList& arguments) {
    QStringList args = arguments;
    const QString sub = args.isEmpty() ? QString() : args.takeFirst();
    if (sub == QLatin1String("generate"))
        return runGenerate(args);
    if (sub == QLatin1String("rank"))
        return runRankEquations(args);
    if (sub == QLatin1String("grade"))
        return runCheckOrGrade(args, true);
    if (sub == QLatin1String("check"))
        return runCheckOrGrade(args, false);
    if (sub == QLatin1String("next"))
        return runNext(args);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        QTextStream(stdout)
            << "Usage: guesslab-cli nerdle generate|rank|grade|check [options]\n"
               "  generate --length L [--count] [--out FILE] [--loose]\n"
               "  rank --length L [--metric entropy|min-average|minimax] [--top N] [--json]\n"
               "       [--results FILE | --resume FILE] [--block N] [--quiet]\n"
               "  grade GUESS SOLUTION\n"
               "  check EQUATION [--loose]\n";
        return kExitOk;
    }
    throw UsageError("nerdle needs one of: generate, rank, grade, check, next (see nerdle --help)");
}

}  // namespace guesslab::cli
