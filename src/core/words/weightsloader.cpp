// SPDX-License-Identifier: GPL-3.0-or-later
#include "weightsloader.h"

#include "inputfile.h"
#include "textlines.h"

#include <cctype>
#include <charconv>
#include <cmath>

namespace guesslab {

LoadedWeights WeightsLoader::loadFile(const std::string& path, const WordList& answers) {
    return loadText(InputFile::read(path), path, answers);
}

LoadedWeights WeightsLoader::loadText(std::string_view text, const std::string& source,
                                      const WordList& answers) {
    LoadedWeights out;
    out.weights.assign(answers.size(), 0.0);
    std::vector<int> seenOnLine(answers.size(), 0);
    size_t unknown = 0;
    std::string firstUnknown;
    forEachContentLine(text, source, [&](std::string_view line, int lineNo) {
        const size_t split = line.find_first_of(" \t,");
        if (split == std::string_view::npos)
            throw InputError(source, lineNo, "%1 has no weight; expected \"word weight\"",
                             {quoteForMessage(line)});
        std::string word(line.substr(0, split));
        std::string_view number = line.substr(split + 1);
        const size_t start = number.find_first_not_of(" \t,");
        number = start == std::string_view::npos ? std::string_view{} : number.substr(start);
        if (answers.alphabet().foldsCase())
            for (char& c : word)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        double weight = 0;
        const auto [end, ec] =
            std::from_chars(number.data(), number.data() + number.size(), weight);
        if (number.empty() || ec != std::errc{} || end != number.data() + number.size())
            throw InputError(source, lineNo, "%1 is not a number (the weight of %2)",
                             {quoteForMessage(number), quoteForMessage(word)});
        if (!std::isfinite(weight) || weight < 0)
            throw InputError(source, lineNo, "the weight of %1 must be a finite number >= 0",
                             {quoteForMessage(word)});
        const auto id = answers.find(word);
        if (!id) {
            if (unknown++ == 0)
                firstUnknown = word;
            return;
        }
        if (seenOnLine[*id] != 0)
            throw InputError(source, lineNo, "%1 already has a weight on line %2",
                             {quoteForMessage(word), std::to_string(seenOnLine[*id])});
        seenOnLine[*id] = lineNo;
        out.weights[*id] = weight;
    });
    size_t missing = 0;
    double total = 0;
    for (size_t a = 0; a < answers.size(); ++a) {
        missing += seenOnLine[a] == 0;
        total += out.weights[a];
    }
    if (total <= 0)
        throw InputError(source, 0, "gives no answer a positive weight");
    if (unknown > 0)
        out.warnings.emplace_back(
            source, 0, "%1 words are not answers and were ignored (the first: %2)",
            std::vector<std::string>{std::to_string(unknown), quoteForMessage(firstUnknown)});
    if (missing > 0)
        out.warnings.emplace_back(source, 0, "%1 answers have no weight and count as 0",
                                  std::vector<std::string>{std::to_string(missing)});
    return out;
}

}  // namespace guesslab
