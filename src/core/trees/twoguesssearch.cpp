// SPDX-License-Identifier: GPL-3.0-or-later
#include "twoguesssearch.h"

#include "anysettables.h"
#include "separationkernels.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>

namespace guesslab {

using trees::SeparationKernels;

class TwoGuessSearch::Impl {
public:
    virtual ~Impl() = default;
    virtual std::pair<std::vector<std::vector<WordId>>, bool> run(int size, JobContext* ctx) = 0;
};

namespace {

namespace sd = trees::separation_detail;
constexpr size_t kNone = SeparationKernels::kNone;

// The search over feedback cells of one width (bytes up to five letters).
template <class Cell>
class Search final : public TwoGuessSearch::Impl {
public:
    Search(const GameLists& lists, const PatternMatrix& matrix, SimdGrader::Isa isa)
        : matrix_(matrix),
          n_(lists.answers().size()),
          columns_(lists.guesses().size()),
          patterns_(patternCount(lists.length())),
          kernels_(SeparationKernels::of(isa)) {
        const uint32_t patterns = patterns_;
        // Each guess's class sizes (at most 255 kept), classes and pairs alike.
        sizeOfCell_.resize(columns_ * patterns);
        std::vector<uint8_t>& sizeOf = sizeOfCell_;
        std::vector<uint32_t> classes(columns_);
        std::vector<uint64_t> pairsAlike(columns_);
        tbb::parallel_for(tbb::blocked_range<WordId>(0, static_cast<WordId>(columns_)),
                          [&](auto r) {
                              std::vector<uint32_t> count(patterns);
                              for (WordId g = r.begin(); g != r.end(); ++g) {
                                  std::fill(count.begin(), count.end(), 0);
                                  const Cell* row = byGuess(g);
                                  for (size_t a = 0; a < n_; ++a)
                                      ++count[row[a]];
                                  for (uint32_t p = 0; p < patterns; ++p) {
                                      classes[g] += count[p] > 0;
                                      pairsAlike[g] += uint64_t{count[p]} * (count[p] - 1) / 2;
                                      sizeOf[g * patterns + p] =
                                          static_cast<uint8_t>(std::min<uint32_t>(count[p], 255));
                                  }
                              }
                          });
        // Columns: the guesses splitting the answers finest first, so that a
        // scan for a guess that tells a set apart stops early.
        order_.resize(columns_);
        std::iota(order_.begin(), order_.end(), WordId{0});
        std::stable_sort(order_.begin(), order_.end(),
                         [&](WordId a, WordId b) { return classes[a] > classes[b]; });
        rows_.resize(n_ * columns_);
        sizes_.resize(n_ * columns_);
        headWidth_ = std::min(kHead, columns_);
        head_.resize(n_ * headWidth_);
        tbb::parallel_for(tbb::blocked_range<size_t>(0, n_, 64), [&](auto r) {
            for (size_t c = 0; c < columns_; ++c) {
                const Cell* row = byGuess(order_[c]);
                const uint8_t* size = sizeOf.data() + size_t{order_[c]} * patterns;
                for (size_t a = r.begin(); a != r.end(); ++a) {
                    rows_[a * columns_ + c] = row[a];
                    if (c < headWidth_)
                        head_[a * headWidth_ + c] = row[a];
                    sizes_[a * columns_ + c] = size[row[a]];
                }
            }
        });
        // The pairs alike under the guess leaving fewest alike: every failing
        // set has one of them.
        startGuess_ = static_cast<WordId>(std::min_element(pairsAlike.begin(), pairsAlike.end()) -
                                          pairsAlike.begin());
        byStart_.resize(patterns);
        const Cell* start = byGuess(startGuess_);
        for (WordId a = 0; a < n_; ++a)
            byStart_[start[a]].push_back(a);
        for (const auto& alike : byStart_)
            for (size_t i = 0; i < alike.size(); ++i)
                for (size_t j = i + 1; j < alike.size(); ++j)
                    starts_.emplace_back(alike[i], alike[j]);
    }

