// SPDX-License-Identifier: GPL-3.0-or-later
#include "binarysearchgame.h"

#include <algorithm>
#include <stdexcept>

namespace guesslab {

BinarySearchGame::BinarySearchGame(size_t size) : size_(size) {
    if (size < 2 || size > 10000000)
        throw std::invalid_argument("binary search needs 2 to 10,000,000 numbers");
}

std::vector<Question> BinarySearchGame::questions(std::span<const SecretId> candidates) const {
    std::vector<Question> out;
    if (candidates.empty())
        return out;
    const auto [lo, hi] = std::minmax_element(candidates.begin(), candidates.end());
    for (SecretId k = *lo; k < *hi; ++k)
        out.push_back(Question{static_cast<int64_t>(k), {}, {}});
    return out;
}

std::optional<Question> BinarySearchGame::parseQuestion(std::string_view text,
                                                        Phrase* problem) const {
    size_t k = 0, digits = 0;
    bool junk = false;
    for (char c : text) {
        if (c >= '0' && c <= '9') {
            if (k <= size_)
                k = k * 10 + static_cast<size_t>(c - '0');
            ++digits;
        } else if (digits > 0 && c != '?' && c != ' ') {
            junk = true;
        }
    }
    const std::string_view prefix = text.substr(0, text.find_first_of("0123456789"));
    const bool wordsOk = prefix.find_first_not_of(" <=") == std::string_view::npos ||
                         prefix == "at most " || prefix == "at most";
    if (digits == 0 || junk || !wordsOk || k < 1 || k >= size_) {
        *problem = {"ask 'at most k?' with k from 1 to %1", {std::to_string(size_ - 1)}};
        return std::nullopt;
    }
    return Question{static_cast<int64_t>(k - 1), {}, {}};
}

}  // namespace guesslab
