// SPDX-License-Identifier: GPL-3.0-or-later
#include "equationchecker.h"

#include "inputerror.h"

#include <vector>

namespace guesslab {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isOperator(char c) {
    return c == '+' || c == '-' || c == '*' || c == '/';
}

std::optional<EquationProblem> fail(size_t index, std::string reason,
                                    std::vector<std::string> args = {}) {
    return EquationProblem{static_cast<int>(index) + 1, std::move(reason), std::move(args)};
}

}  // namespace

std::string EquationProblem::message() const {
    const std::string text = fillArgs(reason, args);
    return position > 0 ? "position " + std::to_string(position) + ": " + text : text;
}

const Alphabet& EquationChecker::alphabet() {
    static const Alphabet kSymbols("0123456789+-*/=");
    return kSymbols;
}

Rational EquationChecker::evaluate(std::string_view lhs, EquationRules rules,
                                   EquationProblem* problem) {
    const auto report = [&](size_t index, std::string reason, std::vector<std::string> args = {}) {
        *problem = {static_cast<int>(index) + 1, std::move(reason), std::move(args)};
        return Rational{};
    };
    *problem = {};
    if (lhs.empty())
        return report(0, "the left side is empty");
    // Tokens: numbers with their positions, and the operators between them.
    std::vector<Rational> numbers;
    std::vector<char> ops;
    std::vector<size_t> opAt;
    size_t i = 0;
    bool negativeFirst = false;
    if (lhs[0] == '-' && rules.negatives) {
        negativeFirst = true;
        ++i;
    }
    while (true) {
        if (i >= lhs.size())
            return report(lhs.size() - 1, "the left side ends with an operator");
        if (!isDigit(lhs[i]))
            return isOperator(lhs[i])
                       ? report(i, i == 0 ? "the left side must start with a number"
                                          : "two operators in a row")
                       : report(i, "'%1' cannot stand here", {std::string(1, lhs[i])});
        const size_t start = i;
        while (i < lhs.size() && isDigit(lhs[i]))
            ++i;
        const std::string_view digits = lhs.substr(start, i - start);
        if (digits.size() > 1 && digits[0] == '0')
            return report(start, "a number may not start with 0");
        if (digits == "0")
            return report(start, "a number on the left may not be 0");
        if (digits.size() > 15)
            return report(start, "the number is too long");
        numbers.emplace_back(std::stoll(std::string(digits)));
        if (i == lhs.size())
            break;
        if (!isOperator(lhs[i]))
            return report(i, "'%1' cannot stand here", {std::string(1, lhs[i])});
        ops.push_back(lhs[i]);
        opAt.push_back(i);
        ++i;
    }
    if (ops.empty()) {
        *problem = {0, "the left side needs an operator"};  // about the whole side
        return Rational{};
    }
    if (negativeFirst)
        numbers[0] = Rational(0) - numbers[0];
    // '*' and '/' first, left to right, then '+' and '-'.
    Rational sum = 0, term = numbers[0];
    int sign = 1;
    for (size_t k = 0; k < ops.size(); ++k) {
        const Rational& next = numbers[k + 1];
        if (ops[k] == '*' || ops[k] == '/') {
            if (ops[k] == '/' && next.isZero())
                return report(opAt[k], "division by zero");
            term = ops[k] == '*' ? term * next : term / next;
        } else {
            sum = sign > 0 ? sum + term : sum - term;
            sign = ops[k] == '+' ? 1 : -1;
            term = next;
        }
    }
    return sign > 0 ? sum + term : sum - term;
}

std::optional<EquationProblem> EquationChecker::check(std::string_view text, EquationRules rules) {
    for (size_t i = 0; i < text.size(); ++i)
        if (!alphabet().contains(text[i]))
            return fail(i, "'%1' is not a Nerdle symbol", {std::string(1, text[i])});
    const size_t eq = text.find('=');
    if (eq == std::string_view::npos)
        return EquationProblem{0, "there is no '='"};
    if (const size_t second = text.find('=', eq + 1); second != std::string_view::npos)
        return fail(second, "a second '='");
    // The right side: one integer, no leading zeros (negative only when allowed).
    const std::string_view rhs = text.substr(eq + 1);
    if (rhs.empty())
        return fail(eq, "nothing right of '='");
    size_t r = 0;
    if (rhs[0] == '-' && rules.negatives)
        r = 1;
    if (r == rhs.size())
        return fail(eq + 1, "a lone '-' is not a number");
    for (size_t k = r; k < rhs.size(); ++k)
        if (!isDigit(rhs[k]))
            return fail(eq + 1 + k, "the right side must be a single number");
    if (rhs.size() - r > 1 && rhs[r] == '0')
        return fail(eq + 1 + r, "a number may not start with 0");
    if (r == 1 && rhs.substr(1) == "0")
        return fail(eq + 1, "-0 is not a number");
    EquationProblem problem;
    Rational value;
    try {
        value = evaluate(text.substr(0, eq), rules, &problem);
    } catch (const std::overflow_error&) {
        return EquationProblem{0, "the numbers are too large"};
    }
    if (!problem.reason.empty())
        return problem;
    if (rhs.size() > 15)
        return fail(eq + 1, "the number is too long");
    const Rational right(std::stoll(std::string(rhs)));
    if (!(value == right))
        return EquationProblem{
            0, "the left side is %1, not %2", {value.toString(), right.toString()}};
    return std::nullopt;
}

}  // namespace guesslab
