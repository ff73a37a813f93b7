// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsreport.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "gameoptions.h"
#include "jobprogress.h"
#include "listoptions.h"
#include "optimalsimulation.h"
#include "simulation.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <memory>

namespace guesslab::cli {

namespace {

// The options every game and player is chosen with, shared by simulate and play.
class PlayOptions {
public:
    explicit PlayOptions(CommandLine& line) : line_(line), lists_(line), game_(line, lists_) {
        line.addOption({QStringLiteral("player"),
                        QStringLiteral("entropy (default), minimax, min-average or optimal (the "
                                       "exact search's strategy; games of the Game menu)."),
                        QStringLiteral("P")});
        line.addOption({QStringLiteral("hard"),
                        QStringLiteral("Hard mode: word games use every revealed hint; codes "
                                       "that may be the secret.")});
        line.addOption({QStringLiteral("strict"),
                        QStringLiteral("Strict mode: only questions that could be the secret.")});
        line.addOption({QStringLiteral("sample"),
                        QStringLiteral("Score only K questions at each turn."),
                        QStringLiteral("K")});
        line.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the sampling (default 1)."),
                        QStringLiteral("S")});
    }

    std::unique_ptr<Game> makeGame() const { return game_.makeGame(); }
    bool severalBoards() const { return game_.severalBoards(); }
    std::unique_ptr<BoardsGame> makeBoards() const { return game_.makeBoards(); }
    // The player for several boards, refusing the options that have no meaning there.
    std::vector<BoardsStrategy> boardsPlayers() const {
        for (const char* o : {"hard", "strict", "sample"})
            if (line_.isSet(QLatin1String(o)))
                throw UsageError(std::string("--") + o + " is not for several boards");
        return boardsPlayersNamed(line_.isSet(QStringLiteral("player"))
                                      ? line_.value(QStringLiteral("player"))
                                      : QStringLiteral("entropy"));
    }
    uint64_t seed() const {
        return static_cast<uint64_t>(line_.intValue(QStringLiteral("seed"), 1, 0, 1 << 30));
    }
    // The exact search's strategy rather than a one-step player.
    bool optimal() const {
        if (line_.value(QStringLiteral("player")) != QLatin1String("optimal"))
            return false;
        if (!game_.named() || game_.words() ||
            line_.value(QStringLiteral("game")) == QLatin1String("nerdle"))
            throw UsageError(
                "--player optimal is for the games of --game (mastermind, coins-…, "
                "binary); for word lists, tree --best gives the optimal strategy");
        // Absurdle picks its answer as it goes: its optimum is a forced win.
        if (line_.value(QStringLiteral("game")) == QLatin1String("absurdle"))
            throw UsageError(
                "--player optimal is for the games of --game (mastermind, coins-…, "
                "binary); for Absurdle, absurdle --solve gives the fewest guesses that force "
                "a win");
        return true;
    }

    PlayerOptions player() const {
        PlayerOptions o;
        const QString name = line_.isSet(QStringLiteral("player"))
                                 ? line_.value(QStringLiteral("player"))
                                 : QStringLiteral("entropy");
        if (name == QLatin1String("minimax"))
            o.strategy = Strategy::Minimax;
        else if (name == QLatin1String("min-average"))
            o.strategy = Strategy::MinAverage;
        else if (name != QLatin1String("entropy") && name != QLatin1String("optimal"))
            throw UsageError("--player is entropy, minimax, min-average or optimal, not '" +
                             name.toStdString() + "'");
        if (line_.isSet(QStringLiteral("hard")) && line_.isSet(QStringLiteral("strict")))
            throw UsageError("--hard and --strict exclude each other");
        if (line_.isSet(QStringLiteral("hard")))
            o.rule = GuessRule::Hard;
        if (line_.isSet(QStringLiteral("strict")))
            o.rule = GuessRule::Strict;
        o.sample = static_cast<size_t>(line_.intValue(QStringLiteral("sample"), 0, 1, 1 << 30));
        o.seed = static_cast<uint64_t>(line_.intValue(QStringLiteral("seed"), 1, 0, 1 << 30));
        return o;
    }

    int threads() const { return lists_.threads(); }
    void refuseWeights(const char* command) const { lists_.refuseWeights(command); }

private:
    CommandLine& line_;
    ListOptions lists_;
    GameOptions game_;
};

}  // namespace

