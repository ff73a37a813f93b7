// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "game.h"
#include "gamelists.h"
#include "guessmeasures.h"
#include "pattern.h"
#include "patternmatrix.h"

#include <span>
#include <string>
#include <vector>

namespace guesslab {

// One class of a partition: the candidates that would show this pattern.
struct PartitionClass {
    Pattern pattern;
    Pattern second;               // the second word's pattern, in a pair's joint partition
    std::vector<WordId> members;  // answer ids, ascending
    double mass = 0;              // prior mass (= size when uniform)
};

// How a guess splits a candidate set. Classes are ordered largest first, then
// by pattern value, so the order is stable for display and export.
struct Partition {
    std::string guess;
    std::string second;  // set for the joint partition of two words
    std::vector<PartitionClass> classes;
    GuessMeasures measures;
};

// Builds the partition from the matrix with plain containers: the readable
// counterpart of the ranking kernel, which tests hold it against.
Partition partitionCandidates(const GameLists& lists, const PatternMatrix& matrix, WordId guess,
                              const CandidateSet& candidates);

// The same for any word of the game (in the guess list or not), graded afresh
// against the candidates; isCandidate when the word is a candidate answer.
Partition partitionByWord(const WordList& answers, const std::string& word,
                          const CandidateSet& candidates);

// The joint partition by two words of the game: one class per pair of
// patterns. Measures as for one guess; isCandidate when either may be the answer.
Partition partitionByPair(const WordList& answers, const std::string& first,
                          const std::string& second, const CandidateSet& candidates);

// The partition of the candidate secrets of any game by one of its
// questions; a class's pattern holds the feedback value. The plain
// counterpart of rankQuestions.
Partition partitionByQuestion(const Game& game, const Question& question,
                              const CandidateSet& candidates);

// The measures (docs/guide.md, "Measures") from class sizes and masses (any order).
GuessMeasures measuresFromClasses(const std::vector<PartitionClass>& classes,
                                  const CandidateSet& candidates);

}  // namespace guesslab
