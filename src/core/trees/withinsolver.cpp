// SPDX-License-Identifier: GPL-3.0-or-later
#include "withinsolver.h"

#include "anyset.h"
#include "classcontext.h"
#include "classcount.h"
#include "letterkey.h"
#include "subsetdepths.h"
#include "treememo.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <iterator>
#include <map>
#include <memory>
#include <numeric>
#include <shared_mutex>
#include <span>
#include <stdexcept>
#include <string>
#include <tuple>

namespace guesslab {

using namespace trees;

namespace {

constexpr int kInf = 1 << 29;
constexpr uint16_t kKeySeparator = 0xFFFF;
// Sets up to this size count classes with the vector kernel (as the tree
// search does).
constexpr size_t kVectorMax = 48;
// Failing sets up to this size are made as small as one pass can; a larger
// one costs a search per answer to shrink (minutes in a class of big
// hidden) and is kept as found.
constexpr size_t kShrinkMax = 12;

// What a class of `size` answers is known to leave unsolved with `left`
// guesses before it is searched: exact for none or one guess left and for
// sets found one by one, else 0.
int knownWrong(size_t size, int left) {
    const int n = static_cast<int>(size);
    if (left <= 0)
        return n;
    if (left == 1)
        return n - 1;
    return 0;
}

bool settled(size_t size, int left) {
    return left <= 1 || static_cast<int>(size) <= left;
}

// Sets of answers proven to fail (some answer left unsolved) with a number of
// guesses left, in normal mode. Any set containing one fails too, with as
// many guesses or fewer: a strategy for the larger set is one for the
// smaller, with no more answers solved (the subset bound). Each is
// kept small: the union of what made each guess fail. One index serves all
// the threads searching a class, so what one proves the others use.
class CoreIndex {
public:
    explicit CoreIndex(size_t answers) : byFirst_(answers) {}

    // True when a core of `left` guesses or more lies within S (ascending); it goes to out.
    bool contains(std::span<const uint16_t> S, int left, Ids& out) const {
        if (S.size() < 2)
            return false;
        const std::shared_lock lock(mutex_);
        return forEachWithin(S, left, [&](const Ids& ids) {
            out = ids;
            return true;
        });
    }

    // Every core of `left` guesses or more within S (ascending, at most 64
    // answers), each as a mask of positions in S.
    void within(std::span<const uint16_t> S, int left, std::vector<uint64_t>& out) const {
        out.clear();
        const std::shared_lock lock(mutex_);
        forEachWithin(S, left, [&](const Ids& ids) {
            uint64_t mask = 0;
            for (uint16_t a : ids)
                mask |= uint64_t{1} << (std::lower_bound(S.begin(), S.end(), a) - S.begin());
            out.push_back(mask);
            return false;
        });
    }

    // A set (ascending) that fails with `left` guesses; it also goes to last.
    void add(Ids ids, int left, Ids& last) {
        last = ids;
        if (ids.size() < 2)
            return;
        const std::unique_lock lock(mutex_);
        if (forEachWithin(ids, left, [](const Ids&) { return true; }))
            return;  // a smaller one is known
        byFirst_[ids.front()].push_back(static_cast<uint32_t>(cores_.size()));
        cores_.push_back({std::move(ids), left});
    }

    size_t size() const {
        const std::shared_lock lock(mutex_);
        return cores_.size();
    }

private:
    // Calls f with each core of `left` or more within S until f returns true.
    template <class F>
    bool forEachWithin(std::span<const uint16_t> S, int left, F&& f) const {
        thread_local std::vector<uint32_t> marks;  // per thread: readers share the index
        thread_local uint32_t stamp = 0;
        if (marks.size() < byFirst_.size()) {
            marks.assign(byFirst_.size(), 0);
            stamp = 0;
        }
        if (++stamp == 0) {
            std::fill(marks.begin(), marks.end(), 0);
            stamp = 1;
        }
        for (uint16_t s : S)
            marks[s] = stamp;
        for (uint16_t s : S)
            for (uint32_t i : byFirst_[s]) {
                const Core& core = cores_[i];
                if (core.left >= left && core.ids.size() <= S.size() &&
                    std::all_of(core.ids.begin() + 1, core.ids.end(),
                                [&](uint16_t a) { return marks[a] == stamp; }) &&
                    f(core.ids))
                    return true;
            }
        return false;
    }

