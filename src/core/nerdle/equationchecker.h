// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alphabet.h"
#include "rational.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// Which equations count. Solutions follow Nerdle's rules strictly (docs/guide.md, "Nerdle's
// rules"); guesses may use the looser rules: a leading minus and a negative right side.
struct EquationRules {
    bool negatives = false;
};

// Why a string is not a valid equation: the 1-based position of the
// offending symbol (0 when it concerns the whole) and the reason.
struct EquationProblem {
    int position = 0;
    std::string reason;             // English, %1 %2 standing for args
    std::vector<std::string> args;  // (so a window can word it itself)
    std::string message() const;    // "position 4: two operators in a row"
};

// Reads Nerdle equations: symbols 0-9 + - * / =, exactly one '=', a single
// integer on the right, numbers and operators alternating on the left with
// '*' and '/' before '+' and '-', evaluated exactly.
class EquationChecker {
public:
    static const Alphabet& alphabet();  // "0123456789+-*/="

    // nullopt when the text is a valid equation under the rules.
    static std::optional<EquationProblem> check(std::string_view text, EquationRules rules = {});
    // The value of a left side (no '='), or the problem with it.
    static Rational evaluate(std::string_view lhs, EquationRules rules, EquationProblem* problem);
};

}  // namespace guesslab
