// SPDX-License-Identifier: GPL-3.0-or-later
#include "gametreesolver.h"

#include "classcount.h"
#include "memorybudget.h"
#include "planpass.h"
#include "treememo.h"
#include "wordgame.h"

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace guesslab {

namespace {

// Values at or above this mean "no strategy" (a cap that cannot be kept);
// small enough that sums of a few never overflow, and fit the memo's int32.
constexpr uint64_t kInf = uint64_t{1} << 30;
// The questions left when nothing caps them.
constexpr int kUncapped = 1 << 14;
constexpr uint16_t kNoWin = 0xFFFF;

uint64_t add(uint64_t a, uint64_t b) {
    return std::min(a + b, kInf);
}

// A set of secrets, in increasing order, held elsewhere.
using Set = std::span<const SecretId>;
// The symmetries that keep the questions asked.
struct Group {
    std::vector<uint32_t> ids{0};  // symmetry ids; {0} when only the identity
    bool whole = false;            // instead: every symmetry of the game, too many to list
    bool trivial() const { return !whole && ids.size() <= 1; }
};

// The symmetries of `group` that keep the question coded `fixing` (-1: all
// of them): worked out only where a set is searched, not found remembered.
struct Symmetries {
    const Group* group;
    int64_t fixing = -1;
};

// The classes searched in parallel for the questions above a set: once one
// of them refutes its question, the searches of the others are abandoned.
struct Abandon {
    const std::atomic<bool>* refuted = nullptr;
    const Abandon* up = nullptr;

    static bool any(const Abandon* a) {
        for (; a; a = a->up)
            if (a->refuted->load(std::memory_order_relaxed))
                return true;
        return false;
    }
};

}  // namespace

// Every fixed question's feedback on every secret, and what names what.
struct GameTable {
    size_t questions = 0, secrets = 0;
    std::vector<uint8_t> cells;       // question-major
    std::vector<uint16_t> win;        // per question: the feedback that wins, or kNoWin
    std::vector<int32_t> names;       // per question: the secret it names, or -1
    std::vector<int32_t> questionOf;  // per secret: the question naming it, or -1
    size_t values = 0;                // feedback values that occur
    size_t nonWinning = 0;            // of those, values that win no question
    // The same cells secret-major, a row of `stride` bytes (the questions
    // rounded up to 64) per secret, for countClasses; empty when memory is
    // short. With at most 16 feedback values, relabelled 0..15 in order
    // (countClassesFew).
    std::vector<uint8_t> columns;
    size_t stride = 0;
    bool fewValues = false;

    uint8_t at(size_t q, SecretId s) const { return cells[q * secrets + s]; }
};

namespace {

// The questions worth asking at one set and their bounds. Tabulated games
// keep codes and read the table; the others keep each question and its
// feedback over the set.
struct NodeQuestions {
    std::vector<int64_t> codes;       // tabulated: per candidate
    std::vector<Question> questions;  // otherwise: per candidate
    std::vector<uint8_t> rows;        // otherwise: candidate-major, a cell per secret of the set
    std::vector<uint16_t> win;        // per candidate: the feedback that wins, or kNoWin
    std::vector<uint64_t> bound;      // per candidate
    std::vector<uint32_t> ties;       // per candidate: what breaks ties of bounds, and its index
    std::vector<uint32_t> order;      // candidates worth trying, best bound first
    // The most classes short of a win any question makes at the set: no
    // question makes more at a subset, so it bounds the branching below.
    size_t branching = 0;
    // The least bound of the questions left out for a bound not below beta.
    uint64_t floor = kInf;
    // Bounds from the count alone, raised when tried: per candidate,
    // whether raised (empty when every bound is final), the classes'
    // bounds, and the raised ones still to try (a heap of sort keys).
    std::vector<char> tight;
    std::vector<uint64_t> lower;
    std::vector<uint64_t> raised;

    uint64_t key(uint32_t c) const { return (bound[c] << 33) | ties[c]; }
};

// How one question splits a set: how many classes short of a win (their
// sizes listed beside it), and whether it may win.
struct Shape {
    uint32_t count = 0;
    bool wins = false;
};

// One class of a question's split: the feedback and the secrets.
struct Split {
    Feedback feedback;
    Set secrets;
};

// A question's classes, largest first, over one buffer of secrets.
struct Splits {
    std::vector<SecretId> secrets;
    std::vector<Split> parts;  // views into `secrets`: moved, never copied

    Splits() = default;
    Splits(Splits&&) = default;
    Splits(const Splits&) = delete;
    Splits& operator=(const Splits&) = delete;

    size_t size() const { return parts.size(); }
    const Split& operator[](size_t i) const { return parts[i]; }
    auto begin() const { return parts.begin(); }
    auto end() const { return parts.end(); }
};

struct Choice {
    Question question;
    bool found = false;
};

class Search {
public:
    Search(const Game& game, const GameTable* table, const GameTreeRequest& request, TreeMemo& memo,
           JobContext* ctx, size_t parallelFrom, size_t mostListed, bool counting)
        : game_(game),
          table_(table),
          within_(request.goal == GameTreeRequest::Goal::Within),
          identify_(game.endsWhenIdentified()),
          rule_(request.rules.rule),
          memo_(memo),
          ctx_(ctx),
          parallelFrom_(parallelFrom),
          mostListed_(mostListed),
          counting_(counting) {
        if (table) {
            m_ = std::max<size_t>(table->nonWinning, 1);
            k_ = std::max<size_t>(table->values, 1);
        } else {
            m_ = k_ = std::max<size_t>(game.feedbackCount(), 1);
        }
        feedbacks_ = std::min<size_t>(game.feedbackCount(), 256);
    }

    bool stopped() const { return stopped_.load(std::memory_order_relaxed); }
    // The set whose one question's classes report their progress (the
    // start, when a single question is tried there).
    void reportClassesOf(Set start) { classesReported_ = start; }
    uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }

    // The set's value when below beta, else a lower bound at least beta;
    // nothing to rely on once `abandon` says so (and nothing remembered).
    uint64_t value(const Set& s, int left, uint64_t beta, const Symmetries& symmetries,
                   const std::vector<Asked>& history, const Abandon* abandon = nullptr) {
        const size_t n = s.size();
        if (n == 0 || (identify_ && n == 1))
            return 0;
        if (left == 0)
            return within_ ? n : kInf;
        if (const auto small = smallSet(s, left))
            return *small;
        if (const auto known = separated(s, left))
            return *known;
        // No question names one secret and tells all the others apart, so
        // the set needs 2n questions at least.
        if (table_ && !identify_ && !within_ && 2 * n >= beta)
            return 2 * n;
        if (ctx_ && ctx_->cancelled()) {
            stopped_ = true;
            return kInf;
        }
        if (Abandon::any(abandon))
            return kInf;
        std::u16string key = keyOf(s, left);
        if (const auto known = memo_.find(key)) {
            const auto v = static_cast<uint64_t>(known->value);
            if (known->exact || v >= beta)
                return v;
        }
        nodes_.fetch_add(1, std::memory_order_relaxed);
        const Group h = symmetries.fixing < 0
                            ? *symmetries.group
                            : keptBy(*symmetries.group, Question{symmetries.fixing, {}, {}});
        const uint64_t v = searchSet(s, left, beta, h, history, nullptr, nullptr, abandon);
        if (!stopped() && !Abandon::any(abandon)) {
            MemoEntry entry;
            entry.value = static_cast<int32_t>(std::min(v, kInf));
            entry.exact = v < beta;
            memo_.store(std::move(key), entry);
        }
        return v;
    }

    // The best question at the set (the first of the order with the least
    // value), its value when below beta; `tried` gets every question tried.
    uint64_t searchSet(const Set& s, int left, uint64_t beta, const Group& h,
                       const std::vector<Asked>& history, Choice* choice,
                       std::vector<GameOpenerValue>* tried, const Abandon* abandon = nullptr) {
        NodeQuestions nq = questionsAt(s, left, beta, h, history);
        const bool classesReported = tried && nq.order.size() == 1;
        if (classesReported)
            reportClassesOf(s);
        else if (tried && ctx_)
            ctx_->beginPhase("Openers searched", nq.order.size());
        // Within K, asking nothing more leaves the set unfound: never worse.
        const uint64_t cap = within_ ? s.size() : kInf;
        uint64_t best = std::min(beta, cap);
        // The least lower bound of the questions that do no better than
        // best: what the set is known to need when none does (fail-soft),
        // remembered and passed up as more than beta itself.
        uint64_t failed = nq.floor;
        std::unordered_set<std::string> seen;
        size_t at = 0;
        for (uint32_t c; next(nq, at, s, best, c);) {
            if (stopped() || Abandon::any(abandon))
                break;
            if (nq.bound[c] >= best) {
                failed = std::min(failed, nq.bound[c]);
                break;
            }
            if (!seen.insert(signature(nq, c, s)).second)
                continue;
            const uint64_t v = evaluate(s, left, nq, c, best, h, history, abandon);
            if (v >= best)
                failed = std::min(failed, v);
            if (tried) {
                // A refuted question shows the best it lost to: its own
                // bound depends on which classes the workers finished first.
                tried->push_back({questionOf(nq, c), std::min(v, best), v < best});
                if (ctx_ && !classesReported)
                    ctx_->advance();
            }
            if (v < best && !stopped()) {
                best = v;
                if (choice)
                    *choice = {questionOf(nq, c), true};
            }
        }
        return best < beta ? best : std::min(failed, cap);
    }

    // The value of asking question c of nq at the set: exact when below
    // `best`, else a lower bound at least `best`.
    uint64_t evaluate(const Set& s, int left, const NodeQuestions& nq, uint32_t c, uint64_t best,
                      const Group& h, const std::vector<Asked>& history,
                      const Abandon* abandon = nullptr) {
        const Splits splits = splitBy(nq, c, s);
        const Question question = questionOf(nq, c);
        const Symmetries kept{&h, h.trivial() ? -1 : question.code};
        const uint64_t bound = nq.bound[c];
        std::vector<uint64_t> lower(splits.size());
        for (size_t i = 0; i < splits.size(); ++i)
            lower[i] = lowerBound(splits[i].secrets.size(), left - 1, nq.branching);
        const auto historyAfter = [&](const Split& split) {
            std::vector<Asked> next;
            if (!table_) {
                next = history;
                next.push_back({question, split.feedback});
            }
            return next;
        };
        if (s.size() >= parallelFrom_ && splits.size() > 1) {
            // Workers take the classes largest first; each starts with the
            // slack the classes finished so far have left. A class that
            // reaches its budget proves the question no better than `best`,
            // so the verdict is the sequential one whatever the timing;
            // only a refuted question's bound may differ. Once refuted, the
            // classes still being searched are abandoned, and only values
            // found before count towards the bound.
            const uint64_t slack = best - bound;
            // The one question tried at the start reports its classes solved.
            const bool reports =
                ctx_ && s.data() == classesReported_.data() && s.size() == classesReported_.size();
            if (reports)
                ctx_->beginPhase("Secrets of the first question's classes solved", s.size());
            std::atomic<uint64_t> excess{0};
            std::atomic<size_t> next{0};
            std::atomic<bool> refuted{false};
            const Abandon here{&refuted, abandon};
            std::vector<uint64_t> values(splits.size(), 0);
            const auto work = [&] {
                for (size_t i; (i = next.fetch_add(1)) < splits.size();) {
                    const uint64_t used = excess.load();
                    if (refuted.load() || used >= slack) {
                        refuted = true;
                        return;
                    }
                    const uint64_t budget = lower[i] + (slack - used);
                    values[i] = value(splits[i].secrets, left - 1, budget, kept,
                                      historyAfter(splits[i]), &here);
                    if (refuted.load())
                        return;  // perhaps abandoned: the value may mean nothing
                    if (values[i] >= budget)
                        refuted = true;
                    else if (reports)
                        ctx_->advance(splits[i].secrets.size());
                    excess.fetch_add(std::min(values[i], kInf) - lower[i]);
                }
            };
            tbb::task_group workers;
            const int n = std::min<int>(tbb::this_task_arena::max_concurrency(),
                                        static_cast<int>(splits.size()));
            for (int w = 1; w < n; ++w)
                workers.run(work);
            work();
            workers.wait();
            if (refuted)
                return std::max(best, add(bound, std::min(excess.load(), kInf)));
            uint64_t sum = bound;
            for (size_t i = 0; i < splits.size(); ++i)
                sum = add(sum - lower[i], values[i]);
            return sum;
        }
        uint64_t acc = bound;
        for (size_t i = 0; i < splits.size() && acc < best; ++i) {
            const uint64_t v = value(splits[i].secrets, left - 1, best - (acc - lower[i]), kept,
                                     historyAfter(splits[i]), abandon);
            acc = add(acc - lower[i], v);
        }
        return acc;
    }

    // The strategy below a set whose exact value is known, under `parent`.
    void build(const Set& s, int left, const Group& h, const std::vector<Asked>& history,
               GameStrategy& out, uint32_t parent, Feedback feedback) {
        const size_t n = s.size();
        if (n == 0 || (identify_ && n == 1) || left == 0 || stopped())
            return;
        const auto attach = [&](Question q) {
            const uint32_t id = out.addNode(std::move(q));
            if (parent != GameStrategy::kNone)
                out.link(parent, feedback, id);
            return id;
        };
        if (smallSet(s, left)) {  // name the first, then the other
            const uint32_t first = attach(named(s[0]));
            if (n == 2 && left >= 2) {
                const Feedback f = table_->at(static_cast<size_t>(table_->questionOf[s[0]]), s[1]);
                out.link(first, f, out.addNode(named(s[1])));
            }
            return;
        }
        const uint64_t v = value(s, left, kInf + 1, Symmetries{&h}, history);
        Choice choice;
        searchSet(s, left, v + 1, h, history, &choice, nullptr);
        if (!choice.found)
            return;
        const uint32_t id = attach(choice.question);
        followChoice(s, left, h, history, choice.question, out, id);
    }

    // The children of a node asking q at the set.
    void followChoice(const Set& s, int left, const Group& h, const std::vector<Asked>& history,
                      const Question& q, GameStrategy& out, uint32_t id) {
        NodeQuestions one = single(s, left, q);
        const Group kept = keptBy(h, q);
        for (const Split& split : splitBy(one, 0, s)) {
            std::vector<Asked> next;
            if (!table_) {
                next = history;
                next.push_back({q, split.feedback});
            }
            build(split.secrets, left - 1, kept, next, out, id, split.feedback);
        }
    }

    // The node questions holding only q (a given opener).
    NodeQuestions single(const Set& s, int left, const Question& q) {
        NodeQuestions nq;
        nq.branching = m_;
        const std::vector<uint64_t> lower = lowerBounds(s.size(), left - 1, m_);
        if (table_) {
            const auto code = static_cast<size_t>(q.code);
            std::vector<uint16_t> sizes;
            const Shape shape = shapeOf(table_->cells.data() + code * table_->secrets, s.data(),
                                        s.size(), table_->win[code], sizes);
            keep(nq, s.size(), shape, sizes.data(), table_->win[code], lower, kInf + 1, false);
            nq.codes.push_back(q.code);
        } else {
            consider(nq, s, q, lower, kInf + 1, false);
        }
        return nq;
    }

    // At most `branching` classes short of a win at every set below.
    uint64_t lowerBound(size_t n, int left, size_t branching) const {
        if (n == 0 || (identify_ && n == 1))
            return 0;
        if (identify_) {
            // A tree with n leaves and k branches: the shallowest fills two
            // levels, `depth` - 1 and `depth` (Kraft's inequality).
            uint64_t width = 1;  // k^depth
            int depth = 0;
            while (width < n && depth < left) {
                width = std::min<uint64_t>(width * k_, kInf);
                ++depth;
            }
            if (within_)
                return width >= n ? 0 : n - width;
            if (width < n || k_ < 2)
                return kInf;
            const uint64_t deeper = (n * k_ - width + k_ - 2) / (k_ - 1);
            return n * static_cast<uint64_t>(depth - 1) + std::min<uint64_t>(deeper, n);
        }
        // Naming games: at most m^(d-1) secrets found with the d-th question.
        uint64_t sum = 0, rest = n, width = 1;
        for (int d = 1; d <= left && rest > 0; ++d) {
            const uint64_t take = std::min(rest, width);
            sum += static_cast<uint64_t>(d) * take;
            rest -= take;
            width = std::min<uint64_t>(width * branching, kInf);
        }
        if (within_)
            return rest;
        return rest > 0 ? kInf : sum;
    }

    // The symmetries of h that keep q (all of them keep the set split by q).
    Group keptBy(const Group& h, const Question& q) const {
        if (h.trivial())
            return h;
        const auto code = static_cast<uint32_t>(q.code);
        Group kept;
        if (h.whole) {
            kept.ids = game_.symmetriesKeeping(code, mostListed_);
            return kept;
        }
        // Every class of a question's split asks this of the same group and
        // question: remembered.
        std::string key(reinterpret_cast<const char*>(h.ids.data()),
                        h.ids.size() * sizeof(uint32_t));
        key.append(reinterpret_cast<const char*>(&code), sizeof code);
        {
            std::lock_guard lock(keptMutex_);
            if (const auto it = kept_.find(key); it != kept_.end())
                return it->second;
        }
        kept.ids.clear();
        for (uint32_t g : h.ids)
            if (game_.mapCode(g, code) == code)
                kept.ids.push_back(g);
        std::lock_guard lock(keptMutex_);
        if (kept_.size() < kMostGroups)
            kept_.emplace(std::move(key), kept);
        return kept;
    }

    // Whether the rule allows q at the set the history leaves.
    bool allowed(const Question& q, const Set& s, const std::vector<Asked>& history) const {
        if (!table_ || rule_ == GuessRule::Normal)
            return game_.allows(q, history, rule_);
        const int32_t named = table_->names[static_cast<size_t>(q.code)];
        return named >= 0 && std::binary_search(s.begin(), s.end(), static_cast<SecretId>(named));
    }

private:
    // The first question of each class the group's symmetries map onto each
    // other, as bits by code: worked out once per group, since the sets
    // below one sequence of questions share it (and most groups are small).
    std::shared_ptr<const std::vector<uint64_t>> representatives(const Group& h) const {
        const std::string key(reinterpret_cast<const char*>(h.ids.data()),
                              h.ids.size() * sizeof(uint32_t));
        {
            std::lock_guard lock(firstsMutex_);
            if (const auto it = firsts_.find(key); it != firsts_.end())
                return it->second;
        }
        const size_t questions = table_->questions;
        auto firsts = std::make_shared<std::vector<uint64_t>>((questions + 63) / 64, 0);
        std::vector<char> covered(questions, 0);
        for (size_t q = 0; q < questions; ++q) {
            if (covered[q])
                continue;
            (*firsts)[q / 64] |= uint64_t{1} << (q % 64);
            for (uint32_t g : h.ids)
                covered[game_.mapCode(g, static_cast<uint32_t>(q))] = 1;
        }
        std::lock_guard lock(firstsMutex_);
        if (firsts_.size() < kMostGroups)
            firsts_.emplace(key, firsts);
        return firsts;
    }

    // Sets of one or two secrets that every question can name: their value
    // without a search.
    std::optional<uint64_t> smallSet(const Set& s, int left) const {
        if (identify_ || !table_ || s.size() > 2)
            return std::nullopt;
        for (SecretId x : s)
            if (table_->questionOf[x] < 0)
                return std::nullopt;
        if (s.size() == 1)
            return within_ ? 0 : 1;
        if (left >= 2)
            return within_ ? 0 : 3;
        return within_ ? 1 : kInf;
    }

    // Naming games with a table: one question left finds one secret at
    // most; with two or more, a secret whose question tells all the others
    // apart gives the least any set can cost (2n - 1, none unfound).
    std::optional<uint64_t> separated(const Set& s, int left) const {
        if (identify_ || !table_)
            return std::nullopt;
        const size_t n = s.size();
        const bool askable =
            std::any_of(s.begin(), s.end(), [&](SecretId x) { return table_->questionOf[x] >= 0; });
        if (left == 1)
            return within_ ? n - (askable ? 1 : 0) : kInf;
        if (n > m_ + 1)
            return std::nullopt;
        for (SecretId x : s) {
            const int32_t q = table_->questionOf[x];
            if (q < 0)
                continue;
            const uint8_t* row = table_->cells.data() + static_cast<size_t>(q) * table_->secrets;
            bool seen[256] = {};
            bool apart = true;
            for (SecretId y : s) {
                const uint8_t f = row[y];
                apart = apart && !seen[f];
                seen[f] = true;
            }
            if (apart)
                return within_ ? 0 : 2 * n - 1;
        }
        return std::nullopt;
    }

    Question named(SecretId s) const { return Question{table_->questionOf[s], {}, {}}; }

    std::u16string keyOf(const Set& s, int left) const {
        std::u16string key;
        key.reserve(s.size() + 1);
        key.push_back(static_cast<char16_t>(left >= kUncapped / 2 ? 0 : left + 1));
        for (SecretId x : s)
            key.push_back(static_cast<char16_t>(x));
        return key;
    }

    Question questionOf(const NodeQuestions& nq, uint32_t c) const {
        return table_ ? Question{nq.codes[c], {}, {}} : nq.questions[c];
    }

    // The cells of candidate c over the set.
    std::vector<uint8_t> cellsOf(const NodeQuestions& nq, uint32_t c, const Set& s) const {
        if (!table_) {
            const auto* row = nq.rows.data() + size_t{c} * s.size();
            return {row, row + s.size()};
        }
        std::vector<uint8_t> cells(s.size());
        const uint8_t* base =
            table_->cells.data() + static_cast<size_t>(nq.codes[c]) * table_->secrets;
        for (size_t i = 0; i < s.size(); ++i)
            cells[i] = base[s[i]];
        return cells;
    }

    // lowerBound(k, left, branching) for every k up to n.
    std::vector<uint64_t> lowerBounds(size_t n, int left, size_t branching) const {
        std::vector<uint64_t> out(n + 1);
        for (size_t k = 0; k <= n; ++k)
            out[k] = lowerBound(k, left, branching);
        return out;
    }

    // The candidates at the set with a bound below beta, in the order to try
    // them: least bound first, then those that may win, then those with more
    // classes, then the game's order.
    NodeQuestions questionsAt(const Set& s, int left, uint64_t beta, const Group& h,
                              const std::vector<Asked>& history) const {
        NodeQuestions nq;
        nq.branching = m_;
        const size_t n = s.size();
        bool counted = false;
        if (table_) {
            std::vector<char> inSet(rule_ != GuessRule::Normal ? table_->secrets : 0, 0);
            if (!inSet.empty())
                for (SecretId x : s)
                    inSet[x] = 1;
            const std::shared_ptr<const std::vector<char>> redundant = game_.redundantQuestions(s);
            const std::shared_ptr<const std::vector<uint64_t>> firsts =
                h.trivial() || h.whole ? nullptr : representatives(h);
            std::unordered_set<std::string> classes;  // the whole group's orbits
            // Sets of up to 255 secrets count every question's classes at
            // once; a set of n needs 2n - 1 questions at least, so k classes
            // (one of them a win) cost 3n - k - [a win] at least, and only
            // the questions that bound leaves below beta are tallied.
            // (A set of one, met only where a search starts, is left to the
            // plain tally: no question splits it, and one names it.)
            counted =
                counting_ && table_->stride > 0 && !within_ && !identify_ && n >= 2 && n <= 255;
            // The questions to look at: under the count's bound, those it
            // leaves below beta that split the set or may win; else all.
            std::vector<uint32_t> listed;
            // Per thread, reused from set to set (this runs at every one).
            thread_local std::vector<uint8_t> counts, member;
            size_t most = 1;
            if (counted) {
                const std::vector<uint16_t> ids(s.begin(), s.end());
                counts.resize(table_->stride);
                if (table_->fewValues)
                    countClassesFew(table_->columns.data(), table_->stride, ids.data(), n,
                                    counts.data());
                else
                    countClasses(table_->columns.data(), table_->stride, ids.data(), n,
                                 counts.data());
                member.resize(table_->questions);
                std::fill(member.begin(), member.end(), uint8_t{0});
                for (SecretId x : s)
                    if (table_->questionOf[x] >= 0)
                        member[static_cast<size_t>(table_->questionOf[x])] = 1;
                uint8_t mostClasses = 1;
                for (size_t q = 0; q < table_->questions; ++q)
                    mostClasses = std::max<uint8_t>(mostClasses, counts[q] - member[q]);
                most = mostClasses;
                listed = listedByCount(counts.data(), member.data(), n, beta, nq.floor);
            } else {
                listed.resize(table_->questions);
                for (size_t q = 0; q < listed.size(); ++q)
                    listed[q] = static_cast<uint32_t>(q);
            }
            // Every question the rule allows below was counted here (or its
            // symmetric image, or one alike but for absent symbols).
            if (counted)
                nq.branching = std::min(most, m_);
            const std::vector<uint64_t> lower = lowerBounds(n, left - 1, nq.branching);
            // When every class of k secrets can cost no less than 2k - 1, the
            // count's bound is the bound; else it is raised from the class
            // sizes when the question is tried (tighten), as most never are.
            bool countIsBound = counted;
            for (size_t k = 1; k <= n && countIsBound; ++k)
                countIsBound = lower[k] == 2 * k - 1;
            if (counted && !countIsBound) {
                nq.lower = lower;
                nq.tight.reserve(listed.size());
            }
            if (counted) {  // at most the questions listed: one allocation each
                nq.codes.reserve(listed.size());
                nq.win.reserve(listed.size());
                nq.bound.reserve(listed.size());
                nq.ties.reserve(listed.size());
            }
            // The least a question can cost with k classes short of a win
            // over m secrets: the bounds grow ever faster with the size
            // (convex), so with classes as even as can be. By k and a win.
            std::vector<uint64_t> even(counted ? 2 * (n + 1) : 0, kInf);
            for (size_t wins = 0; wins < 2 && counted; ++wins)
                for (size_t k = 1; k + wins <= n; ++k) {
                    const size_t m = n - wins, size = m / k, rest = m % k;
                    const uint64_t larger = rest > 0 ? rest * lower[size + 1] : 0;  // size + 1 <= n
                    even[2 * k + wins] = std::min(kInf, n + larger + (k - rest) * lower[size]);
                }
            for (const uint32_t q : listed) {
                if (rule_ != GuessRule::Normal &&
                    (table_->names[q] < 0 || !inSet[static_cast<size_t>(table_->names[q])]))
                    continue;
                if (redundant && (*redundant)[q])
                    continue;
                if (h.whole) {  // the opening classes are the orbits
                    std::string cls = game_.openingClass(Question{static_cast<int64_t>(q), {}, {}});
                    if (!cls.empty() && !classes.insert(std::move(cls)).second)
                        continue;
                } else if (firsts && !((*firsts)[q / 64] >> (q % 64) & 1)) {
                    continue;
                }
                if (counted) {
                    const uint64_t bound = even[2 * (counts[q] - member[q]) + member[q]];
                    if (bound >= beta) {
                        nq.floor = std::min(nq.floor, bound);
                        continue;
                    }
                    // Ties by a win only (as bucketed below), then code order.
                    keepCounted(nq, bound, 255, member[q] != 0, table_->win[q]);
                    nq.codes.push_back(q);
                    if (!countIsBound)
                        nq.tight.push_back(0);
                    continue;
                }
                thread_local std::vector<uint16_t> sizes;
                const Shape shape = shapeOf(table_->cells.data() + size_t{q} * table_->secrets,
                                            s.data(), n, table_->win[q], sizes);
                if (keep(nq, n, shape, sizes.data(), table_->win[q], lower, beta, true))
                    nq.codes.push_back(q);
            }
        } else {
            const std::vector<uint64_t> lower = lowerBounds(s.size(), left - 1, m_);
            for (Question& q : game_.questions(s))
                if (game_.allows(q, history, rule_))
                    consider(nq, s, std::move(q), lower, beta, true);
        }
        nq.order.resize(nq.ties.size());
        uint64_t highest = 0;
        for (uint64_t b : nq.bound)
            highest = std::max(highest, b);
        if (counted && highest < 64 * n) {
            // Bounds from the count: bucketed, by a win, in code order.
            const size_t buckets = 2 * (highest + 1);
            std::vector<uint32_t> start(buckets + 1, 0);
            const auto bucketOf = [&](uint32_t c) {
                return static_cast<size_t>(2 * nq.bound[c] + (nq.ties[c] >> 31));
            };
            for (uint32_t c = 0; c < nq.ties.size(); ++c)
                ++start[bucketOf(c) + 1];
            for (size_t b = 0; b < buckets; ++b)
                start[b + 1] += start[b];
            for (uint32_t c = 0; c < nq.ties.size(); ++c)
                nq.order[start[bucketOf(c)]++] = c;
            return nq;
        }
        // Sort keys: the bound above the ties and index (23 bits).
        std::vector<uint64_t> keys(nq.ties.size());
        for (uint32_t c = 0; c < keys.size(); ++c)
            keys[c] = nq.key(c);
        std::sort(keys.begin(), keys.end());
        for (size_t i = 0; i < keys.size(); ++i)
            nq.order[i] = static_cast<uint32_t>(keys[i] & 0x7FFFFF);
        return nq;
    }

    // A question of a game without a table: its row over the set, then consider it.
    bool consider(NodeQuestions& nq, const Set& s, Question q, const std::vector<uint64_t>& lower,
                  uint64_t beta, bool dropUseless) const {
        std::vector<Feedback> feedback(s.size());
        game_.feedbackRow(q, s, feedback.data());
        std::vector<uint8_t> row(s.size());
        for (size_t i = 0; i < s.size(); ++i)
            row[i] = static_cast<uint8_t>(feedback[i]);
        uint16_t win = kNoWin;
        for (Feedback f = 0; f < game_.feedbackCount() && win == kNoWin; ++f)
            if (game_.wins(q, f))
                win = static_cast<uint16_t>(f);
        std::vector<uint16_t> sizes;
        const Shape shape = shapeOf(row.data(), nullptr, s.size(), win, sizes);
        if (!keep(nq, s.size(), shape, sizes.data(), win, lower, beta, dropUseless))
            return false;
        nq.rows.insert(nq.rows.end(), row.begin(), row.end());
        nq.questions.push_back(std::move(q));
        return true;
    }

    // How the cells base[at[i]] (or base[i] without `at`) split the set:
    // the sizes of the classes short of a win go to `sizes`.
    Shape shapeOf(const uint8_t* base, const SecretId* at, size_t n, uint16_t win,
                  std::vector<uint16_t>& sizes) const {
        // Class sizes, and the classes met, so that the cost is the set's
        // size rather than the number of feedback values.
        uint32_t count[256];
        uint8_t met[256];
        std::fill_n(count, feedbacks_, 0u);  // cells are below feedbacks_
        uint32_t classes = 0;
        const auto add = [&](uint8_t f) {
            met[classes] = f;
            classes += count[f]++ == 0;
        };
        if (at)
            for (size_t i = 0; i < n; ++i)
                add(base[at[i]]);
        else
            for (size_t i = 0; i < n; ++i)
                add(base[i]);
        Shape shape;
        sizes.clear();
        for (uint32_t k = 0; k < classes; ++k) {
            if (met[k] == win) {
                shape.wins = true;
            } else {
                sizes.push_back(static_cast<uint16_t>(count[met[k]]));
                ++shape.count;
            }
        }
        return shape;
    }

    // Keeps a candidate of the given shape, with its bound, win and place in
    // the order, when its bound is below beta and (dropUseless) it splits
    // the set or may win. The caller then stores the question itself.
    bool keep(NodeQuestions& nq, size_t n, const Shape& shape, const uint16_t* sizes, uint16_t win,
              const std::vector<uint64_t>& lower, uint64_t beta, bool dropUseless) const {
        uint64_t bound = within_ ? 0 : n;
        for (uint32_t k = 0; k < shape.count; ++k)
            bound += lower[sizes[k]];
        bound = std::min(bound, kInf);
        const uint32_t classes = shape.count + (shape.wins ? 1 : 0);
        if (dropUseless && classes == 1 && !shape.wins)
            return false;  // splits nothing and names no secret of the set
        if (dropUseless && bound >= beta) {
            nq.floor = std::min(nq.floor, bound);
            return false;
        }
        keepCounted(nq, bound, classes, shape.wins, win);
        return true;
    }

    // The next candidate in the order (from `at`). With bounds from the
    // count, a candidate whose bound is below `best` is first raised (it
    // joins the raised ones, to come when no lower bound is left): so the
    // least raised bound comes first, as if every bound had been raised.
    // False when none is left.
    bool next(NodeQuestions& nq, size_t& at, const Set& s, uint64_t best, uint32_t& c) const {
        const auto later = std::greater<>();
        for (;;) {
            const bool listed = at < nq.order.size();
            if (!nq.raised.empty() && (!listed || nq.raised.front() < nq.key(nq.order[at]))) {
                std::pop_heap(nq.raised.begin(), nq.raised.end(), later);
                c = static_cast<uint32_t>(nq.raised.back() & 0x7FFFFF);
                nq.raised.pop_back();
                return true;
            }
            if (!listed)
                return false;
            c = nq.order[at++];
            if (nq.tight.empty() || nq.tight[c] || nq.bound[c] >= best)
                return true;
            tighten(nq, c, s);
            nq.raised.push_back(nq.key(c));
            std::push_heap(nq.raised.begin(), nq.raised.end(), later);
        }
    }

    // The questions worth trying by the count's bound (3n - classes - [a
    // win]): those that split the set with a bound below beta, in code
    // order; `floor` gets the least bound of the other splitting ones.
    std::vector<uint32_t> listedByCount(const uint8_t* counts, const uint8_t* member, size_t n,
                                        uint64_t beta, uint64_t& floor) const {
        const size_t questions = table_->questions;
        std::vector<uint32_t> listed;
        if (questions <= 65536) {  // the plan's pass of the word search, vectorised
            constexpr int kNone = 1 << 30;
            thread_local std::vector<uint16_t> list;
            list.resize(questions + trees::PlanPass::kListSlack);
            const trees::PlanPassResult pass =
                trees::PlanPass::run({counts, member, questions, static_cast<int>(n), 2,
                                      static_cast<int>(std::min<uint64_t>(beta, 0xFFFF)), kNone},
                                     list.data());
            listed.assign(list.begin(), list.begin() + static_cast<ptrdiff_t>(pass.listed));
            if (pass.failed < kNone)
                floor = static_cast<uint64_t>(pass.failed);
            return listed;
        }
        for (size_t q = 0; q < questions; ++q) {
            if (counts[q] < 2)
                continue;  // splits nothing (n >= 2: a question naming a secret splits)
            const uint64_t bound = 3 * n - counts[q] - member[q];
            if (bound < beta)
                listed.push_back(static_cast<uint32_t>(q));
            else
                floor = std::min(floor, bound);
        }
        return listed;
    }

    // Raises candidate c's bound from the count's to the sum of its classes'.
    void tighten(NodeQuestions& nq, uint32_t c, const Set& s) const {
        const uint8_t* row =
            table_->cells.data() + static_cast<size_t>(nq.codes[c]) * table_->secrets;
        // Two tallies, so that no count waits on the one before.
        uint16_t even[256], odd[256];
        std::fill_n(even, feedbacks_, uint16_t{0});
        std::fill_n(odd, feedbacks_, uint16_t{0});
        const size_t n = s.size();
        size_t i = 0;
        for (; i + 2 <= n; i += 2) {
            ++even[row[s[i]]];
            ++odd[row[s[i + 1]]];
        }
        if (i < n)
            ++even[row[s[i]]];
        uint64_t bound = n;
        for (size_t f = 0; f < feedbacks_; ++f)
            if (f != nq.win[c])
                bound += nq.lower[even[f] + odd[f]];  // lower[0] is 0
        nq.bound[c] = std::max(nq.bound[c], std::min(bound, kInf));
        nq.tight[c] = 1;
    }

    // Keeps a candidate with its bound, its classes (a win among them) and
    // win, in the order: the index in the low bits, above it what breaks ties.
    static void keepCounted(NodeQuestions& nq, uint64_t bound, uint32_t classes, bool wins,
                            uint16_t win) {
        const auto index = static_cast<uint32_t>(nq.win.size());
        nq.win.push_back(win);
        nq.bound.push_back(bound);
        nq.ties.push_back((static_cast<uint32_t>(!wins) << 31) |
                          (static_cast<uint32_t>(255 - std::min(classes, 255u)) << 23) | index);
    }

    // The classes a question leaves to search, largest first.
    Splits splitBy(const NodeQuestions& nq, uint32_t c, const Set& s) const {
        const std::vector<uint8_t> row = cellsOf(nq, c, s);
        uint32_t count[256];
        std::fill_n(count, feedbacks_, 0u);
        size_t kept = 0;
        for (size_t i = 0; i < s.size(); ++i)
            if (row[i] != nq.win[c]) {
                ++count[row[i]];
                ++kept;
            }
        // The classes largest first (then by feedback), each in the set's order.
        std::vector<std::pair<uint32_t, uint32_t>> order;  // (size, feedback)
        for (uint32_t f = 0; f < feedbacks_; ++f)
            if (count[f] > 0)
                order.emplace_back(count[f], f);
        std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first > b.first : a.second < b.second;
        });
        Splits splits;
        splits.secrets.resize(kept);
        uint32_t start[256];
        uint32_t at = 0;
        for (const auto& [size, f] : order) {
            start[f] = at;
            at += size;
        }
        for (size_t i = 0; i < s.size(); ++i)
            if (row[i] != nq.win[c])
                splits.secrets[start[row[i]]++] = s[i];
        at = 0;
        for (const auto& [size, f] : order) {
            splits.parts.push_back(
                {static_cast<Feedback>(f), Set(splits.secrets.data() + at, size)});
            at += size;
        }
        return splits;
    }

    // The split up to the names of its classes; the winning class marked.
    std::string signature(const NodeQuestions& nq, uint32_t c, const Set& s) const {
        std::string sig(s.size(), '\0');
        std::vector<int> label(feedbacks_, -1);
        int next = 0;
        const std::vector<uint8_t> row = cellsOf(nq, c, s);
        for (size_t i = 0; i < s.size(); ++i) {
            if (row[i] == nq.win[c]) {
                sig[i] = '\xff';
                continue;
            }
            if (label[row[i]] < 0)
                label[row[i]] = next++;
            sig[i] = static_cast<char>(label[row[i]]);
        }
        return sig;
    }

    const Game& game_;
    const GameTable* table_;
    bool within_, identify_;
    GuessRule rule_;
    TreeMemo& memo_;
    JobContext* ctx_;
    size_t parallelFrom_;
    size_t mostListed_;  // symmetries listed at most (GameTreeSolver::setMostListed)
    bool counting_;      // GameTreeSolver::setCounting
    size_t m_ = 1, k_ = 1;
    size_t feedbacks_ = 256;  // feedback values are below this
    std::atomic<bool> stopped_{false};
    std::atomic<uint64_t> nodes_{0};
    Set classesReported_;
    static constexpr size_t kMostGroups = size_t{1} << 16;
    mutable std::mutex firstsMutex_, keptMutex_;
    mutable std::unordered_map<std::string, Group> kept_;
    mutable std::unordered_map<std::string, std::shared_ptr<const std::vector<uint64_t>>> firsts_;
};

}  // namespace

