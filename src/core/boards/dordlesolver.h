// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobcontext.h"
#include "wordgame.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <span>
#include <vector>

namespace guesslab {

// Two boards at once (Dordle) solved exactly on lists small enough: the
// fewest guesses in all over every ordered pair of different answers (the
// two boards' secrets), each pair counted until both boards are solved,
// with any guess of the list at every step.
struct DordleResult {
    uint64_t pairs = 0;
    uint64_t total = 0;     // the best strategy found: an upper bound (0: none found)
    uint64_t lower = 0;     // proven: no strategy needs fewer
    int64_t first = -1;     // that strategy's first guess
    bool byPlayer = false;  // stopped: the finisher's play over every pair did better
    uint64_t states = 0;
    bool exact() const { return total != 0 && total == lower; }
    double average() const { return pairs ? double(total) / double(pairs) : 0; }
};

// Depth first with bounds. A position is the answers left on each board:
// the same set while every feedback was alike, else two disjoint sets,
// whose pairs are all of A x B. A guess that names a board's secret leaves
// one board, whose fewest guesses (single) are searched the same way.
// Lower bounds: every pair needs two guesses and a third unless the next
// guess names one of its secrets; one board alone needs 2n - 1 for n left.
// Exact values are kept per position.
class DordleSolver {
public:
    explicit DordleSolver(const WordGame& game);

    // From the start, reporting the first guesses bounded, then searched. On
    // a stop (ctx, or the time limit) the figures are the
    // best strategy found (the search's best first guess, or the finisher
    // player's game over every pair, whichever needs fewer) and the bound
    // proven so far.
    DordleResult solve(JobContext* ctx = nullptr,
                       std::chrono::milliseconds limit = std::chrono::milliseconds::zero());
    // Positions of this many pairs or more bound each guess by its terms
    // before the search (the tests set it low, to try that path on tiny lists).
    void setRefineFrom(uint64_t pairs) { refineFrom_ = pairs; }
    // The fewest guesses in all to find each secret of `set` on one board.
    uint64_t single(std::vector<SecretId> set);

private:
    struct Value {
        uint64_t value = 0;
        bool exact = true;  // false: stopped, value is a lower bound
    };
    struct Classes {
        std::vector<std::vector<SecretId>> members;  // by feedback, the named secret's left out
        bool names = false;                          // the guess is one of the set
    };
    Classes split(uint32_t guess, std::span<const SecretId> set) const;
    Value singleBelow(const std::vector<SecretId>& set, uint64_t beta);
    // a == b (same): pairs of different secrets of a; else a and b disjoint.
    Value pairsBelow(const std::vector<SecretId>& a, const std::vector<SecretId>& b, bool same,
                     uint64_t beta);
    Value pairCost(uint32_t guess, const std::vector<SecretId>& a, const std::vector<SecretId>& b,
                   bool same, uint64_t beta);
    bool stopped();
    std::pair<uint64_t, int64_t> finisherTotal() const;
    // One board's fewest (exact, kept), or its bound below three answers.
    uint64_t singleFloor(const std::vector<SecretId>& set);
    // A lower bound for disjoint boards, through each board's single().
    uint64_t disjointBound(const std::vector<SecretId>& a, const std::vector<SecretId>& b);

    const WordGame& game_;
    size_t guesses_;
    std::vector<Feedback> row_;
    std::map<std::vector<SecretId>, uint64_t> single_;
    std::map<std::pair<std::vector<SecretId>, std::vector<SecretId>>, uint64_t> pairs_;
    JobContext* ctx_ = nullptr;
    std::chrono::steady_clock::time_point deadline_{};
    bool timed_ = false;
    bool stop_ = false;
    uint64_t states_ = 0;
    const std::vector<SecretId>* rootA_ = nullptr;  // the start's set: its best guess is kept
    int64_t first_ = -1;
    uint64_t rootBest_ = 0;
    uint64_t refineFrom_ = 2000;
};

// The same total read plainly, for the tests on tiny lists: every set of
// pairs still possible, with which boards are solved, searched over every
// guess with no bound and no decomposition.
uint64_t dordleTotalPlainly(const WordGame& game);

}  // namespace guesslab
