// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace guesslab {

void Game::feedbackRow(const Question& q, std::span<const SecretId> secrets, Feedback* out) const {
    for (size_t i = 0; i < secrets.size(); ++i)
        out[i] = feedback(q, secrets[i]);
}

bool Game::allows(const Question& q, std::span<const Asked> history, GuessRule rule) const {
    if (rule == GuessRule::Normal)
        return true;
    const auto s = secretOf(q);
    if (!s)
        return true;
    return std::all_of(history.begin(), history.end(), [&](const Asked& step) {
        return feedback(step.question, *s) == step.feedback;
    });
}

StepProblem Game::stepProblem(const Question& q, std::span<const Asked> history,
                              GuessRule rule) const {
    const auto s = secretOf(q);
    if (rule == GuessRule::Normal || !s)
        return {};
    for (size_t i = 0; i < history.size(); ++i)
        if (const Feedback f = feedback(history[i].question, *s); f != history[i].feedback)
            return {StepProblem::Code::NotPossible,
                    feedbackPhrase(history[i].question, f),
                    {},
                    static_cast<int>(i)};
    return {};
}

std::optional<Feedback> Game::parseFeedback(const Question& q, std::string_view text) const {
    const auto lower = [](std::string_view t) {
        std::string out(t);
        for (char& c : out)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return out;
    };
    const std::string wanted = lower(text);
    for (Feedback f = 0; f < feedbackCount(); ++f)
        if (lower(describeFeedback(q, f)) == wanted)
            return f;
    return std::nullopt;
}

std::vector<uint32_t> Game::symmetriesKeeping(uint32_t code, size_t most) const {
    std::vector<uint32_t> kept;
    for (size_t g = 0; g < symmetryCount(); ++g)
        if (mapCode(g, code) == code) {
            if (kept.size() == most)
                return {0};
            kept.push_back(static_cast<uint32_t>(g));
        }
    return kept;
}

std::optional<SecretId> Game::findSecret(std::string_view text) const {
    for (SecretId s = 0; s < secretCount(); ++s)
        if (describeSecret(s) == text)
            return s;
    return std::nullopt;
}

}  // namespace guesslab
