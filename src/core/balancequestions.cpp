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

std::string BalanceQuestions::describeFeedback(Feedback f) {
    return f == 0 ? "left heavier" : f == 1 ? "level" : "right heavier";
}

}  // namespace guesslab
