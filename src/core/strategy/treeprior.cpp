// SPDX-License-Identifier: GPL-3.0-or-later
#include "treeprior.h"

#include "linedigest.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace guesslab {

namespace {

// The weights times 10^places when every one is then a whole number (to
// within rounding noise, relative to the weight: a positive weight never
// becomes 0) and they fit once divided by their common factor.
bool scaledExactly(const std::vector<double>& given, int places, std::vector<uint32_t>& out) {
    const double scale = std::pow(10.0, places);
    std::vector<uint64_t> whole(given.size());
    uint64_t common = 0;
    for (size_t i = 0; i < given.size(); ++i) {
        const double v = given[i] * scale;
        const double r = std::round(v);
        if (std::abs(v - r) > 1e-9 * std::max(1.0, v) || r > 1e15 || (given[i] > 0 && r == 0))
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
    // Rounded: the weights share the units the total allows in proportion,
    // less one per answer, as a positive weight keeps at least one unit.
    if (given.size() >= kMaxWeightTotal / 2)
        throw std::invalid_argument("a prior over so many answers cannot be weighed exactly");
    const double sum = std::accumulate(given.begin(), given.end(), 0.0);
    const auto units = static_cast<double>(kMaxWeightTotal - given.size());
    std::vector<uint64_t> whole(given.size());
    uint64_t common = 0;
    for (size_t i = 0; i < given.size(); ++i) {
        whole[i] = static_cast<uint64_t>(std::floor(given[i] / sum * units));
        if (given[i] > 0 && whole[i] == 0)
            whole[i] = 1;
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
    LineDigest digest;  // over the weights as lines of text
    for (const uint32_t w : weights)
        digest.addLine(std::to_string(w));
    return digest.hex();
}

double TreePrior::expected(uint64_t weightedTotal) const {
    return static_cast<double>(weightedTotal) / static_cast<double>(weightTotal());
}

}  // namespace guesslab
