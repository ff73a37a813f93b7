// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsreport.h"

#include "boardsreview.h"

#include "clierror.h"
#include "dordlesolver.h"
#include "engine.h"
#include "jobprogress.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

std::unique_ptr<BoardsGame> makeBoardsGame(const ListOptions& lists, int boards, int limit) {
    auto shared = std::make_shared<const GameLists>(lists.loadPlayableLists());
    auto matrix = std::make_shared<const PatternMatrix>(
        PatternMatrix::build(shared->guesses(), shared->answers()));
    try {
        return std::make_unique<BoardsGame>(shared, matrix, boards, limit);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
}

std::vector<BoardsStrategy> boardsPlayersNamed(const QString& name) {
    if (name == QLatin1String("all"))
        return {BoardsStrategy::Entropy, BoardsStrategy::Minimax, BoardsStrategy::Finisher};
    if (const auto s = boardsStrategyNamed(name.toStdString()))
        return {*s};
    throw UsageError("--player is entropy, minimax, finisher or all for several boards, not '" +
                     name.toStdString() + "'");
}

int runBoardsRank(const BoardsPosition& p, BoardsStrategy strategy, size_t top, int threads,
                  bool json) {
    const BoardsGame& game = p.game();
    Engine engine(threads);
    const BoardsScorer scorer(game, 0);
    const auto scores =
        engine.run<std::vector<BoardsScore>>([&](JobContext& ctx) { return scorer.score(p, &ctx); })
            .result;
    if (!scores || scores->empty())  // stopped
        return kExitStopped;
    const BoardsPlayer player(scorer, strategy);
    std::vector<BoardsScore> ranked = rankBoards(*scores, strategy, top);
    // The finisher's forced move heads its list.
    if (const auto known =
            strategy == BoardsStrategy::Finisher ? player.knownAnswer(p) : std::nullopt) {
        std::erase_if(ranked, [&](const BoardsScore& s) { return s.guess == *known; });
        ranked.insert(ranked.begin(), (*scores)[*known]);
        if (top && ranked.size() > top)
            ranked.resize(top);
    }
    const WordList& words = game.board().lists().guesses();
    const WordList& answers = game.board().lists().answers();
    QTextStream out(stdout);
    QJsonArray boardsJson, bestJson;
    if (!json)
        out << QString::fromStdString(game.name()) << ": " << game.boards() << " boards, limit "
            << game.limit() << ", " << answers.size() << " answers, " << words.size()
            << " guesses; " << p.guesses() << " played\n";
    for (int b = 0; b < game.boards(); ++b) {
        QStringList left;
        for (SecretId a : p.candidates(b))
            left << QString::fromStdString(answers.word(a));
        QJsonObject o{{QStringLiteral("left"), static_cast<qint64>(left.size())}};
        if (p.solved(b))
            o.insert(QStringLiteral("solved_at"), p.solvedAt(b));
        if (left.size() <= 20)
            o.insert(QStringLiteral("answers"), QJsonArray::fromStringList(left));
        boardsJson.append(o);
        if (json)
            continue;
        out << "Board " << b + 1 << ": ";
        if (p.solved(b))
            out << "solved at guess " << p.solvedAt(b) << " (" << left.front() << ")\n";
        else
            out << left.size() << (left.size() == 1 ? " answer" : " answers") << " left"
                << (left.size() <= 12 ? QStringLiteral(": ") + left.join(QLatin1Char(' '))
                                      : QString())
                << '\n';
    }
    if (!p.finished() && !json)
        out << "Best next guesses (" << QString::fromStdString(boardsStrategyName(strategy))
            << "):\n  rank  guess  bits over the boards  most left  may solve\n";
    for (size_t i = 0; i < ranked.size() && !p.finished(); ++i) {
        const BoardsScore& s = ranked[i];
        bestJson.append(
            QJsonObject{{QStringLiteral("guess"), QString::fromStdString(words.word(s.guess))},
                        {QStringLiteral("entropy"), s.entropy},
                        {QStringLiteral("largest"), static_cast<qint64>(s.largest)},
                        {QStringLiteral("solves"), s.names}});
        if (!json)
            out << QStringLiteral("  %1  %2  %3  %4  %5\n")
                       .arg(i + 1, 4)
                       .arg(QString::fromStdString(words.word(s.guess)), 5)
                       .arg(s.entropy, 20, 'f', 4)
                       .arg(s.largest, 9)
                       .arg(s.names, 9);
    }
    if (json) {
        QJsonObject doc{
            {QStringLiteral("game"), QString::fromStdString(game.name())},
            {QStringLiteral("boards"), boardsJson},
            {QStringLiteral("limit"), game.limit()},
            {QStringLiteral("played"), p.guesses()},
            {QStringLiteral("finished"), p.finished()},
            {QStringLiteral("player"), QString::fromStdString(boardsStrategyName(strategy))},
            {QStringLiteral("best"), bestJson}};
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else if (p.finished()) {
        out << (p.won() ? "Won in " : "Every board solved, past the limit, in ") << p.guesses()
            << " guesses\n";
    }
    return kExitOk;
}

int runBoardsSimulation(const BoardsGame& game, const std::vector<BoardsStrategy>& players,
                        size_t games, uint64_t seed, int threads, bool quiet, bool json) {
    Engine engine(threads);
    const BoardsScorer scorer(game);  // shared by the players: the same sets measured once
    QJsonArray runs;
    QTextStream out(stdout);
    for (BoardsStrategy strategy : players) {
        const BoardsPlayer player(scorer, strategy);
        auto outcome = runWithProgress<BoardsSimulation>(engine, quiet, [&](JobContext& ctx) {
            return simulateBoards(player, games, seed, &ctx);
        });
        if (outcome.status == JobStatus::Failed)
            throw UsageError(outcome.error);
        if (outcome.status != JobStatus::Finished || !outcome.result->complete)
            return kExitStopped;
        const BoardsSimulation& r = *outcome.result;
        const double won = r.games ? 100.0 * double(r.won) / double(r.games) : 0;
        if (json) {
            QJsonObject histogram;
            for (const auto& [g, n] : r.histogram)
                histogram.insert(QString::number(g), static_cast<qint64>(n));
            runs.append(
                QJsonObject{{QStringLiteral("player"), QString::fromStdString(r.player)},
                            {QStringLiteral("games"), static_cast<qint64>(r.games)},
                            {QStringLiteral("average"), r.average},
                            {QStringLiteral("won"), static_cast<qint64>(r.won)},
                            {QStringLiteral("won_share"), won / 100.0},
                            {QStringLiteral("worst"), r.worst},
                            {QStringLiteral("unfinished"), static_cast<qint64>(r.unfinished)},
                            {QStringLiteral("histogram"), histogram}});
            continue;
        }
        out << QString::fromStdString(game.name()) << " (" << game.boards() << " boards, limit "
            << game.limit() << "), " << QString::fromStdString(r.player) << " player, " << r.games
            << " games of seed " << seed << ": average " << QString::number(r.average, 'f', 4)
            << " guesses, won " << r.won << " (" << QString::number(won, 'f', 2) << " %), worst "
            << r.worst;
        if (r.unfinished)
            out << ", unfinished " << r.unfinished;
        out << '\n';
        for (const auto& [g, n] : r.histogram)
            out << QStringLiteral("%1 guesses: %2%3\n")
                       .arg(g, 3)
                       .arg(n, 8)
                       .arg(g > game.limit() ? QStringLiteral("  (lost)") : QString());
        out.flush();
    }
    if (json) {
        QJsonObject doc{{QStringLiteral("game"), QString::fromStdString(game.name())},
                        {QStringLiteral("boards"), game.boards()},
                        {QStringLiteral("limit"), game.limit()},
                        {QStringLiteral("seed"), QString::number(seed)},
                        {QStringLiteral("players"), runs}};
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    }
    return kExitOk;
}

int runDordleExact(const BoardsGame& game, int seconds, int threads, bool quiet, bool json) {
    Engine engine(threads);
    DordleSolver solver(game);
    auto outcome = runWithProgress<DordleResult>(engine, quiet, [&](JobContext& ctx) {
        return solver.solve(&ctx, std::chrono::seconds(seconds));
    });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (!outcome.result)
        return kExitStopped;
    const DordleResult& r = *outcome.result;
    const WordList& guesses = game.lists().guesses();
    const QString first = r.first >= 0
                              ? QString::fromStdString(guesses.word(static_cast<WordId>(r.first)))
                              : QString();
    QTextStream out(stdout);
    if (json) {
        QJsonObject doc{{QStringLiteral("answers"), static_cast<qint64>(game.secretCount())},
                        {QStringLiteral("guesses"), static_cast<qint64>(guesses.size())},
                        {QStringLiteral("pairs"), static_cast<qint64>(r.pairs)},
                        {QStringLiteral("lower"), static_cast<qint64>(r.lower)},
                        {QStringLiteral("exact"), r.exact()},
                        {QStringLiteral("states"), static_cast<qint64>(r.states)}};
        if (r.total) {
            doc.insert(QStringLiteral("total"), static_cast<qint64>(r.total));
            doc.insert(QStringLiteral("average"), r.average());
            doc.insert(QStringLiteral("first"), first);
            doc.insert(QStringLiteral("by_player"), r.byPlayer);
        }
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    out << "Dordle on " << game.secretCount() << " answers (" << r.pairs << " pairs of different "
        << "answers), " << guesses.size() << " guesses\n";
    if (r.exact()) {
        out << "Fewest guesses in all: " << r.total << " (proven), "
            << QString::number(r.average(), 'f', 4) << " per game; first guess " << first << '\n';
    } else {
        out << "Stopped: no strategy needs fewer than " << r.lower << " guesses in all ("
            << QString::number(double(r.lower) / double(r.pairs), 'f', 4) << " per game)";
        if (r.total)
            out << "; the best found" << (r.byPlayer ? " (the finisher's play)" : "") << " needs "
                << r.total << " (" << QString::number(r.average(), 'f', 4) << ", first guess "
                << first << "): a gap of " << r.total - r.lower;
        out << '\n';
    }
    return kExitOk;
}

std::vector<SecretId> boardsSecretsNamed(const BoardsGame& game, const QString& text) {
    const WordList& answers = game.board().lists().answers();
    const QStringList words = text.toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (words.size() != game.boards())
        throw UsageError("--secret: " + std::to_string(words.size()) + " words for " +
                         std::to_string(game.boards()) + " boards (one per board, a,b,...)");
    std::vector<SecretId> secrets;
    for (const QString& w : words) {
        const auto a = answers.find(w.toStdString());
        if (!a)
            throw UsageError("--secret: '" + w.toStdString() + "' is not in the answer list");
        if (std::find(secrets.begin(), secrets.end(), *a) != secrets.end())
            throw UsageError("--secret: '" + w.toStdString() +
                             "' is on two boards; the secrets are all different");
        secrets.push_back(*a);
    }
    return secrets;
}

int runBoardsPlay(const BoardsGame& game, BoardsStrategy strategy, const QString& secretsText,
                  int threads, bool json) {
    const std::vector<SecretId> secrets = boardsSecretsNamed(game, secretsText);
    QStringList words;  // for the JSON, as the list writes them
    for (SecretId a : secrets)
        words << QString::fromStdString(game.lists().answers().word(a));
    Engine engine(threads);
    const BoardsScorer scorer(game);
    const BoardsPlayer player(scorer, strategy);
    const auto played = engine
                            .run<BoardsGamePlayed>(
                                [&](JobContext& ctx) { return playBoards(player, secrets, &ctx); })
                            .result;
    if (!played)
        return kExitStopped;
    BoardsPosition p(game);
    QJsonArray steps;
    QTextStream out(stdout);
    const int length = game.board().lists().length();
    for (uint32_t g : played->guesses) {
        const Question q{g, {}, {}};
        const std::vector<int> open = p.open();
        p.playAgainst(q, secrets);
        QStringList feedback;
        QJsonArray boards;
        for (int b = 0; b < game.boards(); ++b) {
            const bool shown = std::find(open.begin(), open.end(), b) != open.end();
            const QString f =
                shown ? QString::fromStdString(
                            toString(Pattern{static_cast<uint16_t>(p.feedback(b).back())}, length))
                      : QStringLiteral("-");
            feedback << f;
            boards.append(
                QJsonObject{{QStringLiteral("feedback"), f},
                            {QStringLiteral("left"), static_cast<qint64>(p.candidates(b).size())}});
        }
        const QString word = QString::fromStdString(game.board().describeQuestion(q));
        steps.append(
            QJsonObject{{QStringLiteral("guess"), word}, {QStringLiteral("boards"), boards}});
        if (!json)
            out << QStringLiteral("%1. %2  %3  %4 open\n")
                       .arg(p.guesses(), 2)
                       .arg(word)
                       .arg(feedback.join(QLatin1Char(' ')))
                       .arg(p.open().size());
    }
    if (json) {
        QJsonObject doc{
            {QStringLiteral("game"), QString::fromStdString(game.name())},
            {QStringLiteral("player"), QString::fromStdString(boardsStrategyName(strategy))},
            {QStringLiteral("secrets"), QJsonArray::fromStringList(words)},
            {QStringLiteral("steps"), steps},
            {QStringLiteral("guesses"), p.guesses()},
            {QStringLiteral("won"), p.won()}};
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    out << (p.won()        ? "Won in "
            : p.finished() ? "Every board solved, past the limit, in "
                           : "Unfinished after ")
        << p.guesses() << " guesses (limit " << game.limit() << ")\n";
    return kExitOk;
}

int runBoardsReview(const BoardsGame& game, const std::vector<BoardsStep>& steps, int threads,
                    bool quiet, bool json) {
    Engine engine(threads);
    auto outcome = runWithProgress<BoardsReview>(
        engine, quiet, [&](JobContext& ctx) { return reviewBoards(game, steps, &ctx); });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    if (outcome.status != JobStatus::Finished || outcome.result->stopped)
        return kExitStopped;
    const BoardsReview& review = *outcome.result;
    const WordList& words = game.board().lists().guesses();
    const int length = game.board().lists().length();
    const auto word = [&](uint32_t g) { return QString::fromStdString(words.word(g)); };
    QTextStream out(stdout);
    QJsonArray moves;
    if (!json)
        out << "Move  guess  open  answers left after     bits  best   best bits  lost  "
               "received\n";
    for (size_t i = 0; i < review.moves.size(); ++i) {
        const BoardsMoveReview& m = review.moves[i];
        QStringList left, feedback;
        QJsonArray leftJson, feedbackJson;
        for (size_t b = 0; b < m.leftAfter.size(); ++b) {
            const bool open = m.openBefore[b];
            left << (m.solvedHere[b] ? QStringLiteral("✓")
                     : open          ? QString::number(m.leftAfter[b])
                                     : QStringLiteral("-"));
            feedback << (open ? QString::fromStdString(
                                    toString(Pattern{static_cast<uint16_t>(m.feedback[b])}, length))
                              : QStringLiteral("-"));
            leftJson.append(static_cast<qint64>(m.leftAfter[b]));
            feedbackJson.append(feedback.back());
        }
        moves.append(QJsonObject{{QStringLiteral("guess"), word(m.guess)},
                                 {QStringLiteral("feedback"), feedbackJson},
                                 {QStringLiteral("open"), m.open},
                                 {QStringLiteral("left"), leftJson},
                                 {QStringLiteral("bits"), m.bits},
                                 {QStringLiteral("best"), word(m.best)},
                                 {QStringLiteral("best_bits"), m.bestBits},
                                 {QStringLiteral("lost"), m.lost()},
                                 {QStringLiteral("received"), m.received}});
        if (json)
            continue;
        out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9\n")
                   .arg(i + 1, 4)
                   .arg(word(m.guess), 5)
                   .arg(m.open, 4)
                   .arg(left.join(QLatin1Char(' ')), -20)
                   .arg(m.bits, 6, 'f', 3)
                   .arg(word(m.best), 5)
                   .arg(m.bestBits, 9, 'f', 3)
                   .arg(m.lost(), 5, 'f', 3)
                   .arg(m.received, 8, 'f', 3);
    }
    if (json) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("boards"), game.boards()},
                                         {QStringLiteral("limit"), game.limit()},
                                         {QStringLiteral("finished"), review.finished},
                                         {QStringLiteral("won"), review.won},
                                         {QStringLiteral("lost"), review.totalLost()},
                                         {QStringLiteral("luck"), review.totalLuck()},
                                         {QStringLiteral("moves"), moves}})
                   .toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    out << QStringLiteral(
               "Bits lost against the entropy player's choice: %1 in all; luck "
               "(bits received less bits expected): %2\n")
               .arg(review.totalLost(), 0, 'f', 3)
               .arg(review.totalLuck(), 0, 'f', 3);
    out << (review.won
                ? QStringLiteral("Won: every board solved within %1 guesses\n").arg(game.limit())
            : review.finished
                ? QStringLiteral("Every board solved, past the limit of %1\n").arg(game.limit())
                : QStringLiteral("Not finished\n"));
    return kExitOk;
}

}  // namespace guesslab::cli
