// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace guesslab {

// Codes of P positions over C symbols, scored in black and white pegs
// (Mastermind) or bulls and cows, which count alike: what Mastermind and
// Bulls and Cows share. A code is a number in base C, its first position
// most significant. Secrets and questions are lists of codes, either every
// code or those whose symbols all differ; SecretId and Question::code are
// places in those lists.
class CodeGame : public Game {
public:
    // The English of the phrases each game words (namePhrase, feedbackPhrase).
    std::string name() const override { return namePhrase().str(); }
    std::string describeFeedback(const Question& q, Feedback f) const override {
        return feedbackPhrase(q, f).str();
    }
    size_t secretCount() const override { return secrets_.empty() ? count_ : secrets_.size(); }
    std::string describeSecret(SecretId s) const override { return text(secretCode(s)); }
    std::string describeQuestion(const Question& q) const override { return text(questionCode(q)); }
    // How often each symbol repeats, largest first: "2+1+1" for 1123 and 3313.
    std::string openingClass(const Question& q) const override;
    std::vector<Question> questions(std::span<const SecretId>) const override;
    Feedback feedback(const Question& q, SecretId s) const override;
    void feedbackRow(const Question& q, std::span<const SecretId> secrets,
                     Feedback* out) const override;
    bool wins(const Question&, Feedback f) const override { return blacks(f) == pegs_; }
    size_t feedbackCount() const override { return static_cast<size_t>((pegs_ + 1) * (pegs_ + 1)); }
    bool endsWhenIdentified() const override { return false; }
    std::optional<SecretId> secretOf(const Question& q) const override;
    std::optional<Question> parseQuestion(std::string_view text, Phrase* problem) const override;
    // The feedback's own words in any case, or its counts typed with the
    // game's two letters ("2b1w", "1A2B"), "2,1" or "0".
    std::optional<Feedback> parseFeedback(const Question& q, std::string_view text) const override;
    // Hard and strict: a question that could be the secret, so none that
    // repeats a symbol where secrets do not.
    bool allows(const Question& q, std::span<const Asked> history, GuessRule rule) const override;
    StepProblem stepProblem(const Question& q, std::span<const Asked> history,
                            GuessRule rule) const override;
    size_t questionCodes() const override {
        return questions_.empty() ? count_ : questions_.size();
    }
    // Relabelling the symbols and reordering the positions: C! P! maps,
    // symmetry = symbol permutation * P! + position permutation, each
    // numbered in lexicographic order.
    size_t symmetryCount() const override { return colourPermutations_ * positionPermutations_; }
    uint32_t mapCode(size_t symmetry, uint32_t code) const override;
    // Built from the question: for each reordering of the positions, the
    // relabellings that undo it on the question's symbols, times every
    // relabelling of the symbols it does not use.
    std::vector<uint32_t> symmetriesKeeping(uint32_t code, size_t most) const override;
    // Symbols no secret left has are interchangeable there: a question is
    // marked unless the first of them it uses are the least of them, in order.
    // The questions marked depend only on the symbols no secret has:
    // worked out once for each such set of symbols.
    std::shared_ptr<const std::vector<char>> redundantQuestions(
        std::span<const SecretId> secrets) const override;

    int pegs() const { return pegs_; }
    int colours() const { return colours_; }
    // Whether every code in the secrets (questions) has P different symbols.
    bool distinctSecrets() const { return !secrets_.empty(); }
    bool distinctQuestions() const { return !questions_.empty(); }

    // Black pegs (bulls): right symbol, right place; white (cows): a symbol
    // of the secret that the question has in another place.
    static Feedback score(int blacks, int whites, int pegs) {
        return static_cast<Feedback>(blacks * (pegs + 1) + whites);
    }
    int blacks(Feedback f) const { return static_cast<int>(f) / (pegs_ + 1); }
    int whites(Feedback f) const { return static_cast<int>(f) % (pegs_ + 1); }
    // The symbols (0-based) of a code, first position first.
    std::vector<int> digits(uint32_t code) const;
    uint32_t secretCode(SecretId s) const { return secrets_.empty() ? s : secrets_[s]; }
    uint32_t questionCode(const Question& q) const {
        const auto c = static_cast<uint32_t>(q.code);
        return questions_.empty() ? c : questions_[c];
    }
    // The character that writes symbol 0 ('1' in Mastermind, '0' in Bulls and Cows).
    char firstSymbol() const { return firstSymbol_; }

protected:
    enum class Codes { Every, Distinct };
    // `letters`: the black and white counts' letters typed, lower case.
    // Throws std::invalid_argument outside 1..8 positions and 2..10 symbols,
    // and for more than two million codes.
    CodeGame(int pegs, int colours, Codes secrets, Codes questions, char firstSymbol,
             std::pair<char, char> letters);

    // Feedback typed as numbers, each followed by the letter of its count
    // (lower case; "2b1w" with 'b' and 'w'), or as two numbers split by a
    // comma (black, white); "0" for none. nullopt when no code can get it.
    std::optional<Feedback> parseCounts(std::string_view text, char black, char white) const;

private:
    const uint8_t* digitsOf(uint32_t code) const {
        return digitTable_.data() + size_t{code} * static_cast<size_t>(pegs_);
    }
    std::string text(uint32_t code) const;
    std::optional<uint32_t> indexOf(const std::vector<uint32_t>& list, uint32_t code) const;
    void fillPermutations();

    int pegs_, colours_;
    char firstSymbol_;
    std::pair<char, char> letters_;
    size_t count_ = 1;                      // C^P
    std::vector<uint32_t> secrets_;         // empty: every code
    std::vector<uint32_t> questions_;       // empty: every code
    std::vector<int32_t> placeOfDistinct_;  // per code: its place among the distinct, or -1
    std::vector<uint8_t> digitTable_;       // per code: its symbols, first position first
    mutable std::mutex redundantMutex_;
    mutable std::unordered_map<unsigned, std::shared_ptr<const std::vector<char>>> redundant_;
    size_t colourPermutations_ = 1, positionPermutations_ = 1;
    // Every permutation written out, when there are few enough (mapCode is
    // called once per symmetry and question where a search uses them).
    std::vector<uint8_t> colourTable_, positionTable_;
};

}  // namespace guesslab
