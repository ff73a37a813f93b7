// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hardmoderule.h"

#include <QCoreApplication>
#include <QString>

class QComboBox;

namespace guesslab::gui {

// The three rule sets (docs/guide.md, "Modes") as the panels offer and name them.
class RuleText {
    Q_DECLARE_TR_FUNCTIONS(RuleText)
public:
    // Fills a combo box with normal, hard and strict (item data: the rule).
    static void fill(QComboBox* box);
    // The modes' tooltips for word games, or for games without hints of
    // their own (Mastermind, coins), where hard and strict are one rule.
    static void explain(QComboBox* box, bool words);
    static GuessRule chosen(const QComboBox* box);
    static void choose(QComboBox* box, GuessRule rule);
    // " · hard mode", " · strict mode", or nothing for normal.
    static QString summary(GuessRule rule);
    // " (hard)", " (strict)", or nothing: after an opener's name in a chart.
    static QString suffix(GuessRule rule);
};

}  // namespace guesslab::gui