int runSimulate(const QStringList& arguments) {
    CommandLine line(QStringLiteral("simulate"),
                     QStringLiteral("Plays a player against every secret of a game: the number of "
                                    "questions, on average and at worst."));
    PlayOptions options(line);
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")});
    line.addOption({QStringLiteral("games"),
                    QStringLiteral("Several boards: how many games, each with secrets drawn from "
                                   "--seed (default 1000)."),
                    QStringLiteral("N")});
    if (!line.parse(arguments))
        return kExitOk;
    options.refuseWeights("simulate");
    if (options.severalBoards())
        return runBoardsSimulation(*options.makeBoards(), options.boardsPlayers(),
                                   line.intValue(QStringLiteral("games"), 1000, 1, 100000000),
                                   options.seed(), options.threads(),
                                   line.isSet(QStringLiteral("quiet")),
                                   line.isSet(QStringLiteral("json")));
    if (line.isSet(QStringLiteral("games")))
        throw UsageError("--games is for several boards; other games play every secret");
    Engine engine(options.threads());
    const PlayerOptions player = options.player();
    const bool optimal = options.optimal();
    auto outcome = runWithProgress<SimulationResult>(
        engine, line.isSet(QStringLiteral("quiet")), [&](JobContext& ctx) {
            const std::unique_ptr<Game> game = options.makeGame();
            return optimal ? simulateOptimal(*game, player.rule, &ctx)
                           : simulate(*game, player, &ctx);
        });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const SimulationResult& r = *outcome.result;
    if (line.isSet(QStringLiteral("json"))) {
        QJsonObject histogram;
        for (const auto& [q, n] : r.histogram)
            histogram.insert(QString::number(q), static_cast<qint64>(n));
        QJsonObject doc{{QStringLiteral("game"), QString::fromStdString(r.game)},
                        {QStringLiteral("player"), QString::fromStdString(r.player)},
                        {QStringLiteral("secrets"), static_cast<qint64>(r.secrets)},
                        {QStringLiteral("average"), r.average},
                        {QStringLiteral("worst"), r.worst},
                        {QStringLiteral("histogram"), histogram}};
        if (r.unsolved)
            doc.insert(QStringLiteral("unsolved"), static_cast<qint64>(r.unsolved));
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << QString::fromStdString(r.game) << ", " << QString::fromStdString(r.player) << " player, "
        << r.secrets << " secrets: average " << QString::number(r.average, 'f', 4) << ", worst "
        << r.worst;
    if (r.unsolved)
        out << ", unsolved " << r.unsolved;
    out << '\n';
    for (const auto& [q, n] : r.histogram)
        out << QStringLiteral("%1 questions: %2\n").arg(q, 3).arg(n, 8);
    return kExitOk;
}

int runPlay(const QStringList& arguments) {
    CommandLine line(QStringLiteral("play"),
                     QStringLiteral("Plays one game against a secret and prints each question, its "
                                    "feedback and how many secrets remain."));
    PlayOptions options(line);
    line.addOption(
        {QStringLiteral("secret"),
         QStringLiteral("The secret: a word, an equation, a code like 1234, a coin like 5 "
                        "(heavy), 5+ or 5- (odd), 3,7 (two heavy), a number (binary)."),
         QStringLiteral("S")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Several boards: print JSON.")});
    if (!line.parse(arguments))
        return kExitOk;
    options.refuseWeights("play");
    if (options.severalBoards()) {
        const std::vector<BoardsStrategy> players = options.boardsPlayers();
        if (players.size() != 1)
            throw UsageError("--player all is for simulate");
        if (!line.isSet(QStringLiteral("secret")))
            throw UsageError("play needs --secret, one word per board (a,b,...)");
        return runBoardsPlay(*options.makeBoards(), players.front(),
                             line.value(QStringLiteral("secret")), options.threads(),
                             line.isSet(QStringLiteral("json")));
    }
    const std::unique_ptr<Game> game = options.makeGame();
    if (game->picksFeedback() && line.isSet(QStringLiteral("secret")))
        throw UsageError("--secret: " + game->name() + " has no secret, the game answers");
    if (!game->picksFeedback() && !line.isSet(QStringLiteral("secret")))
        throw UsageError("play needs --secret");
    const std::string text = line.value(QStringLiteral("secret")).toLower().toStdString();
    const auto secret = game->picksFeedback() ? std::optional<SecretId>(0) : game->findSecret(text);
    if (!secret)
        throw UsageError("'" + text + "' is not a secret of " + game->name());
    Engine engine(options.threads());
    if (line.value(QStringLiteral("player")) == QLatin1String("optimal"))
        throw UsageError(
            "play takes entropy, minimax or min-average; simulate --player optimal "
            "plays the exact strategy against every secret");
    const PlayerOptions player = options.player();
    auto steps = runWithProgress<std::vector<PlayStep>>(
        engine, line.isSet(QStringLiteral("quiet")),
        [&](JobContext&) { return playOne(*game, player, *secret); });
    QTextStream out(stdout);
    out << QString::fromStdString(game->name()) << ", "
        << (game->picksFeedback()
                ? QStringLiteral("the game answers")
                : QStringLiteral("secret ") + QString::fromStdString(game->describeSecret(*secret)))
        << ", " << QString::fromStdString(strategyName(player.strategy)) << " player\n";
    int n = 0;
    for (const PlayStep& s : *steps.result)
        out << ++n << ". " << QString::fromStdString(s.question) << "  ->  "
            << QString::fromStdString(s.feedback) << "  (" << s.remaining << " left)\n";
    return kExitOk;
}

}  // namespace guesslab::cli
