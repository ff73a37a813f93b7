// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "resultsfile.h"

#include <QDialog>

class QAbstractItemModel;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace guesslab::gui {

class ResultsModel;
class Session;

// A results file written by a long command-line run, on one machine or a
// cluster: what the run was and how far it got, every finished item in a
// sortable table, every opener's total (or answers left unsolved, for
// verdicts within K guesses) against its rank by entropy, when the file was
// made with the lists loaded now, and the histogram of the totals, of the
// unsolved or of the longest chains; for a Nerdle ranking, every
// equation's measures and the histogram of their entropy.
class ResultsWindow : public QDialog {
    Q_OBJECT
public:
    // Reads the file; on a problem returns nullptr and sets `error`
    // ("file:line: problem").
    static ResultsWindow* open(const QString& path, Session* session, QWidget* parent,
                               QString* error);

    ResultsModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QTableView* table() const { return table_; }
    QLabel* summary() const { return summary_; }
    QCustomPlot* rankChart() const { return rankChart_; }
    QCustomPlot* histogram() const { return histogram_; }
    QPushButton* exportTableButton() const { return exportTable_; }
    QPushButton* exportChartButton() const { return exportChart_; }

Q_SIGNALS:
    // The table as sorted, or the histogram, to save: the window that opened
    // this one asks where (`name` is the file's suggested name).
    void exportTableRequested(QAbstractItemModel* model, const QString& name);
    void exportChartRequested(QCustomPlot* plot, const QString& name);

private:
    ResultsWindow(const QString& path, ResultsFile file, Session* session, QWidget* parent);
    enum class Kind { Tree, Within, Eldrow, Equations, Absurdle, Boards };
    static Kind kindOf(const JsonLine& header);
    QString treeSummary() const;
    void addToBook(Session* session);
    QString withinSummary() const;
    QString eldrowSummary() const;
    QString absurdleSummary() const;
    QString boardsSummary() const;
    QString equationSummary() const;
    void plotAgainstRank(Session* session, const std::string& key, const QString& yLabel);
    // Items by value; numbers that are not whole are counted in bins of binWidth.
    void plotHistogram(const std::string& key, const QString& xLabel, double binWidth = 0);

    ResultsFile file_;
    Kind kind_ = Kind::Tree;
    ResultsModel* model_;
    QSortFilterProxyModel* proxy_;
    QLabel* summary_;
    QTableView* table_;
    QCustomPlot* rankChart_;
    QCustomPlot* histogram_;
    QPushButton* exportTable_;
    QPushButton* exportChart_;
};

}  // namespace guesslab::gui