    struct Core {
        Ids ids;
        int left = 0;
    };
    mutable std::shared_mutex mutex_;
    std::vector<Core> cores_;
    std::vector<std::vector<uint32_t>> byFirst_;  // per answer: the cores it is the least of
};

// Adds b's ids to a's (both ascending).
void merge(Ids& a, const Ids& b) {
    Ids out;
    out.reserve(a.size() + b.size());
    std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    a.swap(out);
}

// Live figures shared by the searches of one opener, so that a class that
// takes minutes still shows the search moving.
struct LiveCount {
    static constexpr uint64_t kEvery = 1 << 14;  // nodes between reports
    JobContext* job = nullptr;
    double answers = 1;
    std::atomic<uint64_t> nodes{0};  // in steps of kEvery: for display
    std::atomic<size_t> answersDone{0};
    void report() const {
        Progress p;
        p.fraction = double(answersDone.load()) / answers;
        p.text = "%1 sets searched";
        p.args = {std::to_string(nodes.load())};
        job->report(p);
    }
};

// The search within one class, on one thread at a time.
template <class Cell>
class WithinSearch {
public:
    struct Value {
        int value = kInf;
        int32_t guess = -1;  // local guess, or -1 when value is a bound or recalled
    };

    WithinSearch(const ClassContext<Cell>& c, TreeMemo& memo, GuessRule rule, int length,
                 JobContext* job)
        : c_(c),
          memo_(memo),
          rule_(rule),
          length_(length),
          job_(job),
          quiet_(static_cast<size_t>(length)),
          hints_(c.hints) {
        tags_.assign(patternCount(length), 0);
        counts_.assign(patternCount(length), 0);
        inSet_.assign(c.answers.size(), 0);
    }

    uint64_t nodes = 0;
    bool stopped() const { return stopped_; }
    // Any 3 answers are proven to be found within 2 guesses: a guess that
    // tells 3 apart leaves at most n - 2 alike, so any 2d - 1 are within d.
    void useSizeShortcuts() { sizeShortcuts_ = true; }
    // Checks the class's symbols once; the helpers of evaluateInParallel
    // take the answer from their parent.
    void useLetterKeys(bool on, bool counts) {
        letterKeys_ = on && std::all_of(c_.symbols.begin(), c_.symbols.end(),
                                        [](uint8_t s) { return s < kLetterKeySymbols; });
        letterCounts_ = counts;
    }
    void reportTo(LiveCount* live) { live_ = live; }

    Ids allAnswers() const { return iota(c_.answers.size()); }
    Ids allGuesses() const { return iota(c_.guesses.size()); }

    // The least number of the answers S (ascending local ids) left unsolved
    // with `left` guesses from cands (ascending): exact when below beta, else
    // a lower bound at least beta.
    Value solve(std::span<const uint16_t> S, std::span<const uint16_t> cands, int left, int beta,
                bool lookup = true) {
        ++nodes;
        if (live_ && nodes % LiveCount::kEvery == 0) {
            live_->nodes += LiveCount::kEvery;
            live_->report();
        }
        const size_t n = S.size();
        if (settled(n, left))
            return {knownWrong(n, left), c_.guessOf[S[0]]};
        if (lookup && static_cast<int>(n) <= fits(left))
            return {0, -1};
        if (job_ && job_->cancelled())
            stopped_ = true;
        if (stopped_)
            return {kInf, -1};
        const bool cores = cores_ && beta == 1;
        if (cores && cores_->contains(S, left, lastCore_))
            return {1, -1};
        std::u16string key;
        if (rule_ != GuessRule::Strict) {  // known before the guesses are scanned
            key = keyOf(S, {}, left);
            if (auto hit = lookup ? recall(key, beta) : std::nullopt)
                return recalled(*hit, S);
        }
        if (left >= 3)  // an answer that splits S into classes known to be won
            for (uint16_t a : S) {
                const uint16_t g = c_.guessOf[a];
                const Cell* row = c_.row(g);
                const auto feedback = [&](size_t i) { return row[S[i]]; };
                if (static_cast<int>(std::get<1>(classes(feedback, n))) <= fits(left - 1)) {
                    store(std::move(key), 0, true);
                    return {0, g};
                }
            }
        if constexpr (sizeof(Cell) == 1)
            if (left == 2 && rule_ == GuessRule::Normal && n <= kVectorMax)
                return lastStep(S, std::move(key), cores);
        mark(S);
        // One pass over the guesses: each one's classes and largest class.
        Ids useful;
        useful.reserve(cands.size());
        // (sum of the squared class sizes, -classes, guess): even splits first
        std::vector<uint64_t> order;
        size_t mostClasses = 0;
        int32_t mostGuess = -1;
        Ids keyed;
        const std::span<const uint16_t> scan = keyedGuesses(S, cands, keyed) ? keyed : cands;
        const bool byColumn = pointColumns(S);
        for (uint16_t g : scan) {
            const auto [k, largest, squares] =
                byColumn ? classes([&](size_t i) { return columnOf_[i][g]; }, n)
                         : classes([&, row = c_.row(g)](size_t i) { return row[S[i]]; }, n);
            if (k == 1)
                continue;  // tells nothing: one guess fewer for the same set
            useful.push_back(g);
            if (left == 2) {
                if (k > mostClasses) {
                    mostClasses = k;
                    mostGuess = g;
                    if (k == n)
                        break;
                }
                continue;
            }
            if (static_cast<int>(largest) <= fits(left - 1)) {  // every class known to be won
                store(std::move(key), 0, true);
                return {0, g};
            }
            order.push_back(uint64_t{squares} << 32 | uint64_t{0xFFFF - k} << 16 | g);
        }
        if (rule_ == GuessRule::Strict) {
            key = keyOf(S, useful, left);
            if (auto hit = lookup ? recall(key, beta) : std::nullopt)
                return recalled(*hit, S);
        }
        if (left == 2) {  // one guess more finds one answer of each class
            const int v = static_cast<int>(n - mostClasses);
            store(std::move(key), v, true);
            if (cores && v > 0)
                cores_->add(smallest(pairCore(S, useful), useful, 2), 2, lastCore_);
            return {v, mostGuess};
        }
        std::sort(order.begin(), order.end());
        int best = kInf;
        int32_t bestGuess = -1;
        int failed = kInf;
        Ids core;  // with cores: a subset of S that every guess tried so far fails on
        CoreSets coreSets;
        for (const uint64_t entry : order) {
            const auto g = static_cast<uint16_t>(entry & 0xFFFF);
            const int limit = std::min(best, beta);
            if (cores && refutes(g, core, left - 1, coreSets)) {
                failed = std::min(failed, 1);
                continue;
            }
            coreSets.valid = false;  // the search below may find more failing sets
            const int v = evaluate(g, S, useful, left, limit);
            if (cores && v >= 1 && !stopped_)
                merge(core, lastCore_);
            if (stopped_)
                return {kInf, -1};
            if (v < limit) {
                best = v;
                bestGuess = g;
                if (best == 0)
                    break;
            } else {
                failed = std::min(failed, v);
            }
        }
        if (best < beta) {
            store(std::move(key), best, true);
            return {best, bestGuess};
        }
        if (order.empty())  // no guess splits S: only its own answers, one at a time
            failed = static_cast<int>(n) - left;
        store(std::move(key), failed, false);
        if (cores)
            cores_->add(
                order.empty() ? Ids(S.begin(), S.end()) : smallest(std::move(core), useful, left),
                left, lastCore_);
        return {failed, -1};
    }

