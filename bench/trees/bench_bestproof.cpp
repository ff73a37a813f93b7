// SPDX-License-Identifier: GPL-3.0-or-later
// The proof of the best opener over every guess of the bundled lists
// (tree --best --candidates 0, normal mode), projected from a sample: the
// best of the top K openers by entropy gives the bound (2 threads); then N
// openers drawn at random from the rest are each searched only below that
// bound, as a run hands them out, on 1 thread with a fresh memo (a run's
// process keeps its memo from opener to opener: this is the costlier case).
// An opener still searching after S seconds is stopped and counted at S,
// so with any stopped the projection is a lower bound (and says so).
//   bench_bestproof [K=10] [N=40] [S=60] [seed=1]
#include "benchutil.h"
#include "engine.h"
#include "patternmatrix.h"
#include "ranking.h"
#include "treesolver.h"
#include "wordlistloader.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <random>
#include <string>
#include <thread>

using namespace guesslab;

int main(int argc, char** argv) {
    bench::printMachine();
    const size_t top = argc > 1 ? std::stoul(argv[1]) : 10;
    const size_t samples = argc > 2 ? std::stoul(argv[2]) : 40;
    const double cap = argc > 3 ? std::stod(argv[3]) : 60;
    const unsigned seed = argc > 4 ? static_cast<unsigned>(std::stoul(argv[4])) : 1;
    GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                    WordListLoader().load("bundled:wordle-guesses-12972").list, true);
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
    const Ranking ranking = rankGuesses(lists, matrix, CandidateSet::all(lists.answers().size()));
    const StrategyRules rules;

    std::vector<WordId> best(top);
    for (size_t i = 0; i < top; ++i)
        best[i] = ranking.rows[i].guess;
    TreeResult bound;
    const double boundSeconds = bench::secondsOf([&] {
        bound = *Engine(2)
                     .run<TreeResult>([&](JobContext& ctx) {
                         return TreeSolver(lists, matrix).best(best, rules, &ctx);
                     })
                     .result;
    });
    std::printf("bound: best of the top %zu by entropy: %s, total %llu, %.1f s on 2 threads\n", top,
                lists.guesses().word(bound.opener).c_str(),
                static_cast<unsigned long long>(bound.total), boundSeconds);

    std::vector<size_t> ranks(ranking.rows.size() - top);
    std::iota(ranks.begin(), ranks.end(), top);
    std::mt19937 random(seed);
    std::shuffle(ranks.begin(), ranks.end(), random);
    ranks.resize(std::min(samples, ranks.size()));
    std::sort(ranks.begin(), ranks.end());

    double sum = 0;
    size_t stopped = 0, beaten = 0;
    bench::Checksum checksum;
    Engine engine(1);
    for (const size_t rank : ranks) {
        const WordId opener = ranking.rows[rank].guess;
        OpenerValue v;
        bool cut = false;
        const auto start = std::chrono::steady_clock::now();
        auto job = engine.start<OpenerValue>(
            [&](JobContext& ctx) {
                return TreeSolver(lists, matrix).valueOf(opener, rules, bound.total, &ctx);
            },
            {},
            [&](JobOutcome<OpenerValue> outcome) {
                if (outcome.result)
                    v = *outcome.result;
            });
        // A watchdog: the job is stopped at the cap.
        while (!job->finished()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            if (!cut &&
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >
                    cap) {
                job->cancel();
                cut = true;
            }
        }
        job->wait();
        const double t = std::min(
            cap, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        sum += t;
        stopped += cut;
        beaten += !cut && v.exact && v.total < bound.total;
        if (!cut)
            checksum.add(uint64_t{v.total} << 1 | v.exact);
        std::printf("rank %5zu  %s  %s %5llu  %7.2f s\n", rank + 1,
                    lists.guesses().word(opener).c_str(),
                    cut       ? "stopped  "
                    : v.exact ? "exact    "
                              : "above    ",
                    static_cast<unsigned long long>(v.total), t);
        std::fflush(stdout);
    }
    const double mean = sum / static_cast<double>(ranks.size());
    const double projected =
        mean * static_cast<double>(ranking.rows.size() - top) + boundSeconds * 2;
    std::printf(
        "sample: %zu openers of ranks %zu-%zu, mean %.2f s, %zu stopped at %.0f s, %zu below the "
        "bound (must be 0)\nprojected proof over all %zu guesses: %s%.1f core-hours (%.1f h on "
        "2 cores)  checksum %016llx\n",
        ranks.size(), top + 1, ranking.rows.size(), mean, stopped, cap, beaten, ranking.rows.size(),
        stopped ? "at least " : "", projected / 3600, projected / 7200,
        static_cast<unsigned long long>(checksum.value));
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
