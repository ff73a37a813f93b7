// SPDX-License-Identifier: GPL-3.0-or-later
#include "treespanel.h"

#include "absurdlegame.h"
#include "absurdletreefile.h"
#include "absurdletreemodel.h"
#include "answerpaths.h"
#include "anysetview.h"
#include "backgroundread.h"
#include "boardsgame.h"
#include "chartstyle.h"
#include "dordlesolver.h"
#include "enginetext.h"
#include "gamestrategyfile.h"
#include "gamestrategymodel.h"
#include "gametreesolver.h"
#include "inputerror.h"
#include "jobrunner.h"
#include "jobstatustext.h"
#include "lastfolder.h"
#include "numbertext.h"
#include "rememberedfields.h"
#include "ruletext.h"
#include "session.h"
#include "spacedticker.h"
#include "statustext.h"
#include "strategyfile.h"
#include "strategymodel.h"
#include "tiledelegate.h"
#include "treesearch.h"
#include "wordcompleter.h"
#include "wordinput.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace guesslab::gui {

namespace {
const QColor kBarColour(0x5b, 0x7d, 0xb1);
const QColor kBestColour(0x6a, 0xaa, 0x64);
const QColor kLateColour(0xc0, 0x50, 0x4d);
constexpr int kAnswersTab = 2;  // after the two charts
constexpr int kAnySetsTab = 3;
constexpr size_t kCompared = 12;  // openers kept side by side
constexpr int kLateShown = 40;    // answers left unsolved named in the summary

// " · best of 500 openers (5 valued exactly…)": a search for the best opener
// proves most of them worse by a bound alone, and only the exact ones join
// the chart of openers compared.
template <typename Openers>
QString openersLine(const Openers& openers) {
    if (openers.size() < 2)
        return {};
    QString line =
        TreesPanel::tr(" · best of %n openers", nullptr, static_cast<int>(openers.size()));
    const auto exact =
        std::count_if(openers.begin(), openers.end(), [](const auto& o) { return o.exact; });
    if (static_cast<size_t>(exact) < openers.size())
        line += TreesPanel::tr(
                    " (%1 valued exactly, as charted; the others proven worse by a "
                    "bound)")
                    .arg(exact);
    return line;
}
}  // namespace

// What one computation leaves: the lists it ran on, its result and check.
QString TreesPanel::modeTip() {
    return tr("Prove the least total for one opener, or find the best opener");
}

struct TreesPanel::Run {
    std::shared_ptr<const GameLists> lists;
    StrategyRules rules;
    std::shared_ptr<const TreePrior> prior;  // the search's, or null
    TreeSearchResult search;
};

// Two boards: the exact search's figures.
struct TreesPanel::DordleRun {
    std::shared_ptr<const Game> game;
    DordleResult result;
};

// Absurdle: every way to force a win, and the words each played step kept.
struct TreesPanel::AbsurdleRun {
    std::shared_ptr<const Game> game;
    std::shared_ptr<const AbsurdleTree> tree;
    std::vector<uint32_t> playedLeft;
    GuessRule rule = GuessRule::Normal;
    QString opener;  // "" from the start
};

// The same for another game: the search, and its strategy checked.
struct TreesPanel::GameRun {
    std::shared_ptr<const Game> game;
    GameTreeRequest request;
    GameTreeResult result;
    GameStrategyCheck check;
};

