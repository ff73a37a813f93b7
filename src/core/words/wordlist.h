// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alphabet.h"
#include "phrase.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace guesslab {

using WordId = uint32_t;

// Words are 1 to kMaxWordLength symbols long: 3^10 patterns fit in 16 bits.
constexpr int kMaxWordLength = 10;

// An ordered list of distinct words of one length over one alphabet. Keeps the
// words twice: row-major symbol indices for scalar code, and column-major
// (one padded byte column per position) so a vector grader reads 32 secrets'
// symbols at position k with one load.
class WordList {
public:
    static constexpr size_t kColumnPadding = 64;

    WordList() = default;
    // Words must be distinct, of equal length 1..10, over the alphabet
    // (already folded); throws std::invalid_argument otherwise.
    WordList(Alphabet alphabet, std::vector<std::string> words, std::string source = {});

    const Alphabet& alphabet() const { return alphabet_; }
    int length() const { return length_; }
    size_t size() const { return words_.size(); }
    bool empty() const { return words_.empty(); }
    // Where the list came from (a file path or "bundled:NAME"), for messages.
    const std::string& source() const { return source_; }

    const std::string& word(WordId id) const { return words_[id]; }
    const std::vector<std::string>& words() const { return words_; }
    std::span<const uint8_t> symbols(WordId id) const {
        return {symbols_.data() + static_cast<size_t>(id) * static_cast<size_t>(length_),
                static_cast<size_t>(length_)};
    }
    // Column k: symbol index at position k of every word, padded with kNoSymbol.
    const uint8_t* column(int k) const {
        return columns_.data() + static_cast<size_t>(k) * stride_;
    }
    size_t columnStride() const { return stride_; }

    std::optional<WordId> find(std::string_view word) const;
    bool contains(std::string_view word) const { return find(word).has_value(); }

    // Folds a typed word (case, surrounding blanks) and checks it against the
    // alphabet and a length (0: any of 1..10). Returns the problem, or "" when fine.
    static std::string normaliseWord(std::string& word, const Alphabet& alphabet, int length);
    // The same, the problem as a phrase a window can word (empty when fine).
    static Phrase wordProblem(std::string& word, const Alphabet& alphabet, int length);

    // This list followed by the words of `other` it lacks (same length and alphabet).
    WordList unitedWith(const WordList& other) const;

private:
    Alphabet alphabet_;
    int length_ = 0;
    std::string source_;
    std::vector<std::string> words_;
    std::vector<uint8_t> symbols_;
    std::vector<uint8_t> columns_;
    size_t stride_ = 0;
    std::unordered_map<std::string, WordId> index_;
};

}  // namespace guesslab
