// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QPushButton;
class QStackedLayout;
class QStackedWidget;
class QStringListModel;
class QTableView;

namespace guesslab::gui {

class BoardsView;
class FeedbackEditor;
class RankingFilterModel;
class RankingModel;
class Session;

// Plays a live game of any game with the workbench as assistant: type the
// guess or question, enter the feedback the game gave (word games: set the
// tiles or type BGYBB; other games: pick it from the outcomes still
// possible, each with what it leaves), submit; undo and redo steps; see the
// secrets still possible and the best next questions, the best of them with
// their exact values once a step is played. Several boards at once have
// their own view (BoardsView). A step that cannot be played (a
// word in no list, feedback no remaining secret can give, a question the
// mode forbids) is flagged while it is entered and refused on submit.
class AssistantPanel : public QWidget {
    Q_OBJECT
public:
    explicit AssistantPanel(Session* session, QWidget* parent = nullptr);

    // The same as typing the question, entering the feedback (a word game's
    // pattern, BGYBB; another game's feedback as the game words it, or as it reads
    // typed: 1A2B, 2b1w) and pressing Submit. In Absurdle the game answers:
    // feedback may be empty, or must be that answer.
    bool play(const QString& question, const QString& feedback);
    void setGuess(const QString& guess);
    // Keeps the live game's steps for the next start, which plays them again
    // once the same game is loaded (a game of several boards is not kept).
    void saveGame() const;

    QLineEdit* guessEdit() const { return guess_; }
    QLineEdit* patternEdit() const { return patternEdit_; }
    FeedbackEditor* feedback() const { return feedback_; }
    // Another game's feedback: the outcomes the question can still get.
    QComboBox* outcomesBox() const { return outcomes_; }
    QPushButton* submitButton() const { return submit_; }
    QListWidget* history() const { return history_; }
    QStringListModel* candidatesModel() const { return candidates_; }
    RankingModel* adviceModel() const { return adviceModel_; }
    QTableView* adviceTable() const { return advice_; }
    QComboBox* ruleBox() const { return rule_; }
    QCheckBox* answersOnlyBox() const { return answersOnly_; }
    QLabel* exactSummary() const { return exactSummary_; }
    QLabel* statusLabel() const { return status_; }
    // Several boards at once: shown instead of the rest while such a game is played.
    BoardsView* boardsView() const { return boardsView_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool words() const;
    bool absurdle() const;  // the game answers each guess itself
    void showAbsurdleAdvice();
    bool submit();
    void syncFromSession();
    void syncGameKind();
    QString gameKey() const;  // the game and lists the steps were played on
    void restoreGame(const QStringList& steps);
    void showHistory();
    void updateAdvice();
    void showAdvice();
    void showExactAdvice();
    static constexpr size_t kExactTried = 20;  // the best questions by entropy given exact values
    QString bookNote(const QString& guess) const;
    void checkStep();
    void updateOutcomes();
    void setStatus(const QString& text, bool warning);
    void setGameStatus(const QString& text, bool warning);

    Session* session_;
    QLabel* guessLabel_;
    QLineEdit* guess_;
    QLabel* feedbackLabel_;
    QStackedWidget* feedbackStack_;  // the tiles, or the outcomes
    FeedbackEditor* feedback_;
    QLineEdit* patternEdit_;
    QComboBox* outcomes_;
    QPushButton* submit_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* newGame_;
    QLabel* status_;
    QString gameStatus_;  // what the game's state says, shown when no check is pending
    bool gameWarning_ = false;
    QListWidget* history_;
    QGroupBox* candidatesBox_;
    QLabel* candidatesLabel_;
    QStringListModel* candidates_;
    QListView* candidateList_;
    QGroupBox* adviceBox_;
    QComboBox* rule_;
    QCheckBox* answersOnly_;
    QLabel* exactSummary_;
    RankingModel* adviceModel_;
    RankingFilterModel* adviceProxy_;
    QTableView* advice_;
    bool sortedForAbsurdle_ = false;  // the advice sorted as for Absurdle
    BoardsView* boardsView_;
    QStackedLayout* pages_;  // one game, or several boards
    // The last session's steps ("question\tfeedback"), until its game is back.
    QStringList savedSteps_;
    QString savedKey_;
};

}  // namespace guesslab::gui