TreesPanel::TreesPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      runner_(new JobRunner(tr("Optimal tree"), this)),
      mode_(new QComboBox(this)),
      goal_(new QComboBox(this)),
      leastWrong_(new QCheckBox(tr("Fe&west left unsolved"), this)),
      prior_(new QCheckBox(tr("Weigh &by the prior"), this)),
      opener_(new QLineEdit(this)),
      candidates_(new QSpinBox(this)),
      rule_(new QComboBox(this)),
      cap_(new QSpinBox(this)),
      run_(new QPushButton(tr("&Compute"), this)),
      stop_(new QPushButton(tr("S&top"), this)),
      open_(new QPushButton(tr("&Open and verify…"), this)),
      save_(new QPushButton(tr("Sav&e…"), this)),
      status_(new QLabel(this)),
      summary_(new QLabel(this)),
      model_(new StrategyModel(this)),
      gameModel_(new GameStrategyModel(this)),
      absurdleModel_(new AbsurdleTreeModel(this)),
      tree_(new QTreeView(this)),
      tiles_(new TileDelegate(StrategyModel::PatternRole, StrategyModel::SymbolsRole, this)),
      answers_(new AnswerPaths(this)),
      histogram_(new QCustomPlot(this)),
      comparison_(new QCustomPlot(this)),
      anySets_(new AnySetView(session, this)),
      side_(new QTabWidget(this)) {
    setObjectName(QStringLiteral("treesPanel"));
    mode_->addItem(tr("Best strategy for an opener"), OneOpener);
    mode_->addItem(tr("Best opener of the top by entropy"), BestOpener);
    mode_->setToolTip(modeTip());
    goal_->addItem(tr("Fewest guesses in all"), Total);
    goal_->addItem(tr("Every answer within K guesses"), Within);
    goal_->setToolTip(
        tr("Fewest guesses in all: the least total over every answer. Every answer within K: "
           "the worst case, a strategy that never needs more than K guesses, or the proof "
           "that none exists"));
    leastWrong_->setToolTip(
        tr("When no strategy finds every answer within K guesses: search on for the fewest "
           "answers that must be left unsolved, and the strategy that leaves only those"));
    prior_->setObjectName(QStringLiteral("treesPrior"));
    prior_->setToolTip(
        tr("Weigh each answer by the prior loaded with File → Open weights: the tree with the "
           "fewest guesses expected under it (for the fewest guesses in all)"));
    opener_->setPlaceholderText(tr("an opener, e.g. salet"));
    opener_->setMaxLength(10);
    opener_->setMinimumWidth(
        opener_->fontMetrics().horizontalAdvance(QStringLiteral("salet+WWWWW")));
    candidates_->setRange(1, 100000);
    candidates_->setValue(20);
    candidates_->setPrefix(tr("Top "));
    candidates_->setToolTip(tr("How many of the best openers by entropy to try"));
    RuleText::fill(rule_);
    cap_->setRange(0, 20);
    cap_->setSpecialValueText(tr("No cap"));
    cap_->setPrefix(tr("At most "));
    cap_->setSuffix(tr(" guesses"));
    cap_->setToolTip(tr("Solve every answer within this many guesses (or find that it cannot be)"));
    stop_->setEnabled(false);
    stop_->setToolTip(tr("Stop; with several openers the best proven so far is kept"));
    open_->setToolTip(tr("Read a strategy file, check it against the current lists and show it"));
    save_->setToolTip(tr("Write the shown strategy as a text file, one line per answer"));
    save_->setEnabled(false);
    status_->setWordWrap(true);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    tree_->setModel(model_);
    tree_->setItemDelegateForColumn(StrategyModel::GuessColumn, tiles_);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->setColumnWidth(StrategyModel::GuessColumn,
                          tree_->indentation() * 7 + (fontMetrics().height() + 4) * 5 + 16);
    tree_->setToolTip(
        tr("Each row a guess and the feedback it gets; expand it for the next "
           "guess and its feedback"));

    ChartStyle::apply(histogram_, tr("Guesses per answer"));
    histogram_->setObjectName(QStringLiteral("treeHistogram"));
    histogram_->xAxis->setLabel(tr("guesses"));
    SpacedTicker::install(histogram_->xAxis, SpacedTicker::Values::Counts);
    histogram_->yAxis->setLabel(tr("answers"));
    SpacedTicker::install(histogram_->yAxis, SpacedTicker::Values::Counts);
    ChartStyle::apply(comparison_, tr("Openers compared"));
    comparison_->setObjectName(QStringLiteral("treeComparison"));
    comparison_->yAxis->setLabel(tr("average guesses"));

    auto* modeLabel = new QLabel(tr("F&ind:"), this);
    modeLabel->setBuddy(mode_);
    auto* openerLabel = new QLabel(tr("O&pener:"), this);
    openerLabel->setBuddy(opener_);
    auto* goalLabel = new QLabel(tr("Go&al:"), this);
    goalLabel->setBuddy(goal_);
    // What to search, then the goal and the run: two rows keep every field
    // readable in every language.
    auto* top = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{modeLabel, mode_, openerLabel, opener_,
                                                      candidates_, rule_})
        top->addWidget(w);
    top->addStretch();
    auto* goalRow = new QHBoxLayout;
    for (QWidget* w :
         std::initializer_list<QWidget*>{goalLabel, goal_, cap_, leastWrong_, prior_, run_, stop_})
        goalRow->addWidget(w);
    goalRow->addStretch();
    // Files beside the status line: the row above stays wide enough for
    // its fields in every language.
    auto* files = new QHBoxLayout;
    files->addWidget(status_, 1);
    files->addWidget(open_);
    files->addWidget(save_);
    // The tree with the panel's whole height; beside it one view at a time,
    // each with the side's whole height (stacked, each was too short for
    // its rows or its axis on a laptop).
    side_->setObjectName(QStringLiteral("treesSide"));
    // Short names: four tabs beside the tree on a laptop at 150 %.
    side_->addTab(histogram_, tr("Histogram"));
    side_->setTabToolTip(0, tr("How many answers the strategy finds in each number of guesses"));
    side_->addTab(comparison_, tr("Openers"));
    side_->setTabToolTip(1, tr("The best openers' averages, once the best opener is searched"));
    side_->addTab(answers_, tr("Answers"));
    side_->setTabToolTip(kAnswersTab, tr("Every answer's guesses: find one, open its path"));
    side_->addTab(anySets_, tr("Any N in K"));
    side_->setTabToolTip(kAnySetsTab,
                         tr("Which sets of N answers no strategy finds within K guesses"));
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(tree_);
    split->addWidget(side_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(goalRow);
    layout->addLayout(files);
    layout->addWidget(summary_);
    layout->addWidget(split, 1);

    const auto modeChanged = [this, openerLabel] {
        const bool one = mode_->currentData().toInt() == OneOpener;
        opener_->setEnabled(one);
        openerLabel->setEnabled(one);
        candidates_->setEnabled(!one);
    };
    connect(mode_, &QComboBox::currentIndexChanged, this, modeChanged);
    modeChanged();
    connect(goal_, &QComboBox::currentIndexChanged, this, &TreesPanel::goalChanged);
    goalChanged();
    connect(opener_, &QLineEdit::returnPressed, this, &TreesPanel::start);
    connect(run_, &QPushButton::clicked, this, &TreesPanel::start);
    connect(stop_, &QPushButton::clicked, runner_, &JobRunner::stop);
    connect(open_, &QPushButton::clicked, this, &TreesPanel::askOpen);
    connect(save_, &QPushButton::clicked, this, &TreesPanel::askSave);
    connect(runner_, &JobRunner::progress, this, [this](double fraction, const QString& text) {
        status_->setText(JobStatusText::progress(*runner_, fraction, text));
    });
    connect(runner_, &JobRunner::finished, this, [this](JobStatus status, const QString& error) {
        run_->setEnabled(true);
        stop_->setEnabled(false);
        status_->setText(JobStatusText::ended(*runner_, status, error, tr("Stopped after %1 s.")));
        Q_EMIT finished();
    });
    connect(answers_, &AnswerPaths::answerChosen, this, &TreesPanel::showAnswer);
    connect(session_, &Session::listsChanged, this, &TreesPanel::listsChanged);
    listsChanged();
    RememberedFields::attach(QStringLiteral("trees"),
                             {{QStringLiteral("find"), mode_},
                              {QStringLiteral("candidates"), candidates_},
                              {QStringLiteral("mode"), rule_},
                              {QStringLiteral("goal"), goal_},
                              {QStringLiteral("cap"), cap_},
                              {QStringLiteral("leastWrong"), leastWrong_}});
    updateHistogram();
    updateComparison();
}

bool TreesPanel::showAnswer(WordId answer) {
    const QModelIndex at = model_->indexOfAnswer(answer);
    if (!at.isValid())
        return false;
    for (QModelIndex up = at.parent(); up.isValid(); up = up.parent())
        tree_->expand(up);
    tree_->setCurrentIndex(at);
    tree_->scrollTo(at);
    return true;
}

void TreesPanel::setMode(Mode mode) {
    mode_->setCurrentIndex(mode_->findData(mode));
}

void TreesPanel::setGoal(Goal goal) {
    goal_->setCurrentIndex(goal_->findData(goal));
}

// The worst case is searched for one opener, always with a number of guesses.
void TreesPanel::goalChanged() {
    const bool within = goal_->currentData().toInt() == Within;
    if (within) {
        setMode(OneOpener);
        if (cap_->value() == 0)
            cap_->setValue(6);
    }
    mode_->setEnabled(!within);
    cap_->setMinimum(within ? 1 : 0);
    leastWrong_->setEnabled(within);
    updatePriorBox();
    cap_->setToolTip(within ? tr("K: every answer must be found within this many guesses")
                            : tr("Solve every answer within this many guesses (or find that it "
                                 "cannot be)"));
}

