// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QString;
class QTableView;

namespace guesslab::gui {

// Every column as wide as its header and cells; returns the width that shows
// them all (frame and a vertical scroll bar included). Measure again once
// shown: the style's fonts and margins apply only then.
int fitColumns(QTableView* table);

// fitColumns(), and the table at least that wide, so that a splitter beside
// it never hides a column behind a horizontal scroll bar.
void fitTableWidth(QTableView* table);

// Each column as wide as its header or its widest cell as `sample` gives it
// ("00.0000"), from the font, not from thousands of rows.
void fitColumnsToSamples(QTableView* table, const std::function<QString(int column)>& sample);

}  // namespace guesslab::gui
