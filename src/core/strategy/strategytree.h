// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hardmoderule.h"

#include "gamelists.h"
#include "pattern.h"
#include "treeprior.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace guesslab {

// A decision tree for a Wordle-like game (docs/guide.md, Trees): each node holds the guess
// to play, and for each feedback other than all green the node to go to
// next. Node 0 is the root (the opener). Guesses are ids in the guess list.
class StrategyTree {
public:
    static constexpr uint32_t kRoot = 0;
    static constexpr uint32_t kNone = UINT32_MAX;

    struct Node {
        WordId guess = 0;
        std::vector<std::pair<Pattern, uint32_t>> next;  // by pattern, ascending
    };

    bool empty() const { return nodes_.empty(); }
    size_t size() const { return nodes_.size(); }
    const Node& node(uint32_t id) const { return nodes_[id]; }
    const std::vector<Node>& nodes() const { return nodes_; }

    uint32_t addNode(WordId guess);
    void setGuess(uint32_t node, WordId guess) { nodes_[node].guess = guess; }
    // Links the child under the parent's feedback; false when the feedback
    // already leads elsewhere.
    bool link(uint32_t parent, Pattern feedback, uint32_t child);
    // Appends a copy of another strategy's nodes; returns where its root went.
    uint32_t graft(const StrategyTree& other);
    // The node after the feedback, or kNone.
    uint32_t child(uint32_t parent, Pattern feedback) const;

private:
    std::vector<Node> nodes_;
};

// How a strategy does over the answers it was played against.
struct StrategyStats {
    size_t answers = 0;
    uint64_t total = 0;             // guesses summed over the answers
    int worst = 0;                  // most guesses any answer takes
    std::vector<size_t> histogram;  // [k]: answers solved in k guesses
    // Under a prior (checkStrategy's, else 0): weight times guesses summed
    // over the answers, and the weights summed.
    uint64_t weighted = 0;
    uint64_t weight = 0;
    double average() const { return answers ? static_cast<double>(total) / answers : 0.0; }
    double weightedAverage() const {
        return weight ? static_cast<double>(weighted) / static_cast<double>(weight) : 0.0;
    }
};

// The rules a strategy is held to.
struct StrategyRules {
    GuessRule rule = GuessRule::Normal;  // which guesses are allowed (docs/guide.md, "Modes")
    int maxGuesses = 0;                  // 0: no cap
};

// The outcome of playing every answer through a strategy with the plain
// grader: the totals recomputed, each node's share, and what is wrong.
struct StrategyCheck {
    std::vector<std::string> errors;  // empty when the strategy is sound (first few only)
    size_t errorCount = 0;
    StrategyStats stats;
    std::vector<uint32_t> answersAt;  // per node: answers that pass through it
    std::vector<uint64_t> guessesAt;  // per node: guesses those answers take in all
    // Under a prior, per node: the weights of the answers through it, and
    // their weight times guesses summed (else empty).
    std::vector<uint64_t> weightAt, weightedAt;
    std::vector<WordId> late;  // answers taking more than the cap (each also an error), ascending
    // Every answer reached and every guess allowed, some answers maybe late.
    bool sound() const { return errorCount == late.size(); }
    bool ok() const { return errorCount == 0; }
};

// Independent of any solver: grades with gradeReference, so a tree written
// by the search is verified by other code than built it.
// With a prior, the weighted totals are recomputed too.
StrategyCheck checkStrategy(const StrategyTree& strategy, const GameLists& lists,
                            const StrategyRules& rules, const TreePrior* prior = nullptr);

// "salet BBYBB crony" — the guesses and feedback that lead to a node.
std::string describePath(const StrategyTree& strategy, const GameLists& lists,
                         const std::vector<std::pair<uint32_t, Pattern>>& path);

}  // namespace guesslab