// A prior weighs the word games' totals, when one is loaded.
void TreesPanel::updatePriorBox() {
    const bool words = session_->lists() && !game_ && !session_->isNerdle();
    prior_->setEnabled(words && session_->treePrior() && goal_->currentData().toInt() == Total);
}

// The tree and summary shown go, so that a run stopped or cancelled never
// leaves an earlier run's figures under its own status.
void TreesPanel::clearShown() {
    model_->clear();
    gameModel_->clear();
    absurdleModel_->clear();
    absurdleTree_.reset();
    gameStrategy_.reset();
    gameStats_.reset();
    gameUnfound_ = 0;
    answers_->clear();
    strategy_.reset();
    check_.reset();
    shownPrior_.reset();
    lists_.reset();
    lateAllowed_ = false;
    summary_->clear();
    save_->setEnabled(false);
    updateHistogram();
    updateComparison();
}

// New lists or another game: the trees shown belong to the old ones.
void TreesPanel::listsChanged() {
    runner_->cancel();
    compared_.clear();
    clearShown();
    const auto lists = session_->lists();
    // Another game's opener means nothing here (a coin weighing among words).
    // Word games have a solver of their own (their hard rule reads the hints).
    const auto game = lists ? nullptr : session_->game();
    if (game_ != game)
        opener_->clear();
    game_ = game;
    const bool words = lists && !game_ && !session_->isNerdle();
    setEnabled(words || game_);
    // Games show their questions as text; words as tiles, with the answer
    // finder and the report of sets no two guesses tell apart.
    // Absurdle's ways are words: tiles, as for the word games.
    const bool tiles = !game_ || absurdle();
    tree_->setModel(absurdle() ? static_cast<QAbstractItemModel*>(absurdleModel_)
                    : game_    ? static_cast<QAbstractItemModel*>(gameModel_)
                               : model_);
    tree_->setItemDelegateForColumn(StrategyModel::GuessColumn,
                                    tiles ? static_cast<QAbstractItemDelegate*>(tiles_) : nullptr);
    // What comes next beside the question (and its feedback), where a
    // narrow panel still shows it.
    const int next = absurdle() ? int{AbsurdleTreeModel::NextColumn}
                     : game_    ? int{GameStrategyModel::NextColumn}
                                : int{StrategyModel::NextColumn};
    const int beside = game_ && !tiles ? int{GameStrategyModel::FeedbackColumn} + 1
                                       : int{StrategyModel::GuessColumn} + 1;
    if (!absurdle())  // its ways read left to right, what follows last
        tree_->header()->moveSection(tree_->header()->visualIndex(next), beside);
    tree_->setProperty("keyColumns", beside + 1);
    side_->setTabVisible(kAnswersTab, !game_);
    RuleText::explain(rule_, !game_);
    side_->setTabEnabled(kAnySetsTab, !game_);
    candidates_->setVisible(!game_);
    // Games try every opener (one of each class the symmetries leave).
    mode_->setItemText(mode_->findData(BestOpener),
                       game_ ? tr("Best opener") : tr("Best opener of the top by entropy"));
    goal_->setItemText(goal_->findData(Total),
                       game_ ? tr("Fewest questions in all") : tr("Fewest guesses in all"));
    goal_->setItemText(goal_->findData(Within), game_ ? tr("Every secret within K questions")
                                                      : tr("Every answer within K guesses"));
    ChartStyle::setTitle(histogram_, game_ ? tr("Questions per secret") : tr("Guesses per answer"));
    histogram_->xAxis->setLabel(game_ ? tr("questions") : tr("guesses"));
    histogram_->yAxis->setLabel(game_ ? tr("secrets") : tr("answers"));
    cap_->setSuffix(game_ ? tr(" questions") : tr(" guesses"));
    // Absurdle's ways take the fewest guesses, two boards are searched whole:
    // no goal or cap to choose.
    const auto* boards = dynamic_cast<const BoardsGame*>(game_.get());
    goalChanged();
    goal_->setEnabled(!absurdle() && !boards);
    cap_->setEnabled(!absurdle() && !boards);
    if (boards)
        leastWrong_->setEnabled(false);
    // No secrets to count for Absurdle (the ways have the width), nor a tree
    // for two boards (their figures are the summary's).
    side_->setVisible(!absurdle() && !boards);
    tree_->setVisible(!boards);
    // Two boards are searched whole: no opener, mode or file (goalChanged
    // above set the mode's state for the rest).
    if (boards)
        for (QWidget* w : std::initializer_list<QWidget*>{mode_, opener_, rule_, open_})
            w->setEnabled(false);
    else {
        rule_->setEnabled(true);
        open_->setEnabled(true);
        opener_->setEnabled(mode_->currentData().toInt() == OneOpener);
    }
    if (absurdle()) {
        leastWrong_->setEnabled(false);
        mode_->setEnabled(true);
        mode_->setItemText(mode_->findData(OneOpener), tr("Every way after an opener"));
        mode_->setItemText(mode_->findData(BestOpener), tr("Every way from the start"));
        mode_->setToolTip(
            tr("Every way to force the win after the opener typed, or after "
               "every opener that forces it (as long as every opener's verdict)"));
    } else {
        mode_->setItemText(mode_->findData(OneOpener), tr("Best strategy for an opener"));
        mode_->setToolTip(modeTip());
    }
    QStringList guesses;
    if (words)
        for (WordId g = 0; g < lists->guesses().size(); ++g)
            guesses << QString::fromStdString(lists->guesses().word(g));
    WordCompleter::attach(opener_, guesses);
    if (game_) {
        std::vector<SecretId> all(std::min<size_t>(game_->secretCount(), 1 << 16));
        std::iota(all.begin(), all.end(), SecretId{0});
        const std::vector<Question> some = game_->questions(all);
        opener_->setPlaceholderText(
            absurdle() ? tr("an opener, e.g. salet")
            : some.empty()
                ? tr("an opener")
                : tr("an opener, e.g. %1")
                      .arg(QString::fromStdString(game_->describeQuestion(some.front()))));
        opener_->setMaxLength(200);
        status_->setText(
            boards && boards->boards() == 2
                ? tr("Dordle: %Ln answers on each board. Compute finds the fewest guesses in all "
                     "over every pair of different answers, proven (small lists; Stop keeps the "
                     "bound proven).",
                     nullptr, static_cast<int>(game_->secretCount()))
            : boards ? tr("%1: the exact search over several boards is for two (Dordle).")
                           .arg(EngineText::text(game_->namePhrase()))
            : absurdle()
                ? tr("Absurdle: %Ln words. Compute lists every way to force a win in the fewest "
                     "guesses.",
                     nullptr, static_cast<int>(game_->secretCount()))
                : tr("%1: %n secrets.", nullptr, static_cast<int>(game_->secretCount()))
                      .arg(EngineText::text(game_->namePhrase())));
        return;
    }
    opener_->setPlaceholderText(tr("an opener, e.g. salet"));
    opener_->setMaxLength(10);
    if (!words)
        status_->setText(
            tr("Optimal trees are for Wordle-like word games and the games of the "
               "Game menu."));
    else if (lists->answersMissingFromGuesses() > 0)
        status_->setText(
            statusHtml(tr("%n answers are not in the guess list, so no strategy can guess them.",
                          nullptr, static_cast<int>(lists->answersMissingFromGuesses())),
                       true));
    else
        status_->setText(tr("%1 answers, %2 guesses.")
                             .arg(lists->answers().size())
                             .arg(lists->guesses().size()));
}