    std::pair<std::vector<std::vector<WordId>>, bool> run(int size, JobContext* ctx) override {
        if (size == 4 && splitOrder_.empty())
            orderSplitters();
        if (ctx)
            ctx->beginPhase("Sets of answers no two guesses tell apart", starts_.size());
        tbb::enumerable_thread_specific<Local> locals([&] { return Local(n_); });
        std::atomic<bool> stopped{false};
        tbb::parallel_for(tbb::blocked_range<size_t>(0, starts_.size(), 256), [&](auto r) {
            Local& local = locals.local();
            for (size_t k = r.begin(); k != r.end(); ++k) {
                if (stopped || (ctx && ctx->cancelled())) {
                    stopped = true;
                    return;
                }
                const auto [a, b] = starts_[k];
                if (size == 3)
                    searchThree(local, a, b);
                else
                    searchFour(local, a, b);
            }
            if (ctx)
                ctx->advance(r.size());
        });
        std::vector<std::vector<WordId>> failing;
        for (Local& local : locals)
            for (const auto& S : local.found)
                failing.emplace_back(S.begin(), S.begin() + size);
        std::sort(failing.begin(), failing.end());
        failing.erase(std::unique(failing.begin(), failing.end()), failing.end());
        return {std::move(failing), !stopped};
    }

private:
    // Columns by the pairs their guess leaves alike among those the start
    // guess leaves alike, fewest first: guesses that split what the start
    // guess keeps together.
    void orderSplitters() {
        std::vector<uint64_t> alikeWithStart(columns_);
        tbb::parallel_for(tbb::blocked_range<size_t>(0, columns_), [&](auto r) {
            std::vector<uint32_t> count(patterns_);
            for (size_t c = r.begin(); c != r.end(); ++c) {
                const Cell* row = byGuess(order_[c]);
                for (const auto& alike : byStart_) {
                    for (WordId x : alike)
                        alikeWithStart[c] += count[row[x]]++;
                    for (WordId x : alike)
                        count[row[x]] = 0;
                }
            }
        });
        splitOrder_.resize(columns_);
        std::iota(splitOrder_.begin(), splitOrder_.end(), uint32_t{0});
        std::stable_sort(splitOrder_.begin(), splitOrder_.end(), [&](uint32_t x, uint32_t y) {
            return alikeWithStart[x] < alikeWithStart[y];
        });
    }

    // A thread's marks, lists and the table of case B's groups.
    struct Local {
        explicit Local(size_t n) : mark(n, 0) {}
        std::vector<uint32_t> mark;
        uint32_t stamp = 0;
        std::vector<uint32_t> columns, least, shortlist;
        std::vector<WordId> joined, third, left, chain;
        struct Slot {
            uint32_t stamp = 0;
            uint64_t key = 0;
            WordId head = 0;
        };
        std::vector<Slot> table;
        uint32_t tableStamp = 0;
        std::vector<uint64_t> hash;
        std::vector<uint32_t> slotOf, occupied;
        std::vector<WordId> grouped;
        std::vector<std::array<WordId, 4>> found;
    };

    const Cell* byGuess(WordId g) const {
        if constexpr (sizeof(Cell) == 1)
            return matrix_.row8(g);
        else
            return matrix_.row16(g);
    }
    const Cell* row(WordId a) const { return rows_.data() + a * columns_; }

    // Most sets are told apart by one of the first guesses: those are read
    // from the small table of every answer's first cells, which stays in
    // cache, before the answers' whole rows.
    size_t firstApart(std::span<const WordId> S, size_t from) const {
        std::array<const Cell*, 4> rows{};
        const int k = static_cast<int>(S.size());
        if (from < headWidth_) {
            for (int i = 0; i < k; ++i)
                rows[i] = head_.data() + S[i] * headWidth_;
            const size_t c = scan(rows.data(), k, from, headWidth_);
            if (c != kNone)
                return c;
            from = headWidth_;
        }
        for (int i = 0; i < k; ++i)
            rows[i] = row(S[i]);
        return scan(rows.data(), k, from, columns_);
    }
    // Beside the least guesses, a few that tell a and b apart with at most
    // kSplitJoined answers alike with them and split what the start guess
    // keeps together: the groups of case B are then smaller.
    void addSplitters(Local& local, WordId a, WordId b) const {
        const Cell* ra = row(a);
        const Cell* rb = row(b);
        const uint8_t* sa = sizes_.data() + a * columns_;
        const uint8_t* sb = sizes_.data() + b * columns_;
        const size_t want = local.columns.size() + kSplitters;
        const uint32_t last = local.columns.back();
        const int limit = std::min(kSplitJoined, sa[last] + sb[last] + kSplitMargin);
        for (uint32_t c : splitOrder_) {
            if (local.columns.size() == want)
                return;
            if (ra[c] != rb[c] && sa[c] + sb[c] <= limit &&
                std::find(local.columns.begin(), local.columns.end(), c) == local.columns.end())
                local.columns.push_back(c);
        }
    }

