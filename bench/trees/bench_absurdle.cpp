// SPDX-License-Identifier: GPL-3.0-or-later
// Absurdle on the bundled lists (2315 answers, 12972 guesses): the fewest
// guesses that force a win from the start, proven (every smaller number
// refuted over every pair of first guesses), with a game that does it;
// after a first guess, every guess that achieves it; and a sample of
// openers judged one by one, as the results run judges all of them; every
// way to force the win after an opener (ways:W). Each
// on 1 and 2 threads with a checksum of the result (the same on both).
//   bench_absurdle                          normal and hard, after salet, 300 openers
//   bench_absurdle normal|hard|after:W|ways:W[:MODE]|openers:N ...
#include "absurdlesolver.h"
#include "absurdletreefile.h"
#include "benchutil.h"
#include "engine.h"
#include "wordlistloader.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace guesslab;

namespace {

AbsurdleVerdict run(Engine& engine, const AbsurdleSolver& solver, const AbsurdlePosition& p,
                    bool all, int most = 8) {
    return *engine
                .run<AbsurdleVerdict>(
                    [&](JobContext& ctx) { return solver.solve(p, most, all, &ctx); })
                .result;
}

void printVerdict(const char* what, int threads, double seconds, const AbsurdleVerdict& v,
                  const GameLists& lists) {
    bench::Checksum sum;
    sum.add(static_cast<uint64_t>(v.fewest));
    for (WordId g : v.best)
        sum.add(g);
    std::string line;
    for (const std::string& w : v.line) {
        sum.add(w);
        line += (line.empty() ? "" : " ") + w;
    }
    std::printf(
        "%-22s threads=%d  %8.3f s  fewest %d, %zu best (first %s), game: %s  checksum "
        "%016llx\n",
        what, threads, seconds, v.fewest, v.best.size(),
        v.best.empty() ? "-" : lists.guesses().word(v.best.front()).c_str(), line.c_str(),
        static_cast<unsigned long long>(sum.value));
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    const WordListLoader loader;
    const GameLists lists(loader.load("bundled:wordle-answers-2315").list,
                          loader.load("bundled:wordle-guesses-12972").list);
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
    std::printf("%zu answers, %zu guesses\n", lists.answers().size(), lists.guesses().size());
    std::vector<std::string> tasks{"normal", "hard", "after:salet", "openers:300"};
    if (argc > 1)
        tasks.assign(argv + 1, argv + argc);
    for (const std::string& task : tasks) {
        const bool hard = task == "hard";
        for (int threads : {1, 2}) {
            Engine engine(threads);
            // A new solver each time: no memo carried from the run before.
            const AbsurdleSolver solver(lists, matrix, hard ? GuessRule::Hard : GuessRule::Normal);
            if (task == "normal" || task == "hard") {
                AbsurdleVerdict v;
                const double s =
                    bench::secondsOf([&] { v = run(engine, solver, solver.start(), false); });
                printVerdict(task.c_str(), threads, s, v, lists);
            } else if (task.rfind("after:", 0) == 0) {
                const auto g = lists.guesses().find(task.substr(6));
                if (!g) {
                    std::fprintf(stderr, "%s: not a guess\n", task.c_str());
                    return 2;
                }
                const AbsurdlePosition p = solver.play(solver.start(), *g);
                AbsurdleVerdict v;
                const double s = bench::secondsOf([&] { v = run(engine, solver, p, true); });
                printVerdict(task.c_str(), threads, s, v, lists);
            } else if (task.rfind("ways:", 0) == 0) {
                // Every way to force the win after an opener, in the rule
                // after the colon's second part: ways:raise, ways:raise:strict.
                const std::string rest = task.substr(5);
                const std::string word = rest.substr(0, rest.find(':'));
                const std::string ruleText = rest.find(':') == std::string::npos
                                                 ? "normal"
                                                 : rest.substr(rest.find(':') + 1);
                const auto g = lists.guesses().find(word);
                const auto rule = parseRule(ruleText);
                if (!g || !rule) {
                    std::fprintf(stderr, "%s: not a guess and a mode\n", task.c_str());
                    return 2;
                }
                const AbsurdleSolver ruled(lists, matrix, *rule);
                const AbsurdlePosition p = ruled.play(ruled.start(), *g);
                AbsurdleTree tree;
                const double s = bench::secondsOf([&] {
                    tree = *engine
                                .run<AbsurdleTree>(
                                    [&](JobContext& ctx) { return ruled.winningTree(p, 8, &ctx); })
                                .result;
                });
                bench::Checksum sum;
                sum.add(formatAbsurdleTreeFile(tree, lists, *rule));
                std::printf(
                    "%-22s threads=%d  %8.3f s  fewest %d after it, %zu ways, %zu guesses  "
                    "checksum %016llx\n",
                    task.c_str(), threads, s, tree.fewest, tree.lines(), tree.nodes.size(),
                    static_cast<unsigned long long>(sum.value));
                std::fflush(stdout);
            } else if (task.rfind("openers:", 0) == 0) {
                // Every k-th opener, as the results run judges each: whether
                // it forces a win in the fewest from the start.
                const size_t n = std::strtoul(task.c_str() + 8, nullptr, 10);
                const int fewest = run(engine, solver, solver.start(), false).fewest;
                const size_t step =
                    std::max<size_t>(1, lists.guesses().size() / std::max<size_t>(n, 1));
                size_t judged = 0, forcing = 0;
                bench::Checksum sum;
                const double s = bench::secondsOf([&] {
                    for (WordId g = 0; g < lists.guesses().size() && judged < n;
                         g += step, ++judged) {
                        const AbsurdleVerdict v =
                            run(engine, solver, solver.play(solver.start(), g), false, fewest - 1);
                        const bool forces = v.fewest > 0;
                        forcing += forces;
                        sum.add(g * 2 + forces);
                    }
                });
                std::printf(
                    "%-22s threads=%d  %8.3f s  %zu openers judged, %zu force a win in %d, "
                    "%.1f ms each, all %zu projected %.0f s  checksum %016llx\n",
                    task.c_str(), threads, s, judged, forcing, fewest, 1000 * s / double(judged),
                    lists.guesses().size(), s / double(judged) * double(lists.guesses().size()),
                    static_cast<unsigned long long>(sum.value));
                std::fflush(stdout);
            }
        }
    }
    return 0;
}
