// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "partition.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QListView;
class QStringListModel;
class QTableView;

namespace guesslab::gui {

class PartitionModel;
class Session;

// How one guess splits the answers: a histogram of class sizes (largest
// first) with each bar's pattern drawn as tiles under it, the classes in a
// table, and the words of the chosen class.
class PartitionPanel : public QWidget {
    Q_OBJECT
public:
    explicit PartitionPanel(Session* session, QWidget* parent = nullptr);

    // Shows the partition by `word`; false (and a message in the panel) when
    // the word does not fit the game.
    bool showWord(const QString& word);
    QLabel* summaryLabel() const { return summary_; }
    void refresh();
    void selectClass(int row);

    QString word() const { return word_; }
    PartitionModel* model() const { return model_; }
    QCustomPlot* chart() const { return chart_; }
    QTableView* table() const { return table_; }
    QStringListModel* wordsModel() const { return words_; }
    QCheckBox* logScaleBox() const { return logScale_; }
    QLineEdit* wordEdit() const { return edit_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateChart();
    void placeTiles();
    QString example() const;

    Session* session_;
    PartitionModel* model_;
    QStringListModel* words_;
    QLineEdit* edit_;
    QCheckBox* logScale_;
    QLabel* summary_;
    QCustomPlot* chart_;
    QTableView* table_;
    QListView* wordList_;
    QString word_;
    QString shownGame_;  // the game word_ belongs to: its name, or alphabet and length
};

}  // namespace guesslab::gui
