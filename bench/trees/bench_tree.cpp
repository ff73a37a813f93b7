// SPDX-License-Identifier: GPL-3.0-or-later
// Optimal decision trees over the bundled lists (2315 answers, 12972
// guesses): one opener proven in normal, hard (the game's rule) and strict
// mode, on 1 and 2 threads, and the best of the top N openers by entropy (2
// threads). Prints the total, nodes, memo size, time, peak memory and a
// checksum of the tree; every tree is verified with the independent checker.
//   bench_tree [opener:W | hard:W | strict:W | best:N | cap:W:K | hardcap:W:K
//               | strictcap:W:K | prior:W | hardprior:W | random:W ...] [--keep-refined]
//   (prior: the answers ending in -ed or in an -s that is not -ss, -us or
//   -is weigh 0.25, the others 1, as docs/priors/rare-endings-2315.txt;
//   random: weights 1 to 4 drawn with a fixed seed; normal mode but for
//   hardprior)
//   (default: opener:salet hard:salet hardcap:salet:6 strict:salet;
//   --keep-refined: guesses that one searched before splits at least as
//   finely are searched too, the search before that step)
#include "benchutil.h"
#include "bundledlists.h"
#include "engine.h"
#include "patternmatrix.h"
#include "ranking.h"
#include "strategytree.h"
#include "treesolver.h"
#include "wordlistloader.h"

#include <cstring>
#include <optional>
#include <random>

using namespace guesslab;

namespace {

bool endsWith(const std::string& w, const char* tail) {
    const size_t n = std::strlen(tail);
    return w.size() >= n && w.compare(w.size() - n, n, tail) == 0;
}

TreePrior rareEndings(const WordList& answers) {
    std::vector<double> weights;
    for (WordId a = 0; a < answers.size(); ++a) {
        const std::string w = answers.word(a);
        const bool rare = endsWith(w, "ed") || (endsWith(w, "s") && !endsWith(w, "ss") &&
                                                !endsWith(w, "us") && !endsWith(w, "is"));
        weights.push_back(rare ? 0.25 : 1.0);
    }
    return TreePrior::fromWeights(weights);
}

TreePrior randomPrior(size_t answers) {
    std::mt19937 rng(2024);
    std::vector<double> weights;
    for (size_t a = 0; a < answers; ++a)
        weights.push_back(double(1 + rng() % 4));
    return TreePrior::fromWeights(weights);
}

uint64_t checksumOf(const StrategyTree& s) {
    bench::Checksum c;
    for (const auto& node : s.nodes()) {
        c.add(node.guess);
        for (const auto& [p, child] : node.next)
            c.add(uint64_t{p.value} << 32 | child);
    }
    return c.value;
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                    WordListLoader().load("bundled:wordle-guesses-12972").list, true);
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers());
    std::vector<std::string> jobs(argv + 1, argv + argc);
    const auto keep = std::find(jobs.begin(), jobs.end(), "--keep-refined");
    const bool keepRefined = keep != jobs.end();
    if (keepRefined)
        jobs.erase(keep);
    if (jobs.empty())
        jobs = {"opener:salet", "hard:salet", "hardcap:salet:6", "strict:salet"};
    for (const std::string& job : jobs) {
        const std::string kind = job.substr(0, job.find(':'));
        std::string arg = job.substr(job.find(':') + 1);
        StrategyRules rules;
        rules.rule = kind == "hard" || kind == "hardcap" || kind == "hardprior" ? GuessRule::Hard
                     : kind == "strict" || kind == "strictcap"                  ? GuessRule::Strict
                                                                                : GuessRule::Normal;
        if (kind == "cap" || kind == "hardcap" || kind == "strictcap") {
            rules.maxGuesses = std::stoi(arg.substr(arg.find(':') + 1));
            arg = arg.substr(0, arg.find(':'));
        }
        std::optional<TreePrior> prior;
        if (kind == "prior" || kind == "hardprior")
            prior = rareEndings(lists.answers());
        else if (kind == "random")
            prior = randomPrior(lists.answers().size());
        std::vector<WordId> openers;
        if (kind == "best") {
            const Ranking ranking =
                rankGuesses(lists, matrix, CandidateSet::all(lists.answers().size()));
            for (size_t i = 0; i < static_cast<size_t>(std::stoi(arg)); ++i)
                openers.push_back(ranking.rows[i].guess);
        } else if (const auto id = lists.guesses().find(arg)) {
            openers.push_back(*id);
        } else {
            std::printf("%s: not a guess\n", arg.c_str());
            continue;
        }
        for (int threads : {1, 2}) {
            if (kind == "best" && threads == 1 && openers.size() > 10)
                continue;  // minutes: the 2-thread figure only
            Engine engine(threads);
            TreeResult r;
            const double t = bench::secondsOf([&] {
                r = *engine
                         .run<TreeResult>([&](JobContext& ctx) {
                             TreeSolver solver(lists, matrix);  // a fresh memo each run
                             solver.setDropRefined(!keepRefined);
                             solver.setPrior(prior ? &*prior : nullptr);
                             return solver.best(openers, rules, &ctx);
                         })
                         .result;
            });
            const StrategyCheck check =
                checkStrategy(r.strategy, lists, rules, prior ? &*prior : nullptr);
            if (prior)  // the weighted total, recomputed, and what it is worth per answer
                std::printf("%-14s threads=%d  weighted %llu over weight %llu  expected %.4f  %s\n",
                            job.c_str(), threads,
                            static_cast<unsigned long long>(check.stats.weighted),
                            static_cast<unsigned long long>(check.stats.weight),
                            check.stats.weightedAverage(),
                            check.stats.weighted == r.total ? "weighted total agrees"
                                                            : "WEIGHTED TOTAL DIFFERS");
            std::printf(
                "%-14s threads=%d  %-6s total %5llu  avg %.4f  worst %d  %s  %s  %9llu nodes  "
                "%8llu hits  memo %7zu sets %6.1f MiB  %7.2f s  checksum %016llx\n",
                job.c_str(), threads, lists.guesses().word(r.opener).c_str(),
                static_cast<unsigned long long>(r.total), check.stats.average(), check.stats.worst,
                r.proven ? "proven" : "NOT proven", check.ok() ? "verified" : "CHECK FAILED",
                static_cast<unsigned long long>(r.nodes),
                static_cast<unsigned long long>(r.memoHits), r.memoEntries,
                double(r.memoBytes) / (1 << 20), t,
                static_cast<unsigned long long>(checksumOf(r.strategy)));
        }
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
