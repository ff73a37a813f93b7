// SPDX-License-Identifier: GPL-3.0-or-later
// The worst-case objective: can every answer be found within K guesses?
// Normal mode over the bundled lists (2315 answers, 12972 guesses), then
// "big hidden" (every one of the 12972 allowed words can be the answer).
// For each opener the verdict, the fewest left unsolved where asked, the
// time on 1 and 2 threads, and a checksum of the strategy found (the same on
// both); every strategy is verified by the plain checker.
//   bench_within                   the standard runs (bundled lists)
//   bench_within big K OPENER...   big hidden, within K, the openers named
//   bench_within --quiet-keys ...  the same with letter keys of quiet
//                                  letters alone (no count rule)
#include "benchutil.h"
#include "engine.h"
#include "patternmatrix.h"
#include "strategyfile.h"
#include "withinsolver.h"
#include "wordlistloader.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace guesslab;

namespace {

bool letterCounts = true;

void measure(const GameLists& lists, const PatternMatrix& matrix, const std::string& opener,
             int within, bool leastWrong, GuessRule rule, const char* label) {
    const auto id = lists.guesses().find(opener);
    if (!id) {
        std::fprintf(stderr, "'%s' is not in the guess list\n", opener.c_str());
        std::exit(2);
    }
    for (int threads : {1, 2}) {
        Engine engine(threads);
        WithinResult r;
        const double seconds = bench::secondsOf([&] {
            r = *engine
                     .run<WithinResult>([&](JobContext& ctx) {
                         WithinSolver solver(lists, matrix);
                         solver.setLetterCounts(letterCounts);
                         return solver.forOpener(*id, rule, within, leastWrong, &ctx);
                     })
                     .result;
        });
        bench::Checksum sum;
        sum.add(r.wrong);
        std::string verified = "no strategy";
        if (!r.strategy.empty()) {
            const StrategyRules rules{rule, within};
            const StrategyCheck check = checkStrategy(r.strategy, lists, rules);
            sum.add(
                std::string_view(formatStrategy(r.strategy, lists, rules, check.stats)));
            verified = check.sound() && check.late.size() == r.wrong ? "verified" : "CHECK FAILED";
        }
        std::printf(
            "%-10s %-6s %-6s within %d threads=%d  %8.2f s  %s, %s %llu  %s  "
            "%llu sets  checksum %016llx\n",
            label, ruleName(rule), opener.c_str(), within, threads, seconds,
            r.solvable ? "solvable" : "not solvable",
            r.exact ? "wrong" : "wrong >=", static_cast<unsigned long long>(r.wrong),
            verified.c_str(), static_cast<unsigned long long>(r.nodes),
            static_cast<unsigned long long>(sum.value));
        std::fflush(stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    if (argc > 1 && std::strcmp(argv[1], "--quiet-keys") == 0) {
        letterCounts = false;
        ++argv;
        --argc;
    }
    const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
    const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
    if (argc > 3 && std::strcmp(argv[1], "big") == 0) {
        const GameLists big(guesses, guesses, true);
        const PatternMatrix matrix = PatternMatrix::build(big.guesses(), big.answers());
        for (int i = 3; i < argc; ++i)
            measure(big, matrix, argv[i], std::atoi(argv[2]), false, GuessRule::Normal,
                    "big hidden");
        std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
        return 0;
    }
    const GameLists lists(answers, guesses, true);
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
    for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
        measure(lists, matrix, "salet", 5, false, rule, "bundled");
        measure(lists, matrix, "salet", 4, false, rule, "bundled");
    }
    measure(lists, matrix, "salet", 3, true, GuessRule::Normal, "bundled");
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
