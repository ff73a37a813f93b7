// SPDX-License-Identifier: GPL-3.0-or-later
// The any-N-in-K report: whether every set of N answers can be found within
// K guesses (normal mode), and every set that cannot. On the bundled lists
// (2315 answers, 12972 guesses) by default, or "big hidden" (every allowed
// word an answer). For each (N, K): the verdict, the failing sets found,
// the time on 1 and 2 threads and a checksum of the sets (the same on both).
//   bench_anyset                 any 3 in 2 and any 5 in 3, bundled lists
//   bench_anyset N K [big]       the size and guesses named
#include "anyset.h"
#include "benchutil.h"
#include "engine.h"
#include "patternmatrix.h"
#include "wordlistloader.h"

#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

using namespace guesslab;

namespace {

void measure(const GameLists& lists, const PatternMatrix& matrix, int size, int guesses) {
    for (int threads : {1, 2}) {
        Engine engine(threads);
        AnySetReport r;
        const double seconds = bench::secondsOf([&] {
            r = *engine
                     .run<AnySetReport>([&](JobContext& ctx) {
                         return failingWithin(lists, matrix, size, guesses, &ctx);
                     })
                     .result;
        });
        bench::Checksum sum;
        for (const auto& set : r.failing)
            for (WordId a : set)
                sum.add(a);
        std::printf(
            "any %d in %d  threads=%d  %8.2f s  %s, %zu sets fail  checksum %016llx  "
            "peak %ld MiB\n",
            size, guesses, threads, seconds,
            !r.proven ? "stopped" : (r.holds ? "holds" : "does not hold"), r.failing.size(),
            static_cast<unsigned long long>(sum.value), bench::peakRssKiB() / 1024);
        std::fflush(stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    const bool big = argc > 3 && std::strcmp(argv[3], "big") == 0;
    const WordListLoader loader;
    const WordList guesses = loader.load("bundled:wordle-guesses-12972").list;
    const GameLists lists(big ? guesses : loader.load("bundled:wordle-answers-2315").list, guesses,
                          true);
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
    std::printf("%zu answers, %zu guesses\n", lists.answers().size(), lists.guesses().size());
    std::vector<std::pair<int, int>> runs{{3, 2}, {5, 3}};
    if (argc > 2)
        runs = {{std::atoi(argv[1]), std::atoi(argv[2])}};
    for (const auto& [size, k] : runs)
        measure(lists, matrix, size, k);
    return 0;
}
