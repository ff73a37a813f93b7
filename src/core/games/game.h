// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hardmoderule.h"
#include "phrase.h"
#include "stepproblem.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

using SecretId = uint32_t;
using Feedback = uint32_t;

// A question a player may ask. Word and code games use `code` (the guess's
// index); balance games put coins (0-based) on the two pans.
struct Question {
    int64_t code = 0;
    std::vector<uint16_t> left, right;
};

// A question asked and the feedback it got.
struct Asked {
    Question question;
    Feedback feedback = 0;
};

// A guessing game (after "Solving Wordle and similar games with recursion and entropy"): a space of
// secrets, questions, and the feedback a question gets from a secret. Players and simulations see
// games only through this.
class Game {
public:
    virtual ~Game() = default;

    virtual std::string name() const = 0;
    virtual size_t secretCount() const = 0;
    virtual std::string describeSecret(SecretId secret) const = 0;
    virtual std::string describeQuestion(const Question& q) const = 0;
    virtual std::string describeFeedback(const Question& q, Feedback f) const = 0;
    // The same as phrases a window can word in its language ("%1 black, %2
    // white"); by default the English text as it is.
    virtual Phrase namePhrase() const { return {name(), {}}; }
    virtual Phrase secretPhrase(SecretId secret) const { return {describeSecret(secret), {}}; }
    virtual Phrase feedbackPhrase(const Question& q, Feedback f) const {
        return {describeFeedback(q, f), {}};
    }

    // The questions worth asking while `candidates` remain, in a fixed order,
    // leaving out ones that by symmetry can only repeat another's partition.
    virtual std::vector<Question> questions(std::span<const SecretId> candidates) const = 0;
    virtual Feedback feedback(const Question& q, SecretId secret) const = 0;
    // Feedback values are below this (sizes the players' histograms).
    virtual size_t feedbackCount() const = 0;
    // The feedback for many secrets at once (games with fast kernels override).
    virtual void feedbackRow(const Question& q, std::span<const SecretId> secrets,
                             Feedback* out) const;

    // True when this feedback ends the game: the question named the secret.
    virtual bool wins(const Question& q, Feedback f) const = 0;
    // Games won by identifying the secret (coins, binary search) rather than by naming it.
    virtual bool endsWhenIdentified() const = 0;
    // A secret as a user writes it ("crane", "1234", "5-" for coin 5 lighter);
    // by default, the text describeSecret gives.
    virtual std::optional<SecretId> findSecret(std::string_view text) const;
    // A question as a user writes it, or as describeQuestion wrote it ("crane",
    // "1122", "at most 7?", "{1,2} vs {3,4}"); nullopt with *problem when it
    // is not one of this game's questions.
    virtual std::optional<Question> parseQuestion(std::string_view text, Phrase* problem) const = 0;

    // Feedback as a user writes it; by default the text describeFeedback
    // gives, in any case. nullopt when it is none of the question's.
    virtual std::optional<Feedback> parseFeedback(const Question& q, std::string_view text) const;

    // Games whose feedback the game itself chooses, with no secret fixed
    // (Absurdle's adversary): the feedback q gets while `candidates` (sorted)
    // remain. nullopt for the others, where a secret gives it.
    virtual std::optional<Feedback> answer(const Question& /*q*/,
                                           std::span<const SecretId> /*candidates*/) const {
        return std::nullopt;
    }
    bool picksFeedback() const { return answer(Question{}, {}).has_value(); }

    // The secret a question names, if it names one (a guess in Wordle or Mastermind).
    virtual std::optional<SecretId> secretOf(const Question& q) const = 0;

    // Whether the rule (docs/guide.md, "Modes") lets q be asked after `history`. Here, for
    // games without hints of their own: normal, any question; hard and
    // strict, a question that names a secret every step still allows (a
    // code that could be the secret), and any question where questions name
    // no secret. Word games apply the hard rule to the letters.
    virtual bool allows(const Question& q, std::span<const Asked> history, GuessRule rule) const;
    // Why the rule forbids q after `history`, or none: here, the first step
    // whose feedback q's secret would not have given (NotPossible). Word
    // games name the hint hard mode breaks.
    virtual StepProblem stepProblem(const Question& q, std::span<const Asked> history,
                                    GuessRule rule) const;

    // Questions that the game's symmetries map onto each other before any
    // feedback (Mastermind: relabelling colours, reordering positions) share
    // a class, and so split the secrets alike; "" when the game names none.
    // A game with more symmetries than a search lists (GameTreeSolver) must
    // make the classes exactly the orbits under mapCode, and build
    // symmetriesKeeping itself.
    virtual std::string openingClass(const Question&) const { return {}; }

    // Games whose questions are one fixed list, Question{code} for code in
    // 0..n-1 whatever the candidates, give n: an exact search may then
    // tabulate every feedback once. 0: the questions depend on the
    // candidates (ask questions()).
    virtual size_t questionCodes() const { return 0; }
    // For games with question codes (Mastermind, Bulls and Cows): the
    // symmetries, maps g of question codes that come with a one-to-one map
    // g' of the secrets such that feedback(g(q), g'(s)) == feedback(q, s)
    // for every q and s. Symmetry 0 is the identity; 1 means none declared.
    virtual size_t symmetryCount() const { return 1; }
    virtual uint32_t mapCode(size_t /*symmetry*/, uint32_t code) const { return code; }
    // The symmetries g with mapCode(g, code) == code, in increasing order;
    // {0} alone when there are more than `most`. Here, by trying each.
    virtual std::vector<uint32_t> symmetriesKeeping(uint32_t code, size_t most) const;
    // For games with question codes: marks (1) questions that split these
    // secrets as an earlier question does, up to a symmetry that keeps the
    // secrets, so that a search may skip them; null when none is known.
    // Shared: a search asks at every set it visits, and many sets agree.
    virtual std::shared_ptr<const std::vector<char>> redundantQuestions(
        std::span<const SecretId> /*secrets*/) const {
        return nullptr;
    }
};

}  // namespace guesslab
