// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "game.h"
#include "jobcontext.h"
#include "ranking.h"

#include <span>
#include <vector>

namespace guesslab {

// A game's questions measured over candidate secrets: the opener table of
// Mastermind, the coin games and binary search. Row `guess` fields index
// `questions`.
struct QuestionRanking {
    std::vector<Question> questions;
    Ranking ranking;
};

// The game's questions for these candidates (in hard mode only those that
// name a candidate, where the game has such questions), measured in parallel
// with the ranking kernels and sorted by rankedBefore.
QuestionRanking rankQuestions(const Game& game, const CandidateSet& candidates, bool hard = false,
                              JobContext* ctx = nullptr);
// The same over the questions the rule allows after `history`
// (Game::allows): a word game's (Absurdle's) hard mode keeps its hints,
// strict mode the words that fit every step; games without hints keep, as
// above, the questions that name a candidate.
QuestionRanking rankQuestions(const Game& game, const CandidateSet& candidates, GuessRule rule,
                              std::span<const Asked> history, JobContext* ctx = nullptr);

}  // namespace guesslab
