// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrowpanel.h"

#include "chartstyle.h"
#include "eldrowmodel.h"
#include "jobrunner.h"
#include "jobstatustext.h"
#include "referencegrader.h"
#include "rememberedfields.h"
#include "session.h"
#include "spacedticker.h"
#include "statustext.h"
#include "tiledelegate.h"
#include "wordcompleter.h"
#include "wordinput.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStringListModel>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

#include <map>
#include <mutex>

namespace guesslab::gui {

namespace {
const QColor kBarColour(0x5b, 0x7d, 0xb1);
constexpr size_t kTreesKept = 50;   // targets browsable in full from one start word
constexpr int kExpandLimit = 5000;  // rows "Expand all" opens at most
}  // namespace

// What one search leaves: the words and the solver its trees read, and the result.
struct EldrowPanel::Run {
    std::shared_ptr<const WordList> words;  // declared first: destroyed last
    std::shared_ptr<const EldrowSolver> solver;
    EldrowResult result;
    Mode mode = Target;
};

// Targets finished by a running search over every target, handed over from
// the workers (onTarget) to the window (takeLive, on each progress report).
struct EldrowPanel::Live {
    std::mutex mutex;
    std::vector<std::pair<WordId, int>> fresh;
};

EldrowPanel::EldrowPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      runner_(new JobRunner(tr("Eldrow"), this)),
      mode_(new QComboBox(this)),
      word_(new QLineEdit(this)),
      chains_(new QSpinBox(this)),
      timeLimit_(new QDoubleSpinBox(this)),
      count_(new QCheckBox(tr("C&ount chains"), this)),
      run_(new QPushButton(tr("Sea&rch"), this)),
      stop_(new QPushButton(tr("S&top"), this)),
      status_(new QLabel(this)),
      summary_(new QLabel(this)),
      model_(new EldrowModel(this)),
      tree_(new QTreeView(this)),
      expandAll_(new QPushButton(tr("E&xpand all below"), this)),
      chainModel_(new QStandardItemModel(0, 2, this)),
      chainView_(new QTableView(this)),
      chart_(new QCustomPlot(this)) {
    setObjectName(QStringLiteral("eldrowPanel"));
    mode_->addItem(tr("Longest chain ending in a target"), Target);
    mode_->addItem(tr("Longest chain from a start word"), Start);
    mode_->addItem(tr("Longest chain of all (every target)"), All);
    mode_->setToolTip(tr("Which longest strict-mode game to find, over the answer list"));
    word_->setPlaceholderText(tr("a word of the answer list"));
    word_->setMaxLength(5);
    chains_->setRange(1, 100000);
    chains_->setValue(50);
    chains_->setPrefix(tr("Chains: "));
    chains_->setToolTip(tr("How many longest chains to report where no full tree is kept"));
    timeLimit_->setRange(0, 86400);
    timeLimit_->setDecimals(0);
    timeLimit_->setSuffix(tr(" s"));
    timeLimit_->setSpecialValueText(tr("No time limit"));
    timeLimit_->setToolTip(
        tr("Stop each target's search after this long with the best found, not proven"));
    count_->setToolTip(tr("Count every chain of the longest length (takes longer)"));
    stop_->setEnabled(false);
    stop_->setToolTip(tr("Stop the search and keep the longest chain found so far"));
    status_->setObjectName(QStringLiteral("eldrowStatus"));
    status_->setWordWrap(true);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Tiles about 1.6 lines tall: their letters read at the default font.
    const int side = fontMetrics().height() * 8 / 5;
    auto* tiles = new TileDelegate(EldrowModel::PatternRole, EldrowModel::SymbolsRole, tree_);
    tiles->setMinimumSide(side);
    tree_->setModel(model_);
    tree_->setItemDelegateForColumn(EldrowModel::TilesColumn, tiles);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->header()->setStretchLastSection(true);
    // Room for the indentation of 16 levels and a word; tiles in a column of their own.
    tree_->setColumnWidth(
        EldrowModel::GuessColumn,
        tree_->indentation() * 16 + fontMetrics().horizontalAdvance(QStringLiteral("wwwwwww")));
    tree_->setColumnWidth(EldrowModel::TilesColumn, (side + 2) * 5 + 12);
    tree_->setColumnWidth(EldrowModel::StepColumn,
                          fontMetrics().horizontalAdvance(QStringLiteral("guess 00 of 00")) + 16);
    tree_->setToolTip(
        tr("Each level a guess, its tiles against the target; expand a guess to "
           "see the next ones that still reach the longest length"));

    expandAll_->setToolTip(
        tr("Open every row below the selected one (up to %L1 rows)").arg(kExpandLimit));
    expandAll_->setEnabled(false);
    chainModel_->setHorizontalHeaderLabels({tr("Step"), tr("Against the target")});
    chainView_->setModel(chainModel_);
    auto* chainTiles =
        new TileDelegate(TileDelegate::kPatternRole, TileDelegate::kSymbolsRole, chainView_);
    chainTiles->setMinimumSide(side);
    chainView_->setItemDelegateForColumn(1, chainTiles);
    chainView_->verticalHeader()->hide();
    chainView_->verticalHeader()->setDefaultSectionSize(side + 6);
    chainView_->horizontalHeader()->setStretchLastSection(true);
    chainView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    chainView_->setObjectName(QStringLiteral("eldrowChain"));
    chainView_->setToolTip(
        tr("One whole longest chain through the selected row, down to "
           "the target: every guess with its tiles against the target"));

    ChartStyle::apply(chart_, tr("Longest chain of every target"));
    chart_->setObjectName(QStringLiteral("eldrowChart"));
    chart_->xAxis->setLabel(tr("longest chain (guesses)"));
    SpacedTicker::install(chart_->xAxis, SpacedTicker::Values::Counts);
    chart_->yAxis->setLabel(tr("targets"));
    SpacedTicker::install(chart_->yAxis, SpacedTicker::Values::Counts);

    auto* modeLabel = new QLabel(tr("F&ind:"), this);
    modeLabel->setBuddy(mode_);
    auto* wordLabel = new QLabel(tr("&Word:"), this);
    wordLabel->setBuddy(word_);
    // What to search, then how: two rows fit a laptop's width in every language.
    auto* top = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{modeLabel, mode_, wordLabel, word_})
        top->addWidget(w);
    top->addStretch();
    auto* how = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{timeLimit_, chains_, count_, run_, stop_})
        how->addWidget(w);
    how->addStretch();
    // Left: the tree, the window's whole height; right: the selected chain
    // in full, or the chart (stacked under the tree, either left it a few
    // rows on a laptop).
    auto* treeBox = new QWidget(this);
    auto* treeLayout = new QVBoxLayout(treeBox);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    auto* treeButtons = new QHBoxLayout;
    treeButtons->addWidget(expandAll_);
    treeButtons->addStretch();
    treeLayout->addLayout(treeButtons);
    treeLayout->addWidget(tree_, 1);
    auto* chainOrChart = new QTabWidget(this);
    chainOrChart->setObjectName(QStringLiteral("eldrowSide"));
    chainOrChart->addTab(chainView_, tr("The selected chain"));
    chainOrChart->addTab(chart_, tr("Every target's longest"));
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(treeBox);
    split->addWidget(chainOrChart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(how);
    layout->addWidget(status_);
    layout->addWidget(summary_);
    layout->addWidget(split, 1);

    connect(mode_, &QComboBox::currentIndexChanged, this, [this, wordLabel] {
        const bool all = mode_->currentData().toInt() == All;
        word_->setEnabled(!all);
        wordLabel->setEnabled(!all);
    });
    connect(word_, &QLineEdit::returnPressed, this, &EldrowPanel::start);
    connect(run_, &QPushButton::clicked, this, &EldrowPanel::start);
    connect(stop_, &QPushButton::clicked, runner_, &JobRunner::stop);
    connect(runner_, &JobRunner::progress, this, [this](double fraction, const QString& text) {
        status_->setText(JobStatusText::progress(*runner_, fraction, text));
        takeLive();
    });
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& index) { showChain(index); });
    connect(expandAll_, &QPushButton::clicked, this, [this] { expandAll(tree_->currentIndex()); });
    connect(runner_, &JobRunner::finished, this, [this](JobStatus status, const QString& error) {
        run_->setEnabled(true);
        stop_->setEnabled(false);
        status_->setText(
            JobStatusText::ended(*runner_, status, error,
                                 tr("Stopped after %1 s: the longest chain found so far is shown, "
                                    "not proven longest.")));
        Q_EMIT finished();
    });
    connect(session_, &Session::listsChanged, this, &EldrowPanel::listsChanged);
    listsChanged();
    updateChart();
    RememberedFields::attach(QStringLiteral("eldrow"), {{QStringLiteral("find"), mode_},
                                                        {QStringLiteral("word"), word_},
                                                        {QStringLiteral("timeLimit"), timeLimit_},
                                                        {QStringLiteral("chains"), chains_},
                                                        {QStringLiteral("count"), count_}});
}

