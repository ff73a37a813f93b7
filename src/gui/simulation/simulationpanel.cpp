// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulationpanel.h"

#include "boardssimulation.h"

#include "chartstyle.h"
#include "enginetext.h"
#include "jobrunner.h"
#include "jobstatustext.h"
#include "numbertext.h"
#include "optimalsimulation.h"
#include "rememberedfields.h"
#include "ruletext.h"
#include "session.h"
#include "spacedticker.h"
#include "tablefit.h"
#include "wordgame.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {
const QColor kColours[] = {QColor(0x5b, 0x7d, 0xb1), QColor(0xd9, 0x53, 0x4f),
                           QColor(0x6a, 0xaa, 0x64)};
constexpr int kCurrent = -1;  // combo data of the workbench's own game
}  // namespace

SimulationPanel::SimulationPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      runner_(new JobRunner(tr("Simulation"), this)),
      game_(new QComboBox(this)),
      firstLabel_(new QLabel(this)),
      first_(new QSpinBox(this)),
      secondLabel_(new QLabel(this)),
      second_(new QSpinBox(this)),
      entropy_(new QCheckBox(tr("E&ntropy"), this)),
      minimax_(new QCheckBox(tr("&Minimax"), this)),
      minAverage_(new QCheckBox(tr("Min-&average"), this)),
      optimal_(new QCheckBox(tr("&Optimal"), this)),
      rule_(new QComboBox(this)),
      run_(new QPushButton(tr("&Play every secret"), this)),
      stop_(new QPushButton(tr("S&top"), this)),
      status_(new QLabel(this)),
      chart_(new QCustomPlot(this)),
      model_(new QStandardItemModel(0, 5, this)),
      table_(new QTableView(this)) {
    setObjectName(QStringLiteral("simulationPanel"));
    game_->addItem(tr("The workbench's game"), kCurrent);
    for (GameKind kind : GameChoice::kinds())
        game_->addItem(GameChoice::title(kind).remove(QLatin1Char('&')), static_cast<int>(kind));
    game_->setToolTip(tr("The game the players play"));
    entropy_->setChecked(true);
    minimax_->setChecked(true);
    minAverage_->setChecked(true);
    entropy_->setToolTip(tr("Asks the question with the most information"));
    minimax_->setToolTip(tr("Asks the question with the smallest worst case (Knuth)"));
    minAverage_->setToolTip(tr("Asks the question with the smallest expected number left"));
    optimal_->setToolTip(
        tr("Plays the strategy with the fewest questions in all, found by the "
           "exact search (games of the Game menu; for word lists see Trees)"));
    RuleText::fill(rule_);
    stop_->setEnabled(false);
    firstLabel_->setBuddy(first_);
    secondLabel_->setBuddy(second_);

    // Two rows: the game and its parameters; the players and the buttons.
    auto* gameRow = new QHBoxLayout;
    auto* gameLabel = new QLabel(tr("Gam&e:"), this);
    gameLabel->setBuddy(game_);
    for (QWidget* w : std::initializer_list<QWidget*>{gameLabel, game_, firstLabel_, first_,
                                                      secondLabel_, second_})
        gameRow->addWidget(w);
    gameRow->addStretch();
    auto* playerRow = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{entropy_, minimax_, minAverage_, optimal_,
                                                      rule_, run_, stop_})
        playerRow->addWidget(w);
    playerRow->addStretch();

    ChartStyle::apply(chart_, QString());
    chart_->setObjectName(QStringLiteral("simulationChart"));
    nameAxes();
    SpacedTicker::install(chart_->xAxis, SpacedTicker::Values::Counts);
    SpacedTicker::install(chart_->yAxis, SpacedTicker::Values::Counts);
    ChartStyle::legendBelow(chart_);
    model_->setHorizontalHeaderLabels(
        {tr("Player"), tr("Average"), tr("Worst"), tr("Unsolved"), tr("Secrets")});
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    fitTableWidth(table_);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(table_);
    split->addWidget(chart_);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(gameRow);
    layout->addLayout(playerRow);
    layout->addWidget(status_);
    layout->addWidget(split, 1);

    connect(game_, &QComboBox::currentIndexChanged, this, &SimulationPanel::updateParameters);
    connect(session_, &Session::listsChanged, this, &SimulationPanel::workbenchGameChanged);
    connect(run_, &QPushButton::clicked, this, &SimulationPanel::start);
    connect(stop_, &QPushButton::clicked, runner_, &JobRunner::cancel);
    connect(runner_, &JobRunner::progress, this, [this](double fraction, const QString& text) {
        status_->setText(JobStatusText::progress(*runner_, fraction, text));
    });
    connect(runner_, &JobRunner::finished, this, [this](JobStatus status, const QString& error) {
        run_->setEnabled(true);
        stop_->setEnabled(false);
        if (status == JobStatus::Cancelled)
            status_->setText(tr("Stopped."));
        else if (status == JobStatus::Failed)
            status_->setText(error.toHtmlEscaped());
        Q_EMIT finished();
    });
    updateParameters();
    workbenchGameChanged();
    RememberedFields::attach(QStringLiteral("simulation"),
                             {{QStringLiteral("entropy"), entropy_},
                              {QStringLiteral("minimax"), minimax_},
                              {QStringLiteral("minAverage"), minAverage_},
                              {QStringLiteral("optimal"), optimal_},
                              {QStringLiteral("mode"), rule_}});
}

