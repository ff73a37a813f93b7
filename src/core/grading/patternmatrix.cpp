// SPDX-License-Identifier: GPL-3.0-or-later
#include "patternmatrix.h"

#include "memorybudget.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <memory>

namespace guesslab {

uint64_t PatternMatrix::bytesFor(size_t guesses, size_t answers, int length) {
    return uint64_t{guesses} * answers * (length > 5 ? 2u : 1u);
}

PatternMatrix PatternMatrix::allocate(const WordList& guesses, const WordList& answers) {
    requireMemory(bytesFor(guesses.size(), answers.size(), answers.length()),
                  "the pattern matrix of " + std::to_string(guesses.size()) + " guesses x " +
                      std::to_string(answers.size()) + " answers");
    PatternMatrix m;
    m.guesses_ = guesses.size();
    m.answers_ = answers.size();
    m.length_ = answers.length();
    const size_t cells = m.guesses_ * m.answers_;
    if (m.wide())
        m.wide_ = LargeBuffer<uint16_t>(cells);
    else
        m.narrow_ = LargeBuffer<uint8_t>(cells);
    return m;
}

void PatternMatrix::fillRow(WordId guess, const WordList& guesses, const WordList& answers,
                            SimdGrader::Isa isa) {
    const size_t offset = size_t{guess} * answers_;
    if (wide())
        SimdGrader::gradeRow(guesses.symbols(guess), answers, wide_.data() + offset, isa);
    else
        SimdGrader::gradeRow(guesses.symbols(guess), answers, narrow_.data() + offset, isa);
}

PatternMatrix PatternMatrix::build(const WordList& guesses, const WordList& answers,
                                   JobContext* ctx, SimdGrader::Isa isa) {
    PatternMatrix m = allocate(guesses, answers);
    if (ctx)
        ctx->beginPhase("Grading every guess against every answer", m.guesses_);
    tbb::parallel_for(tbb::blocked_range<size_t>(0, m.guesses_, 32),
                      [&](const tbb::blocked_range<size_t>& r) {
                          if (ctx && ctx->cancelled())
                              return;
                          for (size_t g = r.begin(); g != r.end(); ++g)
                              m.fillRow(static_cast<WordId>(g), guesses, answers, isa);
                          if (ctx)
                              ctx->advance(r.size());
                      });
    m.complete_ = !(ctx && ctx->cancelled());
    return m;
}

}  // namespace guesslab
