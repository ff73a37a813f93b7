// SPDX-License-Identifier: GPL-3.0-or-later
#include "coingames.h"

#include "balancequestions.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <stdexcept>

namespace guesslab {

namespace {
void checkCoins(int n, int most) {
    if (n < 2 || n > most)
        throw std::invalid_argument("coin games take 2 to " + std::to_string(most) + " coins");
}
}  // namespace

std::string BalanceGame::describeQuestion(const Question& q) const {
    return BalanceQuestions::describe(q);
}

std::string BalanceGame::describeFeedback(const Question&, Feedback f) const {
    return BalanceQuestions::feedbackPhrase(f).str();
}

Phrase BalanceGame::feedbackPhrase(const Question&, Feedback f) const {
    return BalanceQuestions::feedbackPhrase(f);
}

std::string BalanceGame::describeSecret(SecretId s) const {
    return secretPhrase(s).str();
}

std::optional<Question> BalanceGame::parseQuestion(std::string_view text, Phrase* problem) const {
    return BalanceQuestions::parse(text, coins(), problem);
}

HeavyCoinGame::HeavyCoinGame(int coins) : n_(coins) {
    checkCoins(coins, 2000);
}

std::vector<Question> HeavyCoinGame::questions(std::span<const SecretId> candidates) const {
    std::vector<char> possible(static_cast<size_t>(n_), 0);
    for (SecretId s : candidates)
        possible[s] = 1;
    std::vector<std::vector<uint16_t>> classes(2);
    for (int c = 0; c < n_; ++c)
        classes[possible[static_cast<size_t>(c)] ? 0 : 1].push_back(static_cast<uint16_t>(c));
    // Genuine coins only ever fill up a pan: two of them will do.
    if (classes[1].size() > 2 * classes[0].size())
        classes[1].resize(2 * classes[0].size());
    return BalanceQuestions::enumerate(classes);
}

Feedback HeavyCoinGame::feedback(const Question& q, SecretId s) const {
    std::vector<int> w(static_cast<size_t>(n_), 0);
    w[s] = 1;
    return BalanceQuestions::weigh(q, w);
}

OddCoinGame::OddCoinGame(int coins) : n_(coins) {
    checkCoins(coins, 40);
}

Phrase OddCoinGame::secretPhrase(SecretId s) const {
    return {s % 2 == 0 ? "coin %1 heavier" : "coin %1 lighter", {std::to_string(s / 2 + 1)}};
}

std::vector<Question> OddCoinGame::questions(std::span<const SecretId> candidates) const {
    std::vector<int> status(static_cast<size_t>(n_),
                            0);  // bit 0: may be heavy, bit 1: may be light
    for (SecretId s : candidates)
        status[s / 2] |= s % 2 == 0 ? 1 : 2;
    std::vector<std::vector<uint16_t>> classes(4);  // both, heavy only, light only, genuine
    for (int c = 0; c < n_; ++c) {
        const int st = status[static_cast<size_t>(c)];
        classes[st == 3 ? 0 : st == 1 ? 1 : st == 2 ? 2 : 3].push_back(static_cast<uint16_t>(c));
    }
    const size_t suspects = classes[0].size() + classes[1].size() + classes[2].size();
    if (classes[3].size() > suspects)
        classes[3].resize(suspects);
    return BalanceQuestions::enumerate(classes);
}

Feedback OddCoinGame::feedback(const Question& q, SecretId s) const {
    std::vector<int> w(static_cast<size_t>(n_), 0);
    w[s / 2] = s % 2 == 0 ? 1 : -1;
    return BalanceQuestions::weigh(q, w);
}

TwoHeavyCoinsGame::TwoHeavyCoinsGame(int coins) : n_(coins) {
    checkCoins(coins, 16);
    for (int i = 0; i < n_; ++i)
        for (int j = i + 1; j < n_; ++j)
            pairs_.push_back({static_cast<uint16_t>(i), static_cast<uint16_t>(j)});
}

Phrase TwoHeavyCoinsGame::secretPhrase(SecretId s) const {
    return {"coins %1 and %2 heavy",
            {std::to_string(pairs_[s].first + 1), std::to_string(pairs_[s].second + 1)}};
}

// Coins i and j are interchangeable when swapping them maps the set of
// pairs still possible onto itself; classes are the closure of such swaps.
std::vector<Question> TwoHeavyCoinsGame::questions(std::span<const SecretId> candidates) const {
    const size_t n = static_cast<size_t>(n_);
    std::vector<char> possible(n * n, 0);  // possible[a * n + b], both orders
    for (SecretId s : candidates) {
        possible[pairs_[s].first * n + pairs_[s].second] = 1;
        possible[pairs_[s].second * n + pairs_[s].first] = 1;
    }
    std::vector<size_t> group(n);
    std::iota(group.begin(), group.end(), size_t{0});
    const auto root = [&](size_t c) {
        while (group[c] != c)
            c = group[c] = group[group[c]];
        return c;
    };
    for (size_t i = 0; i < n; ++i)
        for (size_t j = i + 1; j < n; ++j) {
            const auto swapped = [&](size_t c) { return c == i ? j : c == j ? i : c; };
            bool invariant = true;
            for (size_t a = 0; a < n && invariant; ++a)
                for (size_t b = 0; b < n && invariant; ++b)
                    invariant = possible[a * n + b] == possible[swapped(a) * n + swapped(b)];
            if (invariant)
                group[root(i)] = root(j);
        }
    std::map<size_t, std::vector<uint16_t>> byGroup;
    for (size_t c = 0; c < n; ++c)
        byGroup[root(c)].push_back(static_cast<uint16_t>(c));
    std::vector<std::vector<uint16_t>> classes;
    for (auto& [g, coins] : byGroup)
        classes.push_back(std::move(coins));
    return BalanceQuestions::enumerate(classes);
}

Feedback TwoHeavyCoinsGame::feedback(const Question& q, SecretId s) const {
    std::vector<int> w(static_cast<size_t>(n_), 0);
    w[pairs_[s].first] = w[pairs_[s].second] = 1;
    return BalanceQuestions::weigh(q, w);
}

namespace {
// A coin number 1..n at the start of text; the rest after it.
std::optional<int> coinAt(std::string_view& text, int n) {
    int v = 0;
    size_t i = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && v <= n)
        v = v * 10 + (text[i++] - '0');
    if (i == 0 || v < 1 || v > n)
        return std::nullopt;
    text.remove_prefix(i);
    return v - 1;
}
}  // namespace

