// Nerdle: generating every equation of each length, and ranking every classic
// (8-symbol) equation as a first guess against every solution (314 M
// gradings), on 1 and 2 threads. Prints times, counts, checksums and the best
// equation by each metric.
//   bench_nerdle [max generated length, 10] [ranked length, 8] [guesses, all]
//   (guesses: that many equations spread evenly over the list, each ranked
//   against every solution: a quick sample of the long lengths)
#include "benchutil.h"
#include "engine.h"
#include "equationgenerator.h"
#include "ranking.h"

using namespace guesslab;

int main(int argc, char** argv) {
    const int maxLength = argc > 1 ? std::stoi(argv[1]) : 10;
    // The ranked length: 8 by default (median of 5); 9 or 10 are timed once.
    const int rankLength = argc > 2 ? std::stoi(argv[2]) : 8;
    bench::printMachine();
    for (int threads : {1, 2}) {
        Engine engine(threads);
        for (int length = 5; length <= maxLength; ++length) {
            std::vector<std::string> list;
            const int runs = length <= 8 ? 9 : 1;
            const double t = bench::medianSeconds(runs, [&] {
                list = *engine
                            .run<std::vector<std::string>>([&](JobContext& ctx) {
                                return EquationGenerator::generate(length, {}, &ctx);
                            })
                            .result;
            });
            bench::Checksum c;
            for (const std::string& e : list)
                for (char ch : e)
                    c.add(static_cast<uint64_t>(ch));
            std::printf(
                "generate L=%-2d threads=%d  %9zu equations  %9.2f ms%s  checksum %016llx\n",
                length, threads, list.size(), t * 1e3, runs > 1 ? " (median)" : "        ",
                static_cast<unsigned long long>(c.value));
        }
    }
    const std::vector<std::string> equations = EquationGenerator::generate(rankLength);
    const WordList list(EquationChecker::alphabet(), equations,
                        "nerdle-" + std::to_string(rankLength));
    const GameLists lists(list, list);
    const CandidateSet all = CandidateSet::all(list.size());
    RankOptions options;
    if (argc > 3)
        for (size_t k = 0, want = std::stoul(argv[3]); k < want && k < list.size(); ++k)
            options.guesses.push_back(static_cast<WordId>(k * list.size() / want));
    const size_t guesses = options.guesses.empty() ? list.size() : options.guesses.size();
    for (int threads : {1, 2}) {
        Engine engine(threads);
        Ranking r;
        const double t =
            bench::medianSeconds(rankLength <= 8 || guesses < list.size() ? 5 : 1, [&] {
                r = *engine
                         .run<Ranking>([&](JobContext& ctx) {
                             return rankStreaming(lists, all, options, &ctx);
                         })
                         .result;
            });
        bench::Checksum c;
        for (const GuessMeasures& m : r.rows) {
            c.add(m.guess);
            c.add(m.orderKey);
        }
        const double grades = double(guesses) * double(list.size());
        std::printf(
            "rank L=%d threads=%d  %zu x %zu = %.0f M gradings  median %.3f s  %.2f grades/ns  "
            "checksum %016llx\n",
            rankLength, threads, guesses, list.size(), grades / 1e6, t, grades / t / 1e9,
            static_cast<unsigned long long>(c.value));
        if (threads == 2)
            for (RankMetric metric :
                 {RankMetric::Entropy, RankMetric::MinAverage, RankMetric::MinMax}) {
                sortRanking(r, metric);
                const GuessMeasures& b = r.rows.front();
                const auto seed = std::find_if(
                    r.rows.begin(), r.rows.end(),
                    [&](const GuessMeasures& m) { return list.word(m.guess) == "48-16=32"; });
                // The seed article's opener, for length 8 only.
                const std::string seedRank =
                    seed == r.rows.end() ? std::string()
                                         : "   (48-16=32 is number " +
                                               std::to_string(seed - r.rows.begin() + 1) + ")";
                std::printf("  best by %-11s %s  entropy %.4f  expected size %.3f  largest %u%s\n",
                            metric == RankMetric::Entropy      ? "entropy"
                            : metric == RankMetric::MinAverage ? "min-average"
                                                               : "minimax",
                            list.word(b.guess).c_str(), b.entropy, b.expectedSize, b.largest,
                            seedRank.c_str());
            }
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
