// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdlesolver.h"

#include "absurdletree.h"
#include "referencegrader.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstring>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <unordered_map>

namespace guesslab {

namespace {

constexpr int kMostGuesses = 32;
constexpr size_t kMemoCap = size_t{1} << 18;  // sets remembered; a full memo starts afresh

// What is known of a set of words: refuted within `refuted` guesses, won
// within `won`.
struct Known {
    int8_t refuted = 0;
    int8_t won = std::numeric_limits<int8_t>::max();
};

// A guess with the class the adversary keeps.
struct Reply {
    WordId guess;
    Feedback feedback;
    uint32_t size;
};

}  // namespace

class AbsurdleSolver::Search {
public:
    // A position as the search sees it: the words, and the guesses it may
    // try. `candidates` holds every allowed guess, and may hold some that
    // only `last`, the latest step, rules out (checked when needed).
    struct Node {
        std::vector<WordId> words;
        std::shared_ptr<const std::vector<WordId>> candidates;  // null: every guess
        std::optional<AbsurdleStep> last;
        std::string ruleKey;  // what, beside the words, fixes the allowed guesses
        HardHints hints;
    };

    Search(const AbsurdleSolver& solver, JobContext* ctx)
        : s_(solver), ctx_(ctx), counts_(patternCount(solver.lists_.length())) {
        // Classes one guess can tell apart: every feedback but the ones
        // with all greens save one yellow.
        const uint64_t feedbacks = patternCount(s_.lists_.length()) - s_.lists_.length();
        most_[1] = 1;
        for (int k = 2; k <= kMostGuesses; ++k)
            most_[k] = std::min<uint64_t>(most_[k - 1] * feedbacks, uint64_t{1} << 40);
    }

    bool stopped() const { return ctx_ && ctx_->cancelled(); }
    void setContext(JobContext* ctx) { ctx_ = ctx; }

    Node root(const AbsurdlePosition& p) const {
        Node n;
        n.words = p.words;
        if (s_.rule_ != GuessRule::Normal) {
            auto allowed = std::make_shared<std::vector<WordId>>();
            for (WordId g = 0; g < s_.lists_.guesses().size(); ++g)
                if (s_.allows(p, g))
                    allowed->push_back(g);
            n.candidates = std::move(allowed);
            for (const AbsurdleStep& step : p.steps)
                addToKey(n, step);
        }
        return n;
    }

    // The guesses allowed at n, each with the class it leaves.
    // parallel: split the guesses over the threads (for the first guesses,
    // where one pass over every guess is most of the work).
    std::vector<Reply> replies(const Node& n, bool parallel = false) const {
        std::vector<WordId> guesses;
        forEachCandidate(n, [&](WordId g) {
            if (allowedAfterLast(n, g))
                guesses.push_back(g);
            return true;
        });
        std::vector<Reply> all(guesses.size());
        std::vector<char> kept(guesses.size(), 0);
        const auto pass = [&](size_t from, size_t to) {
            std::vector<uint32_t> counts(counts_);
            for (size_t i = from; i < to; ++i)
                s_.matrix_.visitRow(guesses[i], [&](const auto* row) {
                    const Feedback f = s_.adversary_.chooseFor(row, n.words, counts);
                    all[i] = {guesses[i], f, counts[f]};
                    kept[i] = !s_.target_ || row[*s_.target_] == f;
                    return 0;
                });
        };
        if (parallel)
            tbb::parallel_for(
                tbb::blocked_range<size_t>(0, guesses.size(), 256),
                [&](const tbb::blocked_range<size_t>& r) { pass(r.begin(), r.end()); });
        else
            pass(0, guesses.size());
        std::vector<Reply> out;
        out.reserve(guesses.size());
        for (size_t i = 0; i < all.size(); ++i)
            if (kept[i])
                out.push_back(all[i]);
        return out;
    }

    // n with its candidates all allowed (none left for `last` to rule out).
    Node narrow(const Node& n) const {
        if (!n.last)
            return n;
        Node narrowed = n;
        auto allowed = std::make_shared<std::vector<WordId>>();
        for (WordId g : *n.candidates)
            if (allowedAfterLast(n, g))
                allowed->push_back(g);
        narrowed.candidates = std::move(allowed);
        narrowed.last.reset();
        return narrowed;
    }

