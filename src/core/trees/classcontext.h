// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classcount.h"
#include "gamelists.h"
#include "hardmoderule.h"
#include "largebuffer.h"
#include "memorybudget.h"
#include "pattern.h"
#include "patternmatrix.h"
#include "simdgrader.h"
#include "strategytree.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

// The tables an exact search over one class of an opener's partition works
// on (local ids, the words worth guessing and their feedback), shared by the
// minimum-total and the within-K searches. Internal to trees.
namespace guesslab::trees {

// One class of the opener's partition, in local ids: its answers, the words
// worth guessing for it, and their feedback. Cell is uint8_t for words of up
// to five letters, uint16_t beyond. Normal and hard contexts read their
// cells in the opener's tables, so they must not outlive them; moves only.
template <class Cell>
struct ClassContext {
    ClassContext() = default;
    ClassContext(ClassContext&&) noexcept = default;
    ClassContext& operator=(ClassContext&&) noexcept = default;

    uint32_t owner = 0;
    Pattern feedback;               // the opener's feedback for this class
    std::vector<WordId> answers;    // local answer -> global answer id
    std::vector<WordId> guesses;    // local guess -> global guess id
    std::vector<int32_t> memberOf;  // local guess -> local answer, or -1
    std::vector<uint16_t> guessOf;  // local answer -> its local guess
    std::vector<uint32_t> weight;   // local answer -> its weight under a prior; empty: all 1
    const Cell* cells = nullptr;    // [g * answers + a]: feedback of guess g for answer a
    std::vector<Cell> ownCells;     // strict: the cells (the others' are the opener's)
    std::vector<Cell> guessCells;   // strict, [g * guesses + h]: feedback of g for word h
    std::vector<uint8_t> symbols;   // normal and hard, [g * length + i]: the symbols of guess g
    std::vector<HardHints::SymbolCounts> counts;  // hard: guess g's symbol counts
    size_t length = 0;
    HardHints hints;                   // hard: the hints the opener's feedback revealed
    const uint8_t* columns = nullptr;  // normal and hard, short words: cells by answer, rows of
                                       // `stride`; in the opener's tables
    size_t stride = 0;
    // Arranged columns (see arrangeColumns) hold the guesses by position,
    // the most classes on the whole class first: a guess splits any subset
    // into no more classes than it splits the class (its ceiling), so a
    // scan for the most classes on a subset may end early. Both are empty
    // when the columns are in guess order.
    std::vector<uint16_t> columnOf;  // local guess -> its position in the columns
    std::vector<uint16_t> guessAt;   // position -> local guess
    std::vector<uint8_t> ceiling;    // per position, `stride` of them: 0 past the guesses

    const Cell* row(size_t g) const { return cells + g * answers.size(); }
    const Cell* guessRow(size_t g) const { return guessCells.data() + g * guesses.size(); }
};

// Relabels rows by first occurrence, so rows that split the answers alike
// compare equal. Byte rows use a table of 256 labels, reset after each row
// at the values it met; wider rows get a new stamp each instead of a
// cleared table: a pattern's label counts only when stamped with the
// current row.
class RowCanon {
public:
    explicit RowCanon(size_t patterns) : seen_(patterns, 0) { byteLabel_.fill(kUnseen); }

    // The relabelled row in out (labels number at most the row's values,
    // so they fit its type); returns a hash of it.
    template <class Cell>
    uint64_t canonical(const Cell* row, size_t n, std::vector<Cell>& out) {
        out.resize(n);
        if constexpr (sizeof(Cell) == 1)
            relabelBytes(row, n, out.data());
        else
            relabelStamped(row, n, out.data());
        // FNV-1a over eight bytes of labels at a time: fewer multiplies on
        // the hash's serial chain.
        constexpr size_t kStep = 8 / sizeof(Cell);
        uint64_t h = 1469598103934665603ull;
        size_t i = 0;
        for (; i + kStep <= n; i += kStep) {
            uint64_t word;
            std::memcpy(&word, out.data() + i, sizeof word);
            h = (h ^ word) * 1099511628211ull;
        }
        for (; i < n; ++i)
            h = (h ^ out[i]) * 1099511628211ull;
        // A product's low bits depend only on its factors' low bits, so
        // without this mix a table index taken from them would see only the
        // first label of each step.
        h ^= h >> 33;
        h *= 0xff51afd7ed558ccdull;
        return h ^ (h >> 33);
    }

private:
    static constexpr uint8_t kUnseen = 0xFF;  // a byte row has at most 243 values

