#include "patternmatrix.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <memory>

namespace guesslab {

uint64_t PatternMatrix::bytesFor(size_t guesses, size_t answers, int length) {
    return uint64_t{guesses} * answers * (length > 5 ? 2u : 1u);
}

PatternMatrix PatternMatrix::build(const WordList& guesses, const WordList& answers,
                                   JobContext* ctx, SimdGrader::Isa isa) {
    PatternMatrix m;
    m.guesses_ = guesses.size();
    m.answers_ = answers.size();
    m.length_ = answers.length();
    const size_t cells = m.guesses_ * m.answers_;
    if (m.wide())
        m.wide_ = std::vector<uint16_t>(cells);
    else
        m.narrow_ = std::vector<uint8_t>(cells);
    if (ctx)
        ctx->beginPhase("Grading every guess against every answer", m.guesses_);

    tbb::parallel_for(tbb::blocked_range<size_t>(0, m.guesses_, 32),
                      [&](const tbb::blocked_range<size_t>& r) {
                          if (ctx && ctx->cancelled())
                              return;
                          for (size_t g = r.begin(); g != r.end(); ++g) {
                              const auto guess = guesses.symbols(static_cast<WordId>(g));
                              if (m.wide())
                                  SimdGrader::gradeRow(guess, answers, m.wide_.data() + g * m.answers_, isa);
                              else
                                  SimdGrader::gradeRow(guess, answers, m.narrow_.data() + g * m.answers_, isa);
                          }
                          if (ctx)
                              ctx->advance(r.size());
                      });
    m.complete_ = !(ctx && ctx->cancelled());
    return m;
}

}  // namespace guesslab
