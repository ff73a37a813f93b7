#pragma once

#include "jobcontext.h"
#include "wordlist.h"

#include <cstdint>
#include <vector>

namespace guesslab {

// Eldrow (SPEC §5): the longest sequences of guesses g1..gk = T in which
// every guess is consistent with the feedback all earlier guesses get from
// the target T, all distinct, guesses and target from one list.
struct EldrowResult {
    size_t words = 0;
    int length = 0;
    bool proven = false;                      // the search finished: no longer chain exists
    std::vector<std::vector<WordId>> chains;  // some chains of that length
    uint64_t nodes = 0;                       // pools searched
    // For the global question: every target's longest chain.
    std::vector<std::pair<WordId, int>> targets;
};

struct EldrowOptions {
    size_t chains = 1;            // how many longest chains to report (at most)
    double timeLimitSeconds = 0;  // 0: none; else the best found, unproven
};

// Exact search: depth first over pools of candidates (bitsets), a pool's
// longest continuation memoised per target. Words that the target's
// feedback cannot tell from the rest of the pool ("free" words: every pool
// word shows the same pattern against them as the target does) are guessed
// at once: a longest chain can always take them first (seed 000's "when can
// we be greedy"). A pool of n words gives at most n more guesses.
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
    struct Search;
    EldrowResult run(WordId target, const std::vector<uint64_t>& pool, int prefix,
                     const EldrowOptions& options, JobContext* ctx) const;

    const WordList& words_;
    size_t n_;
    size_t blocks_;
    std::vector<uint8_t> patterns_;  // n x n: pattern of guess a against word b
};

}  // namespace guesslab
