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

namespace {

// A run of squares of the game's length: no letter or digit of ASCII in it.
bool isSquares(std::string_view token, int length) {
    for (unsigned char c : token)
        if (c < 0x80 && std::isalnum(c))
            return false;
    return parsePattern(token, length).has_value();
}

}  // namespace

std::optional<std::vector<BoardsStep>> parseBoardsGrid(const BoardsGame& game,
                                                       std::string_view text,
                                                       const std::string& source) {
    const int length = game.board().lists().length();
    struct Row {
        std::vector<std::string_view> runs;
        int line = 0;
    };
    std::vector<std::vector<Row>> blocks;  // each a block of boards side by side
    std::vector<std::pair<std::string, int>> guesses;
    bool inBlock = false;
    int lineNo = 0;
    while (!text.empty()) {
        ++lineNo;
        const size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        const std::vector<std::string_view> fields = splitFields(line, " \t\r\v\f");
        const bool squares = !fields.empty() &&
                             std::all_of(fields.begin(), fields.end(),
                                         [&](std::string_view f) { return isSquares(f, length); });
        if (squares) {
            if (!guesses.empty())
                throw InputError(source, lineNo, "squares after the guesses typed under the grid");
            if (!inBlock)
                blocks.emplace_back();
            inBlock = true;
            blocks.back().push_back({fields, lineNo});
            continue;
        }
        inBlock = false;
        if (blocks.empty())
            continue;  // the title, the scores, a link
        for (std::string_view f : splitFields(line, " \t\r\v\f,;:"))
            guesses.emplace_back(lowered(f), lineNo);
    }
    if (blocks.empty())
        return std::nullopt;
    const size_t across = blocks.front().front().runs.size();
    size_t rows = 0;
    for (const auto& block : blocks) {
        for (const Row& row : block)
            if (row.runs.size() != across)
                throw InputError(source, row.line,
                                 "%1 boards side by side here, %2 in the grid's first row",
                                 {std::to_string(row.runs.size()), std::to_string(across)});
        rows = std::max(rows, block.size());
    }
    if (across * blocks.size() != static_cast<size_t>(game.boards()))
        throw InputError(source, blocks.front().front().line, "the grid has %1 boards, the game %2",
                         {std::to_string(across * blocks.size()), std::to_string(game.boards())});
    if (guesses.size() != rows)
        throw InputError(source, guesses.empty() ? 0 : guesses.back().second,
                         "%1 guesses typed under a grid of %2 rows: type each guess played, in "
                         "order",
                         {std::to_string(guesses.size()), std::to_string(rows)});
    std::vector<BoardsStep> steps;
    BoardsPosition p(game);
    for (size_t i = 0; i < rows; ++i) {
        std::string patterns;
        for (int b = 0; b < game.boards(); ++b) {
            const auto& block = blocks[static_cast<size_t>(b) / across];
            // A board solved before takes any mark; a block may stop once
            // both of its boards are solved.
            patterns += p.solved(b) || i >= block.size()
                            ? std::string("-")
                            : std::string(block[i].runs[static_cast<size_t>(b) % across]);
            patterns += ' ';
        }
        Phrase problem;
        const auto step = readBoardsStep(p, guesses[i].first, patterns, &problem);
        if (!step)  // the guess's line says which
            throw InputError(source, guesses[i].second, problem.text, problem.args);
        p.play(step->question, step->feedback);
        steps.push_back(*step);
    }
    return steps;
}

}  // namespace guesslab
