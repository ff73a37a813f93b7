// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordgame.h"

#include "referencegrader.h"

namespace guesslab {

WordGame::WordGame(std::shared_ptr<const GameLists> lists,
                   std::shared_ptr<const PatternMatrix> matrix, std::string name)
    : lists_(std::move(lists)), matrix_(std::move(matrix)), name_(std::move(name)) {}

std::string WordGame::describeQuestion(const Question& q) const {
    return lists_->guesses().word(static_cast<WordId>(q.code));
}

std::string WordGame::describeFeedback(const Question&, Feedback f) const {
    return toString(Pattern{static_cast<uint16_t>(f)}, lists_->length());
}

std::vector<Question> WordGame::questions(std::span<const SecretId>) const {
    std::vector<Question> out(lists_->guesses().size());
    for (size_t g = 0; g < out.size(); ++g)
        out[g].code = static_cast<int64_t>(g);
    return out;
}

Feedback WordGame::feedback(const Question& q, SecretId s) const {
    return matrix_->at(static_cast<WordId>(q.code), s).value;
}

void WordGame::feedbackRow(const Question& q, std::span<const SecretId> secrets,
                           Feedback* out) const {
    matrix_->visitRow(static_cast<WordId>(q.code), [&](const auto* row) {
        for (size_t i = 0; i < secrets.size(); ++i)
            out[i] = row[secrets[i]];
        return 0;
    });
}

bool WordGame::wins(const Question&, Feedback f) const {
    return f == Pattern::allGreen(lists_->length()).value;
}

std::optional<SecretId> WordGame::secretOf(const Question& q) const {
    const int32_t a = lists_->answerOf(static_cast<WordId>(q.code));
    if (a < 0)
        return std::nullopt;
    return static_cast<SecretId>(a);
}

bool WordGame::allows(const Question& q, std::span<const Asked> history, GuessRule rule) const {
    const WordList& guesses = lists_->guesses();
    const auto symbols = guesses.symbols(static_cast<WordId>(q.code));
    for (const Asked& step : history) {
        const auto earlier = guesses.symbols(static_cast<WordId>(step.question.code));
        const Pattern p{static_cast<uint16_t>(step.feedback)};
        if (rule == GuessRule::Hard && hardModeBreach(earlier, p, symbols))
            return false;
        if (rule == GuessRule::Strict && gradeReference(earlier, symbols) != p)
            return false;
    }
    return true;
}

std::optional<Question> WordGame::parseQuestion(std::string_view text, Phrase* problem) const {
    std::string word(text);
    if (std::string p =
            WordList::normaliseWord(word, lists_->guesses().alphabet(), lists_->length());
        !p.empty()) {
        *problem = {std::move(p), {}};
        return std::nullopt;
    }
    const auto id = lists_->guesses().find(word);
    if (!id) {
        *problem = {"'%1' is not in the guess list", {word}};
        return std::nullopt;
    }
    return Question{static_cast<int64_t>(*id), {}, {}};
}

}  // namespace guesslab
