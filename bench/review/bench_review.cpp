// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a played game, as the Review panel runs it: salet, crony,
// hound, wound (secret wound) over the bundled lists (2315 answers, 12972
// guesses), under each mode, the first move compared with the N best
// guesses by entropy, searched or read from the shipped opening book. Prints
// the time per mode, thread count and book, the totals, and a checksum of
// every move's figures (the same on 1 and 2 threads, and with the book where
// its best is among the N). With --openers, then, on 2 threads with the
// book, the review of games that open with words from high to low in the
// ranking and with tail openers, in both modes: the first move's classes
// read from the book where it holds them (a book a move deep), else
// searched only as its luck and the next move need them. With --random K,
// K games of up to 4 moves in each mode, each opening with a guess drawn
// from the whole list and going on with answers still possible drawn at
// random (seed 1): the median and the slowest review, on 2 threads.
//   bench_review [N] [--openers] [--random K]   (N: default 20)
#include "benchutil.h"
#include "engine.h"
#include "gamereview.h"
#include "openingbook.h"
#include "playedgame.h"
#include "referencegrader.h"
#include "wordlistloader.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace guesslab;

namespace {

// The review as the panel runs it, in the engine; its wall time in seconds.
GameReview timedReview(Engine& engine, const std::shared_ptr<const GameLists>& lists,
                       const PlayedGame& game, const ReviewOptions& options, double& seconds) {
    GameReview review;
    seconds = bench::secondsOf([&] {
        review = *engine
                      .run<GameReview>([&](JobContext& ctx) {
                          return reviewGame(lists, game.steps, options, &ctx);
                      })
                      .result;
    });
    return review;
}

// A game as text (one guess a line) reviewed with the shipped book.
GameReview bookReview(Engine& engine, const std::shared_ptr<const GameLists>& lists,
                      const std::string& text, const std::string& secret, GuessRule rule,
                      int candidates, double& seconds) {
    const PlayedGame game = parsePlayedGame(lists, text, secret, rule, "bench");
    ReviewOptions options;
    options.rule = rule;
    options.candidates = candidates;
    options.book = &OpeningBook::bundled();
    return timedReview(engine, lists, game, options, seconds);
}

// Games drawn at random, reviewed with the book on 2 threads: the opener
// any guess, then answers still possible (every rule allows them), up to
// 4 moves or the win.
int randomReviews(const std::shared_ptr<const GameLists>& lists, int candidates, int games) {
    Engine engine(2);
    for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
        std::mt19937 random(1);
        std::vector<std::pair<double, std::string>> times;
        bench::Checksum sum;
        for (int g = 0; g < games; ++g) {
            const WordId secret = static_cast<WordId>(random() % lists->answers().size());
            const std::string target = lists->answers().word(secret);
            std::string text =
                lists->guesses().word(static_cast<WordId>(random() % lists->guesses().size()));
            std::vector<std::string> moves{text};
            std::vector<WordId> left;
            for (WordId a = 0; a < lists->answers().size(); ++a)
                left.push_back(a);
            for (std::string guess = text; guess != target && moves.size() < 4;) {
                const Pattern p = gradeWords(guess, target);
                std::erase_if(left, [&](WordId a) {
                    return gradeWords(guess, lists->answers().word(a)) != p;
                });
                guess = lists->answers().word(left[random() % left.size()]);
                moves.push_back(guess);
            }
            std::string played;
            for (const std::string& m : moves)
                played += m + "\n";
            double seconds = 0;
            const GameReview review =
                bookReview(engine, lists, played, target, rule, candidates, seconds);
            for (const MoveReview& m : review.moves) {
                sum.add(m.bestTotal);
                sum.add(m.playedTotal);
                sum.add(m.receivedTotal);
            }
            std::string name;
            for (const std::string& m : moves)
                name += (name.empty() ? "" : ",") + m;
            times.emplace_back(seconds, name + " (" + target + ")");
        }
        std::sort(times.begin(), times.end());
        std::printf(
            "%-6s threads=2  book=yes  %d random games  median %.2f s  slowest %.2f s "
            "(%s)  checksum %016llx\n",
            ruleName(rule), games, times[times.size() / 2].first, times.back().first,
            times.back().second.c_str(), static_cast<unsigned long long>(sum.value));
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    const auto lists = std::make_shared<const GameLists>(
        WordListLoader().load("bundled:wordle-answers-2315").list,
        WordListLoader().load("bundled:wordle-guesses-12972").list, true);
    // The shipped tables, parsed and merged once per process (the window
    // and the review pay it at their first use).
    const double bookSeconds = bench::secondsOf([] { (void)OpeningBook::bundled(); });
    std::printf("opening book: the shipped tables read in %.3f s\n", bookSeconds);
    // N and --openers in either order, each optional.
    int candidates = 20;
    bool openers = false;
    int randomGames = 0;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--openers") == 0)
            openers = true;
        else if (std::strcmp(argv[i], "--random") == 0 && i + 1 < argc)
            randomGames = std::atoi(argv[++i]);
        else
            candidates = std::atoi(argv[i]);
    }
    if (randomGames > 0)
        return randomReviews(lists, candidates, randomGames);
    for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict}) {
        const PlayedGame game =
            parsePlayedGame(lists, "salet\ncrony\nhound\nwound\n", "wound", rule, "bench");
        for (int threads : {1, 2})
            for (const OpeningBook* book :
                 {static_cast<const OpeningBook*>(nullptr), &OpeningBook::bundled()}) {
                Engine engine(threads);
                ReviewOptions options;
                options.rule = rule;
                options.candidates = candidates;
                options.book = book;
                double seconds = 0;
                const GameReview review = timedReview(engine, lists, game, options, seconds);
                bench::Checksum sum;
                for (const MoveReview& m : review.moves) {
                    sum.add(m.leftBefore);
                    sum.add(m.bestTotal);
                    sum.add(m.playedTotal);
                    sum.add(m.receivedTotal);
                    sum.add(std::string_view(m.best));
                }
                std::printf(
                    "%-6s threads=%d  book=%-3s 4 moves, first against %d  %.2f s  expected %.4f  "
                    "cost %.4f  luck %+.4f  checksum %016llx%s\n",
                    ruleName(rule), threads, book ? "yes" : "no", candidates, seconds,
                    review.moves.front().bestExpected(), review.totalCost(), review.totalLuck(),
                    static_cast<unsigned long long>(sum.value),
                    review.moves.front().bestFromBook ? "  (first best from the book)" : "");
            }
    }
    if (!openers) {
        std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
        return 0;
    }
    // Games that open with words ranked high to low, then with tail openers
    // (qajaq is the last), on 2 threads with the book: the opener's classes
    // are read from it where it holds them (a book a move deep), else
    // searched as the luck and the next move need them, the received one
    // always (stale's is the large all-grey class of a tail opener).
    Engine engine(2);
    struct Opening {
        const char* opener;
        const char* secret;
    };
    const Opening openings[] = {{"salet", "wound"}, {"crane", "wound"}, {"adieu", "wound"},
                                {"stole", "wound"}, {"audio", "wound"}, {"pious", "wound"},
                                {"fuzzy", "wound"}, {"zingy", "wound"}, {"qajaq", "wound"},
                                {"fuzzy", "stale"}, {"zingy", "stale"}, {"qajaq", "stale"},
                                {"immix", "stale"}, {"abaya", "pence"}};
    for (GuessRule rule : {GuessRule::Normal, GuessRule::Hard})
        for (const Opening& o : openings) {
            const char* opener = o.opener;
            const std::string text = std::string(opener) + "\n" + o.secret + "\n";
            double seconds = 0;
            const GameReview review =
                bookReview(engine, lists, text, o.secret, rule, candidates, seconds);
            const MoveReview& first = review.moves.front();
            std::printf(
                "%-6s threads=2  book=yes %s, %s  %.2f s  played %.4f  luck %.3f  best %s "
                "%.4f%s  classes searched %zu of %zu\n",
                ruleName(rule), opener, o.secret, seconds, first.playedExpected(), first.luckRank,
                first.best.c_str(), first.bestExpected(),
                first.bestFromBook ? "  (from the book)" : "", first.classesSearched,
                first.classes);
        }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
