// SPDX-License-Identifier: GPL-3.0-or-later
#include "strategytree.h"

#include "referencegrader.h"

#include <algorithm>
#include <stdexcept>

namespace guesslab {

uint32_t StrategyTree::addNode(WordId guess) {
    nodes_.push_back(Node{guess, {}});
    return static_cast<uint32_t>(nodes_.size() - 1);
}

bool StrategyTree::link(uint32_t parent, Pattern feedback, uint32_t child) {
    auto& next = nodes_[parent].next;
    const auto at = std::lower_bound(next.begin(), next.end(), feedback,
                                     [](const auto& e, Pattern p) { return e.first < p; });
    if (at != next.end() && at->first == feedback)
        return at->second == child;
    next.insert(at, {feedback, child});
    return true;
}

uint32_t StrategyTree::graft(const StrategyTree& other) {
    const auto offset = static_cast<uint32_t>(nodes_.size());
    for (Node node : other.nodes_) {
        for (auto& link : node.next)
            link.second += offset;
        nodes_.push_back(std::move(node));
    }
    return offset;
}

uint32_t StrategyTree::child(uint32_t parent, Pattern feedback) const {
    const auto& next = nodes_[parent].next;
    const auto at = std::lower_bound(next.begin(), next.end(), feedback,
                                     [](const auto& e, Pattern p) { return e.first < p; });
    return at != next.end() && at->first == feedback ? at->second : kNone;
}

std::string describePath(const StrategyTree& strategy, const GameLists& lists,
                         const std::vector<std::pair<uint32_t, Pattern>>& path) {
    std::string text;
    for (const auto& [node, feedback] : path) {
        if (!text.empty())
            text += ' ';
        text += lists.guesses().word(strategy.node(node).guess);
        text += ' ';
        text += toString(feedback, lists.length());
    }
    return text;
}

namespace {

constexpr size_t kMessagesKept = 10;

class Checker {
public:
    Checker(const StrategyTree& s, const GameLists& lists, const StrategyRules& rules,
            const TreePrior* prior)
        : s_(s), lists_(lists), rules_(rules), prior_(prior), visited_(s.size(), false) {
        check_.answersAt.assign(s.size(), 0);
        check_.guessesAt.assign(s.size(), 0);
        if (prior) {
            check_.weightAt.assign(s.size(), 0);
            check_.weightedAt.assign(s.size(), 0);
        }
    }

    StrategyCheck run() {
        if (s_.empty()) {
            fail("the strategy has no guesses");
            return std::move(check_);
        }
        for (const auto& node : s_.nodes())
            if (node.guess >= lists_.guesses().size()) {
                fail("a node's guess is not in the guess list");
                return std::move(check_);
            }
        for (WordId a = 0; a < lists_.answers().size(); ++a)
            play(a);
        return std::move(check_);
    }

private:
    void fail(std::string message) {
        if (check_.errors.size() < kMessagesKept)
            check_.errors.push_back(std::move(message));
        ++check_.errorCount;
    }

    std::string word(WordId guess) const { return "'" + lists_.guesses().word(guess) + "'"; }

    // The game's hard rule, once per node: the node's guess uses every hint
    // an earlier guess revealed (the reference hardModeBreach, step by step).
    void checkHardRule(uint32_t node) {
        const WordId g = s_.node(node).guess;
        for (const auto& [earlier, feedback] : path_) {
            const WordId e = s_.node(earlier).guess;
            const auto breach =
                hardModeBreach(lists_.guesses().symbols(e), feedback, lists_.guesses().symbols(g));
            if (!breach)
                continue;
            const std::string symbol(1, lists_.guesses().alphabet().symbol(breach->symbol));
            fail("hard mode: after '" + describePath(s_, lists_, path_) + "', " + word(g) +
                 " is not allowed: " +
                 (breach->kind == HardModeBreach::Kind::GreenMoved
                      ? "position " + std::to_string(breach->position + 1) + " must be " + symbol
                      : "it must contain " + symbol +
                            (breach->count > 1 ? " " + std::to_string(breach->count) + " times"
                                               : "")) +
                 ", as " + word(e) + " showed");
            return;
        }
    }