    // What guessing g first leaves unsolved: exact when below limit, else a
    // lower bound at least limit. The largest classes go first: they are the
    // likeliest to fail.
    int evaluate(uint16_t g, std::span<const uint16_t> S, std::span<const uint16_t> useful,
                 int left, int limit) {
        const auto parts = splitClasses(c_, g, S);
        int known = 0;
        for (const auto& part : parts)
            known += knownWrong(part.ids.size(), left - 1);
        if (known >= limit)
            return known;
        if (left == parallelLeft_)
            return evaluateInParallel(g, parts, useful, left, limit, known);
        int total = known;
        for (const auto& part : parts) {
            if (isKnown(part.ids.size(), left - 1))
                continue;
            const HintsScope scope(hints_, rule_ == GuessRule::Hard);
            const Ids allowed = allowedAfter(c_, rule_, hints_, g, part.label, useful);
            const int v = solve(part.ids, allowed, left - 1, limit - total).value;
            total += v;
            if (total >= limit)
                return total;
        }
        return total;
    }

    // A large set's classes searched at once, each by a search of its own
    // (sharing the memo): each class with the whole limit, so the sum is
    // exact when below it and the verdict does not depend on the order.
    int evaluateInParallel(uint16_t g, const std::vector<Part<Cell>>& parts,
                           std::span<const uint16_t> useful, int left, int limit, int known) {
        std::atomic<int> total{known};
        std::atomic<uint64_t> searched{0};
        std::atomic<bool> stopped{false};
        tbb::parallel_for(tbb::blocked_range<size_t>(0, parts.size(), 1), [&](const auto& range) {
            for (size_t i = range.begin(); i != range.end(); ++i) {
                const auto& part = parts[i];
                if (isKnown(part.ids.size(), left - 1) || total.load() >= limit || stopped)
                    continue;
                WithinSearch helper(c_, memo_, rule_, length_, job_);
                helper.reportTo(live_);
                helper.sizeShortcuts_ = sizeShortcuts_;
                helper.letterKeys_ = letterKeys_;
                helper.letterCounts_ = letterCounts_;
                helper.cores_ = cores_;
                helper.hints_ = hints_;
                const Ids allowed = allowedAfter(c_, rule_, helper.hints_, g, part.label, useful);
                total += helper.solve(part.ids, allowed, left - 1, limit).value;
                searched += helper.nodes;
                if (helper.stopped())
                    stopped = true;
            }
        });
        nodes += searched;
        if (stopped)
            stopped_ = true;
        // The failing sets the classes' searches found are in the shared
        // index; the set searched here keeps no core of its own (keeping one
        // made the search of crane's largest class, 1578 words over every
        // word as the answer, several times slower: measured).
        lastCore_.clear();
        return std::min(total.load(), kInf);
    }

