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

}  // namespace guesslab