// Results of "the workbench's game" belong to the game played when they were
// computed: a new game drops them (and a run still playing the old one).
void SimulationPanel::workbenchGameChanged() {
    QString name;
    if (const auto lists = session_->lists())
        name = session_->isNerdle()
                   ? tr("Nerdle, %n symbols", nullptr, static_cast<int>(lists->length()))
                   : tr("words of %n letters", nullptr, static_cast<int>(lists->length()));
    else if (const auto game = session_->game())
        name = EngineText::text(game->namePhrase());
    game_->setItemText(game_->findData(kCurrent), name.isEmpty()
                                                      ? tr("The workbench's game")
                                                      : tr("The workbench's game: %1").arg(name));
    if (results_.empty() && game_->currentData().toInt() == kCurrent) {  // named for what comes
        playsWords_ = session_->lists() != nullptr;
        nameAxes();
        ChartStyle::replot(chart_);
    }
    if (!playsCurrent_)
        return;
    const bool stale = runner_->running() || !results_.empty();
    runner_->cancel();
    show({});
    if (stale)
        status_->setText(tr("The workbench's game changed: play again for its results."));
}

QCheckBox* SimulationPanel::playerBox(Strategy s) const {
    return s == Strategy::Entropy ? entropy_ : s == Strategy::Minimax ? minimax_ : minAverage_;
}

void SimulationPanel::setCurrentGame() {
    game_->setCurrentIndex(game_->findData(kCurrent));
}

void SimulationPanel::setGame(GameKind game) {
    game_->setCurrentIndex(game_->findData(static_cast<int>(game)));
}

void SimulationPanel::updateParameters() {
    const int choice = game_->currentData().toInt();
    const QList<GameParameter> parameters =
        choice == kCurrent ? QList<GameParameter>{}
                           : GameChoice::parameters(static_cast<GameKind>(choice));
    const auto set = [&](qsizetype i, QLabel* label, QSpinBox* spin) {
        const bool shown = i < parameters.size();
        label->setVisible(shown);
        spin->setVisible(shown);
        if (!shown)
            return;
        label->setText(parameters[i].label);
        spin->setToolTip(parameters[i].toolTip);
        spin->setRange(parameters[i].minimum, parameters[i].maximum);
        spin->setValue(parameters[i].value);
        spin->setSpecialValueText(parameters[i].atMinimum);
    };
    set(0, firstLabel_, first_);
    set(1, secondLabel_, second_);
}