    // Classes of a guess at this many guesses left are searched in parallel.
    void searchInParallelAt(int left) { parallelLeft_ = left; }

    // The subtree of a least-wrong strategy for S; past the cap (and where
    // the set is found one by one) its answers are guessed in turn. When S is
    // known to be won, the first guess that wins it will do: a search below
    // 1, not for the least.
    // `found`: the guess the search itself returned for S, if any (searching
    // a large class again for it would cost as much as the first time).
    // nullopt when the search was stopped meanwhile (stopped() is then true).
    std::optional<uint32_t> build(StrategyTree& strategy, std::span<const uint16_t> S,
                                  std::span<const uint16_t> cands, int left, bool won,
                                  int32_t found = -1) {
        int32_t g = c_.guessOf[S[0]];
        if (found >= 0) {
            g = found;
        } else if (!settled(S.size(), left)) {
            Value v = solve(S, cands, left, won ? 1 : kInf, false);
            if (stopped_)  // its guess is no choice: the strategy would be wrong
                return std::nullopt;
            if (v.guess >= 0)
                g = v.guess;
        }
        const uint32_t node = strategy.addNode(c_.guesses[static_cast<size_t>(g)]);
        for (const auto& part : splitClasses(c_, static_cast<uint16_t>(g), S)) {
            const HintsScope scope(hints_, rule_ == GuessRule::Hard);
            const Ids next =
                allowedAfter(c_, rule_, hints_, static_cast<uint16_t>(g), part.label, cands);
            const auto child = build(strategy, part.ids, next, left - 1, won);
            if (!child)
                return std::nullopt;
            strategy.link(node, Pattern{static_cast<uint16_t>(part.label)}, *child);
        }
        return node;
    }

    // Normal mode: remember the sets that fail, to refute their supersets;
    // with families, start from every subset of each family of look-alike
    // answers that fails with `left` guesses or fewer.
    void useCores(bool families, int left) {
        if (rule_ != GuessRule::Normal)
            return;
        cores_ = std::make_shared<CoreIndex>(c_.answers.size());
        if (families && c_.length > 0 && !c_.symbols.empty())
            for (const Ids& family : familiesOf())
                addFamilyCores(family, left);
    }
    size_t coreCount() const { return cores_ ? cores_->size() : 0; }

private:
    // The answers alike in every place but one (ascending local ids), at
    // least three and at most SubsetDepths::kMaxMembers each: larger ones
    // in pieces (any set's failing subsets refute its supersets).
    std::vector<Ids> familiesOf() const {
        std::map<std::string, Ids> byRest;
        for (uint16_t a = 0; a < c_.answers.size(); ++a) {
            const uint8_t* letters = c_.symbols.data() + size_t{c_.guessOf[a]} * c_.length;
            for (size_t p = 0; p < c_.length; ++p) {
                std::string key(letters, letters + c_.length);
                key[p] = static_cast<char>(p);  // the place that differs, named
                key.push_back(static_cast<char>(p));
                byRest[key].push_back(a);
            }
        }
        std::vector<Ids> out;
        const size_t most = SubsetDepths::kMaxMembers;
        for (auto& [key, ids] : byRest)
            for (size_t from = 0; from + 3 <= ids.size(); from += most)
                out.emplace_back(
                    ids.begin() + static_cast<long>(from),
                    ids.begin() + static_cast<long>(std::min(ids.size(), from + most)));
        return out;
    }

    // Every subset of a family that no strategy finds within its depth less
    // one, up to `left`, as a failing set (the smallest first: a set that
    // holds a smaller one failing as deep is not kept).
    void addFamilyCores(const Ids& family, int left) {
        const int m = static_cast<int>(family.size());
        std::vector<std::vector<uint16_t>> feedback(c_.guesses.size(),
                                                    std::vector<uint16_t>(family.size()));
        for (size_t g = 0; g < c_.guesses.size(); ++g)
            for (int j = 0; j < m; ++j)
                feedback[g][static_cast<size_t>(j)] = c_.row(g)[family[static_cast<size_t>(j)]];
        const auto green = static_cast<uint16_t>(patternCount(static_cast<int>(c_.length)) - 1);
        const SubsetDepths depths(m, feedback, green, left);
        std::vector<uint32_t> masks((size_t{1} << m) - 1);
        std::iota(masks.begin(), masks.end(), 1u);
        std::stable_sort(masks.begin(), masks.end(), [](uint32_t x, uint32_t y) {
            return std::popcount(x) < std::popcount(y);
        });
        Ids ids, last;
        for (uint32_t mask : masks) {
            const int d = depths.depth(mask);
            const int fails = d == SubsetDepths::kUnknown ? left : d - 1;
            if (fails < 2)
                continue;  // with one guess left any two fail: known without a table
            ids.clear();
            for (int j = 0; j < m; ++j)
                if (mask >> j & 1)
                    ids.push_back(family[static_cast<size_t>(j)]);
            cores_->add(ids, fails, last);
        }
    }

