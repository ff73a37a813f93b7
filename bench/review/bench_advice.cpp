// SPDX-License-Identifier: GPL-3.0-or-later
// Exact advice at a position after a first guess, as the Assistant gives it:
// for each of the N best first guesses by entropy over the bundled lists
// (2315 answers, 12972 guesses), the position after it against a secret
// drawn with a fixed rule; the entropy ranking over the guesses the mode
// allows, then the exact values of its 20 best (adviseAtPosition). Prints
// the median and worst time per mode and thread count, and a checksum of
// every value found (the same on 1 and 2 threads).
//   bench_advice [N]   (default 20)
#include "benchutil.h"
#include "engine.h"
#include "gamestate.h"
#include "patternmatrix.h"
#include "ranking.h"
#include "treeposition.h"
#include "wordlistloader.h"

#include <cmath>
#include <cstdlib>

using namespace guesslab;

int main(int argc, char** argv) {
    bench::printMachine();
    const auto lists = std::make_shared<const GameLists>(
        WordListLoader().load("bundled:wordle-answers-2315").list,
        WordListLoader().load("bundled:wordle-guesses-12972").list, true);
    const PatternMatrix matrix = PatternMatrix::build(lists->guesses(), lists->answers());
    const Ranking first = rankGuesses(*lists, matrix, CandidateSet::all(lists->answers().size()));
    const size_t n = argc > 1 ? static_cast<size_t>(std::atoi(argv[1])) : 20;
    constexpr size_t kTried = 20;  // as the Assistant
    for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard}) {
        for (int threads : {1, 2}) {
            Engine engine(threads);
            std::vector<double> times;
            bench::Checksum sum;
            size_t answersLeft = 0;
            for (size_t i = 0; i < n && i < first.rows.size(); ++i) {
                const WordId opener = first.rows[i].guess;
                const std::string word = lists->guesses().word(opener);
                const auto secret = static_cast<WordId>((i * 7919 + 13) % lists->answers().size());
                const Pattern p = matrix.at(opener, secret);
                PositionAdvice advice;
                times.push_back(bench::secondsOf([&] {
                    advice = *engine
                                  .run<PositionAdvice>([&](JobContext& ctx) {
                                      GameState game(lists);
                                      game.submit(word, p, rule);
                                      RankOptions options;
                                      if (rule != GuessRule::Normal)
                                          options.guesses = game.allowedGuesses(rule);
                                      const Ranking r = rankGuesses(
                                          *lists, matrix, game.candidates(), options, &ctx);
                                      std::vector<std::string> tried;
                                      for (size_t k = 0; k < r.rows.size() && k < kTried; ++k)
                                          tried.push_back(lists->guesses().word(r.rows[k].guess));
                                      return adviseAtPosition(
                                          treePosition(lists, word + ":" + toString(p, 5), rule),
                                          rule, tried, &ctx);
                                  })
                                  .result;
                }));
                answersLeft += advice.answers;
                sum.add(advice.answers);
                for (const NextGuessValue& v : advice.guesses) {
                    sum.add(std::string_view(v.guess));
                    sum.add(static_cast<uint64_t>(std::llround(v.average * 1e6)) * 2 + v.exact);
                }
            }
            std::sort(times.begin(), times.end());
            std::printf(
                "%-6s threads=%d  %zu positions (%zu answers left in all)  median %.3f s  "
                "worst %.3f s  checksum %016llx\n",
                ruleName(rule), threads, times.size(), answersLeft, times[times.size() / 2],
                times.back(), static_cast<unsigned long long>(sum.value));
        }
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
