// SPDX-License-Identifier: GPL-3.0-or-later
// The headline ranking: every guess of the bundled 12972 list measured over
// the 2315 answers, from loaded lists to the sorted ranking (pattern matrix
// build included), and streamed without a matrix, on 1 and 2 threads. Prints the median time, the
// phases, the best opener, a checksum of the whole ranking and the peak memory.
#include "benchutil.h"
#include "engine.h"
#include "ranking.h"
#include "wordlistloader.h"

using namespace guesslab;

namespace {

uint64_t checksumOf(const Ranking& r) {
    bench::Checksum c;
    for (const GuessMeasures& m : r.rows) {
        c.add(m.guess);
        c.add(m.orderKey);
    }
    return c.value;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string answersSpec = argc > 1 ? argv[1] : "bundled:wordle-answers-2315";
    const std::string guessesSpec = argc > 2 ? argv[2] : "bundled:wordle-guesses-12972";
    bench::printMachine();
    const long rssBefore = bench::peakRssKiB();
    double loadSeconds = 0;
    GameLists lists;
    loadSeconds = bench::secondsOf([&] {
        lists = GameLists(WordListLoader().load(answersSpec).list,
                          WordListLoader().load(guessesSpec).list);
    });
    const CandidateSet all = CandidateSet::all(lists.answers().size());
    std::printf("lists: %zu guesses x %zu answers (%s, %s), loaded in %.2f ms\n",
                lists.guesses().size(), lists.answers().size(), answersSpec.c_str(),
                guessesSpec.c_str(), loadSeconds * 1e3);
    std::printf(
        "matrix: %.1f MiB\n",
        PatternMatrix::bytesFor(lists.guesses().size(), lists.answers().size(), lists.length()) /
            1048576.0);

    for (int threads : {1, 2}) {
        Engine engine(threads);
        Ranking result;
        const double total = bench::medianSeconds(21, [&] {
            result = std::move(engine
                                   .run<MatrixAndRanking>([&](JobContext& ctx) {
                                       return buildAndRank(lists, all, &ctx);
                                   })
                                   .result->ranking);
        });
        // The two phases on their own (build, then rank over the built matrix).
        PatternMatrix matrix;
        const double build = bench::medianSeconds(9, [&] {
            matrix = *engine
                          .run<PatternMatrix>([&](JobContext& ctx) {
                              return PatternMatrix::build(lists.guesses(), lists.answers(), &ctx);
                          })
                          .result;
        });
        const double rank = bench::medianSeconds(9, [&] {
            engine.run<Ranking>(
                [&](JobContext& ctx) { return rankGuesses(lists, matrix, all, {}, &ctx); });
        });
        // Streaming: each row graded into a per-thread buffer and measured
        // at once, no matrix at all (what `rank` needs when nothing follows).
        Ranking streamed;
        const double streaming = bench::medianSeconds(21, [&] {
            streamed = std::move(*engine
                                      .run<Ranking>([&](JobContext& ctx) {
                                          return rankStreaming(lists, all, {}, &ctx);
                                      })
                                      .result);
        });
        const GuessMeasures& best = result.rows.front();
        std::printf(
            "threads=%d  ranking median %7.2f ms  (apart: matrix %6.2f ms, measures+sort %6.2f ms) "
            " "
            "%.1f M guess-answer pairs/s  best %s %.4f bits  checksum %016llx\n",
            threads, total * 1e3, build * 1e3, rank * 1e3,
            double(lists.guesses().size()) * double(lists.answers().size()) / total / 1e6,
            lists.guesses().word(best.guess).c_str(), best.remaining,
            static_cast<unsigned long long>(checksumOf(result)));
        std::printf(
            "threads=%d  streaming ranking, no matrix, median %7.2f ms  %.1f M pairs/s  "
            "best %s  checksum %016llx\n",
            threads, streaming * 1e3,
            double(lists.guesses().size()) * double(lists.answers().size()) / streaming / 1e6,
            lists.guesses().word(streamed.rows.front().guess).c_str(),
            static_cast<unsigned long long>(checksumOf(streamed)));
    }
    std::printf("peak memory: %.1f MiB (%.1f MiB before loading)\n", bench::peakRssKiB() / 1024.0,
                rssBefore / 1024.0);
    return 0;
}