    // The most answers known to be won with `left` guesses without a search.
    int fits(int left) const {
        if (left <= 0)
            return 0;
        return sizeShortcuts_ ? 2 * left - 1 : left;
    }
    // A class whose value needs no search: knownWrong gives it.
    bool isKnown(size_t size, int left) const {
        return settled(size, left) || static_cast<int>(size) <= fits(left);
    }

    // Normal mode, short words: the guesses worth scanning for S, in the
    // order of cands. Guesses with equal letter keys split S, and every subset
    // of it, alike: the first is kept. A guess whose key another's covers with
    // one more letter in place splits S no finer than that one, which wins
    // whenever it does (two guesses left or more): it is dropped. False when
    // the keys do not apply.
    bool keyedGuesses(std::span<const uint16_t> S, std::span<const uint16_t> cands, Ids& out) {
        if (rule_ != GuessRule::Normal || c_.symbols.empty() || c_.length > kLetterKeyPositions ||
            !letterKeys_)
            return false;
        const size_t length = c_.length;
        const auto answer = [&](size_t k) {
            return c_.symbols.data() + size_t{c_.guessOf[S[k]]} * length;
        };
        const uint32_t quiet = quiet_.of(S.size(), answer);
        const LetterCounts counts(letterCounts_ ? S.size() : 0, length, answer);
        size_t size = 64;
        while (size < 2 * cands.size())
            size *= 2;
        if (seenKeys_.size() < size)
            seenKeys_.assign(size, 0);
        keyMask_ = size - 1;
        if (++keyStamp_ == 0) {
            std::fill(seenKeys_.begin(), seenKeys_.end(), 0);
            keyStamp_ = 1;
        }
        keyed_.clear();
        for (uint16_t g : cands) {
            const uint8_t* guess = c_.symbols.data() + size_t{g} * length;
            const uint32_t key = letterKey(
                guess, length, letterCounts_ ? silentLetters(guess, length, quiet, counts) : quiet);
            if (insertKey(key))
                keyed_.push_back(uint64_t{key} << 16 | g);
        }
        const uint32_t loud = ~quiet & ((1u << kLetterKeySymbols) - 1);
        out.clear();
        for (const uint64_t entry : keyed_) {
            const auto key = static_cast<uint32_t>(entry >> 16);
            bool covered = false;
            for (size_t i = 0; i < length && !covered; ++i) {
                const uint32_t shift = static_cast<uint32_t>(5 * (length - 1 - i));
                if ((key >> shift & 31u) != 0)
                    continue;  // a letter in place already
                for (uint32_t m = loud; m && !covered; m &= m - 1)
                    covered =
                        hasKey(key | (static_cast<uint32_t>(std::countr_zero(m)) + 1) << shift);
            }
            if (!covered)
                out.push_back(static_cast<uint16_t>(entry & 0xFFFF));
        }
        return true;
    }
    // Adds a key to this node's set; false when it was there.
    bool insertKey(uint32_t key) {
        uint64_t& slot = seenKeys_[slotOf(key)];
        if (slot >> 32 == keyStamp_)
            return false;
        slot = uint64_t{keyStamp_} << 32 | key;
        return true;
    }
    bool hasKey(uint32_t key) const { return seenKeys_[slotOf(key)] >> 32 == keyStamp_; }
    // Where the key is in this node's set, or the free slot it would take.
    size_t slotOf(uint32_t key) const {
        const uint64_t entry = uint64_t{keyStamp_} << 32 | key;
        size_t i = (key * 0x9E3779B1u) & keyMask_;
        while (seenKeys_[i] != entry && seenKeys_[i] >> 32 == keyStamp_)
            i = (i + 1) & keyMask_;
        return i;
    }

    Value recalled(const Value& v, std::span<const uint16_t> S) {
        if (v.value > 0)
            lastCore_.assign(S.begin(), S.end());
        return v;
    }

    // With two guesses left S fails when every guess leaves two of its
    // answers alike: a few such pairs, one per guess not yet covered, fail too.
    Ids pairCore(std::span<const uint16_t> S, std::span<const uint16_t> useful) {
        Ids core;
        for (uint16_t g : useful) {
            const Cell* row = c_.row(g);
            if (collides(row, core))
                continue;
            // An answer alike to one already kept, else any two alike.
            bool added = false;
            for (uint16_t s : S)
                if (!std::binary_search(core.begin(), core.end(), s) &&
                    std::any_of(core.begin(), core.end(),
                                [&](uint16_t c) { return row[c] == row[s]; })) {
                    core.insert(std::lower_bound(core.begin(), core.end(), s), s);
                    added = true;
                    break;
                }
            for (size_t i = 0; !added && i < S.size(); ++i)
                for (size_t j = i + 1; !added && j < S.size(); ++j)
                    if (row[S[i]] == row[S[j]]) {
                        merge(core, Ids{S[i], S[j]});
                        added = true;
                    }
        }
        if (core.size() < 2)
            core.assign(S.begin(), S.end());
        return core;
    }

