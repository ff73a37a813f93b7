// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "hardmoderule.h"
#include "jobcontext.h"
#include "patternmatrix.h"
#include "strategytree.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace guesslab {

struct TreeMemo;

// The worst-case objective (docs/guide.md, Trees): can every answer be found within K
// guesses, and if not, how few must be left unsolved?
struct WithinResult {
    bool proven = false;    // the search ran to its end (not stopped)
    bool solvable = false;  // a strategy finds every answer within K guesses
    int within = 0;         // K
    WordId opener = 0;
    uint64_t wrong = 0;            // answers left unsolved: the least possible when
                                   // exact, else a lower bound
    bool exact = false;            // wrong is proven the least (not only a bound)
    StrategyTree strategy;         // when solvable, or the least-wrong one: the answers
                                   // it leaves unsolved are found after guess K
    std::vector<WordId> unsolved;  // those answers, ascending
    bool anyThreeInTwo = false;    // the size shortcuts were proven and used
    uint64_t nodes = 0;            // sets of answers searched
    size_t memoEntries = 0;
};

// A depth-first search for the least number of answers a strategy must leave
// unsolved within K guesses (0: every game won). With g guesses left, a set
// of n answers leaves n unsolved with none, n - 1 with one (guess any of
// them), and with two n - k, where k is the most classes any guess splits it
// into (one more guess finds one answer of each class). Deeper, every guess
// worth trying is tried, the smallest largest class first, each class's
// value found with the budget the best so far leaves (branch and bound);
// sets of answers no larger than the guesses left are solved one by one.
// Values and lower bounds per set are remembered across classes and threads.
// The opener's classes are searched in parallel; the strategy found does not
// depend on the thread count.
class WithinSolver {
public:
    // The answers must all be guesses, at most 65534 words each; throws
    // std::invalid_argument otherwise.
    WithinSolver(const GameLists& lists, const PatternMatrix& matrix);
    ~WithinSolver();

    // within >= 1. Without leastWrong the search stops at the first class
    // that cannot be won (wrong is then a lower bound and no strategy is
    // built); with it, every class is searched to its least.
    WithinResult forOpener(WordId opener, GuessRule rule, int within, bool leastWrong,
                           JobContext* ctx = nullptr);

    // Normal mode: sets proven to fail refute the sets that contain them (on
    // by default; off only to hold the search to its plain version).
    void setSubsetBounds(bool on) { subsetBounds_ = on; }
    // Normal mode: once any 3 answers are proven to be found within 2
    // guesses (anyThreeInTwo, once per process and lists), any 2d - 1 are
    // within d: a guess whose classes are no larger than that is settled
    // without a search (on by default; off only to hold the search to its
    // plain version).
    void setSizeShortcuts(bool on) { sizeShortcuts_ = on; }
    // Normal mode: of the guesses whose letter keys (letterkey.h) are equal
    // on a set, which split it alike, only the first is searched, and none
    // whose key another's covers with one more letter in place (it splits
    // the set no finer). On by default; off only to hold the search to its
    // plain version.
    void setLetterKeys(bool on) { letterKeys_ = on; }
    // With letter keys: a guess's key also blanks the letters the count rule
    // finds silent on the set (letterkey.h). On by default; off only to
    // hold the search to the keys of quiet letters alone.
    void setLetterCounts(bool on) { letterCounts_ = on; }
    // Normal mode, with subset bounds: every subset of each family of
    // answers alike in every place but one (.arks, _atch) that fails within
    // the guesses left is known before the search (SubsetDepths). Off by
    // default: with every word as the answer and 6 guesses it cost 3-7 %
    // and pruned nothing the search did not find anyway.
    void setFamilies(bool on) { families_ = on; }
    // Classes of the opener with at least this many answers have their first
    // guess's classes searched in parallel (default 200).
    void setParallelFrom(size_t answers) { parallelFrom_ = answers; }

private:
    const GameLists& lists_;
    const PatternMatrix& matrix_;
    std::unique_ptr<TreeMemo> memo_;
    GuessRule memoRule_ = GuessRule::Normal;
    bool subsetBounds_ = true;
    bool sizeShortcuts_ = true;
    bool letterKeys_ = true;
    bool letterCounts_ = true;
    bool families_ = false;
    size_t parallelFrom_ = 200;
};

}  // namespace guesslab
