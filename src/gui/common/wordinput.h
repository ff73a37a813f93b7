// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordlist.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace guesslab::gui {

// A word typed into a panel's field, looked up in one of the game's lists;
// when it is not there, why, in the user's language.
class WordInput {
    Q_DECLARE_TR_FUNCTIONS(WordInput)
public:
    enum class List { Guesses, Answers };
    static std::optional<WordId> find(const QString& text, const WordList& words, List which,
                                      QString* error);
};

}  // namespace guesslab::gui
