// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardssimulation.h"

#include <tbb/parallel_for.h>

#include <algorithm>
#include <random>

namespace guesslab {

namespace {

uint64_t mix(uint64_t x) {  // splitmix64's finaliser
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

}  // namespace

std::vector<SecretId> boardsSecrets(size_t answers, int boards, uint64_t seed, uint64_t game) {
    std::mt19937_64 rng(mix(seed ^ mix(game)));
    std::vector<SecretId> out;
    while (out.size() < static_cast<size_t>(boards)) {
        // rng() % answers is uniform enough for 2^64 / answers; drawn again on a repeat.
        const auto s = static_cast<SecretId>(rng() % answers);
        if (std::find(out.begin(), out.end(), s) == out.end())
            out.push_back(s);
    }
    return out;
}

BoardsGamePlayed playBoards(const BoardsPlayer& player, std::span<const SecretId> secrets,
                            const JobContext* ctx) {
    BoardsPosition position(player.game());
    BoardsGamePlayed out;
    while (!position.finished() && position.guesses() < kMaxBoardsGuesses) {
        const auto g = player.choose(position, ctx);
        if (!g)
            return out;
        out.guesses.push_back(*g);
        position.playAgainst(Question{int64_t(*g), {}, {}}, secrets);
    }
    out.finished = position.finished();
    return out;
}

BoardsSimulation simulateBoards(const BoardsPlayer& player, size_t count, uint64_t seed,
                                JobContext* ctx, uint64_t first) {
    const BoardsGame& game = player.game();
    BoardsSimulation out;
    out.game = game.name();
    out.player = boardsStrategyName(player.strategy());
    out.seed = seed;
    // Per game: guesses to finish (0: not played, -1: unfinished) and its checksum.
    std::vector<int> length(count, 0);
    std::vector<uint64_t> sums(count, 0);
    if (ctx)
        ctx->beginPhase("Playing seeded games", count);
    tbb::parallel_for(
        tbb::blocked_range<size_t>(0, count, 1), [&](const tbb::blocked_range<size_t>& r) {
            for (size_t i = r.begin(); i != r.end(); ++i) {
                if (ctx && ctx->cancelled())
                    return;
                const auto secrets =
                    boardsSecrets(game.board().secretCount(), game.boards(), seed, first + i);
                const BoardsGamePlayed played = playBoards(player, secrets, ctx);
                if (ctx && ctx->cancelled())
                    return;
                length[i] = played.finished ? static_cast<int>(played.guesses.size()) : -1;
                uint64_t h = first + i;
                for (uint32_t g : played.guesses)
                    h = mix(h ^ g);
                sums[i] = h;
                if (ctx)
                    ctx->advance();
            }
        });
    double total = 0;
    for (size_t i = 0; i < count; ++i) {
        if (length[i] == 0) {
            out.complete = false;
            continue;
        }
        ++out.games;
        out.checksum ^= sums[i];
        if (length[i] < 0) {
            ++out.unfinished;
            continue;
        }
        total += length[i];
        out.worst = std::max(out.worst, length[i]);
        ++out.histogram[length[i]];
        if (length[i] <= game.limit())
            ++out.won;
    }
    const size_t finished = out.games - out.unfinished;
    out.average = finished ? total / double(finished) : 0;
    return out;
}

}  // namespace guesslab
