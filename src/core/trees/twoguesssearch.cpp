#include "twoguesssearch.h"

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
          kernels_(SeparationKernels::of(isa)) {
        const uint32_t patterns = patternCount(lists.length());
        // Each guess's class sizes (at most 255 kept), classes and pairs alike.
        std::vector<uint8_t> sizeOf(columns_ * patterns);
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
        tbb::parallel_for(tbb::blocked_range<size_t>(0, n_, 64), [&](auto r) {
            for (size_t c = 0; c < columns_; ++c) {
                const Cell* row = byGuess(order_[c]);
                const uint8_t* size = sizeOf.data() + size_t{order_[c]} * patterns;
                for (size_t a = r.begin(); a != r.end(); ++a) {
                    rows_[a * columns_ + c] = row[a];
                    sizes_[a * columns_ + c] = size[row[a]];
                }
            }
        });
        // The pairs alike under the guess leaving fewest alike: every failing
        // set has one of them.
        startGuess_ = static_cast<WordId>(std::min_element(pairsAlike.begin(), pairsAlike.end()) -
                                          pairsAlike.begin());
        std::vector<std::vector<WordId>> byFeedback(patterns);
        const Cell* start = byGuess(startGuess_);
        for (WordId a = 0; a < n_; ++a)
            byFeedback[start[a]].push_back(a);
        for (const auto& alike : byFeedback)
            for (size_t i = 0; i < alike.size(); ++i)
                for (size_t j = i + 1; j < alike.size(); ++j)
                    starts_.emplace_back(alike[i], alike[j]);
    }

    std::pair<std::vector<std::vector<WordId>>, bool> run(int size, JobContext* ctx) override {
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
    // A thread's marks, lists and the table of case B's groups.
    struct Local {
        explicit Local(size_t n) : mark(n, 0), markFine(n, 0), next(n) {}
        std::vector<uint32_t> mark, markFine;
        uint32_t stamp = 0, stampFine = 0;
        std::vector<uint32_t> columns;
        std::vector<WordId> joined, third;
        struct Slot {
            uint32_t stamp = 0;
            uint64_t key = 0;
            WordId head = 0;
        };
        std::vector<Slot> table;
        uint32_t tableStamp = 0;
        std::vector<WordId> next;
        std::vector<std::array<WordId, 4>> found;
    };

    const Cell* byGuess(WordId g) const {
        if constexpr (sizeof(Cell) == 1)
            return matrix_.row8(g);
        else
            return matrix_.row16(g);
    }
    const Cell* row(WordId a) const { return rows_.data() + a * columns_; }

    size_t firstApart(std::span<const WordId> S, size_t from) const {
        std::array<const Cell*, 4> rows{};
        for (size_t i = 0; i < S.size(); ++i)
            rows[i] = row(S[i]);
        const int k = static_cast<int>(S.size());
        if constexpr (sizeof(Cell) == 1)
            return kernels_.firstApart8(rows.data(), k, from, columns_);
        else
            return sd::firstApart(rows.data(), k, from, columns_);
    }
    void leastJoined(WordId a, WordId b, size_t want, std::vector<uint32_t>& out) const {
        const uint8_t* sa = sizes_.data() + a * columns_;
        const uint8_t* sb = sizes_.data() + b * columns_;
        if constexpr (sizeof(Cell) == 1)
            kernels_.leastJoined8(row(a), row(b), sa, sb, columns_, want, out);
        else
            sd::leastJoined(row(a), row(b), sa, sb, columns_, want, out);
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
    template <size_t N>
    void keep(Local& local, std::array<WordId, N> S, WordId a, WordId b, size_t from) {
        if (firstApart(S, from) != kNone)
            return;
        std::sort(S.begin(), S.end());
        const Cell* start = byGuess(startGuess_);
        for (size_t i = 0; i < N; ++i)
            for (size_t j = i + 1; j < N; ++j)
                if (start[S[i]] == start[S[j]]) {
                    if (S[i] != a || S[j] != b)
                        return;
                    std::array<WordId, 4> out{};
                    std::copy(S.begin(), S.end(), out.begin());
                    local.found.push_back(out);
                    return;
                }
    }

    static uint32_t next(std::vector<uint32_t>& marks, uint32_t& stamp) {
        if (++stamp == 0) {
            std::fill(marks.begin(), marks.end(), 0);
            stamp = 1;
        }
        return stamp;
    }

    // A set {a, b, x}: x alike with a or b under every guess that tells
    // them apart, the one with the fewest such answers among them.
    void searchThree(Local& local, WordId a, WordId b) {
        leastJoined(a, b, 1, local.columns);
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
        leastJoined(a, b, TwoGuessSearch::kLeastGuesses, local.columns);
        if (local.columns.empty())
            return;
        // Case A: x is alike with a or b under one of those guesses.
        const uint32_t stamp = next(local.mark, local.stamp);
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
            local.third.clear();
            alikeUnder(apart, three, local.third);
            for (WordId y : local.third)
                if (y != a && y != b && y != x)
                    keep(local, std::array{a, b, x, y}, a, b, apart + 1);
        }
        searchPairsAlike(local, a, b, stamp);
    }

    // Case B: neither x nor y is alike with a or b under those guesses, so
    // x and y are alike with each other under all of them. Under the first
    // two guesses that tell a and b apart, x or y is alike with a or b, or
    // they are alike there too.
    void searchPairsAlike(Local& local, WordId a, WordId b, uint32_t stamp) {
        std::array<const Cell*, TwoGuessSearch::kLeastGuesses> least{};
        const size_t k = local.columns.size();
        for (size_t i = 0; i < k; ++i)
            least[i] = byGuess(order_[local.columns[i]]);
        std::array<const Cell*, 2> fine{};
        size_t nFine = 0;
        const uint32_t fineStamp = next(local.markFine, local.stampFine);
        for (size_t c = firstApart(std::array{a, b}, 0); c != kNone && nFine < fine.size();
             c = firstApart(std::array{a, b}, c + 1)) {
            fine[nFine++] = byGuess(order_[c]);
            local.joined.clear();
            alikeUnder(c, std::array{a, b}, local.joined);
            for (WordId x : local.joined)
                local.markFine[x] = fineStamp;
        }
        const size_t slots = std::bit_ceil(2 * n_);
        if (local.table.size() != slots)
            local.table.assign(slots, {});
        if (++local.tableStamp == 0) {
            for (auto& slot : local.table)
                slot.stamp = 0;
            local.tableStamp = 1;
        }
        const auto alikeUnderAll = [&](auto& rows, size_t count, WordId x, WordId y) {
            for (size_t i = 0; i < count; ++i)
                if (rows[i][x] != rows[i][y])
                    return false;
            return true;
        };
        for (WordId x = 0; x < n_; ++x) {
            if (local.mark[x] == stamp)
                continue;
            uint64_t key = 0;
            for (size_t i = 0; i < k; ++i)
                key = (key ^ least[i][x]) * 0x9E3779B97F4A7C15ull;
            size_t s = (key >> 20) & (slots - 1);
            for (;; s = (s + 1) & (slots - 1)) {
                auto& slot = local.table[s];
                if (slot.stamp != local.tableStamp) {
                    slot = {local.tableStamp, key, x};
                    local.next[x] = x;  // the end of its group
                    break;
                }
                if (slot.key != key)
                    continue;
                for (WordId y = slot.head;; y = local.next[y]) {
                    const bool byFine =
                        local.markFine[x] == fineStamp || local.markFine[y] == fineStamp;
                    if (alikeUnderAll(least, k, x, y) &&
                        (byFine || alikeUnderAll(fine, nFine, x, y)))
                        keep(local, std::array{a, b, y, x}, a, b, 0);
                    if (local.next[y] == y)
                        break;
                }
                local.next[x] = slot.head;
                slot.head = x;
                break;
            }
        }
    }

    const PatternMatrix& matrix_;
    size_t n_, columns_;
    SeparationKernels kernels_;
    std::vector<WordId> order_;   // by column
    std::vector<Cell> rows_;      // by answer, one cell per column
    std::vector<uint8_t> sizes_;  // by answer: its class's size under each column's guess
    WordId startGuess_ = 0;
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
