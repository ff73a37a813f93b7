// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdlereview.h"

namespace guesslab {

GameReview reviewAbsurdle(const AbsurdleSolver& solver, const std::vector<WordId>& guesses,
                          int most, JobContext* ctx) {
    GameReview review;
    review.rule = solver.rule();
    const GameLists& lists = solver.lists();
    std::vector<AbsurdlePosition> at{solver.start()};
    for (WordId g : guesses)
        at.push_back(solver.play(at.back(), g));
    review.solved = !guesses.empty() && solver.wins(at[guesses.size() - 1], guesses.back());
    // The fewest from each position (none after a win), each searched once.
    std::vector<AbsurdleVerdict> fewest(at.size());
    for (size_t i = 0; i < at.size(); ++i) {
        if (review.solved && i == guesses.size())
            break;
        fewest[i] = solver.solve(at[i], most, false, ctx);
        if (fewest[i].stopped) {
            review.stopped = true;
            return review;
        }
    }
    review.complete = true;
    for (size_t i = 0; i < guesses.size(); ++i) {
        const bool wins = review.solved && i + 1 == guesses.size();
        const int after = wins ? 0 : fewest[i + 1].fewest;
        MoveReview m;
        m.guess = lists.guesses().word(guesses[i]);
        m.pattern = at[i + 1].steps.back().feedback;
        m.feedback = toString(m.pattern, lists.length());
        m.leftBefore = at[i].words.size();
        m.leftAfter = wins ? 1 : at[i + 1].words.size();
        m.bestKnown = fewest[i].fewest > 0;
        m.searched = m.bestKnown && (wins || after > 0);
        if (m.bestKnown)
            m.best = fewest[i].line.front();
        // Counts as totals over the words left, so the expectations are the counts.
        m.bestTotal = uint64_t(fewest[i].fewest) * m.leftBefore;
        m.playedTotal = m.searched ? uint64_t(1 + after) * m.leftBefore : 0;
        m.receivedTotal = uint64_t(after) * m.leftAfter;
        review.complete = review.complete && m.searched;
        review.moves.push_back(std::move(m));
    }
    return review;
}

}  // namespace guesslab
