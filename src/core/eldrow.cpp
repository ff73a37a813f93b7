#include "eldrow.h"

#include "referencegrader.h"
#include "simdgrader.h"

#include <tbb/parallel_for.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

namespace guesslab {

namespace {

using Bits = std::vector<uint64_t>;
using Clock = std::chrono::steady_clock;

struct BitsHash {
    size_t operator()(const Bits& b) const {
        uint64_t h = 1469598103934665603ull;
        for (uint64_t w : b)
            h = (h ^ w) * 1099511628211ull;
        return static_cast<size_t>(h);
    }
};

size_t count(const Bits& b) {
    size_t n = 0;
    for (uint64_t w : b)
        n += static_cast<size_t>(std::popcount(w));
    return n;
}

void clear(Bits& b, size_t i) {
    b[i / 64] &= ~(uint64_t{1} << (i % 64));
}

template <class F>
void forEach(const Bits& b, F&& f) {
    for (size_t k = 0; k < b.size(); ++k)
        for (uint64_t w = b[k]; w; w &= w - 1)
            f(k * 64 + static_cast<size_t>(std::countr_zero(w)));
}

}  // namespace

// One target's search: the class of each word against the target, and the
// memo of pools already solved.
struct EldrowSolver::Search {
    const EldrowSolver& s;
    WordId target;
    std::vector<Bits> sameAsTarget;  // [a]: words b with pattern(a, b) == pattern(a, target)
    std::unordered_map<Bits, int, BitsHash> memo;
    std::unordered_map<Bits, uint64_t, BitsHash> counts;  // pool -> its longest chains
    uint64_t nodes = 0;
    JobContext* ctx;
    Clock::time_point deadline;
    bool timed = false;
    bool stopped = false;
    // The guesses that led to the current pool, and the longest complete
    // chain met so far: what a stopped search hands back.
    std::vector<WordId> path;
    std::vector<WordId> bestChain;
    bool live = false;  // a single target's search: report its figures
    Clock::time_point lastReport{};

    Search(const EldrowSolver& solver, WordId t, JobContext* c, double limit)
        : s(solver), target(t), ctx(c) {
        sameAsTarget.assign(s.n_, Bits(s.blocks_, 0));
        for (size_t a = 0; a < s.n_; ++a) {
            const uint8_t* row = s.patterns_.data() + a * s.n_;
            for (size_t b = 0; b < s.n_; ++b)
                if (row[b] == row[target])
                    sameAsTarget[a][b / 64] |= uint64_t{1} << (b % 64);
        }
        timed = limit > 0;
        deadline = Clock::now() + std::chrono::microseconds(static_cast<int64_t>(limit * 1e6));
    }

    Bits next(const Bits& pool, size_t a) const {
        Bits out(pool.size());
        for (size_t k = 0; k < pool.size(); ++k)
            out[k] = pool[k] & sameAsTarget[a][k];
        clear(out, a);
        return out;
    }

    // Size of the pool after guessing a, without building it.
    size_t childSize(const Bits& pool, size_t a) const {
        size_t n = 0;
        const Bits& same = sameAsTarget[a];
        for (size_t k = 0; k < pool.size(); ++k)
            n += static_cast<size_t>(std::popcount(pool[k] & same[k]));
        return n;  // a itself never shows the target's pattern against itself
    }

    // Every 1024 pools: cancelled, out of time, or time to say how far it is.
    void poll() {
        if ((++nodes & 1023) != 0)
            return;
        const Clock::time_point now = Clock::now();
        if ((ctx && ctx->cancelled()) || (timed && now > deadline))
            stopped = true;
        if (live && ctx && now - lastReport > std::chrono::milliseconds(250)) {
            lastReport = now;
            std::string text = std::to_string(nodes) + " pools · longest so far ";
            text += std::to_string(bestChain.size()) + " · depth " + std::to_string(path.size());
            ctx->report({-1.0, std::move(text)});
        }
    }

    // The longest chain that uses the pool's words and ends in the target
    // (the pool contains the target).
    int longest(const Bits& pool) {
        if (const auto it = memo.find(pool); it != memo.end()) {
            record(pool, it->second);
            return it->second;
        }
        poll();
        const size_t size = count(pool);
        if (stopped)
            return 1;
        if (size == 1) {
            record(pool, 1);
            return 1;
        }
        // One pass: each word's continuation size. A word whose continuation
        // keeps every other word is free: take all free words at once.
        std::vector<std::pair<size_t, size_t>> moves;
        Bits rest = pool;
        size_t freeCount = 0;
        forEach(pool, [&](size_t a) {
            if (a == target)
                return;
            const size_t n = childSize(pool, a);
            if (n == size - 1) {
                clear(rest, a);
                ++freeCount;
            } else {
                moves.push_back({n, a});
            }
        });
        int best;
        if (freeCount > 0) {
            const size_t before = path.size();
            forEach(pool, [&](size_t a) {
                if (a != target && !(rest[a / 64] >> (a % 64) & 1))
                    path.push_back(static_cast<WordId>(a));
            });
            best = static_cast<int>(freeCount) + longest(rest);
            path.resize(before);
        } else {
            // Biggest continuations first: good chains early, so the bound bites.
            std::sort(moves.begin(), moves.end(), [](const auto& x, const auto& y) {
                return x.first != y.first ? x.first > y.first : x.second < y.second;
            });
            best = 1;  // guess the target now
            for (const auto& [n, a] : moves) {
                if (static_cast<int>(n) + 1 <= best)
                    break;  // a pool of n gives at most n more: no better from here on
                path.push_back(static_cast<WordId>(a));
                best = std::max(best, 1 + longest(next(pool, a)));
                path.pop_back();
                if (best == static_cast<int>(size))
                    break;  // every word of the pool used: cannot do better
            }
        }
        if (!stopped) {
            memo.emplace(pool, best);
            record(pool, best);
        }
        return best;
    }

