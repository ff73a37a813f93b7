// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrow.h"

#include "eldrowsearch.h"
#include "eldrowtree.h"
#include "memorybudget.h"
#include "referencegrader.h"
#include "simdgrader.h"

#include <tbb/parallel_for.h>

#include <algorithm>
#include <climits>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

namespace guesslab {

namespace {
using Bits = std::vector<uint64_t>;

// The pool of the whole list.
Bits everyWord(size_t n) {
    Bits all((n + 63) / 64, ~uint64_t{0});
    if (n % 64 != 0)
        all.back() = (uint64_t{1} << (n % 64)) - 1;
    return all;
}

// Folds one target's result into the overall one (targets in order, so the
// same for any thread count).
void merge(EldrowResult& out, EldrowResult& r, const EldrowOptions& options) {
    out.nodes += r.nodes;
    out.memoryBytes = std::max(out.memoryBytes, r.memoryBytes);
    out.proven = out.proven && r.proven;
    if (r.length > out.length) {
        out.length = r.length;
        out.chains.clear();
        out.trees.clear();
        out.counted = options.count;
        out.count = 0;
    }
    if (r.length != out.length)
        return;
    for (const auto& c : r.chains)
        if (out.chains.size() < std::max<size_t>(1, options.chains))
            out.chains.push_back(c);
    for (auto& t : r.trees)
        if (out.trees.size() < options.trees)
            out.trees.push_back(std::move(t));
    out.counted = out.counted && r.counted;
    out.count = out.count > UINT64_MAX - r.count ? UINT64_MAX : out.count + r.count;
}
// Every target's result, folded in target order, with each target's length.
EldrowResult mergeTargets(std::vector<EldrowResult>& perTarget, const std::vector<char>& finished,
                          const EldrowOptions& options, JobContext* ctx) {
    EldrowResult out;
    out.words = perTarget.size();
    out.targetCount = perTarget.size();
    out.proven = !(ctx && ctx->cancelled());
    out.counted = options.count;
    for (size_t t = 0; t < perTarget.size(); ++t) {
        if (!finished[t]) {
            out.proven = false;
            continue;
        }
        out.targets.push_back({static_cast<WordId>(t), perTarget[t].length});
        merge(out, perTarget[t], options);
    }
    return out;
}

}  // namespace

EldrowSolver::EldrowSolver(const WordList& words)
    : words_(words), n_(words.size()), blocks_((words.size() + 63) / 64) {
#if defined(__POPCNT__)
    if (!__builtin_cpu_supports("popcnt"))  // built for it: every x86-64 CPU since 2008
        throw std::runtime_error("Eldrow needs a CPU with the POPCNT instruction");
#endif
    if (words.length() > 5)
        throw std::invalid_argument("Eldrow takes words of up to 5 letters");
    if (words.size() > 20000)  // the n x n pattern table, and 16-bit ids in the memo
        throw std::invalid_argument("Eldrow takes lists of up to 20,000 words");
    requireMemory(uint64_t{n_} * n_, "Eldrow's table of " + std::to_string(n_) + " x " +
                                         std::to_string(n_) + " patterns");
    patterns_.resize(n_ * n_);
    tbb::parallel_for(size_t{0}, n_, [&](size_t a) {
        SimdGrader::gradeRow(words.symbols(static_cast<WordId>(a)), words,
                             patterns_.data() + a * n_);
    });
}

EldrowResult EldrowSolver::run(WordId target, const Bits& pool, const std::vector<WordId>& prefix,
                               const EldrowOptions& options, JobContext* ctx, bool alone) const {
    auto search = std::make_shared<EldrowSearch>(patterns_.data(), n_, target, ctx,
                                                 options.timeLimitSeconds, pool, prefix);
    search->live = alone;  // a single target: its own progress
    search->main.path = search->toRanks(prefix);
    const Bits ranked = search->toRanks(pool);
    EldrowResult r;
    r.words = n_;
    const int longest = static_cast<int>(prefix.size()) + search->longest(ranked);
    r.proven = !search->halted();
    if (r.proven) {
        r.length = longest;
        std::vector<WordId> chain = prefix;
        // One chain of one of many targets: the first longest the search met
        // (the same on every run). Otherwise, and for a single target, read
        // from the memo in word order, as its tree lists them.
        if (!alone && options.chains <= 1 &&
            search->bestChain.size() == static_cast<size_t>(longest))
            r.chains.push_back(search->bestChain);
        else
            search->chains(ranked, chain, r.chains, std::max<size_t>(1, options.chains));
    } else {  // stopped: the longest chain met on the way
        r.length = static_cast<int>(search->bestChain.size());
        if (!search->bestChain.empty())
            r.chains.push_back(search->bestChain);
    }
    if (options.count && r.proven) {
        const uint64_t count = search->countLongest(ranked);
        r.counted = !search->halted();
        r.count = r.counted ? count : 0;
    }
    search->settle(search->main);
    r.nodes = search->nodes;
    r.memoryBytes = search->memo.bytes();
    if (options.trees > 0 && r.proven && !search->halted()) {
        search->ctx = nullptr;  // the job ends; the tree lives on
        search->timed = search->live = false;
        auto tree = std::shared_ptr<EldrowTree>(new EldrowTree);
        tree->search_ = std::move(search);
        tree->length_ = r.length;
        tree->root_ = prefix;
        tree->counted_ = r.counted;
        r.trees.push_back(std::move(tree));
    }
    return r;
}

EldrowResult EldrowSolver::forTarget(WordId target, const EldrowOptions& options,
                                     JobContext* ctx) const {
    const Bits all = everyWord(n_);
    return run(target, all, {}, options, ctx, true);
}

EldrowResult EldrowSolver::forStart(WordId start, const EldrowOptions& options,
                                    JobContext* ctx) const {
    // Every target's pool: the words that show start's pattern against it.
    const auto poolOf = [&](size_t t) {
        Bits pool(blocks_, 0);
        const uint8_t* row = patterns_.data() + size_t{start} * n_;
        for (size_t b = 0; b < n_; ++b)
            if (row[b] == row[t] && b != start)
                pool[b / 64] |= uint64_t{1} << (b % 64);
        return pool;
    };
    return overTargets("Eldrow: every target from the start word", options, options, ctx,
                       [&](size_t t, const EldrowOptions& o) {
                           if (t != start)
                               return run(static_cast<WordId>(t), poolOf(t), {start}, o, ctx,
                                          false);
                           EldrowResult r;  // the start word itself: a chain of one
                           r.length = 1;
                           r.proven = true;
                           r.chains = {{start}};
                           r.counted = o.count;
                           r.count = 1;
                           return r;
                       });
}

EldrowResult EldrowSolver::global(const EldrowOptions& options, JobContext* ctx) const {
    // Trees of every target would hold every memo at once: none here.
    EldrowOptions each = options;
    each.trees = 0;
    const Bits all = everyWord(n_);
    return overTargets("Eldrow: every target", options, each, ctx,
                       [&](size_t t, const EldrowOptions& o) {
                           return run(static_cast<WordId>(t), all, {}, o, ctx, false);
                       });
}

// Searches every target (runOne(target, options)), in parallel. Chains
// beyond the first, counts and trees matter only for the targets of the
// longest length: the first pass finds every target's length and one
// chain, the second searches those targets again with `each` in full.
EldrowResult EldrowSolver::overTargets(
    const char* phase, const EldrowOptions& options, const EldrowOptions& each, JobContext* ctx,
    const std::function<EldrowResult(size_t, const EldrowOptions&)>& runOne) const {
    std::vector<EldrowResult> perTarget(n_);
    std::vector<char> finished(n_, 0);
    if (ctx)
        ctx->beginPhase(phase, n_);
    EldrowOptions first = each;
    first.chains = 1;
    first.count = false;
    first.trees = 0;
    tbb::parallel_for(size_t{0}, n_, [&](size_t t) {
        if (ctx && ctx->cancelled())
            return;
        perTarget[t] = runOne(t, first);
        finish(t, perTarget[t], finished, options, ctx);
    });
    const bool more = each.chains > 1 || each.count || each.trees > 0;
    int longest = 0;
    for (size_t t = 0; t < n_; ++t)
        if (finished[t])
            longest = std::max(longest, perTarget[t].length);
    std::vector<size_t> again;
    for (size_t t = 0; more && t < n_; ++t)
        if (finished[t] && perTarget[t].length == longest)
            again.push_back(t);
    tbb::parallel_for(size_t{0}, again.size(), [&](size_t i) {
        if (ctx && ctx->cancelled())
            return;
        EldrowResult r = runOne(again[i], each);
        if (r.proven && !(ctx && ctx->cancelled())) {
            r.nodes += perTarget[again[i]].nodes;
            perTarget[again[i]] = std::move(r);
        }
    });
    return mergeTargets(perTarget, finished, options, ctx);
}

void EldrowSolver::finish(size_t target, const EldrowResult& r, std::vector<char>& finished,
                          const EldrowOptions& options, JobContext* ctx) {
    // Proven, or ended by its own time limit: a result. Cut by a Stop, also
    // while its chains were being read out: none.
    if (ctx && ctx->cancelled() && (!r.proven || r.chains.empty()))
        return;
    finished[target] = 1;
    if (options.onTarget)
        options.onTarget(static_cast<WordId>(target), r.length);
    if (ctx)
        ctx->advance(1);
}

bool EldrowSolver::admissible(const WordList& words, const std::vector<WordId>& chain) {
    if (chain.empty())
        return false;
    const WordId target = chain.back();
    for (size_t j = 0; j < chain.size(); ++j) {
        for (size_t i = 0; i < j; ++i) {
            if (chain[i] == chain[j])
                return false;
            if (gradeReference(words.symbols(chain[i]), words.symbols(chain[j])) !=
                gradeReference(words.symbols(chain[i]), words.symbols(target)))
                return false;
        }
    }
    return true;
}

}  // namespace guesslab
