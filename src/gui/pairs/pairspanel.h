// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pairsearch.h"

#include <QWidget>

class QCheckBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace guesslab::gui {

class PairModel;
class Session;

// The exact search for the best two-word openers: options, start and
// cancel, live figures and the best-so-far list while it runs, the proven
// top K and a chart of how the best and K-th pair improved over time.
class PairsPanel : public QWidget {
    Q_OBJECT
public:
    explicit PairsPanel(Session* session, QWidget* parent = nullptr);

    bool start();

    PairModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QCustomPlot* chart() const { return chart_; }
    QSpinBox* topSpin() const { return top_; }
    QCheckBox* answersOnlyBox() const { return answersOnly_; }
    QLineEdit* firstEdit() const { return first_; }
    QDoubleSpinBox* timeLimitSpin() const { return timeLimit_; }
    QLabel* statusLabel() const { return status_; }

Q_SIGNALS:
    void pairSelected(const QString& pair);  // "first+second"

private:
    void clear();
    void onStatus(const PairSearchStatus& status);
    void onFinished();
    void plotHistory(const std::vector<BoundPoint>& history);

    Session* session_;
    PairModel* model_;
    QSpinBox* top_;
    QCheckBox* answersOnly_;
    QLineEdit* first_;
    QDoubleSpinBox* timeLimit_;
    QPushButton* start_;
    QPushButton* cancel_;
    QLabel* status_;
    QTableView* table_;
    QCustomPlot* chart_;
    std::vector<BoundPoint> live_;  // the best and K-th as reported while running
};

}  // namespace guesslab::gui
