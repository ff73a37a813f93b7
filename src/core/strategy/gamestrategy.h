// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "strategytree.h"

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace guesslab {

// A decision tree for any Game: each node holds the question to ask and,
// for each feedback that does not end the game, the node to go to next.
// Node 0 is the root. The word games' StrategyTree is the same shape over
// guess ids and patterns.
class GameStrategy {
public:
    static constexpr uint32_t kRoot = 0;
    static constexpr uint32_t kNone = UINT32_MAX;

    struct Node {
        Question question;
        std::vector<std::pair<Feedback, uint32_t>> next;  // by feedback, ascending
    };

    bool empty() const { return nodes_.empty(); }
    size_t size() const { return nodes_.size(); }
    const Node& node(uint32_t id) const { return nodes_[id]; }

    uint32_t addNode(Question question);
    // Links the child under the parent's feedback; false when the feedback
    // already leads elsewhere.
    bool link(uint32_t parent, Feedback feedback, uint32_t child);
    uint32_t child(uint32_t parent, Feedback feedback) const;

private:
    std::vector<Node> nodes_;
};

// Every secret played through a strategy with Game::feedback alone, so that
// a tree a solver built is checked by other code than built it.
struct GameStrategyCheck {
    std::vector<std::string> errors;  // the first few
    size_t errorCount = 0;
    StrategyStats stats;           // over the secrets found within the cap
    std::vector<SecretId> late;    // secrets not found within the cap (each also an error
                                   // unless the rules allow them), ascending
    std::vector<int> questionsOf;  // per secret: the questions that find it; -1 when none do
    bool ok() const { return errorCount == 0; }
};

// A secret counts as found when a question wins it or, in games won by
// identifying the secret, when it is the only secret the feedback so far
// allows. Checks each question against the rule (Game::allows) and the cap
// (rules.maxGuesses, 0: none). With allowLate, secrets not found within the
// cap, or where the strategy gives up, are listed in `late` but are not
// errors (a least-wrong strategy).
// From a position (the steps played before the strategy's first question):
// only the secrets it leaves are played, the questions counted from there,
// the cap lowered by the steps.
GameStrategyCheck checkGameStrategy(const GameStrategy& strategy, const Game& game,
                                    const StrategyRules& rules, bool allowLate = false,
                                    std::span<const Asked> position = {});

// "1123 1b1w 3456" style: the questions and feedback leading to a secret,
// one line per secret in secret order, "secret: path".
std::string formatGameStrategy(const GameStrategy& strategy, const Game& game);

}  // namespace guesslab
