#include "partition.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>

namespace guesslab {

GuessMeasures measuresFromClasses(const std::vector<PartitionClass>& classes,
                                  const CandidateSet& candidates) {
    GuessMeasures m;
    const double total = candidates.totalMass();
    const double n = static_cast<double>(candidates.size());
    double sumNLogN = 0;
    for (const PartitionClass& c : classes) {
        const double size = static_cast<double>(c.members.size());
        ++m.classes;
        m.largest = std::max<uint32_t>(m.largest, static_cast<uint32_t>(c.members.size()));
        if (candidates.weighted()) {
            if (c.mass > 0) {
                const double p = c.mass / total;
                m.entropy -= p * std::log2(p);
                m.expectedSize += p * size;
            }
        } else {
            sumNLogN += size * std::log2(size);
            m.expectedSize += size * size / n;
        }
    }
    if (candidates.weighted()) {
        m.remaining = std::max(0.0, candidates.priorEntropy() - m.entropy);
        m.orderKey = std::bit_cast<uint64_t>(m.remaining);
    } else if (n > 0) {
        m.remaining = sumNLogN / n;
        m.entropy = std::log2(n) - m.remaining;
    }
    return m;
}

namespace {
// Groups the candidates by the pattern patternOf(answerId) gives them.
template <class PatternOf>
Partition groupCandidates(std::string guess, const CandidateSet& candidates, PatternOf patternOf) {
    std::map<uint16_t, PartitionClass> byPattern;
    for (WordId a : candidates.ids()) {
        const Pattern p = patternOf(a);
        PartitionClass& c = byPattern[p.value];
        c.pattern = p;
        c.members.push_back(a);
        c.mass += candidates.weight(a);
    }
    Partition out;
    out.guess = std::move(guess);
    for (auto& [value, c] : byPattern)
        out.classes.push_back(std::move(c));
    std::stable_sort(out.classes.begin(), out.classes.end(),
                     [](const PartitionClass& x, const PartitionClass& y) {
                         return x.members.size() > y.members.size();
                     });
    out.measures = measuresFromClasses(out.classes, candidates);
    return out;
}
}  // namespace

Partition partitionCandidates(const GameLists& lists, const PatternMatrix& matrix, WordId guess,
                              const CandidateSet& candidates) {
    Partition out = groupCandidates(lists.guesses().word(guess), candidates,
                                    [&](WordId a) { return matrix.at(guess, a); });
    out.measures.guess = guess;
    const int32_t answer = lists.answerOf(guess);
    out.measures.isCandidate = answer >= 0 && candidates.contains(static_cast<WordId>(answer));
    return out;
}

Partition partitionByWord(const WordList& answers, const std::string& word,
                          const CandidateSet& candidates) {
    std::vector<uint8_t> symbols(word.size());
    for (size_t i = 0; i < word.size(); ++i)
        symbols[i] = answers.alphabet().indexOf(word[i]);
    std::vector<uint16_t> row(answers.size());
    SimdGrader::gradeRow(symbols, answers, row.data());
    Partition out = groupCandidates(word, candidates, [&](WordId a) { return Pattern{row[a]}; });
    const auto answer = answers.find(word);
    out.measures.isCandidate = answer && candidates.contains(*answer);
    return out;
}

}  // namespace guesslab
