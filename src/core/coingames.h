#pragma once

#include "game.h"

#include <utility>
#include <vector>

namespace guesslab {

// Balance games with n coins: one heavier coin; one odd coin, heavier or
// lighter (secrets +-1..+-n); two equally heavy coins. Each knows which coins
// are interchangeable given the secrets still possible.
class HeavyCoinGame : public Game {
public:
    explicit HeavyCoinGame(int coins);
    std::string name() const override { return "one heavy coin among " + std::to_string(n_); }
    size_t secretCount() const override { return static_cast<size_t>(n_); }
    std::string describeSecret(SecretId s) const override {
        return "coin " + std::to_string(s + 1) + " heavy";
    }
    std::optional<SecretId> findSecret(std::string_view text) const override;  // "5"
    std::string describeQuestion(const Question& q) const override;
    std::string describeFeedback(const Question&, Feedback f) const override;
    // Classes: coins that may be heavy, coins known to be genuine.
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override;
    bool wins(const Question&, Feedback) const override { return false; }
    size_t feedbackCount() const override { return 3; }
    bool endsWhenIdentified() const override { return true; }
    std::optional<SecretId> secretOf(const Question&) const override { return std::nullopt; }

private:
    int n_;
};

class OddCoinGame : public Game {
public:
    explicit OddCoinGame(int coins);
    std::string name() const override { return "one odd coin among " + std::to_string(n_); }
    // Secret 2i: coin i+1 heavier; 2i+1: coin i+1 lighter.
    size_t secretCount() const override { return 2 * static_cast<size_t>(n_); }
    std::string describeSecret(SecretId s) const override;
    std::optional<SecretId> findSecret(std::string_view text) const override;  // "5+" or "5-"
    std::string describeQuestion(const Question& q) const override;
    std::string describeFeedback(const Question&, Feedback f) const override;
    // Classes: may be heavy or light, only heavy, only light, genuine.
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override;
    bool wins(const Question&, Feedback) const override { return false; }
    size_t feedbackCount() const override { return 3; }
    bool endsWhenIdentified() const override { return true; }
    std::optional<SecretId> secretOf(const Question&) const override { return std::nullopt; }

private:
    int n_;
};

class TwoHeavyCoinsGame : public Game {
public:
    explicit TwoHeavyCoinsGame(int coins);
    std::string name() const override { return "two heavy coins among " + std::to_string(n_); }
    size_t secretCount() const override { return pairs_.size(); }
    std::string describeSecret(SecretId s) const override;
    std::optional<SecretId> findSecret(std::string_view text) const override;  // "3,7"
    std::string describeQuestion(const Question& q) const override;
    std::string describeFeedback(const Question&, Feedback f) const override;
    // Classes: coins by how many possible pairs contain them (coins alike in
    // that are treated as interchangeable: a reduction, not always exact).
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override;
    bool wins(const Question&, Feedback) const override { return false; }
    size_t feedbackCount() const override { return 3; }
    bool endsWhenIdentified() const override { return true; }
    std::optional<SecretId> secretOf(const Question&) const override { return std::nullopt; }

private:
    int n_;
    std::vector<std::pair<uint16_t, uint16_t>> pairs_;
};

}  // namespace guesslab
