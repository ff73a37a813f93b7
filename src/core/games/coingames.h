// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <utility>
#include <vector>

namespace guesslab {

// What every balance game shares: weighings as questions, three outcomes,
// won by identifying the secret.
class BalanceGame : public Game {
public:
    std::string describeQuestion(const Question& q) const override;
    std::string describeFeedback(const Question& q, Feedback f) const override;
    Phrase feedbackPhrase(const Question&, Feedback f) const override;
    // Each game words its secrets as a phrase; this is its English.
    std::string describeSecret(SecretId s) const final;
    size_t feedbackCount() const override { return 3; }
    bool wins(const Question&, Feedback) const override { return false; }
    bool endsWhenIdentified() const override { return true; }
    std::optional<SecretId> secretOf(const Question&) const override { return std::nullopt; }
    // "{1,2} vs {3,4}", "1 2 | 3 4": as many coins on each pan, none twice.
    std::optional<Question> parseQuestion(std::string_view text, Phrase* problem) const override;
    virtual int coins() const = 0;
};

// Balance games with n coins: one heavier coin; one odd coin, heavier or
// lighter (secrets +-1..+-n); two equally heavy coins. Each knows which coins
// are interchangeable given the secrets still possible.
class HeavyCoinGame : public BalanceGame {
public:
    explicit HeavyCoinGame(int coins);
    int coins() const override { return n_; }
    std::string name() const override { return namePhrase().str(); }
    Phrase namePhrase() const override { return {"one heavy coin among %1", {std::to_string(n_)}}; }
    size_t secretCount() const override { return static_cast<size_t>(n_); }
    Phrase secretPhrase(SecretId s) const override {
        return {"coin %1 heavy", {std::to_string(s + 1)}};
    }
    std::optional<SecretId> findSecret(std::string_view text) const override;  // "5"
    // Classes: coins that may be heavy, coins known to be genuine.
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override;

private:
    int n_;
};

class OddCoinGame : public BalanceGame {
public:
    explicit OddCoinGame(int coins);
    int coins() const override { return n_; }
    std::string name() const override { return namePhrase().str(); }
    Phrase namePhrase() const override { return {"one odd coin among %1", {std::to_string(n_)}}; }
    // Secret 2i: coin i+1 heavier; 2i+1: coin i+1 lighter.
    size_t secretCount() const override { return 2 * static_cast<size_t>(n_); }
    Phrase secretPhrase(SecretId s) const override;
    std::optional<SecretId> findSecret(std::string_view text) const override;  // "5+" or "5-"
    // Classes: may be heavy or light, only heavy, only light, genuine.
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override;

private:
    int n_;
};

class TwoHeavyCoinsGame : public BalanceGame {
public:
    explicit TwoHeavyCoinsGame(int coins);
    int coins() const override { return n_; }
    std::string name() const override { return namePhrase().str(); }
    Phrase namePhrase() const override {
        return {"two heavy coins among %1", {std::to_string(n_)}};
    }
    size_t secretCount() const override { return pairs_.size(); }
    Phrase secretPhrase(SecretId s) const override;
    std::optional<SecretId> findSecret(std::string_view text) const override;  // "3,7"
    // Classes: coins that swapping maps the possible pairs onto themselves.
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override;

private:
    int n_;
    std::vector<std::pair<uint16_t, uint16_t>> pairs_;
};

}  // namespace guesslab
