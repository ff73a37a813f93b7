// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the bench programs: timing, medians, checksums, machine facts.

#include <sys/resource.h>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace guesslab::bench {

template <class F>
double secondsOf(F&& f) {
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Median wall time of `runs` calls of f (after one warm-up call).
template <class F>
double medianSeconds(int runs, F&& f) {
    f();
    std::vector<double> t;
    for (int i = 0; i < runs; ++i)
        t.push_back(secondsOf(f));
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// FNV-1a, folded over whatever the benchmark produced.
// Text is folded byte by byte, never through std::hash, whose values
// differ between standard libraries: the bench signature compares these
// checksums with recorded ones.
struct Checksum {
    uint64_t value = 1469598103934665603ull;
    void add(uint64_t v) {
        for (int i = 0; i < 8; ++i) {
            value ^= (v >> (8 * i)) & 0xFF;
            value *= 1099511628211ull;
        }
    }
    void add(std::string_view text) {
        add(static_cast<uint64_t>(text.size()));
        for (unsigned char ch : text) {
            value ^= ch;
            value *= 1099511628211ull;
        }
    }
};

inline long peakRssKiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

inline std::string cpuName() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("model name", 0) == 0)
            return line.substr(line.find(':') + 2);
    return "unknown CPU";
}

inline void printMachine() {
    std::printf("machine: %s, %u hardware threads\n", cpuName().c_str(),
                std::thread::hardware_concurrency());
}

}  // namespace guesslab::bench
