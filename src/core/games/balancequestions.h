// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <optional>
#include <string_view>
#include <vector>

namespace guesslab {

// Weighings for balance games without symmetric duplicates. Coins in one
// class are interchangeable in the current state, so a weighing is fixed by
// how many coins of each class go on each pan; the first coins of a class
// are used. Of a weighing and its mirror image only one is kept.
class BalanceQuestions {
public:
    static std::vector<Question> enumerate(const std::vector<std::vector<uint16_t>>& classes);
    // 0: the left pan is heavier, 1: level, 2: the right pan is heavier.
    static Feedback weigh(const Question& q, const std::vector<int>& weightOfCoin);
    static std::string describe(const Question& q);
    static Phrase feedbackPhrase(Feedback f);
    // The text describe() writes, or coins split by "vs" or "|" with any
    // separators; coins 1..coins, each at most once, as many on each pan.
    static std::optional<Question> parse(std::string_view text, int coins, Phrase* problem);
};

}  // namespace guesslab
