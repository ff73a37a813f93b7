// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace guesslab::trees {

// The end game of a few look-alike answers (a family sharing every letter
// in place but one: .arks, _atch): the depth of every subset, the fewest
// guesses that find each of its answers in the worst case (normal mode,
// any guess), settled once for all subsets by going up from the smallest.
// A subset's depth is one more than the deepest class the best guess
// leaves it (the guess's own answer, if in it, is found by that guess).
// Only the distinct ways the guesses split the members are kept, so a
// family costs its splits times its 2^m subsets.
class SubsetDepths {
public:
    static constexpr int kMaxMembers = 12;
    static constexpr int kUnknown = 255;  // deeper than the cap asked for

    // feedback[g][j]: guess g's feedback for member j (m members, at most
    // kMaxMembers); green: the feedback of a guess that is the answer.
    // Depths beyond `cap` are kept as kUnknown.
    SubsetDepths(int members, const std::vector<std::vector<uint16_t>>& feedback, uint16_t green,
                 int cap);

    int members() const { return members_; }
    // The depth of the members in mask (bit j: member j); 0 for none.
    int depth(uint32_t mask) const { return depth_[mask]; }

private:
    struct Split {
        std::vector<uint32_t> classes;  // the members alike, the guess's own answer apart
        uint32_t found = 0;             // the member the guess is, if any
    };

    int members_;
    std::vector<uint8_t> depth_;
};

}  // namespace guesslab::trees