    // Bytes in a table that stays in a few cache lines; a value's entry is
    // written only at its first occurrence, so reads of repeated values do
    // not wait on a store (a branchless form that always stores was slower).
    void relabelBytes(const uint8_t* row, size_t n, uint8_t* out) {
        unsigned next = 0;
        for (size_t i = 0; i < n; ++i) {
            const uint8_t v = row[i];
            uint8_t label = byteLabel_[v];
            if (label == kUnseen) {
                label = static_cast<uint8_t>(next);
                byteLabel_[v] = label;
                met_[next++] = v;
            }
            out[i] = label;
        }
        for (unsigned k = 0; k < next; ++k)
            byteLabel_[met_[k]] = kUnseen;
    }

    template <class Cell>
    void relabelStamped(const Cell* row, size_t n, Cell* out) {
        if (++stamp_ == 0) {  // after 2^32 rows: start the stamps again
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        const uint64_t current = uint64_t{stamp_} << 32;
        uint16_t next = 0;
        for (size_t i = 0; i < n; ++i) {
            uint64_t& entry = seen_[row[i]];
            if ((entry & ~uint64_t{0xFFFFFFFF}) != current)
                entry = current | next++;
            out[i] = static_cast<Cell>(entry);
        }
    }

    std::vector<uint64_t> seen_;  // wide rows, per pattern: stamp << 32 | label
    uint32_t stamp_ = 0;
    std::array<uint8_t, 256> byteLabel_;  // byte rows, per value: its label or kUnseen
    std::array<uint8_t, 257> met_;        // byte rows: the values met, in order
};

using Ids = std::vector<uint16_t>;

// The opener's classes other than its own green one, by feedback.
struct OpenerClasses {
    std::vector<Pattern> feedback;
    std::vector<std::vector<WordId>> answers;  // global ids, ascending
    std::vector<int32_t> classOf;              // per answer: its class, or -1 (green)
    std::vector<uint16_t> localOf;             // per answer: its index in its class
};

inline OpenerClasses classesOf(const PatternMatrix& matrix, WordId opener) {
    const size_t n = matrix.answerCount();
    std::vector<std::pair<Pattern, WordId>> graded(n);
    for (WordId a = 0; a < n; ++a)
        graded[a] = {matrix.at(opener, a), a};
    std::sort(graded.begin(), graded.end());
    const Pattern green = Pattern::allGreen(matrix.length());
    OpenerClasses oc;
    oc.classOf.assign(n, -1);
    oc.localOf.assign(n, 0);
    for (const auto& [p, a] : graded) {
        if (p == green)
            continue;
        if (oc.feedback.empty() || oc.feedback.back() != p) {
            oc.feedback.push_back(p);
            oc.answers.emplace_back();
        }
        oc.classOf[a] = static_cast<int32_t>(oc.answers.size() - 1);
        oc.localOf[a] = static_cast<uint16_t>(oc.answers.back().size());
        oc.answers.back().push_back(a);
    }
    return oc;
}

// The guess's index among the class's answers, or -1 when it is not one.
inline int32_t localAnswer(const GameLists& lists, const OpenerClasses& oc, size_t index,
                           WordId g) {
    const int32_t a = lists.answerOf(g);
    return a >= 0 && oc.classOf[static_cast<size_t>(a)] == static_cast<int32_t>(index)
               ? oc.localOf[static_cast<size_t>(a)]
               : -1;
}

template <class Cell>
void assignMember(ClassContext<Cell>& c, int32_t local) {
    c.memberOf.push_back(local);
    if (local >= 0)
        c.guessOf[static_cast<size_t>(local)] = static_cast<uint16_t>(c.guesses.size() - 1);
}

// A set of canonical rows of one length: open addressing on their hashes,
// the rows kept side by side. Labels are at most as many as a row's
// values, so they are kept in the cells' own type. One set per thread is
// reused from class to class (`restart`), so its memory is touched once;
// each class starts with a small table that grows with its rows, so a
// small class's probes stay in a few cache lines.
template <class Cell>
class DistinctRows {
public:
    // Empties the set for rows of n labels, keeping its memory.
    void restart(size_t n) {
        n_ = n;
        count_ = 0;
        rows_.clear();
        slots_.assign(kFirstSlots, Slot{});
    }

