// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputerror.h"
#include "wordlist.h"

#include <string>
#include <string_view>
#include <vector>

namespace guesslab {

// A prior over the answers: weights[answerId], not normalised.
struct LoadedWeights {
    std::vector<double> weights;
    std::vector<InputError> warnings;  // not thrown: the file is read all the same
};

// Reads "word weight" lines (separated by blanks, a tab or a comma; blank and
// '#' lines ignored). Weights are finite and >= 0. Words that are not answers
// are ignored and answers without a weight get 0, each with one warning line.
class WeightsLoader {
public:
    static LoadedWeights loadFile(const std::string& path, const WordList& answers);
    static LoadedWeights loadText(std::string_view text, const std::string& source,
                                  const WordList& answers);
};

}  // namespace guesslab
