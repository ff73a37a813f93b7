// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "questionranking.h"
#include "ranking.h"

#include <QHash>
#include <QMap>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QSpinBox;
class QSplitter;
class QTableView;

namespace guesslab::gui {

class JobRunner;

class RankingFilterModel;
class RankingModel;

// The opener ranking: every guess in a sortable, filterable table, a bar
// chart of the best N by entropy and a scatter of entropy against the
// largest class for all guesses. Selecting a word anywhere selects it
// everywhere and is announced with wordSelected().
class OpenersPanel : public QWidget {
    Q_OBJECT
public:
    explicit OpenersPanel(QWidget* parent = nullptr);

    void setRanking(std::shared_ptr<const GameLists> lists, std::shared_ptr<const Ranking> ranking);
    // A game that is not words: its questions, drawn where it has pictures.
    void setRanking(std::shared_ptr<const Game> game,
                    std::shared_ptr<const QuestionRanking> ranking);
    // Shows how far the ranking job is while it runs (a long one, Nerdle of
    // 9 symbols, takes minutes), and why the table waits for its end.
    void watch(JobRunner* ranking);
    QLabel* summaryLabel() const { return summary_; }
    void selectWord(const QString& word);
    QString selectedWord() const { return selected_; }

    RankingModel* model() const { return model_; }
    RankingFilterModel* proxy() const { return proxy_; }
    QTableView* table() const { return table_; }
    QCustomPlot* barChart() const { return bars_; }
    QCustomPlot* scatterChart() const { return scatter_; }
    QLineEdit* filterEdit() const { return filter_; }
    QCheckBox* answersOnlyBox() const { return answersOnly_; }
    QSpinBox* topSpin() const { return top_; }

Q_SIGNALS:
    void wordSelected(const QString& word);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showRanking(const QString& summary);
    void setWordColumnWidth(int width);
    void fitTable();
    void updateBarChart();
    void updateScatter();
    void updateHighlight();
    void onScatterHover(const QPoint& pos);
    int nearestScatterPoint(const QPoint& pos) const;

    RankingModel* model_;
    RankingFilterModel* proxy_;
    QTableView* table_;
    QLineEdit* filter_;
    QCheckBox* answersOnly_;
    QSpinBox* top_;
    QLabel* summary_;
    QCustomPlot* bars_;
    QCustomPlot* scatter_;
    QSplitter* split_ = nullptr;
    QString pointsName_, candidatesName_;  // the scatter's legend: "guesses", "questions"
    QString selected_;
    std::shared_ptr<const GameLists> shownLists_;
    QMap<double, QString> barWords_;  // bar position -> its guess or question
    // Games with symmetries: each ranking row's opening class, and how many
    // questions each class has (the bar chart shows one per class).
    QStringList rowClass_;
    QHash<QString, int> classSize_;
    struct Point {
        double largest, entropy;
        QString word;
    };
    std::vector<Point> points_;
};

}  // namespace guesslab::gui