    // The node after guess r.guess at n (narrowed: see narrow()).
    Node child(const Node& n, const Reply& r) const {
        Node c;
        c.words.reserve(r.size);
        s_.matrix_.visitRow(r.guess, [&](const auto* row) {
            for (WordId w : n.words)
                if (row[w] == r.feedback)
                    c.words.push_back(w);
            return 0;
        });
        if (s_.rule_ == GuessRule::Normal)
            return c;
        c.candidates = n.candidates;
        c.last = AbsurdleStep{r.guess, Pattern{static_cast<uint16_t>(r.feedback)}};
        c.hints = n.hints;
        c.ruleKey = n.ruleKey;
        addToKey(c, *c.last);
        return c;
    }

    // Whether a win can be forced within k guesses from n (false once stopped).
    bool wins(Node& n, int k) {
        if (n.words.size() == 1)
            return k >= 1;
        if (k <= 1 || n.words.size() > most_[k] || stopped())
            return false;
        const std::string key = memoKey(n);
        if (const auto known = recall(key)) {
            if (k <= known->refuted)
                return false;
            if (k >= known->won)
                return true;
        }
        const bool won = k == 2 ? splitsIntoOnes(n) : winsDeeper(n, k);
        if (!stopped())
            remember(key, k, won);
        return won;
    }

    // The replies at n in the search's order: smallest class first.
    std::vector<Reply> ordered(const Node& n, int k, bool parallel = false) const {
        std::vector<Reply> rs = replies(n, parallel);
        std::erase_if(
            rs, [&](const Reply& r) { return r.size >= n.words.size() || r.size > most_[k - 1]; });
        std::sort(rs.begin(), rs.end(), [](const Reply& a, const Reply& b) {
            return a.size != b.size ? a.size < b.size : a.guess < b.guess;
        });
        return rs;
    }

    // Appends to `out`, depth first, every guess at n that keeps a win
    // within k, each followed by its own; at one word, the word itself.
    // Starts no other way once `out` holds `cap` guesses (`cut` says so).
    void expand(const Node& n, int k, int32_t parent, int depth,
                std::vector<AbsurdleTree::Node>& out, size_t cap, bool& cut) {
        if (n.words.size() == 1) {
            const WordId word = n.words[0];
            const auto g = s_.lists_.guesses().find(s_.lists_.answers().word(word));
            out.push_back({*g, Pattern::allGreen(s_.lists_.length()), 1, parent, depth});
            return;
        }
        const Node narrowed = narrow(n);
        for (const Reply& r : ordered(narrowed, k)) {
            if (stopped())
                return;
            if (out.size() >= cap) {
                cut = true;  // ways left out: the caller drops the unfinished ones
                return;
            }
            Node c = child(narrowed, r);
            if (!wins(c, k - 1))
                continue;
            const auto id = static_cast<int32_t>(out.size());
            out.push_back(
                {r.guess, Pattern{static_cast<uint16_t>(r.feedback)}, r.size, parent, depth});
            expand(c, k - 1, id, depth + 1, out, cap, cut);
        }
    }

private:
    template <class F>
    void forEachCandidate(const Node& n, F&& f) const {
        if (n.candidates) {
            for (WordId g : *n.candidates)
                if (!f(g))
                    return;
        } else {
            for (WordId g = 0; g < s_.lists_.guesses().size(); ++g)
                if (!f(g))
                    return;
        }
    }

    bool allowedAfterLast(const Node& n, WordId g) const {
        if (!n.last)
            return true;
        const auto& guesses = s_.lists_.guesses();
        if (s_.rule_ == GuessRule::Hard)
            return !hardModeBreach(guesses.symbols(n.last->guess), n.last->feedback,
                                   guesses.symbols(g));
        return gradeReference(guesses.symbols(n.last->guess), guesses.symbols(g)) ==
               n.last->feedback;
    }

