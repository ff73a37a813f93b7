// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestate.h"

#include "simdgrader.h"

namespace guesslab {

GameState::GameState(std::shared_ptr<const GameLists> lists, std::vector<double> weights)
    : GameState(lists, lists ? std::make_shared<const WordGame>(lists) : nullptr,
                std::move(weights)) {}

GameState::GameState(std::shared_ptr<const GameLists> lists, std::shared_ptr<const WordGame> words,
                     std::vector<double> weights)
    : GamePlay(words, std::move(weights)), lists_(std::move(lists)), words_(words.get()) {}

StepProblem GameState::check(std::string guess, std::optional<Pattern> pattern,
                             GuessRule rule) const {
    StepProblem problem;
    const auto q = words_->questionOf(std::move(guess), anyWord_, &problem);
    if (!q)
        return problem;
    return check(*q, pattern ? std::optional<Feedback>(pattern->value) : std::nullopt, rule);
}

StepProblem GameState::submit(std::string guess, Pattern pattern, GuessRule rule) {
    StepProblem problem;
    auto q = words_->questionOf(std::move(guess), anyWord_, &problem);
    if (!q)
        return problem;
    return submit(std::move(*q), pattern.value, rule);
}

std::vector<GameState::Step> GameState::wordSteps() const {
    std::vector<Step> out;
    for (const Asked& step : steps())
        out.push_back({words_->describeQuestion(step.question),
                       Pattern{static_cast<uint16_t>(step.feedback)}});
    return out;
}

std::optional<size_t> GameState::candidatesAfter(std::string guess, Pattern pattern) const {
    StepProblem problem;
    const auto q = words_->questionOf(std::move(guess), true, &problem);
    if (!q)
        return std::nullopt;
    return candidatesAfter(*q, pattern.value);
}

// Hard mode with the hints gathered once, not step by step for each guess.
std::vector<WordId> GameState::allowedGuesses(GuessRule rule) const {
    if (rule == GuessRule::Strict)
        return consistentGuesses();
    HardHints hints;
    for (const Asked& step : steps())
        hints.add(words_->symbols(step.question), Pattern{static_cast<uint16_t>(step.feedback)});
    const WordList& guesses = lists_->guesses();
    std::vector<WordId> ids;
    for (WordId g = 0; g < guesses.size(); ++g)
        if (rule == GuessRule::Normal || hints.allows(guesses.symbols(g)))
            ids.push_back(g);
    return ids;
}

// Each step's guess graded against the whole guess list with the vector grader.
std::vector<WordId> GameState::consistentGuesses() const {
    const WordList& guesses = lists_->guesses();
    std::vector<char> alive(guesses.size(), 1);
    std::vector<uint16_t> row(guesses.size());
    for (const Asked& step : steps()) {
        SimdGrader::gradeRow(words_->symbols(step.question), guesses, row.data());
        for (size_t g = 0; g < guesses.size(); ++g)
            alive[g] = alive[g] && row[g] == step.feedback;
    }
    std::vector<WordId> ids;
    for (size_t g = 0; g < guesses.size(); ++g)
        if (alive[g])
            ids.push_back(static_cast<WordId>(g));
    return ids;
}

}  // namespace guesslab
