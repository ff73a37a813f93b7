// SPDX-License-Identifier: GPL-3.0-or-later
#include "questionranking.h"

#include <algorithm>

namespace guesslab {

namespace {

QuestionRanking rankThese(const Game& game, const CandidateSet& candidates,
                          std::vector<Question> questions, JobContext* ctx) {
    QuestionRanking out;
    const std::span<const SecretId> ids = candidates.ids();
    out.questions = std::move(questions);
    const auto names = [&](const Question& q) {
        const auto s = game.secretOf(q);
        return s && candidates.contains(*s);
    };
    out.ranking = rankFeedbackRows(
        candidates, game.feedbackCount(), out.questions.size(),
        [&](size_t i, uint32_t* row) { game.feedbackRow(out.questions[i], ids, row); },
        [&](size_t i) { return names(out.questions[i]); }, ctx);
    return out;
}

}  // namespace

QuestionRanking rankQuestions(const Game& game, const CandidateSet& candidates, bool hard,
                              JobContext* ctx) {
    std::vector<Question> questions = game.questions(candidates.ids());
    const auto names = [&](const Question& q) {
        const auto s = game.secretOf(q);
        return s && candidates.contains(*s);
    };
    if (hard && std::any_of(questions.begin(), questions.end(), names))
        std::erase_if(questions, [&](const Question& q) { return !names(q); });
    return rankThese(game, candidates, std::move(questions), ctx);
}

QuestionRanking rankQuestions(const Game& game, const CandidateSet& candidates, GuessRule rule,
                              std::span<const Asked> history, JobContext* ctx) {
    if (rule == GuessRule::Normal)
        return rankQuestions(game, candidates, false, ctx);
    std::vector<Question> questions = game.questions(candidates.ids());
    std::erase_if(questions, [&](const Question& q) { return !game.allows(q, history, rule); });
    return rankThese(game, candidates, std::move(questions), ctx);
}

}  // namespace guesslab
