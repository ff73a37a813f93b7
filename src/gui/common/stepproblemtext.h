// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alphabet.h"
#include "game.h"

#include <QCoreApplication>
#include <QString>

namespace guesslab::gui {

// The core's reasons for refusing a live game's step, worded for the user
// in the user's language.
class StepProblemText {
    Q_DECLARE_TR_FUNCTIONS(StepProblemText)
public:
    static QString text(const StepProblem& problem, const Alphabet& alphabet, const QString& guess);
    // The same for a question of another game (Mastermind, coins, ...).
    static QString text(const StepProblem& problem, const Game& game, const Question& question);
};

}  // namespace guesslab::gui
