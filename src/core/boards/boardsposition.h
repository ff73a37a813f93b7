// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsgame.h"

#include <optional>
#include <span>
#include <vector>

namespace guesslab {

// Where a game of several boards stands: the guesses so far and, per board,
// the answers still possible and the guess that solved it, if one did.
class BoardsPosition {
public:
    explicit BoardsPosition(const BoardsGame& game);

    const BoardsGame& game() const { return *game_; }
    int boards() const { return static_cast<int>(boards_.size()); }
    int guesses() const { return static_cast<int>(history_.size()); }
    const std::vector<Question>& history() const { return history_; }
    std::span<const SecretId> candidates(int board) const { return boards_[board].candidates; }
    // The feedback each guess got on the board; a board shows none after it is solved.
    std::span<const Feedback> feedback(int board) const { return boards_[board].feedback; }
    bool solved(int board) const { return boards_[board].solvedAt >= 0; }
    // The guess number (1-based) that solved the board, or 0.
    int solvedAt(int board) const { return boards_[board].solvedAt + 1; }
    std::vector<int> open() const;
    bool finished() const { return open().empty(); }
    // Every board solved within the game's limit.
    bool won() const { return finished() && guesses() <= game_->limit(); }

    // Plays q with one feedback per board (entries for boards already
    // solved are ignored). Returns the first board the feedback leaves with
    // no answer (the position is then unchanged), or nullopt.
    std::optional<int> play(const Question& q, std::span<const Feedback> feedback);
    // Plays q against the secrets (one per board).
    void playAgainst(const Question& q, std::span<const SecretId> secrets);

private:
    struct Board {
        std::vector<SecretId> candidates;
        std::vector<Feedback> feedback;
        int solvedAt = -1;
    };

    const BoardsGame* game_;
    std::vector<Question> history_;
    std::vector<Board> boards_;
};

}  // namespace guesslab
