// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace guesslab {

// A 64-bit FNV-1a digest of lines of text, written as 16 hex digits: the
// fingerprints files carry of the lists and priors they were made with.
class LineDigest {
public:
    void addLine(std::string_view line) {
        for (const char c : line)
            mix(static_cast<unsigned char>(c));
        mix('\n');
    }

    std::string hex() const {
        char out[17];
        std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h_));
        return out;
    }

private:
    void mix(unsigned char c) {
        h_ ^= c;
        h_ *= 1099511628211ull;
    }

    uint64_t h_ = 14695981039346656037ull;
};

}  // namespace guesslab