    void addToKey(Node& n, const AbsurdleStep& step) const {
        if (s_.rule_ == GuessRule::Hard) {
            n.hints.add(s_.lists_.guesses().symbols(step.guess), step.feedback);
            const std::u16string k = n.hints.key();
            n.ruleKey.assign(reinterpret_cast<const char*>(k.data()), k.size() * 2);
        } else {  // strict: the steps themselves, in a fixed order
            std::array<char, 6> bytes{};
            std::memcpy(bytes.data(), &step.guess, 4);
            std::memcpy(bytes.data() + 4, &step.feedback.value, 2);
            n.ruleKey.append(bytes.data(), bytes.size());
        }
    }

    // Within 2: a guess that leaves every word in a class of its own (the
    // adversary then keeps a single word, never the guess's own green row).
    bool splitsIntoOnes(const Node& n) {
        if (s_.pairFilter_ && !s_.columns_.empty())
            tellingNeighboursApart(n);
        else if (n.candidates)
            pool_ = *n.candidates;
        else {
            pool_.resize(s_.lists_.guesses().size());
            std::iota(pool_.begin(), pool_.end(), WordId{0});
        }
        const size_t size = n.words.size();
        if (stamps_.empty())
            stamps_.assign(counts_, 0);
        for (WordId g : pool_) {
            if (stopped())
                return false;
            const bool splits = s_.matrix_.visitRow(g, [&](const auto* row) {
                if (++stamp_ == 0) {  // wrapped: no old stamp may match
                    std::fill(stamps_.begin(), stamps_.end(), 0u);
                    stamp_ = 1;
                }
                for (size_t i = 0; i < size; ++i) {
                    uint32_t& seen = stamps_[row[n.words[i]]];
                    if (seen == stamp_)
                        return false;
                    seen = stamp_;
                }
                return !s_.target_ || keepsTarget(n, row);
            });
            if (splits && allowedAfterLast(n, g))
                return true;
        }
        return false;
    }

    // pool_ := the candidates that tell each word of n from the next one,
    // which a guess that splits them all must do: a pass over two columns
    // per pair, most guesses gone after a few pairs of like words.
    void tellingNeighboursApart(const Node& n) {
        const size_t stride = s_.columnStride_;
        const auto column = [&](WordId w) { return s_.columns_.data() + size_t{w} * stride; };
        const size_t pairs = n.words.size() - 1;
        size_t next = 0;
        if (n.candidates) {
            pool_ = *n.candidates;
        } else {  // the first pairs over every guess at once, 64 guesses a word
            constexpr size_t kMaskedPairs = 16;
            const size_t words = stride / 64;
            mask_.assign(words, ~uint64_t{0});
            for (; next < std::min(pairs, kMaskedPairs); ++next) {
                const uint8_t* a = column(n.words[next]);
                const uint8_t* b = column(n.words[next + 1]);
                uint64_t any = 0;
                for (size_t w = 0; w < words; ++w)
                    any |= mask_[w] &= differingBytes(a + 64 * w, b + 64 * w);
                if (!any) {
                    pool_.clear();
                    return;
                }
            }
            pool_.clear();
            for (size_t w = 0; w < words; ++w)
                for (uint64_t bits = mask_[w]; bits; bits &= bits - 1)
                    pool_.push_back(static_cast<WordId>(64 * w + std::countr_zero(bits)));
        }
        for (; next < pairs && !pool_.empty(); ++next) {
            const uint8_t* a = column(n.words[next]);
            const uint8_t* b = column(n.words[next + 1]);
            std::erase_if(pool_, [&](WordId g) { return a[g] == b[g]; });
        }
    }

    // Bit i set where a[i] != b[i], for 64 bytes: eight bytes at a time, each
    // byte's difference folded into its high bit, the high bits gathered.
    static uint64_t differingBytes(const uint8_t* a, const uint8_t* b) {
        static_assert(std::endian::native == std::endian::little, "bytes in lane order");
        constexpr uint64_t kLow7 = 0x7f7f7f7f7f7f7f7full;
        uint64_t out = 0;
        for (int j = 0; j < 8; ++j) {
            uint64_t x, y;
            std::memcpy(&x, a + 8 * j, 8);
            std::memcpy(&y, b + 8 * j, 8);
            const uint64_t d = x ^ y;
            const uint64_t high = (((d & kLow7) + kLow7) | d) & ~kLow7;  // byte != 0
            out |= (((high >> 7) * 0x0102040810204080ull) >> 56) << (8 * j);
        }
        return out;
    }