    // The column telling a, b and x apart with the fewest answers alike with
    // one of them: among the pair's shortlist, else among all.
    size_t leastJoinedThree(Local& local, WordId a, WordId b, WordId x) const {
        const Cell* ra = row(a);
        const Cell* rb = row(b);
        const uint8_t* sa = sizes_.data() + a * columns_;
        const uint8_t* sb = sizes_.data() + b * columns_;
        size_t best = kNone;
        int least = 1 << 30;
        for (uint32_t c : local.shortlist) {
            const WordId g = order_[c];
            const Cell cx = byGuess(g)[x];
            if (cx == ra[c] || cx == rb[c])
                continue;
            const int sum = sa[c] + sb[c] + sizeOfCell_[size_t{g} * patterns_ + cx];
            if (sum < least) {
                least = sum;
                best = c;
            }
        }
        if (best != kNone)
            return best;
        leastJoined(std::array{a, b, x}, 1, local.least);
        return local.least.front();
    }

    // Into out: each y of ys with no column of the head telling a, b, x, y apart.
    void unseparated(WordId a, WordId b, WordId x, const std::vector<WordId>& ys,
                     std::vector<WordId>& out) const {
        out.clear();
        if constexpr (sizeof(Cell) == 1)
            kernels_.unseparated8(head_.data(), headWidth_, a, b, x, ys.data(), ys.size(), out);
        else
            sd::unseparated(head_.data(), headWidth_, a, b, x, ys.data(), ys.size(), out);
    }
    size_t scan(const Cell* const* rows, int k, size_t from, size_t to) const {
        if constexpr (sizeof(Cell) == 1)
            return kernels_.firstApart8(rows, k, from, to);
        else
            return sd::firstApart(rows, k, from, to);
    }
    // The `want` columns where S (2 or 3 answers) is told apart with the
    // fewest answers alike with one of it.
    void leastJoined(std::span<const WordId> S, size_t want, std::vector<uint32_t>& out) const {
        std::array<const Cell*, 3> rows{};
        std::array<const uint8_t*, 3> sizes{};
        for (size_t i = 0; i < S.size(); ++i) {
            rows[i] = row(S[i]);
            sizes[i] = sizes_.data() + S[i] * columns_;
        }
        const int k = static_cast<int>(S.size());
        if constexpr (sizeof(Cell) == 1)
            kernels_.leastJoined8(rows.data(), sizes.data(), k, columns_, want, out);
        else
            sd::leastJoined(rows.data(), sizes.data(), k, columns_, want, out);
    }
    // Appends every answer alike with one of S under column c's guess.
    void alikeUnder(size_t c, std::span<const WordId> S, std::vector<WordId>& out) const {
        std::array<Cell, 4> values{};
        for (size_t i = 0; i < S.size(); ++i)
            values[i] = row(S[i])[c];
        const int np = static_cast<int>(S.size());
        if constexpr (sizeof(Cell) == 1)
            kernels_.matching8(byGuess(order_[c]), n_, values.data(), np, out);
        else
            sd::matching(byGuess(order_[c]), n_, values.data(), np, out);
    }

