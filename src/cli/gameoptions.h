// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsgame.h"
#include "commandline.h"
#include "game.h"
#include "listoptions.h"

#include <memory>

namespace guesslab::cli {

// The options that choose a game, shared by tree, verify, review, simulate
// and play: --game and each game's parameters (--pegs, --colors, --coins,
// --size, --length). Word games take their lists from ListOptions.
class GameOptions {
public:
    // `gameAlso`: what else --game may hold for this command (review: the
    // steps of a word game, as before games had names).
    GameOptions(CommandLine& line, const ListOptions& lists, const QString& gameAlso = {});

    // True for the default, Wordle over the word lists, which the commands
    // serve with their word-list machinery.
    bool words() const;
    // Whether --game names a game (rather than holding something else).
    bool named() const;
    // The game named; UsageError for an unknown one or bad parameters, and
    // for several boards, which are not one Game (see makeBoards).
    std::unique_ptr<Game> makeGame() const;
    // --game boards (with --boards N) or dordle ... duotrigordle.
    bool severalBoards() const;
    std::unique_ptr<BoardsGame> makeBoards() const;

private:
    QString name() const;

    CommandLine& line_;
    const ListOptions& lists_;
};

// A game whose feedback the game picks (Absurdle) has no tree of secrets:
// UsageError pointing to the absurdle command, which solves and reviews it.
void refuseAdversary(const Game& game, const char* command);

}  // namespace guesslab::cli
