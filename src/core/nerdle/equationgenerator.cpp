// SPDX-License-Identifier: GPL-3.0-or-later
#include "equationgenerator.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <stdexcept>

namespace guesslab {

namespace {

int64_t power10(int n) {
    int64_t p = 1;
    while (n-- > 0)
        p *= 10;
    return p;
}

int digitsOf(int64_t v) {
    int d = 1;
    while (v >= 10) {
        v /= 10;
        ++d;
    }
    return d;
}

// A left side up to and including its last operator. The value of the whole
// left side will be  sum + sign * (product <op> x)  for '*' and '/', and
// sum + sign * x  for '+' and '-' (then product is unused), x the last number.
struct Prefix {
    std::string text;
    Rational sum;
    int sign = 1;
    Rational product;
    char op = '+';
};

class Enumerator {
public:
    Enumerator(int length, EquationRules rules, std::vector<std::string>& out,
               const JobContext* ctx)
        : length_(length), rules_(rules), out_(out), ctx_(ctx) {}

    // All left sides that start with the number `first` (signed).
    void fromFirstNumber(int64_t first, bool negative) {
        std::string text = negative ? "-" : "";
        text += std::to_string(first);
        grow(text, Rational(0), negative ? -1 : 1, Rational(first));
    }

private:
    // `text` is a left side ending in a number: the current term is
    // sign * product, after the completed terms adding up to sum.
    void grow(const std::string& text, const Rational& sum, int sign, const Rational& product) {
        if (ctx_ && ctx_->cancelled())  // one start can run for seconds: stop within it
            return;
        const int used = static_cast<int>(text.size());
        if (used + 1 > length_ - 3)  // room for op, a number, '=' and the right side
            return;
        for (char op : {'+', '-', '*', '/'}) {
            Prefix p;
            p.text = text + op;
            p.op = op;
            if (op == '+' || op == '-') {
                p.sum = sign > 0 ? sum + product : sum - product;
                p.sign = op == '+' ? 1 : -1;
                p.product = 1;
            } else {
                p.sum = sum;
                p.sign = sign;
                p.product = product;
            }
            finish(p);
            // Longer left sides: another number after this operator.
            const int room =
                length_ - 3 - static_cast<int>(p.text.size());  // before the last number
            for (int d = 1; d <= room - 1; ++d)
                for (int64_t n = std::max<int64_t>(1, power10(d - 1)); n < power10(d); ++n) {
                    const Rational x(n);
                    if (op == '+' || op == '-')
                        grow(p.text + std::to_string(n), p.sum, p.sign, x);
                    else
                        grow(p.text + std::to_string(n), p.sum, p.sign,
                             op == '*' ? p.product * x : p.product / x);
                }
        }
    }

    // The left side's value once x is appended.
    static Rational valueWith(const Prefix& p, const Rational& x) {
        if (p.op == '+' || p.op == '-')
            return p.sign > 0 ? p.sum + x : p.sum - x;
        const Rational term = p.op == '*' ? p.product * x : p.product / x;
        return p.sign > 0 ? p.sum + term : p.sum - term;
    }

    // The x that makes the left side equal v, if any (exact).
    static std::optional<Rational> solveFor(const Prefix& p, const Rational& v) {
        const Rational rest = p.sign > 0 ? v - p.sum : p.sum - v;  // what the last term must be
        if (p.op == '+' || p.op == '-')
            return rest;
        if (p.op == '*')
            return rest / p.product;
        if (rest.isZero())
            return std::nullopt;  // product / x is never 0
        return p.product / rest;
    }

    // Right sides of `digits` characters: [lo, hi] as integers.
    struct Span {
        int64_t lo, hi;
    };
    std::vector<Span> rightSides(int chars) const {
        std::vector<Span> spans;
        spans.push_back({chars == 1 ? 0 : power10(chars - 1), power10(chars) - 1});
        if (rules_.negatives && chars >= 2)
            spans.push_back({-(power10(chars - 1) - 1), -(chars == 2 ? 1 : power10(chars - 2))});
        return spans;
    }

    bool fitsRight(const Rational& v, int chars) const {
        if (!v.isInteger())
            return false;
        if (v.num < 0)
            return rules_.negatives && chars >= 2 && digitsOf(-v.num) == chars - 1;
        return digitsOf(v.num) == chars;
    }

    // Appends the last number and the right side in every way that balances.
    void finish(const Prefix& p) {
        const int left = length_ - static_cast<int>(p.text.size());  // x, '=', right side
        for (int dx = 1; dx <= left - 2; ++dx) {
            const int dv = left - 1 - dx;
            const int64_t xLo = power10(dx - 1) == 1 ? 1 : power10(dx - 1), xHi = power10(dx) - 1;
            const std::vector<Span> vs = rightSides(dv);
            int64_t vCount = 0;
            for (const Span& s : vs)
                vCount += s.hi - s.lo + 1;
            if (xHi - xLo + 1 <= vCount) {
                for (int64_t x = xLo; x <= xHi; ++x) {
                    const Rational v = valueWith(p, Rational(x));
                    if (fitsRight(v, dv))
                        emit(p, x, v.num);
                }
            } else {
                for (const Span& s : vs)
                    for (int64_t v = s.lo; v <= s.hi; ++v) {
                        const auto x = solveFor(p, Rational(v));
                        if (x && x->isInteger() && x->num >= xLo && x->num <= xHi)
                            emit(p, x->num, v);
                    }
            }
        }
    }

    void emit(const Prefix& p, int64_t x, int64_t v) {
        out_.push_back(p.text + std::to_string(x) + "=" + std::to_string(v));
    }

    int length_;
    EquationRules rules_;
    std::vector<std::string>& out_;
    const JobContext* ctx_;
};

}  // namespace

std::vector<std::string> EquationGenerator::generate(int length, EquationRules rules,
                                                     JobContext* ctx) {
    if (length < kMinLength || length > kMaxLength)
        throw std::invalid_argument("equations have 5 to 10 symbols");
    // The first number and its sign split the work; each part is independent.
    struct Start {
        int64_t number;
        bool negative;
    };
    std::vector<Start> starts;
    const int maxFirst = length - 4;  // first number, op, last number, '=', right side
    for (bool negative : {false, true}) {
        if (negative && !rules.negatives)
            continue;
        const int digits = maxFirst - (negative ? 1 : 0);
        for (int64_t n = 1; n < power10(digits); ++n)
            starts.push_back({n, negative});
    }
    std::vector<std::vector<std::string>> parts(starts.size());
    if (ctx)
        ctx->beginPhase("Generating equations", starts.size());
    tbb::parallel_for(tbb::blocked_range<size_t>(0, starts.size(), 16),
                      [&](const tbb::blocked_range<size_t>& r) {
                          if (ctx && ctx->cancelled())
                              return;
                          for (size_t i = r.begin(); i != r.end(); ++i) {
                              Enumerator e(length, rules, parts[i], ctx);
                              e.fromFirstNumber(starts[i].number, starts[i].negative);
                          }
                          if (ctx)
                              ctx->advance(r.size());
                      });
    if (ctx && ctx->cancelled())
        return {};
    std::vector<std::string> all;
    for (auto& part : parts)
        all.insert(all.end(), std::make_move_iterator(part.begin()),
                   std::make_move_iterator(part.end()));
    std::sort(all.begin(), all.end());
    return all;
}

}  // namespace guesslab
