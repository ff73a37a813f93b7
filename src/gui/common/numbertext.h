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

}  // namespace guesslab::gui
