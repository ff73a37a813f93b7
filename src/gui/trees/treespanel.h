// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdletree.h"
#include "game.h"
#include "gamestrategy.h"
#include "strategytree.h"
#include "treesearch.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStyledItemDelegate;
class QTabWidget;
class QTreeView;

namespace guesslab::gui {

class AbsurdleTreeModel;
class AnySetView;
class JobRunner;
class Session;
class AnswerPaths;
class GameStrategyModel;
class StrategyModel;

// Optimal decision trees for the current lists: the strategy with the fewest
// guesses in all for one opener or the best of the top openers by entropy,
// normal, hard or strict mode, with an optional cap; or the worst case: a
// strategy that finds every answer within K guesses, or the proof that none
// does and the fewest answers left unsolved; progress and Stop. The tree is
// browsed guess by guess with its totals, charted as guesses per answer, and
// saved, opened and verified as a strategy file. Each tree computed joins a
// chart that compares openers side by side. Beside the charts, the report of
// the sets of answers no two guesses tell apart. For the games of the Game
// menu the same searches run over the game's questions (GameTreeSolver), the
// tree shows questions and feedback as the game words them, and strategies
// are saved and verified in the game's file format. For Absurdle, whose game
// answers itself, the tree holds every way to force a win in the fewest
// guesses after an opener or from the start, saved and verified as a file
// of ways.
class TreesPanel : public QWidget {
    Q_OBJECT
public:
    explicit TreesPanel(Session* session, QWidget* parent = nullptr);

    enum Mode { OneOpener, BestOpener };
    void setMode(Mode mode);
    enum Goal { Total, Within };
    void setGoal(Goal goal);
    QComboBox* goalBox() const { return goal_; }
    QCheckBox* leastWrongBox() const { return leastWrong_; }
    QCheckBox* priorBox() const { return prior_; }
    QLineEdit* openerEdit() const { return opener_; }
    QPushButton* runButton() const { return run_; }
    QSpinBox* candidatesSpin() const { return candidates_; }
    QComboBox* ruleBox() const { return rule_; }
    QSpinBox* capSpin() const { return cap_; }
    bool start();

    // Writes the shown strategy and says so under the tree; returns the
    // problem, or "" when saved.
    QString saveTo(const QString& path);
    // The file name a save suggests: "salet-hard-6.txt" (opener, mode, cap).
    QString suggestedName() const;
    // Reads and verifies a strategy file against the current lists and shows
    // it; returns the problem ("" when fine) and keeps the shown one if any.
    QString openFrom(const QString& path);

    JobRunner* runner() const { return runner_; }
    StrategyModel* model() const { return model_; }
    GameStrategyModel* gameModel() const { return gameModel_; }
    AbsurdleTreeModel* absurdleModel() const { return absurdleModel_; }
    QTreeView* tree() const { return tree_; }
    AnswerPaths* answerPaths() const { return answers_; }
    // Opens the tree down to the row where the answer is found.
    bool showAnswer(WordId answer);
    QCustomPlot* histogram() const { return histogram_; }
    AnySetView* anySets() const { return anySets_; }
    QCustomPlot* comparison() const { return comparison_; }
    QLabel* summary() const { return summary_; }
    QLabel* statusLabel() const { return status_; }
    std::shared_ptr<const StrategyCheck> check() const { return check_; }

Q_SIGNALS:
    void finished();

private:
    struct Run;
    struct GameRun;
    struct AbsurdleRun;
    struct DordleRun;
    bool startDordle();
    void showDordle(const DordleRun& run);
    static QString modeTip();
    bool startGame();
    bool absurdle() const { return game_ && game_->picksFeedback(); }
    bool startAbsurdle();
    void showAbsurdle(std::shared_ptr<AbsurdleRun> run);
    void showAbsurdleTree(std::shared_ptr<const AbsurdleTree> tree,
                          std::vector<uint32_t> playedLeft, GuessRule rule);
    QString openAbsurdle(const QString& path);
    void showGameRun(std::shared_ptr<GameRun> run);
    void showGame(std::shared_ptr<const GameStrategy> strategy, const GameStrategyCheck& check,
                  const StrategyRules& rules, QString headline);
    QString openGame(const QString& path);
    const StrategyStats* shownStats() const;
    void show(std::shared_ptr<const GameLists> lists, std::shared_ptr<const StrategyTree> strategy,
              std::shared_ptr<const StrategyCheck> check, const StrategyRules& rules,
              const QString& headline);
    void showRun(std::shared_ptr<Run> run);
    void showWithin(const Run& run);
    void goalChanged();
    void updatePriorBox();
    bool savable() const;
    void updateHistogram();
    void updateComparison();
    void listsChanged();
    void clearShown();
    void askOpen();
    void askSave();

    Session* session_;
    JobRunner* runner_;
    QComboBox* mode_;
    QComboBox* goal_;
    QCheckBox* leastWrong_;
    QCheckBox* prior_;
    QLineEdit* opener_;
    QSpinBox* candidates_;
    QComboBox* rule_;
    QSpinBox* cap_;
    QPushButton* run_;
    QPushButton* stop_;
    QPushButton* open_;
    QPushButton* save_;
    QLabel* status_;
    QLabel* summary_;
    StrategyModel* model_;
    GameStrategyModel* gameModel_;
    AbsurdleTreeModel* absurdleModel_;
    QTreeView* tree_;
    QStyledItemDelegate* tiles_;
    AnswerPaths* answers_;
    QCustomPlot* histogram_;
    QCustomPlot* comparison_;
    AnySetView* anySets_;
    QTabWidget* side_;
    std::shared_ptr<const GameLists> lists_;
    // A game other than words: the session's, and the strategy shown for it.
    std::shared_ptr<const Game> game_;
    std::shared_ptr<const GameStrategy> gameStrategy_;
    std::optional<StrategyStats> gameStats_;
    uint64_t gameUnfound_ = 0;
    // Absurdle: every way to force a win, computed or opened.
    std::shared_ptr<const AbsurdleTree> absurdleTree_;
    std::shared_ptr<const StrategyTree> strategy_;
    std::shared_ptr<const StrategyCheck> check_;
    std::shared_ptr<const TreePrior> shownPrior_;  // the prior the shown tree was chosen under
    StrategyRules rules_;
    bool lateAllowed_ = false;  // the shown strategy leaves answers past the cap on purpose
    struct Compared {
        QString label;
        double average;
    };
    std::vector<Compared> compared_;
};

}  // namespace guesslab::gui
