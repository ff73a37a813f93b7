// SPDX-License-Identifier: GPL-3.0-or-later
// What a user types where a question, a feedback pattern or a word is
// expected: each game's parser either refuses with a reason or returns a
// question that its own description reads back to.
#include "binarysearchgame.h"
#include "coingames.h"
#include "mastermindgame.h"
#include "pattern.h"
#include "wordlist.h"

#include <cstdlib>
#include <memory>
#include <vector>

using namespace guesslab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::vector<std::shared_ptr<const Game>> games{
        std::make_shared<MastermindGame>(4, 6), std::make_shared<HeavyCoinGame>(12),
        std::make_shared<OddCoinGame>(12), std::make_shared<TwoHeavyCoinsGame>(8),
        std::make_shared<BinarySearchGame>(100)};
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const auto& game : games) {
        guesslab::Phrase problem;
        const auto q = game->parseQuestion(text, &problem);
        if (!q && problem.empty())
            std::abort();
        if (q) {
            const auto again = game->parseQuestion(game->describeQuestion(*q), &problem);
            if (!again || game->describeQuestion(*again) != game->describeQuestion(*q))
                std::abort();
        }
        game->findSecret(text);
    }
    if (const auto p = parsePattern(text);
        p && text.size() <= 10 && parsePattern(toString(*p, static_cast<int>(text.size()))) != p)
        std::abort();
    std::string word(text);
    WordList::normaliseWord(word, Alphabet::letters(), 5);
    return 0;
}
