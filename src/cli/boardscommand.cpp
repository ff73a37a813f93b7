// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsreport.h"
#include "boardsrun.h"
#include "boardssteps.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "inputerror.h"
#include "inputfile.h"
#include "resultsoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

namespace {

int boardsOf(const QString& text) {
    if (const int named = BoardsGame::boardsNamed(text.toLower().toStdString()))
        return named;
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < 1 || n > BoardsGame::kMaxBoards)
        throw UsageError("--boards: '" + text.toStdString() +
                         "' is not a count from 1 to 32 nor dordle, quordle, octordle, "
                         "sedecordle or duotrigordle");
    return n;
}

// "crane:BBYGB,GGBBB,-,BYBBB": the guess and one pattern per board ('-' or
// anything for a board solved before it, or the open boards' alone); "crane"
// alone when the secrets are given. Plays it on the position and returns it.
BoardsStep playStep(BoardsPosition& p, const QString& step, int index,
                    const std::vector<SecretId>& secrets) {
    const QString word = step.section(QLatin1Char(':'), 0, 0).toLower();
    const auto where = [&] {
        return "guess " + std::to_string(index) + " (" + word.toStdString() + "): ";
    };
    if (!step.contains(QLatin1Char(':'))) {  // the secrets give the feedback
        if (secrets.empty())
            throw UsageError(where() + "give the feedback of each board (" + word.toStdString() +
                             ":BBYGB,GGBBB,...) or the secrets (--secret)");
        const auto g = p.game().board().lists().guesses().find(word.toStdString());
        if (!g)
            throw UsageError(where() + "not in the guess list");
        if (p.finished())
            throw UsageError(where() + "every board is solved already");
        BoardsStep played{Question{*g, {}, {}}, std::vector<Feedback>(secrets.size(), 0)};
        for (int b = 0; b < p.boards(); ++b)
            if (!p.solved(b))
                played.feedback[static_cast<size_t>(b)] =
                    p.game().board().feedback(played.question, secrets[static_cast<size_t>(b)]);
        p.play(played.question, played.feedback);
        return played;
    }
    Phrase problem;
    const auto read = readBoardsStep(p, word.toStdString(),
                                     step.section(QLatin1Char(':'), 1).toStdString(), &problem);
    if (!read)
        throw UsageError(where() + problem.str());
    p.play(read->question, read->feedback);
    return *read;
}

}  // namespace

