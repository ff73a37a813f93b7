// SPDX-License-Identifier: GPL-3.0-or-later
// Class counts of every guess on a set of answers (the exact trees' plans):
// the bundled 12972 guesses' feedback for the 2315 answers, transposed by
// answer as the searches keep it, on random sets of each size. For each
// kernel (pair compares, value sets, the plain loop) the median time of a
// call and its cost per guess and answer, then the dispatcher's choice on
// 1 and 2 threads (calls side by side). The counts' checksum must agree.
#include "benchutil.h"
#include "classcount.h"
#include "patternmatrix.h"
#include "wordlistloader.h"

#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <numeric>
#include <random>

using namespace guesslab;

namespace {

struct Table {
    size_t stride = 0;
    std::vector<uint8_t> columns;
};

Table transposed(const PatternMatrix& m) {
    Table t;
    t.stride = (m.guessCount() + 31) / 32 * 32;
    t.columns.assign(m.answerCount() * t.stride, 0);
    for (WordId a = 0; a < m.answerCount(); ++a)
        for (WordId g = 0; g < m.guessCount(); ++g)
            t.columns[a * t.stride + g] = static_cast<uint8_t>(m.at(g, a).value);
    return t;
}

std::vector<std::vector<uint16_t>> sets(size_t answers, size_t size, size_t count) {
    std::mt19937 rng(static_cast<unsigned>(size));
    std::vector<uint16_t> all(answers);
    std::iota(all.begin(), all.end(), uint16_t{0});
    std::vector<std::vector<uint16_t>> out;
    for (size_t i = 0; i < count; ++i) {
        std::shuffle(all.begin(), all.end(), rng);
        out.emplace_back(all.begin(), all.begin() + static_cast<ptrdiff_t>(size));
        std::sort(out.back().begin(), out.back().end());
    }
    return out;
}

uint64_t run(const Table& t, const std::vector<std::vector<uint16_t>>& s,
             const std::function<void(const uint16_t*, size_t, uint8_t*)>& count) {
    std::vector<uint8_t> out(t.stride);
    bench::Checksum c;
    for (const auto& set : s) {
        count(set.data(), set.size(), out.data());
        for (uint8_t k : out)
            c.add(k);
    }
    return c.value;
}

}  // namespace

int main(int argc, char** argv) {
    bench::printMachine();
    const WordList answers = WordListLoader().load("bundled:wordle-answers-2315").list;
    const WordList guesses = WordListLoader().load("bundled:wordle-guesses-12972").list;
    const Table t = transposed(PatternMatrix::build(guesses, answers));
    std::vector<size_t> sizes{8, 16, 32, 64, 80, 96, 112, 128, 160, 200, 255, 400, 900};
    if (argc > 1)
        sizes = {static_cast<size_t>(std::atoi(argv[1]))};
    struct Named {
        std::string name;
        ClassCountMethod method;
        SimdGrader::Isa isa;
    };
    std::vector<Named> kernels;
    for (SimdGrader::Isa isa : SimdGrader::supportedIsas())
        for (ClassCountMethod method : {ClassCountMethod::Pairs, ClassCountMethod::Sets})
            if (isa != SimdGrader::Isa::Generic || method == ClassCountMethod::Sets)
                kernels.push_back(
                    {SimdGrader::name(isa) + (isa == SimdGrader::Isa::Generic     ? ""
                                              : method == ClassCountMethod::Pairs ? "-pairs"
                                                                                  : "-sets"),
                     method, isa});
    const double cells = double(guesses.size());
    for (size_t size : sizes) {
        const auto s = sets(answers.size(), size, size <= 64 ? 64 : 16);
        uint64_t want = 0;
        for (const Named& k : kernels) {
            if (k.method == ClassCountMethod::Pairs && size > 255)
                continue;
            uint64_t sum = 0;
            const double secs = bench::medianSeconds(3, [&] {
                sum = run(t, s, [&](const uint16_t* a, size_t n, uint8_t* out) {
                    countClassesBy(k.method, t.columns.data(), t.stride, t.stride, a, n, out,
                                   k.isa);
                });
            });
            if (!want)
                want = sum;
            const double perCall = secs / double(s.size());
            std::printf(
                "n=%-4zu %-13s %9.1f us a call  %6.3f ns per guess and answer  checksum "
                "%016llx%s\n",
                size, k.name.c_str(), perCall * 1e6, perCall * 1e9 / (cells * double(size)),
                static_cast<unsigned long long>(sum), sum == want ? "" : "  MISMATCH");
        }
        for (int threads : {1, 2}) {
            tbb::global_control limit(tbb::global_control::max_allowed_parallelism,
                                      static_cast<size_t>(threads));
            const double secs = bench::medianSeconds(3, [&] {
                tbb::parallel_for(0, threads, [&](int) {
                    run(t, s, [&](const uint16_t* a, size_t n, uint8_t* out) {
                        countClasses(t.columns.data(), t.stride, a, n, out);
                    });
                });
            });
            std::printf("n=%-4zu countClasses  threads=%d  %9.1f us a call per thread\n", size,
                        threads, secs / double(s.size()) * 1e6);
        }
    }
}