    // Every class has one word: the one kept must be the target.
    template <class Cell>
    bool keepsTarget(const Node& n, const Cell* row) const {
        Feedback kept = row[n.words[0]];
        for (WordId w : n.words)
            if (s_.adversary_.tieRank(row[w]) < s_.adversary_.tieRank(kept))
                kept = row[w];
        return row[*s_.target_] == kept;
    }

    bool winsDeeper(const Node& n, int k) {
        const Node narrowed = narrow(n);
        for (const Reply& r : ordered(narrowed, k)) {
            if (stopped())
                return false;
            Node c = child(narrowed, r);
            if (wins(c, k - 1))
                return true;
        }
        return false;
    }

    std::string memoKey(const Node& n) const {
        std::string key(reinterpret_cast<const char*>(n.words.data()),
                        n.words.size() * sizeof(WordId));
        key += n.ruleKey;
        return key;
    }

    std::optional<Known> recall(const std::string& key) const {
        const auto it = memo_.find(key);
        if (it == memo_.end())
            return std::nullopt;
        return it->second;
    }

    void remember(const std::string& key, int k, bool won) {
        if (memo_.size() >= kMemoCap)
            memo_.clear();
        Known& known = memo_[key];
        if (won)
            known.won = static_cast<int8_t>(std::min<int>(known.won, k));
        else
            known.refuted = static_cast<int8_t>(std::max<int>(known.refuted, k));
    }

