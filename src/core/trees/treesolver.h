// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "jobcontext.h"
#include "patternmatrix.h"
#include "strategytree.h"
#include "treeprior.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace guesslab {

struct TreeMemo;

// How the search runs; the value and the strategy are the same either way.
struct SolverTuning {
    size_t vectorLimit = 4096;          // see setVectorLimit
    size_t sharpenFrom = 32;            // see setSharpenFrom
    bool dropRefined = true;            // see setDropRefined
    std::function<void()> afterTaking;  // see setAfterTaking
};

// An opener's exact value, or what is known of it when the search for the
// best opener showed that it cannot win.
struct OpenerValue {
    WordId opener = 0;
    uint64_t total = 0;  // exact when exact; else a lower bound
    bool exact = false;
    bool solvable = true;  // false: no strategy within the cap starts with it
};

// One class of an opener (the answers that give one feedback): its mass
// (answers, or their weight under a prior) and its value, the guesses its
// answers take after the opener (weighed under a prior). Exact when
// searched, with the class's tree (its root the guess after the opener);
// else the least the class's guesses allow.
struct ClassValue {
    Pattern feedback;
    uint64_t mass = 0;
    uint64_t value = 0;
    bool exact = false;
    StrategyTree tree;
};

struct OpenerClassValues {
    bool proven = false;              // not stopped
    bool solvable = false;            // a strategy within the rules starts with the opener
    std::vector<ClassValue> classes;  // all but the opener's own green, by feedback
};

struct TreeResult {
    bool proven = false;    // the search ran to its end (not stopped)
    bool solvable = false;  // a strategy within the rules exists
    WordId opener = 0;
    uint64_t total = 0;        // guesses summed over every answer (under a prior, weighed)
    uint64_t weightTotal = 0;  // under a prior: its weights summed; else 0
    StrategyTree strategy;
    std::vector<OpenerValue> openers;  // each opener tried, in the order tried
    uint64_t nodes = 0;                // sets of answers searched
    uint64_t memoHits = 0;
    size_t memoEntries = 0;
    size_t memoBytes = 0;
};

// Exact minimum-total strategies (docs/guide.md, Trees). Depth-first search over sets of
// answers with
//  - lower bounds: a set of n answers needs at least 2n - 1 guesses, so a
//    guess splitting it into k classes (one of them its own green) costs at
//    least 3n - k - [it may be the answer]; guesses are tried in that order
//    and the search stops once the bound reaches the best found
//    (alpha-beta: each class gets what the best leaves it); a class larger
//    than the most classes any guess splits its parent into (w) needs
//    3m - w - 1, and at sets of 32 answers or more every class of a guess
//    is first bounded by its own class counts (kept in the memo), so most
//    guesses of a large set fail before any class is searched;
//  - shortcuts: a candidate that tells every other apart gives 2n - 1, any
//    other word that does gives 2n, three answers always cost 5 or 6;
//  - fewer guesses: words that split no answer of an opener's class are
//    dropped for the whole class, and words splitting it exactly like a
//    word already kept are merged (their subtrees are identical); in
//    normal mode a guess that one searched before splits at least as
//    finely is skipped (it cannot do better);
//  - a memo of exact values and lower bounds per set (and, in hard mode,
//    per set of still-allowed words) shared by all openers and threads;
//  - the opener's classes searched in parallel in the caller's arena.
// Under a prior (setPrior) the same search weighs each answer's guesses:
// a set needs twice its weight less its heaviest answer's, and a guess's
// classes are bounded with the set's heaviest weights.
// The strategy returned does not depend on the thread count.
class TreeSolver {
public:
    // The answers must all be guesses (build the lists with unite), at most
    // 65535 words each; throws std::invalid_argument otherwise.
    TreeSolver(const GameLists& lists, const PatternMatrix& matrix);
    ~TreeSolver();

    TreeResult forOpener(WordId opener, const StrategyRules& rules, JobContext* ctx = nullptr);
    // The best opener among the candidates, tried in the order given (best
    // guesses first prune the most); ties go to the earlier candidate.
    TreeResult best(const std::vector<WordId>& candidates, const StrategyRules& rules,
                    JobContext* ctx = nullptr);
    // One opener's total, searched only below `cutoff` (the best total of
    // the openers already known): exact when below it, else a lower bound
    // (not solvable: no strategy within the cap). For runs that hand the
    // openers out one by one; best() is these calls in order.
    OpenerValue valueOf(WordId opener, const StrategyRules& rules, uint64_t cutoff,
                        JobContext* ctx = nullptr);
    // An opener's classes with only those of the feedbacks listed searched,
    // the rest bounded (by their guesses' plan when boundEvery, else by
    // their size alone): for a review that knows the opener's total
    // already (an opening book) and needs a few of its classes exactly.
    // Its progress goes to the caller's stage of the job.
    OpenerClassValues classValues(WordId opener, const StrategyRules& rules,
                                  const std::vector<Pattern>& searched, bool boundEvery = true,
                                  JobContext* ctx = nullptr);
    // Every class of the opener searched to its end: the value and tree of
    // each (the opener's exact total is the answers plus their values). For
    // runs that keep the classes of an opener beside its total (an opening
    // book a move deep). Sets its own stage, as valueOf does.
    OpenerClassValues allClassValues(WordId opener, const StrategyRules& rules,
                                     JobContext* ctx = nullptr);

    // Normal-mode sets up to this many answers are planned from the vector
    // class count (default and most: 4096); 0 plans every set with a row per
    // guess, the plain version tests hold the default to.
    void setVectorLimit(size_t answers);
    // Sets of at least this many answers (default 32, measured) bound each
    // class of a guess by its own class counts before searching any; tests
    // lower it so that small lists take that path too.
    void setSharpenFrom(size_t answers);
    // The memo is kept from opener to opener while it holds at most this
    // many bytes, else it starts again before the next (default: a quarter
    // of the memory budget). The values do not depend on it.
    void setMemoLimit(uint64_t bytes);
    // Normal mode: a guess is not searched when one searched before at the
    // same set splits it at least as finely (and is an answer of the set if
    // the guess is). On by default; off gives the plain search tests hold
    // it to.
    void setDropRefined(bool on);
    // Called by a thread each time it takes one of a class's first guesses
    // to search, before it searches it: tests hold threads up there at
    // random to provoke the interleavings load would.
    void setAfterTaking(std::function<void()> pause);
    // Under a prior the totals weigh each answer's guesses by its weight,
    // and the search minimises that (the expected guesses times the
    // weights' sum). Null or uniform: the plain totals. Throws
    // std::invalid_argument when it does not weigh these lists' answers.
    void setPrior(const TreePrior* prior);

private:
    TreeMemo& memoFor(const StrategyRules& rules);

    const GameLists& lists_;
    const PatternMatrix& matrix_;
    std::unique_ptr<TreeMemo> memo_;
    std::vector<uint32_t> weights_;  // the prior's, by answer; empty: none
    StrategyRules memoRules_;
    SolverTuning tuning_;
    uint64_t memoLimit_;
};

}  // namespace guesslab