void EldrowPanel::setMode(Mode mode) {
    mode_->setCurrentIndex(mode_->findData(mode));
}

// A new list: the old chains mean nothing; the completer offers the new words.
void EldrowPanel::listsChanged() {
    runner_->cancel();
    clearResult();
    QStringList words;
    if (const auto lists = session_->lists())
        for (WordId w = 0; w < lists->answers().size(); ++w)
            words << QString::fromStdString(lists->answers().word(w));
    WordCompleter::attach(word_, words);
    const bool wordGame = session_->lists() && !session_->isNerdle();
    const bool words5 = wordGame && session_->lists()->length() <= 5;
    setEnabled(words5);
    // Disabled: say what to change (the game, or the list).
    status_->setText(words5 ? tr("Over the %n answers of the current list.", nullptr,
                                 static_cast<int>(words.size()))
                     : wordGame
                         ? tr("Eldrow needs a word list of words of up to 5 letters.")
                         : tr("Eldrow is played on one Wordle board: choose Game → Wordle-like."));
}

bool EldrowPanel::start() {
    const auto lists = session_->lists();
    if (!lists)
        return false;
    auto words = std::make_shared<const WordList>(lists->answers());
    const auto mode = static_cast<Mode>(mode_->currentData().toInt());
    WordId word = 0;
    if (mode != All) {
        QString problem;
        const auto id = WordInput::find(word_->text(), *words, WordInput::List::Answers, &problem);
        if (!id) {
            status_->setText(statusHtml(problem, true));
            return false;
        }
        word = *id;
    }
    EldrowOptions options;
    options.chains = static_cast<size_t>(chains_->value());
    options.timeLimitSeconds = timeLimit_->value();
    options.count = count_->isChecked();
    options.trees = kTreesKept;
    // A new search: the last result goes at once, not when this one ends.
    clearResult();
    if (mode != Target) {
        live_ = std::make_shared<Live>();
        targetCount_ = words->size();
        targetWords_ = words;
        options.onTarget = [live = live_](WordId target, int length) {
            std::lock_guard lock(live->mutex);
            live->fresh.emplace_back(target, length);
        };
    }
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Searching…"));
    runner_->start<Run>(
        session_->engine(),
        [words, mode, word, options](JobContext& ctx) {
            Run run;
            run.words = words;
            run.mode = mode;
            auto solver = std::make_shared<const EldrowSolver>(*words);
            run.solver = solver;
            run.result = mode == Target  ? solver->forTarget(word, options, &ctx)
                         : mode == Start ? solver->forStart(word, options, &ctx)
                                         : solver->global(options, &ctx);
            return run;
        },
        [this](std::shared_ptr<Run> run) { show(std::move(run)); });
    return true;
}

