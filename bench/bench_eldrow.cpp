// Eldrow over the 2315 answers: the longest chain from a start word (every
// target in parallel) and for single hard targets, on 1 and 2 threads.
// Prints length, proof, pools searched, time, nodes/s and a checksum of the
// chains found.
//   bench_eldrow [WORD...]   (default: start crane, targets lower and mower)
#include "benchutil.h"
#include "eldrow.h"
#include "engine.h"
#include "wordlistloader.h"

using namespace guesslab;

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
        const bool start = job.rfind("start:", 0) == 0;
        const std::string word = job.substr(job.find(':') + 1);
        const auto id = words.find(word);
        if (!id) {
            std::printf("%s: not a word of the list\n", word.c_str());
            continue;
        }
        for (int threads : {1, 2}) {
            Engine engine(threads);
            EldrowResult r;
            const double t = bench::secondsOf([&] {
                r = *engine
                         .run<EldrowResult>([&](JobContext& ctx) {
                             return start ? solver.forStart(*id, {}, &ctx)
                                          : solver.forTarget(*id, {}, &ctx);
                         })
                         .result;
            });
            bench::Checksum c;
            for (const auto& chain : r.chains)
                for (WordId w : chain)
                    c.add(w);
            std::printf(
                "%-14s threads=%d  length %2d  %s  %10llu pools  %7.2f s  %6.0f k pools/s  "
                "checksum %016llx\n",
                job.c_str(), threads, r.length, r.proven ? "proven" : "NOT proven",
                static_cast<unsigned long long>(r.nodes), t, double(r.nodes) / t / 1e3,
                static_cast<unsigned long long>(c.value));
        }
    }
    std::printf("peak memory: %.1f MiB\n", bench::peakRssKiB() / 1024.0);
    return 0;
}
