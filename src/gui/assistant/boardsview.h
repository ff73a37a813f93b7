// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsscores.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace guesslab::gui {

class JobRunner;
class Session;

// The Assistant for several boards at once (Dordle ... Duotrigordle): type
// the guess and the feedback each board gave (one pattern per board,
// separated by spaces, or "-" for a board already solved), submit; every
// board is one row of tiles with the answers it has left, and the best next
// guesses are scored over the boards still open (the sum of their
// entropies), in the background.
class BoardsView : public QWidget {
    Q_OBJECT
public:
    BoardsView(Session* session, QWidget* parent = nullptr);

    // The game to play (the session's), or null: nothing to show.
    void setGame(std::shared_ptr<const BoardsGame> game);
    // The same as typing the guess and the patterns and pressing Submit;
    // false (and the reason shown) when the step cannot be played.
    bool play(const QString& guess, const QString& patterns);
    // A game as shared (the grid of squares with the guesses typed under
    // it) played from the start; false (and the reason shown) when it
    // cannot be read.
    bool playShared(const QString& text);

    const BoardsPosition* position() const { return position_.get(); }
    QLineEdit* guessEdit() const { return guess_; }
    QLineEdit* patternsEdit() const { return patterns_; }
    QPushButton* submitButton() const { return submit_; }
    QTableWidget* boardsTable() const { return boards_; }
    QTableWidget* adviceTable() const { return advice_; }
    QLabel* statusLabel() const { return status_; }
    JobRunner* runner() const { return runner_; }

private:
    // Why the typed step cannot be played, or "" (patterns: one per board).
    QString check(const QString& guess, const QString& patterns,
                  std::vector<Feedback>* feedback) const;
    bool submit();
    void newGame();
    void pasteShared();
    void undo();
    void showPosition();
    void startAdvice();
    void showAdvice(const std::vector<BoardsScore>& best);
    void setStatus(const QString& text, bool warning);

    Session* session_;
    std::shared_ptr<const BoardsGame> game_;
    std::shared_ptr<BoardsScorer> scorer_;
    std::unique_ptr<BoardsPosition> position_;
    std::vector<BoardsPosition> undo_;  // the positions before each guess
    QLabel* title_;
    QLineEdit* guess_;
    QLineEdit* patterns_;
    QPushButton* submit_;
    QPushButton* undoButton_;
    QPushButton* newGame_;
    QPushButton* paste_;
    QLabel* status_;
    QTableWidget* boards_;
    QLabel* adviceLabel_;
    QTableWidget* advice_;
    JobRunner* runner_;
};

}  // namespace guesslab::gui
