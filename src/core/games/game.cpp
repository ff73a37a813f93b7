// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include <algorithm>

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

std::optional<SecretId> Game::findSecret(std::string_view text) const {
    for (SecretId s = 0; s < secretCount(); ++s)
        if (describeSecret(s) == text)
            return s;
    return std::nullopt;
}

}  // namespace guesslab
