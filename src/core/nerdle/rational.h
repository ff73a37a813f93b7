// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>

namespace guesslab {

// 128-bit intermediates: a GCC/Clang extension, named once.
__extension__ typedef __int128 Int128;

// An exact fraction num/den in lowest terms, den > 0. Nerdle's equations are
// judged in exact arithmetic (3/2*4 = 6), which floating point cannot promise.
// Products go through 128 bits; a result beyond 64 bits throws.
struct Rational {
    int64_t num = 0;
    int64_t den = 1;

    Rational() = default;
    Rational(int64_t n) : num(n) {}  // NOLINT: integers convert
    static Rational make(Int128 n, Int128 d) {
        if (d == 0)
            throw std::domain_error("division by zero");
        if (d < 0) {
            n = -n;
            d = -d;
        }
        Int128 a = n < 0 ? -n : n, b = d;
        while (b != 0) {
            const Int128 t = a % b;
            a = b;
            b = t;
        }
        if (a > 1) {
            n /= a;
            d /= a;
        }
        constexpr Int128 kMax = INT64_MAX;
        if (n > kMax || n < -kMax || d > kMax)
            throw std::overflow_error("number too large");
        Rational r;
        r.num = static_cast<int64_t>(n);
        r.den = static_cast<int64_t>(d);
        return r;
    }

    bool isInteger() const { return den == 1; }
    bool isZero() const { return num == 0; }
    std::string toString() const {
        return den == 1 ? std::to_string(num) : std::to_string(num) + "/" + std::to_string(den);
    }

    friend Rational operator+(const Rational& a, const Rational& b) {
        return make(Int128{a.num} * b.den + Int128{b.num} * a.den, Int128{a.den} * b.den);
    }
    friend Rational operator-(const Rational& a, const Rational& b) {
        return make(Int128{a.num} * b.den - Int128{b.num} * a.den, Int128{a.den} * b.den);
    }
    friend Rational operator*(const Rational& a, const Rational& b) {
        return make(Int128{a.num} * b.num, Int128{a.den} * b.den);
    }
    friend Rational operator/(const Rational& a, const Rational& b) {
        return make(Int128{a.num} * b.den, Int128{a.den} * b.num);
    }
    friend bool operator==(const Rational& a, const Rational& b) {
        return a.num == b.num && a.den == b.den;
    }
};

}  // namespace guesslab
