// SPDX-License-Identifier: GPL-3.0-or-later
#include "balancequestions.h"

#include <functional>

namespace guesslab {

std::vector<Question> BalanceQuestions::enumerate(
    const std::vector<std::vector<uint16_t>>& classes) {
    std::vector<Question> out;
    const size_t k = classes.size();
    std::vector<int> left(k, 0), right(k, 0);
    // Choose (left, right) counts class by class; keep equal totals, at least one coin a pan.
    std::function<void(size_t, int, int)> choose = [&](size_t c, int totalLeft, int totalRight) {
        if (c == k) {
            if (totalLeft != totalRight || totalLeft == 0)
                return;
            if (left < right)  // its mirror image is kept instead
                return;
            Question q;
            for (size_t i = 0; i < k; ++i) {
                for (int n = 0; n < left[i]; ++n)
                    q.left.push_back(classes[i][static_cast<size_t>(n)]);
                for (int n = 0; n < right[i]; ++n)
                    q.right.push_back(classes[i][static_cast<size_t>(left[i] + n)]);
            }
            out.push_back(std::move(q));
            return;
        }
        const int size = static_cast<int>(classes[c].size());
        for (int a = 0; a <= size; ++a)
            for (int b = 0; a + b <= size; ++b) {
                left[c] = a;
                right[c] = b;
                choose(c + 1, totalLeft + a, totalRight + b);
            }
        left[c] = right[c] = 0;
    };
    choose(0, 0, 0);
    return out;
}

Feedback BalanceQuestions::weigh(const Question& q, const std::vector<int>& weightOfCoin) {
    int balance = 0;
    for (uint16_t c : q.left)
        balance += weightOfCoin[c];
    for (uint16_t c : q.right)
        balance -= weightOfCoin[c];
    return balance > 0 ? 0 : balance == 0 ? 1 : 2;
}

std::string BalanceQuestions::describe(const Question& q) {
    std::string out;
    const auto list = [&](const std::vector<uint16_t>& coins) {
        out += '{';
        for (size_t i = 0; i < coins.size(); ++i) {
            if (i > 0)
                out += ',';
            out += std::to_string(coins[i] + 1);
        }
        out += '}';
    };
    list(q.left);
    out += " vs ";
    list(q.right);
    return out;
}

Phrase BalanceQuestions::feedbackPhrase(Feedback f) {
    return {f == 0 ? "left heavier" : f == 1 ? "level" : "right heavier", {}};
}

std::optional<Question> BalanceQuestions::parse(std::string_view text, int coins, Phrase* problem) {
    size_t split = text.find("vs");
    size_t width = 2;
    if (split == std::string_view::npos) {
        split = text.find('|');
        width = 1;
    }
    if (split == std::string_view::npos) {
        *problem = {"write a weighing as the coins of each pan split by 'vs', e.g. 1,2 vs 3,4", {}};
        return std::nullopt;
    }
    std::vector<char> used(static_cast<size_t>(coins), 0);
    const auto pan = [&](std::string_view side, std::vector<uint16_t>& out) {
        size_t i = 0;
        while (i < side.size()) {
            const char c = side[i];
            if (c == ' ' || c == ',' || c == '{' || c == '}') {
                ++i;
                continue;
            }
            if (c < '0' || c > '9') {
                *problem = {"unexpected '%1' in a weighing", {std::string(1, c)}};
                return false;
            }
            long v = 0;
            while (i < side.size() && side[i] >= '0' && side[i] <= '9') {
                if (v <= coins)
                    v = v * 10 + (side[i] - '0');
                ++i;
            }
            if (v < 1 || v > coins) {
                *problem = {"coins are numbered 1 to %1", {std::to_string(coins)}};
                return false;
            }
            if (used[static_cast<size_t>(v - 1)]++) {
                *problem = {"coin %1 is weighed twice", {std::to_string(v)}};
                return false;
            }
            out.push_back(static_cast<uint16_t>(v - 1));
        }
        return true;
    };
    Question q;
    if (!pan(text.substr(0, split), q.left) || !pan(text.substr(split + width), q.right))
        return std::nullopt;
    if (q.left.empty() || q.left.size() != q.right.size()) {
        *problem = {"put as many coins on each pan, at least one", {}};
        return std::nullopt;
    }
    return q;
}

}  // namespace guesslab