    // Adds the row unless present; true when it was new.
    bool insert(uint64_t hash, const std::vector<Cell>& row) {
        if (2 * (count_ + 1) > slots_.size())
            grow();
        for (size_t i = hash & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
            Slot& slot = slots_[i];
            if (slot.index == kEmpty) {
                slot = Slot{hash, static_cast<uint32_t>(count_++)};
                rows_.insert(rows_.end(), row.begin(), row.end());
                return true;
            }
            if (slot.hash == hash &&
                std::equal(row.begin(), row.end(), rows_.begin() + slot.index * n_))
                return false;
        }
    }

    // Frees the memory when it holds more than `bytes` (a long class's rows
    // are not kept for the thread's life).
    void trim(size_t bytes) {
        if ((rows_.capacity() * sizeof(Cell) +
             (slots_.capacity() + spare_.capacity()) * sizeof(Slot)) > bytes) {
            std::vector<Slot>().swap(slots_);
            std::vector<Slot>().swap(spare_);
            std::vector<Cell>().swap(rows_);
            count_ = 0;
        }
    }

private:
    static constexpr size_t kFirstSlots = 64;
    static constexpr uint32_t kEmpty = 0xFFFFFFFF;
    struct Slot {
        uint64_t hash = 0;
        uint32_t index = kEmpty;
    };
    // Twice the slots, the entries placed again (in the spare table, whose
    // memory is kept too).
    void grow() {
        spare_.assign(std::max(kFirstSlots, 2 * slots_.size()), Slot{});
        const size_t mask = spare_.size() - 1;
        for (const Slot& slot : slots_)
            if (slot.index != kEmpty)
                for (size_t i = slot.hash & mask;; i = (i + 1) & mask)
                    if (spare_[i].index == kEmpty) {
                        spare_[i] = slot;
                        break;
                    }
        slots_.swap(spare_);
    }

