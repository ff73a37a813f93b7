// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eldrowtree.h"
#include "jobcontext.h"
#include "wordlist.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace guesslab {

// Eldrow (the Jane Street puzzle; docs/guide.md, Eldrow): the longest sequences of guesses g1..gk =
// T in which every guess is consistent with the feedback all earlier guesses get from the target T,
// all distinct, guesses and target from one list.
struct EldrowResult {
    size_t words = 0;
    int length = 0;
    bool proven = false;                      // the search finished: no longer chain exists
    std::vector<std::vector<WordId>> chains;  // some chains of that length
    uint64_t nodes = 0;                       // pools searched
    size_t memoryBytes = 0;                   // the largest memo of one target
    // Searches over every target (global, or from a start word): each
    // searched target's longest chain, in target order. A stopped search
    // lists only the targets it finished: one never searched is no result.
    std::vector<std::pair<WordId, int>> targets;
    size_t targetCount = 0;  // how many targets the search covers
    // How many chains have the longest length (when asked and the count
    // finished); saturates at the largest uint64_t.
    bool counted = false;
    uint64_t count = 0;
    // Browsable trees of the longest chains, one per target kept (proven
    // results only; each keeps its own search).
    std::vector<std::shared_ptr<EldrowTree>> trees;
};

struct EldrowOptions {
    size_t chains = 1;            // how many longest chains to report (at most)
    double timeLimitSeconds = 0;  // 0: none; else the best found, unproven
    bool count = false;           // count every chain of the longest length
    size_t trees = 0;             // keep trees for up to this many targets of the longest length
    // Searches over every target: called as each target finishes (from any
    // worker thread, concurrently), for live figures.
    std::function<void(WordId target, int length)> onTarget;
};

// Exact search: depth first over pools of candidates (bitsets), a pool's
// longest continuation memoised per target. Words that the target's
// feedback cannot tell from the rest of the pool ("free" words: every pool
// word shows the same pattern against them as the target does) are guessed
// at once: a longest chain can always take them first (the Eldrow
// write-up's "when can we be greedy"). Otherwise the search asks, by cliques (EldrowClique), for
// a chain of the pool longer than the best so far, searches the pool after
// its first word, and asks again, until there is none. Deep pools are
// renumbered into small universes (EldrowUniverse). One target's search
// runs on one thread; searches over many targets take one each.
class EldrowSolver {
public:
    explicit EldrowSolver(const WordList& words);

    const WordList& words() const { return words_; }
    // The longest chain ending in the target.
    EldrowResult forTarget(WordId target, const EldrowOptions& options = {},
                           JobContext* ctx = nullptr) const;
    // The longest chain starting with the word (over every target, in parallel).
    EldrowResult forStart(WordId start, const EldrowOptions& options = {},
                          JobContext* ctx = nullptr) const;
    // The longest chain of all, with every target's longest.
    EldrowResult global(const EldrowOptions& options = {}, JobContext* ctx = nullptr) const;

    // True when the chain is admissible (checked plainly with the grader).
    static bool admissible(const WordList& words, const std::vector<WordId>& chain);

private:
    // Marks a target of an every-target search done and tells the caller.
    static void finish(size_t target, const EldrowResult& r, std::vector<char>& finished,
                       const EldrowOptions& options, JobContext* ctx);
    EldrowResult overTargets(
        const char* phase, const EldrowOptions& options, const EldrowOptions& each, JobContext* ctx,
        const std::function<EldrowResult(size_t, const EldrowOptions&)>& runOne) const;
    // alone: the only target searched, so it reports its own progress.
    EldrowResult run(WordId target, const std::vector<uint64_t>& pool,
                     const std::vector<WordId>& prefix, const EldrowOptions& options,
                     JobContext* ctx, bool alone) const;

    const WordList& words_;
    size_t n_;
    size_t blocks_;
    std::vector<uint8_t> patterns_;  // n x n: pattern of guess a against word b
};

}  // namespace guesslab
