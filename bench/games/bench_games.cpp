// SPDX-License-Identifier: GPL-3.0-or-later
// Players against every secret: the entropy player over all 2315 Wordle
// answers with the full guess list (the best guess recomputed at every
// node), and Mastermind 4x6 for each player, on 1 and 2 threads. Prints time,
// average, worst and a checksum of every secret's number of questions.
#include "benchutil.h"
#include "engine.h"
#include "mastermindgame.h"
#include "simulation.h"
#include "wordgame.h"
#include "wordlistloader.h"

using namespace guesslab;

namespace {
void report(const Game& game, Strategy strategy, int threads, int runs) {
    Engine engine(threads);
    PlayerOptions o;
    o.strategy = strategy;
    SimulationResult r;
    const double t = bench::medianSeconds(runs, [&] {
        r = *engine.run<SimulationResult>([&](JobContext& ctx) { return simulate(game, o, &ctx); })
                 .result;
    });
    bench::Checksum c;
    for (int q : r.questions)
        c.add(static_cast<uint64_t>(q));
    std::printf(
        "%-16s %-12s threads=%d  median %7.3f s  average %.4f  worst %d  checksum %016llx\n",
        r.game.c_str(), r.player.c_str(), threads, t, r.average, r.worst,
        static_cast<unsigned long long>(c.value));
}
}  // namespace

int main() {
    bench::printMachine();
    auto lists = std::make_shared<const GameLists>(
        WordListLoader().load("bundled:wordle-answers-2315").list,
        WordListLoader().load("bundled:wordle-guesses-12972").list);
    auto matrix = std::make_shared<const PatternMatrix>(
        PatternMatrix::build(lists->guesses(), lists->answers()));
    const WordGame wordle(lists, matrix);
    const MastermindGame mastermind(4, 6);
    for (int threads : {1, 2}) {
        report(wordle, Strategy::Entropy, threads, 3);
        for (Strategy s : {Strategy::Entropy, Strategy::Minimax, Strategy::MinAverage})
            report(mastermind, s, threads, 5);
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
