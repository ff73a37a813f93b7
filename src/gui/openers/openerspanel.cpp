// SPDX-License-Identifier: GPL-3.0-or-later
#include "openerspanel.h"

#include "chartstyle.h"
#include "gameglyphs.h"
#include "jobrunner.h"
#include "jobstatustext.h"
#include "numbertext.h"
#include "rankingfiltermodel.h"
#include "rankingmodel.h"
#include "rememberedfields.h"
#include "spacedticker.h"
#include "tablefit.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSet>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {
const QColor kGuessColour(0x5b, 0x7d, 0xb1);
const QColor kAnswerColour(0x6a, 0xaa, 0x64);
const QColor kSelectedColour(0xd9, 0x53, 0x4f);
}  // namespace

OpenersPanel::OpenersPanel(QWidget* parent)
    : QWidget(parent),
      model_(new RankingModel(this)),
      proxy_(new RankingFilterModel(this)),
      table_(new QTableView(this)),
      filter_(new QLineEdit(this)),
      answersOnly_(new QCheckBox(tr("&Answers only"), this)),
      top_(new QSpinBox(this)),
      summary_(new QLabel(this)),
      bars_(new QCustomPlot(this)),
      scatter_(new QCustomPlot(this)) {
    setObjectName(QStringLiteral("openersPanel"));
    proxy_->setSourceModel(model_);

    filter_->setPlaceholderText(tr("Filter words…"));
    filter_->setClearButtonEnabled(true);
    filter_->setToolTip(tr("Show only the words that contain this text"));
    answersOnly_->setToolTip(tr("Show only guesses that may be the answer"));
    top_->setRange(5, 100);
    top_->setValue(20);
    top_->setPrefix(tr("Top "));
    top_->setToolTip(tr("How many of the best guesses the bar chart shows"));
    auto* filterLabel = new QLabel(tr("F&ilter:"), this);
    filterLabel->setBuddy(filter_);

    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(RankingModel::Rank, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->horizontalHeader()->setStretchLastSection(true);
    // Widths from the font, not from 13,000 rows of contents; the table's
    // side of the splitter starts wide enough for every column.
    fitColumnsToSamples(table_, &RankingModel::widestSample);

    ChartStyle::apply(bars_, tr("Best openers by entropy"));
    ChartStyle::legendBelow(bars_);
    // The best openers' entropies lie within hundredths of a bit: on a short
    // chart the default ticks stacked their labels.
    ChartStyle::apply(scatter_, tr("Entropy against the largest class · click a point"));
    ChartStyle::legendBelow(scatter_);
    bars_->setObjectName(QStringLiteral("openersBarChart"));
    scatter_->setObjectName(QStringLiteral("openersScatter"));
    scatter_->setMouseTracking(true);
    scatter_->installEventFilter(this);

    auto* top = new QHBoxLayout;
    top->addWidget(filterLabel);
    top->addWidget(filter_, 1);
    top->addWidget(answersOnly_);
    top->addSpacing(12);
    top->addWidget(top_);
    top->addStretch();
    top->addWidget(summary_);

    // One chart at a time, with the panel's whole height: stacked, each
    // was too short for its axis and legend on a laptop at 150 %.
    auto* charts = new QTabWidget(this);
    charts->setObjectName(QStringLiteral("openersCharts"));
    charts->addTab(bars_, tr("Best"));
    charts->setTabToolTip(0, tr("The best openers' entropy, as bars"));
    charts->addTab(scatter_, tr("Scatter"));
    charts->setTabToolTip(1, tr("Every guess: its entropy against its largest class"));
    // Not as wide as the titles ask: the table's columns come first.
    charts->setMinimumWidth(240);
    split_ = new QSplitter(Qt::Horizontal, this);
    split_->addWidget(table_);
    split_->addWidget(charts);
    // The table keeps its columns' width; the charts take the rest.
    split_->setStretchFactor(0, 0);
    split_->setStretchFactor(1, 1);
    fitTable();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split_, 1);

    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        proxy_->setText(text);
        updateBarChart();
    });
    connect(answersOnly_, &QCheckBox::toggled, this, [this](bool on) {
        proxy_->setAnswersOnly(on);
        updateBarChart();
    });
    connect(top_, &QSpinBox::valueChanged, this, &OpenersPanel::updateBarChart);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!current.isValid())
                    return;
                const QString word = current.data(RankingModel::WordRole).toString();
                if (word == selected_)
                    return;
                selected_ = word;
                updateHighlight();
                Q_EMIT wordSelected(word);
            });
    connect(scatter_, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        const int i = nearestScatterPoint(event->pos());
        if (i >= 0)
            selectWord(points_[static_cast<size_t>(i)].word);
    });
    connect(bars_, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable* plottable, int index, QMouseEvent*) {
                auto* bars = qobject_cast<QCPBars*>(plottable);
                if (!bars || index < 0 || index >= bars->dataCount())
                    return;
                const QString word = barWords_.value(bars->data()->at(index)->key);
                if (!word.isEmpty())
                    selectWord(word);
            });
    RememberedFields::attach(
        QStringLiteral("openers"),
        {{QStringLiteral("top"), top_}, {QStringLiteral("answersOnly"), answersOnly_}});
}

