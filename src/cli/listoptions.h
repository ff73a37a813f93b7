// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "candidateset.h"
#include "commandline.h"
#include "gamelists.h"
#include "treeprior.h"
#include "wordlistloader.h"

#include <memory>

namespace guesslab::cli {

// The options shared by every command that works on word lists: which lists,
// which alphabet, an optional prior, how many threads. Loader errors become
// UsageError with the loader's precise message; warnings go to stderr.
class ListOptions {
public:
    enum class Scope { AnswersOnly, AnswersAndGuesses };
    explicit ListOptions(CommandLine& line, Scope scope = Scope::AnswersAndGuesses);

    Alphabet alphabet() const;
    WordList loadAnswers() const;
    GameLists loadLists() const;
    // The same for trees, which play every answer: refused unless every
    // answer is a guess (--union adds them).
    GameLists loadPlayableLists() const;
    // Every answer, with the --weights prior when one was given.
    CandidateSet candidates(const WordList& answers) const;
    bool weighted() const;
    // The --weights prior as whole-number weights for exact trees (null
    // when none was given), for the answers given: by word, so a position's
    // answers (a subset of the lists') may be weighed too.
    std::shared_ptr<const TreePrior> treePrior(const WordList& answers) const;
    // For a command whose figures count every answer alike: --weights is
    // refused (UsageError) rather than silently left out of them.
    void refuseWeights(const char* command) const;
    int threads() const;

private:
    LoadedWordList loadList(const QString& option, const char* fallback) const;

    CommandLine& line_;
};

// Prints loader warnings to stderr, at most a few, then a count of the rest.
void printWarnings(const std::vector<InputError>& warnings);

}  // namespace guesslab::cli
