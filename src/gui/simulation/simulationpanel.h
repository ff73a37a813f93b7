// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardsgame.h"
#include "gamechoice.h"
#include "simulation.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;
class QStandardItemModel;
class QTableView;

namespace guesslab::gui {

class JobRunner;
class Session;

// Players side by side against every secret of a game: the workbench's
// current game, or Mastermind, a coin game or binary search with its
// parameters. Charts the guess-count histograms as
// grouped bars with each player's average and worst in the legend.
class SimulationPanel : public QWidget {
    Q_OBJECT
public:
    explicit SimulationPanel(Session* session, QWidget* parent = nullptr);

    // The workbench's game, or one of the others with the parameters here.
    void setCurrentGame();
    void setGame(GameKind game);
    QSpinBox* parameterSpin() const { return first_; }
    QSpinBox* secondParameterSpin() const { return second_; }
    QCheckBox* playerBox(Strategy s) const;
    // The exact search's strategy (games of the Game menu).
    QCheckBox* optimalBox() const { return optimal_; }
    bool start();

    JobRunner* runner() const { return runner_; }
    QCustomPlot* chart() const { return chart_; }
    QStandardItemModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    const std::vector<SimulationResult>& results() const { return results_; }

Q_SIGNALS:
    void finished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    static constexpr size_t kBoardsGames = 1000;  // seeded games per player, several boards
    bool startBoards(std::shared_ptr<const BoardsGame> game);
    void updateParameters();
    void workbenchGameChanged();
    void nameAxes();
    // The results, each player named as `names` says (in the interface's
    // language), with their figures in the table and their histograms.
    void show(std::vector<SimulationResult> results, const QStringList& names = {});

    Session* session_;
    JobRunner* runner_;
    QComboBox* game_;
    QLabel* firstLabel_;
    QSpinBox* first_;
    QLabel* secondLabel_;
    QSpinBox* second_;
    QCheckBox* entropy_;
    QCheckBox* minimax_;
    QCheckBox* minAverage_;
    QCheckBox* optimal_;
    QComboBox* rule_;
    QPushButton* run_;
    QPushButton* stop_;
    QLabel* status_;
    QCustomPlot* chart_;
    QStandardItemModel* model_;
    QTableView* table_;
    std::vector<SimulationResult> results_;
    bool playsCurrent_ = false;  // the last run played the workbench's game
    bool playsWords_ = false;    // ... a game of guesses over word lists
};

}  // namespace guesslab::gui
