#include "wordlistloader.h"

#include "bundledlists.h"
#include "textlines.h"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unordered_map>

namespace guesslab {

std::string readWholeFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw InputError(path, 0, "is a directory, not a file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        throw InputError(path, 0, "read error");
    return std::move(buffer).str();
}

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
    return loadText(readWholeFile(path), path);
}

LoadedWordList WordListLoader::loadText(std::string_view text, const std::string& source) const {
    std::vector<std::string> words;
    std::vector<std::string> warnings;
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
                throw InputError(
                    source, lineNo,
                    quoteForMessage(raw) + " has the symbol " + quoteForMessage(word.substr(i, n)) +
                        ", which is not in the alphabet \"" + alphabet_.symbols() + "\"");
            }
        }
        const int wordLength = static_cast<int>(word.size());
        if (length == 0) {
            if (wordLength > kMaxWordLength)
                throw InputError(source, lineNo,
                                 quoteForMessage(raw) + " has " + std::to_string(wordLength) +
                                     " symbols; words may have 1 to 10");
            length = wordLength;
            lengthLine = lineNo;
        } else if (wordLength != length) {
            const std::string why = lengthLine > 0
                                        ? " (the length of line " + std::to_string(lengthLine) + ")"
                                        : " (the game's length)";
            throw InputError(source, lineNo,
                             quoteForMessage(raw) + " has " + std::to_string(wordLength) +
                                 " symbols, expected " + std::to_string(length) + why);
        }
        const auto [it, fresh] = firstLine.emplace(word, lineNo);
        if (!fresh) {
            warnings.push_back(source + ":" + std::to_string(lineNo) + ": " +
                               quoteForMessage(word) + " repeats line " +
                               std::to_string(it->second) + "; dropped");
            return;
        }
        words.push_back(std::move(word));
    });
    if (words.empty())
        throw InputError(source, 0, "has no words (only blank or comment lines)");
    return {WordList(alphabet_, std::move(words), source), std::move(warnings)};
}

}  // namespace guesslab
