// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamechoice.h"

#include "absurdlegame.h"
#include "binarysearchgame.h"
#include "boardsgame.h"
#include "bullscowsgame.h"
#include "coingames.h"
#include "mastermindgame.h"

#include <stdexcept>

namespace guesslab::gui {

QList<GameKind> GameChoice::kinds() {
    return {GameKind::Absurdle,  GameKind::Boards,           GameKind::Mastermind,
            GameKind::BullsCows, GameKind::BullsCowsRepeats, GameKind::HeavyCoin,
            GameKind::OddCoin,   GameKind::TwoHeavyCoins,    GameKind::BinarySearch};
}

QString GameChoice::title(GameKind kind) {
    switch (kind) {
        case GameKind::Mastermind:
            return tr("&Mastermind");
        case GameKind::BullsCows:
            return tr("B&ulls and Cows");
        case GameKind::BullsCowsRepeats:
            return tr("Bulls and Cows, &questions may repeat digits");
        case GameKind::HeavyCoin:
            return tr("One &heavy coin");
        case GameKind::OddCoin:
            return tr("One &odd coin, heavier or lighter");
        case GameKind::TwoHeavyCoins:
            return tr("&Two heavy coins");
        case GameKind::BinarySearch:
            return tr("&Binary search");
        case GameKind::Absurdle:
            return tr("&Absurdle");
        case GameKind::Boards:
            return tr("Se&veral boards (Dordle, Quordle, …)");
    }
    return {};
}

QString GameChoice::description(GameKind kind) {
    switch (kind) {
        case GameKind::Mastermind:
            return tr(
                "Find a code of coloured pegs; each guess scores black pegs (right colour, "
                "right place) and white pegs (right colour, wrong place). Colours may "
                "repeat.");
        case GameKind::BullsCows:
            return tr(
                "Find a number of different digits; each guess, also of different digits, "
                "scores bulls (right digit, right place) and cows (a digit of the secret in "
                "another place).");
        case GameKind::BullsCowsRepeats:
            return tr(
                "Bulls and Cows where a guess may repeat digits (the secret never does); a "
                "digit of the secret counts once.");
        case GameKind::HeavyCoin:
            return tr("One coin is heavier than the others; find it with a balance.");
        case GameKind::OddCoin:
            return tr("One coin is heavier or lighter than the others; find it and say which.");
        case GameKind::TwoHeavyCoins:
            return tr("Two coins are equally heavier than the others; find both.");
        case GameKind::BinarySearch:
            return tr("Find a number by asking \"is it at most k?\".");
        case GameKind::Absurdle:
            return tr(
                "Wordle against an adversary: no answer is fixed. Each guess splits the words "
                "still possible by their feedback, and the game keeps the largest class (ties: "
                "fewest greens, then fewest yellows, then the feedback first read left to "
                "right, grey before yellow before green). You win by guessing the one word "
                "left. Played on the word lists loaded.");
        case GameKind::Boards:
            return tr(
                "Several Wordle boards at once, each with its own answer, all different. Each "
                "guess is played on every board not yet solved; a board is solved when the "
                "guess is its answer. Win by solving every board within the guesses allowed. "
                "2 boards: Dordle, 4: Quordle, 8: Octordle, 16: Sedecordle, 32: Duotrigordle. "
                "Played on the word lists loaded.");
    }
    return {};
}

QList<GameParameter> GameChoice::parameters(GameKind kind) {
    const QString coinsTip = tr("How many coins lie on the table");
    switch (kind) {
        case GameKind::Mastermind:
            return {{tr("&Pegs:"), tr("Positions in a code"), 1, 6, 4, {}},
                    {tr("&Colours:"), tr("Colours a peg can have"), 2, 10, 6, {}}};
        case GameKind::BullsCows:
        case GameKind::BullsCowsRepeats:
            return {
                {tr("Pos&itions:"), tr("Digits in the secret, all different"), 1, 6, 4, {}},
                {tr("&Digits:"), tr("The secret's digits are 0 to this less one"), 2, 10, 10, {}}};
        case GameKind::HeavyCoin:
            return {{tr("&Coins:"), coinsTip, 2, 2000, 12, {}}};
        case GameKind::OddCoin:
            return {{tr("&Coins:"), coinsTip, 2, 40, 12, {}}};
        case GameKind::TwoHeavyCoins:
            return {{tr("&Coins:"), coinsTip, 3, 16, 12, {}}};
        case GameKind::BinarySearch:
            return {{tr("&Numbers:"), tr("The secret is one of 1 to this"), 2, 1000000, 100, {}}};
        case GameKind::Absurdle:
            return {};
        case GameKind::Boards:
            return {{tr("&Boards:"),
                     tr("2 Dordle, 4 Quordle, 8 Octordle, 16 Sedecordle, 32 Duotrigordle"),
                     1,
                     BoardsGame::kMaxBoards,
                     4,
                     {}},
                    {tr("&Guesses allowed:"),
                     tr("The usual limit is the boards plus 5: 7, 9, 13, 21 and 37 guesses"), 0,
                     1000, 0, tr("usual (boards + 5)")}};
    }
    return {};
}

std::optional<GameKind> GameChoice::kindOf(const Game& game) {
    if (dynamic_cast<const BoardsGame*>(&game))
        return GameKind::Boards;
    if (dynamic_cast<const AbsurdleGame*>(&game))
        return GameKind::Absurdle;
    if (dynamic_cast<const MastermindGame*>(&game))
        return GameKind::Mastermind;
    if (const auto* bc = dynamic_cast<const BullsCowsGame*>(&game))
        return bc->repeats() ? GameKind::BullsCowsRepeats : GameKind::BullsCows;
    if (dynamic_cast<const HeavyCoinGame*>(&game))
        return GameKind::HeavyCoin;
    if (dynamic_cast<const OddCoinGame*>(&game))
        return GameKind::OddCoin;
    if (dynamic_cast<const TwoHeavyCoinsGame*>(&game))
        return GameKind::TwoHeavyCoins;
    if (dynamic_cast<const BinarySearchGame*>(&game))
        return GameKind::BinarySearch;
    return std::nullopt;
}

QList<int> GameChoice::valuesOf(const Game& game) {
    if (const auto* boards = dynamic_cast<const BoardsGame*>(&game))
        return {boards->boards(),
                boards->limit() == BoardsGame::usualLimit(boards->boards()) ? 0 : boards->limit()};
    if (const auto* code = dynamic_cast<const CodeGame*>(&game))
        return {code->pegs(), code->colours()};
    if (const auto* coins = dynamic_cast<const BalanceGame*>(&game))
        return {coins->coins()};
    if (const auto* search = dynamic_cast<const BinarySearchGame*>(&game))
        return {static_cast<int>(search->secretCount())};
    return {};
}

std::shared_ptr<const Game> GameChoice::make(GameKind kind, const QList<int>& values,
                                             std::shared_ptr<const GameLists> lists,
                                             std::shared_ptr<const PatternMatrix> matrix) {
    const auto value = [&](qsizetype i) {
        if (i >= values.size())
            throw std::invalid_argument("a game parameter is missing");
        return values[i];
    };
    switch (kind) {
        case GameKind::Mastermind:
            return std::make_shared<MastermindGame>(value(0), value(1));
        case GameKind::BullsCows:
        case GameKind::BullsCowsRepeats:
            if (value(0) > value(1))
                throw std::invalid_argument(
                    tr("A secret of %1 different digits needs at least %1 digits to choose from.")
                        .arg(value(0))
                        .toStdString());
            return std::make_shared<BullsCowsGame>(value(0), value(1),
                                                   kind == GameKind::BullsCowsRepeats);
        case GameKind::HeavyCoin:
            return std::make_shared<HeavyCoinGame>(value(0));
        case GameKind::OddCoin:
            return std::make_shared<OddCoinGame>(value(0));
        case GameKind::TwoHeavyCoins:
            return std::make_shared<TwoHeavyCoinsGame>(value(0));
        case GameKind::BinarySearch:
            return std::make_shared<BinarySearchGame>(static_cast<size_t>(value(0)));
        case GameKind::Absurdle:
            if (!lists)
                throw std::invalid_argument(
                    tr("Absurdle is played on word lists: load them first.").toStdString());
            if (const size_t missing = lists->answersMissingFromGuesses())
                throw std::invalid_argument(
                    tr("Absurdle needs every answer in the guess list, to be named at the end: "
                       "%n answers are missing.",
                       nullptr, static_cast<int>(missing))
                        .toStdString());
            if (matrix && (matrix->guessCount() != lists->guesses().size() ||
                           matrix->answerCount() != lists->answers().size()))
                matrix.reset();  // another game's table
            return std::make_shared<AbsurdleGame>(std::move(lists), std::move(matrix));
        case GameKind::Boards:
            if (!lists)
                throw std::invalid_argument(
                    tr("Several boards are played on word lists: load them first.").toStdString());
            if (const size_t missing = lists->answersMissingFromGuesses())
                throw std::invalid_argument(
                    tr("Several boards need every answer in the guess list, to solve each board: "
                       "%n answers are missing.",
                       nullptr, static_cast<int>(missing))
                        .toStdString());
            if (value(1) != 0 && value(1) < value(0))
                throw std::invalid_argument(
                    tr("%1 guesses cannot solve %2 boards: one guess solves one board at most.")
                        .arg(value(1))
                        .arg(value(0))
                        .toStdString());
            if (!matrix || matrix->guessCount() != lists->guesses().size() ||
                matrix->answerCount() != lists->answers().size())  // none yet, or another game's
                matrix = std::make_shared<const PatternMatrix>(
                    PatternMatrix::build(lists->guesses(), lists->answers()));
            return std::make_shared<BoardsGame>(std::move(lists), std::move(matrix), value(0),
                                                value(1));
    }
    throw std::invalid_argument("unknown game");
}

}  // namespace guesslab::gui