bool SimulationPanel::start() {
    std::shared_ptr<const Game> game;
    try {
        const int choice = game_->currentData().toInt();
        if (choice != kCurrent) {
            game =
                GameChoice::make(static_cast<GameKind>(choice), {first_->value(), second_->value()},
                                 session_->wordLists(), session_->matrix());
        } else if (!session_->lists() && session_->game()) {
            game = session_->game();
        } else if (session_->matrix()) {
            game = std::make_shared<WordGame>(session_->lists(), session_->matrix(),
                                              session_->isNerdle() ? "nerdle" : "wordle");
        } else {
            status_->setText(
                tr("The current game needs its lists ranked (and a pattern table) first."));
            return false;
        }
    } catch (const std::exception& e) {
        status_->setText(QString::fromStdString(e.what()).toHtmlEscaped());
        return false;
    }
    std::vector<PlayerOptions> players;
    std::vector<std::string> names;  // for the progress: which player plays
    QStringList shown;               // for the table and the chart, with the rule
    for (Strategy s : {Strategy::Entropy, Strategy::Minimax, Strategy::MinAverage})
        if (playerBox(s)->isChecked()) {
            PlayerOptions o;
            o.strategy = s;
            o.rule = RuleText::chosen(rule_);
            players.push_back(o);
            const QString name = playerBox(s)->text().remove(QLatin1Char('&'));
            names.push_back(name.toStdString());
            shown << name + RuleText::suffix(o.rule);
        }
    // The optimal player, last, where the exact search takes the game.
    const bool optimal = optimal_->isChecked() && !dynamic_cast<const WordGame*>(game.get());
    if (optimal_->isChecked() && !optimal && players.empty()) {
        status_->setText(
            tr("The optimal player plays the games of the Game menu; for word "
               "lists, Trees finds the optimal strategy."));
        return false;
    }
    if (optimal) {
        PlayerOptions o;
        o.rule = RuleText::chosen(rule_);
        players.push_back(o);
        const QString name = optimal_->text().remove(QLatin1Char('&'));
        names.push_back(name.toStdString());
        shown << name + RuleText::suffix(o.rule);
    }
    if (players.empty()) {
        status_->setText(tr("Choose at least one player."));
        return false;
    }
    playsWords_ = std::dynamic_pointer_cast<const WordGame>(game) ||
                  std::dynamic_pointer_cast<const BoardsGame>(game);
    if (auto boards = std::dynamic_pointer_cast<const BoardsGame>(game))
        return startBoards(std::move(boards));
    playsCurrent_ = game_->currentData().toInt() == kCurrent;
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Playing…"));
    runner_->start<std::vector<SimulationResult>>(
        session_->engine(),
        [game, players, names, optimal](JobContext& ctx) {
            std::vector<SimulationResult> out;
            const double n = static_cast<double>(players.size());
            for (size_t i = 0; i < players.size(); ++i) {
                if (ctx.cancelled())
                    break;
                ctx.setStage("%1 (%2 of %3)",
                             {names[i], std::to_string(i + 1), std::to_string(players.size())},
                             static_cast<double>(i) / n, 1 / n);
                const bool exact = optimal && i + 1 == players.size();
                out.push_back(exact ? simulateOptimal(*game, players[i].rule, &ctx)
                                    : simulate(*game, players[i], &ctx));
            }
            return out;
        },
        [this, shown](std::shared_ptr<std::vector<SimulationResult>> results) {
            show(std::move(*results), shown);
        });
    return true;
}

