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

using namespace guesslab;

namespace {

struct Row {
    std::vector<uint8_t> cells;
};

// Grades guesses [0, count) against every answer; returns a checksum of all rows.
template <class GradeRow>
uint64_t gradeAll(const WordList& guesses, size_t count, const WordList& answers,
                  GradeRow gradeRow) {
    tbb::enumerable_thread_specific<Row> rows(
        [&] { return Row{std::vector<uint8_t>(answers.size())}; });
    std::vector<uint64_t> sums(count);
    tbb::parallel_for(tbb::blocked_range<size_t>(0, count, 64),
                      [&](const tbb::blocked_range<size_t>& r) {
                          Row& row = rows.local();
                          for (size_t g = r.begin(); g != r.end(); ++g) {
                              gradeRow(guesses.symbols(static_cast<WordId>(g)), row.cells.data());
                              uint64_t s = 0;
                              for (size_t a = 0; a < answers.size(); ++a)  // cheap and vectorised
                                  s += uint64_t{row.cells[a]} * (a + 1);
                              sums[g] = s;
                          }
                      });
    bench::Checksum c;
    for (uint64_t s : sums)
        c.add(s);
    return c.value;
}

void report(const char* name, int threads, double seconds, double grades, uint64_t checksum) {
    const double perNs = grades / (seconds * 1e9);
    std::printf(
        "%-16s threads=%d  median %8.2f ms  %6.3f grades/ns  %6.3f grades/ns/core  checksum "
        "%016llx\n",
        name, threads, seconds * 1e3, perNs, perNs / threads,
        static_cast<unsigned long long>(checksum));
}

}  // namespace

int main() {
    bench::printMachine();
    const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
    const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
    std::printf("lists: %zu guesses x %zu answers\n", guesses.size(), answers.size());

    for (int threads : {1, 2}) {
        tbb::task_arena arena(threads);
        arena.execute([&] {
            // The reference is slow: grade a slice of the guesses and scale the rate.
            const size_t slice = 2000;
            uint64_t checksum = 0;
            const double t = bench::medianSeconds(3, [&] {
                checksum = gradeAll(
                    guesses, slice, answers, [&](std::span<const uint8_t> g, uint8_t* out) {
                        for (WordId a = 0; a < answers.size(); ++a)
                            out[a] =
                                static_cast<uint8_t>(gradeReference(g, answers.symbols(a)).value);
                    });
            });
            report("scalar(2000)", threads, t, double(slice) * double(answers.size()), checksum);
            for (SimdGrader::Isa isa : SimdGrader::supportedIsas()) {
                uint64_t sum = 0;
                const double ts = bench::medianSeconds(7, [&] {
                    sum = gradeAll(guesses, guesses.size(), answers,
                                   [&](std::span<const uint8_t> g, uint8_t* out) {
                                       SimdGrader::gradeRow(g, answers, out, isa);
                                   });
                });
                const std::string name = "simd-" + SimdGrader::name(isa);
                report(name.c_str(), threads, ts, double(guesses.size()) * double(answers.size()),
                       sum);
            }
            // Checksum of the reference over the same slice, to compare with the kernels.
            uint64_t simdSlice =
                gradeAll(guesses, slice, answers, [&](std::span<const uint8_t> g, uint8_t* out) {
                    SimdGrader::gradeRow(g, answers, out);
                });
            std::printf("slice checksums agree: %s\n", simdSlice == checksum ? "yes" : "NO");
        });
    }
    return 0;
}
