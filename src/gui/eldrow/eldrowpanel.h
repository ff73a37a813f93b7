#pragma once

#include "eldrow.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace guesslab::gui {

class EldrowModel;
class JobRunner;
class Session;

// Eldrow, the longest hard-mode games, over the current answer list: the
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
    std::shared_ptr<const EldrowResult> result() const { return result_; }

Q_SIGNALS:
    void finished();

private:
    struct Run;
    void show(std::shared_ptr<Run> run);
    void updateChart();
    void listsChanged();

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
    QCustomPlot* chart_;
    std::shared_ptr<Run> lastRun_;  // keeps the trees' solver and words alive
    std::shared_ptr<const EldrowResult> result_;
};

}  // namespace guesslab::gui