void EldrowPanel::clearResult() {
    live_.reset();
    targets_.clear();
    targetCount_ = 0;
    targetWords_.reset();
    lastRun_.reset();
    result_.reset();
    model_->clear();
    chainModel_->removeRows(0, chainModel_->rowCount());
    expandAll_->setEnabled(false);
    summary_->clear();
    updateChart();
}

// The chart fills in and the figures move as targets finish.
void EldrowPanel::takeLive() {
    if (!live_)
        return;
    std::vector<std::pair<WordId, int>> fresh;
    {
        std::lock_guard lock(live_->mutex);
        fresh.swap(live_->fresh);
    }
    if (fresh.empty() && !targets_.empty())
        return;
    targets_.insert(targets_.end(), fresh.begin(), fresh.end());
    int longest = 0;
    for (const auto& [t, length] : targets_)
        longest = std::max(longest, length);
    QString text = targetsText(longest, targets_.size(), targetCount_);
    if (const QString left = JobStatusText::remaining(*runner_); !left.isEmpty())
        text += QStringLiteral(" · ") + left;
    summary_->setText(text);
    updateChart();
}

// "412 of 2,315 targets searched · longest so far 14 guesses, reached by 3".
QString EldrowPanel::targetsText(int length, size_t done, size_t of) const {
    const QLocale locale;
    int reaching = 0;
    for (const auto& [t, l] : targets_)
        reaching += l == length && length > 0;
    QString text =
        done < of ? tr("%1 of %2 targets searched")
                        .arg(locale.toString(qulonglong(done)), locale.toString(qulonglong(of)))
                  : tr("Every one of %1 targets searched").arg(locale.toString(qulonglong(of)));
    if (done > 0)
        text += (done < of ? tr(" · longest so far %n guesses", nullptr, length)
                           : tr(" · longest %n guesses", nullptr, length)) +
                tr(", reached by %n targets", nullptr, reaching);
    return text;
}

