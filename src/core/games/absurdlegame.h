// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdleadversary.h"
#include "wordgame.h"

namespace guesslab {

// Absurdle as a Game: the word game of its lists, whose feedback no secret
// gives: the adversary answers every guess (answer()). The secrets are the
// words the adversary may still keep.
class AbsurdleGame : public WordGame {
public:
    AbsurdleGame(std::shared_ptr<const GameLists> lists,
                 std::shared_ptr<const PatternMatrix> matrix = nullptr);

    const AbsurdleAdversary& adversary() const { return adversary_; }
    Phrase namePhrase() const override { return {"Absurdle", {}}; }
    std::optional<Feedback> answer(const Question& q,
                                   std::span<const SecretId> candidates) const override;

private:
    AbsurdleAdversary adversary_;
};

}  // namespace guesslab
