// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "strategytree.h"

#include <QJsonObject>
#include <QString>
#include <QTextStream>

#include <string>

// What tree, verify and the within-K search print of a strategy.
namespace guesslab::cli {

// total, average, worst and the histogram.
QJsonObject statsJson(const StrategyStats& stats);
// "Total 7920 guesses over 2315 answers, ..." and the histogram line; games
// other than words say "questions" and "secrets".
void printStats(QTextStream& out, const StrategyStats& stats, bool words = true);
// Writes the file whole or not at all; UsageError naming it otherwise.
void writeFile(const QString& path, const std::string& text);

}  // namespace guesslab::cli
