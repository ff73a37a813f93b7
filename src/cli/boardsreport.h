// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardssimulation.h"
#include "boardssteps.h"
#include "listoptions.h"

#include <QStringList>

#include <memory>

namespace guesslab::cli {

// Several boards from the command line: the boards command, and simulate
// and play with --game boards (or dordle ... duotrigordle) come here.

// The game of `boards` boards over the lists (every answer a guess, so each
// board can be solved) with its pattern matrix; UsageError for bad numbers.
std::unique_ptr<BoardsGame> makeBoardsGame(const ListOptions& lists, int boards, int limit);
// "entropy", "minimax", "finisher", or "all" (every player); UsageError otherwise.
std::vector<BoardsStrategy> boardsPlayersNamed(const QString& name);

// The answers left on each board and the best `top` next guesses (0: all)
// in the player's order.
int runBoardsRank(const BoardsPosition& position, BoardsStrategy player, size_t top, int threads,
                  bool json);
// A played game judged move by move (reviewBoards): each guess's bits over
// the open boards, the best guess's, the bits lost and those the feedback gave.
int runBoardsReview(const BoardsGame& game, const std::vector<BoardsStep>& steps, int threads,
                    bool quiet, bool json);
// Plays `games` seeded games with each player and prints the figures.
int runBoardsSimulation(const BoardsGame& game, const std::vector<BoardsStrategy>& players,
                        size_t games, uint64_t seed, int threads, bool quiet, bool json);
// Two boards solved exactly from the start (DordleSolver), or the bounds
// proven within `seconds` (0: no limit).
int runDordleExact(const BoardsGame& game, int seconds, int threads, bool quiet, bool json);
// The secrets "a,b,..." of --secret: one answer per board, all different;
// UsageError otherwise.
std::vector<SecretId> boardsSecretsNamed(const BoardsGame& game, const QString& text);
// One game against the secrets ("a,b,c,d"), the player's guesses to the end.
int runBoardsPlay(const BoardsGame& game, BoardsStrategy player, const QString& secrets,
                  int threads, bool json);

}  // namespace guesslab::cli