bool TreesPanel::start() {
    if (game_)
        return startGame();
    const auto lists = session_->lists();
    if (!lists)
        return false;
    TreeSearchRequest request;
    if (mode_->currentData().toInt() == OneOpener) {
        QString problem;
        request.opener =
            WordInput::find(opener_->text(), lists->guesses(), WordInput::List::Guesses, &problem);
        if (!request.opener) {
            status_->setText(statusHtml(problem, true));
            return false;
        }
    }
    request.goal = goal_->currentData().toInt() == Within ? TreeSearchRequest::Goal::Within
                                                          : TreeSearchRequest::Goal::Total;
    request.rules = {RuleText::chosen(rule_), cap_->value()};
    request.candidates = static_cast<size_t>(candidates_->value());
    request.leastWrong = leastWrong_->isChecked();
    request.matrix = session_->matrix();
    // The box's state, not the panel's: a panel behind its tab is disabled.
    if (prior_->isChecked() && request.goal == TreeSearchRequest::Goal::Total)
        request.prior = session_->treePrior();
    clearShown();
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Searching…"));
    runner_->start<Run>(
        session_->engine(),
        [lists, request](JobContext& ctx) {
            return Run{lists, request.rules, request.prior, searchTree(*lists, request, &ctx)};
        },
        [this](std::shared_ptr<Run> run) { showRun(std::move(run)); });
    return true;
}

void TreesPanel::showRun(std::shared_ptr<Run> run) {
    if (run->search.within)
        return showWithin(*run);
    const TreeResult& r = run->search.total;
    const QLocale locale;
    const auto word = [&](WordId g) {
        return QString::fromStdString(run->lists->guesses().word(g));
    };
    if (!r.solvable) {
        summary_->setText(r.proven ? tr("<b>No strategy exists</b> within these rules.")
                                   : tr("Stopped before any strategy was proven."));
        return;
    }
    // Under a prior the totals are weighed: the averages compared are the
    // expected guesses.
    const bool weighed = r.weightTotal > 0;
    const double per = double(weighed ? r.weightTotal : run->lists->answers().size());
    for (const auto& o : r.openers)  // each exact value joins the comparison
        if (o.exact) {
            const QString label =
                word(o.opener) + RuleText::suffix(run->rules.rule) +
                (run->rules.maxGuesses ? tr(" ≤%1").arg(run->rules.maxGuesses) : QString()) +
                (weighed ? tr(" (prior)") : QString());
            std::erase_if(compared_, [&](const Compared& c) { return c.label == label; });
            compared_.push_back({label, double(o.total) / per});
        }
    while (compared_.size() > kCompared)
        compared_.erase(compared_.begin());
    QString headline = weighed ? tr("<b>%1</b>: %2 guesses expected under the prior")
                                     .arg(word(r.opener))
                                     .arg(decimalText(double(r.total) / per, 4))
                               : tr("<b>%1</b>: %2 guesses in all")
                                     .arg(word(r.opener))
                                     .arg(locale.toString(qulonglong(r.total)));
    headline +=
        r.proven ? tr(" · proven optimal") : tr(" · best of the openers finished (stopped)");
    headline += openersLine(r.openers);
    headline += tr(" · %1 sets searched").arg(locale.toString(qulonglong(r.nodes)));
    lateAllowed_ = false;
    show(run->lists, run->search.strategy, run->search.check, run->rules, headline);
    shownPrior_ = weighed ? run->prior : nullptr;
}

// The verdict first; the strategy when there is one (every game won, or the
// fewest left unsolved).
void TreesPanel::showWithin(const Run& run) {
    const WithinResult& r = *run.search.within;
    const QLocale locale;
    const QString opener = QString::fromStdString(run.lists->guesses().word(r.opener));
    const int k = run.rules.maxGuesses;
    QString headline;
    if (!r.proven)
        headline = tr("<b>%1</b>: stopped before a verdict.").arg(opener);
    else if (r.solvable)
        headline =
            tr("<b>%1</b>: every answer found within %n guesses · proven", nullptr, k).arg(opener);
    else if (r.exact)
        headline = tr("<b>%1</b>: no strategy finds every answer within %n guesses · proven · "
                      "the fewest left unsolved: %2 of %3",
                      nullptr, k)
                       .arg(opener)
                       .arg(locale.toString(qulonglong(r.wrong)))
                       .arg(locale.toString(qulonglong(run.lists->answers().size())));
    else
        headline = tr("<b>%1</b>: no strategy finds every answer within %n guesses · proven "
                      "(tick “Fewest left unsolved” for how few must be missed)",
                      nullptr, k)
                       .arg(opener);
    headline += tr(" · %1 sets searched").arg(locale.toString(qulonglong(r.nodes)));
    if (!run.search.strategy) {
        summary_->setText(headline + RuleText::summary(run.rules.rule));
        return;
    }
    lateAllowed_ = true;
    show(run.lists, run.search.strategy, run.search.check, run.rules, headline);
}

bool TreesPanel::startGame() {
    if (const auto* boards = dynamic_cast<const BoardsGame*>(game_.get())) {
        if (boards->boards() == 2)
            return startDordle();
        status_->setText(statusHtml(
            tr("The exact search over several boards is for two (Dordle: Game → Several "
               "boards…, 2 boards); with more, the Assistant scores guesses over the open "
               "boards and Simulation plays seeded games."),
            true));
        return false;
    }
    if (absurdle())  // no secret to find: the ways to force a win
        return startAbsurdle();
    GameTreeRequest request;
    if (mode_->currentData().toInt() == OneOpener) {
        Phrase problem;
        request.opener = game_->parseQuestion(opener_->text().trimmed().toStdString(), &problem);
        if (!request.opener) {
            status_->setText(statusHtml(opener_->text().trimmed().isEmpty()
                                            ? tr("Type an opener first.")
                                            : EngineText::text(problem),
                                        true));
            return false;
        }
    }
    request.goal = goal_->currentData().toInt() == Within ? GameTreeRequest::Goal::Within
                                                          : GameTreeRequest::Goal::Total;
    request.rules = {RuleText::chosen(rule_), cap_->value()};
    request.leastWrong = leastWrong_->isChecked();
    clearShown();
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Searching…"));
    runner_->start<GameRun>(
        session_->engine(),
        [game = game_, request](JobContext& ctx) {
            GameTreeSolver solver(*game);
            GameRun run{game, request, solver.solve(request, &ctx), {}};
            if (!run.result.strategy.empty())
                run.check = checkGameStrategy(run.result.strategy, *game, request.rules,
                                              request.goal == GameTreeRequest::Goal::Within);
            return run;
        },
        [this](std::shared_ptr<GameRun> run) { showGameRun(std::move(run)); });
    return true;
}

