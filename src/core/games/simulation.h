// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobcontext.h"
#include "player.h"

#include <map>
#include <string>
#include <vector>

namespace guesslab {

// A player against every secret of a game.
struct SimulationResult {
    std::string game;
    std::string player;
    size_t secrets = 0;
    double average = 0;  // questions per solved secret
    int worst = 0;
    std::map<int, size_t> histogram;  // questions -> secrets solved with that many
    size_t unsolved = 0;              // the player got stuck (no question splits what is left)
    std::vector<int> questions;       // per secret; -1 when unsolved
    bool complete = true;             // false: stopped, the figures cover part of the secrets
};

// A game whose feedback the game itself picks (Absurdle) is played once:
// `secrets` is 1 and the figures are that game's.
// Plays the player against all secrets at once: the player is deterministic,
// so the games form one tree; each class of a question's partition is played
// on in parallel. A game ends when a question names the secret (Wordle,
// Mastermind) or, for games won by identifying it, when one secret is left.
// A stop ends the play at once; the result is then not complete.
SimulationResult simulate(const Game& game, const PlayerOptions& options,
                          JobContext* ctx = nullptr);

// One game against one secret, question by question: the transcript of `play`
// (against a game that picks its feedback, the secret is not used).
struct PlayStep {
    std::string question;
    std::string feedback;
    size_t remaining = 0;  // secrets still possible after it
};
std::vector<PlayStep> playOne(const Game& game, const PlayerOptions& options, SecretId secret);

}  // namespace guesslab
