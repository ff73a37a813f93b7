// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "equationchecker.h"
#include "game.h"
#include "jobcontext.h"

#include <QString>

#include <exception>
#include <string>
#include <vector>

namespace guesslab::gui {

// The core speaks English with %1, %2 ... for its figures; the window words
// the same texts in the user's language (the list of them is enginetext.cpp).
namespace EngineText {
QString text(const std::string& text, const std::vector<std::string>& args = {});
QString text(const Phrase& phrase);
// A game's feedback ("2 black, 1 white") and secrets ("coin 5 lighter").
QString feedback(const Game& game, const Question& q, Feedback f);
QString secret(const Game& game, SecretId s);
// "Opener 'salet' (2 of 9) · 1520 sets searched, ...": the stage, then the phase.
QString progress(const Progress& progress);
// An error from the core: a bad file worded as "FILE, line N: problem" in
// the user's language; other errors as the core gave them.
QString error(const std::exception& error);
// A Nerdle equation's problem: "position 4: two operators in a row".
QString equation(const EquationProblem& problem);
}  // namespace EngineText

}  // namespace guesslab::gui
