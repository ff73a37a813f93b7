// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

namespace guesslab {

// Find a number in 1..n with questions "is it at most k?".
class BinarySearchGame : public Game {
public:
    explicit BinarySearchGame(size_t size);

    std::string name() const override { return namePhrase().str(); }
    Phrase namePhrase() const override { return {"binary search 1..%1", {std::to_string(size_)}}; }
    size_t secretCount() const override { return size_; }
    std::string describeSecret(SecretId s) const override { return std::to_string(s + 1); }
    std::string describeQuestion(const Question& q) const override {
        return "at most " + std::to_string(q.code + 1) + "?";
    }
    std::string describeFeedback(const Question& q, Feedback f) const override {
        return feedbackPhrase(q, f).str();
    }
    Phrase feedbackPhrase(const Question&, Feedback f) const override {
        return {f == 0 ? "yes" : "no", {}};
    }
    // Only thresholds inside the range still possible: others cannot split it.
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override {
        return static_cast<int64_t>(s) <= q.code ? 0 : 1;
    }
    bool wins(const Question&, Feedback) const override { return false; }
    size_t feedbackCount() const override { return 2; }
    bool endsWhenIdentified() const override { return true; }
    std::optional<SecretId> secretOf(const Question&) const override { return std::nullopt; }
    // "at most 7?", "<= 7" or "7".
    std::optional<Question> parseQuestion(std::string_view text, Phrase* problem) const override;

private:
    size_t size_;
};

}  // namespace guesslab
