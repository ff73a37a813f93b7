// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameoptions.h"

#include "absurdlegame.h"
#include "binarysearchgame.h"
#include "boardsreport.h"
#include "bullscowsgame.h"
#include "clierror.h"
#include "coingames.h"
#include "equationgenerator.h"
#include "mastermindgame.h"
#include "wordgame.h"

namespace guesslab::cli {

namespace {

const QStringList kGames{
    QStringLiteral("wordle"),     QStringLiteral("nerdle"),     QStringLiteral("absurdle"),
    QStringLiteral("mastermind"), QStringLiteral("bulls-cows"), QStringLiteral("coins-heavy"),
    QStringLiteral("coins-odd"),  QStringLiteral("coins-two"),  QStringLiteral("binary"),
    QStringLiteral("boards"),     QStringLiteral("dordle"),     QStringLiteral("quordle"),
    QStringLiteral("octordle"),   QStringLiteral("sedecordle"), QStringLiteral("duotrigordle")};

}  // namespace

GameOptions::GameOptions(CommandLine& line, const ListOptions& lists, const QString& gameAlso)
    : line_(line), lists_(lists) {
    line.addOption(
        {QStringLiteral("game"),
         QStringLiteral("wordle (default), nerdle, absurdle, mastermind, bulls-cows, coins-heavy, "
                        "coins-odd, coins-two, binary, or several boards: boards (with "
                        "--boards N), dordle, quordle, octordle, sedecordle, duotrigordle.") +
             (gameAlso.isEmpty() ? QString() : QLatin1Char(' ') + gameAlso),
         QStringLiteral("GAME")});
    line.addOption({QStringLiteral("pegs"),
                    QStringLiteral("Mastermind pegs, Bulls and Cows positions (default 4)."),
                    QStringLiteral("P")});
    line.addOption(
        {QStringLiteral("colors"),
         QStringLiteral("Mastermind colours (default 6), Bulls and Cows symbols (default 10)."),
         QStringLiteral("C")});
    line.addOption({QStringLiteral("repeats"),
                    QStringLiteral("Bulls and Cows: questions may repeat symbols.")});
    line.addOption(
        {QStringLiteral("coins"), QStringLiteral("Coins (default 12)."), QStringLiteral("N")});
    line.addOption({QStringLiteral("size"),
                    QStringLiteral("Binary search over 1..N (default 100)."), QStringLiteral("N")});
    line.addOption({QStringLiteral("length"), QStringLiteral("Nerdle equation length (default 8)."),
                    QStringLiteral("L")});
    line.addOption({QStringLiteral("boards"),
                    QStringLiteral("--game boards: how many boards, 1 to 32 (default 4)."),
                    QStringLiteral("N")});
    line.addOption({QStringLiteral("limit"),
                    QStringLiteral("Several boards: guesses allowed (default boards + 5)."),
                    QStringLiteral("L")});
}

bool GameOptions::severalBoards() const {
    return name() == QLatin1String("boards") || BoardsGame::boardsNamed(name().toStdString()) > 0;
}

std::unique_ptr<BoardsGame> GameOptions::makeBoards() const {
    const int named = BoardsGame::boardsNamed(name().toStdString());
    if (named && line_.isSet(QStringLiteral("boards")))
        throw UsageError("--boards goes with --game boards; " + name().toStdString() + " has " +
                         std::to_string(named));
    const int boards =
        named ? named : line_.intValue(QStringLiteral("boards"), 4, 1, BoardsGame::kMaxBoards);
    return makeBoardsGame(lists_, boards, line_.intValue(QStringLiteral("limit"), 0, 1, 1000));
}

QString GameOptions::name() const {
    return line_.isSet(QStringLiteral("game")) ? line_.value(QStringLiteral("game"))
                                               : QStringLiteral("wordle");
}

bool GameOptions::words() const {
    return name() == QLatin1String("wordle");
}

bool GameOptions::named() const {
    return kGames.contains(name());
}

std::unique_ptr<Game> GameOptions::makeGame() const {
    const QString game = name();
    if (severalBoards())
        throw UsageError("--game " + game.toStdString() +
                         ": several boards have no secret list of their own; the boards command "
                         "ranks their guesses (boards --boards N GUESS:PATTERNS ...), and "
                         "simulate and play take them");
    try {
        if (game == QLatin1String("wordle")) {
            auto lists = std::make_shared<const GameLists>(lists_.loadLists());
            auto matrix = std::make_shared<const PatternMatrix>(
                PatternMatrix::build(lists->guesses(), lists->answers()));
            return std::make_unique<WordGame>(lists, matrix);
        }
        if (game == QLatin1String("absurdle")) {
            auto lists = std::make_shared<const GameLists>(lists_.loadLists());
            auto matrix = std::make_shared<const PatternMatrix>(
                PatternMatrix::build(lists->guesses(), lists->answers()));
            return std::make_unique<AbsurdleGame>(lists, matrix);
        }
        if (game == QLatin1String("nerdle")) {
            const int length = line_.intValue(QStringLiteral("length"), 8, 5, 8);
            const WordList list(EquationChecker::alphabet(), EquationGenerator::generate(length),
                                "nerdle-" + std::to_string(length));
            auto lists = std::make_shared<const GameLists>(list, list);
            auto matrix = std::make_shared<const PatternMatrix>(
                PatternMatrix::build(lists->guesses(), lists->answers()));
            return std::make_unique<WordGame>(lists, matrix, "nerdle " + std::to_string(length));
        }
        if (game == QLatin1String("mastermind"))
            return std::make_unique<MastermindGame>(
                line_.intValue(QStringLiteral("pegs"), 4, 1, 8),
                line_.intValue(QStringLiteral("colors"), 6, 2, 10));
        if (game == QLatin1String("bulls-cows"))
            return std::make_unique<BullsCowsGame>(
                line_.intValue(QStringLiteral("pegs"), 4, 1, 8),
                line_.intValue(QStringLiteral("colors"), 10, 2, 10),
                line_.isSet(QStringLiteral("repeats")));
        const int coins = line_.intValue(QStringLiteral("coins"), 12, 2, 2000);
        if (game == QLatin1String("coins-heavy"))
            return std::make_unique<HeavyCoinGame>(coins);
        if (game == QLatin1String("coins-odd"))
            return std::make_unique<OddCoinGame>(coins);
        if (game == QLatin1String("coins-two"))
            return std::make_unique<TwoHeavyCoinsGame>(coins);
        if (game == QLatin1String("binary"))
            return std::make_unique<BinarySearchGame>(
                static_cast<size_t>(line_.intValue(QStringLiteral("size"), 100, 2, 10000000)));
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    throw UsageError("unknown game '" + game.toStdString() + "'; see --help");
}

void refuseAdversary(const Game& game, const char* command) {
    if (game.picksFeedback())
        throw UsageError(std::string(command) + " --game " + game.name() +
                         ": the game answers each guess itself; use absurdle GUESS ... --solve, "
                         "--tree or --review for its exact figures");
}

}  // namespace guesslab::cli