// Two boards: the fewest guesses in all over every pair of different
// answers, proven, or on Stop the bound proven and the best strategy found.
bool TreesPanel::startDordle() {
    clearShown();
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Searching…"));
    runner_->start<DordleRun>(
        session_->engine(),
        [game = game_](JobContext& ctx) {
            DordleSolver solver(static_cast<const BoardsGame&>(*game));
            return DordleRun{game, solver.solve(&ctx)};
        },
        [this](std::shared_ptr<DordleRun> run) { showDordle(*run); });
    return true;
}

void TreesPanel::showDordle(const DordleRun& run) {
    if (run.game != game_)
        return;
    const DordleResult& r = run.result;
    const auto& game = static_cast<const BoardsGame&>(*game_);
    const QLocale locale;
    const auto number = [&](uint64_t n) { return locale.toString(qulonglong(n)); };
    const auto perGame = [&](uint64_t n) {
        return decimalText(double(n) / double(std::max<uint64_t>(r.pairs, 1)), 4);
    };
    const QString first =
        r.first >= 0
            ? QString::fromStdString(game.lists().guesses().word(static_cast<WordId>(r.first)))
            : QString();
    QString text = tr("<b>Dordle</b> on %1 answers: %2 pairs of different answers")
                       .arg(number(game.secretCount()), number(r.pairs));
    if (r.exact())
        text += QStringLiteral("<br>") +
                tr("Fewest guesses in all: <b>%1</b> (%2 a game) · proven · first guess %3")
                    .arg(number(r.total), perGame(r.total), first);
    else {
        text += QStringLiteral("<br>") +
                tr("Stopped: no strategy needs fewer than %1 guesses in all (%2 a game)")
                    .arg(number(r.lower), perGame(r.lower));
        if (r.total)
            text += tr("; the best found needs %1 (%2 a game, first guess %3): a gap of %4")
                        .arg(number(r.total), perGame(r.total), first, number(r.total - r.lower));
    }
    text += tr(" · %1 positions searched").arg(number(r.states));
    summary_->setText(text);
}

bool TreesPanel::startAbsurdle() {
    const GameLists& lists = static_cast<const AbsurdleGame&>(*game_).lists();
    std::optional<WordId> opener;
    if (mode_->currentData().toInt() == OneOpener) {
        QString problem;
        opener =
            WordInput::find(opener_->text(), lists.guesses(), WordInput::List::Guesses, &problem);
        if (!opener) {
            status_->setText(statusHtml(problem, true));
            return false;
        }
    }
    const GuessRule rule = RuleText::chosen(rule_);
    clearShown();
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Searching…"));
    runner_->start<AbsurdleRun>(
        session_->engine(),
        [game = game_, opener, rule](JobContext& ctx) {
            const auto& absurdle = static_cast<const AbsurdleGame&>(*game);
            AbsurdleRun run{game, nullptr, {}, rule, {}};
            const auto table = absurdle.matrixOrBuild(&ctx);  // a restored game has none yet
            if (ctx.cancelled()) {
                AbsurdleTree stopped;
                stopped.stopped = true;
                run.tree = std::make_shared<const AbsurdleTree>(std::move(stopped));
                return run;
            }
            const AbsurdleSolver solver(absurdle.lists(), *table, rule);
            AbsurdlePosition at = solver.start();
            if (opener) {
                at = solver.play(at, *opener);
                run.playedLeft.push_back(static_cast<uint32_t>(at.words.size()));
                run.opener = QString::fromStdString(absurdle.lists().guesses().word(*opener));
            }
            run.tree = std::make_shared<const AbsurdleTree>(
                solver.winningTree(at, Session::kAbsurdleMost, &ctx));
            return run;
        },
        [this](std::shared_ptr<AbsurdleRun> run) { showAbsurdle(std::move(run)); });
    return true;
}

void TreesPanel::showAbsurdle(std::shared_ptr<AbsurdleRun> run) {
    if (run->game != game_)
        return;
    const AbsurdleTree& tree = *run->tree;
    const QLocale locale;
    if (tree.stopped) {
        summary_->setText(tr("Stopped before every way was found."));
        return;
    }
    const int fewest = tree.fewest + static_cast<int>(tree.played.size());
    QString headline;
    if (!tree.fewest)
        headline = tr("No win can be forced within %n guesses · proven", nullptr,
                      Session::kAbsurdleMost + static_cast<int>(tree.played.size()));
    else if (run->opener.isEmpty())
        headline = tr("A win is forced in %n guesses at best · proven (one fewer refuted) · "
                      "%1 openers force it",
                      nullptr, fewest)
                       .arg(locale.toString(qulonglong(tree.childrenOf(-1).size())));
    else
        headline = tr("<b>%1</b> forces a win in %n guesses at best · proven (one fewer "
                      "refuted)",
                      nullptr, fewest)
                       .arg(run->opener);
    if (tree.fewest)
        headline += tr(" · %Ln ways", nullptr, static_cast<int>(tree.lines()));
    if (tree.truncated)
        headline += tr(" · too many to list: the first %1 guesses shown")
                        .arg(locale.toString(qulonglong(tree.nodes.size())));
    summary_->setText(headline + RuleText::summary(run->rule));
    if (!tree.fewest)
        return;
    showAbsurdleTree(run->tree, std::move(run->playedLeft), run->rule);
}

void TreesPanel::showAbsurdleTree(std::shared_ptr<const AbsurdleTree> tree,
                                  std::vector<uint32_t> playedLeft, GuessRule rule) {
    absurdleTree_ = std::move(tree);
    rules_ = {rule, 0};
    absurdleModel_->setTree(static_cast<const AbsurdleGame&>(*game_).sharedLists(), absurdleTree_,
                            std::move(playedLeft));
    constexpr size_t kOpenedWhole = 400;  // rows: a larger tree opens its first steps only
    if (absurdleTree_->nodes.size() <= kOpenedWhole)
        tree_->expandAll();
    else
        tree_->expandToDepth(static_cast<int>(absurdleTree_->played.size()));
    for (int c = 0; c < AbsurdleTreeModel::ColumnCount; ++c)
        if (c != AbsurdleTreeModel::GuessColumn)
            tree_->resizeColumnToContents(c);
    save_->setEnabled(savable());
}

