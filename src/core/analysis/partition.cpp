// SPDX-License-Identifier: GPL-3.0-or-later
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
    std::map<uint32_t, PartitionClass> byPattern;
    for (WordId a : candidates.ids()) {
        const auto [p, q] = patternOf(a);
        PartitionClass& c = byPattern[uint32_t{p.value} << 16 | q.value];
        c.pattern = p;
        c.second = q;
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
    Partition out = groupCandidates(lists.guesses().word(guess), candidates, [&](WordId a) {
        return std::pair{matrix.at(guess, a), Pattern{}};
    });
    out.measures.guess = guess;
    const int32_t answer = lists.answerOf(guess);
    out.measures.isCandidate = answer >= 0 && candidates.contains(static_cast<WordId>(answer));
    return out;
}

namespace {
std::vector<uint16_t> gradeWord(const WordList& answers, const std::string& word) {
    std::vector<uint8_t> symbols(word.size());
    for (size_t i = 0; i < word.size(); ++i)
        symbols[i] = answers.alphabet().indexOf(word[i]);
    std::vector<uint16_t> row(answers.size());
    SimdGrader::gradeRow(symbols, answers, row.data());
    return row;
}

bool isCandidateWord(const WordList& answers, const std::string& word, const CandidateSet& c) {
    const auto answer = answers.find(word);
    return answer && c.contains(*answer);
}
}  // namespace

Partition partitionByWord(const WordList& answers, const std::string& word,
                          const CandidateSet& candidates) {
    const std::vector<uint16_t> row = gradeWord(answers, word);
    Partition out = groupCandidates(word, candidates, [&](WordId a) {
        return std::pair{Pattern{row[a]}, Pattern{}};
    });
    out.measures.isCandidate = isCandidateWord(answers, word, candidates);
    return out;
}

Partition partitionByPair(const WordList& answers, const std::string& first,
                          const std::string& second, const CandidateSet& candidates) {
    const std::vector<uint16_t> a = gradeWord(answers, first), b = gradeWord(answers, second);
    Partition out = groupCandidates(first, candidates, [&](WordId x) {
        return std::pair{Pattern{a[x]}, Pattern{b[x]}};
    });
    out.second = second;
    out.measures.isCandidate =
        isCandidateWord(answers, first, candidates) || isCandidateWord(answers, second, candidates);
    return out;
}

Partition partitionByQuestion(const Game& game, const Question& question,
                              const CandidateSet& candidates) {
    Partition out = groupCandidates(game.describeQuestion(question), candidates, [&](WordId s) {
        return std::pair{Pattern{static_cast<uint16_t>(game.feedback(question, s))}, Pattern{}};
    });
    const auto named = game.secretOf(question);
    out.measures.isCandidate = named && candidates.contains(*named);
    return out;
}

}  // namespace guesslab
