// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestrategy.h"

#include <algorithm>

namespace guesslab {

uint32_t GameStrategy::addNode(Question question) {
    nodes_.push_back({std::move(question), {}});
    return static_cast<uint32_t>(nodes_.size() - 1);
}

bool GameStrategy::link(uint32_t parent, Feedback feedback, uint32_t child) {
    auto& next = nodes_[parent].next;
    const auto at = std::lower_bound(next.begin(), next.end(), feedback,
                                     [](const auto& e, Feedback f) { return e.first < f; });
    if (at != next.end() && at->first == feedback)
        return at->second == child;
    next.insert(at, {feedback, child});
    return true;
}

uint32_t GameStrategy::child(uint32_t parent, Feedback feedback) const {
    const auto& next = nodes_[parent].next;
    const auto at = std::lower_bound(next.begin(), next.end(), feedback,
                                     [](const auto& e, Feedback f) { return e.first < f; });
    return at != next.end() && at->first == feedback ? at->second : kNone;
}

namespace {

// Whether the history leaves `secret` the only secret it allows.
bool identified(const Game& game, std::span<const Asked> history, SecretId secret) {
    for (SecretId other = 0; other < game.secretCount(); ++other) {
        if (other == secret)
            continue;
        const bool allowed = std::all_of(history.begin(), history.end(), [&](const Asked& a) {
            return game.feedback(a.question, other) == a.feedback;
        });
        if (allowed)
            return false;
    }
    return true;
}

}  // namespace

GameStrategyCheck checkGameStrategy(const GameStrategy& strategy, const Game& game,
                                    const StrategyRules& rules, bool allowLate,
                                    std::span<const Asked> position) {
    GameStrategyCheck check;
    const auto fail = [&](std::string message) {
        if (check.errors.size() < 10)
            check.errors.push_back(std::move(message));
        ++check.errorCount;
    };
    if (strategy.empty()) {
        fail("the strategy is empty");
        return check;
    }
    const size_t played = position.size();
    const size_t cap = rules.maxGuesses > 0 ? static_cast<size_t>(rules.maxGuesses) : SIZE_MAX;
    const size_t left = cap - std::min(cap, played);  // questions the cap leaves the strategy
    check.questionsOf.assign(game.secretCount(), -1);
    for (SecretId s = 0; s < game.secretCount(); ++s) {
        const bool fits = std::all_of(position.begin(), position.end(), [&](const Asked& a) {
            return game.feedback(a.question, s) == a.feedback;
        });
        if (!fits)
            continue;
        std::vector<Asked> history(position.begin(), position.end());
        uint32_t node = GameStrategy::kRoot;
        bool found = game.endsWhenIdentified() && identified(game, history, s);
        const std::string name = game.describeSecret(s);
        while (!found && node != GameStrategy::kNone &&
               history.size() <= played + game.secretCount()) {
            const Question& q = strategy.node(node).question;
            if (!game.allows(q, history, rules.rule)) {
                fail(name + ": " + game.describeQuestion(q) + " is not allowed in " +
                     ruleName(rules.rule) + " mode");
                break;
            }
            const Feedback f = game.feedback(q, s);
            history.push_back({q, f});
            found = game.wins(q, f) || (game.endsWhenIdentified() && identified(game, history, s));
            node = strategy.child(node, f);
        }
        const size_t asked = history.size() - played;  // the strategy's own questions
        if (!found) {
            if (asked >= left || allowLate) {
                check.late.push_back(s);
                if (!allowLate)
                    fail(name + " is not found within " + std::to_string(left) + " questions");
            } else {
                fail(name + " is never found");
            }
            continue;
        }
        if (asked > left) {
            check.late.push_back(s);
            if (!allowLate)
                fail(name + " takes " + std::to_string(asked) + " questions");
            continue;
        }
        check.questionsOf[s] = static_cast<int>(asked);
        StrategyStats& st = check.stats;
        ++st.answers;
        st.total += asked;
        st.worst = std::max(st.worst, static_cast<int>(asked));
        if (st.histogram.size() <= asked)
            st.histogram.resize(asked + 1, 0);
        ++st.histogram[asked];
    }
    return check;
}

std::string formatGameStrategy(const GameStrategy& strategy, const Game& game) {
    std::string out;
    for (SecretId s = 0; s < game.secretCount() && !strategy.empty(); ++s) {
        out += game.describeSecret(s) + ":";
        uint32_t node = GameStrategy::kRoot;
        size_t steps = 0;
        while (node != GameStrategy::kNone && steps++ <= game.secretCount()) {
            const Question& q = strategy.node(node).question;
            const Feedback f = game.feedback(q, s);
            out += ' ';
            out += game.describeQuestion(q);
            out += " (";
            out += game.describeFeedback(q, f);
            out += ')';
            if (game.wins(q, f))
                break;
            node = strategy.child(node, f);
        }
        out += '\n';
    }
    return out;
}

}  // namespace guesslab