int runBoards(const QStringList& arguments) {
    CommandLine line(QStringLiteral("boards"),
                     QStringLiteral("Several boards at once (Dordle to Duotrigordle): the answers "
                                    "left on each board after GUESS ... and the best next "
                                    "guesses over the open boards; --play plays on to the end, "
                                    "--simulate plays seeded games."),
                     QStringLiteral("[GUESS[:PATTERN,PATTERN,...] ...]"));
    ListOptions listOptions(line);
    line.addOption({QStringLiteral("boards"),
                    QStringLiteral("How many boards, 1 to 32, or dordle, quordle, octordle, "
                                   "sedecordle, duotrigordle (default 4)."),
                    QStringLiteral("N")});
    line.addOption({QStringLiteral("limit"),
                    QStringLiteral("Guesses allowed (default boards + 5: 7, 9, 13, 21, 37)."),
                    QStringLiteral("L")});
    line.addOption({QStringLiteral("secret"),
                    QStringLiteral("The secrets, one per board (a,b,...): guesses then need no "
                                   "patterns."),
                    QStringLiteral("WORDS")});
    line.addOption({QStringLiteral("player"),
                    QStringLiteral("entropy (default), minimax, finisher; with --simulate also "
                                   "all."),
                    QStringLiteral("P")});
    line.addOption({QStringLiteral("top"),
                    QStringLiteral("Best next guesses to print (default 10)."),
                    QStringLiteral("K")});
    line.addOption({QStringLiteral("play"),
                    QStringLiteral("With --secret: the player plays the game from the start.")});
    line.addOption({QStringLiteral("simulate"),
                    QStringLiteral("Play this many games, each with its own secrets drawn from "
                                   "--seed."),
                    QStringLiteral("GAMES")});
    line.addOption({QStringLiteral("seed"),
                    QStringLiteral("Seed of the simulated games (default 1)."),
                    QStringLiteral("S")});
    line.addOption({QStringLiteral("exact"),
                    QStringLiteral("Two boards: the fewest guesses in all over every pair of "
                                   "different answers, proven (small lists), or the bounds "
                                   "proven by --time-limit.")});
    line.addOption({QStringLiteral("time-limit"),
                    QStringLiteral("With --exact: stop after this many seconds."),
                    QStringLiteral("S")});
    line.addOption({QStringLiteral("grid"),
                    QStringLiteral("The game as FILE: the grid a game shares (Quordle's squares, "
                                   "boards side by side) with the guesses typed under it."),
                    QStringLiteral("FILE")});
    line.addOption({QStringLiteral("review"),
                    QStringLiteral("Judge each guess given: the bits it was worth over the open "
                                   "boards against the best guess there, and the bits its "
                                   "feedback gave.")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")});
    const ResultsOptions results(line);
    if (!line.parse(arguments))
        return kExitOk;
    listOptions.refuseWeights("boards");
    if (results.active() && !line.isSet(QStringLiteral("simulate")))
        throw UsageError("--results and --resume go with --simulate");
    const int boards =
        line.isSet(QStringLiteral("boards")) ? boardsOf(line.value(QStringLiteral("boards"))) : 4;
    const int limit = line.intValue(QStringLiteral("limit"), 0, 1, 1000);
    const bool json = line.isSet(QStringLiteral("json"));
    const QString playerName = line.isSet(QStringLiteral("player"))
                                   ? line.value(QStringLiteral("player"))
                                   : QStringLiteral("entropy");
    const std::vector<BoardsStrategy> players = boardsPlayersNamed(playerName);
    if (line.isSet(QStringLiteral("simulate"))) {
        if (!line.positionals().isEmpty() || line.isSet(QStringLiteral("secret")))
            throw UsageError(
                "--simulate draws its own secrets: leave out the guesses and --secret");
        const auto game = makeBoardsGame(listOptions, boards, limit);
        if (results.active()) {
            if (players.size() != 1)
                throw UsageError("--results plays one player: choose it with --player");
            return runBoardsResults(
                *game, players.front(),
                static_cast<size_t>(line.intValue(QStringLiteral("simulate"), 1000, 1, 100000000)),
                static_cast<uint64_t>(line.intValue(QStringLiteral("seed"), 1, 0, 1 << 30)),
                listOptions.threads(), results, json);
        }
        return runBoardsSimulation(
            *game, players, line.intValue(QStringLiteral("simulate"), 1000, 1, 100000000),
            static_cast<uint64_t>(line.intValue(QStringLiteral("seed"), 1, 0, 1 << 30)),
            listOptions.threads(), line.isSet(QStringLiteral("quiet")), json);
    }
    if (line.isSet(QStringLiteral("exact"))) {
        if (boards != 2)
            throw UsageError("--exact is for two boards (--boards 2)");
        if (!line.positionals().isEmpty() || line.isSet(QStringLiteral("secret")))
            throw UsageError("--exact solves from the start: leave out the guesses and --secret");
        const auto game = makeBoardsGame(listOptions, boards, limit);
        return runDordleExact(*game, line.intValue(QStringLiteral("time-limit"), 0, 0, 1 << 30),
                              listOptions.threads(), line.isSet(QStringLiteral("quiet")), json);
    }
    if (players.size() != 1)
        throw UsageError("--player all goes with --simulate");
    const auto game = makeBoardsGame(listOptions, boards, limit);
    if (line.isSet(QStringLiteral("play"))) {
        if (!line.isSet(QStringLiteral("secret")))
            throw UsageError("--play needs --secret");
        if (!line.positionals().isEmpty())
            throw UsageError("--play plays from the start: leave out the guesses");
        return runBoardsPlay(*game, players.front(), line.value(QStringLiteral("secret")),
                             listOptions.threads(), json);
    }

    const std::vector<SecretId> secrets =
        line.isSet(QStringLiteral("secret"))
            ? boardsSecretsNamed(*game, line.value(QStringLiteral("secret")))
            : std::vector<SecretId>();
    BoardsPosition p(*game);
    const QStringList typed = line.positionals();
    std::vector<BoardsStep> steps;
    if (line.isSet(QStringLiteral("grid"))) {
        if (!typed.isEmpty() || !secrets.empty())
            throw UsageError("--grid holds the game: leave out the guesses and --secret");
        const std::string path = line.value(QStringLiteral("grid")).toStdString();
        try {
            auto grid = parseBoardsGrid(*game, InputFile::read(path), path);
            if (!grid)
                throw UsageError(path + ": no grid of squares in it");
            steps = std::move(*grid);
        } catch (const InputError& e) {
            throw UsageError(e.what());
        }
        for (const BoardsStep& step : steps)
            p.play(step.question, step.feedback);
    }
    for (int i = 0; i < typed.size(); ++i)
        steps.push_back(playStep(p, typed[i], i + 1, secrets));
    if (line.isSet(QStringLiteral("review"))) {
        if (steps.empty())
            throw UsageError("--review needs the guesses played");
        return runBoardsReview(*game, steps, listOptions.threads(),
                               line.isSet(QStringLiteral("quiet")), json);
    }

    return runBoardsRank(p, players.front(),
                         static_cast<size_t>(line.intValue(QStringLiteral("top"), 10, 0, 1 << 30)),
                         listOptions.threads(), json);
}

}  // namespace guesslab::cli
