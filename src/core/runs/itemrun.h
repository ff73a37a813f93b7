// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobcontext.h"
#include "jsonline.h"
#include "resultsfile.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace guesslab {

// What a run of many independent items computes (every opener's total,
// every target's longest chain): the items in the order to hand them out,
// the likeliest best first where a bound prunes, and one item's result.
struct ItemWork {
    static constexpr int64_t kNoBound = std::numeric_limits<int64_t>::max();

    std::vector<std::string> items;
    // The record of item i, without "item" (the run adds it), searched with
    // `bound`, the best value finished so far (kNoBound when none).
    std::function<JsonLine(size_t item, int64_t bound, JobContext& ctx)> compute;
    // The bound a finished record sets for the items after it, if any.
    std::function<std::optional<int64_t>(const JsonLine&)> boundOf;
    // Optional, one per item: items with the same key are best done by one
    // process, one after another (see ItemQueue).
    std::vector<std::string> affinity;
    // Optional, one per item, for runs whose items do not bound one another:
    // an estimate of each item's cost. Items then go out dearest first (ties
    // in list order), so the last to finish are cheap and no process waits
    // long for another at the end. Ignored for blocked runs.
    std::vector<double> cost;
    // Optional: items no dearer than handing them out one by one (a Nerdle
    // equation's measures) are handed out `blockSize` at a time and computed
    // together, the records of items[k] in order. Without it each item of a
    // block goes through `compute`.
    std::function<std::vector<JsonLine>(const std::vector<size_t>& items, int64_t bound,
                                        JobContext& ctx)>
        computeBlock;
    size_t blockSize = 1;

    // The pending items in hand-out units: consecutive runs of blockSize.
    std::vector<std::vector<size_t>> blocks(const std::vector<size_t>& pending) const;
    // One affinity key per block (its first item's), or none.
    std::vector<std::string> blockAffinity(const std::vector<std::vector<size_t>>& blocks) const;
};

struct ItemRunStatus {
    size_t done = 0;  // finished, by this run and the ones it resumed
    size_t total = 0;
    size_t resumed = 0;  // finished before this run started
    size_t failed = 0;   // this run's items that threw (written, tried again on resuming)
    double seconds = 0;  // since this run started
    int64_t bound = ItemWork::kNoBound;
    std::string last;  // the last item finished
};

// Item i's record ("item" first, then the result and "seconds"), or a
// "failed" record with the error; nothing when ctx was cancelled. Where the
// item runs (here, or in another process) does not matter.
std::optional<JsonLine> runItem(const ItemWork& work, size_t item, int64_t bound, JobContext& ctx);
// The records of a block of items, in order (with computeBlock, each item's
// "seconds" is its share of the block's time; a block that throws gives a
// "failed" record per item); nothing when ctx was cancelled.
std::optional<std::vector<JsonLine>> runBlock(const ItemWork& work,
                                              const std::vector<size_t>& items, int64_t bound,
                                              JobContext& ctx);

// Runs the unfinished items of a results file, here or handed out by a
// coordinator (the MPI runner): each finished item is written to the file
// at once with its time, an item that throws is written as failed (and
// reported) rather than lost, and a cancelled item is not written at all.
class ItemRun {
public:
    ItemRun(ItemWork work, ResultsFile& file);

    const ItemWork& work() const { return work_; }
    // The items not finished when the run started, in hand-out order: list
    // order, or dearest first where the work gives costs.
    const std::vector<size_t>& pending() const { return pending_; }
    int64_t bound() const { return bound_; }
    ItemRunStatus status() const;

    // Keeps finished items' records: appended to the file with one write,
    // the bound lowered.
    void record(const std::vector<JsonLine>& records);

    // Every pending item in this process, block after block, each with the
    // whole arena; progress after each block. Stops when ctx is cancelled.
    void runHere(JobContext& ctx, const std::function<void(const ItemRunStatus&)>& progress);

private:
    ItemWork work_;
    ResultsFile& file_;
    std::vector<size_t> pending_;
    size_t resumed_ = 0;
    size_t done_ = 0;
    size_t failed_ = 0;
    int64_t bound_ = ItemWork::kNoBound;
    std::string last_;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace guesslab
