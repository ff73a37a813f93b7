// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <vector>

namespace guesslab {

// Mastermind: P pegs of C colours, repeats allowed; secrets and questions
// are all C^P codes; the feedback is (black pegs, white pegs).
class MastermindGame : public Game {
public:
    MastermindGame(int pegs, int colours);

    std::string name() const override { return namePhrase().str(); }
    Phrase namePhrase() const override;
    size_t secretCount() const override { return count_; }
    std::string describeSecret(SecretId s) const override;
    std::string describeQuestion(const Question& q) const override;
    // How often each colour repeats, largest first: "2+1+1" for 1123 and 3313.
    std::string openingClass(const Question& q) const override;
    std::string describeFeedback(const Question& q, Feedback f) const override;
    Phrase feedbackPhrase(const Question&, Feedback f) const override;
    std::vector<Question> questions(std::span<const SecretId>) const override;
    Feedback feedback(const Question& q, SecretId s) const override;
    bool wins(const Question&, Feedback f) const override { return blacks(f) == pegs_; }
    size_t feedbackCount() const override { return static_cast<size_t>((pegs_ + 1) * (pegs_ + 1)); }
    bool endsWhenIdentified() const override { return false; }
    std::optional<SecretId> secretOf(const Question& q) const override {
        return static_cast<SecretId>(q.code);
    }

    std::optional<Question> parseQuestion(std::string_view text,
                                          Phrase* problem) const override;  // "1122"
    // "2b1w", "2b", "1w", "0", "2,1" (blacks, whites) or "2 black, 1 white".
    std::optional<Feedback> parseFeedback(const Question& q, std::string_view text) const override;
    size_t questionCodes() const override { return count_; }
    // Relabelling the colours and reordering the positions: C! P! maps,
    // symmetry = colour permutation * P! + position permutation, each
    // numbered in lexicographic order.
    size_t symmetryCount() const override { return colourPermutations_ * positionPermutations_; }
    uint32_t mapCode(size_t symmetry, uint32_t code) const override;
    void feedbackRow(const Question& q, std::span<const SecretId> secrets,
                     Feedback* out) const override;

    int pegs() const { return pegs_; }
    int colours() const { return colours_; }

    // Black pegs: right colour, right place; white: right colour, wrong place.
    static Feedback score(int blacks, int whites, int pegs) {
        return static_cast<Feedback>(blacks * (pegs + 1) + whites);
    }
    int blacks(Feedback f) const { return static_cast<int>(f) / (pegs_ + 1); }
    int whites(Feedback f) const { return static_cast<int>(f) % (pegs_ + 1); }
    std::vector<int> digits(uint32_t code) const;

private:
    void fillPermutations();

    int pegs_, colours_;
    size_t count_;
    size_t colourPermutations_ = 1, positionPermutations_ = 1;
    // Every permutation written out, when there are few enough (mapCode is
    // called once per symmetry and question where a search uses them).
    std::vector<uint8_t> colourTable_, positionTable_;
};

}  // namespace guesslab
