#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace guesslab {

// Sets of words (bitsets over a universe of `words` words) met so far, and
// the question whether a new set lies inside one of them. Indexed by word:
// for each word, which sets hold it, in groups of 64 sets. A set lies inside
// one of them when the sets holding each of its words have one in common,
// and that meet is usually empty after a few words, so a question costs
// a few operations however many sets there are.
class TriedSets {
public:
    // Forgets every set; the next ones are over `words` words.
    void reset(size_t words);
    size_t size() const { return count_; }
    void add(const uint64_t* set, size_t blocks);
    bool insideAny(const uint64_t* set, size_t blocks) const;

private:
    size_t words_ = 0;
    size_t count_ = 0;
    std::vector<std::vector<uint64_t>> groups_;  // [set / 64][word]: bit set % 64
};

// The plain question, one set after another (sets: n of `blocks` words).
bool insideAnyPlain(const uint64_t* set, const uint64_t* sets, size_t n, size_t blocks);

}  // namespace guesslab
