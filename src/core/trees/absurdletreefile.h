// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdletree.h"

#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// A tree of winning ways against Absurdle as text, one line per way: each
// guess with the game's answer, the last all green:
//   raise BBBBB yauld BBBBB tench BBBBB whoop GGGGG
// '#' starts a comment; '@' lines state the game and the position:
//   @game absurdle   @mode normal|hard|strict   @fewest N
//   @played raise    (the guesses before the tree, answered by the game)
// Lines that begin alike share their guesses; a guess must get the same
// answer on every line.
struct AbsurdleTreeDocument {
    AbsurdleTree tree;  // played steps without their answers (replay gives them)
    GuessRule rule = GuessRule::Normal;
    std::vector<int> lineOf;  // per node: the first line that names it
};

// Parses the lines against the lists: every guess one of theirs, every
// answer a pattern of their length, every line at most @fewest guesses.
// Throws InputError naming the source, line and problem. Whether the
// answers are the game's is checkAbsurdleTree's work.
AbsurdleTreeDocument parseAbsurdleTree(std::string_view text, const std::string& source,
                                       const GameLists& lists);
AbsurdleTreeDocument loadAbsurdleTreeFile(const std::string& path, const GameLists& lists);

std::string formatAbsurdleTreeFile(const AbsurdleTree& tree, const GameLists& lists,
                                   GuessRule rule);

struct AbsurdleTreeCheck {
    std::vector<std::string> errors;  // the first few, "line N: ..."
    size_t errorCount = 0;
    size_t lines = 0;
    std::vector<uint32_t> kept;  // per node: the words the game keeps, replayed
    bool complete = false;       // checked against the solver: every way is there
    bool stopped = false;
    bool ok() const { return errorCount == 0 && !stopped; }
};

// Replays every line against the adversary (the solver's rule and target):
// each guess allowed, each answer the one the game gives, each line won in
// exactly the tree's fewest. complete: also proves that fewest (one fewer
// refuted) and that every guess that keeps the win is in the tree.
AbsurdleTreeCheck checkAbsurdleTree(const AbsurdleTreeDocument& doc, const AbsurdleSolver& solver,
                                    bool complete, JobContext* ctx = nullptr);

}  // namespace guesslab