QString TreesPanel::openAbsurdle(const QString& path) {
    struct Opened {
        AbsurdleTreeDocument doc;
        AbsurdleTreeCheck check;
        std::vector<uint32_t> playedLeft;
    };
    Opened opened;
    try {
        // The whole check: every way replayed, and the solver's proof that
        // the fewest is right and no way is missing.
        // Cancel gives up on the check too (from the start it is long).
        const auto checking = std::make_shared<JobContext>();
        auto read = BackgroundRead::run<Opened>(
            this, tr("Reading and checking %1…").arg(path),
            [game = game_, file = path.toStdString(), checking] {
                const auto& absurdle = static_cast<const AbsurdleGame&>(*game);
                Opened o;
                o.doc = loadAbsurdleTreeFile(file, absurdle.lists());
                const auto table = absurdle.matrixOrBuild();  // kept while the solver reads it
                const AbsurdleSolver solver(absurdle.lists(), *table, o.doc.rule);
                o.check = checkAbsurdleTree(o.doc, solver, true, checking.get());
                AbsurdlePosition at = solver.start();
                for (AbsurdleStep& step : o.doc.tree.played) {  // their answers, for the rows
                    at = solver.play(at, step.guess);
                    step.feedback = at.steps.back().feedback;
                    o.playedLeft.push_back(static_cast<uint32_t>(at.words.size()));
                }
                return o;
            });
        if (!read) {
            checking->cancel();
            return {};  // cancelled
        }
        opened = std::move(*read);
    } catch (const InputError& e) {
        return EngineText::error(e);
    }
    if (!opened.check.ok())
        return tr("%1: %2").arg(path, QString::fromStdString(opened.check.errors.front())) +
               (opened.check.errorCount > 1 ? tr(" (and %n more problems)", nullptr,
                                                 static_cast<int>(opened.check.errorCount - 1))
                                            : QString());
    runner_->cancel();
    clearShown();
    const int fewest = opened.doc.tree.fewest + static_cast<int>(opened.doc.tree.played.size());
    for (size_t i = 0; i < opened.doc.tree.nodes.size(); ++i)  // the file states no counts
        opened.doc.tree.nodes[i].left = opened.check.kept[i];
    summary_->setText(tr("<b>%1</b> verified: %Ln ways to force a win in the fewest guesses",
                         nullptr, static_cast<int>(opened.check.lines))
                          .arg(QFileInfo(path).fileName()) +
                      tr(" · each a win in %n guesses from the start", nullptr, fewest) +
                      RuleText::summary(opened.doc.rule));
    showAbsurdleTree(std::make_shared<const AbsurdleTree>(std::move(opened.doc.tree)),
                     std::move(opened.playedLeft), opened.doc.rule);
    status_->setText(opened.check.complete
                         ? tr("Every way replayed against the game, one fewer guess refuted, and "
                              "no way missing.")
                         : tr("Every way replayed against the game and one fewer guess refuted; "
                              "too many ways to prove that none is missing."));
    return {};
}

void TreesPanel::showGameRun(std::shared_ptr<GameRun> run) {
    if (run->game != game_)
        return;  // another game was chosen meanwhile
    const GameTreeResult& r = run->result;
    const QLocale locale;
    const auto question = [&](const Question& q) {
        return QString::fromStdString(run->game->describeQuestion(q));
    };
    const int k = run->request.rules.maxGuesses;
    QString headline;
    if (run->request.goal == GameTreeRequest::Goal::Within) {
        if (!r.proven)
            headline = tr("Stopped before a verdict.");
        else if (r.solvable)
            headline = tr("<b>%1</b>: every secret found within %n questions · proven", nullptr, k)
                           .arg(question(r.opener));
        else if (!r.strategy.empty())
            headline = tr("<b>%1</b>: no strategy finds every secret within %n questions · "
                          "proven · the fewest left unfound: %2 of %3",
                          nullptr, k)
                           .arg(question(r.opener))
                           .arg(locale.toString(qulonglong(r.wrong)))
                           .arg(locale.toString(qulonglong(r.secrets)));
        else
            headline =
                tr("No strategy finds every secret within %n questions · proven (tick "
                   "“Fewest left unsolved” for how few must be missed)",
                   nullptr, k);
    } else if (!r.solvable) {
        summary_->setText(r.proven ? tr("<b>No strategy exists</b> within these rules.")
                                   : tr("Stopped before any strategy was proven."));
        return;
    } else {
        for (const GameOpenerValue& o : r.openers)  // each exact value joins the comparison
            if (o.exact) {
                const QString label = question(o.question) +
                                      RuleText::suffix(run->request.rules.rule) +
                                      (k ? tr(" ≤%1").arg(k) : QString());
                std::erase_if(compared_, [&](const Compared& c) { return c.label == label; });
                compared_.push_back({label, double(o.value) / double(r.secrets)});
            }
        while (compared_.size() > kCompared)
            compared_.erase(compared_.begin());
        headline = tr("<b>%1</b>: %2 questions in all")
                       .arg(question(r.opener))
                       .arg(locale.toString(qulonglong(r.total)));
        headline += r.proven ? tr(" · proven optimal") : tr(" · stopped");
        headline += openersLine(r.openers);
    }
    headline += tr(" · %1 sets searched").arg(locale.toString(qulonglong(r.nodes)));
    if (r.strategy.empty()) {
        summary_->setText(headline + RuleText::summary(run->request.rules.rule));
        return;
    }
    gameUnfound_ = r.wrong;
    showGame(std::make_shared<const GameStrategy>(r.strategy), run->check, run->request.rules,
             headline);
}

void TreesPanel::showGame(std::shared_ptr<const GameStrategy> strategy,
                          const GameStrategyCheck& check, const StrategyRules& rules,
                          QString headline) {
    gameStrategy_ = std::move(strategy);
    gameStats_ = check.stats;
    rules_ = rules;
    gameModel_->setStrategy(game_, gameStrategy_);
    for (int c = 0; c < GameStrategyModel::ColumnCount; ++c)  // the game's own words fit
        tree_->resizeColumnToContents(c);
    const StrategyStats& s = check.stats;
    headline += tr(" · average %1, worst %2").arg(decimalText(s.average(), 4)).arg(s.worst);
    headline += RuleText::summary(rules.rule);
    if (rules.maxGuesses)
        headline += tr(" · at most %n questions", nullptr, rules.maxGuesses);
    if (!check.late.empty())
        headline += QStringLiteral("<br>") +
                    tr("Left unfound within %n questions: ", nullptr, rules.maxGuesses) +
                    QString::number(check.late.size());
    if (!check.ok())  // never for a tree the solver built
        headline +=
            QStringLiteral("<br>") + statusHtml(QString::fromStdString(check.errors.front()), true);
    summary_->setText(headline);
    save_->setEnabled(savable());
    updateHistogram();
    updateComparison();
}