    std::vector<Slot> slots_;
    std::vector<Slot> spare_;
    std::vector<Cell> rows_;
    size_t n_ = 0;
    size_t count_ = 0;
};

// Columns by answer, rows of `stride` (a multiple of 32, the lanes past the
// guesses zero), into out: the class's cells transposed in blocks of 64
// guesses, so each block's rows stay in the first-level cache while every
// column gets 64 bytes in a row. Position g holds guess byPosition[g] when
// given, else guess g.
inline void transpose(const uint8_t* cells, size_t guesses, size_t n, size_t stride, uint8_t* out,
                      const uint16_t* byPosition = nullptr) {
    constexpr size_t kBlock = 64;
    for (size_t g0 = 0; g0 < guesses; g0 += kBlock) {
        const size_t g1 = std::min(guesses, g0 + kBlock);
        for (size_t a = 0; a < n; ++a) {
            uint8_t* column = out + a * stride;
            for (size_t g = g0; g < g1; ++g)
                column[g] = cells[(byPosition ? byPosition[g] : g) * n + a];
        }
    }
    for (size_t a = 0; a < n; ++a)
        std::fill(out + a * stride + guesses, out + (a + 1) * stride, uint8_t{0});
}

// The stride of a class's columns when it keeps `guesses` guesses.
inline size_t columnStride(size_t guesses) {
    return (guesses + 31) / 32 * 32;
}

// The class's cells transposed into out (c.stride set), the guesses by
// position in order of their classes on the whole class, most first (in
// guess order on a tie); sets columns, columnOf, guessAt and ceiling.
template <class Cell>
void arrangeColumns(ClassContext<Cell>& c, uint8_t* out) {
    const size_t guesses = c.guesses.size(), n = c.answers.size(), stride = c.stride;
    transpose(c.cells, guesses, n, stride, out);
    std::vector<uint16_t> all(n);
    std::iota(all.begin(), all.end(), uint16_t{0});
    std::vector<uint8_t> classes(stride);
    countClasses(out, stride, all.data(), n, classes.data());
    std::vector<uint16_t>& byPosition = c.guessAt;
    byPosition.resize(guesses);
    std::iota(byPosition.begin(), byPosition.end(), uint16_t{0});
    std::stable_sort(byPosition.begin(), byPosition.end(),
                     [&](uint16_t a, uint16_t b) { return classes[a] > classes[b]; });
    c.columnOf.resize(guesses);
    c.ceiling.assign(stride, 0);
    for (size_t at = 0; at < guesses; ++at) {
        c.columnOf[byPosition[at]] = static_cast<uint16_t>(at);
        c.ceiling[at] = classes[byPosition[at]];
    }
    transpose(c.cells, guesses, n, stride, out, byPosition.data());
    c.columns = out;
}

// Every guess's classes on S by local guess into out, `stride` entries
// (counted by position into `byPosition`, then gathered).
template <class Cell>
void countEveryGuess(const ClassContext<Cell>& c, std::span<const uint16_t> S,
                     std::vector<uint8_t>& byPosition, std::vector<uint8_t>& out) {
    if (c.columnOf.empty()) {  // in guess order
        out.resize(c.stride);
        countClasses(c.columns, c.stride, S.data(), S.size(), out.data());
        return;
    }
    byPosition.resize(c.stride);
    countClasses(c.columns, c.stride, S.data(), S.size(), byPosition.data());
    out.resize(c.stride);
    const size_t guesses = c.guesses.size();
    for (size_t g = 0; g < guesses; ++g)
        out[g] = byPosition[c.columnOf[g]];
    std::copy(byPosition.begin() + static_cast<std::ptrdiff_t>(guesses), byPosition.end(),
              out.begin() + static_cast<std::ptrdiff_t>(guesses));
}

// Normal mode: every word may be guessed. Words that split none of the
// class's answers are dropped; among the other non-answers, words that
// split the class exactly as an earlier word does are merged into it. The
// context's cells are the kept rows of raw.
template <class Cell>
ClassContext<Cell> normalContext(const GameLists& lists, const OpenerClasses& oc, size_t index,
                                 Cell* raw) {
    ClassContext<Cell> c;
    c.feedback = oc.feedback[index];
    c.answers = oc.answers[index];
    const size_t n = c.answers.size();
    c.guessOf.assign(n, 0);
    RowCanon canonical(patternCount(lists.length()));
    thread_local DistinctRows<Cell> kept;
    kept.restart(n);
    std::vector<Cell> canon;
    // The kept rows move to the front of the gathered rows, which become
    // the context's cells: no new memory for them.
    for (WordId g = 0; g < lists.guesses().size(); ++g) {
        const Cell* row = raw + size_t{g} * n;
        const int32_t local = localAnswer(lists, oc, index, g);
        if (local < 0) {
            if (std::all_of(row, row + n, [&](Cell p) { return p == row[0]; }))
                continue;  // splits nothing
            if (!kept.insert(canonical.canonical(row, n, canon), canon))
                continue;
        }
        std::memmove(raw + c.guesses.size() * n, row, n * sizeof(Cell));
        c.guesses.push_back(g);
        assignMember(c, local);
        const auto symbols = lists.guesses().symbols(g);
        c.symbols.insert(c.symbols.end(), symbols.begin(), symbols.end());
    }
    kept.trim(size_t{16} << 20);
    c.cells = raw;
    c.length = static_cast<size_t>(lists.length());
    return c;
}

// The game's hard rule: only words that use the hints the opener revealed
// may be guessed (hints.allows), and later those that use every hint so far;
// the search keeps each word's symbols to check them. Words alike on the
// class are not merged: they may reveal different hints.
template <class Cell>
ClassContext<Cell> hardRuleContext(const GameLists& lists, const OpenerClasses& oc, size_t index,
                                   Cell* raw, WordId opener) {
    ClassContext<Cell> c;
    c.feedback = oc.feedback[index];
    c.answers = oc.answers[index];
    c.length = static_cast<size_t>(lists.length());
    c.hints.add(lists.guesses().symbols(opener), c.feedback);
    const size_t n = c.answers.size();
    c.guessOf.assign(n, 0);
    for (WordId g = 0; g < lists.guesses().size(); ++g) {
        const auto symbols = lists.guesses().symbols(g);
        if (!c.hints.allows(symbols))
            continue;
        const Cell* row = raw + size_t{g} * n;
        const int32_t local = localAnswer(lists, oc, index, g);
        if (local < 0 && std::all_of(row, row + n, [&](Cell p) { return p == row[0]; }))
            continue;  // splits nothing
        std::memmove(raw + c.guesses.size() * n, row, n * sizeof(Cell));
        c.guesses.push_back(g);
        assignMember(c, local);
        c.symbols.insert(c.symbols.end(), symbols.begin(), symbols.end());
        c.counts.push_back(HardHints::countsOf(symbols));
    }
    c.cells = raw;  // the kept rows, moved to the front
    return c;
}

// Strict: only words consistent with the opener's feedback may be
// guessed, and later only those consistent with all feedback so far, so the
// class also keeps every allowed word's feedback against the others.
template <class Cell>
ClassContext<Cell> hardContext(const GameLists& lists, const PatternMatrix& matrix,
                               const OpenerClasses& oc, size_t index,
                               const std::vector<Pattern>& openerFeedback) {
    ClassContext<Cell> c;
    c.feedback = oc.feedback[index];
    c.answers = oc.answers[index];
    const size_t n = c.answers.size();
    c.guessOf.assign(n, 0);
    std::vector<std::string> words;
    for (WordId g = 0; g < lists.guesses().size(); ++g) {
        if (openerFeedback[g] != c.feedback)
            continue;
        const int32_t local = localAnswer(lists, oc, index, g);
        std::vector<Cell>& cells = c.ownCells;
        const size_t at = cells.size();
        for (WordId answer : c.answers)
            cells.push_back(static_cast<Cell>(matrix.at(g, answer).value));
        if (local < 0 && std::all_of(cells.begin() + static_cast<ptrdiff_t>(at), cells.end(),
                                     [&](Cell p) { return p == cells[at]; })) {
            cells.resize(at);  // splits nothing
            continue;
        }
        c.guesses.push_back(g);
        assignMember(c, local);
        words.push_back(lists.guesses().word(g));
    }
    c.cells = c.ownCells.data();  // a move of the context keeps the buffer
    const WordList allowed(lists.guesses().alphabet(), std::move(words));
    c.guessCells.resize(c.guesses.size() * c.guesses.size());
    for (size_t g = 0; g < c.guesses.size(); ++g)
        SimdGrader::gradeRow(allowed.symbols(static_cast<WordId>(g)), allowed,
                             c.guessCells.data() + g * c.guesses.size());
    return c;
}

// Every class's raw feedback rows (all guesses x the class's answers), from
// one pass over the matrix, side by side in one block: class c's from
// offsets[c]. The block is as large as the matrix and written once, so it
// is not zero-filled and lies on huge pages where the kernel offers them
// (thousands of page faults fewer per opener); a small one (a position's
// few answers) is plain memory.
template <class Cell>
LargeBuffer<Cell> rawRows(const PatternMatrix& matrix, const OpenerClasses& oc,
                          std::vector<size_t>& offsets) {
    const size_t guesses = matrix.guessCount();
    offsets.assign(oc.answers.size() + 1, 0);
    for (size_t c = 0; c < oc.answers.size(); ++c)
        offsets[c + 1] = offsets[c] + guesses * oc.answers[c].size();
    LargeBuffer<Cell> raw(offsets.back(), LargeBuffer<Cell>::Small::Plain);
    // Class by class, so each class's slice of a row is written in one run
    // and no per-answer class lookup or branch is needed. The class's
    // members and size are read once into locals: stores of byte cells may
    // alias anything, so the compiler would read them again per cell.
    Cell* const base = raw.data();
    tbb::parallel_for(tbb::blocked_range<size_t>(0, guesses, 64), [&](const auto& range) {
        for (size_t g = range.begin(); g != range.end(); ++g)
            matrix.visitRow(static_cast<WordId>(g), [&](const auto* row) {
                for (size_t c = 0; c < oc.answers.size(); ++c) {
                    const WordId* members = oc.answers[c].data();
                    const size_t count = oc.answers[c].size();
                    Cell* out = base + offsets[c] + g * count;
                    for (size_t local = 0; local < count; ++local)
                        out[local] = static_cast<Cell>(row[members[local]]);
                }
            });
    });
    return raw;
}

// An opener's classes and what their contexts are built from: each class's
// raw rows (normal and hard), or the opener's feedback on every guess
// (strict, whose contexts read the matrix themselves).
template <class Cell>
class OpenerTables {
public:
    // The columns (normal and hard mode) of classes of `arrangeFrom`
    // answers or more are arranged by ceiling; the others' in guess order.
    static constexpr size_t kNever = SIZE_MAX;
    OpenerTables(GuessRule rule, const GameLists& lists, const PatternMatrix& matrix, WordId opener,
                 size_t arrangeFrom = kNever)
        : rule_(rule),
          arrangeFrom_(rule == GuessRule::Strict ? kNever : arrangeFrom),
          lists_(lists),
          matrix_(matrix),
          opener_(opener),
          classes_(classesOf(matrix, opener)) {
        if (rule == GuessRule::Strict) {
            std::vector<Cell> row(lists.guesses().size());
            SimdGrader::gradeRow(lists.guesses().symbols(opener), lists.guesses(), row.data());
            for (Cell p : row)
                openerFeedback_.push_back(Pattern{static_cast<uint16_t>(p)});
        } else {
            raw_ = rawRows<Cell>(matrix, classes_, offsets_);
            if (sizeof(Cell) == 1)  // normal and hard
                columns_ =
                    LargeBuffer<uint8_t>(matrix.answerCount() * columnStride(matrix.guessCount()),
                                         LargeBuffer<uint8_t>::Small::Plain);
        }
        order_.resize(classes_.answers.size());
        std::iota(order_.begin(), order_.end(), size_t{0});
        std::stable_sort(order_.begin(), order_.end(), [&](size_t a, size_t b) {
            return classes_.answers[a].size() > classes_.answers[b].size();
        });
    }

