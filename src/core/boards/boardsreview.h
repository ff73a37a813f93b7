// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsscores.h"
#include "boardssteps.h"
#include "jobcontext.h"

#include <cstdint>
#include <vector>

namespace guesslab {

// One move of a game of several boards judged by information, as the
// entropy player measures it: the bits the guess was worth over the boards
// still open (the sum of their entropies), the best guess's there, and the
// bits the feedback gave. Exact play over every set of secrets is out of
// reach beyond tiny lists; bits add up over the boards and the moves. A
// guess that names a board's known answer costs nothing, though it gives
// no bits: every game must play it once.
struct BoardsMoveReview {
    uint32_t guess = 0;
    std::vector<Feedback> feedback;    // per board (0: solved before)
    std::vector<uint32_t> leftBefore;  // per board: its answers still possible
    std::vector<uint32_t> leftAfter;   // 1 on a board solved
    std::vector<char> openBefore;      // per board: not solved before this guess
    std::vector<char> solvedHere;      // per board: this guess named its answer
    int open = 0;                      // boards open before it
    double bits = 0;                   // what it was worth: the open boards' entropies
    uint32_t best = 0;                 // the entropy player's guess there
    double bestBits = 0;
    uint32_t largest = 0, bestLargest = 0;  // the open boards' largest classes, summed
    double received = 0;  // what the feedback gave: log2(before / after), summed over boards

    // A guess that names a board's one answer left is one every game must
    // play, whenever it comes: nothing lost by it.
    bool namesKnown() const;
    double lost() const { return namesKnown() ? 0.0 : bestBits - bits; }
    double luck() const { return received - bits; }
};

struct BoardsReview {
    std::vector<BoardsMoveReview> moves;
    bool finished = false;  // every board solved
    bool won = false;       // within the game's limit
    bool stopped = false;
    double totalLost() const;
    double totalLuck() const;
};

// Each step scored with every guess at its position (BoardsScorer). The
// steps must be valid (parseBoardsGame or readBoardsStep read them).
BoardsReview reviewBoards(const BoardsGame& game, const std::vector<BoardsStep>& steps,
                          const JobContext* ctx = nullptr);

}  // namespace guesslab
