// SPDX-License-Identifier: GPL-3.0-or-later
// Eldrow over the 2315 answers: the longest chain from a start word (every
// target in parallel), for single hard targets, and over every target, on 1
// and 2 threads. Prints length, proof, pools searched, time, nodes/s, the
// largest memo and a checksum of the chains found (for "all": of every
// target's length too, and one of the lengths alone).
//   bench_eldrow [start:W | target:W | sample:K | all ...]
//   (sample:K: K targets spread evenly over the list, one after another on
//   one thread, each on a line; the sum, scaled to every target on 2
//   threads, estimates "all")
//   (default: start:crane target:lower target:mower; "all" runs on 2 threads only)
#include "benchutil.h"
#include "eldrow.h"
#include "engine.h"
#include "wordlistloader.h"

#include <algorithm>
#include <chrono>
#include <map>

using namespace guesslab;

// K targets evenly spread, each searched alone on one thread.
void sample(const EldrowSolver& solver, size_t k) {
    const size_t n = solver.words().size();
    k = std::clamp<size_t>(k, 1, n);
    Engine engine(1);
    bench::Checksum c;
    uint64_t nodes = 0;
    const double t = bench::secondsOf([&] {
        for (size_t i = 0; i < k; ++i) {
            const auto target = static_cast<WordId>(i * n / k);
            const auto t0 = std::chrono::steady_clock::now();
            const EldrowResult r = *engine
                                        .run<EldrowResult>([&](JobContext& ctx) {
                                            return solver.forTarget(target, {}, &ctx);
                                        })
                                        .result;
            c.add(target * 64u + static_cast<unsigned>(r.length));
            std::printf(
                "  %-6s length %2d  %8llu pools  %5.2f s\n", solver.words().word(target).c_str(),
                r.length, static_cast<unsigned long long>(r.nodes),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
            nodes += r.nodes;
        }
    });
    std::printf(
        "sample:%-7zu threads=1  %zu targets  %10llu pools  %7.2f s  (%.3f s a target; "
        "every target on 2 threads: about %.0f s)  checksum %016llx\n",
        k, k, static_cast<unsigned long long>(nodes), t, t / double(k),
        t / double(k) * double(n) / 2, static_cast<unsigned long long>(c.value));
}

int main(int argc, char** argv) {
    bench::printMachine();
    const WordList words = WordListLoader().load("bundled:wordle-answers-2315").list;
    const EldrowSolver solver(words);
    std::vector<std::string> jobs;
    for (int i = 1; i < argc; ++i)
        jobs.push_back(argv[i]);
    if (jobs.empty())
        jobs = {"start:crane", "target:lower", "target:mower"};
    for (const std::string& job : jobs) {
        if (job.rfind("sample:", 0) == 0) {
            sample(solver, std::stoul(job.substr(7)));
            continue;
        }
        const bool all = job == "all";
        const bool start = job.rfind("start:", 0) == 0;
        const std::string word = all ? std::string() : job.substr(job.find(':') + 1);
        const auto id = words.find(word);
        if (!all && !id) {
            std::printf("%s: not a word of the list\n", word.c_str());
            continue;
        }
        for (int threads : {1, 2}) {
            if (all && threads == 1)
                continue;  // minutes: the 2-thread figure only
            Engine engine(threads);
            EldrowResult r;
            const double t = bench::secondsOf([&] {
                r = *engine
                         .run<EldrowResult>([&](JobContext& ctx) {
                             return all     ? solver.global({}, &ctx)
                                    : start ? solver.forStart(*id, {}, &ctx)
                                            : solver.forTarget(*id, {}, &ctx);
                         })
                         .result;
            });
            bench::Checksum c;
            for (const auto& chain : r.chains)
                for (WordId w : chain)
                    c.add(w);
            for (const auto& [target, length] : r.targets)
                c.add(target * 64u + static_cast<unsigned>(length));
            std::printf(
                "%-14s threads=%d  length %2d  %s  %10llu pools  %7.2f s  %6.0f k pools/s  "
                "memo %6.1f MiB  checksum %016llx\n",
                job.c_str(), threads, r.length, r.proven ? "proven" : "NOT proven",
                static_cast<unsigned long long>(r.nodes), t, double(r.nodes) / t / 1e3,
                double(r.memoryBytes) / (1 << 20), static_cast<unsigned long long>(c.value));
            if (all) {
                // Every target's length alone: the same for any search that
                // is right, whichever longest chains it meets first.
                bench::Checksum lengths;
                for (const auto& [target, length] : r.targets)
                    lengths.add(target * 64u + static_cast<unsigned>(length));
                std::printf("  lengths checksum %016llx\n",
                            static_cast<unsigned long long>(lengths.value));
                std::map<int, int> histogram;
                for (const auto& [target, length] : r.targets)
                    ++histogram[length];
                std::printf("  targets by longest chain:");
                for (const auto& [length, n] : histogram)
                    std::printf(" %d:%d", length, n);
                std::printf("\n  reaching %d:", r.length);
                for (const auto& [target, length] : r.targets)
                    if (length == r.length)
                        std::printf(" %s", words.word(target).c_str());
                std::printf("\n");
            }
        }
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
