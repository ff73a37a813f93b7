#include "game.h"

namespace guesslab {

void Game::feedbackRow(const Question& q, std::span<const SecretId> secrets, Feedback* out) const {
    for (size_t i = 0; i < secrets.size(); ++i)
        out[i] = feedback(q, secrets[i]);
}

std::optional<SecretId> Game::findSecret(std::string_view text) const {
    for (SecretId s = 0; s < secretCount(); ++s)
        if (describeSecret(s) == text)
            return s;
    return std::nullopt;
}

}  // namespace guesslab