    // Keeps S when no guess tells it apart and (a, b) is its least pair alike
    // under the start guess (each failing set is then kept from one pair).
    // The rule on the start guess is tested first: it is cheap, and it turns
    // away most sets before the scan over every guess.
    template <size_t N>
    void keep(Local& local, std::array<WordId, N> S, WordId a, WordId b, size_t from) {
        std::array<WordId, N> sorted = S;
        std::sort(sorted.begin(), sorted.end());
        const Cell* start = byGuess(startGuess_);
        for (size_t i = 0; i < N; ++i)
            for (size_t j = i + 1; j < N; ++j)
                if (start[sorted[i]] == start[sorted[j]]) {
                    if (sorted[i] != a || sorted[j] != b || firstApart(S, from) != kNone)
                        return;
                    std::array<WordId, 4> out{};
                    std::copy(sorted.begin(), sorted.end(), out.begin());
                    local.found.push_back(out);
                    return;
                }
    }

    // A set {a, b, x}: x alike with a or b under every guess that tells
    // them apart, the one with the fewest such answers among them.
    void searchThree(Local& local, WordId a, WordId b) {
        leastJoined(std::array{a, b}, 1, local.columns);
        if (local.columns.empty())
            return;
        const size_t c = local.columns.front();
        local.joined.clear();
        alikeUnder(c, std::array{a, b}, local.joined);
        for (WordId x : local.joined)
            if (x != a && x != b)
                keep(local, std::array{a, b, x}, a, b, 0);
    }

    void searchFour(Local& local, WordId a, WordId b) {
        const std::array pair{a, b};
        leastJoined(pair, kShortlist, local.shortlist);
        local.columns.assign(
            local.shortlist.begin(),
            local.shortlist.begin() +
                std::min<size_t>(local.shortlist.size(), TwoGuessSearch::kLeastGuesses));
        if (local.columns.empty())
            return;
        addSplitters(local, a, b);
        // Case A: x is alike with a or b under one of the key guesses.
        const uint32_t stamp = nextStamp(local.mark, local.stamp);
        local.mark[a] = local.mark[b] = stamp;
        local.joined.clear();
        for (uint32_t c : local.columns)
            alikeUnder(c, pair, local.joined);
        for (WordId x : local.joined) {
            if (local.mark[x] == stamp)
                continue;
            local.mark[x] = stamp;
            const std::array three{a, b, x};
            const size_t apart = firstApart(three, 0);
            if (apart == kNone) {  // the three fail already: so does every fourth
                for (WordId y = 0; y < n_; ++y)
                    if (y != a && y != b && y != x)
                        keep(local, std::array{a, b, x, y}, a, b, 0);
                continue;
            }
            // The fourth is alike with one of the three under every guess
            // that tells them apart: looked for under the one with fewest.
            local.third.clear();
            alikeUnder(leastJoinedThree(local, a, b, x), three, local.third);
            unseparated(a, b, x, local.third, local.left);
            for (WordId y : local.left)
                if (y != a && y != b && y != x)
                    keep(local, std::array{a, b, x, y}, a, b, std::max(apart, headWidth_));
        }
        searchPairsAlike(local, a, b, stamp);
    }

