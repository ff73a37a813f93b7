// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdlesolver.h"

#include <cstdint>
#include <vector>

namespace guesslab {

// Every way to force a win against Absurdle's adversary in the fewest
// guesses from a position (AbsurdleSolver::winningTree). The adversary is
// deterministic, so a way is a line of guesses; the lines share their
// beginnings and form a tree whose branches are the guesses that keep the
// win in the fewest, each with the answer the game gives it. Its leaves are
// the last guesses, the one word left, all green.
struct AbsurdleTree {
    struct Node {
        WordId guess = 0;
        Pattern feedback;     // the game's answer
        uint32_t left = 0;    // the words it keeps (1 with all green: won)
        int32_t parent = -1;  // -1: a guess at the position itself
        int depth = 1;        // guesses from the position, this one included
    };
    std::vector<AbsurdleStep> played;  // the position: the steps before the tree
    int fewest = 0;                    // 0: no win within the limit asked
    std::vector<Node> nodes;           // depth first: a node's descendants follow it
    bool stopped = false;              // cancelled: not every way is listed
    bool truncated = false;            // more ways than the cap: the first ones only

    // The lines from the position, one per leaf.
    size_t lines() const;
    // The ids of a node's children (parent -1: the top guesses), in order.
    std::vector<size_t> childrenOf(int32_t parent) const;
    // Drops the guesses no way below reaches a win from (a search cut short).
    void dropUnfinished(int length);
};

}  // namespace guesslab
