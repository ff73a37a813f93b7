// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QPushButton;
class QStringListModel;
class QTableView;

namespace guesslab::gui {

class FeedbackEditor;
class RankingFilterModel;
class RankingModel;
class Session;

// Plays a live game with the workbench as assistant: type the guess, set the
// feedback on the tiles (or type it as BGYBB), submit; undo and redo steps;
// see the answers still possible and the best next guesses. A step that
// cannot be played (a word in no list, tiles not all set, feedback no
// remaining answer can give, a broken hint in hard mode) is flagged while it
// is entered and refused on submit.
class AssistantPanel : public QWidget {
    Q_OBJECT
public:
    explicit AssistantPanel(Session* session, QWidget* parent = nullptr);

    // The same as typing the guess, setting the tiles and pressing Submit.
    bool play(const QString& guess, const QString& pattern);
    void setGuess(const QString& guess);

    QLineEdit* guessEdit() const { return guess_; }
    QLineEdit* patternEdit() const { return patternEdit_; }
    FeedbackEditor* feedback() const { return feedback_; }
    QPushButton* submitButton() const { return submit_; }
    QStringListModel* candidatesModel() const { return candidates_; }
    RankingModel* adviceModel() const { return adviceModel_; }
    QTableView* adviceTable() const { return advice_; }
    QComboBox* ruleBox() const { return rule_; }
    QCheckBox* answersOnlyBox() const { return answersOnly_; }
    QLabel* exactSummary() const { return exactSummary_; }
    QLabel* statusLabel() const { return status_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool submit();
    void syncFromSession();
    void updateAdvice();
    void showAdvice();
    void showExactAdvice();
    static constexpr size_t kExactTried = 20;  // the best guesses by entropy given exact values
    void checkFeedback();
    void setStatus(const QString& text, bool warning);
    void setGameStatus(const QString& text, bool warning);

    Session* session_;
    QLineEdit* guess_;
    FeedbackEditor* feedback_;
    QLineEdit* patternEdit_;
    QPushButton* submit_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* newGame_;
    QLabel* status_;
    QString gameStatus_;  // what the game's state says, shown when no check is pending
    bool gameWarning_ = false;
    QListWidget* history_;
    QLabel* candidatesLabel_;
    QStringListModel* candidates_;
    QListView* candidateList_;
    QComboBox* rule_;
    QCheckBox* answersOnly_;
    QLabel* exactSummary_;
    RankingModel* adviceModel_;
    RankingFilterModel* adviceProxy_;
    QTableView* advice_;
};

}  // namespace guesslab::gui
