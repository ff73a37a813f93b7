// SPDX-License-Identifier: GPL-3.0-or-later
// Several boards on the bundled lists (2315 answers, 12972 guesses): the
// best next guess over N boards at positions of seeded games (the start,
// then after each of the first guesses), and simulations of seeded games
// with a player. Each on 1 and 2 threads with a checksum of the result
// (the same on both).
//   bench_boards                            next:4 and 10,000 Quordle games, entropy
// And two boards solved exactly on the answers of one letter, against the
// whole guess list or those answers alone (dordle:L[:answers]); one thread
// (the solver is sequential).
//   bench_boards next:N[:G] | simulate:N:GAMES[:PLAYER] | dordle:L[:answers] ...
#include "benchutil.h"
#include "boardssimulation.h"
#include "dordlesolver.h"
#include "engine.h"
#include "wordlistloader.h"

#include <cstdlib>
#include <string>
#include <vector>

using namespace guesslab;

namespace {

std::vector<std::string> fields(const std::string& task) {
    std::vector<std::string> out;
    size_t from = 0;
    for (size_t at; (at = task.find(':', from)) != std::string::npos; from = at + 1)
        out.push_back(task.substr(from, at - from));
    out.push_back(task.substr(from));
    return out;
}

// Positions of G seeded games: each game's first four positions, played by
// the entropy player (the start is the same for every game).
std::vector<BoardsPosition> positions(const BoardsPlayer& player, int games) {
    const BoardsGame& game = player.game();
    std::vector<BoardsPosition> out;
    for (int i = 0; i < games; ++i) {
        const auto secrets = boardsSecrets(game.board().secretCount(), game.boards(), 2026, i);
        BoardsPosition p(game);
        for (int step = 0; step < 4 && !p.finished(); ++step) {
            out.push_back(p);
            p.playAgainst(Question{*player.choose(p), {}, {}}, secrets);
        }
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    const WordListLoader loader;
    const auto lists =
        std::make_shared<const GameLists>(loader.load("bundled:wordle-answers-2315").list,
                                          loader.load("bundled:wordle-guesses-12972").list);
    const auto matrix = std::make_shared<const PatternMatrix>(
        PatternMatrix::build(lists->guesses(), lists->answers()));
    std::printf("%zu answers, %zu guesses\n", lists->answers().size(), lists->guesses().size());
    std::vector<std::string> tasks{"next:4", "simulate:4:10000"};
    if (argc > 1)
        tasks.assign(argv + 1, argv + argc);
    for (const std::string& task : tasks) {
        const std::vector<std::string> f = fields(task);
        if (f[0] == "dordle") {
            std::vector<std::string> words;
            for (const std::string& w : lists->answers().words())
                if (f.size() > 1 && w.rfind(f[1], 0) == 0)
                    words.push_back(w);
            const WordList answers(lists->answers().alphabet(), words, "answers " + f[1]);
            const bool alone = f.size() > 2 && f[2] == "answers";
            const auto small = std::make_shared<const GameLists>(
                answers, alone ? answers : lists->guesses(), true);
            const auto table = std::make_shared<const PatternMatrix>(
                PatternMatrix::build(small->guesses(), small->answers()));
            const WordGame game(small, table);
            DordleResult r;
            const double s = bench::secondsOf([&] { r = DordleSolver(game).solve(); });
            bench::Checksum sum;
            sum.add(r.total);
            sum.add(r.lower);
            sum.add(static_cast<uint64_t>(r.first));
            std::printf(
                "%-18s threads=1  %8.3f s  %zu answers, %zu guesses: %llu in all over %llu pairs "
                "(%.4f), %s, first %s, %llu states  checksum %016llx\n",
                task.c_str(), s, small->answers().size(), small->guesses().size(),
                static_cast<unsigned long long>(r.total), static_cast<unsigned long long>(r.pairs),
                r.average(), r.exact() ? "proven" : "NOT PROVEN",
                r.first >= 0 ? small->guesses().word(static_cast<WordId>(r.first)).c_str() : "-",
                static_cast<unsigned long long>(r.states),
                static_cast<unsigned long long>(sum.value));
            std::fflush(stdout);
            continue;
        }
        const int boards = f.size() > 1 ? std::atoi(f[1].c_str()) : 4;
        const BoardsGame game(lists, matrix, boards);
        for (int threads : {1, 2}) {
            Engine engine(threads);
            if (f[0] == "next") {
                const int games = f.size() > 2 ? std::atoi(f[2].c_str()) : 20;
                // Nothing kept from a scorer's earlier positions: each is measured afresh.
                const BoardsScorer setup(game, 0);
                const auto all =
                    engine
                        .run<std::vector<BoardsPosition>>([&](JobContext&) {
                            return positions(BoardsPlayer(setup, BoardsStrategy::Entropy), games);
                        })
                        .result;
                bench::Checksum sum;
                double slowest = 0;
                const double s = bench::secondsOf([&] {
                    for (const BoardsPosition& p : *all) {
                        const BoardsScorer scorer(game, 0);
                        const BoardsPlayer player(scorer, BoardsStrategy::Entropy);
                        uint32_t g = 0;
                        const double one = bench::secondsOf([&] {
                            g = engine
                                    .run<uint32_t>(
                                        [&](JobContext& ctx) { return *player.choose(p, &ctx); })
                                    .result.value();
                        });
                        slowest = std::max(slowest, one);
                        sum.add(g);
                    }
                });
                std::printf(
                    "%-18s threads=%d  %8.3f s  %zu positions, %.1f ms each, slowest %.1f ms  "
                    "checksum %016llx\n",
                    task.c_str(), threads, s, all->size(), 1000 * s / double(all->size()),
                    1000 * slowest, static_cast<unsigned long long>(sum.value));
            } else if (f[0] == "simulate") {
                const size_t games = f.size() > 2 ? std::strtoul(f[2].c_str(), nullptr, 10) : 1000;
                const auto strategy = boardsStrategyNamed(f.size() > 3 ? f[3] : "entropy")
                                          .value_or(BoardsStrategy::Entropy);
                const BoardsScorer scorer(game);
                const BoardsPlayer player(scorer, strategy);
                BoardsSimulation r;
                const double s = bench::secondsOf([&] {
                    r = *engine
                             .run<BoardsSimulation>([&](JobContext& ctx) {
                                 return simulateBoards(player, games, 1, &ctx);
                             })
                             .result;
                });
                std::printf(
                    "%-18s threads=%d  %8.3f s  %s, %s: %zu games, average %.4f, won %.2f %%, "
                    "worst %d, %.0f games/s  checksum %016llx\n",
                    task.c_str(), threads, s, r.game.c_str(), r.player.c_str(), r.games, r.average,
                    100.0 * double(r.won) / double(r.games), r.worst, double(r.games) / s,
                    static_cast<unsigned long long>(r.checksum));
            }
            std::fflush(stdout);
        }
    }
    return 0;
}