QString TreesPanel::openGame(const QString& path) {
    GameStrategyDocument doc;
    try {
        auto read = BackgroundRead::run<GameStrategyDocument>(
            this, tr("Reading %1…").arg(path), [game = game_, file = path.toStdString()] {
                return loadGameStrategyFile(file, *game);
            });
        if (!read)
            return {};  // cancelled
        doc = std::move(*read);
    } catch (const InputError& e) {
        return EngineText::error(e);
    }
    const bool lateAllowed = doc.unsolved.has_value() && doc.rules.maxGuesses > 0;
    const GameStrategyCheck check = checkGameStrategy(doc.strategy, *game_, doc.rules, lateAllowed);
    if (!check.ok())
        return tr("%1: %2").arg(path, QString::fromStdString(check.errors.front())) +
               (check.errorCount > 1
                    ? tr(" (and %n more problems)", nullptr, static_cast<int>(check.errorCount - 1))
                    : QString());
    if (lateAllowed && *doc.unsolved != check.late.size())
        return tr("%1: the file claims %2 secrets left unfound, but the strategy leaves %3")
            .arg(path)
            .arg(*doc.unsolved)
            .arg(check.late.size());
    if (doc.total && *doc.total != check.stats.total)
        return tr("%1: the file claims a total of %2 questions, but the strategy takes %3")
            .arg(path)
            .arg(*doc.total)
            .arg(check.stats.total);
    runner_->cancel();
    clearShown();
    gameUnfound_ = check.late.size();
    showGame(std::make_shared<const GameStrategy>(std::move(doc.strategy)), check, doc.rules,
             tr("<b>%1</b> verified: %2 questions in all")
                 .arg(QFileInfo(path).fileName())
                 .arg(QLocale().toString(qulonglong(check.stats.total))));
    status_->setText(tr("Every secret reached, every question allowed, the totals recomputed."));
    return {};
}

void TreesPanel::show(std::shared_ptr<const GameLists> lists,
                      std::shared_ptr<const StrategyTree> strategy,
                      std::shared_ptr<const StrategyCheck> check, const StrategyRules& rules,
                      const QString& headline) {
    lists_ = std::move(lists);
    strategy_ = std::move(strategy);
    check_ = std::move(check);
    rules_ = rules;
    model_->setStrategy(lists_, strategy_, check_);
    answers_->setStrategy(lists_, strategy_);
    const StrategyStats& s = check_->stats;
    QString text = headline + (s.weight > 0 ? tr(" · every answer alike: average %1, worst %2")
                                            : tr(" · average %1, worst %2"))
                                  .arg(decimalText(s.average(), 4))
                                  .arg(s.worst);
    text += RuleText::summary(rules.rule);
    if (rules.maxGuesses)
        text += tr(" · at most %n guesses", nullptr, rules.maxGuesses);
    if (lateAllowed_ && check_->sound() && !check_->late.empty()) {
        QStringList late;
        for (WordId a : check_->late)
            if (late.size() < kLateShown)
                late << QString::fromStdString(lists_->answers().word(a));
        if (check_->late.size() > static_cast<size_t>(kLateShown))
            late << tr("… (%1 in all)").arg(check_->late.size());
        text += QStringLiteral("<br>") +
                tr("Left unsolved within %n guesses: ", nullptr, rules.maxGuesses) +
                late.join(QStringLiteral(" "));
    } else if (!check_->ok()) {  // never for a tree the solver built
        text += QStringLiteral("<br>") +
                statusHtml(QString::fromStdString(check_->errors.front()), true);
    }
    summary_->setText(text);
    save_->setEnabled(savable());
    updateHistogram();
    updateComparison();
}

bool TreesPanel::savable() const {
    if (absurdleTree_)
        return game_ && !absurdleTree_->truncated;
    if (gameStrategy_)
        return game_ && gameStats_.has_value();
    return strategy_ && check_ && (check_->ok() || (lateAllowed_ && check_->sound()));
}

const StrategyStats* TreesPanel::shownStats() const {
    return gameStats_ ? &*gameStats_ : check_ ? &check_->stats : nullptr;
}

QString TreesPanel::saveTo(const QString& path) {
    if (!savable())
        return tr("There is no verified strategy to save.");
    const std::string text =
        absurdleTree_
            ? formatAbsurdleTreeFile(*absurdleTree_,
                                     static_cast<const AbsurdleGame&>(*game_).lists(), rules_.rule)
        : gameStrategy_
            ? formatGameStrategyFile(*gameStrategy_, *game_, rules_, *gameStats_,
                                     gameUnfound_ > 0 ? std::optional(gameUnfound_) : std::nullopt)
            : formatStrategy(*strategy_, *lists_, rules_, check_->stats, shownPrior_.get());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit())
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    status_->setText(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)).toHtmlEscaped());
    return {};
}

