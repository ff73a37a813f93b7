// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace guesslab::gui {

// Status lines in rich-text labels: plain, or a problem in the warning red
// every panel uses. Text is escaped, so file names and words show as typed.
inline QString statusHtml(const QString& text, bool warning) {
    return warning
               ? QStringLiteral("<span style='color:#b00020'>%1</span>").arg(text.toHtmlEscaped())
               : text.toHtmlEscaped();
}

}  // namespace guesslab::gui
