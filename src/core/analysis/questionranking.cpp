// SPDX-License-Identifier: GPL-3.0-or-later
#include "questionranking.h"

#include <algorithm>

namespace guesslab {

QuestionRanking rankQuestions(const Game& game, const CandidateSet& candidates, bool hard,
                              JobContext* ctx) {
    QuestionRanking out;
    const std::span<const SecretId> ids = candidates.ids();
    out.questions = game.questions(ids);
    const auto names = [&](const Question& q) {
        const auto s = game.secretOf(q);
        return s && candidates.contains(*s);
    };
    if (hard && std::any_of(out.questions.begin(), out.questions.end(), names))
        std::erase_if(out.questions, [&](const Question& q) { return !names(q); });
    out.ranking = rankFeedbackRows(
        candidates, game.feedbackCount(), out.questions.size(),
        [&](size_t i, uint32_t* row) { game.feedbackRow(out.questions[i], ids, row); },
        [&](size_t i) { return names(out.questions[i]); }, ctx);
    return out;
}

}  // namespace guesslab
