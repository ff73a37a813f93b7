// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "jobcontext.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace guesslab {

enum class Strategy {
    Entropy,     // most information: the largest entropy of the partition
    Minimax,     // the smallest worst case: the smallest largest class
    MinAverage,  // the smallest expected class size, sum n^2 / N
};

std::string strategyName(Strategy s);

struct PlayerOptions {
    Strategy strategy = Strategy::Entropy;
    GuessRule rule = GuessRule::Normal;  // which questions may be asked (Game::allows)
    size_t sample = 0;                   // > 0: score only this many questions, drawn with `seed`
    uint64_t seed = 1;
    std::vector<double> prior;  // by secret; empty: uniform (weights class masses for the entropy)
};

// Picks the question to ask while `candidates` (sorted) remain. Ties, the same
// everywhere: a question that names a possible secret first, then the first
// in the game's order (Knuth's rule). Scores the questions in parallel.
class Player {
public:
    Player(const Game& game, PlayerOptions options);

    const PlayerOptions& options() const { return options_; }
    // `history`: the questions asked so far with their feedback, for the rule.
    // Once ctx is cancelled the questions left are not scored and the choice
    // is meaningless: the caller stops (a large game's choice takes long).
    Question choose(std::span<const SecretId> candidates, std::span<const Asked> history = {},
                    const JobContext* ctx = nullptr) const;

private:
    const Game& game_;
    PlayerOptions options_;
};

}  // namespace guesslab
