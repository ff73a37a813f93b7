// SPDX-License-Identifier: GPL-3.0-or-later
// How fast each long job stops when cancelled: every job is started on 2
// threads, cancelled after a delay, and timed from the cancel to the end of
// the job. Several delays per job; the worst latency is the figure.
//   bench_cancel [TEXT]   only the jobs whose name holds TEXT
#include "benchutil.h"
#include "eldrow.h"
#include "engine.h"
#include "equationgenerator.h"
#include "pairsearch.h"
#include "patternmatrix.h"
#include "ranking.h"
#include "simulation.h"
#include "treesolver.h"
#include "withinsolver.h"
#include "wordgame.h"
#include "wordlistloader.h"

#include <functional>
#include <string>
#include <thread>

using namespace guesslab;
using Clock = std::chrono::steady_clock;

namespace {

// Milliseconds from cancel() to the job's end, for one delay.
double latencyMs(Engine& engine, const std::function<void(JobContext&)>& work, int delayMs) {
    auto job = engine.start<int>([&](JobContext& ctx) {
        work(ctx);
        return 0;
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
    if (job->finished())
        return -1;  // done before the cancel: no figure
    const auto cancelled = Clock::now();
    job->cancel();
    job->wait();
    return std::chrono::duration<double, std::milli>(Clock::now() - cancelled).count();
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    auto lists = std::make_shared<const GameLists>(
        WordListLoader().load("bundled:wordle-answers-2315").list,
        WordListLoader().load("bundled:wordle-guesses-12972").list, true);
    auto matrix = std::make_shared<const PatternMatrix>(
        PatternMatrix::build(lists->guesses(), lists->answers()));
    const CandidateSet all = CandidateSet::all(lists->answers().size());
    const EldrowSolver eldrow(lists->answers());
    const WordGame wordle(lists, matrix);
    const std::vector<std::pair<const char*, std::function<void(JobContext&)>>> jobs{
        {"pattern matrix + ranking", [&](JobContext& ctx) { buildAndRank(*lists, all, &ctx); }},
        {"ranking, streamed", [&](JobContext& ctx) { rankStreaming(*lists, all, {}, &ctx); }},
        {"pair search (exact)",
         [&](JobContext& ctx) { searchPairs(*lists, *matrix, all, {}, &ctx); }},
        {"nerdle generation (length 10)",
         [&](JobContext& ctx) { EquationGenerator::generate(10, {}, &ctx); }},
        {"simulation (entropy player)",
         [&](JobContext& ctx) { simulate(wordle, PlayerOptions{}, &ctx); }},
        {"eldrow, every target", [&](JobContext& ctx) { eldrow.global({}, &ctx); }},
        {"optimal tree, best of 100",
         [&](JobContext& ctx) {
             TreeSolver solver(*lists, *matrix);
             const Ranking r = rankGuesses(*lists, *matrix, all, {}, &ctx);
             if (!r.complete)
                 return;
             std::vector<WordId> openers;
             for (size_t i = 0; i < 100; ++i)
                 openers.push_back(r.rows[i].guess);
             solver.best(openers, {}, &ctx);
         }},
        // A tail opener's large classes: thousands of guesses each refuted
        // by its classes' bounds alone, no set below searched.
        {"optimal tree, fuzzy, normal",
         [&](JobContext& ctx) {
             TreeSolver solver(*lists, *matrix);
             solver.forOpener(*lists->guesses().find("fuzzy"), {}, &ctx);
         }},
        {"optimal tree, fuzzy, hard",
         [&](JobContext& ctx) {
             TreeSolver solver(*lists, *matrix);
             solver.forOpener(*lists->guesses().find("fuzzy"), {GuessRule::Hard, 0}, &ctx);
         }},
        {"within 5, fuzzy, least wrong", [&](JobContext& ctx) {
             WithinSolver solver(*lists, *matrix);
             solver.forOpener(*lists->guesses().find("fuzzy"), GuessRule::Normal, 5, true, &ctx);
         }}};
    Engine engine(2);
    std::printf("%-32s %s\n", "job",
                "cancel latency (ms) after 5 / 50 / 200 / 700 / 1500 ms; worst");
    for (const auto& [name, work] : jobs) {
        if (argc > 1 && std::string(name).find(argv[1]) == std::string::npos)
            continue;  // only the jobs named
        double worst = 0;
        std::printf("%-32s", name);
        for (int delay : {5, 50, 200, 700, 1500}) {
            const double ms = latencyMs(engine, work, delay);
            if (ms < 0)
                std::printf("  (done)");
            else
                std::printf("  %7.1f", ms);
            worst = std::max(worst, ms);
        }
        std::printf("   worst %7.1f ms\n", worst);
    }
    return 0;
}
