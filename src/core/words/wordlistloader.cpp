// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordlistloader.h"

#include "bundledlists.h"
#include "inputfile.h"
#include "textlines.h"

#include <cctype>
#include <cstring>
#include <unordered_map>

namespace guesslab {

LoadedWordList WordListLoader::load(const std::string& spec) const {
    if (spec.rfind(kBundledPrefix, 0) == 0) {
        const std::string name = spec.substr(std::strlen(kBundledPrefix));
        const auto text = BundledLists::text(name);
        if (!text)
            throw InputError(spec, 0, "no bundled list of that name");
        return loadText(*text, spec);
    }
    return loadFile(spec);
}

LoadedWordList WordListLoader::loadFile(const std::string& path) const {
    return loadText(InputFile::read(path), path);
}

LoadedWordList WordListLoader::loadText(std::string_view text, const std::string& source) const {
    std::vector<std::string> words;
    std::vector<InputError> warnings;
    std::unordered_map<std::string, int> firstLine;
    int length = expectedLength_;
    int lengthLine = 0;

    forEachContentLine(text, source, [&](std::string_view raw, int lineNo) {
        std::string word(raw);
        if (alphabet_.foldsCase())
            for (char& c : word)
                if (static_cast<unsigned char>(c) < 128)
                    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (size_t i = 0; i < word.size(); ++i) {
            if (!alphabet_.contains(word[i])) {
                const size_t n = utf8SequenceLength(word, i);
                throw InputError(source, lineNo,
                                 "%1 has the symbol %2, which is not in the alphabet \"%3\"",
                                 {quoteForMessage(raw), quoteForMessage(word.substr(i, n)),
                                  alphabet_.symbols()});
            }
        }
        const int wordLength = static_cast<int>(word.size());
        if (length == 0) {
            if (wordLength > kMaxWordLength)
                throw InputError(source, lineNo, "%1 has %2 symbols; words may have 1 to 10",
                                 {quoteForMessage(raw), std::to_string(wordLength)});
            length = wordLength;
            lengthLine = lineNo;
        } else if (wordLength != length) {
            if (lengthLine > 0)
                throw InputError(source, lineNo,
                                 "%1 has %2 symbols, expected %3 (the length of line %4)",
                                 {quoteForMessage(raw), std::to_string(wordLength),
                                  std::to_string(length), std::to_string(lengthLine)});
            throw InputError(
                source, lineNo, "%1 has %2 symbols, expected %3 (the game's length)",
                {quoteForMessage(raw), std::to_string(wordLength), std::to_string(length)});
        }
        const auto [it, fresh] = firstLine.emplace(word, lineNo);
        if (!fresh) {
            warnings.emplace_back(
                source, lineNo, "%1 repeats line %2; dropped",
                std::vector<std::string>{quoteForMessage(word), std::to_string(it->second)});
            return;
        }
        words.push_back(std::move(word));
    });
    if (words.empty())
        throw InputError(source, 0, "has no words (only blank or comment lines)");
    return {WordList(alphabet_, std::move(words), source), std::move(warnings)};
}

}  // namespace guesslab
