// SPDX-License-Identifier: GPL-3.0-or-later
// One vector kernel path held to the plain reference, as its own CTest
// test (kernel-path-NAME), so the test list says plainly which paths this
// CPU ran and which it skipped (exit code 77, "Skipped" in ctest's output).
// The suites test the same paths in depth; this is the roll call.
//
// Usage: tst_kernelpath generic|avx2|avx512|counter-generic|counter-avx512|counter-avx512-vbmi2

#include "byterowcounter.h"
#include "referencegrader.h"
#include "simdgrader.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace guesslab;

namespace {

constexpr int kSkipped = 77;

std::vector<std::string> randomWords(std::mt19937& rng, const std::string& symbols, int length,
                                     size_t count) {
    std::vector<std::string> words;
    std::string w(static_cast<size_t>(length), ' ');
    while (words.size() < count) {
        for (char& c : w)  // few symbols, so repeats and yellows are common
            c = symbols[rng() % symbols.size()];
        words.push_back(w);
    }
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

// Every row of random lists, every length 1-10, 8- and 16-bit and columns.
int graderPath(SimdGrader::Isa isa) {
    std::mt19937 rng(2026);
    size_t cells = 0;
    for (int length = 1; length <= 10; ++length) {
        const std::string symbols = "abcdef";
        const WordList list(Alphabet(symbols), randomWords(rng, symbols, length, 300));
        std::vector<uint16_t> wide(list.size());
        std::vector<uint8_t> narrow(list.size() + 64);
        for (WordId g = 0; g < list.size(); g += 7) {
            const auto guess = list.symbols(g);
            SimdGrader::gradeRow(guess, list, wide.data(), isa);
            if (length <= 5)
                SimdGrader::gradeRow(guess, list, narrow.data(), isa);
            for (WordId s = 0; s < list.size(); ++s) {
                const uint16_t expected = gradeReference(guess, list.symbols(s)).value;
                if (wide[s] != expected || (length <= 5 && narrow[s] != expected)) {
                    std::printf("FAILED: %s grades %s against %s as %u, the reference %u\n",
                                SimdGrader::name(isa).c_str(), list.word(g).c_str(),
                                list.word(s).c_str(), wide[s], expected);
                    return 1;
                }
                ++cells;
            }
        }
    }
    std::printf("ran: %s grader, %zu cells equal to the reference\n", SimdGrader::name(isa).c_str(),
                cells);
    return 0;
}

// Class statistics of random byte rows against the one-counter-per-pattern sweep.
int counterPath(ByteRowCounter::Kernel kernel) {
    std::mt19937 rng(7);
    std::vector<uint64_t> nLogN(ByteRowCounter::kMaxCells + 1);
    for (size_t i = 1; i < nLogN.size(); ++i)
        nLogN[i] = rng() >> 8;
    ByteRowCounter counter(kernel);
    size_t rows = 0;
    for (size_t n :
         {size_t{0}, size_t{1}, size_t{63}, size_t{64}, size_t{65}, size_t{2315}, size_t{65535}})
        for (size_t patterns : {size_t{1}, size_t{3}, size_t{243}, size_t{256}}) {
            std::vector<uint8_t> row(n);
            for (uint8_t& c : row)
                c = static_cast<uint8_t>(rng() % patterns);
            if (counter.measure(row.data(), n, patterns, nLogN.data()) !=
                byteRowStatsReference(row.data(), n, patterns, nLogN.data())) {
                std::printf("FAILED: %s counter, a row of %zu cells over %zu patterns\n",
                            ByteRowCounter::name(kernel).c_str(), n, patterns);
                return 1;
            }
            ++rows;
        }
    std::printf("ran: %s counter, %zu rows equal to the reference\n",
                ByteRowCounter::name(kernel).c_str(), rows);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string path = argc > 1 ? argv[1] : "";
    for (SimdGrader::Isa isa :
         {SimdGrader::Isa::Generic, SimdGrader::Isa::Avx2, SimdGrader::Isa::Avx512})
        if (path == SimdGrader::name(isa)) {
            if (!SimdGrader::supported(isa)) {
                std::printf("skipped: this CPU lacks %s\n", path.c_str());
                return kSkipped;
            }
            return graderPath(isa);
        }
    using K = ByteRowCounter::Kernel;
    for (K k : {K::Generic, K::Avx512, K::Avx512Vbmi2})
        if (path == "counter-" + ByteRowCounter::name(k)) {
            if (!ByteRowCounter::supported(k)) {
                std::printf("skipped: this CPU lacks %s\n", ByteRowCounter::name(k).c_str());
                return kSkipped;
            }
            return counterPath(k);
        }
    std::fprintf(stderr, "usage: %s generic|avx2|avx512|counter-KERNEL\n", argv[0]);
    return 2;
}
