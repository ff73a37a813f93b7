// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsgame.h"

#include "pattern.h"

#include <array>
#include <stdexcept>

namespace guesslab {

namespace {

struct Named {
    const char* name;
    int boards;
};
constexpr std::array<Named, 5> kNamed{
    {{"dordle", 2}, {"quordle", 4}, {"octordle", 8}, {"sedecordle", 16}, {"duotrigordle", 32}}};

}  // namespace

BoardsGame::BoardsGame(std::shared_ptr<const GameLists> lists,
                       std::shared_ptr<const PatternMatrix> matrix, int boards, int limit)
    : WordGame(std::move(lists), std::move(matrix), nameFor(boards)),
      boards_(boards),
      limit_(limit == 0 ? usualLimit(boards) : limit) {
    if (boards_ < 1 || boards_ > kMaxBoards)
        throw std::invalid_argument("boards: " + std::to_string(boards_) + " is not from 1 to " +
                                    std::to_string(kMaxBoards));
    if (limit_ < boards_)
        throw std::invalid_argument("limit: " + std::to_string(limit_) + " guesses cannot solve " +
                                    std::to_string(boards_) +
                                    " boards (one guess solves one board at most)");
    if (secretCount() < static_cast<size_t>(boards_))
        throw std::invalid_argument("boards: " + std::to_string(boards_) + " boards need " +
                                    std::to_string(boards_) + " different answers, the list has " +
                                    std::to_string(secretCount()));
}

std::string BoardsGame::nameFor(int boards) {
    for (const Named& n : kNamed)
        if (n.boards == boards)
            return n.name;
    return std::to_string(boards) + " boards";
}

int BoardsGame::boardsNamed(std::string_view name) {
    for (const Named& n : kNamed)
        if (name == n.name)
            return n.boards;
    return 0;
}

Phrase BoardsGame::namePhrase() const {
    for (const Named& n : kNamed)
        if (n.boards == boards_) {
            std::string title = n.name;
            title[0] = static_cast<char>(title[0] - 'a' + 'A');
            return {title, {}};
        }
    return {"%1 boards", {std::to_string(boards_)}};
}

Feedback BoardsGame::solvedFeedback() const {
    return Pattern::allGreen(lists().length()).value;
}

}  // namespace guesslab
