// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsscores.h"

#include <string>
#include <vector>

namespace guesslab {

enum class BoardsStrategy {
    Entropy,   // the most information over the open boards (sum of their entropies)
    Minimax,   // the fewest answers the open boards can keep (sum of their largest classes)
    Finisher,  // a board whose answer is known first, else as Entropy
};

std::string boardsStrategyName(BoardsStrategy s);
std::optional<BoardsStrategy> boardsStrategyNamed(std::string_view name);

// The order a strategy puts guesses in, best first. Entropy: more bits,
// then more open boards it may solve, then the guess list's order. Minimax:
// a smaller sum of largest classes, then as Entropy. Finisher ranks as
// Entropy (its forced move comes before ranking, see BoardsPlayer).
bool boardsBefore(const BoardsScore& a, const BoardsScore& b, BoardsStrategy strategy);

// The best `most` guesses (0: all) in the strategy's order.
std::vector<BoardsScore> rankBoards(std::vector<BoardsScore> scores, BoardsStrategy strategy,
                                    size_t most);

// Picks the next guess of a game of several boards.
class BoardsPlayer {
public:
    BoardsPlayer(const BoardsScorer& scorer, BoardsStrategy strategy);

    BoardsStrategy strategy() const { return strategy_; }
    const BoardsGame& game() const { return scorer_.game(); }
    // The finisher's forced move: the answer of the first open board with
    // one answer left, as a guess; nullopt when none is known.
    std::optional<uint32_t> knownAnswer(const BoardsPosition& position) const;
    // nullopt only when ctx is cancelled.
    std::optional<uint32_t> choose(const BoardsPosition& position,
                                   const JobContext* ctx = nullptr) const;

private:
    const BoardsScorer& scorer_;
    BoardsStrategy strategy_;
    std::vector<int> guessOf_;  // by answer: its index in the guess list, or -1
};

}  // namespace guesslab