GameTreeSolver::GameTreeSolver(const Game& game) : game_(game) {
    const size_t secrets = game.secretCount();
    if (secrets > 0xFFFF)
        throw std::invalid_argument("the exact search takes at most 65535 secrets, not " +
                                    std::to_string(secrets));
    // 255 at most: a class label must never equal the winning class's mark.
    if (game.feedbackCount() > 255)
        throw std::invalid_argument("the exact search takes at most 255 feedback values");
    const size_t questions = game.questionCodes();
    if (questions == 0 || questions >= (size_t{1} << 23) ||
        uint64_t{questions} * secrets > memoryBudget() / 2)
        return;  // asked at each set instead
    auto table = std::make_unique<GameTable>();
    table->questions = questions;
    table->secrets = secrets;
    table->cells.resize(questions * secrets);
    table->win.assign(questions, kNoWin);
    table->names.assign(questions, -1);
    table->questionOf.assign(secrets, -1);
    std::vector<SecretId> all(secrets);
    for (SecretId s = 0; s < secrets; ++s)
        all[s] = s;
    tbb::parallel_for(size_t{0}, questions, [&](size_t q) {
        const Question question{static_cast<int64_t>(q), {}, {}};
        std::vector<Feedback> row(secrets);
        game.feedbackRow(question, all, row.data());
        for (size_t s = 0; s < secrets; ++s)
            table->cells[q * secrets + s] = static_cast<uint8_t>(row[s]);
        for (Feedback f = 0; f < game.feedbackCount(); ++f)
            if (game.wins(question, f)) {
                table->win[q] = static_cast<uint16_t>(f);
                break;
            }
    });
    std::vector<char> occurs(256, 0), winning(256, 0);
    for (size_t q = 0; q < questions; ++q) {
        const Question question{static_cast<int64_t>(q), {}, {}};
        if (const auto s = game.secretOf(question); s && *s < secrets) {
            table->names[q] = static_cast<int32_t>(*s);
            table->questionOf[*s] = static_cast<int32_t>(q);
        }
        if (table->win[q] != kNoWin)
            winning[table->win[q]] = 1;
    }
    for (uint8_t cell : table->cells)
        occurs[cell] = 1;
    for (size_t f = 0; f < 256; ++f) {
        table->values += occurs[f];
        table->nonWinning += occurs[f] && !winning[f];
    }
    table->stride = (questions + 63) / 64 * 64;
    if (uint64_t{table->stride} * secrets > memoryBudget() / 4) {
        table->stride = 0;
    } else {
        table->fewValues = table->values <= 16;
        std::array<uint8_t, 256> label{};
        for (size_t f = 0, next = 0; f < 256; ++f)
            if (occurs[f])
                label[f] = static_cast<uint8_t>(table->fewValues ? next++ : f);
        table->columns.assign(table->stride * secrets, 0);
        tbb::parallel_for(size_t{0}, secrets, [&](size_t s) {
            uint8_t* row = table->columns.data() + s * table->stride;
            for (size_t q = 0; q < questions; ++q)
                row[q] = label[table->cells[q * secrets + s]];
        });
    }
    table_ = std::move(table);
}

