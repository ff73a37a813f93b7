// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobcontext.h"
#include "largebuffer.h"
#include "pattern.h"
#include "simdgrader.h"
#include "wordlist.h"

#include <cstdint>
#include <vector>

namespace guesslab {

// The pattern of every guess against every answer, one row per guess, built
// once in parallel and then shared read-only by every analysis. Cells are one
// byte for words of up to 5 symbols (243 patterns) and two bytes beyond.
// Move-only: share one through a pointer rather than copying tens of MiB.
class PatternMatrix {
public:
    PatternMatrix() = default;
    PatternMatrix(PatternMatrix&&) = default;
    PatternMatrix& operator=(PatternMatrix&&) = default;

    // Runs in the caller's task arena. When ctx is cancelled mid-way the
    // matrix comes back with complete() == false and must not be used.
    static PatternMatrix build(const WordList& guesses, const WordList& answers,
                               JobContext* ctx = nullptr, SimdGrader::Isa isa = SimdGrader::best());
    // The two halves of build(), for callers that use each row as soon as it
    // is graded: storage with unwritten cells, then rows filled in any order.
    static PatternMatrix allocate(const WordList& guesses, const WordList& answers);
    void fillRow(WordId guess, const WordList& guesses, const WordList& answers,
                 SimdGrader::Isa isa = SimdGrader::best());
    void setComplete(bool complete) { complete_ = complete; }

    // Memory the matrix of these sizes needs, to refuse gracefully before building.
    static uint64_t bytesFor(size_t guesses, size_t answers, int length);

    size_t guessCount() const { return guesses_; }
    size_t answerCount() const { return answers_; }
    int length() const { return length_; }
    bool wide() const { return length_ > 5; }
    bool complete() const { return complete_; }
    uint64_t bytes() const { return narrow_.size() + 2 * uint64_t{wide_.size()}; }

    Pattern at(WordId guess, WordId answer) const {
        const size_t i = static_cast<size_t>(guess) * answers_ + answer;
        return Pattern{wide() ? wide_[i] : uint16_t{narrow_[i]}};
    }
    const uint8_t* row8(WordId guess) const { return narrow_.data() + size_t{guess} * answers_; }
    const uint16_t* row16(WordId guess) const { return wide_.data() + size_t{guess} * answers_; }
    // Calls f with the row as a pointer to uint8_t or uint16_t cells.
    template <class F>
    decltype(auto) visitRow(WordId guess, F&& f) const {
        return wide() ? f(row16(guess)) : f(row8(guess));
    }

private:
    size_t guesses_ = 0;
    size_t answers_ = 0;
    int length_ = 0;
    bool complete_ = false;
    LargeBuffer<uint8_t> narrow_;
    LargeBuffer<uint16_t> wide_;
};

}  // namespace guesslab
