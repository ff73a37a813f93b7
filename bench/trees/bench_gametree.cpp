// SPDX-License-Identifier: GPL-3.0-or-later
// Exact trees over games other than words: Mastermind 4x6 (the fewest
// guesses in all, with and without a cap of 5; within 5 and within 4),
// one odd coin among 12 (the fewest weighings, within 3), binary search over
// 1..1000. Each run on 1 and 2 threads: the time, the value, the sets
// searched, the strategy checked by the plain checker, and a checksum of
// the strategy (the same on both). Then the review of a 5-move Mastermind
// game, move by move.
//   bench_gametree              every run but Bulls and Cows
//   bench_gametree mastermind   Mastermind only
//   bench_gametree bulls-cows   Bulls and Cows: the fewest questions in all
//                               for 4 of 7, 4 of 8 and 4 of 9, and 4 of 10
//                               within 7 (found) and within 6 (refuted)
//   bench_gametree bulls-cows-10  Bulls and Cows 4 of 10, the fewest
//                               questions in all (the published 26,274):
//                               minutes on one thread
#include "anygamereview.h"
#include "benchutil.h"
#include "binarysearchgame.h"
#include "bullscowsgame.h"
#include "coingames.h"
#include "engine.h"
#include "gametreesolver.h"
#include "mastermindgame.h"

#include <cstring>
#include <functional>
#include <string>

using namespace guesslab;

namespace {

void measure(const Game& game, const GameTreeRequest& request, const char* label) {
    for (int threads : {1, 2}) {
        Engine engine(threads);
        GameTreeResult r;
        const double seconds = bench::secondsOf([&] {
            r = *engine
                     .run<GameTreeResult>([&](JobContext& ctx) {
                         GameTreeSolver solver(game);
                         return solver.solve(request, &ctx);
                     })
                     .result;
        });
        const bool within = request.goal == GameTreeRequest::Goal::Within;
        bench::Checksum sum;
        sum.add(within ? r.wrong : r.total);
        std::string verified = "no strategy";
        if (!r.strategy.empty()) {
            const GameStrategyCheck check =
                checkGameStrategy(r.strategy, game, request.rules, within);
            sum.add(std::string_view(formatGameStrategy(r.strategy, game)));
            const bool agrees =
                within ? check.late.size() == r.wrong : check.stats.total == r.total;
            verified = check.ok() && agrees ? "verified" : "CHECK FAILED";
        }
        std::printf(
            "%-28s %-24s threads=%d %8.2f s  %s %llu%s, opener %s  %s  %llu sets  "
            "checksum %016llx\n",
            game.name().c_str(), label, threads, seconds, within ? "wrong" : "total",
            static_cast<unsigned long long>(within ? r.wrong : r.total),
            r.proven ? "" : " (stopped)",
            r.strategy.empty() ? "-" : game.describeQuestion(r.opener).c_str(), verified.c_str(),
            static_cast<unsigned long long>(r.nodes), static_cast<unsigned long long>(sum.value));
        std::fflush(stdout);
    }
}

// A game played against secret 6543: its moves, each with the feedback
// the secret gives.
void measureReview(const MastermindGame& game) {
    std::vector<Asked> steps;
    Phrase problem;
    const auto secret = *game.findSecret("6543");
    for (const char* code : {"1122", "1344", "3526", "5643", "6543"}) {
        const Question q = *game.parseQuestion(code, &problem);
        steps.push_back({q, game.feedback(q, secret)});
    }
    for (int threads : {1, 2}) {
        Engine engine(threads);
        GameReview review;
        const double seconds = bench::secondsOf([&] {
            review = *engine
                          .run<GameReview>([&](JobContext& ctx) {
                              return reviewAnyGame(game, steps, GuessRule::Normal, &ctx);
                          })
                          .result;
        });
        bench::Checksum sum;
        for (const MoveReview& m : review.moves) {
            sum.add(m.bestTotal);
            sum.add(m.playedTotal);
            sum.add(m.receivedTotal);
        }
        std::printf(
            "%-28s %-24s threads=%d %8.2f s  %zu moves, cost %.4f, luck %+.4f  "
            "checksum %016llx\n",
            game.name().c_str(), "review of 5 moves", threads, seconds, review.moves.size(),
            review.totalCost(), review.totalLuck(), static_cast<unsigned long long>(sum.value));
        std::fflush(stdout);
    }
}

GameTreeRequest total(int cap) {
    GameTreeRequest r;
    r.rules.maxGuesses = cap;
    return r;
}

GameTreeRequest within(int k) {
    GameTreeRequest r;
    r.goal = GameTreeRequest::Goal::Within;
    r.rules.maxGuesses = k;
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    const bool onlyMastermind = argc > 1 && std::strcmp(argv[1], "mastermind") == 0;
    if (argc > 1 && std::strcmp(argv[1], "bulls-cows") == 0) {
        measure(BullsCowsGame(4, 7), total(0), "fewest in all");
        measure(BullsCowsGame(4, 8), total(0), "fewest in all");
        measure(BullsCowsGame(4, 9), total(0), "fewest in all");
        const BullsCowsGame classic(4, 10);
        measure(classic, within(7), "within 7");
        measure(classic, within(6), "within 6");
        std::printf("peak memory: %ld MiB\n", bench::peakRssKiB() / 1024);
        return 0;
    }
    if (argc > 1 && std::strcmp(argv[1], "bulls-cows-10") == 0) {
        measure(BullsCowsGame(4, 10), total(0), "fewest in all");
        std::printf("peak memory: %ld MiB\n", bench::peakRssKiB() / 1024);
        return 0;
    }
    const MastermindGame mastermind(4, 6);
    measure(mastermind, within(5), "within 5");
    measure(mastermind, within(4), "within 4");
    measure(mastermind, total(0), "fewest in all");
    measure(mastermind, total(5), "fewest in all, cap 5");
    measureReview(mastermind);
    if (onlyMastermind)
        return 0;
    const OddCoinGame coins(12);
    measure(coins, total(0), "fewest in all");
    measure(coins, within(3), "within 3");
    const BinarySearchGame binary(1000);
    measure(binary, total(0), "fewest in all");
    std::printf("peak memory: %ld MiB\n", bench::peakRssKiB() / 1024);
    return 0;
}