void OpenersPanel::setRanking(std::shared_ptr<const GameLists> lists,
                              std::shared_ptr<const Ranking> ranking) {
    // New lists start at the top: a word chosen in the old ones may rank
    // anywhere in these (6,488th), which left the table scrolled far down.
    if (lists != shownLists_) {
        selected_.clear();
        table_->scrollToTop();
    }
    shownLists_ = lists;
    model_->setRanking(lists, ranking);
    rowClass_.clear();
    classSize_.clear();
    if (lists)  // words of this game's length (equations are wider than words)
        setWordColumnWidth(table_->fontMetrics().horizontalAdvance(
            QString(lists->length() + 2, QLatin1Char('W'))));
    // Nerdle's guesses are equations and its answers solutions.
    const bool equations = lists && lists->guesses().alphabet().contains('=');
    pointsName_ = equations ? tr("equations") : tr("guesses");
    candidatesName_ = equations ? tr("may be the solution") : tr("may be the answer");
    answersOnly_->setText(equations ? tr("Solutio&ns only") : tr("&Answers only"));
    filter_->setPlaceholderText(equations ? tr("Filter equations…") : tr("Filter words…"));
    const Ranking* shown = lists ? ranking.get() : nullptr;
    const int rows = shown ? static_cast<int>(shown->rows.size()) : 0;
    showRanking(!shown ? QString()
                : equations
                    ? tr("%n equations over %1 solutions", nullptr, rows).arg(shown->candidates)
                    : tr("%n guesses over %1 answers", nullptr, rows).arg(shown->candidates));
}

void OpenersPanel::setRanking(std::shared_ptr<const Game> game,
                              std::shared_ptr<const QuestionRanking> ranking) {
    if (!game || !ranking) {
        model_->clear();
        showRanking({});
        return;
    }
    const int height = table_->verticalHeader()->defaultSectionSize() - 4;
    model_->setRanking(
        std::shared_ptr<const Ranking>(ranking, &ranking->ranking),
        [game, ranking](WordId i) {
            return QString::fromStdString(game->describeQuestion(ranking->questions[i]));
        },
        [game, ranking, height](WordId i) {
            return GameGlyphs::question(*game, ranking->questions[i], height);
        },
        tr("Question"), tr("Secret"));
    // The widest question's text, and room for pegs.
    int width = 0;
    for (size_t i = 0; i < ranking->questions.size() && i < 200; ++i)
        width = std::max(width, table_->fontMetrics().horizontalAdvance(QString::fromStdString(
                                    game->describeQuestion(ranking->questions[i]))));
    const QPixmap glyph = ranking->questions.empty()
                              ? QPixmap()
                              : GameGlyphs::question(*game, ranking->questions.front(), height);
    // Never narrower than its header with the sort arrow (codes of four digits are).
    const int header = table_->horizontalHeader()->fontMetrics().horizontalAdvance(tr("Question"));
    setWordColumnWidth(std::max(width + glyph.width() + 24, header + 32));
    pointsName_ = tr("questions");
    candidatesName_ = tr("may be the secret");
    answersOnly_->setText(tr("S&ecrets only"));
    filter_->setPlaceholderText(tr("Filter questions…"));
    rowClass_.clear();
    classSize_.clear();
    for (const GuessMeasures& row : ranking->ranking.rows) {
        rowClass_ << QString::fromStdString(game->openingClass(ranking->questions[row.guess]));
        if (!rowClass_.back().isEmpty())
            ++classSize_[rowClass_.back()];
    }
    if (game->picksFeedback())  // Absurdle: by the class the game keeps, then entropy
        table_->sortByColumn(RankingModel::Largest, Qt::AscendingOrder);
    showRanking(
        tr("%n questions over %1 secrets", nullptr, static_cast<int>(ranking->ranking.rows.size()))
            .arg(ranking->ranking.candidates));
}

// A column as wide as the game's guesses; the splitter follows when it changes.
void OpenersPanel::setWordColumnWidth(int width) {
    if (table_->columnWidth(RankingModel::Word) == width)
        return;
    table_->setColumnWidth(RankingModel::Word, width);
    fitTable();
}

