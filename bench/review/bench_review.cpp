// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a played game, as the Review panel runs it: salet, crony,
// hound, wound (secret wound) over the bundled lists (2315 answers, 12972
// guesses), under each mode, the first move compared with the N best
// guesses by entropy. Prints the time per mode and thread count, the
// totals, and a checksum of every move's figures (the same on 1 and 2
// threads).
//   bench_review [N]   (default 20)
#include "benchutil.h"
#include "engine.h"
#include "gamereview.h"
#include "playedgame.h"
#include "wordlistloader.h"

#include <cstdlib>

using namespace guesslab;

int main(int argc, char** argv) {
    bench::printMachine();
    const auto lists = std::make_shared<const GameLists>(
        WordListLoader().load("bundled:wordle-answers-2315").list,
        WordListLoader().load("bundled:wordle-guesses-12972").list, true);
    const int candidates = argc > 1 ? std::atoi(argv[1]) : 20;
    for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
        const PlayedGame game =
            parsePlayedGame(lists, "salet\ncrony\nhound\nwound\n", "wound", rule, "bench");
        for (int threads : {1, 2}) {
            Engine engine(threads);
            ReviewOptions options;
            options.rule = rule;
            options.candidates = candidates;
            GameReview review;
            const double seconds = bench::secondsOf([&] {
                review = *engine
                              .run<GameReview>([&](JobContext& ctx) {
                                  return reviewGame(lists, game.steps, options, &ctx);
                              })
                              .result;
            });
            bench::Checksum sum;
            for (const MoveReview& m : review.moves) {
                sum.add(m.leftBefore);
                sum.add(m.bestTotal);
                sum.add(m.playedTotal);
                sum.add(m.receivedTotal);
                sum.add(std::string_view(m.best));
            }
            std::printf(
                "%-6s threads=%d  4 moves, first against %d  %.2f s  expected %.4f  "
                "cost %.4f  luck %+.4f  checksum %016llx\n",
                ruleName(rule), threads, candidates, seconds, review.moves.front().bestExpected(),
                review.totalCost(), review.totalLuck(), static_cast<unsigned long long>(sum.value));
        }
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
