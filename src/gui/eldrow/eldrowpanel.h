// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eldrow.h"

#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStandardItemModel;
class QTableView;
class QTreeView;

namespace guesslab::gui {

class EldrowModel;
class JobRunner;
class Session;

// Eldrow, the longest strict-mode games, over the current answer list: the
// longest chain ending in a target, starting with a word, or of all; live
// figures while it searches (pools, longest so far, time) and Stop, which
// keeps the best found. The chains are browsed as a tree of tiles, and a
// search over every target charts how long each target's longest chain is.
class EldrowPanel : public QWidget {
    Q_OBJECT
public:
    explicit EldrowPanel(Session* session, QWidget* parent = nullptr);

    enum Mode { Target, Start, All };
    void setMode(Mode mode);
    QLineEdit* wordEdit() const { return word_; }
    QPushButton* runButton() const { return run_; }
    QCheckBox* countBox() const { return count_; }
    QSpinBox* chainsSpin() const { return chains_; }
    QDoubleSpinBox* timeLimitSpin() const { return timeLimit_; }
    bool start();

    JobRunner* runner() const { return runner_; }
    EldrowModel* model() const { return model_; }
    QTreeView* tree() const { return tree_; }
    QCustomPlot* chart() const { return chart_; }
    QLabel* summary() const { return summary_; }
    // The selected row's whole chain, one guess a row with its tiles.
    QStandardItemModel* chainModel() const { return chainModel_; }
    QPushButton* expandAllButton() const { return expandAll_; }
    // Opens every row below the index (up to a few thousand rows).
    int expandAll(const QModelIndex& index);
    // Targets finished so far by a running search over every target.
    const std::vector<std::pair<WordId, int>>& targetsShown() const { return targets_; }
    // Those targets as a table (target, longest chain), for export.
    std::unique_ptr<QStandardItemModel> targetsTable() const;
    std::shared_ptr<const EldrowResult> result() const { return result_; }

Q_SIGNALS:
    void finished();

private:
    struct Run;
    struct Live;
    void show(std::shared_ptr<Run> run);
    void updateChart();
    void listsChanged();
    void clearResult();
    void takeLive();  // the targets finished since the last look
    void showChain(const QModelIndex& index);
    QString targetsText(int length, size_t done, size_t of) const;

    Session* session_;
    JobRunner* runner_;
    QComboBox* mode_;
    QLineEdit* word_;
    QSpinBox* chains_;
    QDoubleSpinBox* timeLimit_;
    QCheckBox* count_;
    QPushButton* run_;
    QPushButton* stop_;
    QLabel* status_;
    QLabel* summary_;
    EldrowModel* model_;
    QTreeView* tree_;
    QPushButton* expandAll_;
    QStandardItemModel* chainModel_;
    QTableView* chainView_;
    QCustomPlot* chart_;
    std::shared_ptr<Live> live_;  // the running search's finished targets
    std::vector<std::pair<WordId, int>> targets_;
    std::shared_ptr<const WordList> targetWords_;  // the list targets_ refers to
    size_t targetCount_ = 0;
    std::shared_ptr<Run> lastRun_;  // keeps the trees' solver and words alive
    std::shared_ptr<const EldrowResult> result_;
};

}  // namespace guesslab::gui
