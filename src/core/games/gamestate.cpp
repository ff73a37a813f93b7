#include "gamestate.h"

#include "simdgrader.h"

namespace guesslab {

GameState::GameState(std::shared_ptr<const GameLists> lists, std::vector<double> weights)
    : lists_(std::move(lists)), weights_(std::move(weights)) {
    recompute();
}

std::string GameState::submit(std::string guess, Pattern pattern) {
    const WordList& answers = lists_->answers();
    if (auto problem = WordList::normaliseWord(guess, answers.alphabet(), answers.length());
        !problem.empty())
        return problem;
    if (pattern.value >= patternCount(answers.length()))
        return "the pattern does not fit the word length";
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
