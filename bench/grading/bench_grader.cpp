// SPDX-License-Identifier: GPL-3.0-or-later
// Grader throughput: the scalar reference and each vector kernel, grading
// every guess of the bundled 12972 list against the 2315 answers, on 1 and 2
// threads. Prints median time, grades per ns (total and per core) and a
// checksum of every pattern, which must agree across kernels.
#include "benchutil.h"
#include "referencegrader.h"
#include "simdgrader.h"
#include "wordlistloader.h"

#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <atomic>
#include <functional>

using namespace guesslab;

namespace {

using GradeRow = std::function<void(std::span<const uint8_t>, uint8_t*)>;

// Grades guesses [0, count) against every answer. With `sums`, also folds each
// row into a checksum (that pass is not timed: it verifies).
void gradeRows(const WordList& guesses, size_t count, const WordList& answers,
               const GradeRow& gradeRow, std::vector<uint64_t>* sums) {
    tbb::enumerable_thread_specific<std::vector<uint8_t>> rows(
        [&] { return std::vector<uint8_t>(answers.size()); });
    std::atomic<unsigned> sink{0};  // keeps the work observable
    tbb::parallel_for(tbb::blocked_range<size_t>(0, count, 64),
                      [&](const tbb::blocked_range<size_t>& r) {
                          std::vector<uint8_t>& row = rows.local();
                          for (size_t g = r.begin(); g != r.end(); ++g) {
                              gradeRow(guesses.symbols(static_cast<WordId>(g)), row.data());
                              if (sums) {
                                  uint64_t s = 0;
                                  for (size_t a = 0; a < answers.size(); ++a)
                                      s = s * 31 + row[a];
                                  (*sums)[g] = s;
                              }
                          }
                          sink += row[r.begin() % answers.size()];
                      });
}

uint64_t checksum(const WordList& guesses, size_t count, const WordList& answers,
                  const GradeRow& gradeRow) {
    std::vector<uint64_t> sums(count);
    gradeRows(guesses, count, answers, gradeRow, &sums);
    bench::Checksum c;
    for (uint64_t s : sums)
        c.add(s);
    return c.value;
}

void report(const std::string& name, int threads, double seconds, double grades,
            uint64_t checksum) {
    const double perNs = grades / (seconds * 1e9);
    std::printf("%-14s threads=%d  median %8.2f ms  %6.3f grades/ns  %6.3f grades/ns/core  "
                "checksum %016llx\n",
                name.c_str(), threads, seconds * 1e3, perNs, perNs / threads,
                static_cast<unsigned long long>(checksum));
}

}  // namespace

int main() {
    bench::printMachine();
    const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
    const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
    std::printf("lists: %zu guesses x %zu answers\n", guesses.size(), answers.size());
    const size_t slice = 2000;  // the reference is slow: it grades a slice of the guesses
    const double sliceGrades = double(slice) * double(answers.size());
    const double allGrades = double(guesses.size()) * double(answers.size());

    const GradeRow reference = [&](std::span<const uint8_t> g, uint8_t* out) {
        for (WordId a = 0; a < answers.size(); ++a)
            out[a] = static_cast<uint8_t>(gradeReference(g, answers.symbols(a)).value);
    };
    for (int threads : {1, 2}) {
        tbb::task_arena arena(threads);
        arena.execute([&] {
            const double t = bench::medianSeconds(
                5, [&] { gradeRows(guesses, slice, answers, reference, nullptr); });
            const uint64_t referenceSum = checksum(guesses, slice, answers, reference);
            report("scalar(slice)", threads, t, sliceGrades, referenceSum);
            for (SimdGrader::Isa isa : SimdGrader::supportedIsas()) {
                const GradeRow kernel = [&](std::span<const uint8_t> g, uint8_t* out) {
                    SimdGrader::gradeRow(g, answers, out, isa);
                };
                const double ts = bench::medianSeconds(
                    11, [&] { gradeRows(guesses, guesses.size(), answers, kernel, nullptr); });
                report("simd-" + SimdGrader::name(isa), threads, ts, allGrades,
                       checksum(guesses, guesses.size(), answers, kernel));
                std::printf("  %s equals the reference on the slice: %s\n",
                            SimdGrader::name(isa).c_str(),
                            checksum(guesses, slice, answers, kernel) == referenceSum ? "yes"
                                                                                      : "NO");
            }
        });
    }
    return 0;
}
