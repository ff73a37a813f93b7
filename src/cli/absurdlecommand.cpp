// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdlereview.h"
#include "absurdlerun.h"
#include "absurdlesolver.h"
#include "absurdletreecommand.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "jobprogress.h"
#include "listoptions.h"
#include "ruleoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

namespace {

QJsonArray wordsJson(const std::vector<std::string>& words) {
    QJsonArray out;
    for (const std::string& w : words)
        out.append(QString::fromStdString(w));
    return out;
}

// Each guess against the best at its position (reviewAbsurdle): the
// guesses the win it left needs, itself included, and the fewest there.
int reviewGame(const AbsurdleSolver& solver, const std::vector<WordId>& guesses, int most,
               int threads, bool quiet, bool json) {
    Engine engine(threads);
    auto outcome = runWithProgress<GameReview>(engine, quiet, [&](JobContext& ctx) {
        return reviewAbsurdle(solver, guesses, most, &ctx);
    });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (outcome.status != JobStatus::Finished || outcome.result->stopped)
        return kExitStopped;
    const GameReview& review = *outcome.result;
    QJsonArray moves;
    QTextStream out(stdout);
    if (!json)
        out << "Move  guess  leaves a win in  best from there  lost\n";
    for (size_t i = 0; i < review.moves.size(); ++i) {
        const MoveReview& m = review.moves[i];
        const int played = m.searched ? static_cast<int>(m.playedExpected()) : 0;
        const int best = m.bestKnown ? static_cast<int>(m.bestExpected()) : 0;
        const int lost = played && best ? played - best : -1;
        QJsonObject move{{QStringLiteral("guess"), QString::fromStdString(m.guess)},
                         {QStringLiteral("feedback"), QString::fromStdString(m.feedback)},
                         {QStringLiteral("left"), static_cast<qint64>(m.leftAfter)},
                         {QStringLiteral("played"), played},
                         {QStringLiteral("best"), best},
                         {QStringLiteral("best_guess"), QString::fromStdString(m.best)}};
        if (lost >= 0)
            move.insert(QStringLiteral("lost"), lost);
        moves.append(move);
        if (json)
            continue;
        const auto count = [&](int n) {
            return n ? QString::number(n) : QStringLiteral(">") + QString::number(most);
        };
        out << QStringLiteral("%1  %2  %3  %4  %5")
                   .arg(i + 1, 4)
                   .arg(QString::fromStdString(m.guess), 5)
                   .arg(count(played), 15)
                   .arg(count(best), 15)
                   .arg(lost < 0 ? QStringLiteral("?") : QString::number(lost), 4);
        if (lost > 0)
            out << "  (best: " << QString::fromStdString(m.best) << ')';
        out << '\n';
    }
    if (json) {
        QJsonObject doc{{QStringLiteral("rule"), QString::fromLatin1(ruleName(solver.rule()))},
                        {QStringLiteral("won"), review.solved},
                        {QStringLiteral("most"), most},
                        {QStringLiteral("moves"), moves}};
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    }
    return kExitOk;
}

}  // namespace