    const AbsurdleSolver& s_;
    JobContext* ctx_;
    size_t counts_;
    std::array<uint64_t, kMostGuesses + 1> most_{};
    // A search runs on one thread at a time (see solve()).
    std::unordered_map<std::string, Known> memo_;
    std::vector<uint32_t> stamps_;
    uint32_t stamp_ = 0;
    std::vector<WordId> pool_;
    std::vector<uint64_t> mask_;
};

struct AbsurdleSolver::Searches : tbb::enumerable_thread_specific<std::unique_ptr<Search>> {
    using enumerable_thread_specific::enumerable_thread_specific;
};

AbsurdleSolver::AbsurdleSolver(const GameLists& lists, const PatternMatrix& matrix, GuessRule rule,
                               std::optional<WordId> target)
    : lists_(lists), matrix_(matrix), rule_(rule), target_(target), adversary_(lists.length()) {
    if (lists.answersMissingFromGuesses() > 0)
        throw std::invalid_argument(
            "Absurdle needs every answer in the guess list: the last guess names the word");
    if (matrix.wide())
        return;  // the pair filter's columns are bytes
    const size_t guesses = lists.guesses().size();
    columnStride_ = (guesses + 63) / 64 * 64;  // whole words of 64 guesses, zeros after
    columns_.assign(columnStride_ * lists.answers().size(), 0);
    tbb::parallel_for(size_t{0}, guesses, [&](size_t g) {
        const uint8_t* row = matrix.row8(static_cast<WordId>(g));
        for (size_t a = 0; a < lists.answers().size(); ++a)
            columns_[a * columnStride_ + g] = row[a];
    });
}

AbsurdleSolver::~AbsurdleSolver() = default;

AbsurdlePosition AbsurdleSolver::start() const {
    AbsurdlePosition p;
    p.words.resize(lists_.answers().size());
    std::iota(p.words.begin(), p.words.end(), WordId{0});
    return p;
}

StepProblem AbsurdleSolver::stepProblem(const AbsurdlePosition& p, WordId guess) const {
    const auto& guesses = lists_.guesses();
    for (size_t i = 0; i < p.steps.size(); ++i) {
        const AbsurdleStep& step = p.steps[i];
        const auto earlier = guesses.symbols(step.guess);
        if (rule_ == GuessRule::Hard) {
            if (const auto breach = hardModeBreach(earlier, step.feedback, guesses.symbols(guess)))
                return {StepProblem::Code::HardMode, {}, *breach, static_cast<int>(i)};
        } else if (rule_ == GuessRule::Strict) {
            if (const Pattern f = gradeReference(earlier, guesses.symbols(guess));
                f != step.feedback)
                return {StepProblem::Code::NotPossible,
                        {toString(f, lists_.length()), {}},
                        {},
                        static_cast<int>(i)};
        }
    }
    return {};
}

bool AbsurdleSolver::allows(const AbsurdlePosition& p, WordId guess) const {
    return !stepProblem(p, guess);
}

Pattern AbsurdleSolver::answer(const AbsurdlePosition& p, WordId guess) const {
    std::vector<uint32_t> counts(patternCount(lists_.length()));
    return matrix_.visitRow(guess, [&](const auto* row) {
        return Pattern{static_cast<uint16_t>(adversary_.chooseFor(row, p.words, counts))};
    });
}

AbsurdlePosition AbsurdleSolver::play(const AbsurdlePosition& p, WordId guess) const {
    AbsurdlePosition next;
    const Pattern f = answer(p, guess);
    for (WordId w : p.words)
        if (matrix_.at(guess, w) == f)
            next.words.push_back(w);
    next.steps = p.steps;
    next.steps.push_back({guess, f});
    return next;
}

bool AbsurdleSolver::wins(const AbsurdlePosition& p, WordId guess) const {
    return p.words.size() == 1 && lists_.answerOf(guess) == static_cast<int32_t>(p.words[0]);
}

std::optional<bool> AbsurdleSolver::winsWithin(const AbsurdlePosition& p, int guesses,
                                               JobContext* ctx) const {
    const AbsurdleVerdict v = solve(p, guesses, false, ctx);
    if (v.stopped)
        return std::nullopt;
    return v.fewest > 0;
}

AbsurdleVerdict AbsurdleSolver::solve(const AbsurdlePosition& p, int most, bool allBest,
                                      JobContext* ctx) const {
    AbsurdleVerdict v;
    most = std::min(most, kMostGuesses);
    if (most < 1 || p.words.empty() ||
        (target_ && !std::binary_search(p.words.begin(), p.words.end(), *target_)))
        return v;
    if (p.words.size() == 1) {
        v.fewest = 1;
        const std::string word = lists_.answers().word(p.words[0]);
        if (const auto g = lists_.guesses().find(word))
            v.best.push_back(*g);
        v.line.push_back(word);
        return v;
    }
    // One call at a time; its parallel loops isolated, so a thread waiting in
    // them never takes up another task that would call in and wait on the lock.
    std::lock_guard lock(mutex_);
    return tbb::this_task_arena::isolate([&] { return solveLocked(p, most, allBest, ctx); });
}

AbsurdleTree AbsurdleSolver::winningTree(const AbsurdlePosition& p, int most, JobContext* ctx,
                                         size_t cap) const {
    AbsurdleTree tree;
    tree.played = p.steps;
    const AbsurdleVerdict v = solve(p, most, true, ctx);  // the fewest, and the first guesses
    tree.fewest = v.fewest;
    tree.stopped = v.stopped;
    if (v.stopped || !v.fewest)
        return tree;
    std::lock_guard lock(mutex_);
    tbb::this_task_arena::isolate([&] { expandLocked(p, tree, v, cap, ctx); });
    return tree;
}

// Each first guess's ways on a thread of its own, joined in order.
void AbsurdleSolver::expandLocked(const AbsurdlePosition& p, AbsurdleTree& tree,
                                  const AbsurdleVerdict& v, size_t cap, JobContext* ctx) const {
    if (v.fewest == 1) {
        tree.nodes.push_back({v.best.front(), Pattern::allGreen(lists_.length()), 1, -1, 1});
        return;
    }
    if (ctx)
        ctx->beginPhase("Winning guesses followed", v.best.size());
    // A few first guesses at a time, each followed on a thread of its own
    // with what is left of the cap, then joined in order: the same tree,
    // cut at the same place, on any number of threads.
    const size_t chunk = 4 * static_cast<size_t>(tbb::this_task_arena::max_concurrency());
    bool cut = false;
    for (size_t from = 0; from < v.best.size() && !cut && !tree.stopped; from += chunk) {
        const size_t to = std::min(v.best.size(), from + chunk);
        const size_t room = cap - std::min(cap, tree.nodes.size());
        std::vector<std::vector<AbsurdleTree::Node>> parts(to - from);
        std::vector<char> partCut(to - from, 0);
        tbb::parallel_for(from, to, [&](size_t i) {
            Search& search = *searches_->local();
            search.setContext(ctx);
            const Search::Node root = search.root(p);
            const WordId g = v.best[i];
            const Pattern f = answer(p, g);
            uint32_t size = 0;
            for (WordId w : p.words)
                size += matrix_.at(g, w) == f;
            const Reply r{g, f.value, size};
            auto& part = parts[i - from];
            part.push_back({g, f, size, -1, 1});
            bool partWasCut = false;
            search.expand(search.child(root, r), v.fewest - 1, 0, 2, part, room, partWasCut);
            partCut[i - from] = partWasCut;
            if (ctx)
                ctx->advance(1);
        });
        tree.stopped = ctx && ctx->cancelled();
        for (size_t i = 0; i < parts.size() && !cut; ++i) {
            if (tree.nodes.size() >= cap) {
                cut = true;
                break;
            }
            const auto offset = static_cast<int32_t>(tree.nodes.size());
            for (AbsurdleTree::Node n : parts[i]) {
                if (n.parent >= 0)
                    n.parent += offset;
                tree.nodes.push_back(n);
            }
            cut = partCut[i];
        }
    }
    tree.truncated = cut && !tree.stopped;
    if (tree.truncated)
        tree.dropUnfinished(lists_.length());
}

AbsurdleVerdict AbsurdleSolver::solveLocked(const AbsurdlePosition& p, int most, bool allBest,
                                            JobContext* ctx) const {
    // One search per thread, each with its own memo and scratch, kept from
    // one call to the next: the first guesses are the parallel work, and a
    // set met under one opener is met again under another (two guesses
    // played in either order often leave the same words).
    AbsurdleVerdict v;
    if (!searches_)
        searches_ =
            std::make_unique<Searches>([this] { return std::make_unique<Search>(*this, nullptr); });
    for (auto& search : *searches_)
        search->setContext(ctx);
    Search& top = *searches_->local();
    top.setContext(ctx);
    Search::Node root = top.root(p);
    for (int k = 2; k <= most && !v.fewest; ++k) {
        const std::vector<Reply> replies = top.ordered(root, k, true);
        if (ctx)
            ctx->beginPhase("Guesses searched", replies.size());
        std::vector<char> won(replies.size(), 0);
        std::atomic<size_t> first{replies.size()};
        tbb::parallel_for(size_t{0}, replies.size(), [&](size_t i) {
            if (!allBest && i > first.load(std::memory_order_relaxed))
                return;
            Search& search = *searches_->local();
            search.setContext(ctx);
            Search::Node c = search.child(root, replies[i]);
            if (search.wins(c, k - 1) && !search.stopped()) {
                won[i] = 1;
                size_t seen = first.load();
                while (i < seen && !first.compare_exchange_weak(seen, i)) {
                }
            }
            if (ctx)
                ctx->advance(1);
        });
        if (ctx && ctx->cancelled()) {
            v.stopped = true;
            return v;
        }
        if (first.load() == replies.size())
            continue;
        v.fewest = k;
        for (size_t i = 0; i < replies.size(); ++i)
            if (won[i] && (allBest || i == first.load()))
                v.best.push_back(replies[i].guess);
        // One winning game: the first winning guess at every step.
        Search::Node at = top.child(root, replies[first.load()]);
        v.line.push_back(lists_.guesses().word(replies[first.load()].guess));
        for (int left = k - 1; at.words.size() > 1; --left) {
            const Search::Node narrowed = top.narrow(at);
            bool found = false;
            for (const Reply& r : top.ordered(narrowed, left)) {
                Search::Node c = top.child(narrowed, r);
                if ((found = top.wins(c, left - 1))) {
                    v.line.push_back(lists_.guesses().word(r.guess));
                    at = std::move(c);
                    break;
                }
            }
            if (!found) {  // stopped on the way
                v.stopped = true;
                return v;
            }
        }
        v.line.push_back(lists_.answers().word(at.words[0]));
    }
    return v;
}

}  // namespace guesslab