    // Case B: neither x nor y is alike with a or b under the key guesses, so
    // x and y are alike with each other under all of them: pairs of a group
    // of answers with equal feedback under every key guess.
    void searchPairsAlike(Local& local, WordId a, WordId b, uint32_t stamp) {
        // Each answer's hash of its feedback under the guesses, a guess at a
        // time (the answers' chains are independent, so they overlap).
        local.hash.assign(n_, 0);
        for (uint32_t c : local.columns) {
            const Cell* row = byGuess(order_[c]);
            for (size_t x = 0; x < n_; ++x)
                local.hash[x] = (local.hash[x] ^ row[x]) * 0x9E3779B97F4A7C15ull;
        }
        // The groups of equal hashes, laid out one after another (answers in
        // ascending order within each): counted by slot, then placed.
        const size_t slots = std::bit_ceil(2 * n_);
        if (local.table.size() != slots)
            local.table.assign(slots, {});
        if (++local.tableStamp == 0) {
            for (auto& slot : local.table)
                slot.stamp = 0;
            local.tableStamp = 1;
        }
        local.slotOf.resize(n_);
        local.occupied.clear();
        for (WordId x = 0; x < n_; ++x) {
            if (local.mark[x] == stamp)
                continue;
            const uint64_t hash = local.hash[x];
            size_t s = (hash >> 20) & (slots - 1);
            for (;; s = (s + 1) & (slots - 1)) {
                auto& slot = local.table[s];
                if (slot.stamp != local.tableStamp) {
                    slot = {local.tableStamp, hash, 0};
                    local.occupied.push_back(static_cast<uint32_t>(s));
                }
                if (slot.key == hash)
                    break;
            }
            ++local.table[s].head;  // the group's size, then its place, then its end
            local.slotOf[x] = static_cast<uint32_t>(s);
        }
        uint32_t at = 0;
        for (uint32_t s : local.occupied) {
            const uint32_t count = local.table[s].head;
            local.table[s].head = count > 1 ? at : kSingle;
            at += count > 1 ? count : 0;
        }
        local.grouped.resize(at);
        for (WordId x = 0; x < n_; ++x)
            if (local.mark[x] != stamp) {
                auto& slot = local.table[local.slotOf[x]];
                if (slot.head != kSingle)
                    local.grouped[slot.head++] = x;
            }
        // Each slot's head is now its group's end, in the order of occupied.
        const Cell* start = byGuess(startGuess_);
        uint32_t begin = 0;
        for (uint32_t s : local.occupied) {
            const uint32_t end = local.table[s].head;
            if (end == kSingle)
                continue;
            // Equal hashes are taken as alike under the guesses: a rare
            // clash only costs a check, which is exact. A pair alike under
            // the start guess before (a, b) would keep the set from there.
            for (uint32_t j = begin + 1; j < end; ++j) {
                const WordId x = local.grouped[j];
                local.chain.clear();
                for (uint32_t i = begin; i < j; ++i) {
                    const WordId y = local.grouped[i];
                    if (start[x] != start[y] || y > a)
                        local.chain.push_back(y);
                }
                unseparated(a, b, x, local.chain, local.left);
                for (WordId y : local.left)
                    keep(local, std::array{a, b, y, x}, a, b, headWidth_);
            }
            begin = end;
        }
    }

    static constexpr size_t kHead = 64;       // columns of the small table
    static constexpr size_t kShortlist = 64;  // a pair's columns where a third is told apart
    static constexpr size_t kSplitters = 16;  // key guesses beside the least
    // Splitters leave at most this many answers alike with a or b, and at
    // most kSplitMargin more than the eighth least guess.
    static constexpr int kSplitJoined = 40, kSplitMargin = 8;
    static constexpr uint32_t kSingle = ~uint32_t{0};

    const PatternMatrix& matrix_;
    size_t n_, columns_;
    uint32_t patterns_;
    SeparationKernels kernels_;
    std::vector<WordId> order_;        // by column
    std::vector<uint8_t> sizeOfCell_;  // by guess and feedback: its class's size (at most 255)
    std::vector<Cell> rows_;           // by answer, one cell per column
    std::vector<uint8_t> sizes_;       // by answer: its class's size under each column's guess
    std::vector<Cell> head_;           // by answer, its first headWidth_ cells
    size_t headWidth_ = 0;
    WordId startGuess_ = 0;
    std::vector<std::vector<WordId>> byStart_;  // the answers by their start guess feedback
    std::vector<uint32_t> splitOrder_;          // columns, the start guess's complements first
    std::vector<std::pair<WordId, WordId>> starts_;
};

}  // namespace

TwoGuessSearch::TwoGuessSearch(const GameLists& lists, const PatternMatrix& matrix,
                               SimdGrader::Isa isa) {
    if (matrix.wide())
        impl_ = std::make_unique<Search<uint16_t>>(lists, matrix, isa);
    else
        impl_ = std::make_unique<Search<uint8_t>>(lists, matrix, isa);
}

TwoGuessSearch::~TwoGuessSearch() = default;

std::pair<std::vector<std::vector<WordId>>, bool> TwoGuessSearch::run(int size, JobContext* ctx) {
    if (size != 3 && size != 4)
        throw std::invalid_argument("sets of 3 or 4 answers (not " + std::to_string(size) + ")");
    return impl_->run(size, ctx);
}

}  // namespace guesslab
