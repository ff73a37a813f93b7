// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsposition.h"
#include "phrase.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// One guess of a game of several boards with the feedback of every board
// (0 for a board solved before it).
struct BoardsStep {
    Question question;
    std::vector<Feedback> feedback;
};

// A step as typed: the guess, and its patterns split by blanks or commas,
// one per board or one per open board (a board solved before takes any
// mark, such as '-'). The step read at p, or nullopt with the problem: a
// word not in the guess list, every board solved, a wrong number of
// patterns, a pattern malformed, or one no answer left on its board gives.
std::optional<BoardsStep> readBoardsStep(const BoardsPosition& p, std::string_view guess,
                                         std::string_view patterns, Phrase* problem);

// A played game as text, one step a line: the guess, then the patterns,
// after a blank or a colon ("crane BBYGB GGBBB - BYBBB", or
// "crane:BBYGB,GGBBB,-,BYBBB"); blank lines and '#' lines are skipped.
// Throws InputError naming the source, the line and the problem.
std::vector<BoardsStep> parseBoardsGame(const BoardsGame& game, std::string_view text,
                                        const std::string& source);

// A game as shared: the grid of squares, the boards side by side in blocks
// (Quordle's two by two), each block a line per guess with a run of squares
// per board, a solved board's later runs filled (⬛); then the guesses,
// typed under it in order. Lines before the grid (the title, the scores, a
// link) are skipped. nullopt when the text holds no grid; InputError
// naming the source, the line and the problem when it is not this game's.
std::optional<std::vector<BoardsStep>> parseBoardsGrid(const BoardsGame& game,
                                                       std::string_view text,
                                                       const std::string& source);

}  // namespace guesslab
