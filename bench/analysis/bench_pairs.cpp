// SPDX-License-Identifier: GPL-3.0-or-later
// The exact two-word opener search over all pairs of a guess list: time, CPU
// time, pairs evaluated and pruned, the best pairs, a checksum of the top K,
// on 1 and 2 threads (or the counts given after the lists).
//   bench_pairs [ANSWERS GUESSES [K [THREADS...]]]
#include "benchutil.h"
#include "engine.h"
#include "pairsearch.h"
#include "wordlistloader.h"

#include <ctime>

using namespace guesslab;

int main(int argc, char** argv) {
    const std::string answersSpec = argc > 1 ? argv[1] : "bundled:wordle-answers-2315";
    const std::string guessesSpec = argc > 2 ? argv[2] : "bundled:wordle-guesses-12972";
    const size_t k = argc > 3 ? std::stoul(argv[3]) : 10;
    std::vector<int> threads;
    for (int i = 4; i < argc; ++i)
        threads.push_back(std::stoi(argv[i]));
    if (threads.empty())
        threads = {1, 2};
    bench::printMachine();
    const GameLists lists(WordListLoader().load(answersSpec).list,
                          WordListLoader().load(guessesSpec).list);
    const CandidateSet all = CandidateSet::all(lists.answers().size());
    std::printf("lists: %zu guesses x %zu answers (%s, %s), top %zu\n", lists.guesses().size(),
                lists.answers().size(), answersSpec.c_str(), guessesSpec.c_str(), k);
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
    for (bool answersOnly : {false, true}) {
        for (int t : threads) {
            Engine engine(t);
            PairSearchOptions options;
            options.top = k;
            options.answersOnly = answersOnly;
            const std::clock_t cpu0 = std::clock();
            const auto outcome = engine.run<PairSearchResult>(
                [&](JobContext& ctx) { return searchPairs(lists, matrix, all, options, &ctx); });
            const double cpu = double(std::clock() - cpu0) / CLOCKS_PER_SEC;
            const PairSearchResult& r = *outcome.result;
            bench::Checksum c;
            for (const PairResult& p : r.pairs) {
                c.add(p.first);
                c.add(p.second);
                c.add(p.key);
            }
            std::printf(
                "%s threads=%d  wall %.2f s  cpu %.2f s  proven %s  pairs %llu: evaluated %llu, "
                "pruned %llu (abandoned part-way %llu)  checksum %016llx\n",
                answersOnly ? "answers-only" : "all-guesses ", t, r.seconds, cpu,
                r.proven ? "yes" : "no", (unsigned long long)r.totalPairs,
                (unsigned long long)r.evaluated, (unsigned long long)r.pruned,
                (unsigned long long)r.abandoned, (unsigned long long)c.value);
            // Seed 001's figure: (trace, lions) is the 197th pair on its lists.
            const auto trace = lists.guesses().find("trace"), lions = lists.guesses().find("lions");
            for (size_t i = 0; trace && lions && i < r.pairs.size(); ++i)
                if (r.pairs[i].first == std::min(*trace, *lions) &&
                    r.pairs[i].second == std::max(*trace, *lions))
                    std::printf("    trace + lions is number %zu: %.4f bits\n", i + 1,
                                r.pairs[i].remaining);
            for (size_t i = 0; i < r.pairs.size() && i < 5; ++i)
                std::printf("    %2zu. %s + %s  %.4f bits  %u classes, largest %u\n", i + 1,
                            lists.guesses().word(r.pairs[i].first).c_str(),
                            lists.guesses().word(r.pairs[i].second).c_str(), r.pairs[i].remaining,
                            r.pairs[i].classes, r.pairs[i].largest);
        }
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
