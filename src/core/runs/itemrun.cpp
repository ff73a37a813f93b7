// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemrun.h"

#include <algorithm>
#include <exception>
#include <stdexcept>
#include <unordered_map>

namespace guesslab {

ItemRun::ItemRun(ItemWork work, ResultsFile& file)
    : work_(std::move(work)), file_(file), start_(std::chrono::steady_clock::now()) {
    std::unordered_map<std::string, size_t> index;
    for (size_t i = 0; i < work_.items.size(); ++i)
        index.emplace(work_.items[i], i);
    for (const JsonLine& r : file_.records()) {
        const auto at = index.find(*r.text("item"));
        if (at == index.end())
            throw std::invalid_argument(file_.path() + ": the item \"" + *r.text("item") +
                                        "\" is not one of this run's");
        ++resumed_;
        if (work_.boundOf)
            if (const auto b = work_.boundOf(r))
                bound_ = std::min(bound_, *b);
    }
    done_ = resumed_;
    for (size_t i = 0; i < work_.items.size(); ++i)
        if (!file_.finished(work_.items[i]))
            pending_.push_back(i);
    if (!work_.cost.empty() && work_.blockSize <= 1) {
        if (work_.cost.size() != work_.items.size())
            throw std::invalid_argument("a cost is needed for every item of the run");
        std::stable_sort(pending_.begin(), pending_.end(),
                         [&](size_t a, size_t b) { return work_.cost[a] > work_.cost[b]; });
    }
}

ItemRunStatus ItemRun::status() const {
    ItemRunStatus s;
    s.done = done_;
    s.total = work_.items.size();
    s.resumed = resumed_;
    s.failed = failed_;
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    s.bound = bound_;
    s.last = last_;
    return s;
}

namespace {

double secondsSince(std::chrono::steady_clock::time_point start, size_t share = 1) {
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() /
        static_cast<double>(share);
    return static_cast<double>(static_cast<int64_t>(s * 1000)) / 1000;  // milliseconds
}

}  // namespace

std::vector<std::vector<size_t>> ItemWork::blocks(const std::vector<size_t>& pending) const {
    const size_t size = std::max<size_t>(1, blockSize);
    std::vector<std::vector<size_t>> out;
    for (size_t at = 0; at < pending.size(); at += size)
        out.emplace_back(
            pending.begin() + static_cast<std::ptrdiff_t>(at),
            pending.begin() + static_cast<std::ptrdiff_t>(std::min(at + size, pending.size())));
    return out;
}

std::vector<std::string> ItemWork::blockAffinity(
    const std::vector<std::vector<size_t>>& blocks) const {
    std::vector<std::string> keys;
    if (!affinity.empty())
        for (const std::vector<size_t>& b : blocks)
            keys.push_back(affinity.at(b.front()));
    return keys;
}

std::optional<JsonLine> runItem(const ItemWork& work, size_t item, int64_t bound, JobContext& ctx) {
    const auto start = std::chrono::steady_clock::now();
    JsonLine out;
    out.set("item", work.items.at(item));
    try {
        const JsonLine result = work.compute(item, bound, ctx);
        if (ctx.cancelled())
            return std::nullopt;  // cut short: not a result
        for (const auto& [key, value] : result.fields())
            out.set(key, value);
    } catch (const std::exception& e) {
        if (ctx.cancelled())
            return std::nullopt;
        out.set("failed", std::string(e.what()));
    }
    out.set("seconds", secondsSince(start));
    return out;
}

std::optional<std::vector<JsonLine>> runBlock(const ItemWork& work,
                                              const std::vector<size_t>& items, int64_t bound,
                                              JobContext& ctx) {
    std::vector<JsonLine> out;
    if (!work.computeBlock) {
        for (const size_t item : items) {
            auto r = runItem(work, item, bound, ctx);
            if (!r)
                return std::nullopt;
            out.push_back(std::move(*r));
        }
        return out;
    }
    const auto start = std::chrono::steady_clock::now();
    std::vector<JsonLine> results;
    std::string failure;
    try {
        results = work.computeBlock(items, bound, ctx);
        if (results.size() != items.size())
            throw std::logic_error("a block gave " + std::to_string(results.size()) +
                                   " records for " + std::to_string(items.size()) + " items");
    } catch (const std::exception& e) {
        failure = e.what();
    }
    if (ctx.cancelled())
        return std::nullopt;  // cut short: not a result
    const double seconds = secondsSince(start, items.size());
    for (size_t k = 0; k < items.size(); ++k) {
        JsonLine line;
        line.set("item", work.items.at(items[k]));
        if (failure.empty())
            for (const auto& [key, value] : results[k].fields())
                line.set(key, value);
        else
            line.set("failed", failure);
        line.set("seconds", seconds);
        out.push_back(std::move(line));
    }
    return out;
}

void ItemRun::record(const std::vector<JsonLine>& records) {
    file_.append(records);
    for (const JsonLine& r : records) {
        last_ = *r.text("item");
        if (r.find("failed")) {
            ++failed_;
            continue;
        }
        ++done_;
        if (work_.boundOf)
            if (const auto b = work_.boundOf(r))
                bound_ = std::min(bound_, *b);
    }
}

void ItemRun::runHere(JobContext& ctx, const std::function<void(const ItemRunStatus&)>& progress) {
    for (const std::vector<size_t>& block : work_.blocks(pending_)) {
        if (ctx.cancelled())
            return;
        const auto r = runBlock(work_, block, bound_, ctx);
        if (!r)
            return;
        record(*r);
        if (progress)
            progress(status());
    }
}

}  // namespace guesslab
