// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardssteps.h"

#include "inputerror.h"
#include "textlines.h"

#include <algorithm>
#include <cctype>

namespace guesslab {

namespace {

std::string lowered(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

}  // namespace

std::optional<BoardsStep> readBoardsStep(const BoardsPosition& p, std::string_view guess,
                                         std::string_view patterns, Phrase* problem) {
    const BoardsGame& game = p.game();
    const std::string word = lowered(guess);
    const auto g = game.board().lists().guesses().find(word);
    if (!g) {
        *problem = {"%1 is not in the guess list", {quoteForMessage(word)}};
        return std::nullopt;
    }
    if (p.finished()) {
        *problem = {"every board is solved already", {}};
        return std::nullopt;
    }
    const std::vector<std::string_view> parts = splitFields(patterns, " \t\r\n\v\f,");
    const std::vector<int> open = p.open();
    const int boards = game.boards();
    std::vector<int> boardOf;  // the board of each pattern typed
    if (static_cast<int>(parts.size()) == boards)
        for (int b = 0; b < boards; ++b)
            boardOf.push_back(b);
    else if (parts.size() == open.size())
        boardOf = open;
    else {
        *problem = static_cast<int>(open.size()) == boards
                       ? Phrase{"%1 patterns typed: give one per board (%2)",
                                {std::to_string(parts.size()), std::to_string(boards)}}
                       : Phrase{
                             "%1 patterns typed: give one per board (%2), or one per open "
                             "board (%3)",
                             {std::to_string(parts.size()), std::to_string(boards),
                              std::to_string(open.size())}};
        return std::nullopt;
    }
    const int length = game.board().lists().length();
    BoardsStep step{Question{*g, {}, {}}, std::vector<Feedback>(static_cast<size_t>(boards), 0)};
    for (size_t i = 0; i < boardOf.size(); ++i) {
        const int b = boardOf[i];
        if (p.solved(b))
            continue;
        const auto pattern = parsePattern(parts[i], length);
        if (!pattern) {
            *problem = {"board %1: %2 is not a pattern of %3 tiles (G, Y, B)",
                        {std::to_string(b + 1), quoteForMessage(parts[i]), std::to_string(length)}};
            return std::nullopt;
        }
        step.feedback[static_cast<size_t>(b)] = pattern->value;
    }
    BoardsPosition next = p;
    if (const auto empty = next.play(step.question, step.feedback)) {
        *problem = {
            "board %1: no answer it has left gives %2 to %3",
            {std::to_string(*empty + 1),
             toString(Pattern{static_cast<uint16_t>(step.feedback[*empty])}, length), word}};
        return std::nullopt;
    }
    return step;
}

std::vector<BoardsStep> parseBoardsGame(const BoardsGame& game, std::string_view text,
                                        const std::string& source) {
    std::vector<BoardsStep> steps;
    BoardsPosition p(game);
    forEachContentLine(text, source, [&](std::string_view line, int lineNo) {
        const size_t cut = line.find_first_of(" \t:");
        const std::string_view guess = line.substr(0, cut);
        const std::string_view patterns =
            cut == std::string_view::npos ? std::string_view{} : line.substr(cut + 1);
        Phrase problem;
        const auto step = readBoardsStep(p, guess, patterns, &problem);
        if (!step)
            throw InputError(source, lineNo, problem.text, problem.args);
        p.play(step->question, step->feedback);
        steps.push_back(*step);
    });
    if (steps.empty())
        throw InputError(source, 0,
                         "no guesses (expected lines like \"crane BBYGB GGBBB - BYBBB\")");
    return steps;
}

}  // namespace guesslab
