// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordgame.h"

#include <memory>
#include <string>

namespace guesslab {

// Several boards at once (Dordle, Quordle, ... Duotrigordle): N boards of
// one word game, each with its own secret from the answers, the secrets
// all different. Each guess is played on every board still unsolved; a
// board is solved when the guess is its secret. The game is won when every
// board is solved within the limit.
//
// Its secrets are N-tuples, too many to list past two boards, so it is not
// a Game of its own: each board is the word game, and the analyses work on
// a position's boards (BoardsPosition, BoardsScores, simulateBoards).
class BoardsGame {
public:
    static constexpr int kMaxBoards = 32;

    // limit 0: the usual one, boards + 5 (7, 9, 13, 21 and 37 guesses for
    // 2, 4, 8, 16 and 32 boards). Throws std::invalid_argument for a count
    // outside 1..32, a limit below the count, or fewer answers than boards.
    BoardsGame(std::shared_ptr<const WordGame> board, int boards, int limit = 0);

    static int usualLimit(int boards) { return boards + 5; }
    // The usual name for 2, 4, 8, 16 and 32 boards ("quordle"), else "N boards".
    static std::string nameFor(int boards);
    // The board count a name stands for (dordle 2 ... duotrigordle 32), or 0.
    static int boardsNamed(std::string_view name);

    const WordGame& board() const { return *board_; }
    std::shared_ptr<const WordGame> sharedBoard() const { return board_; }
    int boards() const { return boards_; }
    int limit() const { return limit_; }
    std::string name() const { return nameFor(boards_); }
    Phrase namePhrase() const;
    // The pattern every board shows when the guess is its secret.
    Feedback solvedFeedback() const;

private:
    std::shared_ptr<const WordGame> board_;
    int boards_ = 0;
    int limit_ = 0;
};

}  // namespace guesslab
