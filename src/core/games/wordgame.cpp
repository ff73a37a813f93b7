// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordgame.h"

#include "referencegrader.h"
#include "simdgrader.h"

namespace guesslab {

WordGame::WordGame(std::shared_ptr<const GameLists> lists,
                   std::shared_ptr<const PatternMatrix> matrix, std::string name)
    : lists_(std::move(lists)), matrix_(std::move(matrix)), name_(std::move(name)) {}

std::string WordGame::describeQuestion(const Question& q) const {
    if (q.code >= 0)
        return lists_->guesses().word(static_cast<WordId>(q.code));
    std::string word;
    for (uint16_t symbol : q.left)
        word += lists_->answers().alphabet().symbol(static_cast<uint8_t>(symbol));
    return word;
}

std::vector<uint8_t> WordGame::symbols(const Question& q) const {
    if (q.code >= 0) {
        const auto s = lists_->guesses().symbols(static_cast<WordId>(q.code));
        return {s.begin(), s.end()};
    }
    return {q.left.begin(), q.left.end()};
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
    if (matrix_ && q.code >= 0)
        return matrix_->at(static_cast<WordId>(q.code), s).value;
    return gradeReference(symbols(q), lists_->answers().symbols(s)).value;
}

void WordGame::feedbackRow(const Question& q, std::span<const SecretId> secrets,
                           Feedback* out) const {
    if (!matrix_ || q.code < 0) {  // the whole list with the vector grader, then the secrets
        std::vector<uint16_t> row(lists_->answers().size());
        SimdGrader::gradeRow(symbols(q), lists_->answers(), row.data());
        for (size_t i = 0; i < secrets.size(); ++i)
            out[i] = row[secrets[i]];
        return;
    }
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
    if (q.code < 0) {
        const auto a = lists_->answers().find(describeQuestion(q));
        return a ? std::optional<SecretId>(*a) : std::nullopt;
    }
    const int32_t a = lists_->answerOf(static_cast<WordId>(q.code));
    if (a < 0)
        return std::nullopt;
    return static_cast<SecretId>(a);
}

std::span<const uint8_t> WordGame::view(const Question& q, SymbolBuffer& buffer) const {
    if (q.code >= 0)
        return lists_->guesses().symbols(static_cast<WordId>(q.code));
    std::copy(q.left.begin(), q.left.end(), buffer.begin());
    return {buffer.data(), q.left.size()};
}

// The players filter every guess through this each turn: symbols are read
// in place, and nothing is worded until a step is refused.
int WordGame::firstBreach(const Question& q, std::span<const Asked> history, GuessRule rule,
                          StepProblem* problem) const {
    if (rule == GuessRule::Normal)
        return -1;
    SymbolBuffer guessBuffer, earlierBuffer;
    const auto guess = view(q, guessBuffer);
    for (size_t i = 0; i < history.size(); ++i) {
        const auto earlier = view(history[i].question, earlierBuffer);
        const Pattern shown{static_cast<uint16_t>(history[i].feedback)};
        if (rule == GuessRule::Hard) {
            if (const auto breach = hardModeBreach(earlier, shown, guess)) {
                if (problem)
                    *problem = {StepProblem::Code::HardMode, {}, *breach, static_cast<int>(i)};
                return static_cast<int>(i);
            }
        } else if (const Pattern p = gradeReference(earlier, guess); p != shown) {
            if (problem)
                *problem = {StepProblem::Code::NotPossible,
                            {toString(p, lists_->length()), {}},
                            {},
                            static_cast<int>(i)};
            return static_cast<int>(i);
        }
    }
    return -1;
}

bool WordGame::allows(const Question& q, std::span<const Asked> history, GuessRule rule) const {
    return firstBreach(q, history, rule, nullptr) < 0;
}

StepProblem WordGame::stepProblem(const Question& q, std::span<const Asked> history,
                                  GuessRule rule) const {
    StepProblem problem;
    firstBreach(q, history, rule, &problem);
    return problem;
}

std::optional<Question> WordGame::questionOf(std::string word, bool anyWord,
                                             StepProblem* problem) const {
    const WordList& answers = lists_->answers();
    if (Phrase why = WordList::wordProblem(word, answers.alphabet(), answers.length());
        !why.empty()) {
        *problem = {StepProblem::Code::BadWord, std::move(why), {}, -1};
        return std::nullopt;
    }
    if (const auto id = lists_->guesses().find(word))
        return Question{static_cast<int64_t>(*id), {}, {}};
    if (!anyWord && !answers.contains(word)) {
        *problem = {StepProblem::Code::NotListed, {word, {}}, {}, -1};
        return std::nullopt;
    }
    Question q{-1, {}, {}};  // a word outside the guess list (see the class comment)
    for (char c : word)
        q.left.push_back(answers.alphabet().indexOf(c));
    return q;
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

std::shared_ptr<const PatternMatrix> WordGame::matrixOrBuild(JobContext* ctx) const {
    if (matrix_)
        return matrix_;
    return std::make_shared<const PatternMatrix>(
        PatternMatrix::build(lists_->guesses(), lists_->answers(), ctx));
}

}  // namespace guesslab
