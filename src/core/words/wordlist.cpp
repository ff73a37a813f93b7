// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordlist.h"

#include <cctype>
#include <stdexcept>

namespace guesslab {

WordList::WordList(Alphabet alphabet, std::vector<std::string> words, std::string source)
    : alphabet_(std::move(alphabet)), source_(std::move(source)), words_(std::move(words)) {
    if (words_.empty())
        throw std::invalid_argument("a word list needs at least one word");
    length_ = static_cast<int>(words_.front().size());
    if (length_ < 1 || length_ > kMaxWordLength)
        throw std::invalid_argument("word length must be 1 to 10");
    const size_t n = words_.size();
    stride_ = (n + kColumnPadding - 1) / kColumnPadding * kColumnPadding;
    symbols_.resize(n * static_cast<size_t>(length_));
    columns_.assign(stride_ * static_cast<size_t>(length_), Alphabet::kNoSymbol);
    index_.reserve(n);
    for (size_t w = 0; w < n; ++w) {
        const std::string& word = words_[w];
        if (static_cast<int>(word.size()) != length_)
            throw std::invalid_argument("words differ in length: " + word);
        for (int k = 0; k < length_; ++k) {
            const uint8_t s = alphabet_.indexOf(word[static_cast<size_t>(k)]);
            if (s == Alphabet::kNoSymbol)
                throw std::invalid_argument("symbol outside the alphabet in " + word);
            symbols_[w * static_cast<size_t>(length_) + static_cast<size_t>(k)] = s;
            columns_[static_cast<size_t>(k) * stride_ + w] = s;
        }
        if (!index_.emplace(word, static_cast<WordId>(w)).second)
            throw std::invalid_argument("word repeated: " + word);
    }
}

std::optional<WordId> WordList::find(std::string_view word) const {
    const auto it = index_.find(std::string(word));
    if (it == index_.end())
        return std::nullopt;
    return it->second;
}

std::string WordList::normaliseWord(std::string& word, const Alphabet& alphabet, int length) {
    return wordProblem(word, alphabet, length).str();
}

Phrase WordList::wordProblem(std::string& word, const Alphabet& alphabet, int length) {
    const size_t first = word.find_first_not_of(" \t\r\n");
    const size_t last = word.find_last_not_of(" \t\r\n");
    word = first == std::string::npos ? std::string() : word.substr(first, last - first + 1);
    if (alphabet.foldsCase())
        for (char& c : word)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (word.empty())
        return {"the word is empty", {}};
    for (char c : word)
        if (!alphabet.contains(c))
            return {"'%1' has a symbol outside the alphabet \"%2\"", {word, alphabet.symbols()}};
    const int n = static_cast<int>(word.size());
    if (length > 0 && n != length)
        return {"'%1' has %2 symbols, the game has %3",
                {word, std::to_string(n), std::to_string(length)}};
    if (n > kMaxWordLength)
        return {"'%1' is longer than 10 symbols", {word}};
    return {};
}

WordList WordList::unitedWith(const WordList& other) const {
    if (other.length_ != length_ || !(other.alphabet_ == alphabet_))
        throw std::invalid_argument("cannot unite lists of different length or alphabet");
    std::vector<std::string> all = words_;
    for (const std::string& w : other.words_)
        if (!contains(w))
            all.push_back(w);
    return WordList(alphabet_, std::move(all), source_ + " + " + other.source_);
}

}  // namespace guesslab
