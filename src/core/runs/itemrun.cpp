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
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.set("seconds", static_cast<double>(static_cast<int64_t>(seconds * 1000)) / 1000);
    return out;
}

void ItemRun::record(const JsonLine& r) {
    file_.append(r);
    const std::string item = *r.text("item");
    last_ = item;
    if (r.find("failed")) {
        ++failed_;
        return;
    }
    ++done_;
    if (work_.boundOf)
        if (const auto b = work_.boundOf(r))
            bound_ = std::min(bound_, *b);
}

void ItemRun::runHere(JobContext& ctx, const std::function<void(const ItemRunStatus&)>& progress) {
    const std::vector<size_t> todo = pending_;
    for (const size_t item : todo) {
        if (ctx.cancelled())
            return;
        const auto r = runItem(work_, item, bound_, ctx);
        if (!r)
            return;
        record(*r);
        if (progress)
            progress(status());
    }
}

}  // namespace guesslab
