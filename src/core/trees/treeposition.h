#pragma once

#include "gamelists.h"
#include "hardmoderule.h"

#include <memory>
#include <string>
#include <string_view>

namespace guesslab {

// A position of a game (the steps played so far) as lists of its own: the
// answers still possible and the guesses the rule still allows. Every rule
// is a conjunction over the steps, so an optimal tree over these lists, with
// the cap lowered by the steps played, is the best play from the position.
struct TreePosition {
    GameLists lists;
    int played = 0;
};

// steps: "salet:BBYBB,crony:BYBBB" (feedback as B/Y/G or 0/1/2). Throws
// InputError (source "--position") naming the step and what is wrong: a
// word not in the lists, feedback no answer still possible gives, a guess
// the rule does not allow.
TreePosition treePosition(std::shared_ptr<const GameLists> lists, std::string_view steps,
                          GuessRule rule);

}  // namespace guesslab
