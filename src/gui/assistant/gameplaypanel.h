// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

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

class RankingFilterModel;
class RankingModel;
class Session;

// The assistant for games that are not words (Mastermind, coins, binary
// search): type or pick a question, pick the feedback the game gave from the
// outcomes still possible (each says how many secrets it leaves), submit;
// undo and redo; the secrets still possible and the best next questions,
// the best of them with their exact further questions once a step is played.
class GamePlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit GamePlayPanel(Session* session, QWidget* parent = nullptr);

    // The same as typing the question, choosing the feedback (its text, as
    // the game describes it) and pressing Submit.
    bool play(const QString& question, const QString& feedback);
    void setQuestion(const QString& question);

    QLineEdit* questionEdit() const { return question_; }
    QComboBox* feedbackBox() const { return feedback_; }
    QPushButton* submitButton() const { return submit_; }
    QListWidget* history() const { return history_; }
    QStringListModel* candidatesModel() const { return candidates_; }
    RankingModel* adviceModel() const { return adviceModel_; }
    QTableView* adviceTable() const { return advice_; }
    QCheckBox* hardModeBox() const { return hardMode_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* exactSummary() const { return exactSummary_; }
    // The best questions by entropy given exact values, once a step is played.
    static constexpr size_t kExactTried = 20;

private:
    bool submit();
    void syncFromSession();
    void updateOutcomes();
    void updateAdvice();
    void showAdvice();
    void showExactAdvice();
    void syncStatus();
    void setStatus(const QString& text, bool warning);

    Session* session_;
    QLineEdit* question_;
    QComboBox* feedback_;
    QPushButton* submit_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* newGame_;
    QLabel* status_;
    QListWidget* history_;
    QLabel* candidatesLabel_;
    QStringListModel* candidates_;
    QListView* candidateList_;
    QCheckBox* hardMode_;
    RankingModel* adviceModel_;
    RankingFilterModel* adviceProxy_;
    QTableView* advice_;
    QLabel* exactSummary_;
};

}  // namespace guesslab::gui
