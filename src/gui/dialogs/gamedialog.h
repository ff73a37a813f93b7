// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamechoice.h"

#include <QDialog>

#include <memory>

class QLabel;
class QSpinBox;

namespace guesslab::gui {

// Sets up one of the games besides words: its rules in a sentence, its
// parameters, and how large the game comes out. OK is refused (with the
// reason shown) for parameters the game does not take.
class GameDialog : public QDialog {
    Q_OBJECT
public:
    // `lists` and `matrix`: the word lists loaded, for Absurdle.
    explicit GameDialog(GameKind kind, QWidget* parent = nullptr,
                        std::shared_ptr<const GameLists> lists = nullptr,
                        std::shared_ptr<const PatternMatrix> matrix = nullptr);

    QList<QSpinBox*> spins() const { return spins_; }
    // The game with the chosen parameters; null until accepted.
    std::shared_ptr<const Game> game() const { return game_; }
    void accept() override;

private:
    std::shared_ptr<const Game> build(QString* error) const;
    void updateSize();

    GameKind kind_;
    std::shared_ptr<const GameLists> lists_;
    std::shared_ptr<const PatternMatrix> matrix_;
    QList<QSpinBox*> spins_;
    QLabel* size_;
    std::shared_ptr<const Game> game_;
};

}  // namespace guesslab::gui