std::optional<SecretId> HeavyCoinGame::findSecret(std::string_view text) const {
    const auto c = coinAt(text, n_);
    if (!c || !text.empty())
        return std::nullopt;
    return static_cast<SecretId>(*c);
}

std::optional<SecretId> OddCoinGame::findSecret(std::string_view text) const {
    const auto c = coinAt(text, n_);
    if (!c || text.size() != 1 || (text[0] != '+' && text[0] != '-'))
        return std::nullopt;
    return static_cast<SecretId>(2 * *c + (text[0] == '-' ? 1 : 0));
}

std::optional<SecretId> TwoHeavyCoinsGame::findSecret(std::string_view text) const {
    const auto a = coinAt(text, n_);
    if (!a || text.empty() || text[0] != ',')
        return std::nullopt;
    text.remove_prefix(1);
    const auto b = coinAt(text, n_);
    if (!b || !text.empty() || *a == *b)
        return std::nullopt;
    const std::pair<uint16_t, uint16_t> key{static_cast<uint16_t>(std::min(*a, *b)),
                                            static_cast<uint16_t>(std::max(*a, *b))};
    const auto it = std::find(pairs_.begin(), pairs_.end(), key);
    return static_cast<SecretId>(it - pairs_.begin());
}

}  // namespace guesslab