    // A new longest chain: the path to this pool and the pool's best tail,
    // read back from the memo.
    void record(const Bits& pool, int value) {
        if (stopped || path.size() + static_cast<size_t>(value) <= bestChain.size())
            return;
        std::vector<WordId> chain = path;
        if (tail(pool, chain))
            bestChain = std::move(chain);
    }

    // Appends a chain that realises the pool's memoised value; only reads
    // the memo (false where it lacks an entry), so it never searches.
    bool tail(const Bits& pool, std::vector<WordId>& out) const {
        const size_t size = count(pool);
        if (size == 1) {
            out.push_back(target);
            return true;
        }
        const auto it = memo.find(pool);
        if (it == memo.end())
            return false;
        Bits rest = pool;
        bool anyFree = false;
        forEach(pool, [&](size_t a) {
            if (a != target && childSize(pool, a) == size - 1) {
                clear(rest, a);
                out.push_back(static_cast<WordId>(a));
                anyFree = true;
            }
        });
        if (anyFree)
            return tail(rest, out);
        if (it->second == 1) {
            out.push_back(target);
            return true;
        }
        bool found = false;
        forEach(pool, [&](size_t a) {
            if (found || a == target)
                return;
            const Bits child = next(pool, a);
            const auto c = memo.find(child);
            const bool single = count(child) == 1;
            if ((single && it->second == 2) || (c != memo.end() && 1 + c->second == it->second)) {
                out.push_back(static_cast<WordId>(a));
                found = tail(child, out);
                if (!found)
                    out.pop_back();
            }
        });
        return found;
    }

    // How many chains of the pool's longest length there are: every guess
    // that keeps the longest length in reach, summed (saturating).
    uint64_t countLongest(const Bits& pool) {
        if (const auto it = counts.find(pool); it != counts.end())
            return it->second;
        poll();
        const int want = longest(pool);
        uint64_t total = want == 1 ? 1 : 0;
        if (want > 1)
            forEach(pool, [&](size_t a) {
                if (a == target || stopped ||
                    static_cast<int>(childSize(pool, a)) + 1 < want)  // too small to tie
                    return;
                const Bits child = next(pool, a);
                if (1 + longest(child) != want)
                    return;
                const uint64_t c = countLongest(child);
                total = total > UINT64_MAX - c ? UINT64_MAX : total + c;
            });
        if (!stopped)
            counts.emplace(pool, total);
        return total;
    }

