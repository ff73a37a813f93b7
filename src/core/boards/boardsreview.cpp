// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsreview.h"

#include "boardsplayer.h"

#include <cmath>

namespace guesslab {

bool BoardsMoveReview::namesKnown() const {
    for (size_t b = 0; b < solvedHere.size(); ++b)
        if (solvedHere[b] && leftBefore[b] == 1)
            return true;
    return false;
}

double BoardsReview::totalLost() const {
    double sum = 0;
    for (const BoardsMoveReview& m : moves)
        sum += m.lost();
    return sum;
}

double BoardsReview::totalLuck() const {
    double sum = 0;
    for (const BoardsMoveReview& m : moves)
        sum += m.luck();
    return sum;
}

BoardsReview reviewBoards(const BoardsGame& game, const std::vector<BoardsStep>& steps,
                          const JobContext* ctx) {
    BoardsReview review;
    const BoardsScorer scorer(game);
    BoardsPosition p(game);
    const auto boards = static_cast<size_t>(game.boards());
    for (const BoardsStep& step : steps) {
        if (ctx && ctx->cancelled()) {
            review.stopped = true;
            return review;
        }
        const std::vector<BoardsScore> scores = scorer.score(p, ctx);
        if (scores.empty()) {  // cancelled part-way
            review.stopped = true;
            return review;
        }
        BoardsMoveReview m;
        m.guess = static_cast<uint32_t>(step.question.code);
        m.feedback = step.feedback;
        m.open = static_cast<int>(p.open().size());
        const BoardsScore& played = scores[m.guess];
        const BoardsScore best = rankBoards(scores, BoardsStrategy::Entropy, 1).front();
        const auto clean = [](double bits) { return std::abs(bits) < 1e-9 ? 0.0 : bits; };
        m.bits = clean(played.entropy);
        m.largest = played.largest;
        m.best = best.guess;
        m.bestBits = clean(best.entropy);
        m.bestLargest = best.largest;
        for (size_t b = 0; b < boards; ++b)
            m.leftBefore.push_back(static_cast<uint32_t>(p.candidates(static_cast<int>(b)).size()));
        for (size_t b = 0; b < boards; ++b)
            m.openBefore.push_back(!p.solved(static_cast<int>(b)));
        p.play(step.question, step.feedback);
        for (size_t b = 0; b < boards; ++b) {
            const auto after = static_cast<uint32_t>(p.candidates(static_cast<int>(b)).size());
            m.leftAfter.push_back(after);
            m.solvedHere.push_back(m.openBefore[b] && p.solved(static_cast<int>(b)));
            if (m.openBefore[b])
                m.received += std::log2(double(m.leftBefore[b]) / double(after));
        }
        review.moves.push_back(std::move(m));
    }
    review.finished = p.finished();
    review.won = p.won();
    return review;
}

}  // namespace guesslab