// The table's side of the splitter as wide as its columns, the charts the rest.
void OpenersPanel::fitTable() {
    int width = table_->verticalScrollBar()->sizeHint().width() + 48;
    for (int c = 0; c < RankingModel::ColumnCount; ++c)
        width += table_->columnWidth(c);
    split_->setSizes({width, std::max(1, split_->width() - width)});
}

void OpenersPanel::watch(JobRunner* ranking) {
    connect(
        ranking, &JobRunner::progress, this, [this, ranking](double fraction, const QString& text) {
            // Every row needs its guess graded against every answer: no row is
            // final before the end, so none is shown before it.
            summary_->setText(JobStatusText::progress(*ranking, fraction, text) +
                              tr(" · the table fills in when every guess has met every answer"));
        });
}

// The summary, the charts' points and the selection, for either kind of ranking.
void OpenersPanel::showRanking(const QString& summary) {
    summary_->setText(summary);
    points_.clear();
    for (int row = 0; row < model_->rowCount(); ++row) {
        const GuessMeasures* m = model_->measuresAt(row);
        points_.push_back(
            {static_cast<double>(m->largest), m->entropy,
             model_->index(row, RankingModel::Word).data(RankingModel::WordRole).toString()});
    }
    updateBarChart();
    updateScatter();
    if (!selected_.isEmpty())
        selectWord(selected_);
}

void OpenersPanel::selectWord(const QString& word) {
    const int row = model_->rowOf(word);
    if (row < 0)
        return;
    const QModelIndex index = proxy_->mapFromSource(model_->index(row, 0));
    if (index.isValid()) {
        table_->setCurrentIndex(index);
        table_->scrollTo(index, QAbstractItemView::PositionAtCenter);
    }
    if (word != selected_) {
        selected_ = word;
        updateHighlight();
        Q_EMIT wordSelected(word);
    } else {
        updateHighlight();
    }
}

// The best N guesses in ranking order that pass the table's filter.
void OpenersPanel::updateBarChart() {
    bars_->clearPlottables();
    auto* bars = new QCPBars(bars_->xAxis, bars_->yAxis);
    bars->setName(tr("entropy"));
    bars->setPen(Qt::NoPen);
    bars->setBrush(kGuessColour);
    auto* answers = new QCPBars(bars_->xAxis, bars_->yAxis);
    answers->setName(tr("entropy (%1)").arg(candidatesName_));
    answers->setPen(Qt::NoPen);
    answers->setBrush(kAnswerColour);
    double lowest = 1e9, highest = 0;
    int shown = 0;
    barWords_.clear();
    QList<int> ranks;
    QStringList labels;
    QSet<QString> classesShown;  // symmetric copies split alike: one bar a class
    for (int row = 0; row < model_->rowCount() && shown < top_->value(); ++row) {
        if (!proxy_->mapFromSource(model_->index(row, 0)).isValid())
            continue;
        const QString cls = rowClass_.value(row);
        if (!cls.isEmpty()) {
            if (classesShown.contains(cls))
                continue;
            classesShown.insert(cls);
        }
        const GuessMeasures* m = model_->measuresAt(row);
        ++shown;
        (m->isCandidate ? answers : bars)->addData(shown, m->entropy);
        barWords_.insert(shown, model_->index(row, RankingModel::Word).data().toString());
        const int copies = classSize_.value(cls);
        // The count of copies under the code: side by side, the labels of
        // narrow bars ran together.
        labels << barWords_.value(shown) + (copies > 1 ? tr("\n×%1").arg(copies) : QString());
        ranks << row + 1;
        lowest = std::min(lowest, m->entropy);
        highest = std::max(highest, m->entropy);
    }
    // Words and codes under their bars; long questions (weighings) by rank.
    int longest = 0;
    for (const QString& w : std::as_const(barWords_))
        longest = std::max(longest, static_cast<int>(w.size()));
    QMap<double, QString> ticks;
    for (int i = 0; i < shown; ++i)
        ticks.insert(i + 1, longest > 12 ? QStringLiteral("#%1").arg(ranks[i]) : labels.value(i));
    bars_->xAxis->setLabel(
        classSize_.isEmpty()
            ? QString()
            : tr("one question per symmetry class\n×N: the questions it stands for"));
    // Few bars have room for level labels; many need them slanted.
    bars_->xAxis->setTickLabelRotation(shown > 8 ? 60 : 0);
    ChartStyle::setTextTicks(bars_->xAxis, ticks);
    bars_->xAxis->setRange(0.3, shown + 0.7);
    bars_->yAxis->setLabel(tr("bits"));  // "entropy" is in the title: short charts cut a long label
    QString title = tr("Best openers by entropy");
    if (shown > 0) {
        // Head room above the bars. The best openers differ by hundredths
        // of a bit: the axis starts near them, and says so.
        const double span = std::max(highest - lowest, 0.05);
        double from = std::max(0.0, lowest - span * 0.3);
        if (from < highest / 2)
            from = 0;  // differences this large read from zero
        bars_->yAxis->setRange(from, highest + span * 0.3);
        if (from > 0)  // in the title: a long axis label is cut on a short chart
            title = tr("Best openers by entropy\nthe axis starts at %1, not 0")
                        .arg(decimalText(from, 2));
    }
    ChartStyle::setTitle(bars_, title);
    bars_->legend->setVisible(shown > 0);
    updateHighlight();
}