    // Follows the memo to write out longest chains (up to `limit`).
    void chains(const Bits& pool, std::vector<WordId>& prefix,
                std::vector<std::vector<WordId>>& out, size_t limit) {
        if (out.size() >= limit)
            return;
        const int want = longest(pool);
        if (want == 1) {
            prefix.push_back(target);
            out.push_back(prefix);
            prefix.pop_back();
            return;
        }
        forEach(pool, [&](size_t a) {
            if (a == target || out.size() >= limit)
                return;
            const Bits child = next(pool, a);
            if (1 + longest(child) != want)
                return;
            prefix.push_back(static_cast<WordId>(a));
            chains(child, prefix, out, limit);
            prefix.pop_back();
        });
    }
};

namespace {
// Folds one target's result into the overall one (targets in order, so the
// same for any thread count).
void merge(EldrowResult& out, EldrowResult& r, const EldrowOptions& options) {
    out.nodes += r.nodes;
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
}  // namespace

EldrowSolver::EldrowSolver(const WordList& words)
    : words_(words), n_(words.size()), blocks_((words.size() + 63) / 64) {
    if (words.length() > 5)
        throw std::invalid_argument("Eldrow takes words of up to 5 letters");
    patterns_.resize(n_ * n_);
    tbb::parallel_for(size_t{0}, n_, [&](size_t a) {
        SimdGrader::gradeRow(words.symbols(static_cast<WordId>(a)), words,
                             patterns_.data() + a * n_);
    });
}

EldrowResult EldrowSolver::run(WordId target, const Bits& pool, const std::vector<WordId>& prefix,
                               const EldrowOptions& options, JobContext* ctx) const {
    auto search = std::make_shared<Search>(*this, target, ctx, options.timeLimitSeconds);
    search->live = prefix.empty();  // a single target: its own progress
    search->path = prefix;
    EldrowResult r;
    r.words = n_;
    const int longest = static_cast<int>(prefix.size()) + search->longest(pool);
    r.proven = !search->stopped;
    if (r.proven) {
        r.length = longest;
        std::vector<WordId> chain = prefix;
        search->chains(pool, chain, r.chains, std::max<size_t>(1, options.chains));
    } else {  // stopped: the longest chain met on the way
        r.length = static_cast<int>(search->bestChain.size());
        if (!search->bestChain.empty())
            r.chains.push_back(search->bestChain);
    }
    if (options.count && r.proven) {
        const uint64_t count = search->countLongest(pool);
        r.counted = !search->stopped;
        r.count = r.counted ? count : 0;
    }
    r.nodes = search->nodes;
    if (options.trees > 0 && r.proven && !search->stopped) {
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
    Bits all(blocks_, 0);
    for (size_t i = 0; i < n_; ++i)
        all[i / 64] |= uint64_t{1} << (i % 64);
    return run(target, all, {}, options, ctx);
}

EldrowResult EldrowSolver::forStart(WordId start, const EldrowOptions& options,
                                    JobContext* ctx) const {
    std::vector<EldrowResult> perTarget(n_);
    if (ctx)
        ctx->beginPhase("Eldrow: every target from the start word", n_);
    tbb::parallel_for(size_t{0}, n_, [&](size_t t) {
        if (ctx && ctx->cancelled())
            return;
        Bits pool(blocks_, 0);
        const uint8_t* row = patterns_.data() + size_t{start} * n_;
        for (size_t b = 0; b < n_; ++b)
            if (row[b] == row[t] && b != start)
                pool[b / 64] |= uint64_t{1} << (b % 64);
        if (t == start) {
            perTarget[t].length = 1;
            perTarget[t].proven = true;
            perTarget[t].chains = {{start}};
            perTarget[t].counted = options.count;
            perTarget[t].count = 1;
        } else {
            perTarget[t] = run(static_cast<WordId>(t), pool, {start}, options, ctx);
        }
        if (ctx)
            ctx->advance(1);
    });
    EldrowResult out;
    out.words = n_;
    out.proven = !(ctx && ctx->cancelled());
    out.counted = options.count;
    for (size_t t = 0; t < n_; ++t) {
        out.targets.push_back({static_cast<WordId>(t), perTarget[t].length});
        merge(out, perTarget[t], options);
    }
    return out;
}

EldrowResult EldrowSolver::global(const EldrowOptions& options, JobContext* ctx) const {
    EldrowResult out;
    out.words = n_;
    std::vector<EldrowResult> perTarget(n_);
    if (ctx)
        ctx->beginPhase("Eldrow: every target", n_);
    // Trees of every target would hold every memo at once: none here.
    EldrowOptions each = options;
    each.trees = 0;
    tbb::parallel_for(size_t{0}, n_, [&](size_t t) {
        if (ctx && ctx->cancelled())
            return;
        perTarget[t] = forTarget(static_cast<WordId>(t), each, ctx);
        if (ctx)
            ctx->advance(1);
    });
    out.proven = !(ctx && ctx->cancelled());
    out.counted = options.count;
    for (size_t t = 0; t < n_; ++t) {
        out.targets.push_back({static_cast<WordId>(t), perTarget[t].length});
        merge(out, perTarget[t], options);
    }
    return out;
}

WordId EldrowTree::target() const {
    return search_->target;
}

Bits EldrowTree::poolAfter(const std::vector<WordId>& prefix) const {
    const size_t n = search_->s.n_;
    Bits pool(search_->s.blocks_, 0);
    for (size_t i = 0; i < n; ++i)
        pool[i / 64] |= uint64_t{1} << (i % 64);
    for (WordId g : prefix)
        pool = search_->next(pool, g);
    return pool;
}

std::vector<WordId> EldrowTree::next(const std::vector<WordId>& prefix) const {
    const int remaining = length_ - static_cast<int>(prefix.size());
    const Bits pool = poolAfter(prefix);
    const WordId target = search_->target;
    std::vector<WordId> out;
    if (remaining < 1 || !(pool[target / 64] >> (target % 64) & 1) ||
        search_->longest(pool) != remaining)
        return out;  // not the start of a longest chain
    if (remaining == 1)
        return {target};
    forEach(pool, [&](size_t a) {
        if (a != target && static_cast<int>(search_->childSize(pool, a)) + 1 >= remaining &&
            1 + search_->longest(search_->next(pool, a)) == remaining)
            out.push_back(static_cast<WordId>(a));
    });
    return out;
}

std::optional<uint64_t> EldrowTree::count(const std::vector<WordId>& prefix) const {
    if (!counted_)
        return std::nullopt;
    const int remaining = length_ - static_cast<int>(prefix.size());
    const Bits pool = poolAfter(prefix);
    const WordId target = search_->target;
    if (remaining < 1 || !(pool[target / 64] >> (target % 64) & 1) ||
        search_->longest(pool) != remaining)
        return 0;
    return search_->countLongest(pool);
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
