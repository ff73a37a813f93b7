// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsposition.h"

#include <numeric>

namespace guesslab {

BoardsPosition::BoardsPosition(const BoardsGame& game) : game_(&game) {
    std::vector<SecretId> all(game.board().secretCount());
    std::iota(all.begin(), all.end(), SecretId{0});
    boards_.assign(game.boards(), Board{all, {}, -1});
}

std::vector<int> BoardsPosition::open() const {
    std::vector<int> out;
    for (int b = 0; b < boards(); ++b)
        if (!solved(b))
            out.push_back(b);
    return out;
}

std::optional<int> BoardsPosition::play(const Question& q, std::span<const Feedback> feedback) {
    const WordGame& board = game_->board();
    std::vector<std::vector<SecretId>> kept(boards_.size());
    for (int b = 0; b < boards(); ++b) {
        if (solved(b))
            continue;
        const std::vector<SecretId>& from = boards_[b].candidates;
        std::vector<Feedback> row(from.size());
        board.feedbackRow(q, from, row.data());
        for (size_t i = 0; i < from.size(); ++i)
            if (row[i] == feedback[b])
                kept[b].push_back(from[i]);
        if (kept[b].empty())
            return b;
    }
    const int turn = guesses();
    history_.push_back(q);
    for (int b = 0; b < boards(); ++b) {
        if (solved(b))
            continue;
        boards_[b].candidates = std::move(kept[b]);
        boards_[b].feedback.push_back(feedback[b]);
        if (board.wins(q, feedback[b]))
            boards_[b].solvedAt = turn;
    }
    return std::nullopt;
}

void BoardsPosition::playAgainst(const Question& q, std::span<const SecretId> secrets) {
    std::vector<Feedback> feedback(boards_.size(), 0);
    for (int b = 0; b < boards(); ++b)
        if (!solved(b))
            feedback[b] = game_->board().feedback(q, secrets[b]);
    play(q, feedback);
}

}  // namespace guesslab
