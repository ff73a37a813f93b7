// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QLineEdit;

namespace guesslab::gui {

// Completion of a word field from a list, case-insensitive. Once the text
// is a whole word of the list and nothing longer starts with it, the popup
// closes by itself, so the next click (Search, Compute) reaches its button
// instead of only closing the popup; Tab on the open popup (no row chosen)
// closes it and moves on to the next field.
class WordCompleter {
public:
    static void attach(QLineEdit* edit, const QStringList& words);
};

}  // namespace guesslab::gui
