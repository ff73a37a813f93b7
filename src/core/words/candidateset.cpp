// SPDX-License-Identifier: GPL-3.0-or-later
#include "candidateset.h"

#include <numeric>

namespace guesslab {

CandidateSet CandidateSet::all(size_t answerCount) {
    std::vector<WordId> ids(answerCount);
    std::iota(ids.begin(), ids.end(), WordId{0});
    CandidateSet s(std::move(ids), answerCount);
    s.all_ = true;
    return s;
}

CandidateSet::CandidateSet(std::vector<WordId> ids, size_t answerCount, std::vector<double> weights)
    : ids_(std::move(ids)), member_(answerCount, false), weights_(std::move(weights)) {
    if (!weights_.empty() && weights_.size() != answerCount)
        throw std::invalid_argument("weights must cover every answer");
    for (size_t i = 0; i < ids_.size(); ++i) {
        if (ids_[i] >= answerCount || (i > 0 && ids_[i] <= ids_[i - 1]))
            throw std::invalid_argument("candidate ids must be ascending answer ids");
        member_[ids_[i]] = true;
    }
    all_ = ids_.size() == answerCount;
    summarise();
}

CandidateSet CandidateSet::withWeights(std::vector<double> weights) const {
    CandidateSet s(ids_, member_.size(), std::move(weights));
    return s;
}

void CandidateSet::summarise() {
    if (weights_.empty()) {
        totalMass_ = static_cast<double>(ids_.size());
        priorEntropy_ = ids_.empty() ? 0.0 : std::log2(totalMass_);
        return;
    }
    totalMass_ = 0;
    for (WordId a : ids_)
        totalMass_ += weights_[a];
    priorEntropy_ = 0;
    if (totalMass_ > 0)
        for (WordId a : ids_)
            if (const double p = weights_[a] / totalMass_; p > 0)
                priorEntropy_ -= p * std::log2(p);
}

}  // namespace guesslab
