// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsposition.h"
#include "jobcontext.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <unordered_map>
#include <vector>

namespace guesslab {

// A guess measured over the boards still open: the sum of each board's
// entropy (the boards' secrets are drawn apart, so their feedback adds up),
// the sum of each board's largest class (the most answers the boards can
// keep), and how many open boards it may solve.
struct BoardsScore {
    uint32_t guess = 0;
    double entropy = 0;
    uint32_t largest = 0;
    int names = 0;
};

// Each board's entropy is log2 N - S / N with S the sum over classes of
// n log2 n, each term rounded to 32.32 fixed point, so that boards with
// equal partitions score exactly alike and the plain reading below agrees
// to the bit.
double boardEntropy(uint64_t fixedSum, size_t candidates);
// The same with log2 N given (N at least 2): the one formula both use.
double entropyOf(double log2n, uint64_t fixedSum, size_t candidates);
uint64_t fixedNLogN(uint64_t n);

// Scores every guess at a position, in guess order, in parallel over the
// guesses. Boards with the same answers left are measured once, and the
// measures of large answer sets are kept (up to `keptSets` of them), so a
// simulation measures the classes of its opener once for all its games.
class BoardsScorer {
public:
    explicit BoardsScorer(const BoardsGame& game, size_t keptSets = 512);

    const BoardsGame& game() const { return game_; }
    // Empty when ctx is cancelled part-way.
    std::vector<BoardsScore> score(const BoardsPosition& position,
                                   const JobContext* ctx = nullptr) const;

private:
    struct SetMeasures {
        std::vector<uint64_t> fixedSum;  // by guess
        std::vector<uint32_t> largest;   // by guess
    };
    std::shared_ptr<const SetMeasures> measure(std::span<const SecretId> set,
                                               const JobContext* ctx) const;

    const BoardsGame& game_;
    size_t keptSets_;
    std::vector<uint64_t> nlogn_;  // fixedNLogN by class size
    mutable std::mutex mutex_;
    mutable std::unordered_map<
        uint64_t, std::vector<std::pair<std::vector<SecretId>, std::shared_ptr<const SetMeasures>>>>
        kept_;
    mutable size_t keptCount_ = 0;
};

// The same scores read plainly: each board's partition through
// WordGame::feedback one answer at a time, for the tests.
std::vector<BoardsScore> scoreBoardsPlainly(const BoardsPosition& position);

}  // namespace guesslab
