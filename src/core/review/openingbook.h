// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "hardmoderule.h"
#include "resultsfile.h"
#include "treesolver.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace guesslab {

// One class of an opener, read from a book a move deep (a tree run with
// --class-values): the answers that give one feedback, the guesses they
// take after the opener with best play, and the first of those guesses.
struct BookClass {
    std::string feedback;  // G/Y/B text
    uint64_t answers = 0;
    uint64_t value = 0;
    std::string next;
    bool operator==(const BookClass&) const = default;
};
// A class as a results line lists it: "feedback answers value next".
std::string formatBookClass(const BookClass& c);
// nullopt unless the text is four such fields, the value at least the answers.
std::optional<BookClass> parseBookClass(std::string_view text);
// An opener's line of a book a move deep, from its classes all searched
// (TreeSolver::allClassValues): its exact total (the answers plus every
// class's value) and its classes of `least` answers or more as listed.
struct BookLine {
    uint64_t total = 0;
    std::vector<std::string> classes;
};
BookLine bookLine(const OpenerClassValues& values, const GameLists& lists, uint64_t least);

// An opener's value at the empty position, read from a book: its exact
// total (guesses summed over the answers, best play after it), or a lower
// bound that a pruned run proved; with an exact total, perhaps some of its
// classes (the larger ones, from a run with --class-values).
struct BookValue {
    std::string word;
    uint64_t total = 0;
    bool exact = false;
    std::vector<BookClass> classes;
};

// What the book knows for one pair of lists under one rule and cap.
class BookPage {
public:
    std::optional<BookValue> value(std::string_view word) const;
    // The best opener over every guess, when the page holds every guess of
    // the lists and no bound lies below its least exact total (ties of
    // equal total go to the word first in alphabetical order).
    std::optional<BookValue> provenBest() const;
    // Every exact value, best first (ties by word).
    std::vector<BookValue> exactValues() const;
    size_t size() const { return values_.size(); }

private:
    friend class OpeningBook;
    std::unordered_map<std::string, BookValue> values_;
    // Where each value kept (by word) and each class (by "word feedback")
    // was read: a file of the book's and the line, to name both on a conflict.
    std::unordered_map<std::string, std::pair<uint32_t, int>> from_;
    size_t guesses_ = 0;  // of the lists
};

// The exact totals of first guesses from the results files of tree runs
// (tree --best --results, any --candidates, with or without --all-totals),
// so the empty position, the same in every game, is read instead of
// searched. A file counts only for the lists its first line fingerprints
// and for its rule and cap. Several files for the same lists merge: an
// exact total wins over a bound, the higher bound over the lower.
class OpeningBook {
public:
    // Adds a results file, whole or not at all. Throws InputError (the
    // file, the line) for a file that is not a tree run's, a line without a
    // total, an exact total another line gives differently or below a
    // bound, a malformed class or classes another line gives differently,
    // or a count of guesses unlike the lists' other tables.
    void add(const ResultsFile& file);
    bool empty() const { return pages_.empty(); }

    // The page for these lists, rule and cap (0: none), or null (also when
    // it holds no exact total, or counts other than the lists' guesses).
    const BookPage* page(const GameLists& lists, GuessRule rule, int maxGuesses = 0) const;

    // The book shipped inside the program: the tables in docs/results made
    // over the bundled lists (embedded at build time).
    static const OpeningBook& bundled();

private:
    using Key = std::tuple<std::string, int64_t, std::string, std::string>;
    std::map<Key, BookPage> pages_;
    std::vector<std::string> files_;  // the files read, as BookPage::from_ names them
};

}  // namespace guesslab
