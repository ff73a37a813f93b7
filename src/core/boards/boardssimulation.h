// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsplayer.h"

#include <cstdint>
#include <map>
#include <vector>

namespace guesslab {

// A player over many games of several boards, each with its own secrets.
struct BoardsSimulation {
    std::string game;
    std::string player;
    size_t games = 0;
    uint64_t seed = 0;
    double average = 0;  // guesses to solve every board, per finished game
    size_t won = 0;      // every board solved within the limit
    int worst = 0;
    std::map<int, size_t> histogram;  // guesses -> games
    size_t unfinished = 0;            // still open after kMaxGuesses
    uint64_t checksum = 0;            // of every game's guesses, for benches
    bool complete = true;             // false: stopped part-way (the figures cover the games done)
};

// Game i's secrets: `boards` different answers drawn from (seed, i) alone, so
// any game of a run can be replayed by itself and a run splits across
// machines without changing a figure.
std::vector<SecretId> boardsSecrets(size_t answers, int boards, uint64_t seed, uint64_t game);

// One game against the secrets: the guesses in order. The game ends when
// every board is solved (finished), or after kMaxBoardsGuesses, or on a stop.
inline constexpr int kMaxBoardsGuesses = 100;
struct BoardsGamePlayed {
    std::vector<uint32_t> guesses;
    bool finished = false;
};
BoardsGamePlayed playBoards(const BoardsPlayer& player, std::span<const SecretId> secrets,
                            const JobContext* ctx = nullptr);

// Plays games [first, first + count) of the seed, in parallel over the games
// (and over the guesses within each); the figures do not depend on the
// thread count.
BoardsSimulation simulateBoards(const BoardsPlayer& player, size_t count, uint64_t seed,
                                JobContext* ctx = nullptr, uint64_t first = 0);

}  // namespace guesslab