QString TreesPanel::openFrom(const QString& path) {
    if (absurdle())
        return openAbsurdle(path);
    if (game_)
        return openGame(path);
    const auto lists = session_->lists();
    if (!lists)
        return tr("Load a word game's lists first.");
    StrategyDocument doc;
    try {
        auto read = BackgroundRead::run<StrategyDocument>(
            this, tr("Reading %1…").arg(path),
            [lists, file = path.toStdString()] { return loadStrategyFile(file, *lists); });
        if (!read)
            return {};  // cancelled
        doc = std::move(*read);
    } catch (const InputError& e) {
        return EngineText::error(e);
    }
    // A tree chosen under a prior is checked under it when the one loaded
    // is the same (the fingerprints match).
    std::shared_ptr<const TreePrior> prior = doc.prior ? session_->treePrior() : nullptr;
    if (prior && prior->fingerprint() != *doc.prior)
        prior.reset();
    auto check = std::make_shared<const StrategyCheck>(
        checkStrategy(doc.strategy, *lists, doc.rules, prior.get()));
    // A least-wrong strategy says how many answers it leaves past the cap.
    const bool lateAllowed = doc.unsolved.has_value() && doc.rules.maxGuesses > 0;
    if (lateAllowed && check->sound() && *doc.unsolved != check->late.size())
        return tr("%1: the file claims %2 answers left unsolved within %3 guesses, but the "
                  "strategy leaves %4")
            .arg(path)
            .arg(*doc.unsolved)
            .arg(doc.rules.maxGuesses)
            .arg(check->late.size());
    if (lateAllowed ? !check->sound() : !check->ok())
        return tr("%1: %2").arg(path, QString::fromStdString(check->errors.front())) +
               (check->errorCount > 1 ? tr(" (and %n more problems)", nullptr,
                                           static_cast<int>(check->errorCount - 1))
                                      : QString());
    if (doc.total && *doc.total != check->stats.total)
        return tr("%1: the file claims a total of %2 guesses, but the strategy takes %3")
            .arg(path)
            .arg(*doc.total)
            .arg(check->stats.total);
    if (prior && doc.weightedTotal && *doc.weightedTotal != check->stats.weighted)
        return tr("%1: the file claims a weighted total of %2, but under the prior it is %3")
            .arg(path)
            .arg(*doc.weightedTotal)
            .arg(check->stats.weighted);
    runner_->cancel();
    const auto strategy = std::make_shared<const StrategyTree>(std::move(doc.strategy));
    lateAllowed_ = lateAllowed;
    QString headline = tr("<b>%1</b> verified: %2 guesses in all")
                           .arg(QFileInfo(path).fileName())
                           .arg(QLocale().toString(qulonglong(check->stats.total)));
    if (prior)
        headline += tr(" · %1 expected under the prior")
                        .arg(decimalText(check->stats.weightedAverage(), 4));
    show(lists, strategy, check, doc.rules, headline);
    shownPrior_ = prior;
    status_->setText(
        doc.prior && !prior
            ? tr("Every answer reached, every guess allowed, the totals recomputed. The tree was "
                 "chosen under a prior that is not the one loaded: its weighted total is not "
                 "checked.")
            : tr("Every answer reached, every guess allowed, the totals recomputed."));
    return {};
}

void TreesPanel::askOpen() {
    const QString path =
        LastFolder::openFile(this, tr("Open a strategy"), tr("Strategies (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString problem = openFrom(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Not a valid strategy"), problem);
}

QString TreesPanel::suggestedName() const {
    if (!savable())
        return QStringLiteral("strategy.txt");
    if (absurdleTree_) {
        QString name = QStringLiteral("absurdle");
        const GameLists& lists = static_cast<const AbsurdleGame&>(*game_).lists();
        for (const AbsurdleStep& s : absurdleTree_->played)
            name += QLatin1Char('-') + QString::fromStdString(lists.guesses().word(s.guess));
        if (rules_.rule != GuessRule::Normal)
            name += QLatin1Char('-') + QString::fromLatin1(ruleName(rules_.rule));
        return name + QStringLiteral(".txt");
    }
    QString name =
        gameStrategy_
            ? QString::fromStdString(game_->name() + ' ' +
                                     game_->describeQuestion(gameStrategy_->node(0).question))
                  .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"))
                  .remove(QRegularExpression(QStringLiteral("-$")))
            : QString::fromStdString(
                  lists_->guesses().word(strategy_->node(StrategyTree::kRoot).guess));
    if (rules_.rule != GuessRule::Normal)
        name += QLatin1Char('-') + QString::fromLatin1(ruleName(rules_.rule));
    if (rules_.maxGuesses)
        name += QLatin1Char('-') + QString::number(rules_.maxGuesses);
    return name + QStringLiteral(".txt");
}

void TreesPanel::askSave() {
    if (!savable())
        return;
    const QString path = LastFolder::saveFile(this, tr("Save the strategy"), suggestedName(),
                                              tr("Strategies (*.txt)"));
    if (path.isEmpty())
        return;
    if (const QString problem = saveTo(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot save the strategy"), problem);
}

void TreesPanel::updateHistogram() {
    histogram_->clearPlottables();
    auto* bars = new QCPBars(histogram_->xAxis, histogram_->yAxis);
    bars->setName(tr("answers"));
    bars->setPen(Qt::NoPen);
    bars->setBrush(kBarColour);
    bars->setWidth(0.8);
    size_t most = 1;
    // Answers past the cap of a least-wrong strategy: bars of their own.
    const bool late = lateAllowed_ && check_ && !check_->late.empty();
    QCPBars* lateBars = late ? new QCPBars(histogram_->xAxis, histogram_->yAxis) : nullptr;
    if (lateBars) {
        lateBars->setName(tr("left unsolved (found later)"));
        lateBars->setPen(Qt::NoPen);
        lateBars->setBrush(kLateColour);
        lateBars->setWidth(0.8);
    }
    if (const StrategyStats* stats = shownStats()) {
        const auto& h = stats->histogram;
        for (size_t k = 1; k < h.size(); ++k) {
            (late && k > static_cast<size_t>(rules_.maxGuesses) ? lateBars : bars)
                ->addData(double(k), double(h[k]));
            most = std::max(most, h[k]);
        }
        histogram_->xAxis->setRange(0.3, double(h.size()) - 0.3);
        histogram_->yAxis->setRange(0, double(most) * 1.1);
    }
    histogram_->legend->setVisible(late);
    ChartStyle::replot(histogram_);
}

void TreesPanel::updateComparison() {
    comparison_->clearPlottables();
    QMap<double, QString> names;
    auto* bars = new QCPBars(comparison_->xAxis, comparison_->yAxis);
    bars->setPen(Qt::NoPen);
    bars->setWidth(0.7);
    double low = 1e9, high = 0;
    for (size_t i = 0; i < compared_.size(); ++i) {
        names.insert(double(i + 1), compared_[i].label);
        bars->addData(double(i + 1), compared_[i].average);
        low = std::min(low, compared_[i].average);
        high = std::max(high, compared_[i].average);
    }
    bars->setBrush(kBestColour);
    comparison_->xAxis->setTickLabelRotation(compared_.size() > 5 ? 40 : 0);
    ChartStyle::setTextTicks(comparison_->xAxis, names);
    if (compared_.size() > 1)  // the openers just compared: what the user waited for
        side_->setCurrentWidget(comparison_);
    comparison_->xAxis->setRange(0.3, double(compared_.size()) + 0.7);
    QString title = tr("Openers compared");
    if (!compared_.empty()) {  // averages differ in the second decimal: start near the lowest
        const double from = std::max(0.0, low - 0.05);
        comparison_->yAxis->setRange(from, high + 0.05);
        if (from > 0)  // said in the title, where a short chart cannot cut it
            title = tr("Openers compared\nthe axis starts at %1, not 0").arg(decimalText(from, 2));
    }
    ChartStyle::setTitle(comparison_, title);
    ChartStyle::replot(comparison_);
}

}  // namespace guesslab::gui