GameTreeSolver::~GameTreeSolver() = default;

TreeMemo& GameTreeSolver::memoFor(const GameTreeRequest& request) {
    // Values depend on the goal and the rule only, not on the position.
    if (!memo_ || memoGoal_ != request.goal || memoRule_ != request.rules.rule) {
        memo_ = std::make_unique<TreeMemo>();
        memoGoal_ = request.goal;
        memoRule_ = request.rules.rule;
    }
    return *memo_;
}

GameTreeResult GameTreeSolver::solve(const GameTreeRequest& request, JobContext* ctx) {
    const bool within = request.goal == GameTreeRequest::Goal::Within;
    const auto played = static_cast<int>(request.position.size());
    if (within && request.rules.maxGuesses < 1)
        throw std::invalid_argument("within K takes K of at least 1");
    if (request.rules.maxGuesses > 0 && request.rules.maxGuesses <= played)
        throw std::invalid_argument("the cap leaves no question after the position");
    // A word game's hard mode keeps the hints shown, which the set of
    // secrets left does not determine: the memo (by set) and the table's
    // rule (a question naming a secret left) hold for the other rules only.
    if (request.rules.rule == GuessRule::Hard && dynamic_cast<const WordGame*>(&game_))
        throw std::invalid_argument(
            "hard mode of a word game is searched by the word solver (tree), not as a game");
    TreeMemo& memo = memoFor(request);
    Search search(game_, table_.get(), request, memo, ctx, parallelFrom_, mostListed_, counting_);
    // The secrets the position leaves, and the symmetries that keep it.
    std::vector<SecretId> all;
    for (SecretId s = 0; s < game_.secretCount(); ++s)
        if (std::all_of(request.position.begin(), request.position.end(), [&](const Asked& a) {
                return game_.feedback(a.question, s) == a.feedback;
            }))
            all.push_back(s);
    if (all.empty())
        throw std::invalid_argument("no secret gives the feedback of the position");
    const int left = request.rules.maxGuesses > 0 ? request.rules.maxGuesses - played : kUncapped;
    Group group;
    if (request.symmetry && table_ && game_.symmetryCount() > 1) {
        if (game_.symmetryCount() > mostListed_) {
            group.whole = true;
        } else {
            group.ids.resize(game_.symmetryCount());
            for (uint32_t g = 0; g < group.ids.size(); ++g)
                group.ids[g] = g;
        }
        for (const Asked& a : request.position)
            group = search.keptBy(group, a.question);
    }
    const std::vector<Asked>& history = request.position;
    const uint64_t beta = within && !request.leastWrong ? 1 : kInf;

    GameTreeResult result;
    result.goal = request.goal;
    result.secrets = all.size();
    if (game_.endsWhenIdentified() && all.size() == 1) {  // the position names the secret
        result.proven = result.solvable = true;
        return result;
    }
    bool chosen = request.opener.has_value();
    uint64_t v = kInf;
    if (request.opener) {
        if (table_ && (request.opener->code < 0 ||
                       static_cast<size_t>(request.opener->code) >= table_->questions))
            throw std::invalid_argument("the opener is not a question of " + game_.name());
        if (!search.allowed(*request.opener, all, history))
            throw std::invalid_argument(game_.describeQuestion(*request.opener) +
                                        " is not allowed at the position in " +
                                        ruleName(request.rules.rule) + " mode");
        NodeQuestions one = search.single(all, left, *request.opener);
        search.reportClassesOf(all);
        v = one.bound[0] < beta ? search.evaluate(all, left, one, 0, beta, group, history) : beta;
        result.opener = *request.opener;
    } else {
        Choice choice;
        v = search.searchSet(all, left, beta, group, history, &choice, &result.openers);
        chosen = choice.found;  // none when asking nothing more is best (within K)
        if (choice.found)
            result.opener = choice.question;
    }
    // Past beta (no strategy within K) the value is only a bound, and the
    // workers' timing sets which: beta, the same on any number of threads.
    v = std::min(v, beta);
    if (request.opener)
        result.openers.push_back({*request.opener, v, v < beta});
    result.proven = !search.stopped();
    if (within) {
        result.wrong = std::min<uint64_t>(v, all.size());
        result.solvable = v == 0;
    } else {
        result.solvable = v < kInf;
        result.total = result.solvable ? v : 0;
    }
    const bool show = v < beta && result.proven && (within || result.solvable);
    if (show && chosen) {
        const uint32_t root = result.strategy.addNode(result.opener);
        search.followChoice(all, left, group, history, result.opener, result.strategy, root);
    }
    if (search.stopped()) {  // stopped while the strategy was built: it is not whole
        result.proven = false;
        result.strategy = GameStrategy{};
    }
    result.nodes = search.nodes();
    result.memoEntries = memo.entries();
    return result;
}

}  // namespace guesslab
