// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace guesslab::gui {

// A figure with a fixed number of decimals, in the user's regional format
// (5,8860 in German), as the counts beside it (QLocale) already are.
inline QString decimalText(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

// The format numbers take for the language the window speaks: the system's
// own regional format when it is of that language, else the language's
// (German read on an English system writes 5.625 and 4,3403).
inline QLocale numberLocaleFor(const QString& language, const QLocale& system = QLocale::system()) {
    const QLocale chosen(language);
    return chosen.language() == system.language() ? system : chosen;
}

}  // namespace guesslab::gui
