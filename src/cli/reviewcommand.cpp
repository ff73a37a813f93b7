// SPDX-License-Identifier: GPL-3.0-or-later
#include "anygamereview.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "equationchecker.h"
#include "equationgenerator.h"
#include "gameoptions.h"
#include "gamereview.h"
#include "inputfile.h"
#include "jobprogress.h"
#include "listoptions.h"
#include "openingbook.h"
#include "playedgame.h"
#include "playedsteps.h"
#include "resultsfile.h"
#include "ruleoptions.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace guesslab::cli {

namespace {

// The game's text: --moves (or, for word games, --game when it names no
// game), or the file named ('-': standard input).
std::string gameText(const CommandLine& line, const GameOptions& game, std::string& source) {
    const bool inGame = line.isSet(QStringLiteral("game")) && !game.named();
    if (line.isSet(QStringLiteral("moves")) || inGame) {
        if (!line.positionals().isEmpty())
            throw UsageError("give the moves with --moves or as a file, not both");
        const QString option = inGame ? QStringLiteral("game") : QStringLiteral("moves");
        source = "--" + option.toStdString();
        return line.value(option).toStdString();
    }
    if (line.positionals().size() != 1)
        throw UsageError("give the moves with --moves STEPS or as a file (- for standard input)");
    const QString path = line.positionals().front();
    source = path.toStdString();
    if (path != QLatin1String("-")) {
        try {
            return InputFile::read(source);
        } catch (const InputError& e) {  // bad input: exit code 2
            throw UsageError(e.what());
        }
    }
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        throw UsageError("-: cannot read standard input: " + in.errorString().toStdString());
    const QByteArray text = in.read(static_cast<qint64>(InputFile::kMaxBytes) + 1);
    if (static_cast<size_t>(text.size()) > InputFile::kMaxBytes)
        throw UsageError("-: standard input is larger than " +
                         std::to_string(InputFile::kMaxBytes >> 20) +
                         " MiB, the most this program reads for a game");
    return text.toStdString();
}

std::shared_ptr<const GameLists> reviewLists(const CommandLine& line, const ListOptions& options,
                                             const GameOptions& game) {
    const bool nerdle =
        game.named() && line.value(QStringLiteral("game")) == QLatin1String("nerdle");
    if (!line.isSet(QStringLiteral("nerdle")) && !nerdle)
        return std::make_shared<const GameLists>(options.loadPlayableLists());
    const int length = nerdle ? line.intValue(QStringLiteral("length"), 8, 5, 8)
                              : line.intValue(QStringLiteral("nerdle"), 8, 5, 8);
    const WordList list(EquationChecker::alphabet(), EquationGenerator::generate(length),
                        "nerdle-" + std::to_string(length));
    return std::make_shared<const GameLists>(list, list);
}

// The shipped book and the files --book names (bad ones: exit code 2).
OpeningBook openingBook(CommandLine& line) {
    if (line.isSet(QStringLiteral("no-book")) && line.isSet(QStringLiteral("book")))
        throw UsageError("--book and --no-book exclude each other");
    OpeningBook book = OpeningBook::bundled();
    try {
        for (const QString& path : line.parser().values(QStringLiteral("book")))
            book.add(ResultsFile::read(path.toStdString()));
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    return book;
}

QJsonValue orNull(bool known, double value) {
    return known ? QJsonValue(value) : QJsonValue();
}

QString signedFigure(double v, int decimals) {
    return (v > 0 ? QStringLiteral("+") : QString()) + QString::number(v, 'f', decimals);
}

// How a review's moves are shown: words by their pattern, other games by
// the feedback as the game words it.
struct ReviewLabels {
    QString game;  // "" for the word lists
    bool words = true;
    int width = 5;          // of the question column
    int feedbackWidth = 8;  // of the feedback column
    std::function<QString(const MoveReview&)> feedback;
    QString prior;  // the fingerprint of the prior the review is under, or ""
};

int writeReview(const CommandLine& line, const GameReview& r, GuessRule rule,
                const ReviewLabels& labels) {
    const MoveReview& last = r.moves.back();
    const double stillExpected = r.solved ? 0.0 : last.expectedAfter();

    if (line.isSet(QStringLiteral("json"))) {
        QJsonArray moves;
        for (const MoveReview& m : r.moves) {
            const bool valued = m.searched && m.bestKnown;
            moves.append(QJsonObject{
                {QStringLiteral("guess"), QString::fromStdString(m.guess)},
                {labels.words ? QStringLiteral("pattern") : QStringLiteral("feedback"),
                 labels.feedback(m)},
                {QStringLiteral("left_before"), static_cast<qint64>(m.leftBefore)},
                {QStringLiteral("left_after"), static_cast<qint64>(m.leftAfter)},
                {QStringLiteral("best"),
                 m.bestKnown ? QJsonValue(QString::fromStdString(m.best)) : QJsonValue()},
                {QStringLiteral("best_expected"), orNull(m.bestKnown, m.bestExpected())},
                {QStringLiteral("best_from_book"), m.bestFromBook},
                {QStringLiteral("classes"), static_cast<qint64>(m.classes)},
                {QStringLiteral("classes_searched"), static_cast<qint64>(m.classesSearched)},
                {QStringLiteral("classes_read"), static_cast<qint64>(m.classesRead)},
                {QStringLiteral("played_expected"), orNull(m.searched, m.playedExpected())},
                {QStringLiteral("cost"), orNull(valued, m.cost())},
                {QStringLiteral("luck"), orNull(m.searched, m.luck())},
                {QStringLiteral("luck_rank"), orNull(m.searched, m.luckRank)},
                {QStringLiteral("expected_after"), orNull(m.searched, m.expectedAfter())}});
        }
        QJsonObject doc{{QStringLiteral("game"),
                         labels.game.isEmpty() ? QStringLiteral("wordle") : labels.game},
                        {QStringLiteral("mode"), QString::fromLatin1(ruleName(rule))},
                        {QStringLiteral("guesses"), static_cast<int>(r.moves.size())},
                        {QStringLiteral("solved"), r.solved},
                        {QStringLiteral("complete"), r.complete},
                        {QStringLiteral("moves"), moves},
                        {QStringLiteral("total_cost"), r.totalCost()},
                        {QStringLiteral("total_luck"), r.totalLuck()}};
        if (!labels.prior.isEmpty())
            doc.insert(QStringLiteral("prior"), labels.prior);
        if (r.complete)
            doc.insert(QStringLiteral("expected_at_start"), r.moves.front().bestExpected());
        if (!r.solved)
            doc.insert(QStringLiteral("still_expected"), orNull(last.searched, stillExpected));
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << "Review" << (labels.game.isEmpty() ? QString() : QStringLiteral(" of ") + labels.game)
        << " (" << ruleName(rule) << " mode): " << r.moves.size() << ' '
        << (labels.words ? (r.moves.size() == 1 ? "guess" : "guesses")
                         : (r.moves.size() == 1 ? "question" : "questions"))
        << ", " << (r.solved ? "solved" : "not solved") << '\n';
    if (!labels.prior.isEmpty())
        out << "Expectations under the prior " << labels.prior
            << " (each answer as likely as its weight)\n";
    out << qSetFieldWidth(3) << "#" << qSetFieldWidth(0) << "  "
        << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8\n")
               .arg(labels.words ? QStringLiteral("guess") : QStringLiteral("question"),
                    -labels.width)
               .arg(QStringLiteral("feedback"), -labels.feedbackWidth)
               .arg(QStringLiteral("left"), 12)
               .arg(QStringLiteral("best"), -labels.width)
               .arg(QStringLiteral("best exp"), 8)
               .arg(QStringLiteral("played"), 8)
               .arg(QStringLiteral("cost"), 7)
               .arg(QStringLiteral("luck"), 7);
    for (size_t k = 0; k < r.moves.size(); ++k) {
        const MoveReview& m = r.moves[k];
        const QString unknown = QStringLiteral("?");
        out << qSetFieldWidth(3) << k + 1 << qSetFieldWidth(0) << "  "
            << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8")
                   .arg(QString::fromStdString(m.guess), -labels.width)
                   .arg(labels.feedback(m), -labels.feedbackWidth)
                   .arg(QStringLiteral("%1 -> %2").arg(m.leftBefore).arg(m.leftAfter), 12)
                   .arg(m.bestKnown ? QString::fromStdString(m.best) : unknown, -labels.width)
                   .arg(m.bestKnown ? QString::number(m.bestExpected(), 'f', 4) : unknown, 8)
                   .arg(m.searched ? QString::number(m.playedExpected(), 'f', 4) : unknown, 8)
                   .arg(m.searched && m.bestKnown ? QString::number(m.cost(), 'f', 4) : unknown, 7)
                   .arg(m.searched ? signedFigure(m.luck(), 3) : unknown, 7);
        if (m.searched)
            out << QStringLiteral("  (luckier than %1%)").arg(100 * m.luckRank, 0, 'f', 0);
        if (!m.searched && !r.stopped)
            out << "  (too large for the exact search: " << m.leftBefore << " answers)";
        out << '\n';
    }
    if (r.stopped)
        out << "Stopped before the end.\n";
    if (!r.moves.empty() && r.moves.front().bestFromBook) {
        const MoveReview& first = r.moves.front();
        if (first.searched && first.classesRead > 0)
            out << "The first move's total, best and " << first.classesRead << " of its "
                << first.classes << " classes are read from the opening book ("
                << first.classesSearched << " searched, for its luck).\n";
        else if (first.searched && first.classesSearched < first.classes)
            out << "The first move's total and best are read from the opening book ("
                << first.classesSearched << " of its " << first.classes
                << " classes searched, for its luck and the next move's best).\n";
        else
            out << "The first move's best is read from the opening book.\n";
    }
    out << "Total cost " << QString::number(r.totalCost(), 'f', 4)
        << (labels.words ? " guesses, luck " : " questions, luck ")
        << signedFigure(r.totalLuck(), 4) << '\n';
    if (r.complete) {
        out << r.moves.size() << " played";
        if (!r.solved)
            out << " + " << QString::number(stillExpected, 'f', 4) << " still expected";
        out << " = " << QString::number(r.moves.front().bestExpected(), 'f', 4)
            << " expected with best play + " << QString::number(r.totalCost(), 'f', 4)
            << " cost - (" << signedFigure(r.totalLuck(), 4) << ") luck\n";
    }
    return kExitOk;
}

// review --game mastermind (and the other games): the steps as the game
// words them, judged by the exact search over the game.
int reviewOtherGame(const CommandLine& line, const Game& game, const std::string& text,
                    const std::string& source, GuessRule rule, int threads) {
    refuseAdversary(game, "review");
    for (const char* option : {"secret", "candidates", "nerdle", "book", "no-book"})
        if (line.isSet(QString::fromLatin1(option)))
            throw UsageError(std::string("--") + option + " goes with word games, not with " +
                             game.name());
    std::vector<Asked> steps;
    try {
        steps = parsePlayedSteps(game, text, source);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    Engine engine(threads);
    auto outcome = runWithProgress<GameReview>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext& ctx) { return reviewAnyGame(game, steps, rule, &ctx); });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(source + ": " + outcome.error);
    ReviewLabels labels;
    labels.game = QString::fromStdString(game.name());
    labels.words = false;
    labels.width = 8;  // "question"
    for (const MoveReview& m : outcome.result->moves) {
        labels.width = std::max(labels.width, static_cast<int>(m.guess.size()));
        labels.feedbackWidth = std::max(labels.feedbackWidth, static_cast<int>(m.feedback.size()));
    }
    labels.feedback = [](const MoveReview& m) { return QString::fromStdString(m.feedback); };
    return writeReview(line, *outcome.result, rule, labels);
}

}  // namespace

int runReview(const QStringList& arguments) {
    CommandLine line(QStringLiteral("review"),
                     QStringLiteral("A played game judged move by move by the exact tree "
                                    "search: the best move, each move's cost and luck."),
                     QStringLiteral("[FILE]"));
    ListOptions listOptions(line);
    const GameOptions gameOptions(line, listOptions,
                                  QStringLiteral("For word games, also the moves (as --moves)."));
    line.addOption({QStringLiteral("moves"),
                    QStringLiteral("The steps played (instead of FILE): salet:BBYBB,crony:BYBBB; "
                                   "with --game, 1123: 1b1w; 3456: 0b2w."),
                    QStringLiteral("STEPS")});
    line.addOption({QStringLiteral("secret"),
                    QStringLiteral("The secret: guesses without feedback are graded against it."),
                    QStringLiteral("W")});
    line.addOption({QStringLiteral("candidates"),
                    QStringLiteral("The first move's best among the N best guesses by entropy and "
                                   "the one played (default 20; 0: every guess)."),
                    QStringLiteral("N")});
    line.addOption({QStringLiteral("nerdle"),
                    QStringLiteral("A Nerdle game with equations of length N (5 to 8)."),
                    QStringLiteral("N")});
    line.addOption({QStringLiteral("book"),
                    QStringLiteral("Also read the first move's best from this results file of a "
                                   "tree run (tree --best --results; repeat for more). The "
                                   "tables shipped for the bundled lists are read anyway."),
                    QStringLiteral("FILE")});
    line.addOption({QStringLiteral("no-book"),
                    QStringLiteral("Search the first move's best instead of reading it from the "
                                   "opening book.")});
    addRuleOptions(line, false);
    if (!line.parse(arguments))
        return kExitOk;
    const GuessRule rule = rulesOf(line).rule;
    if (listOptions.weighted() &&
        ((gameOptions.named() && !gameOptions.words()) || line.isSet(QStringLiteral("nerdle"))))
        throw UsageError("--weights: review weighs the answers of word lists only");
    std::string source;
    const std::string text = gameText(line, gameOptions, source);
    if (gameOptions.named() && !gameOptions.words() &&
        line.value(QStringLiteral("game")) != QLatin1String("nerdle"))
        return reviewOtherGame(line, *gameOptions.makeGame(), text, source, rule,
                               listOptions.threads());
    const auto lists = reviewLists(line, listOptions, gameOptions);
    PlayedGame game;
    try {
        game = parsePlayedGame(lists, text, line.value(QStringLiteral("secret")).toStdString(),
                               rule, source);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    ReviewOptions options;
    options.rule = rule;
    options.candidates = line.intValue(QStringLiteral("candidates"), 20, 0, 1 << 30);
    const std::shared_ptr<const TreePrior> prior = listOptions.treePrior(lists->answers());
    if (prior && !prior->uniform())
        options.prior = prior.get();
    const OpeningBook book = openingBook(line);
    if (!line.isSet(QStringLiteral("no-book")))
        options.book = &book;
    Engine engine(listOptions.threads());
    auto outcome = runWithProgress<GameReview>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext& ctx) { return reviewGame(lists, game.steps, options, &ctx); });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const int length = lists->length();
    ReviewLabels labels;
    labels.width = length;
    labels.feedback = [length](const MoveReview& m) {
        return QString::fromStdString(toString(m.pattern, length));
    };
    if (options.prior)
        labels.prior = QString::fromStdString(options.prior->fingerprint());
    return writeReview(line, *outcome.result, rule, labels);
}

}  // namespace guesslab::cli