    // Strict, once per node: the node's guess against every earlier
    // guess must show the feedback that guess got.
    void checkStrict(uint32_t node) {
        const WordId g = s_.node(node).guess;
        for (const auto& [earlier, feedback] : path_) {
            const WordId e = s_.node(earlier).guess;
            const Pattern p =
                gradeReference(lists_.guesses().symbols(e), lists_.guesses().symbols(g));
            if (p != feedback) {
                fail("strict mode: after '" + describePath(s_, lists_, path_) + "', " + word(g) +
                     " is not allowed: against it " + word(e) + " would show " +
                     toString(p, lists_.length()) + ", not " + toString(feedback, lists_.length()));
                return;
            }
        }
    }

    void play(WordId answer) {
        const Pattern green = Pattern::allGreen(lists_.length());
        const std::string name = "'" + lists_.answers().word(answer) + "'";
        path_.clear();
        uint32_t node = StrategyTree::kRoot;
        for (int depth = 1;; ++depth) {
            if (depth > 64) {
                fail("answer " + name + " is never solved: the strategy loops");
                return;
            }
            if (!visited_[node]) {
                visited_[node] = true;
                if (rules_.rule == GuessRule::Strict)
                    checkStrict(node);
                else if (rules_.rule == GuessRule::Hard)
                    checkHardRule(node);
            }
            const WordId g = s_.node(node).guess;
            const Pattern p =
                gradeReference(lists_.guesses().symbols(g), lists_.answers().symbols(answer));
            path_.emplace_back(node, p);
            if (p == green) {
                record(answer, name, depth);
                return;
            }
            const uint32_t next = s_.child(node, p);
            if (next == StrategyTree::kNone) {
                fail("answer " + name + " is not reached: after '" +
                     describePath(s_, lists_, path_) + "' the strategy has no next guess");
                return;
            }
            node = next;
        }
    }

    void record(WordId answer, const std::string& name, int depth) {
        if (rules_.maxGuesses > 0 && depth > rules_.maxGuesses) {
            check_.late.push_back(answer);
            fail("answer " + name + " takes " + std::to_string(depth) +
                 " guesses, more than the cap of " + std::to_string(rules_.maxGuesses));
        }
        auto& stats = check_.stats;
        ++stats.answers;
        stats.total += static_cast<uint64_t>(depth);
        stats.worst = std::max(stats.worst, depth);
        if (stats.histogram.size() <= static_cast<size_t>(depth))
            stats.histogram.resize(static_cast<size_t>(depth) + 1, 0);
        ++stats.histogram[static_cast<size_t>(depth)];
        if (prior_) {
            stats.weighted += uint64_t{prior_->weights[answer]} * static_cast<uint64_t>(depth);
            stats.weight += prior_->weights[answer];
        }
        for (const auto& step : path_) {
            ++check_.answersAt[step.first];
            check_.guessesAt[step.first] += static_cast<uint64_t>(depth);
            if (prior_) {
                const uint64_t w = prior_->weights[answer];
                check_.weightAt[step.first] += w;
                check_.weightedAt[step.first] += w * static_cast<uint64_t>(depth);
            }
        }
    }

    const StrategyTree& s_;
    const GameLists& lists_;
    const StrategyRules& rules_;
    const TreePrior* prior_;
    std::vector<bool> visited_;
    std::vector<std::pair<uint32_t, Pattern>> path_;
    StrategyCheck check_;
};

}  // namespace

StrategyCheck checkStrategy(const StrategyTree& strategy, const GameLists& lists,
                            const StrategyRules& rules, const TreePrior* prior) {
    if (prior && prior->weights.size() != lists.answers().size())
        throw std::invalid_argument("the prior weighs " + std::to_string(prior->weights.size()) +
                                    " answers, the lists have " +
                                    std::to_string(lists.answers().size()));
    return Checker(strategy, lists, rules, prior).run();
}

}  // namespace guesslab