    // Normal mode, two guesses left, a small set: every guess's classes at
    // once from the transposed table; the first guess with the most wins.
    Value lastStep(std::span<const uint16_t> S, std::u16string key, bool cores) {
        const size_t n = S.size();
        countEveryGuess(c_, S, byPosition_, vectorCounts_);
        size_t most = 0;
        int32_t guess = -1;
        for (size_t g = 0; g < c_.guesses.size() && most < n; ++g)
            if (vectorCounts_[g] > most) {
                most = vectorCounts_[g];
                guess = static_cast<int32_t>(g);
            }
        const int v = static_cast<int>(n - most);
        store(std::move(key), v, true);
        if (cores && v > 0) {
            Ids useful;
            for (size_t g = 0; g < c_.guesses.size(); ++g)
                if (vectorCounts_[g] > 1)
                    useful.push_back(static_cast<uint16_t>(g));
            cores_->add(smallest(pairCore(S, useful), useful, 2), 2, lastCore_);
        }
        return {v, guess};
    }

    // A failing set made as small as one pass can: each answer whose removal
    // still leaves a failing set is dropped. Smaller sets lie within more
    // of the sets to come. (The checks themselves are not shrunk again.)
    Ids smallest(Ids core, std::span<const uint16_t> useful, int left) {
        if (shrinking_ || core.size() <= 2 || core.size() > kShrinkMax)
            return core;
        shrinking_ = true;
        const Ids saved = lastCore_;
        for (size_t i = core.size(); i-- > 0 && core.size() > 2;) {
            Ids fewer = core;
            fewer.erase(fewer.begin() + static_cast<ptrdiff_t>(i));
            if (solve(fewer, useful, left, 1).value >= 1 && !stopped_)
                core = lastCore_.size() < fewer.size() ? lastCore_ : std::move(fewer);
            i = std::min(i, core.size());
        }
        lastCore_ = saved;
        shrinking_ = false;
        return core;
    }

    static bool collides(const Cell* row, const Ids& ids) {
        for (size_t i = 0; i < ids.size(); ++i)
            for (size_t j = i + 1; j < ids.size(); ++j)
                if (row[ids[i]] == row[ids[j]])
                    return true;
        return false;
    }

    // The failing sets known within a node's core, as masks of its members.
    struct CoreSets {
        bool valid = false;
        std::vector<uint64_t> masks;
    };

    // True when some class of `core` under guess g holds a set known to fail
    // with `left` guesses: then g fails on every superset of core. A core of
    // up to 64 answers has its failing sets listed once; each guess's
    // feedback then comes from the table by answer, whose columns stay in
    // cache from guess to guess.
    bool refutes(uint16_t g, const Ids& core, int left, CoreSets& sets) {
        if (core.size() < 2)
            return false;
        if (core.size() > 64 || !c_.columns)
            return refutesPlainly(c_.row(g), core, left);
        if (!sets.valid) {
            cores_->within(core, left, sets.masks);
            sets.valid = true;
        }
        uint8_t feedback[64];
        for (size_t i = 0; i < core.size(); ++i)
            feedback[i] = c_.columns[size_t{core[i]} * c_.stride + g];
        for (uint64_t mask : sets.masks) {
            const uint8_t first = feedback[std::countr_zero(mask)];
            bool alike = true;
            for (uint64_t m = mask & (mask - 1); m && alike; m &= m - 1)
                alike = feedback[std::countr_zero(m)] == first;
            if (alike)
                return true;
        }
        return false;
    }

    bool refutesPlainly(const Cell* row, const Ids& core, int left) {
        std::vector<uint32_t> packed;
        packed.reserve(core.size());
        for (uint16_t a : core)
            packed.push_back(uint32_t{row[a]} << 16 | a);
        std::sort(packed.begin(), packed.end());
        Ids group, found;
        for (size_t i = 0; i < packed.size();) {
            group.clear();
            const uint32_t label = packed[i] >> 16;
            for (; i < packed.size() && (packed[i] >> 16) == label; ++i)
                group.push_back(static_cast<uint16_t>(packed[i] & 0xFFFF));
            if (group.size() >= 2 && cores_->contains(group, left, found))
                return true;
        }
        return false;
    }

    static Ids iota(size_t n) {
        Ids ids(n);
        std::iota(ids.begin(), ids.end(), uint16_t{0});
        return ids;
    }

