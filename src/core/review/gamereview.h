// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamestate.h"
#include "hardmoderule.h"
#include "jobcontext.h"
#include "treeprior.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace guesslab {

class OpeningBook;

struct ReviewOptions {
    GuessRule rule = GuessRule::Normal;
    // Where no earlier move tells the best play (the first move), the best
    // is searched among the N best guesses by entropy and the played one
    // (0: every guess the rule allows).
    int candidates = 20;
    // Positions with more guesses x answers than this are not searched.
    uint64_t maxCells = 64'000'000;
    // Where the book has the lists (and the rule, no cap), the first move's
    // best is read from it: its proven best over every guess, or else the
    // best of the candidates when it holds all their exact totals.
    const OpeningBook* book = nullptr;
    // A prior over the lists' answers: each position's trees and
    // expectations are weighed by it (and the book, of plain totals, is
    // not read). Null or uniform: every answer alike.
    const TreePrior* prior = nullptr;
};

// One move of a played game judged by the exact tree search. Expectations
// count the guesses still to play from the position before the move, this
// one included, every answer left equally likely, or under a prior as
// likely as its weight; totals are then weight times guesses, summed.
struct MoveReview {
    std::string guess;
    Pattern pattern;
    std::string feedback;  // as the game words it (games other than words; "" for words)
    size_t leftBefore = 0;
    size_t leftAfter = 0;   // answers consistent after the feedback (1 when solved)
    bool searched = false;  // the played move was valued (false: too large, or stopped)
    // The played move's classes, how many of them were searched (all,
    // unless its total came from the opening book) and how many read from
    // the book (a book a move deep).
    size_t classes = 0, classesSearched = 0, classesRead = 0;
    bool bestKnown = false;
    bool bestFromBook = false;   // the best was read from the opening book
    std::string best;            // a best move (the played one when it is as good)
    uint64_t bestTotal = 0;      // guesses summed over the answers left, best play
    uint64_t playedTotal = 0;    // the same, playing this move first
    uint64_t receivedTotal = 0;  // after the feedback received: summed over leftAfter
    uint64_t weightBefore = 0;   // under a prior: the weights of the answers left (else 0)
    uint64_t weightAfter = 0;    // and of those after the feedback
    double luckRank = 0;         // share of the answers left whose feedback would have
                                 // left more to play than this one (ties count half)

    double bestExpected() const { return per(bestTotal, before()); }
    double playedExpected() const { return per(playedTotal, before()); }
    double cost() const { return playedExpected() - bestExpected(); }
    // Expected guesses after this one, given the feedback received.
    double expectedAfter() const {
        return per(receivedTotal, weightBefore ? weightAfter : leftAfter);
    }
    // What the feedback saved against the move's average outcome, in guesses.
    double luck() const { return playedExpected() - 1 - expectedAfter(); }

private:
    uint64_t before() const { return weightBefore ? weightBefore : leftBefore; }
    static double per(uint64_t total, uint64_t n) {
        return n ? static_cast<double>(total) / static_cast<double>(n) : 0.0;
    }
};

// A played game reviewed move by move. Costs and luck add up: the guesses
// played plus those still expected after the last move equal the best
// play's expectation at the start plus the total cost minus the total luck.
struct GameReview {
    GuessRule rule = GuessRule::Normal;
    std::vector<MoveReview> moves;
    bool solved = false;
    bool complete = false;  // every move searched and its best known
    bool stopped = false;   // cancelled before the end
    double totalCost() const;
    double totalLuck() const;
};

// The exact search runs on each position's own lists (treePosition), so a
// move's played expectation is tree --position over the steps before it
// with the move as opener, and the best at the next position is the
// played tree's choice for the feedback received (exact: the solver's
// subtrees are optimal). The steps must be valid under the rule
// (parsePlayedGame checks them).
GameReview reviewGame(std::shared_ptr<const GameLists> lists,
                      const std::vector<GameState::Step>& steps, const ReviewOptions& options,
                      JobContext* ctx = nullptr);

}  // namespace guesslab
