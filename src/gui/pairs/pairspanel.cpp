// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairspanel.h"

#include "chartstyle.h"
#include "numbertext.h"
#include "pairmodel.h"
#include "rememberedfields.h"
#include "session.h"
#include "statustext.h"
#include "wordinput.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace guesslab::gui {

PairsPanel::PairsPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      model_(new PairModel(this)),
      top_(new QSpinBox(this)),
      answersOnly_(new QCheckBox(tr("Both from the &answer list"), this)),
      first_(new QLineEdit(this)),
      timeLimit_(new QDoubleSpinBox(this)),
      start_(new QPushButton(tr("Sea&rch"), this)),
      cancel_(new QPushButton(tr("St&op"), this)),
      status_(new QLabel(this)),
      table_(new QTableView(this)),
      chart_(new QCustomPlot(this)) {
    setObjectName(QStringLiteral("pairsPanel"));
    top_->setRange(1, 1000);
    top_->setValue(10);
    top_->setToolTip(tr("How many of the best pairs to find, exactly"));
    answersOnly_->setToolTip(tr("Only pairs of words that may themselves be the answer"));
    first_->setPlaceholderText(tr("any"));
    first_->setMaxLength(10);
    first_->setToolTip(tr("Fix the first word to find its best partners"));
    timeLimit_->setRange(0, 3600);
    timeLimit_->setDecimals(0);
    timeLimit_->setSuffix(tr(" s"));
    timeLimit_->setSpecialValueText(tr("none"));
    timeLimit_->setToolTip(tr("Stop after this long with the best found so far (then not proven)"));
    start_->setToolTip(tr("Search every pair of the guess list"));
    cancel_->setToolTip(tr("Stop the search; the best found so far stays, not proven"));
    cancel_->setEnabled(false);
    status_->setWordWrap(true);

    auto* topLabel = new QLabel(tr("&Top:"), this);
    topLabel->setBuddy(top_);
    auto* firstLabel = new QLabel(tr("F&irst word:"), this);
    firstLabel->setBuddy(first_);
    auto* limitLabel = new QLabel(tr("Time &limit:"), this);
    limitLabel->setBuddy(timeLimit_);
    auto* controls = new QHBoxLayout;
    controls->addWidget(topLabel);
    controls->addWidget(top_);
    controls->addWidget(answersOnly_);
    controls->addWidget(firstLabel);
    controls->addWidget(first_);
    controls->addWidget(limitLabel);
    controls->addWidget(timeLimit_);
    controls->addWidget(start_);
    controls->addWidget(cancel_);
    controls->addStretch();

    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setToolTip(tr("Select a pair to see its joint partition"));
    ChartStyle::apply(chart_, tr("Best and K-th pair found so far (the pruning bound)"));
    chart_->setObjectName(QStringLiteral("pairsChart"));
    chart_->xAxis->setLabel(tr("seconds"));
    chart_->yAxis->setLabel(tr("remaining entropy (bits)"));
    for (int g = 0; g < 2; ++g) {
        QCPGraph* graph = chart_->addGraph();
        graph->setLineStyle(QCPGraph::lsStepLeft);
        graph->setPen(QPen(g == 0 ? QColor(0x6a, 0xaa, 0x64) : QColor(0x5b, 0x7d, 0xb1), 2));
        graph->setName(g == 0 ? tr("best pair") : tr("K-th pair (threshold)"));
    }

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(table_);
    split->addWidget(chart_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(status_);
    layout->addWidget(split, 1);

    connect(start_, &QPushButton::clicked, this, &PairsPanel::start);
    connect(first_, &QLineEdit::returnPressed, this, &PairsPanel::start);
    connect(cancel_, &QPushButton::clicked, session_->pairsRunner(), &JobRunner::cancel);
    connect(session_, &Session::pairStatus, this, &PairsPanel::onStatus);
    connect(session_, &Session::pairsChanged, this, &PairsPanel::onFinished);
    // Pairs of the lists that were: gone with them (another game has none).
    connect(session_, &Session::listsChanged, this, &PairsPanel::clear);
    connect(session_->pairsRunner(), &JobRunner::finished, this,
            [this](JobStatus status, const QString& error) {
                start_->setEnabled(true);
                cancel_->setEnabled(false);
                if (status == JobStatus::Cancelled)
                    status_->setText(
                        tr("Stopped. The list shows the best pairs found so far: not proven."));
                else if (status == JobStatus::Failed)
                    status_->setText(error.toHtmlEscaped());
            });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    Q_EMIT pairSelected(current.data(PairModel::PairRole).toString());
            });
    clear();
    RememberedFields::attach(QStringLiteral("pairs"),
                             {{QStringLiteral("top"), top_},
                              {QStringLiteral("answersOnly"), answersOnly_},
                              {QStringLiteral("timeLimit"), timeLimit_}});
}