    void mark(std::span<const uint16_t> S) {
        if (++stamp_ == 0) {
            std::fill(inSet_.begin(), inSet_.end(), 0);
            stamp_ = 1;
        }
        for (uint16_t s : S)
            inSet_[s] = stamp_;
    }

    // Short words (normal and hard contexts): S's columns of the table by answer, read
    // guess after guess while scanning them in order (each cache line of a
    // column serves many guesses; a guess's row would cost a line per
    // answer). False when there is no such table.
    bool pointColumns(std::span<const uint16_t> S) {
        if (!c_.columns)
            return false;
        columnOf_.resize(S.size());
        for (size_t i = 0; i < S.size(); ++i)
            columnOf_[i] = c_.columns + size_t{S[i]} * c_.stride;
        return true;
    }

    // The number of classes a guess splits n answers into (feedback(i): the
    // i-th answer's), the largest, and the sum of their sizes squared.
    template <class Feedback>
    std::tuple<size_t, uint32_t, uint32_t> classes(Feedback&& feedback, size_t n) {
        if (++tag_ == 0) {
            std::fill(tags_.begin(), tags_.end(), 0);
            tag_ = 1;
        }
        size_t k = 0;
        uint32_t largest = 0, squares = 0;
        for (size_t i = 0; i < n; ++i) {
            const Cell p = feedback(i);
            if (tags_[p] != tag_) {
                tags_[p] = tag_;
                counts_[p] = 0;
                ++k;
            }
            const uint32_t c = ++counts_[p];
            squares += 2 * c - 1;
            largest = std::max(largest, c);
        }
        return {k, largest, squares};
    }

    std::u16string keyOf(std::span<const uint16_t> S, std::span<const uint16_t> allowed,
                         int left) const {
        std::u16string key;
        key.reserve(2 + S.size() + allowed.size());
        key.push_back(static_cast<char16_t>(left));
        for (uint16_t s : S)
            key.push_back(static_cast<char16_t>(c_.answers[s]));
        if (rule_ == GuessRule::Hard) {  // the hints decide which words are allowed
            key.push_back(static_cast<char16_t>(kKeySeparator));
            key += hints_.key();
        }
        if (rule_ == GuessRule::Strict) {
            key.push_back(static_cast<char16_t>(kKeySeparator));
            for (uint16_t h : allowed)
                key.push_back(static_cast<char16_t>(c_.guesses[h]));
        }
        return key;
    }

    std::optional<Value> recall(const std::u16string& key, int beta) const {
        const auto e = memo_.find(key);
        if (e && (e->exact || e->value >= beta))
            return Value{e->value, -1};
        return std::nullopt;
    }

    void store(std::u16string key, int value, bool exact) {
        if (key.empty())  // strict, before its allowed words are known
            return;
        memo_.store(std::move(key), MemoEntry{value, exact, 0, -1});
    }

