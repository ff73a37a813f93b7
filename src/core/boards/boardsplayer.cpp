// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsplayer.h"

#include <algorithm>

namespace guesslab {

std::string boardsStrategyName(BoardsStrategy s) {
    return s == BoardsStrategy::Entropy   ? "entropy"
           : s == BoardsStrategy::Minimax ? "minimax"
                                          : "finisher";
}

std::optional<BoardsStrategy> boardsStrategyNamed(std::string_view name) {
    for (BoardsStrategy s :
         {BoardsStrategy::Entropy, BoardsStrategy::Minimax, BoardsStrategy::Finisher})
        if (name == boardsStrategyName(s))
            return s;
    return std::nullopt;
}

bool boardsBefore(const BoardsScore& a, const BoardsScore& b, BoardsStrategy strategy) {
    if (strategy == BoardsStrategy::Minimax && a.largest != b.largest)
        return a.largest < b.largest;
    if (a.entropy != b.entropy)
        return a.entropy > b.entropy;
    if (a.names != b.names)
        return a.names > b.names;
    return a.guess < b.guess;
}

std::vector<BoardsScore> rankBoards(std::vector<BoardsScore> scores, BoardsStrategy strategy,
                                    size_t most) {
    const auto before = [&](const BoardsScore& a, const BoardsScore& b) {
        return boardsBefore(a, b, strategy);
    };
    if (most == 0 || most >= scores.size()) {
        std::sort(scores.begin(), scores.end(), before);
    } else {
        std::partial_sort(scores.begin(), scores.begin() + static_cast<std::ptrdiff_t>(most),
                          scores.end(), before);
        scores.resize(most);
    }
    return scores;
}

BoardsPlayer::BoardsPlayer(const BoardsScorer& scorer, BoardsStrategy strategy)
    : scorer_(scorer), strategy_(strategy) {
    const WordGame& board = scorer.game().board();
    guessOf_.assign(board.secretCount(), -1);
    const size_t guesses = board.lists().guesses().size();
    for (size_t g = 0; g < guesses; ++g)
        if (const auto s = board.secretOf(Question{int64_t(g), {}, {}}); s && guessOf_[*s] < 0)
            guessOf_[*s] = static_cast<int>(g);
}

std::optional<uint32_t> BoardsPlayer::knownAnswer(const BoardsPosition& position) const {
    for (int b : position.open()) {
        const auto set = position.candidates(b);
        if (set.size() == 1 && guessOf_[set[0]] >= 0)
            return static_cast<uint32_t>(guessOf_[set[0]]);
    }
    return std::nullopt;
}

std::optional<uint32_t> BoardsPlayer::choose(const BoardsPosition& position,
                                             const JobContext* ctx) const {
    if (strategy_ == BoardsStrategy::Finisher)
        if (const auto known = knownAnswer(position))
            return known;
    const std::vector<BoardsScore> scores = scorer_.score(position, ctx);
    if (scores.empty())
        return std::nullopt;
    const auto best = std::min_element(
        scores.begin(), scores.end(),
        [&](const BoardsScore& a, const BoardsScore& b) { return boardsBefore(a, b, strategy_); });
    return best->guess;
}

}  // namespace guesslab