int runAbsurdle(const QStringList& arguments) {
    CommandLine line(QStringLiteral("absurdle"),
                     QStringLiteral("Plays GUESS ... against Absurdle's adversary, which keeps the "
                                    "largest class of words; with --solve, the fewest guesses "
                                    "that force a win from there, proven."),
                     QStringLiteral("[GUESS ...]"));
    ListOptions listOptions(line);
    addRuleOptions(line, false);
    line.addOption({QStringLiteral("solve"),
                    QStringLiteral("The fewest guesses that force a win, each smaller number "
                                   "refuted, and a game that does it.")});
    line.addOption({QStringLiteral("all"),
                    QStringLiteral("With --solve: every guess that achieves it (from the start, "
                                   "every opener: long).")});
    line.addOption({QStringLiteral("target"),
                    QStringLiteral("Challenge: the word the game must end on. The adversary plays "
                                   "as ever; a guess whose kept class loses the target loses."),
                    QStringLiteral("WORD")});
    line.addOption({QStringLiteral("review"),
                    QStringLiteral("Judge each guess given: how many guesses the win it left "
                                   "needs, against the best from the same position.")});
    line.addOption({QStringLiteral("tree"),
                    QStringLiteral("Every way to force a win in the fewest guesses from there: "
                                   "the lines of a file verify --game absurdle checks.")});
    line.addOption({QStringLiteral("out"), QStringLiteral("With --tree: write the ways to FILE."),
                    QStringLiteral("FILE")});
    line.addOption({QStringLiteral("most"),
                    QStringLiteral("With --solve or --tree: search up to this many guesses "
                                   "(default 8)."),
                    QStringLiteral("K")});
    const ResultsOptions results(line);
    if (!line.parse(arguments))
        return kExitOk;
    listOptions.refuseWeights("absurdle");
    if (results.active() &&
        (!line.isSet(QStringLiteral("solve")) || !line.isSet(QStringLiteral("all")) ||
         !line.positionals().isEmpty() || line.isSet(QStringLiteral("target"))))
        throw UsageError(
            "--results and --resume go with --solve --all from the start, "
            "without --target");
    const GuessRule rule = rulesOf(line).rule;
    const bool json = line.isSet(QStringLiteral("json"));
    // --tree prints a file's lines: the steps are in its @played line.
    const bool stepsShown = !json && !line.isSet(QStringLiteral("tree"));
    const int most = line.intValue(QStringLiteral("most"), 8, 1, 32);
    if (line.isSet(QStringLiteral("all")) && !line.isSet(QStringLiteral("solve")))
        throw UsageError("--all goes with --solve");
    const GameLists lists = listOptions.loadPlayableLists();
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
    std::optional<WordId> target;
    if (line.isSet(QStringLiteral("target"))) {
        const std::string word = line.value(QStringLiteral("target")).toLower().toStdString();
        target = lists.answers().find(word);
        if (!target)
            throw UsageError("--target: '" + word + "' is not in the answer list");
    }
    const AbsurdleSolver solver(lists, matrix, rule, target);

    // The guesses given, each answered by the adversary.
    AbsurdlePosition at = solver.start();
    std::vector<AbsurdlePosition> positions{at};
    QJsonArray steps;
    QTextStream out(stdout);
    if (stepsShown && !results.active())
        out << "Absurdle, " << ruleName(rule) << " mode: " << lists.answers().size() << " words, "
            << lists.guesses().size() << " guesses"
            << (target ? QStringLiteral(", target ") +
                             QString::fromStdString(lists.answers().word(*target))
                       : QString())
            << '\n';
    bool won = false;
    const QStringList guesses = line.positionals();
    for (int i = 0; i < guesses.size(); ++i) {
        const std::string word = guesses[i].toLower().toStdString();
        const auto g = lists.guesses().find(word);
        if (!g)
            throw UsageError("guess " + std::to_string(i + 1) + ": '" + word +
                             "' is not in the guess list");
        if (won)
            throw UsageError("guess " + std::to_string(i + 1) + ": the game was won at guess " +
                             std::to_string(i));
        if (const StepProblem problem = solver.stepProblem(at, *g))
            throw UsageError("guess " + std::to_string(i + 1) + " (" + word +
                             "): " + describe(problem, lists.guesses().alphabet()));
        won = solver.wins(at, *g);
        at = solver.play(at, *g);
        positions.push_back(at);
        const std::string feedback = toString(at.steps.back().feedback, lists.length());
        const bool lost = target && !std::binary_search(at.words.begin(), at.words.end(), *target);
        steps.append(QJsonObject{{QStringLiteral("guess"), QString::fromStdString(word)},
                                 {QStringLiteral("feedback"), QString::fromStdString(feedback)},
                                 {QStringLiteral("left"), static_cast<qint64>(at.words.size())}});
        if (stepsShown)
            out << i + 1 << ". " << QString::fromStdString(word) << ' '
                << QString::fromStdString(feedback) << "  "
                << (won ? QStringLiteral("won")
                        : QString::number(at.words.size()) + QStringLiteral(" words left"))
                << '\n';
        if (lost)
            throw UsageError("guess " + std::to_string(i + 1) + ": '" + word +
                             "' loses the target: the adversary keeps a class without it");
    }
    if (line.isSet(QStringLiteral("tree"))) {
        for (const char* other : {"solve", "review", "all", "results", "resume", "target"})
            if (line.isSet(QString::fromLatin1(other)))
                throw UsageError(std::string("--tree lists every way from the position given: "
                                             "leave out --") +
                                 other);
        if (won)
            throw UsageError("--tree: the game is already won");
        out.flush();  // the steps, then the ways
        return runAbsurdleTree(solver, at, most, listOptions.threads(),
                               line.isSet(QStringLiteral("quiet")), json,
                               line.value(QStringLiteral("out")));
    }
    if (line.isSet(QStringLiteral("out")))
        throw UsageError("--out goes with --tree");
    if (line.isSet(QStringLiteral("review"))) {
        if (line.isSet(QStringLiteral("solve")) || results.active())
            throw UsageError("--review judges the guesses given: leave out --solve");
        if (guesses.isEmpty())
            throw UsageError("--review needs the guesses played");
        out.flush();  // the steps, then their review
        std::vector<WordId> played;
        for (const AbsurdlePosition& p : positions)
            if (!p.steps.empty())
                played.push_back(p.steps.back().guess);
        return reviewGame(solver, played, most, listOptions.threads(),
                          line.isSet(QStringLiteral("quiet")), json);
    }
    if (!line.isSet(QStringLiteral("solve"))) {
        if (json) {
            QJsonObject doc{{QStringLiteral("rule"), QString::fromLatin1(ruleName(rule))},
                            {QStringLiteral("steps"), steps},
                            {QStringLiteral("won"), won},
                            {QStringLiteral("left"), static_cast<qint64>(at.words.size())}};
            QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        } else if (!won && at.words.size() <= 20) {
            QStringList left;
            for (WordId w : at.words)
                left << QString::fromStdString(lists.answers().word(w));
            out << "Left: " << left.join(QLatin1Char(' ')) << '\n';
        }
        return kExitOk;
    }
    if (won)
        throw UsageError("--solve: the game is already won");

    Engine engine(listOptions.threads());
    if (results.active()) {  // the minimum first, then every opener's verdict for it
        auto minimum = runWithProgress<AbsurdleVerdict>(
            engine, results.quiet(),
            [&](JobContext& ctx) { return solver.solve(at, most, false, &ctx); });
        if (minimum.status == JobStatus::Failed)
            throw UsageError(minimum.error);
        if (minimum.status != JobStatus::Finished || minimum.result->stopped)
            return kExitStopped;
        if (minimum.result->fewest == 0)
            throw UsageError("no win can be forced within " + std::to_string(most) +
                             " guesses: no opener to judge");
        return runAbsurdleResults(solver, minimum.result->fewest, listOptions.threads(), results,
                                  json);
    }
    auto outcome = runWithProgress<AbsurdleVerdict>(
        engine, line.isSet(QStringLiteral("quiet")), [&](JobContext& ctx) {
            return solver.solve(at, most, line.isSet(QStringLiteral("all")), &ctx);
        });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (outcome.status == JobStatus::Cancelled || outcome.result->stopped)
        return kExitStopped;
    const AbsurdleVerdict& v = *outcome.result;
    std::vector<std::string> best;
    for (WordId g : v.best)
        best.push_back(lists.guesses().word(g));
    if (json) {
        QJsonObject doc{{QStringLiteral("rule"), QString::fromLatin1(ruleName(rule))},
                        {QStringLiteral("steps"), steps},
                        {QStringLiteral("fewest"), v.fewest},
                        {QStringLiteral("most"), most},
                        {QStringLiteral("all"), line.isSet(QStringLiteral("all"))},
                        {QStringLiteral("best"), wordsJson(best)},
                        {QStringLiteral("line"), wordsJson(v.line)}};
        if (target)
            doc.insert(QStringLiteral("target"),
                       QString::fromStdString(lists.answers().word(*target)));
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    if (!v.fewest) {
        out << "No win can be forced within " << most << " guesses"
            << (target ? QStringLiteral(" (target kept)") : QString()) << " (proven)\n";
        return kExitOk;
    }
    out << "Fewest guesses that force a win from here: " << v.fewest << " (proven";
    if (v.fewest > 1)
        out << ": no win within " << v.fewest - 1;
    out << ")\n";
    QStringList bestText;
    for (const std::string& w : best)
        bestText << QString::fromStdString(w);
    if (line.isSet(QStringLiteral("all")))
        out << "Guesses that achieve it (" << best.size()
            << "): " << bestText.join(QLatin1Char(' ')) << '\n';
    QStringList lineText;
    for (const std::string& w : v.line)
        lineText << QString::fromStdString(w);
    out << "A game that does: " << lineText.join(QLatin1Char(' ')) << '\n';
    return kExitOk;
}

}  // namespace guesslab::cli
