// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamelists.h"
#include "patternmatrix.h"

#include <array>
#include <memory>

namespace guesslab {

// Wordle and Nerdle as a Game: secrets are the answers, questions the
// guesses, feedback the pattern, read from the shared pattern matrix (or
// graded as asked when there is none). A word outside the guess list, where
// a live game allows one (any valid Nerdle equation), is the question with
// code -1 and the word's symbols in `left`.
class WordGame : public Game {
public:
    WordGame(std::shared_ptr<const GameLists> lists,
             std::shared_ptr<const PatternMatrix> matrix = nullptr, std::string name = "wordle");

    const GameLists& lists() const { return *lists_; }
    std::shared_ptr<const GameLists> sharedLists() const { return lists_; }
    // The pattern table the game reads, or null (it grades as asked).
    std::shared_ptr<const PatternMatrix> sharedMatrix() const { return matrix_; }
    // The shared table, or one built now when there is none (cancelled:
    // partial, and ctx says so).
    std::shared_ptr<const PatternMatrix> matrixOrBuild(JobContext* ctx = nullptr) const;

    std::string name() const override { return name_; }
    size_t secretCount() const override { return lists_->answers().size(); }
    std::string describeSecret(SecretId s) const override { return lists_->answers().word(s); }
    std::string describeQuestion(const Question& q) const override;
    std::string describeFeedback(const Question& q, Feedback f) const override;
    std::vector<Question> questions(std::span<const SecretId> candidates) const override;
    Feedback feedback(const Question& q, SecretId s) const override;
    void feedbackRow(const Question& q, std::span<const SecretId> secrets,
                     Feedback* out) const override;
    bool wins(const Question&, Feedback f) const override;
    size_t feedbackCount() const override { return patternCount(lists_->length()); }
    bool endsWhenIdentified() const override { return false; }
    std::optional<SecretId> secretOf(const Question& q) const override;
    // Hard: every revealed hint used (hardModeBreach); strict: consistent
    // with every step, guesses outside the answer list included.
    bool allows(const Question& q, std::span<const Asked> history, GuessRule rule) const override;
    std::optional<Question> parseQuestion(std::string_view text, Phrase* problem) const override;
    StepProblem stepProblem(const Question& q, std::span<const Asked> history,
                            GuessRule rule) const override;

    // The word as a question: folded and checked against the game's shape
    // (BadWord), then the lists (NotListed, unless anyWord).
    std::optional<Question> questionOf(std::string word, bool anyWord, StepProblem* problem) const;
    std::vector<uint8_t> symbols(const Question& q) const;

private:
    using SymbolBuffer = std::array<uint8_t, kMaxWordLength>;
    // q's symbols without a copy where the guess list holds them.
    std::span<const uint8_t> view(const Question& q, SymbolBuffer& buffer) const;
    // The first step the rule says q breaks (and, if asked, why), or -1.
    int firstBreach(const Question& q, std::span<const Asked> history, GuessRule rule,
                    StepProblem* problem) const;

    std::shared_ptr<const GameLists> lists_;
    std::shared_ptr<const PatternMatrix> matrix_;
    std::string name_;
};

}  // namespace guesslab