    const OpenerClasses& classes() const { return classes_; }
    size_t count() const { return classes_.answers.size(); }
    // The classes, largest first: the slowest start first.
    const std::vector<size_t>& largestFirst() const { return order_; }

    // Class c's context (once per class, any thread); normal and hard
    // contexts keep their cells here, so they must not outlive the tables.
    ClassContext<Cell> context(size_t c) {
        if (rule_ == GuessRule::Strict)
            return hardContext<Cell>(lists_, matrix_, classes_, c, openerFeedback_);
        Cell* raw = raw_.data() + offsets_[c];
        ClassContext<Cell> out = rule_ == GuessRule::Hard
                                     ? hardRuleContext<Cell>(lists_, classes_, c, raw, opener_)
                                     : normalContext<Cell>(lists_, classes_, c, raw);
        if constexpr (sizeof(Cell) == 1) {
            // Each class's columns where the last class's end: only the
            // pages they fill are touched.
            out.stride = columnStride(out.guesses.size());
            const size_t bytes = out.answers.size() * out.stride;
            uint8_t* columns = columns_.data() + columnsUsed_.fetch_add(bytes);
            if (out.answers.size() >= arrangeFrom_) {
                arrangeColumns(out, columns);
            } else {
                transpose(out.cells, out.guesses.size(), out.answers.size(), out.stride, columns);
                out.columns = columns;
            }
        }
        return out;
    }

private:
    GuessRule rule_;
    size_t arrangeFrom_;
    const GameLists& lists_;
    const PatternMatrix& matrix_;
    WordId opener_;
    OpenerClasses classes_;
    std::vector<Pattern> openerFeedback_;
    LargeBuffer<Cell> raw_;         // every class's rows (normal, hard)
    std::vector<size_t> offsets_;   // class c's rows from offsets_[c]
    LargeBuffer<uint8_t> columns_;  // normal and hard, short words: every class's columns
    std::atomic<size_t> columnsUsed_{0};
    std::vector<size_t> order_;
};

// Throws std::invalid_argument unless the lists and matrix suit an exact
// search (answers among the guesses, at most 65534 words, the matrix
// complete and theirs); requireMemory's error when `copies` copies of the
// matrix would not fit. `what` names the search.
inline void requireSearchable(const GameLists& lists, const PatternMatrix& matrix, size_t copies,
                              const std::string& what) {
    if (lists.answers().size() >= 0xFFFF || lists.guesses().size() >= 0xFFFF)
        throw std::invalid_argument(what + " takes lists of at most 65534 words");
    if (lists.answersMissingFromGuesses() > 0)
        throw std::invalid_argument(std::to_string(lists.answersMissingFromGuesses()) +
                                    " answers are not in the guess list (add them to it)");
    requireMemory(copies * PatternMatrix::bytesFor(lists.guesses().size(), lists.answers().size(),
                                                   lists.length()),
                  "the tables of " + what + " over " + std::to_string(lists.guesses().size()) +
                      " guesses x " + std::to_string(lists.answers().size()) + " answers");
    if (!matrix.complete() || matrix.guessCount() != lists.guesses().size() ||
        matrix.answerCount() != lists.answers().size())
        throw std::invalid_argument("the pattern matrix does not match the lists");
}

// The opener's node above its classes' subtrees (by feedback).
inline StrategyTree joinAtOpener(WordId opener, const OpenerClasses& oc,
                                 const std::vector<StrategyTree>& parts) {
    StrategyTree tree;
    const uint32_t root = tree.addNode(opener);
    for (size_t c = 0; c < parts.size(); ++c)
        tree.link(root, oc.feedback[c], tree.graft(parts[c]));
    return tree;
}

// The classes of S under guess g other than g's own green one, largest
// first (then by feedback); members ascending.
template <class Cell>
struct Part {
    Cell label;
    Ids ids;
};

template <class Cell>
std::vector<Part<Cell>> splitClasses(const ClassContext<Cell>& c, uint16_t g,
                                     std::span<const uint16_t> S) {
    const Cell* row = c.row(g);
    std::vector<uint32_t> packed;
    if constexpr (sizeof(Cell) == 1) {
        // By label in two passes (a byte has 256 values), S's order kept
        // within each: as the sort below, at a fraction of its cost.
        std::array<uint32_t, 257> at{};
        for (uint16_t s : S)
            ++at[size_t{row[s]} + 1];
        for (size_t v = 1; v < at.size(); ++v)
            at[v] += at[v - 1];
        packed.resize(S.size());
        for (uint16_t s : S)
            packed[at[row[s]]++] = uint32_t{row[s]} << 16 | s;
    } else {
        packed.reserve(S.size());
        for (uint16_t s : S)
            packed.push_back(uint32_t{row[s]} << 16 | s);
        std::sort(packed.begin(), packed.end());
    }
    std::vector<Part<Cell>> parts;
    for (size_t i = 0; i < packed.size();) {
        Part<Cell> part{static_cast<Cell>(packed[i] >> 16), {}};
        for (; i < packed.size() && (packed[i] >> 16) == part.label; ++i)
            part.ids.push_back(static_cast<uint16_t>(packed[i] & 0xFFFF));
        if (!(part.ids.size() == 1 && c.memberOf[g] == part.ids[0]))
            parts.push_back(std::move(part));
    }
    std::stable_sort(parts.begin(), parts.end(), [](const Part<Cell>& a, const Part<Cell>& b) {
        return a.ids.size() > b.ids.size();
    });
    return parts;
}

// The words of cands still allowed after g got the feedback `label`:
// strict, those that agree with it; hard, those that use every hint
// revealed so far (hints takes g's; the caller restores it with a
// HintsScope); normal, all of them.
// Hard: g's feedback `label` joins the hints (the caller restores them).
template <class Cell>
void addHint(const ClassContext<Cell>& c, GuessRule rule, HardHints& hints, uint16_t g,
             Cell label) {
    if (rule == GuessRule::Hard)
        hints.add(std::span<const uint8_t>(c.symbols.data() + g * c.length, c.length),
                  Pattern{static_cast<uint16_t>(label)});
}

// Whether the hard rule's hints allow guess h (its counts read from the
// context's sets rather than counted).
template <class Cell>
bool hintsAllow(const ClassContext<Cell>& c, const HardHints& hints, uint16_t h) {
    return hints.allows(std::span<const uint8_t>(c.symbols.data() + size_t{h} * c.length, c.length),
                        c.counts[h]);
}

// The words of cands allowed once g got the feedback `label` (in hard mode
// with the hints after addHint).
template <class Cell>
Ids allowedNow(const ClassContext<Cell>& c, GuessRule rule, const HardHints& hints, uint16_t g,
               Cell label, std::span<const uint16_t> cands) {
    if (rule == GuessRule::Normal)
        return Ids(cands.begin(), cands.end());
    Ids out;
    if (rule == GuessRule::Strict) {
        const Cell* row = c.guessRow(g);
        for (uint16_t h : cands)
            if (row[h] == label)
                out.push_back(h);
        return out;
    }
    for (uint16_t h : cands)
        if (hintsAllow(c, hints, h))
            out.push_back(h);
    return out;
}

// The words of cands still allowed after g got the feedback `label`
// (hints takes g's in hard mode; the caller restores it).
template <class Cell>
Ids allowedAfter(const ClassContext<Cell>& c, GuessRule rule, HardHints& hints, uint16_t g,
                 Cell label, std::span<const uint16_t> cands) {
    addHint(c, rule, hints, g, label);
    return allowedNow(c, rule, hints, g, label, cands);
}

// Puts the hints back as they were on leaving a class; only the game's hard
// mode changes them, so the other rules skip the copy.
class HintsScope {
public:
    HintsScope(HardHints& hints, bool changes) : hints_(hints) {
        if (changes)
            saved_ = hints;
    }
    ~HintsScope() {
        if (saved_)
            hints_ = *saved_;
    }
    HintsScope(const HintsScope&) = delete;
    HintsScope& operator=(const HintsScope&) = delete;

private:
    HardHints& hints_;
    std::optional<HardHints> saved_;
};

}  // namespace guesslab::trees
