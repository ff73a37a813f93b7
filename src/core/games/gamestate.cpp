// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestate.h"

#include "referencegrader.h"
#include "simdgrader.h"

namespace guesslab {

GameState::GameState(std::shared_ptr<const GameLists> lists, std::vector<double> weights)
    : lists_(std::move(lists)), weights_(std::move(weights)) {
    recompute();
}

std::string describe(const StepProblem& problem, const Alphabet& alphabet) {
    using Code = StepProblem::Code;
    switch (problem.code) {
        case Code::None:
            return {};
        case Code::BadWord:
            return problem.detail.str();
        case Code::NotListed:
            return "'" + problem.detail.str() +
                   "' is in neither the answer list nor the guess list";
        case Code::BadPattern:
            return "the feedback does not fit the word length";
        case Code::NoAnswerLeft:
            return "no answer still possible gives this feedback";
        case Code::NotPossible:
            return "the guess could not be the answer: against it step " +
                   std::to_string(problem.step + 1) + " would show " + problem.detail.str() +
                   " (strict mode)";
        case Code::HardMode: {
            const std::string symbol(1, alphabet.symbol(problem.breach.symbol));
            const std::string step =
                ", as step " + std::to_string(problem.step + 1) + " showed (hard mode)";
            if (problem.breach.kind == HardModeBreach::Kind::GreenMoved)
                return "position " + std::to_string(problem.breach.position + 1) + " must be " +
                       symbol + step;
            return "the guess must contain " + symbol +
                   (problem.breach.count > 1
                        ? " at least " + std::to_string(problem.breach.count) + " times"
                        : std::string()) +
                   step;
        }
    }
    return {};
}

StepProblem GameState::checkWord(std::string& guess, GuessRule rule) const {
    const WordList& answers = lists_->answers();
    if (Phrase problem = WordList::wordProblem(guess, answers.alphabet(), answers.length());
        !problem.empty())
        return {StepProblem::Code::BadWord, std::move(problem), {}, -1};
    if (!anyWord_ && !lists_->guesses().contains(guess) && !answers.contains(guess))
        return {StepProblem::Code::NotListed, {guess, {}}, {}, -1};
    const std::vector<uint8_t> symbols = symbolsOf(guess);
    for (size_t i = 0; i < steps_.size() && rule != GuessRule::Normal; ++i) {
        const std::vector<uint8_t> earlier = symbolsOf(steps_[i].guess);
        if (rule == GuessRule::Hard) {
            if (const auto breach = hardModeBreach(earlier, steps_[i].pattern, symbols))
                return {StepProblem::Code::HardMode, {}, *breach, static_cast<int>(i)};
        } else if (const Pattern p = gradeReference(earlier, symbols); p != steps_[i].pattern) {
            return {StepProblem::Code::NotPossible,
                    {toString(p, lists_->length()), {}},
                    {},
                    static_cast<int>(i)};
        }
    }
    return {};
}

StepProblem GameState::check(std::string guess, std::optional<Pattern> pattern,
                             GuessRule rule) const {
    if (StepProblem problem = checkWord(guess, rule))
        return problem;
    if (!pattern)
        return {};
    if (pattern->value >= patternCount(lists_->length()))
        return {StepProblem::Code::BadPattern, {}, {}, -1};
    if (candidatesAfter(guess, *pattern).value_or(0) == 0)
        return {StepProblem::Code::NoAnswerLeft, {}, {}, -1};
    return {};
}

StepProblem GameState::submit(std::string guess, Pattern pattern, GuessRule rule) {
    if (StepProblem problem = check(guess, pattern, rule))
        return problem;
    WordList::normaliseWord(guess, lists_->answers().alphabet(), lists_->length());
    steps_.push_back({std::move(guess), pattern});
    undone_.clear();
    recompute();
    return {};
}

void GameState::undo() {
    if (steps_.empty())
        return;
    undone_.push_back(std::move(steps_.back()));
    steps_.pop_back();
    recompute();
}

void GameState::redo() {
    if (undone_.empty())
        return;
    steps_.push_back(std::move(undone_.back()));
    undone_.pop_back();
    recompute();
}

void GameState::reset() {
    steps_.clear();
    undone_.clear();
    recompute();
}

bool GameState::solved() const {
    return !steps_.empty() && steps_.back().pattern == Pattern::allGreen(lists_->length());
}

std::vector<uint8_t> GameState::symbolsOf(const std::string& word) const {
    std::vector<uint8_t> s(word.size());
    for (size_t i = 0; i < word.size(); ++i)
        s[i] = lists_->answers().alphabet().indexOf(word[i]);
    return s;
}

// Filters the answers step by step, grading each step's guess against the
// whole list at once with the vector grader.
void GameState::recompute() {
    if (!lists_) {
        candidates_ = CandidateSet();
        return;
    }
    const WordList& answers = lists_->answers();
    std::vector<char> alive(answers.size(), 1);
    std::vector<uint16_t> row(answers.size());
    firstImpossible_ = -1;
    for (size_t i = 0; i < steps_.size(); ++i) {
        SimdGrader::gradeRow(symbolsOf(steps_[i].guess), answers, row.data());
        bool any = false;
        for (size_t a = 0; a < answers.size(); ++a) {
            alive[a] = alive[a] && row[a] == steps_[i].pattern.value;
            any = any || alive[a];
        }
        if (!any && firstImpossible_ < 0)
            firstImpossible_ = static_cast<int>(i);
    }
    std::vector<WordId> ids;
    for (size_t a = 0; a < answers.size(); ++a)
        if (alive[a])
            ids.push_back(static_cast<WordId>(a));
    candidates_ = CandidateSet(std::move(ids), answers.size(), weights_);
}

std::optional<size_t> GameState::candidatesAfter(std::string guess, Pattern pattern) const {
    const WordList& answers = lists_->answers();
    if (!WordList::normaliseWord(guess, answers.alphabet(), answers.length()).empty())
        return std::nullopt;
    std::vector<uint16_t> row(answers.size());
    SimdGrader::gradeRow(symbolsOf(guess), answers, row.data());
    size_t left = 0;
    for (WordId a : candidates_.ids())
        left += row[a] == pattern.value;
    return left;
}

int GameState::firstImpossibleStep() const {
    return firstImpossible_;
}

std::vector<WordId> GameState::allowedGuesses(GuessRule rule) const {
    if (rule == GuessRule::Strict)
        return consistentGuesses();
    HardHints hints;
    for (const Step& step : steps_)
        hints.add(symbolsOf(step.guess), step.pattern);
    const WordList& guesses = lists_->guesses();
    std::vector<WordId> ids;
    for (WordId g = 0; g < guesses.size(); ++g)
        if (rule == GuessRule::Normal || hints.allows(guesses.symbols(g)))
            ids.push_back(g);
    return ids;
}

std::vector<WordId> GameState::consistentGuesses() const {
    const WordList& guesses = lists_->guesses();
    std::vector<char> alive(guesses.size(), 1);
    std::vector<uint16_t> row(guesses.size());
    for (const Step& step : steps_) {
        SimdGrader::gradeRow(symbolsOf(step.guess), guesses, row.data());
        for (size_t g = 0; g < guesses.size(); ++g)
            alive[g] = alive[g] && row[g] == step.pattern.value;
    }
    std::vector<WordId> ids;
    for (size_t g = 0; g < guesses.size(); ++g)
        if (alive[g])
            ids.push_back(static_cast<WordId>(g));
    return ids;
}

}  // namespace guesslab
