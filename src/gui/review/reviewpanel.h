// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdlegame.h"
#include "boardsreview.h"

#include "gamereview.h"

#include <QWidget>

#include <memory>

class QAbstractItemDelegate;
class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QSplitter;
class QTableView;

namespace guesslab::gui {

class JobRunner;
class BoardsReviewModel;
class ReviewModel;
class Session;

// A played game, typed or pasted (guesses with feedback, guesses and the
// secret, or a shared grid with the guesses), judged move by move by the
// exact tree search on the workbench's lists: a table, a chart of each
// move's cost and luck, and a line that adds them up. A game of the Game
// menu is typed as it words its questions and feedback ("1123: 1b1w") and
// judged by the exact search over its questions.
class ReviewPanel : public QWidget {
    Q_OBJECT
public:
    explicit ReviewPanel(Session* session, QWidget* parent = nullptr);

    QPlainTextEdit* gameEdit() const { return game_; }
    QLineEdit* secretEdit() const { return secret_; }
    QComboBox* ruleBox() const { return rule_; }
    QSpinBox* candidatesSpin() const { return candidates_; }
    QCheckBox* priorBox() const { return prior_; }
    QPushButton* fromAssistantButton() const { return fromAssistant_; }
    JobRunner* runner() const { return runner_; }
    ReviewModel* model() const { return model_; }
    BoardsReviewModel* boardsModel() const { return boardsModel_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QCustomPlot* chart() const { return chart_; }
    QTableView* table() const { return table_; }
    QString summary() const;
    QString status() const;

    // Reads the game and starts the review; false (and says why) when the
    // game cannot be read.
    bool start();
    // The Assistant's steps as the game to review.
    void takeAssistantGame();

Q_SIGNALS:
    void finished();

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool startOther();
    bool startAbsurdle(std::shared_ptr<const AbsurdleGame> game);
    bool startBoards(std::shared_ptr<const BoardsGame> game);
    void showBoards(std::shared_ptr<const BoardsGame> game,
                    std::shared_ptr<const BoardsReview> review);
    // The table shows a game of several boards, or any other.
    void showTableOf(bool boards);
    void beginGameReview(const Game& game, const std::vector<Asked>& steps, GuessRule rule);
    void show(std::shared_ptr<const GameReview> review);
    void fitTable();
    void gameChanged();
    void refuse(const QString& problem);
    QString sumLine(const GameReview& r) const;

    Session* session_;
    JobRunner* runner_;
    QPlainTextEdit* game_;
    QLineEdit* secret_;
    QComboBox* rule_;
    QSpinBox* candidates_;
    QPushButton* fromAssistant_;
    QCheckBox* prior_;
    QPushButton* run_;
    QPushButton* stop_;
    QLabel* status_;
    QLabel* summary_;
    ReviewModel* model_;
    BoardsReviewModel* boardsModel_;
    QAbstractItemDelegate* tiles_;  // the guess column's, for games of one board
    QStringList feedbackTexts_;     // a game of the Game menu: each move's feedback, worded
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QSplitter* split_;
    QCustomPlot* chart_;
    QString resultNote_;    // what the status adds to "Done in …" about the figures
    bool refused_ = false;  // the status names a problem with the text typed
};

}  // namespace guesslab::gui
