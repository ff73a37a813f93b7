// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordlist.h"

#include <cmath>
#include <span>
#include <stdexcept>
#include <vector>

namespace guesslab {

// The answers still possible (ids into the answer list) with an optional
// prior; shared by partitions, rankings and the live-game assistant.
class CandidateSet {
public:
    CandidateSet() = default;
    // All answers of a list of that size, uniform prior.
    static CandidateSet all(size_t answerCount);
    // A subset (ids ascending, distinct); weights indexed by answer id or empty.
    CandidateSet(std::vector<WordId> ids, size_t answerCount, std::vector<double> weights = {});

    size_t size() const { return ids_.size(); }
    bool empty() const { return ids_.empty(); }
    std::span<const WordId> ids() const { return ids_; }
    bool isAll() const { return all_; }
    bool contains(WordId answer) const { return answer < member_.size() && member_[answer]; }

    bool weighted() const { return !weights_.empty(); }
    double weight(WordId answer) const { return weights_.empty() ? 1.0 : weights_[answer]; }
    const std::vector<double>& weights() const { return weights_; }
    double totalMass() const { return totalMass_; }
    // Entropy of the prior over the candidates, log2 N when uniform.
    double priorEntropy() const { return priorEntropy_; }

    // Same candidates with a prior (weights indexed by answer id).
    CandidateSet withWeights(std::vector<double> weights) const;

private:
    void summarise();

    std::vector<WordId> ids_;
    std::vector<bool> member_;
    std::vector<double> weights_;
    bool all_ = false;
    double totalMass_ = 0;
    double priorEntropy_ = 0;
};

}  // namespace guesslab
