// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdlegame.h"

namespace guesslab {

AbsurdleGame::AbsurdleGame(std::shared_ptr<const GameLists> lists,
                           std::shared_ptr<const PatternMatrix> matrix)
    : WordGame(lists, std::move(matrix), "absurdle"), adversary_(lists->length()) {}

std::optional<Feedback> AbsurdleGame::answer(const Question& q,
                                             std::span<const SecretId> candidates) const {
    if (candidates.empty())
        return Feedback{0};  // nothing left to keep: the answer is a formality
    std::vector<Feedback> row(candidates.size());
    feedbackRow(q, candidates, row.data());
    std::vector<uint32_t> counts(feedbackCount(), 0);
    for (Feedback f : row)
        ++counts[f];
    return adversary_.choose(counts);
}

}  // namespace guesslab