bool PairsPanel::start() {
    const auto lists = session_->lists();
    if (!lists || !session_->ranking()) {
        status_->setText(tr("The opener ranking has to finish first."));
        return false;
    }
    if (!session_->matrix()) {
        status_->setText(
            tr("These lists are too large to keep the pattern table the pair search needs."));
        return false;
    }
    PairSearchOptions options;
    options.top = static_cast<size_t>(top_->value());
    options.answersOnly = answersOnly_->isChecked();
    options.timeLimitSeconds = timeLimit_->value();
    if (!first_->text().trimmed().isEmpty()) {
        QString problem;
        const auto id =
            WordInput::find(first_->text(), lists->guesses(), WordInput::List::Guesses, &problem);
        if (id && options.answersOnly && lists->answerOf(*id) == GameLists::kNotAnAnswer)
            problem =
                tr("'%1' is not an answer").arg(QString::fromStdString(lists->guesses().word(*id)));
        if (!problem.isEmpty()) {
            status_->setText(statusHtml(problem, true));
            return false;
        }
        options.first = *id;
    }
    clear();
    if (!session_->startPairSearch(options))
        return false;
    start_->setEnabled(false);
    cancel_->setEnabled(true);
    status_->setText(tr("Searching…"));
    return true;
}

void PairsPanel::clear() {
    live_.clear();
    model_->setPairs(nullptr, {});
    plotHistory({});
    status_->setText(
        tr("Finds the pairs of openers whose joint feedback leaves the least entropy, "
           "with proof."));
}

void PairsPanel::onStatus(const PairSearchStatus& s) {
    model_->setPairs(session_->pairsLists(), s.best);
    const double rate = s.seconds > 0 ? double(s.evaluated + s.pruned) / s.seconds / 1e6 : 0;
    status_->setText(tr("%1% of the pairs settled · %2 evaluated · %3 pruned · %4 M pairs/s · %5 s")
                         .arg(decimalText(100 * s.fraction, 1))
                         .arg(s.evaluated)
                         .arg(s.pruned)
                         .arg(decimalText(rate, 1))
                         .arg(decimalText(s.seconds, 1)));
    if (!s.best.empty())
        live_.push_back({s.seconds, s.best.front().remaining, s.best.back().remaining});
    plotHistory(live_);
}

void PairsPanel::onFinished() {
    const auto result = session_->pairs();
    if (!result)
        return;
    model_->setPairs(session_->pairsLists(), result->pairs);
    plotHistory(result->history);
    status_->setText(tr("%1 the top %2 of %3 pairs in %4 s: %5 evaluated, %6 pruned (%7 part-way).")
                         .arg(result->proven ? tr("Proven:") : tr("Stopped early, not proven:"))
                         .arg(result->pairs.size())
                         .arg(result->totalPairs)
                         .arg(decimalText(result->seconds, 2))
                         .arg(result->evaluated)
                         .arg(result->pruned)
                         .arg(result->abandoned));
    if (model_->rowCount() > 0)
        table_->selectRow(0);
}

void PairsPanel::plotHistory(const std::vector<BoundPoint>& history) {
    QVector<double> t, best, kth;
    for (const BoundPoint& p : history) {
        t << p.seconds;
        best << p.best;
        kth << p.kth;
    }
    chart_->graph(0)->setData(t, best, true);
    chart_->graph(1)->setData(t, kth, true);
    chart_->rescaleAxes();
    chart_->yAxis->scaleRange(1.1, chart_->yAxis->range().center());
    chart_->legend->setVisible(!t.isEmpty());
    ChartStyle::replot(chart_);
}

}  // namespace guesslab::gui
