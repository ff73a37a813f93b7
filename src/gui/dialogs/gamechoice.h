// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamelists.h"
#include "patternmatrix.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace guesslab::gui {

// The games besides words and equations, each with its parameters: what the
// Game menu's dialog and the Simulation panel offer, in one place.
// The values are kept in the settings: new kinds go at the end.
enum class GameKind {
    Mastermind,
    HeavyCoin,
    OddCoin,
    TwoHeavyCoins,
    BinarySearch,
    BullsCows,
    BullsCowsRepeats,  // questions may repeat digits
    Absurdle,          // on the word lists loaded
    Boards,            // several boards at once (Dordle ... Duotrigordle), on the word lists
};

struct GameParameter {
    QString label;  // with a mnemonic: "&Pegs:"
    QString toolTip;
    int minimum = 0, maximum = 0, value = 0;
    QString atMinimum;  // shown instead of the minimum ("usual"), if set
};

class GameChoice {
    Q_DECLARE_TR_FUNCTIONS(GameChoice)
public:
    static QList<GameKind> kinds();
    static QString title(GameKind kind);  // menu text, with a mnemonic
    static QString description(GameKind kind);
    static QList<GameParameter> parameters(GameKind kind);
    // Which of these a game is; nullopt for words and equations.
    static std::optional<GameKind> kindOf(const Game& game);
    // The parameters `game` was made with, in the order parameters() lists them.
    static QList<int> valuesOf(const Game& game);
    // Throws std::invalid_argument for values the game refuses. Absurdle and
    // several boards are played on `lists` (with their pattern table, if
    // built; several boards build it when it is not).
    static std::shared_ptr<const Game> make(GameKind kind, const QList<int>& values,
                                            std::shared_ptr<const GameLists> lists = nullptr,
                                            std::shared_ptr<const PatternMatrix> matrix = nullptr);
};

}  // namespace guesslab::gui
