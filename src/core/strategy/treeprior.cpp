// SPDX-License-Identifier: GPL-3.0-or-later
#include "treeprior.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <stdexcept>

namespace guesslab {

namespace {

// The weights times 10^places when every one is then a whole number (to
// within rounding noise) and they fit once divided by their common factor.
bool scaledExactly(const std::vector<double>& given, int places, std::vector<uint32_t>& out) {
    const double scale = std::pow(10.0, places);
    std::vector<uint64_t> whole(given.size());
    uint64_t common = 0;
    for (size_t i = 0; i < given.size(); ++i) {
        const double v = given[i] * scale;
        const double r = std::round(v);
        if (std::abs(v - r) > 1e-6 * std::max(1.0, r) || r > 1e15)
            return false;
        whole[i] = static_cast<uint64_t>(r);
        common = std::gcd(common, whole[i]);
    }
    uint64_t total = 0;
    for (uint64_t& w : whole) {
        w /= common;
        total += w;
        if (total > TreePrior::kMaxWeightTotal)
            return false;
    }
    out.assign(whole.begin(), whole.end());
    return true;
}

}  // namespace

TreePrior TreePrior::fromWeights(const std::vector<double>& given) {
    if (given.empty())
        throw std::invalid_argument("the prior has no weights");
    double largest = 0;
    for (const double w : given) {
        if (!std::isfinite(w) || w < 0)
            throw std::invalid_argument("a prior's weights are finite and at least 0");
        largest = std::max(largest, w);
    }
    if (largest == 0)
        throw std::invalid_argument("every weight of the prior is 0");
    TreePrior prior;
    for (int places = 0; places <= 6; ++places)
        if (scaledExactly(given, places, prior.weights))
            return prior;
    // Rounded: the largest weight gets as many units as the total allows.
    const auto units = static_cast<double>(kMaxWeightTotal / given.size());
    std::vector<uint64_t> whole(given.size());
    uint64_t common = 0;
    for (size_t i = 0; i < given.size(); ++i) {
        whole[i] = static_cast<uint64_t>(std::llround(given[i] / largest * units));
        common = std::gcd(common, whole[i]);
    }
    prior.weights.clear();
    for (const uint64_t w : whole)
        prior.weights.push_back(static_cast<uint32_t>(w / common));
    prior.rounded = true;
    return prior;
}

uint64_t TreePrior::weightTotal() const {
    return std::accumulate(weights.begin(), weights.end(), uint64_t{0});
}

bool TreePrior::uniform() const {
    return std::adjacent_find(weights.begin(), weights.end(), std::not_equal_to<>()) ==
           weights.end();
}

std::string TreePrior::fingerprint() const {
    uint64_t h = 14695981039346656037ull;  // FNV-1a over the weights as text lines
    for (const uint32_t w : weights) {
        for (const char c : std::to_string(w)) {
            h ^= static_cast<unsigned char>(c);
            h *= 1099511628211ull;
        }
        h ^= '\n';
        h *= 1099511628211ull;
    }
    char out[17];
    std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h));
    return out;
}

double TreePrior::expected(uint64_t weightedTotal) const {
    return static_cast<double>(weightedTotal) / static_cast<double>(weightTotal());
}

}  // namespace guesslab
