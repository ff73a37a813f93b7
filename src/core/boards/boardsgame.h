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
// As a Game it is one board, the word game of its lists: its secrets as
// N-tuples are too many to list past two boards. The analyses of several
// boards work on a position's boards (BoardsPosition, BoardsScorer,
// simulateBoards); the window and the command line tell it by its type.
class BoardsGame : public WordGame {
public:
    static constexpr int kMaxBoards = 32;

    // limit 0: the usual one, boards + 5 (7, 9, 13, 21 and 37 guesses for
    // 2, 4, 8, 16 and 32 boards). Throws std::invalid_argument for a count
    // outside 1..32, a limit below the count, or fewer answers than boards.
    BoardsGame(std::shared_ptr<const GameLists> lists, std::shared_ptr<const PatternMatrix> matrix,
               int boards, int limit = 0);

    static int usualLimit(int boards) { return boards + 5; }
    // The usual name for 2, 4, 8, 16 and 32 boards ("quordle"), else "N boards".
    static std::string nameFor(int boards);
    // The board count a name stands for (dordle 2 ... duotrigordle 32), or 0.
    static int boardsNamed(std::string_view name);

    // Each board: the word game.
    const WordGame& board() const { return *this; }
    int boards() const { return boards_; }
    int limit() const { return limit_; }
    std::string name() const override { return nameFor(boards_); }
    Phrase namePhrase() const override;
    // The pattern every board shows when the guess is its secret.
    Feedback solvedFeedback() const;

private:
    int boards_ = 0;
    int limit_ = 0;
};

}  // namespace guesslab
