// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A plain exhaustive search over any Game: every question at every step, no
// bounds, no symmetry, no merging of questions that split alike. The oracle
// the game solver is held to on small games.
#include "game.h"
#include "hardmoderule.h"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <vector>

namespace guesslab::test {

class NaiveGameTree {
public:
    static constexpr uint64_t kInf = uint64_t{1} << 30;
    using Questions = std::function<std::vector<Question>()>;

    // within: the fewest secrets left unfound within `cap` questions;
    // otherwise the fewest questions in all (cap 0: none; kInf when no
    // strategy keeps the cap).
    NaiveGameTree(const Game& game, Questions every, GuessRule rule, bool within)
        : game_(game), every_(std::move(every)), rule_(rule), within_(within) {}

    uint64_t best(int cap) {
        std::vector<SecretId> all(game_.secretCount());
        std::iota(all.begin(), all.end(), SecretId{0});
        std::vector<Asked> history;
        return value(all, cap > 0 ? cap : 64, history);
    }

    uint64_t opener(const Question& q, int cap) {
        std::vector<SecretId> all(game_.secretCount());
        std::iota(all.begin(), all.end(), SecretId{0});
        std::vector<Asked> history;
        return afterQuestion(q, all, cap > 0 ? cap : 64, history);
    }

private:
    // `history`: the questions asked so far and their feedback, grown and
    // shrunk back as the search goes down and up.
    uint64_t value(const std::vector<SecretId>& s, int left, std::vector<Asked>& history) {
        if (s.empty() || (game_.endsWhenIdentified() && s.size() == 1))
            return 0;
        if (left == 0)
            return within_ ? s.size() : kInf;
        const auto key = std::make_pair(s, left);
        // The rule may depend on the history only through the secrets left.
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        uint64_t best = within_ ? s.size() : kInf;
        for (const Question& q : every_()) {
            if (!game_.allows(q, history, rule_))
                continue;
            best = std::min(best, afterQuestion(q, s, left, history));
        }
        memo_[key] = best;
        return best;
    }

    uint64_t afterQuestion(const Question& q, const std::vector<SecretId>& s, int left,
                           std::vector<Asked>& history) {
        std::map<Feedback, std::vector<SecretId>> classes;
        for (SecretId x : s) {
            const Feedback f = game_.feedback(q, x);
            if (!game_.wins(q, f))
                classes[f].push_back(x);
        }
        // Asking again what is known leads nowhere.
        if (classes.size() == 1 && classes.begin()->second.size() == s.size())
            return within_ ? s.size() : kInf;
        uint64_t sum = within_ ? 0 : s.size();
        for (const auto& [f, secrets] : classes) {
            history.push_back({q, f});
            sum = std::min(sum + value(secrets, left - 1, history), kInf);
            history.pop_back();
        }
        return sum;
    }

    const Game& game_;
    Questions every_;
    GuessRule rule_;
    bool within_;
    std::map<std::pair<std::vector<SecretId>, int>, uint64_t> memo_;
};

}  // namespace guesslab::test
