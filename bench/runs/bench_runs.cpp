// SPDX-License-Identifier: GPL-3.0-or-later
// Runs of many items: what the results file and the hand-out cost per item,
// and how the same job fares as one process of 2 threads against two
// processes of 1 thread under mpirun (target: time ratio at least 0.9).
//   bench_runs                 all of it (the CLI and mpirun built in)
//   bench_runs file|handout|trees   one part (trees N: the N best openers, 60)
//   bench_runs nerdle [L=8]    the ratio for nerdle rank (L=9: minutes)
// Figures for docs/BENCHMARKS.md and docs/CLUSTER.md.
#include "benchutil.h"
#include "itemrun.h"
#include "resultsfile.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace guesslab;

namespace {

std::string tempPath(const char* name) {
    return std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/bench_runs_" +
           std::to_string(getpid()) + "_" + name;
}

std::vector<std::string> recordsOf(const std::string& path) {
    std::vector<std::string> out;
    const ResultsFile f = ResultsFile::read(path);
    for (JsonLine r : f.records()) {
        r.set("seconds", nullptr);
        out.push_back(r.format());
    }
    std::sort(out.begin(), out.end());
    return out;
}

double itemSeconds(const std::string& path) {
    double sum = 0;
    const ResultsFile f = ResultsFile::read(path);
    for (const JsonLine& r : f.records())
        if (const auto* v = r.find("seconds"))
            sum += std::get<double>(*v);
    return sum;
}

uint64_t checksum(const std::vector<std::string>& records) {
    bench::Checksum sum;
    for (const std::string& r : records)
        sum.add(std::string_view(r));
    return sum.value;
}

// The CLI (alone, or under mpirun with `processes`) writing a fresh file.
double cli(const std::string& args, const std::string& path, int processes) {
    std::remove(path.c_str());
    const std::string command =
        (processes > 0
             ? std::string(GUESSLAB_MPIRUN) + " --oversubscribe --allow-run-as-root -np " +
                   std::to_string(processes) + " "
             : std::string()) +
        GUESSLAB_CLI + " " + args + " --quiet --results " + path + " > /dev/null";
    int status = 0;
    const double seconds = bench::secondsOf([&] { status = std::system(command.c_str()); });
    if (status != 0) {
        std::fprintf(stderr, "failed: %s\n", command.c_str());
        std::exit(1);
    }
    return seconds;
}

void fileOverhead() {
    const size_t n = 20000;
    ItemWork work;
    for (size_t i = 0; i < n; ++i)
        work.items.push_back("item" + std::to_string(i));
    work.compute = [](size_t i, int64_t, JobContext&) {
        return JsonLine().set("total", static_cast<int64_t>(i * 7 % 1000)).set("exact", true);
    };
    const std::string path = tempPath("file");
    std::remove(path.c_str());
    JsonLine header;
    header.set("run", std::string("bench"));
    double write = 0;
    {
        ResultsFile f = ResultsFile::create(path, header);
        ItemRun run(work, f);
        JobContext ctx;
        write = bench::secondsOf([&] { run.runHere(ctx, {}); });
    }
    double resume = bench::secondsOf([&] {
        ResultsFile f = ResultsFile::resume(path, header);
        ItemRun run(work, f);
        if (!run.pending().empty())
            std::exit(1);
    });
    std::printf(
        "results file, %zu trivial items: %.2f us per item written, %.2f us per item "
        "read back on resuming · checksum %016llx\n",
        n, 1e6 * write / double(n), 1e6 * resume / double(n),
        static_cast<unsigned long long>(checksum(recordsOf(path))));
    std::remove(path.c_str());
}

// Per item beyond its own search: the run's time less its setup (a run of
// one item) and the items' own times, over the items.
void handOutOverhead() {
    const std::string words = tempPath("words.txt");
    {
        std::ifstream in(std::string(GUESSLAB_WORDLISTS) + "/wordle-answers-2315.txt");
        std::ofstream out(words);
        std::string w;
        for (int i = 0; std::getline(in, w); ++i)
            if (i % 8 == 0)
                out << w << '\n';
    }
    const std::string base = "tree --answers " + words + " --guesses " + words +
                             " --best --all-totals --threads 1 --candidates ";
    const std::string path = tempPath("overhead.jsonl");
    for (int processes : {0, 2}) {
        const double one = cli(base + "1", path, processes);
        const double all = cli(base + "0", path, processes);
        const size_t items = recordsOf(path).size();
        const double own = itemSeconds(path);
        // Two processes search two items at once: their own time halves.
        const double workers = processes > 0 ? processes : 1;
        const double overhead = (all - one - own / workers) / double(items - 1);
        std::printf(
            "hand-out, %zu openers of a 290-word list, %s: %.3f s in all, %.3f s "
            "searching, %.3f ms per item beyond that · checksum %016llx\n",
            items, processes ? "mpirun -np 2, 1 thread each" : "1 process, 1 thread", all, own,
            1e3 * overhead, static_cast<unsigned long long>(checksum(recordsOf(path))));
    }
    std::remove(path.c_str());
    std::remove(words.c_str());
}

// The same job as 1 process of 1 thread, 1 process of 2 threads and 2
// processes of 1 thread (target: time ratio of the last two at least 0.9).
void efficiency(const std::string& job, const char* what) {
    const std::string path = tempPath("efficiency.jsonl");
    const double t1 = cli(job + " --threads 1", path, 0);
    const uint64_t c1 = checksum(recordsOf(path));
    const double t2 = cli(job + " --threads 2", path, 0);
    const uint64_t c2 = checksum(recordsOf(path));
    const double m2 = cli(job + " --threads 1", path, 2);
    const uint64_t cm = checksum(recordsOf(path));
    std::printf(
        "%s:\n"
        "  1 process, 1 thread      %7.2f s · checksum %016llx\n"
        "  1 process, 2 threads     %7.2f s · checksum %016llx\n"
        "  2 processes, 1 thread    %7.2f s · checksum %016llx\n"
        "  ratio (1 process of 2 threads) / (2 processes of 1 thread): %.2f\n",
        what, t1, static_cast<unsigned long long>(c1), t2, static_cast<unsigned long long>(c2), m2,
        static_cast<unsigned long long>(cm), t2 / m2);
    std::remove(path.c_str());
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    const std::string only = argc > 1 ? argv[1] : "";
    if (only.empty() || only == "file")
        fileOverhead();
    if (only.empty() || only == "handout")
        handOutOverhead();
    if (only.empty() || only == "trees") {
        // Long enough that a process's start (lists, table, ranking, and
        // mpirun's launch: about 0.3 s each) is a small part, as on a cluster.
        const std::string openers = only == "trees" && argc > 2 ? argv[2] : "60";
        efficiency("tree --best --candidates " + openers + " --all-totals",
                   ("exact totals of the " + openers + " best openers by entropy (bundled lists)")
                       .c_str());
    }
    if (only == "nerdle") {
        const std::string length = argc > 2 ? argv[2] : "8";
        efficiency("nerdle rank --length " + length,
                   ("every Nerdle equation of length " + length + " ranked").c_str());
    }
}