void EldrowPanel::show(std::shared_ptr<Run> run) {
    live_.reset();
    lastRun_ = run;
    result_ = std::shared_ptr<const EldrowResult>(run, &run->result);
    model_->setResult(run->words, result_);
    const EldrowResult& r = run->result;
    targets_ = r.targets;
    targetCount_ = r.targetCount;
    targetWords_ = run->words;
    const QLocale locale;
    QString text;
    if (r.targetCount > 0 && r.targets.empty())
        text = tr("<b>Stopped before any target was searched to its end.</b>");
    else if (r.targetCount > 0 && r.targets.size() < r.targetCount)
        text = tr("<b>Longest found: %n guesses</b>", nullptr, r.length) +
               tr(" · <b>not proven</b> (stopped early)");
    else
        text = tr("<b>Longest: %n guesses</b>", nullptr, r.length) +
               (r.proven ? tr(" · proven") : tr(" · <b>not proven</b> (stopped early)"));
    if (r.counted)
        text += tr(" · %1 chains of that length").arg(locale.toString(qulonglong(r.count)));
    text += tr(" · %1 pools searched").arg(locale.toString(qulonglong(r.nodes)));
    if (r.targetCount > 0)
        text += QStringLiteral("<br>") + targetsText(r.length, r.targets.size(), r.targetCount);
    summary_->setText(text);
    if (model_->rowCount() > 0) {
        tree_->expand(model_->index(0, 0));
        tree_->setCurrentIndex(model_->index(0, 0));
    }
    updateChart();
}

void EldrowPanel::showChain(const QModelIndex& index) {
    chainModel_->removeRows(0, chainModel_->rowCount());
    expandAll_->setEnabled(index.isValid() && model_->hasChildren(index.siblingAtColumn(0)));
    const auto words = model_->words();
    if (!index.isValid() || !words)
        return;
    const std::vector<WordId> chain = model_->chainThrough(index.siblingAtColumn(0));
    const std::string target = words->word(model_->targetOf(index));
    for (size_t i = 0; i < chain.size(); ++i) {
        const std::string guess = words->word(chain[i]);
        auto* step = new QStandardItem(tr("guess %1 of %2").arg(i + 1).arg(chain.size()));
        auto* tiles = new QStandardItem(QString::fromStdString(guess));
        tiles->setData(QString::fromStdString(
                           toString(gradeWords(guess, target), static_cast<int>(guess.size()))),
                       TileDelegate::kPatternRole);
        tiles->setData(QString::fromStdString(guess), TileDelegate::kSymbolsRole);
        tiles->setToolTip(
            tr("%1 against %2").arg(QString::fromStdString(guess), QString::fromStdString(target)));
        chainModel_->appendRow({step, tiles});
    }
    chainView_->resizeColumnToContents(0);
}

std::unique_ptr<QStandardItemModel> EldrowPanel::targetsTable() const {
    auto table = std::make_unique<QStandardItemModel>(0, 2);
    table->setHorizontalHeaderLabels({tr("Target"), tr("Longest chain (guesses)")});
    if (const auto& words = targetWords_)
        for (const auto& [t, length] : targets_)
            table->appendRow({new QStandardItem(QString::fromStdString(words->word(t))),
                              new QStandardItem(QString::number(length))});
    return table;
}

int EldrowPanel::expandAll(const QModelIndex& index) {
    if (!index.isValid())
        return 0;
    int opened = 0;
    std::vector<QModelIndex> stack{index.siblingAtColumn(0)};
    while (!stack.empty() && opened < kExpandLimit) {
        const QModelIndex at = stack.back();
        stack.pop_back();
        if (model_->canFetchMore(at))
            model_->fetchMore(at);
        const int rows = model_->rowCount(at);
        if (rows == 0)
            continue;
        tree_->expand(at);
        opened += rows;
        for (int r = rows - 1; r >= 0; --r)
            stack.push_back(model_->index(r, 0, at));
    }
    if (opened >= kExpandLimit)
        status_->setText(tr("Opened the first %L1 rows below the selected one.").arg(opened));
    return opened;
}

// How many targets have each longest length (searches over every target).
void EldrowPanel::updateChart() {
    chart_->clearPlottables();
    std::map<int, int> histogram;
    for (const auto& [t, length] : targets_)
        ++histogram[length];
    auto* bars = new QCPBars(chart_->xAxis, chart_->yAxis);
    bars->setName(tr("targets"));
    bars->setPen(Qt::NoPen);
    bars->setBrush(kBarColour);
    bars->setWidth(0.8);
    int most = 1;
    for (const auto& [length, n] : histogram) {
        bars->addData(length, n);
        most = std::max(most, n);
    }
    if (!histogram.empty()) {
        chart_->xAxis->setRange(histogram.begin()->first - 0.7, histogram.rbegin()->first + 0.7);
        chart_->yAxis->setRange(0, most * 1.1);
    }
    ChartStyle::replot(chart_, tr("Filled in by a search over every target or from a start word"));
}

}  // namespace guesslab::gui
