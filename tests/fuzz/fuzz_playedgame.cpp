// SPDX-License-Identifier: GPL-3.0-or-later
// Played games as typed or pasted for a review, against small lists and
// each rule, with and without a secret: refused with an InputError naming
// a line of the text, or steps the game accepts again one by one.
#include "playedgame.h"

#include <algorithm>
#include <cstdlib>

using namespace guesslab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const auto lists = std::make_shared<const GameLists>(
        WordList(Alphabet::letters(), {"crane", "slate", "tower", "power", "lower"}),
        WordList(Alphabet::letters(), {"crane", "slate", "tower", "power", "lower", "salet"}));
    if (size == 0)
        return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const GuessRule rule = static_cast<GuessRule>(data[0] % 3);
    const std::string secret = (data[0] / 3) % 2 ? "tower" : "";
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    try {
        const PlayedGame game = parsePlayedGame(lists, text, secret, rule, "fuzz");
        GameState again(lists);
        for (size_t i = 0; i < game.steps.size(); ++i)
            if (again.submit(game.steps[i].guess, game.steps[i].pattern, rule) ||
                game.lines[i] < 1 || game.lines[i] > lines)
                std::abort();
        if (game.steps.empty() || again.solved() != game.solved)
            std::abort();
    } catch (const InputError& e) {
        if (e.line() < 0 || e.line() > lines)
            std::abort();
    }
    return 0;
}
