// SPDX-License-Identifier: GPL-3.0-or-later
// Nerdle: generating every equation of each length, and ranking every classic
// (8-symbol) equation as a first guess against every solution (314 M
// gradings), on 1 and 2 threads. Prints times, counts, checksums and the best
// equation by each metric.
//   bench_nerdle [max generated length, 10] [ranked length, 8] [guesses, all]
//   [sets|first|spread] [plain]
//   (guesses: that many equations spread evenly over the list, each ranked
//   against every solution: a quick sample of the long lengths; with
//   "sets", whole groups of equations with the same digits, spread over the
//   groups, as the full ranking meets them; with "first", the first that
//   many of the order the full ranking hands out, where its first minutes
//   go; "plain": every solution graded,
//   no projections, the figures before them)
#include "benchutil.h"
#include "engine.h"
#include "equationgenerator.h"
#include "projectedsecrets.h"
#include "ranking.h"

#include <cctype>
#include <chrono>
#include <map>
#include <numeric>

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
    if (argc > 4 && std::string(argv[4]) == "sets") {
        // Whole groups of equations with the same digits (the operators and
        // '=' aside), spread over the groups, as the full ranking meets
        // them (it projects the solutions once a group).
        uint64_t operators = 0;
        for (int s = 0; s < list.alphabet().size(); ++s)
            if (!std::isdigit(static_cast<unsigned char>(list.alphabet().symbol(uint8_t(s)))))
                operators |= uint64_t{1} << s;
        std::map<uint64_t, std::vector<WordId>> groups;
        for (WordId g = 0; g < list.size(); ++g)
            groups[ProjectedSecrets::symbolsOf(list.symbols(g)) | operators].push_back(g);
        // Every step-th group, so that about `want` equations come from
        // groups spread over the whole list.
        const size_t want = std::stoul(argv[3]);
        const size_t step = std::max<size_t>(1, (list.size() + want / 2) / want);
        size_t k = 0;
        for (const auto& [symbols, members] : groups)
            if (k++ % step == 0)
                options.guesses.insert(options.guesses.end(), members.begin(), members.end());
    } else if (argc > 4 && std::string(argv[4]) == "first") {
        const std::vector<WordId> order = projectionOrder(list);
        options.guesses.assign(order.begin(),
                               order.begin() + static_cast<ptrdiff_t>(std::min<size_t>(
                                                   std::stoul(argv[3]), order.size())));
    } else if (argc > 3) {
        for (size_t k = 0, want = std::stoul(argv[3]); k < want && k < list.size(); ++k)
            options.guesses.push_back(static_cast<WordId>(k * list.size() / want));
    }
    if (argc > 5 && std::string(argv[5]) == "plain")
        options.project = false;
    {
        // Projecting the solutions for 200 sets of symbols spread over the
        // list, on one thread.
        ProjectedSecrets projection;
        std::vector<WordId> ids(list.size());
        std::iota(ids.begin(), ids.end(), WordId{0});
        size_t secrets = 0, distinct = 0;
        bench::Checksum c;
        const auto start = std::chrono::steady_clock::now();
        for (size_t k = 0; k < 200; ++k) {
            const WordId g = static_cast<WordId>(k * list.size() / 200);
            projection.project(list, ids, ProjectedSecrets::symbolsOf(list.symbols(g)));
            secrets += ids.size();
            distinct += projection.size();
            c.add(projection.size());
        }
        const double t =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf(
            "project L=%d  200 sets of symbols  %.2f ns a solution  %.2f solutions a "
            "projection  checksum %016llx\n",
            rankLength, t / double(secrets) * 1e9, double(secrets) / double(distinct),
            static_cast<unsigned long long>(c.value));
    }
    const size_t guesses = options.guesses.empty() ? list.size() : options.guesses.size();
    for (int threads : {1, 2}) {
        Engine engine(threads);
        Ranking r;
        // A median of 5 where a run is short, else one run.
        const bool shortRun = rankLength <= 8 || guesses * 20 < list.size();
        const double t = bench::medianSeconds(shortRun ? 5 : 1, [&] {
            r = *engine
                     .run<Ranking>(
                         [&](JobContext& ctx) { return rankStreaming(lists, all, options, &ctx); })
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
