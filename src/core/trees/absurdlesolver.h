// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdleadversary.h"
#include "gamelists.h"
#include "hardmoderule.h"
#include "jobcontext.h"
#include "patternmatrix.h"
#include "stepproblem.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace guesslab {

struct AbsurdleTree;

struct AbsurdleStep {
    WordId guess = 0;
    Pattern feedback;
};

// Where a game of Absurdle stands: the steps played, each with the
// adversary's answer, and the words it may still keep (answer ids, sorted).
struct AbsurdlePosition {
    std::vector<WordId> words;
    std::vector<AbsurdleStep> steps;
};

// The fewest guesses that force a win from a position: the last guess is
// the one word left.
struct AbsurdleVerdict {
    int fewest = 0;        // 0: none within the limit asked
    bool stopped = false;  // cancelled: the figures are not proven
    // The guesses that force it in `fewest` from here, in the search's order
    // (smallest class kept, then the guess list's): all, or the first.
    std::vector<WordId> best;
    // One game that does: the guesses from here, the last the word itself.
    std::vector<std::string> line;
};

// Exact play against Absurdle's adversary (docs/guide.md, "Absurdle"). The
// adversary is deterministic, so a position is won within k guesses when
// one word is left (k >= 1) or some allowed guess leaves a class won within
// k - 1; within 2, exactly when a guess splits the words into classes of
// one. Searched depth first, smallest class first, with the sets already
// refuted remembered; the first guesses in parallel.
//
// Challenge (a target): the adversary plays as ever, and a guess whose
// kept class loses the target loses the game, so the search leaves it out.
class AbsurdleSolver {
public:
    // `lists` and `matrix` outlive the solver. target: an answer id. Throws
    // std::invalid_argument when an answer is not a guess (it could never
    // be named).
    AbsurdleSolver(const GameLists& lists, const PatternMatrix& matrix, GuessRule rule,
                   std::optional<WordId> target = std::nullopt);
    ~AbsurdleSolver();

    const GameLists& lists() const { return lists_; }
    GuessRule rule() const { return rule_; }
    std::optional<WordId> target() const { return target_; }
    const AbsurdleAdversary& adversary() const { return adversary_; }

    AbsurdlePosition start() const;
    // Whether the rule lets `guess` be played at p (hard mode: the hints;
    // strict: it could be the word).
    bool allows(const AbsurdlePosition& p, WordId guess) const;
    // Why not: the first step whose hint it breaks, or (strict) whose
    // feedback it would not have given.
    StepProblem stepProblem(const AbsurdlePosition& p, WordId guess) const;
    // The adversary's answer to `guess` at p, and the position after it.
    Pattern answer(const AbsurdlePosition& p, WordId guess) const;
    AbsurdlePosition play(const AbsurdlePosition& p, WordId guess) const;
    // The guess wins: one word is left and it is the guess.
    bool wins(const AbsurdlePosition& p, WordId guess) const;
    // Whether a win can be forced within `guesses` from p; nullopt when stopped.
    std::optional<bool> winsWithin(const AbsurdlePosition& p, int guesses,
                                   JobContext* ctx = nullptr) const;
    // The fewest guesses (at most `most`) that force a win from p, proven by
    // refuting each smaller number. allBest: every guess that achieves it.
    AbsurdleVerdict solve(const AbsurdlePosition& p, int most, bool allBest,
                          JobContext* ctx = nullptr) const;
    // Every way to force a win from p in the fewest guesses (at most
    // `most`): at each step every guess that keeps it (absurdletree.h).
    // Once `cap` guesses are listed no other way starts (those under way
    // end); the tree is then marked truncated and holds whole ways only.
    AbsurdleTree winningTree(const AbsurdlePosition& p, int most, JobContext* ctx = nullptr,
                             size_t cap = size_t{1} << 20) const;

    // Whether a guess that splits a set into ones is looked for among the
    // guesses that tell neighbouring words apart (the default), or among
    // all: the plain way, for tests.
    void setPairFilter(bool on) { pairFilter_ = on; }

private:
    void expandLocked(const AbsurdlePosition& p, AbsurdleTree& tree, const AbsurdleVerdict& v,
                      size_t cap, JobContext* ctx) const;
    AbsurdleVerdict solveLocked(const AbsurdlePosition& p, int most, bool allBest,
                                JobContext* ctx) const;

    class Search;
    struct Searches;

    const GameLists& lists_;
    const PatternMatrix& matrix_;
    GuessRule rule_;
    std::optional<WordId> target_;
    AbsurdleAdversary adversary_;
    std::vector<uint8_t> columns_;  // the matrix answer by answer (5 symbols or fewer)
    size_t columnStride_ = 0;       // guesses per column, padded to whole 64s
    bool pairFilter_ = true;
    // Each thread's search with its memo, kept between calls (one at a time).
    mutable std::mutex mutex_;
    mutable std::unique_ptr<Searches> searches_;
};

}  // namespace guesslab