void OpenersPanel::updateScatter() {
    scatter_->clearGraphs();
    auto* all = scatter_->addGraph();
    all->setName(pointsName_);
    auto* answers = scatter_->addGraph();
    answers->setName(candidatesName_);
    auto* selected = scatter_->addGraph();
    selected->setName(tr("selected"));
    for (auto* g : {all, answers, selected})
        g->setLineStyle(QCPGraph::lsNone);
    all->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kGuessColour, 3));
    answers->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kAnswerColour, 3));
    selected->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kSelectedColour, 2), Qt::NoBrush, 12));
    const Ranking* ranking = model_->ranking();
    for (size_t i = 0; i < points_.size(); ++i)
        (ranking->rows[i].isCandidate ? answers : all)
            ->addData(points_[i].largest, points_[i].entropy);
    scatter_->xAxis->setLabel(tr("largest class (worst case)"));
    scatter_->yAxis->setLabel(tr("bits"));
    scatter_->xAxis->setScaleType(QCPAxis::stLogarithmic);
    scatter_->rescaleAxes();
    // A margin so points at the edges (the best openers) are not cut.
    scatter_->xAxis->setRange(scatter_->xAxis->range().lower / 1.15,
                              scatter_->xAxis->range().upper * 1.15);
    // Ticks at 1, 2 and 5 times the powers of ten: evenly spread on the log
    // axis (steps of 250 crowd at its right end).
    QSharedPointer<QCPAxisTickerText> logTicks(new QCPAxisTickerText);
    const QCPRange range = scatter_->xAxis->range();
    for (double decade = 1; decade <= range.upper; decade *= 10)
        for (double step : {1.0, 2.0, 5.0})
            if (step * decade >= range.lower && step * decade <= range.upper)
                logTicks->addTick(step * decade, QString::number(step * decade));
    if (logTicks->ticks().size() >= 2)
        scatter_->xAxis->setTicker(logTicks);
    else  // a narrow range: the plain log ticks
        scatter_->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    scatter_->yAxis->scaleRange(1.1, scatter_->yAxis->range().center());
    scatter_->legend->setVisible(!points_.empty());
    updateHighlight();
}

void OpenersPanel::updateHighlight() {
    if (scatter_->graphCount() == 3) {
        QCPGraph* selected = scatter_->graph(2);
        selected->data()->clear();
        const int row = model_->rowOf(selected_);
        if (row >= 0)
            selected->addData(points_[static_cast<size_t>(row)].largest,
                              points_[static_cast<size_t>(row)].entropy);
    }
    ChartStyle::replot(scatter_);
    ChartStyle::replot(bars_);
}

int OpenersPanel::nearestScatterPoint(const QPoint& pos) const {
    constexpr double kReach = 8.0;  // pixels
    int best = -1;
    double bestDistance = kReach * kReach;
    for (size_t i = 0; i < points_.size(); ++i) {
        const double dx = scatter_->xAxis->coordToPixel(points_[i].largest) - pos.x();
        const double dy = scatter_->yAxis->coordToPixel(points_[i].entropy) - pos.y();
        if (dx * dx + dy * dy < bestDistance) {
            bestDistance = dx * dx + dy * dy;
            best = static_cast<int>(i);
        }
    }
    return best;
}

void OpenersPanel::onScatterHover(const QPoint& pos) {
    const int i = nearestScatterPoint(pos);
    if (i < 0) {
        QToolTip::hideText();
        return;
    }
    const Point& p = points_[static_cast<size_t>(i)];
    QToolTip::showText(scatter_->mapToGlobal(pos),
                       tr("%1 — rank %2\nentropy %3 bits, largest class %4")
                           .arg(p.word)
                           .arg(i + 1)
                           .arg(decimalText(p.entropy, 4))
                           .arg(p.largest),
                       scatter_);
}

bool OpenersPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == scatter_ && event->type() == QEvent::MouseMove)
        onScatterHover(static_cast<QMouseEvent*>(event)->pos());
    return QWidget::eventFilter(watched, event);
}

}  // namespace guesslab::gui