// Several boards: seeded games rather than every secret (there are too many
// sets of them), with Entropy and Minimax as ticked and the finisher, which
// first solves a board whose answer is known.
bool SimulationPanel::startBoards(std::shared_ptr<const BoardsGame> game) {
    std::vector<BoardsStrategy> players;
    QStringList shown;
    if (entropy_->isChecked()) {
        players.push_back(BoardsStrategy::Entropy);
        shown << entropy_->text().remove(QLatin1Char('&'));
    }
    if (minimax_->isChecked()) {
        players.push_back(BoardsStrategy::Minimax);
        shown << minimax_->text().remove(QLatin1Char('&'));
    }
    players.push_back(BoardsStrategy::Finisher);
    shown << tr("Finisher");
    playsCurrent_ = game_->currentData().toInt() == kCurrent;
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(
        tr("Playing %1 seeded games per player…").arg(QLocale().toString(kBoardsGames)));
    std::vector<std::string> names;  // for the progress, as the table names them
    for (const QString& name : shown)
        names.push_back(name.toStdString());
    runner_->start<std::vector<SimulationResult>>(
        session_->engine(),
        [game, players, names](JobContext& ctx) {
            std::vector<SimulationResult> out;
            const BoardsScorer scorer(*game);
            const double n = static_cast<double>(players.size());
            for (size_t i = 0; i < players.size() && !ctx.cancelled(); ++i) {
                ctx.setStage("%1 (%2 of %3)",
                             {names[i], std::to_string(i + 1), std::to_string(players.size())},
                             static_cast<double>(i) / n, 1 / n);
                const BoardsSimulation r =
                    simulateBoards(BoardsPlayer(scorer, players[i]), kBoardsGames, 1, &ctx);
                SimulationResult s;  // a game lost past the limit counts as unsolved
                s.game = r.game;
                s.player = r.player;
                s.secrets = r.games;
                s.average = r.average;
                s.worst = r.worst;
                s.histogram = r.histogram;
                s.unsolved = r.games - r.won;
                s.complete = r.complete;
                out.push_back(std::move(s));
            }
            return out;
        },
        [this, shown](std::shared_ptr<std::vector<SimulationResult>> results) {
            show(std::move(*results), shown);
            status_->setText(tr("%1 seeded games per player (seed 1); Unsolved: games not won "
                                "within the limit.")
                                 .arg(QLocale().toString(kBoardsGames)));
        });
    return true;
}

// The table as wide as its columns: narrower, it cut "Worst" in German and
// hid the last columns.
void SimulationPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    fitTableWidth(table_);
}

// Word games are played in guesses, over answers; the Game menu's others in
// questions, over secrets.
void SimulationPanel::nameAxes() {
    ChartStyle::setTitle(chart_, playsWords_ ? tr("Guesses needed, per player")
                                             : tr("Questions needed, per player"));
    chart_->xAxis->setLabel(playsWords_ ? tr("guesses") : tr("questions"));
    chart_->yAxis->setLabel(playsWords_ ? tr("answers") : tr("secrets"));
}

void SimulationPanel::show(std::vector<SimulationResult> results, const QStringList& names) {
    results_ = std::move(results);
    nameAxes();
    chart_->clearPlottables();
    model_->removeRows(0, model_->rowCount());
    auto* group = new QCPBarsGroup(chart_);
    int lo = 1 << 30, hi = 0;
    const auto figure = [](const QString& text) {  // right-aligned, digits under digits
        auto* item = new QStandardItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    for (size_t i = 0; i < results_.size(); ++i) {
        const SimulationResult& r = results_[i];
        const QString name = i < static_cast<size_t>(names.size())
                                 ? names[static_cast<qsizetype>(i)]
                                 : QString::fromStdString(r.player);
        auto* bars = new QCPBars(chart_->xAxis, chart_->yAxis);
        bars->setName(name);  // the table beside the chart has its figures
        bars->setPen(Qt::NoPen);
        bars->setBrush(kColours[i % 3]);
        bars->setWidth(0.8 / static_cast<double>(std::max<size_t>(1, results_.size())));
        bars->setBarsGroup(group);
        for (const auto& [q, n] : r.histogram) {
            bars->addData(q, static_cast<double>(n));
            lo = std::min(lo, q);
            hi = std::max(hi, q);
        }
        model_->appendRow({new QStandardItem(name), figure(decimalText(r.average, 4)),
                           figure(QString::number(r.worst)), figure(QString::number(r.unsolved)),
                           figure(QString::number(r.secrets))});
    }
    if (hi >= lo)
        chart_->xAxis->setRange(lo - 0.6, hi + 0.6);
    chart_->yAxis->rescale();
    chart_->yAxis->setRangeLower(0);
    chart_->yAxis->setRangeUpper(chart_->yAxis->range().upper * 1.25);
    fitTableWidth(table_);
    chart_->legend->setVisible(!results_.empty());
    ChartStyle::replot(chart_);
    status_->setText(results_.empty() ? QString()
                                      : tr("%1: every one of %n secrets played.", nullptr,
                                           static_cast<int>(results_.front().secrets))
                                            .arg(QString::fromStdString(results_.front().game)));
}

}  // namespace guesslab::gui