    const ClassContext<Cell>& c_;
    TreeMemo& memo_;
    const GuessRule rule_;
    const int length_;
    JobContext* job_;
    LiveCount* live_ = nullptr;
    int parallelLeft_ = -1;  // the guesses left where a guess's classes are searched in parallel
    bool stopped_ = false;
    std::shared_ptr<CoreIndex> cores_;  // shared with the helpers of evaluateInParallel
    Ids lastCore_;  // after a failure with cores: a subset of the set that fails as well
    bool shrinking_ = false;
    bool sizeShortcuts_ = false;
    bool letterKeys_ = false;  // see useLetterKeys
    bool letterCounts_ = false;
    QuietLetters quiet_;
    std::vector<uint64_t> seenKeys_;  // this node's keys, stamped
    std::vector<uint64_t> keyed_;     // (key, guess) of the first guess of each key
    size_t keyMask_ = 0;
    uint32_t keyStamp_ = 0;
    HardHints hints_;  // hard: every hint revealed on the way to the current set
    std::vector<uint32_t> tags_;
    std::vector<uint32_t> counts_;
    std::vector<uint8_t> vectorCounts_;
    std::vector<uint8_t> byPosition_;  // the counts in the columns' order (countEveryGuess)
    std::vector<const uint8_t*> columnOf_;
    uint32_t tag_ = 0;
    std::vector<uint32_t> inSet_;
    uint32_t stamp_ = 0;
};

struct SearchOptions {
    bool subsetBounds = true;
    bool sizeShortcuts = false;
    bool letterKeys = true;
    bool letterCounts = true;
    bool families = true;
    size_t parallelFrom = 200;
};

struct ClassOutcome {
    int wrong = 0;
    bool exact = false;
    StrategyTree strategy;
};

template <class Cell>
WithinResult runOpener(const GameLists& lists, const PatternMatrix& matrix, TreeMemo& memo,
                       WordId opener, GuessRule rule, int within, bool leastWrong,
                       const SearchOptions& options, JobContext* job) {
    WithinResult result;
    result.within = within;
    result.opener = opener;
    OpenerTables<Cell> tables(rule, lists, matrix, opener);
    const OpenerClasses& oc = tables.classes();
    const size_t count = tables.count();
    const std::vector<size_t>& order = tables.largestFirst();
    const int left = within - 1;
    std::vector<ClassOutcome> outcomes(count);
    std::atomic<bool> stopped{false};
    std::atomic<bool> lost{false};  // a class cannot be won: enough for the verdict
    std::atomic<uint64_t> nodes{0};
    LiveCount live;
    live.job = job;
    live.answers = double(matrix.answerCount());
    tbb::parallel_for(tbb::blocked_range<size_t>(0, count, 1), [&](const auto& range) {
        for (size_t i = range.begin(); i != range.end(); ++i) {
            const size_t c = order[i];
            if (stopped || (lost && !leastWrong))
                return;
            const ClassContext<Cell> context = tables.context(c);
            WithinSearch<Cell> search(context, memo, rule, lists.length(), job);
            if (job)
                search.reportTo(&live);
            if (options.subsetBounds)
                search.useCores(options.families, left);
            if (options.sizeShortcuts)
                search.useSizeShortcuts();
            search.useLetterKeys(options.letterKeys, options.letterCounts);
            // A class much larger than the rest would keep one thread busy alone.
            if (oc.answers[c].size() >= options.parallelFrom)
                search.searchInParallelAt(left);
            const Ids all = search.allAnswers();
            const Ids words = search.allGuesses();
            const auto [v, found] = search.solve(all, words, left, leastWrong ? kInf : 1);
            nodes += search.nodes;
            if (search.stopped()) {
                stopped = true;
                return;
            }
            ClassOutcome& out = outcomes[c];
            out.wrong = v;
            out.exact = leastWrong || v == 0;
            if (v > 0)
                lost = true;
            if (out.exact && !search.build(out.strategy, all, words, left, v == 0, found)) {
                stopped = true;  // stopped while building: no strategy to show
                return;
            }
            if (job) {
                live.answersDone += oc.answers[c].size();
                live.report();
            }
        }
    });
    result.nodes = nodes;
    result.memoEntries = memo.entries();
    result.proven = !stopped;
    if (stopped)
        return result;
    uint64_t wrong = 0;
    bool exact = true;
    for (const auto& o : outcomes) {
        wrong += static_cast<uint64_t>(o.wrong);
        exact = exact && o.exact;
    }
    result.solvable = wrong == 0 && exact;
    result.exact = exact;
    // Without the least-wrong search, which classes were searched before the
    // first lost one depends on the threads: only "at least one" is certain.
    result.wrong = exact ? wrong : 1;
    if (!exact)
        return result;
    std::vector<StrategyTree> parts;
    for (auto& o : outcomes)
        parts.push_back(std::move(o.strategy));
    result.strategy = joinAtOpener(opener, oc, parts);
    return result;
}

}  // namespace

WithinSolver::WithinSolver(const GameLists& lists, const PatternMatrix& matrix)
    : lists_(lists), matrix_(matrix) {
    // Each opener's classes copy the matrix's cells twice (by guess and by answer).
    requireSearchable(lists, matrix, 3, "a within-K search");
}

WithinSolver::~WithinSolver() = default;

WithinResult WithinSolver::forOpener(WordId opener, GuessRule rule, int within, bool leastWrong,
                                     JobContext* ctx) {
    if (within < 1)
        throw std::invalid_argument("a strategy needs at least one guess");
    if (!memo_ || rule != memoRule_) {
        memo_ = std::make_unique<TreeMemo>();
        memoRule_ = rule;
    }
    bool shortcuts = false;
    if (sizeShortcuts_ && rule == GuessRule::Normal && within >= 3) {
        const std::optional<bool> holds = anyThreeInTwo(lists_, matrix_, ctx);
        if (!holds) {  // stopped while proving it
            WithinResult stopped;
            stopped.within = within;
            stopped.opener = opener;
            return stopped;
        }
        shortcuts = *holds;
    }
    const SearchOptions options{subsetBounds_, shortcuts, letterKeys_,
                                letterCounts_, families_, parallelFrom_};
    WithinResult r = lists_.length() <= 5
                         ? runOpener<uint8_t>(lists_, matrix_, *memo_, opener, rule, within,
                                              leastWrong, options, ctx)
                         : runOpener<uint16_t>(lists_, matrix_, *memo_, opener, rule, within,
                                               leastWrong, options, ctx);
    r.anyThreeInTwo = shortcuts;
    if (!r.strategy.empty()) {
        const StrategyCheck check = checkStrategy(r.strategy, lists_, {rule, within});
        r.unsolved = check.late;
    }
    return r;
}

}  // namespace guesslab
