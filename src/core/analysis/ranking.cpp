// SPDX-License-Identifier: GPL-3.0-or-later
#include "ranking.h"

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_sort.h>

#include "byterowcounter.h"
#include "classtable.h"
#include "memorybudget.h"
#include "nlogn.h"
#include "projectedsecrets.h"
#include "simdgrader.h"
#include "tallylayout.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>
#include <numeric>
#include <stdexcept>
#include <type_traits>

namespace guesslab {

namespace {

// Four histograms side by side for short words: consecutive answers count
// into different tables, so a run of one pattern does not serialise on a
// single counter. Longer words have too many patterns for that.
constexpr size_t kSplitMaxPatterns = 729;
constexpr size_t kSplit = 4;

// Guesses per set of symbols at which projecting the candidates pays
// (Nerdle: 6 for length 8, 37 for 9, 125 for 10).
constexpr size_t kProjectMinShare = 4;

// Guesses a set of symbols needs for its own projection (from the coarse
// one) to pay, by how many of the shared symbols the set lacks: below,
// grading them against the coarse one costs less. A projection costs about
// 35 cells graded a coarse projection (Nerdle 10; 20 at length 9) and its
// gain grows with what it forgets: it drops 1.5 % of the coarse
// projections when one symbol goes, 9-13 % for two, 21-27 % for three.
// Modelled on every set of Nerdle 9 and 10 (their sizes and measured
// costs), against 64 for any: length 10 5 % faster, length 9 1 %.
constexpr size_t kFineMinSet[] = {~size_t{0}, 1024, 256, 96, 64};

size_t fineMinSet(uint64_t dropped) {
    return kFineMinSet[std::min<size_t>(std::popcount(dropped), std::size(kFineMinSet) - 1)];
}

// Guesses of one set and tally measured together against their tally's
// layout of the set's own projection (TallyLayout), at most kTallyUnit a
// unit, and from kTallyMinGuesses up: laying the projection out costs
// about as much as measuring a few guesses against it. Fewer are graded.
constexpr size_t kTallyUnit = 256;
constexpr size_t kTallyMinGuesses = 6;

// Rows of one byte per cell over every candidate: ByteRowCounter.
constexpr size_t kByteRowMaxCandidates = ByteRowCounter::kMaxCells;

// Per-thread histograms, zero between guesses.
struct Scratch {
    explicit Scratch(size_t patterns)
        : count(patterns * (patterns <= kSplitMaxPatterns ? kSplit : 1), 0),
          merged(patterns <= kSplitMaxPatterns ? patterns : 0, 0),
          mass(patterns, 0.0),
          wideCount(patterns > kSplitMaxPatterns ? patterns : 0, 0) {}
    std::vector<uint32_t> count;
    std::vector<uint32_t> merged;
    std::vector<double> mass;
    ByteRowCounter byteRow;
    std::vector<uint16_t> wideCount;
};

// A row given by its non-zero cells alone (SimdGrader::gradeRowNonZero).
struct NonZeroCells {
    const uint8_t* cells;
    size_t count;
};

// A guess's row over distinct projections of the candidates
// (ProjectedSecrets), projection d standing for counts[d] candidates:
// graded and counted a block at a time, since a long row (Nerdle 10: about
// 900,000 cells, 1.8 MB) would not stay in the caches between the two.
struct ProjectedRow {
    std::span<const uint8_t> guess;
    const ProjectedSecrets& secrets;
    uint16_t* block;  // room for blockCells(patterns) cells
};

// A block holds a row of fewer cells than patterns whole, for the revisit.
size_t blockCells(size_t patterns) {
    return std::max<size_t>(patterns, size_t{1} << 15) / 64 * 64 + 64;
}

// Everything the per-guess kernels read, fixed for the whole ranking.
struct Setup {
    const CandidateSet& candidates;
    size_t patterns;
    bool scanTable;  // few patterns: sweep the table, else revisit the row
    std::shared_ptr<const std::vector<uint64_t>> nLogNTable;
    const uint64_t* nLogNFixed;  // round(n log2 n * 2^32) for n = 0..N
};

// Long words over every candidate (Nerdle 9 and 10: 19683 or 59049
// patterns, a table beyond the first-level cache in 32-bit counters): count
// the row itself, no list of ids, into 16-bit counters (half the cache
// lines), folded into the 32-bit table every 65535 cells so none overflows.
template <class Cell>
void countWideRow(const Cell* row, size_t n, size_t patterns, uint16_t* count16, uint32_t* count) {
    for (size_t base = 0; base < n; base += 65535) {
        const size_t end = std::min(n, base + 65535);
        for (size_t a = base; a < end; ++a)
            ++count16[row[a]];
        for (size_t p = 0; p < patterns; ++p) {
            count[p] += count16[p];
            count16[p] = 0;
        }
    }
}

template <class Cell>
void countClasses(const Cell* row, const Setup& s, uint32_t* count, uint16_t* count16) {
    if (s.patterns > kSplitMaxPatterns) {
        if (s.candidates.isAll())
            countWideRow(row, s.candidates.size(), s.patterns, count16, count);
        else
            for (WordId a : s.candidates.ids())
                ++count[row[a]];
        return;
    }
    uint32_t* c1 = count + s.patterns;
    uint32_t* c2 = c1 + s.patterns;
    uint32_t* c3 = c2 + s.patterns;
    const size_t n = s.candidates.size();
    size_t i = 0;
    if (s.candidates.isAll()) {
        for (; i + kSplit <= n; i += kSplit) {
            ++count[row[i]];
            ++c1[row[i + 1]];
            ++c2[row[i + 2]];
            ++c3[row[i + 3]];
        }
        for (; i < n; ++i)
            ++count[row[i]];
    } else {
        const WordId* ids = s.candidates.ids().data();
        for (; i + kSplit <= n; i += kSplit) {
            ++count[row[ids[i]]];
            ++c1[row[ids[i + 1]]];
            ++c2[row[ids[i + 2]]];
            ++c3[row[ids[i + 3]]];
        }
        for (; i < n; ++i)
            ++count[row[ids[i]]];
    }
}

GuessMeasures measuresOf(const RowClassStats& stats, const Setup& s) {
    const double n = static_cast<double>(s.candidates.size());
    GuessMeasures m;
    m.classes = stats.classes;
    m.largest = stats.largest;
    m.orderKey = stats.sumFixed;
    if (stats.classes == 1) {  // no information: exact, not a fixed-point residue
        m.remaining = s.candidates.priorEntropy();
        m.entropy = 0;
    } else {
        m.remaining = static_cast<double>(stats.sumFixed) / kNLogNScale / n;
        m.entropy = std::max(0.0, s.candidates.priorEntropy() - m.remaining);
    }
    m.expectedSize = static_cast<double>(stats.sumSquares) / n;
    return m;
}

// One class of n candidates into the statistics.
void addClass(RowClassStats& stats, uint32_t n, const Setup& s) {
    ++stats.classes;
    stats.largest = std::max(stats.largest, n);
    stats.sumFixed += s.nLogNFixed[n];
    stats.sumSquares += uint64_t{n} * n;
}

// Every class of a wide table, which is left zero.
void sweepTable(uint32_t* count, const Setup& s, RowClassStats& stats) {
    const RowClassStats table = sweepClassTable(count, s.patterns, s.nLogNFixed);
    stats.classes += table.classes;
    stats.largest = std::max(stats.largest, table.largest);
    stats.sumSquares += table.sumSquares;
    stats.sumFixed += table.sumFixed;
}

// Uniform prior: integer statistics only, so equal partitions give equal keys.
template <class Cell>
GuessMeasures measureUniform(const Cell* row, const Setup& s, Scratch& scratch) {
    if constexpr (sizeof(Cell) == 1)
        if (s.candidates.isAll() && s.candidates.size() <= kByteRowMaxCandidates &&
            s.patterns <= 256)
            return measuresOf(
                scratch.byteRow.measure(reinterpret_cast<const uint8_t*>(row), s.candidates.size(),
                                        s.patterns, s.nLogNFixed),
                s);
    uint32_t* count = scratch.count.data();
    countClasses(row, s, count, scratch.wideCount.data());
    RowClassStats stats;
    if (s.patterns <= kSplitMaxPatterns) {
        // Branch-free sweeps (about half the patterns are empty, so branches
        // would mispredict): first fold the four tables and take the integer
        // statistics, which vectorises; then the n log n table lookups.
        uint32_t* c1 = count + s.patterns;
        uint32_t* c2 = c1 + s.patterns;
        uint32_t* c3 = c2 + s.patterns;
        uint32_t* merged = scratch.merged.data();
        for (size_t p = 0; p < s.patterns; ++p) {
            const uint32_t n = count[p] + c1[p] + c2[p] + c3[p];
            count[p] = c1[p] = c2[p] = c3[p] = 0;
            merged[p] = n;
            stats.classes += n != 0;
            stats.largest = std::max(stats.largest, n);
            stats.sumSquares += uint64_t{n} * n;
        }
        for (size_t p = 0; p < s.patterns; ++p)
            stats.sumFixed += s.nLogNFixed[merged[p]];
    } else if (s.scanTable) {
        sweepTable(count, s, stats);
    } else {
        for (WordId a : s.candidates.ids())
            if (const uint32_t n = count[row[a]]) {
                addClass(stats, n, s);
                count[row[a]] = 0;
            }
    }
    return measuresOf(stats, s);
}

// The same statistics from a row over projections, each cell counted as
// many times as the candidates it stands for.
GuessMeasures measureProjected(const ProjectedRow& row, const Setup& s, Scratch& scratch) {
    uint32_t* count = scratch.count.data();
    const size_t n = row.secrets.size();
    const size_t block = n < s.patterns ? blockCells(s.patterns) : 16384;
    for (size_t base = 0; base < n; base += block) {  // base a multiple of the kernel's 64
        const size_t cells = std::min(block, n - base);
        SimdGrader::gradeColumnsClasses(row.guess, row.secrets.columns() + base,
                                        row.secrets.stride(), cells, row.block);
        // Projections of one secret (the first ones()) without their counts:
        // a load a cell fewer, where the loop is bound by loads and stores.
        const size_t ones = std::clamp(row.secrets.ones(), base, base + cells) - base;
        for (size_t d = 0; d < ones; ++d)
            ++count[row.block[d]];
        const uint32_t* counts = row.secrets.counts() + base;
        for (size_t d = ones; d < cells; ++d)
            count[row.block[d]] += counts[d];
    }
    RowClassStats stats;
    if (n < s.patterns) {  // the whole row is in the block: revisit its patterns
        for (size_t d = 0; d < n; ++d)
            if (const uint32_t c = count[row.block[d]]) {
                addClass(stats, c, s);
                count[row.block[d]] = 0;
            }
    } else {
        sweepTable(count, s, stats);
    }
    return measuresOf(stats, s);
}

// With a prior: class masses in doubles, visited in candidate order so the
// summation order (and so every bit of the result) is fixed.
template <class Cell>
GuessMeasures measureWeighted(const Cell* row, const Setup& s, Scratch& scratch) {
    uint32_t* count = scratch.count.data();
    double* mass = scratch.mass.data();
    for (WordId a : s.candidates.ids()) {
        ++count[row[a]];
        mass[row[a]] += s.candidates.weight(a);
    }
    const double total = s.candidates.totalMass();
    GuessMeasures m;
    for (WordId a : s.candidates.ids()) {
        const Cell p = row[a];
        const uint32_t n = count[p];
        if (n == 0)
            continue;
        ++m.classes;
        m.largest = std::max(m.largest, n);
        if (mass[p] > 0) {
            const double q = mass[p] / total;
            m.entropy -= q * std::log2(q);
            m.expectedSize += q * n;
        }
        count[p] = 0;
        mass[p] = 0;
    }
    m.remaining = std::max(0.0, s.candidates.priorEntropy() - m.entropy);
    m.orderKey = std::bit_cast<uint64_t>(m.remaining);
    return m;
}

}  // namespace

namespace {

std::vector<WordId> allGuesses(size_t count) {
    std::vector<WordId> ids(count);
    std::iota(ids.begin(), ids.end(), WordId{0});
    return ids;
}

Setup makeSetup(const CandidateSet& candidates, size_t patterns) {
    auto table = nLogNTable(candidates.size());
    const uint64_t* values = table->data();
    return Setup{candidates, patterns, patterns <= 4 * candidates.size(), std::move(table), values};
}

// What every ranking shares: measure `count` rows in parallel, a unit of
// rows at a time (rows units[u] up to units[u + 1]; each row its own unit
// where units is empty) with measureUnit(begin, end, measure, rows), where
// measure(row) applies the kernel for the prior; stop on cancel (no rows
// then); sort. Rows carry the caller's ids.
template <class MeasureUnit>
Ranking rankUnits(const Setup& setup, size_t count, std::span<const uint32_t> units,
                  const char* phase, JobContext* ctx, MeasureUnit measureUnit) {
    const CandidateSet& candidates = setup.candidates;
    if (candidates.empty())
        throw std::invalid_argument("no candidates to rank guesses over");
    Ranking out;
    out.candidates = candidates.size();
    out.priorEntropy = candidates.priorEntropy();
    out.weighted = candidates.weighted();
    out.rows.resize(count);
    if (ctx)
        ctx->beginPhase(phase, count);
    tbb::enumerable_thread_specific<Scratch> scratch([&] { return Scratch(setup.patterns); });
    // Chunks of about 2^17 cells: fine enough that the threads end together
    // when rows are long (a Nerdle-9 row is 287,288 cells), coarse enough
    // that short rows do not pay for the hand-out.
    // Units are handed out one at a time.
    const size_t grain =
        units.empty() ? std::clamp<size_t>((size_t{1} << 17) / candidates.size(), 1, 64) : 1;
    const size_t unitCount = units.empty() ? count : units.size() - 1;
    const auto rowOf = [&](size_t unit) { return units.empty() ? unit : size_t{units[unit]}; };
    tbb::parallel_for(
        tbb::blocked_range<size_t>(0, unitCount, grain), [&](const tbb::blocked_range<size_t>& r) {
            if (ctx && ctx->cancelled())
                return;
            Scratch& local = scratch.local();
            const auto measure = [&](const auto* row) {
                using Row = std::remove_cv_t<std::remove_pointer_t<decltype(row)>>;
                if constexpr (std::is_same_v<Row, NonZeroCells>)
                    return measuresOf(
                        local.byteRow.measureNonZero(row->cells, row->count, candidates.size(),
                                                     setup.patterns, setup.nLogNFixed),
                        setup);
                else if constexpr (std::is_same_v<Row, ProjectedRow>)
                    return measureProjected(*row, setup, local);
                else
                    return candidates.weighted() ? measureWeighted(row, setup, local)
                                                 : measureUniform(row, setup, local);
            };
            for (size_t u = r.begin(); u != r.end(); ++u)
                measureUnit(rowOf(u), rowOf(u + 1), measure, out.rows.data());
            if (ctx)
                ctx->advance(rowOf(r.end()) - rowOf(r.begin()));
        });
    out.complete = !(ctx && ctx->cancelled());
    if (!out.complete)
        out.rows.clear();  // a partial ranking would mislead: nothing rather than half
    // A lambda, not the function pointer, so the comparison is inlined; in
    // parallel, as the order is total (ids break ties), so the result is
    // the same on any number of threads.
    tbb::parallel_sort(
        out.rows.begin(), out.rows.end(),
        [](const GuessMeasures& a, const GuessMeasures& b) { return rankedBefore(a, b); });
    return out;
}

// The same, each row on its own: measureOne(i, measure) gives row i.
template <class MeasureOne>
Ranking rankEach(const Setup& setup, size_t count, const char* phase, JobContext* ctx,
                 MeasureOne measureOne) {
    return rankUnits(setup, count, {}, phase, ctx,
                     [&](size_t begin, size_t end, const auto& measure, GuessMeasures* rows) {
                         for (size_t i = begin; i != end; ++i)
                             rows[i] = measureOne(i, measure);
                     });
}

// Whether grading against projections pays: guesses share their symbols
// so much that a thread projects the candidates once for several of them.
bool worthProjecting(const WordList& guessList, const std::vector<WordId>& guesses) {
    std::vector<uint64_t> sets;
    sets.reserve(guesses.size());
    for (WordId g : guesses)
        sets.push_back(ProjectedSecrets::symbolsOf(guessList.symbols(g)));
    std::sort(sets.begin(), sets.end());
    const size_t distinct =
        static_cast<size_t>(std::unique(sets.begin(), sets.end()) - sets.begin());
    return guesses.size() >= kProjectMinShare * distinct;
}

// The symbols most equations hold, Nerdle's operators and '=' (any symbol
// not a letter or digit): kept in a coarser projection that every set of
// symbols with the same letters and digits is then projected from.
uint64_t sharedSymbols(const Alphabet& alphabet) {
    uint64_t mask = 0;
    for (int s = 0; s < alphabet.size(); ++s)
        if (!std::isalnum(static_cast<unsigned char>(alphabet.symbol(static_cast<uint8_t>(s)))))
            mask |= uint64_t{1} << s;
    return mask;
}

// The guesses ordered by the coarse projection, then by their set of
// symbols, then by their tally (copies of each symbol), then by id; the
// number of guesses in each one's set and the most copies of each symbol
// in it; and units of the guesses of one set and tally (at most
// kTallyUnit), measured together.
struct SymbolOrder {
    std::vector<WordId> guesses;
    std::vector<uint32_t> setSize;
    std::vector<uint64_t> setTally;
    std::vector<uint32_t> units;  // where each unit begins, then the end
};
SymbolOrder bySymbols(const WordList& guessList, const std::vector<WordId>& guesses,
                      uint64_t shared) {
    struct Keyed {
        uint64_t coarse, symbols, tally;
        WordId guess;
        auto operator<=>(const Keyed&) const = default;
    };
    std::vector<Keyed> keyed;
    keyed.reserve(guesses.size());
    for (WordId g : guesses) {
        const std::span<const uint8_t> word = guessList.symbols(g);
        const uint64_t symbols = ProjectedSecrets::symbolsOf(word);
        keyed.push_back(Keyed{symbols | shared, symbols, TallyLayout::tallyOf(word), g});
    }
    std::sort(keyed.begin(), keyed.end());
    SymbolOrder out;
    out.guesses.reserve(keyed.size());
    out.setSize.resize(keyed.size());
    out.setTally.resize(keyed.size());
    for (size_t i = 0, begin = 0, unit = 0; i < keyed.size(); ++i) {
        out.guesses.push_back(keyed[i].guess);
        const bool setEnds = i + 1 == keyed.size() || keyed[i + 1].symbols != keyed[i].symbols;
        if (setEnds) {
            uint64_t most = 0;
            for (size_t j = begin; j <= i; ++j)
                most = TallyLayout::most(most, keyed[j].tally);
            for (size_t j = begin; j <= i; ++j) {
                out.setSize[j] = static_cast<uint32_t>(i + 1 - begin);
                out.setTally[j] = most;
            }
            begin = i + 1;
        }
        if (i == unit)
            out.units.push_back(static_cast<uint32_t>(i));
        if (setEnds || keyed[i + 1].tally != keyed[i].tally || i + 1 - unit == kTallyUnit)
            unit = i + 1;
    }
    out.units.push_back(static_cast<uint32_t>(keyed.size()));
    return out;
}

// A thread's projections: the coarse one, the one of the guesses at hand,
// and that one laid out by tallies.
struct Projections {
    ProjectedSecrets coarse, fine;
    TallyLayout tallies;
};

// Measures the listed guesses. Rows come from the matrix; with `fill` (the
// matrix itself, being built) each row is graded into it first; with no
// matrix at all, into a per-thread buffer, against projections of the
// candidates where `project` allows and the guesses share their symbols.
Ranking rankImpl(const GameLists& lists, const PatternMatrix* matrix, PatternMatrix* fill,
                 const CandidateSet& candidates, const std::vector<WordId>& guesses,
                 JobContext* ctx, bool project = false) {
    const Setup setup = makeSetup(candidates, patternCount(lists.length()));
    // Streamed rows are graded into one byte per cell where patterns fit.
    const bool narrow = lists.length() <= 5;
    // Where the grader drops the all-grey cells as it grades (AVX-512
    // VBMI2), an unweighted ranking over every answer counts only the rest.
    const bool nonZero = narrow && SimdGrader::fusesNonZero() && !candidates.weighted() &&
                         candidates.isAll() && candidates.size() <= ByteRowCounter::kMaxCells;
    tbb::enumerable_thread_specific<std::vector<uint16_t>> rowBuffer(
        [&] { return std::vector<uint16_t>(lists.answers().size()); });
    tbb::enumerable_thread_specific<std::vector<uint8_t>> narrowBuffer(
        [&] { return std::vector<uint8_t>(lists.answers().size() + 64); });
    // Long words whose guesses share their symbols (Nerdle): in order of
    // their symbols, each thread projecting the candidates once for a run
    // of guesses with the same ones.
    const bool projected = project && !matrix && !narrow && !candidates.weighted() &&
                           worthProjecting(lists.guesses(), guesses);
    const uint64_t shared = sharedSymbols(lists.guesses().alphabet());
    const SymbolOrder order =
        projected ? bySymbols(lists.guesses(), guesses, shared) : SymbolOrder{};
    const std::vector<WordId>& ranked = projected ? order.guesses : guesses;
    tbb::enumerable_thread_specific<Projections> projections;
    tbb::enumerable_thread_specific<std::vector<uint16_t>> blockBuffer(
        [&] { return std::vector<uint16_t>(blockCells(setup.patterns)); });
    const char* phase = fill ? "Grading and ranking guesses" : "Ranking guesses";
    const auto finish = [&](GuessMeasures m, WordId g) {
        m.guess = g;
        const int32_t a = lists.answerOf(g);
        m.isCandidate = a >= 0 && candidates.contains(static_cast<WordId>(a));
        return m;
    };
    const bool tallies = TallyLayout::pays();
    if (projected)
        return rankUnits(
            setup, guesses.size(), order.units, phase, ctx,
            [&](size_t begin, size_t end, const auto& measure, GuessMeasures* rows) {
                Projections& p = projections.local();
                const std::span<const uint8_t> first = lists.guesses().symbols(ranked[begin]);
                const uint64_t keep = ProjectedSecrets::symbolsOf(first);
                if (!p.coarse.holds(keep | shared))
                    p.coarse.project(lists.answers(), candidates.ids(), keep | shared);
                // The coarse projection serves a small set as it is:
                // projecting it further would cost more than grading the
                // cells it saves.
                const bool fine = order.setSize[begin] >= fineMinSet(shared & ~keep);
                if (fine && !p.fine.holds(keep)) {
                    p.fine.projectFrom(p.coarse, keep, lists.length());
                    p.tallies.clear();
                }
                if (fine && tallies && end - begin >= kTallyMinGuesses &&
                    TallyLayout::applies(keep, lists.length())) {
                    if (!p.tallies.prepared())
                        p.tallies.prepare(p.fine, lists.length(), order.setTally[begin]);
                    std::array<std::span<const uint8_t>, kTallyUnit> unit;
                    std::array<RowClassStats, kTallyUnit> stats;
                    for (size_t i = begin; i != end; ++i)
                        unit[i - begin] = lists.guesses().symbols(ranked[i]);
                    p.tallies.measure({unit.data(), end - begin}, setup.nLogNFixed, stats.data(),
                                      ctx);
                    for (size_t i = begin; i != end; ++i)
                        rows[i] = finish(measuresOf(stats[i - begin], setup), ranked[i]);
                    return;
                }
                const ProjectedSecrets& secrets = fine ? p.fine : p.coarse;
                for (size_t i = begin; i != end; ++i) {
                    const ProjectedRow row{lists.guesses().symbols(ranked[i]), secrets,
                                           blockBuffer.local().data()};
                    rows[i] = finish(measure(&row), ranked[i]);
                }
            });
    return rankEach(setup, guesses.size(), phase, ctx, [&](size_t i, const auto& measure) {
        const WordId g = ranked[i];
        GuessMeasures m;
        if (matrix) {
            if (fill)
                fill->fillRow(g, lists.guesses(), lists.answers());
            m = matrix->visitRow(g, measure);
        } else if (nonZero) {
            std::vector<uint8_t>& row = narrowBuffer.local();
            const NonZeroCells cells{
                row.data(), SimdGrader::gradeRowNonZero(lists.guesses().symbols(g), lists.answers(),
                                                        row.data())};
            m = measure(&cells);
        } else if (narrow) {
            std::vector<uint8_t>& row = narrowBuffer.local();
            SimdGrader::gradeRow(lists.guesses().symbols(g), lists.answers(), row.data());
            m = measure(static_cast<const uint8_t*>(row.data()));
        } else {
            std::vector<uint16_t>& row = rowBuffer.local();
            SimdGrader::gradeRow(lists.guesses().symbols(g), lists.answers(), row.data());
            m = measure(row.data());
        }
        return finish(m, g);
    });
}

}  // namespace

Ranking rankGuesses(const GameLists& lists, const PatternMatrix& matrix,
                    const CandidateSet& candidates, const RankOptions& options, JobContext* ctx) {
    if (!matrix.complete())
        throw std::invalid_argument("the pattern matrix is incomplete");
    const std::vector<WordId> guesses =
        options.guesses.empty() ? allGuesses(matrix.guessCount()) : options.guesses;
    return rankImpl(lists, &matrix, nullptr, candidates, guesses, ctx);
}

Ranking rankStreaming(const GameLists& lists, const CandidateSet& candidates,
                      const RankOptions& options, JobContext* ctx) {
    const std::vector<WordId> guesses =
        options.guesses.empty() ? allGuesses(lists.guesses().size()) : options.guesses;
    return rankImpl(lists, nullptr, nullptr, candidates, guesses, ctx, options.project);
}

Ranking rankFeedbackRows(const CandidateSet& candidates, size_t feedbackCount, size_t questionCount,
                         const FeedbackRowFn& rowOf, const NamesCandidateFn& namesCandidate,
                         JobContext* ctx) {
    // The kernels read row[id]: renumber the candidates 0..n-1 so the
    // callers' rows, in candidate order, can be read as they are.
    const size_t n = candidates.size();
    CandidateSet compact = CandidateSet::all(n);
    if (candidates.weighted()) {
        std::vector<double> weights(n);
        for (size_t k = 0; k < n; ++k)
            weights[k] = candidates.weight(candidates.ids()[k]);
        compact = compact.withWeights(std::move(weights));
    }
    const Setup setup = makeSetup(compact, feedbackCount);
    tbb::enumerable_thread_specific<std::vector<uint32_t>> rowBuffer(
        [&] { return std::vector<uint32_t>(n); });
    return rankEach(setup, questionCount, "Ranking questions", ctx,
                    [&](size_t i, const auto& measure) {
                        std::vector<uint32_t>& row = rowBuffer.local();
                        rowOf(i, row.data());
                        GuessMeasures m = measure(static_cast<const uint32_t*>(row.data()));
                        m.guess = static_cast<WordId>(i);
                        m.isCandidate = namesCandidate(i);
                        return m;
                    });
}

void sortRanking(Ranking& ranking, RankMetric metric) {
    const auto tieBreak = [](const GuessMeasures& a, const GuessMeasures& b) {
        if (a.isCandidate != b.isCandidate)
            return a.isCandidate;
        return a.guess < b.guess;
    };
    switch (metric) {
        case RankMetric::Entropy:
            std::sort(ranking.rows.begin(), ranking.rows.end(), rankedBefore);
            break;
        case RankMetric::MinAverage:
            std::sort(ranking.rows.begin(), ranking.rows.end(),
                      [&](const GuessMeasures& a, const GuessMeasures& b) {
                          if (a.expectedSize != b.expectedSize)
                              return a.expectedSize < b.expectedSize;
                          return tieBreak(a, b);
                      });
            break;
        case RankMetric::MinMax:
            std::sort(ranking.rows.begin(), ranking.rows.end(),
                      [&](const GuessMeasures& a, const GuessMeasures& b) {
                          if (a.largest != b.largest)
                              return a.largest < b.largest;
                          if (a.expectedSize != b.expectedSize)
                              return a.expectedSize < b.expectedSize;
                          return tieBreak(a, b);
                      });
            break;
    }
}

std::vector<WordId> projectionOrder(const WordList& guesses) {
    return bySymbols(guesses, allGuesses(guesses.size()), sharedSymbols(guesses.alphabet()))
        .guesses;
}

MatrixAndRanking buildAndRank(const GameLists& lists, const CandidateSet& candidates,
                              JobContext* ctx) {
    MatrixAndRanking out;
    out.matrix = PatternMatrix::allocate(lists.guesses(), lists.answers());
    out.ranking = rankImpl(lists, &out.matrix, &out.matrix, candidates,
                           allGuesses(lists.guesses().size()), ctx);
    out.matrix.setComplete(out.ranking.complete);
    return out;
}

bool matrixFitsBudget(const GameLists& lists) {
    return PatternMatrix::bytesFor(lists.guesses().size(), lists.answers().size(),
                                   lists.length()) <= memoryBudget();
}

MatrixAndRanking rankWithinBudget(const GameLists& lists, const CandidateSet& candidates,
                                  JobContext* ctx) {
    if (matrixFitsBudget(lists))
        return buildAndRank(lists, candidates, ctx);
    MatrixAndRanking out;
    out.ranking = rankStreaming(lists, candidates, {}, ctx);
    out.streamed = true;
    return out;
}

}  // namespace guesslab
