// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelists.h"

#include <stdexcept>

namespace guesslab {

GameLists::GameLists(WordList answers, WordList guesses, bool unite)
    : answers_(std::move(answers)), guesses_(std::move(guesses)) {
    if (answers_.length() != guesses_.length())
        throw std::invalid_argument("the answer list (" + answers_.source() +
                                    ") has words of length " + std::to_string(answers_.length()) +
                                    " but the guess list (" + guesses_.source() +
                                    ") has words of length " + std::to_string(guesses_.length()));
    if (!(answers_.alphabet() == guesses_.alphabet()))
        throw std::invalid_argument("the answer and guess lists use different alphabets");
    if (unite)
        guesses_ = guesses_.unitedWith(answers_);
    answerOfGuess_.resize(guesses_.size());
    for (WordId g = 0; g < guesses_.size(); ++g) {
        const auto a = answers_.find(guesses_.word(g));
        answerOfGuess_[g] = a ? static_cast<int32_t>(*a) : kNotAnAnswer;
    }
    for (const std::string& w : answers_.words())
        if (!guesses_.contains(w))
            ++missing_;
}

}  // namespace guesslab
