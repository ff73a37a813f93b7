// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "answerpaths.h"
#include "anysetview.h"
#include "assistantpanel.h"
#include "boardsgame.h"
#include "bundledlists.h"
#include "chartexport.h"
#include "csvexport.h"
#include "dockarrangement.h"
#include "dockmnemonics.h"
#include "eldrowpanel.h"
#include "engine.h"
#include "enginetext.h"
#include "errordialog.h"
#include "gamedialog.h"
#include "guidewindow.h"
#include "jobstatustext.h"
#include "lastfolder.h"
#include "numbertext.h"
#include "openerspanel.h"
#include "pairmodel.h"
#include "pairspanel.h"
#include "panelscroll.h"
#include "partitionmodel.h"
#include "partitionpanel.h"
#include "rankingfiltermodel.h"
#include "rankingmodel.h"
#include "recentfiles.h"
#include "resultswindow.h"
#include "reviewpanel.h"
#include "session.h"
#include "settingsdialog.h"
#include "simdgrader.h"
#include "simulationpanel.h"
#include "tilepainter.h"
#include "treespanel.h"
#include "version.h"
#include "wordlistloader.h"
#include "wordlistpanel.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QThread>
#include <QTimer>

namespace guesslab::gui {

namespace {

// The dock a panel sits in (through its scroll area).
QDockWidget* panelDock(QWidget* panel) {
    QWidget* w = panel;
    while (w && !qobject_cast<QDockWidget*>(w))
        w = w->parentWidget();
    return qobject_cast<QDockWidget*>(w);
}

const QString kAnswersKey = QStringLiteral("lists/answers");
const QString kGuessesKey = QStringLiteral("lists/guesses");
const QString kWeightsKey = QStringLiteral("lists/weights");
const QString kWordListsKey = QStringLiteral("lists/words");  // the lists Nerdle replaced
const QString kGameKey = QStringLiteral("game/kind");         // a game besides words and equations
const QString kGameValuesKey = QStringLiteral("game/values");
const QString kThreadsKey = QStringLiteral("threads");
const QString kLanguageKey = QStringLiteral("language");

// Recent entries remember how a file was opened: "answers\t/path".
QString recentEntry(const QString& kind, const QString& path) {
    return kind + QLatin1Char('\t') + path;
}

// A list as the status line names it: a file by its name, a bundled list by
// its own ("bundled:" is how the command line writes it).
QString displayName(const QString& spec) {
    const QLatin1String bundled(WordListLoader::kBundledPrefix);
    return spec.startsWith(bundled) ? MainWindow::tr("%1, bundled").arg(spec.mid(bundled.size()))
                                    : QFileInfo(spec).fileName();
}

int savedThreads() {
    const int cores = std::max(1, QThread::idealThreadCount());
    return std::clamp(QSettings().value(kThreadsKey, cores).toInt(), 1, cores);
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      session_(new Session(savedThreads(), this)),
      openers_(nullptr),
      partition_(nullptr),
      assistant_(nullptr),
      pairs_(nullptr),
      wordList_(nullptr),
      simulation_(nullptr),
      listsLabel_(new QLabel(this)),
      progress_(new QProgressBar(this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      elapsed_(new QLabel(this)),
      clock_(new QTimer(this)),
      layoutSaver_(new QTimer(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("guesslab"));
    createPanels();
    createMenus();
    createStatusBar();

    connect(session_, &Session::listsChanged, this, &MainWindow::updateListsLabel);
    connect(session_, &Session::rankingChanged, this, &MainWindow::showRanking);
    connect(openers_, &OpenersPanel::wordSelected, partition_, &PartitionPanel::showWord);
    connect(pairs_, &PairsPanel::pairSelected, this, [this](const QString& pair) {
        partition_->showWord(pair);
        findChild<QDockWidget*>(QStringLiteral("partitionDock"))->raise();
    });
    watch(session_->rankingRunner());
    openers_->watch(session_->rankingRunner());
    watch(session_->adviceRunner());
    watch(session_->exactRunner());
    watch(session_->pairsRunner());
    watch(session_->generationRunner());
    watch(simulation_->runner());
    watch(eldrow_->runner());
    watch(trees_->runner());
    watch(trees_->anySets()->runner());

    QSettings settings;
    auto kind = DockArrangement::Kind::TwoRows;
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        kind = DockArrangement::forScreen(screen->availableSize());
        // A small screen is used whole: every line of a table counts there.
        resize(kind == DockArrangement::Kind::Tabs ? screen->availableSize()
                                                   : screen->availableSize() * 0.92);
    }
    arrangePanels(kind);
    if (!settings.contains(QStringLiteral("geometry")))  // the first start: where to begin
        // Once the window is up, so the message stands in for the lists' line.
        QTimer::singleShot(0, this, [this] { statusBar()->showMessage(newcomerHint(), 60000); });
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    keepOnScreen();
    // The layout is saved soon after it changes, not only on quit, so a
    // crash or a kill loses at most the last half second of it.
    layoutSaver_->setSingleShot(true);
    layoutSaver_->setInterval(500);
    connect(layoutSaver_, &QTimer::timeout, this, &MainWindow::saveLayout);
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        connect(d, &QDockWidget::topLevelChanged, layoutSaver_, qOverload<>(&QTimer::start));
        connect(d, &QDockWidget::dockLocationChanged, layoutSaver_, qOverload<>(&QTimer::start));
        connect(d, &QDockWidget::visibilityChanged, layoutSaver_, qOverload<>(&QTimer::start));
    }
}

QString MainWindow::newcomerHint() const {
    const QString whole =
        tr("New here? Play a game in the Assistant (Ctrl+3) or rank openers "
           "(Ctrl+1). F1 opens the user guide.");
    // Room for the size grip, the margins, and the time of the work that
    // finishes beside it ("Exact advice: 0.07 s", longer in German).
    const int room = statusBar()->width() - 34 * statusBar()->fontMetrics().averageCharWidth();
    if (statusBar()->fontMetrics().horizontalAdvance(whole) <= room)
        return whole;
    return tr("New here? Assistant: Ctrl+3 · Openers: Ctrl+1 · Guide: F1");
}

// A saved geometry from another screen, or edited by hand, may lie off
// every screen or be too small to use: such a window is put back on the
// screen it is nearest to, at a size that can be worked with.
void MainWindow::keepOnScreen() {
    const QScreen* screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize least = QSize(800, 560).boundedTo(available.size());
    QRect g = geometry();
    if (g.width() < least.width() || g.height() < least.height() || g.width() > available.width() ||
        g.height() > available.height())
        g.setSize(g.size().expandedTo(least).boundedTo(available.size()));
    if (!available.contains(g)) {
        if (g.right() > available.right())
            g.moveRight(available.right());
        if (g.bottom() > available.bottom())
            g.moveBottom(available.bottom());
        if (g.left() < available.left())
            g.moveLeft(available.left());
        if (g.top() < available.top())
            g.moveTop(available.top());
    }
    if (g != geometry())
        setGeometry(g);
}

void MainWindow::saveLayout() {
    QSettings settings;
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
}

void MainWindow::moveEvent(QMoveEvent* event) {
    QMainWindow::moveEvent(event);
    if (isVisible())
        layoutSaver_->start();
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    if (isVisible())
        layoutSaver_->start();
}

MainWindow::~MainWindow() = default;

// The openers of the game being played; the best is shown in the Partition
// panel until the user picks another.
void MainWindow::showRanking() {
    QString best;
    if (const auto game = session_->game(); game && !session_->lists()) {
        const auto ranking = session_->questionRanking();
        openers_->setRanking(game, ranking);
        if (ranking && !ranking->ranking.rows.empty())
            best = QString::fromStdString(
                game->describeQuestion(ranking->questions[ranking->ranking.rows.front().guess]));
    } else {
        openers_->setRanking(session_->lists(), session_->ranking());
        if (session_->ranking() && !session_->ranking()->rows.empty())
            best = QString::fromStdString(
                session_->lists()->guesses().word(session_->ranking()->rows.front().guess));
    }
    if (partition_->word().isEmpty() && !best.isEmpty())
        openers_->selectWord(best);
}

GameDialog* MainWindow::chooseGame(GameKind kind) {
    auto* dialog = new GameDialog(kind, this, session_->wordLists(), session_->matrix());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog](int result) {
        if (result == QDialog::Accepted)
            session_->useGame(dialog->game());
        else
            updateListsLabel();  // keep the check marks as they were
    });
    dialog->open();
    return dialog;
}

void MainWindow::createPanels() {
    openers_ = new OpenersPanel(this);
    partition_ = new PartitionPanel(session_, this);
    assistant_ = new AssistantPanel(session_, this);
    pairs_ = new PairsPanel(session_, this);
    wordList_ = new WordListPanel(session_, this);
    simulation_ = new SimulationPanel(session_, this);
    eldrow_ = new EldrowPanel(session_, this);
    trees_ = new TreesPanel(session_, this);
    review_ = new ReviewPanel(session_, this);
    setDockNestingEnabled(true);
    const auto dock = [this](QWidget* panel) {
        auto* d = new QDockWidget(panelTitle(panel), this);
        // restoreState() finds docks by name: "openersDock" for "openersPanel".
        d->setObjectName(
            QString(panel->objectName()).replace(QStringLiteral("Panel"), QStringLiteral("Dock")));
        // In a scroll area, so a panel shrunk below its least size scrolls
        // and the window still fits a small screen.
        auto* scroll = new PanelScroll(panel, d);
        d->setWidget(scroll);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                       QDockWidget::DockWidgetClosable);
        // A panel behind another's tab stays "visible" to Qt, so its Alt+
        // letters would still compete with the panel in front: only the
        // panels shown take keys. The scroll around the panel is switched,
        // not the panel, which may be off for a game of its own accord
        // (Eldrow under Mastermind) and must stay so when shown.
        connect(d, &QDockWidget::visibilityChanged, scroll,
                [scroll](bool shown) { scroll->setEnabled(shown); });
        addDockWidget(Qt::TopDockWidgetArea, d);
    };
    for (QWidget* panel : panelsInOrder())
        dock(panel);
    new DockMnemonics(this);  // a letter two shown panels share: the focused one's
    // Tab moves on from a table or list to the next field, as everywhere
    // else; the arrows walk the cells.
    for (QAbstractItemView* view : findChildren<QAbstractItemView*>())
        view->setTabKeyNavigation(false);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* openAnswers = file->addAction(tr("Open &answer list…"), this, [this] {
        const QString path = askOpenFile(tr("Open answer list"));
        if (!path.isEmpty())
            openAnswerList(path);
    });
    openAnswers->setShortcut(QKeySequence::Open);
    openAnswers->setStatusTip(tr("Load the words that can be the solution"));
    QAction* openGuesses = file->addAction(tr("Open &guess list…"), this, [this] {
        const QString path = askOpenFile(tr("Open guess list"));
        if (!path.isEmpty())
            openGuessList(path);
    });
    openGuesses->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openGuesses->setStatusTip(tr("Load the words that may be played"));
    file->addAction(tr("Open &weights…"), this,
                    [this] {
                        const QString path = askOpenFile(tr("Open weights"));
                        if (!path.isEmpty())
                            openWeights(path);
                    })
        ->setStatusTip(tr("Load a prior over the answers: lines of \"word weight\""));
    file->addAction(tr("Open run re&sults…"), this,
                    [this] {
                        const QString path = LastFolder::openFile(
                            this, tr("Open run results"),
                            tr("Results files (*.jsonl *.json);;All files (*)"));
                        if (!path.isEmpty())
                            openResults(path);
                    })
        ->setStatusTip(tr("Show the results file of a long command-line run (every opener's "
                          "total, every Eldrow target)"));
    file->addAction(tr("&Clear weights"), session_, &Session::clearWeights)
        ->setStatusTip(tr("Treat every answer as equally likely"));
    recentMenu_ = file->addMenu(tr("&Recent files"));
    rebuildRecentMenu();
    QAction* bundled =
        file->addAction(tr("Use &bundled lists"), this, &MainWindow::useBundledLists);
    bundled->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    bundled->setStatusTip(tr("The original Wordle lists: 2315 answers, 12972 guesses"));
    QMenu* bundledMenu = file->addMenu(tr("Bundled answer &list"));
    for (const std::string& name : BundledLists::names()) {
        if (name.find("answers") == std::string::npos)
            continue;
        const QString spec =
            QLatin1String(WordListLoader::kBundledPrefix) + QString::fromStdString(name);
        bundledMenu->addAction(QString::fromStdString(name), this,
                               [this, spec] { openAnswerList(spec); });
    }
    file->addSeparator();
    QMenu* exportTables = file->addMenu(tr("&Export table (CSV)"));
    exportTables
        ->addAction(tr("&Opener ranking…"), this,
                    [this] { askExportTable(openers_->proxy(), tr("ranking")); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportTables->addAction(tr("&Partition classes…"), this,
                            [this] { askExportTable(partition_->model(), tr("partition")); });
    exportTables->addAction(tr("&Simulation results…"), this,
                            [this] { askExportTable(simulation_->model(), tr("simulation")); });
    exportTables->addAction(tr("Best p&airs…"), this,
                            [this] { askExportTable(pairs_->model(), tr("pairs")); });
    exportTables->addAction(tr("&Best next guesses…"), this, [this] {
        askExportTable(assistant_->adviceTable()->model(), tr("advice"));
    });
    exportTables->addAction(tr("Eldrow: the selected &chain…"), this,
                            [this] { askExportTable(eldrow_->chainModel(), tr("eldrow-chain")); });
    exportTables->addAction(tr("Eldrow: every &target's longest…"), this, [this] {
        const auto table = eldrow_->targetsTable();
        askExportTable(table.get(), tr("eldrow-targets"));
    });
    exportTables->addAction(tr("T&ree: every answer's guesses…"), this, [this] {
        askExportTable(trees_->answerPaths()->proxy(), tr("tree-answers"));
    });
    exportTables->addAction(tr("Sets of answers &no two guesses solve…"), this, [this] {
        askExportTable(trees_->anySets()->model(), tr("answer-sets"));
    });
    exportTables->addAction(tr("Game re&view…"), this,
                            [this] { askExportTable(review_->proxy(), tr("review")); });
    QMenu* exportCharts = file->addMenu(tr("Export c&hart"));
    exportCharts->addAction(tr("&Best openers…"), this,
                            [this] { askExportChart(openers_->barChart(), tr("openers")); });
    exportCharts->addAction(tr("&Entropy scatter…"), this,
                            [this] { askExportChart(openers_->scatterChart(), tr("scatter")); });
    exportCharts->addAction(tr("&Partition histogram…"), this,
                            [this] { askExportChart(partition_->chart(), tr("partition")); });
    exportCharts->addAction(tr("&Simulation histograms…"), this,
                            [this] { askExportChart(simulation_->chart(), tr("simulation")); });
    exportCharts->addAction(tr("Pair search bou&nd…"), this,
                            [this] { askExportChart(pairs_->chart(), tr("pairs")); });
    exportCharts->addAction(tr("&Guesses per answer (tree)…"), this,
                            [this] { askExportChart(trees_->histogram(), tr("tree")); });
    exportCharts->addAction(tr("&Openers compared (trees)…"), this, [this] {
        askExportChart(trees_->comparison(), tr("openers-compared"));
    });
    exportCharts->addAction(tr("E&ldrow lengths…"), this,
                            [this] { askExportChart(eldrow_->chart(), tr("eldrow")); });
    exportCharts->addAction(tr("Game re&view…"), this,
                            [this] { askExportChart(review_->chart(), tr("review")); });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    auto* games = new QActionGroup(this);
    gameAction_ = game->addAction(tr("&Wordle-like"), this, [this] {
        if (const QString error = session_->useWords(); !error.isEmpty())
            showError(tr("Cannot reopen the word lists"), error);
    });
    gameAction_->setCheckable(true);
    gameAction_->setChecked(true);
    gameAction_->setStatusTip(tr("Words of any length; the length is taken from the answer list"));
    nerdleAction_ = game->addAction(tr("&Nerdle…"), this, [this] {
        bool ok = false;
        const int length = QInputDialog::getInt(this, tr("Nerdle"),
                                                tr("Equation length (5 to 10):"), 8, 5, 10, 1, &ok);
        if (ok)
            useNerdle(length);
        else
            updateListsLabel();  // keep the check marks as they were
    });
    nerdleAction_->setCheckable(true);
    nerdleAction_->setStatusTip(tr("Arithmetic equations: every valid one is generated"));
    games->addAction(gameAction_);
    games->addAction(nerdleAction_);
    game->addSeparator();
    for (GameKind kind : GameChoice::kinds()) {
        QAction* a = game->addAction(GameChoice::title(kind) + QStringLiteral("…"), this,
                                     [this, kind] { chooseGame(kind); });
        a->setCheckable(true);
        a->setData(static_cast<int>(kind));
        a->setStatusTip(GameChoice::description(kind));
        games->addAction(a);
        menuGameActions_ << a;
    }
    game->addSeparator();
    game->addAction(tr("&Simulate players…"), this,
                    [this] { findChild<QDockWidget*>(QStringLiteral("simulationDock"))->raise(); })
        ->setStatusTip(
            tr("Players against every secret: this game, Mastermind, coins, binary search"));
    game->addAction(tr("&Eldrow: longest strict-mode games…"), this,
                    [this] { findChild<QDockWidget*>(QStringLiteral("eldrowDock"))->raise(); })
        ->setStatusTip(tr("The longest chains of guesses each consistent with all feedback"));
    game->addAction(tr("Optimal t&rees…"), this,
                    [this] { findChild<QDockWidget*>(QStringLiteral("treesDock"))->raise(); })
        ->setStatusTip(tr("The strategies with the fewest guesses, exact, and strategy files"));
    game->addAction(tr("New &game"), session_, &Session::newGame)->setShortcut(QKeySequence::New);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    const QList<QWidget*> panels = panelsInOrder();
    for (int i = 0; i < panels.size(); ++i) {
        QWidget* panel = panels[i];
        auto* dock = panelDock(panel);
        QAction* a =
            viewMenu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(dock->windowTitle()), this,
                                 [this, panel] { goToPanel(panel); });
        a->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
        a->setStatusTip(tr("Show this panel, bring it to the front and type into it"));
    }
    QMenu* shown = viewMenu_->addMenu(tr("&Panels shown"));
    for (QWidget* panel : panels)
        shown->addAction(panelDock(panel)->toggleViewAction());
    viewMenu_
        ->addAction(tr("Arrange in t&wo rows"), this,
                    [this] { arrangePanels(DockArrangement::Kind::TwoRows); })
        ->setStatusTip(tr("The panels that choose a guess above, those that play a game below: "
                          "for screens at least %1 pixels high")
                           .arg(DockArrangement::kTwoRowsHeight));
    viewMenu_
        ->addAction(tr("Arrange as &tabs"), this,
                    [this] { arrangePanels(DockArrangement::Kind::Tabs); })
        ->setStatusTip(tr("Every panel in one set of tabs, with the window's whole height: for "
                          "laptop screens"));
    viewMenu_->addSeparator();
    viewMenu_->addAction(tr("&Rank again"), session_, &Session::startRanking)
        ->setShortcut(QKeySequence::Refresh);

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(tr("&Language and threads…"), this, &MainWindow::showSettings)
        ->setShortcut(QKeySequence::Preferences);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User guide"), this, &MainWindow::showGuide)
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About guesslab"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createStatusBar() {
    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    progress_->setMaximumWidth(360);
    progress_->setMinimumWidth(240);
    progress_->hide();
    cancel_->hide();
    cancel_->setToolTip(tr("Stop the running computation (Esc)"));
    cancel_->setShortcut(Qt::Key_Escape);
    elapsed_->setMinimumWidth(70);
    statusBar()->addWidget(listsLabel_, 1);
    statusBar()->addPermanentWidget(progress_);
    statusBar()->addPermanentWidget(cancel_);
    statusBar()->addPermanentWidget(elapsed_);
    clock_->setInterval(100);
    connect(clock_, &QTimer::timeout, this, [this] {
        if (!active_)
            return;
        // The time alone: the step searched is the panel's own line (beside
        // the lists it was cut at both ends), and the tooltip's.
        elapsed_->setText(JobStatusText::clock(*active_));
        elapsed_->setToolTip(JobStatusText::running(*active_));
    });
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (active_)
            active_->cancel();
    });
}

// Shows a runner's progress in the status bar while it runs.
void MainWindow::watch(JobRunner* runner) {
    connect(runner, &JobRunner::started, this, [this, runner] {
        active_ = runner;
        progress_->setValue(0);
        progress_->setFormat(runner->name() + QStringLiteral("… %p%"));
        progress_->show();
        cancel_->show();
        clock_->start();
    });
    connect(runner, &JobRunner::progress, this,
            [this, runner](double fraction, const QString& text) {
                if (active_ != runner)
                    return;
                if (fraction >= 0)
                    progress_->setValue(static_cast<int>(fraction * 1000));
                progress_->setToolTip(text);
            });
    connect(runner, &JobRunner::finished, this,
            [this, runner](JobStatus status, const QString& error) {
                if (active_ != runner)
                    return;
                clock_->stop();
                elapsed_->setToolTip({});
                progress_->hide();
                cancel_->hide();
                const double seconds = runner->elapsedSeconds();
                switch (status) {
                    case JobStatus::Finished:
                        elapsed_->setText(
                            tr("%1: %2 s").arg(runner->name()).arg(decimalText(seconds, 2)));
                        break;
                    case JobStatus::Cancelled:
                        // The panels' word for it ("Stopped after …").
                        elapsed_->setText(tr("%1: stopped after %2 s")
                                              .arg(runner->name())
                                              .arg(decimalText(seconds, 1)));
                        break;
                    default:
                        elapsed_->setText(tr("%1 failed").arg(runner->name()));
                        showError(tr("Computation failed"), error);
                        break;
                }
                active_ = nullptr;
            });
}

ResultsWindow* MainWindow::openResults(const QString& path) {
    QString error;
    ResultsWindow* window = ResultsWindow::open(path, session_, this, &error);
    if (!window) {
        showError(tr("Cannot open the results"), error);
        return nullptr;
    }
    connect(window, &ResultsWindow::exportTableRequested, this, &MainWindow::askExportTable);
    connect(window, &ResultsWindow::exportChartRequested, this, &MainWindow::askExportChart);
    window->show();
    return window;
}

bool MainWindow::openAnswerList(const QString& spec) {
    QString error;
    if (!session_->loadAnswers(spec, &error)) {
        showError(tr("Cannot open the answer list"), error);
        return false;
    }
    if (!spec.startsWith(QLatin1String(WordListLoader::kBundledPrefix)))
        RecentFiles::add(recentEntry(QStringLiteral("answers"), spec));
    rebuildRecentMenu();
    showWarnings();
    return true;
}

bool MainWindow::openGuessList(const QString& spec) {
    QString error;
    if (!session_->loadGuesses(spec, &error)) {
        showError(tr("Cannot open the guess list"), error);
        return false;
    }
    if (!spec.startsWith(QLatin1String(WordListLoader::kBundledPrefix)))
        RecentFiles::add(recentEntry(QStringLiteral("guesses"), spec));
    rebuildRecentMenu();
    showWarnings();
    return true;
}

bool MainWindow::openWeights(const QString& path) {
    QString error;
    if (!session_->loadWeights(path, &error)) {
        showError(tr("Cannot open the weights"), error);
        return false;
    }
    RecentFiles::add(recentEntry(QStringLiteral("weights"), path));
    rebuildRecentMenu();
    showWarnings();
    return true;
}

void MainWindow::useBundledLists() {
    session_->useBundledLists();
}

void MainWindow::useNerdle(int length) {
    session_->useNerdle(length);
}

void MainWindow::restoreLists() {
    QSettings settings;
    const QString answers = settings.value(kAnswersKey).toString();
    const QString guesses = settings.value(kGuessesKey).toString();
    const QString weights = settings.value(kWeightsKey).toString();
    session_->useBundledLists();
    // Nerdle's lists are generated again; the word lists it replaced wait.
    if (answers.startsWith(QLatin1String(Session::kNerdlePrefix))) {
        session_->setWordSpecs(settings.value(kWordListsKey).toStringList());
        QString error;
        if (!session_->loadAnswers(answers, &error))
            showError(tr("Cannot reopen the last answer list"), error);
    } else {
        QString error;
        if (!answers.isEmpty() && answers != session_->answersSpec() &&
            !session_->loadAnswers(answers, &error))
            showError(tr("Cannot reopen the last answer list"), error);
        if (!guesses.isEmpty() && guesses != session_->guessesSpec() &&
            !session_->loadGuesses(guesses, &error))
            showError(tr("Cannot reopen the last guess list"), error);
        if (!weights.isEmpty() && !session_->loadWeights(weights, &error))
            showError(tr("Cannot reopen the last weights"), error);
    }
    restoreGame(settings);
}

// The game other than words the window was closed in, over the lists just
// restored (Game > Wordle-like returns to them). Settings edited by hand into
// a game that does not exist leave the lists as they are.
void MainWindow::restoreGame(const QSettings& settings) {
    bool known = false;
    const int kind = settings.value(kGameKey).toInt(&known);
    if (!known || !GameChoice::kinds().contains(static_cast<GameKind>(kind)))
        return;
    QList<int> values;
    for (const QVariant& v : settings.value(kGameValuesKey).toList())
        values << v.toInt();
    try {
        session_->useGame(GameChoice::make(static_cast<GameKind>(kind), values,
                                           session_->wordLists(), session_->matrix()));
    } catch (const std::exception&) {
    }
}

bool MainWindow::exportTable(QAbstractItemModel* model, const QString& path) {
    QString error;
    if (!CsvExport::write(*model, path, &error)) {
        showError(tr("Cannot export the table"), tr("%1: %2").arg(path, error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

bool MainWindow::exportChart(QCustomPlot* plot, const QString& path) {
    QString error;
    if (!ChartExport::write(plot, path, &error)) {
        showError(tr("Cannot export the chart"), tr("%1: %2").arg(path, error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::askExportTable(QAbstractItemModel* model, const QString& name) {
    const QString path = LastFolder::saveFile(
        this, tr("Export table"), name + QStringLiteral(".csv"), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportTable(model, path);
}

void MainWindow::askExportChart(QCustomPlot* plot, const QString& name) {
    QString filter;
    const QString path =
        LastFolder::saveFile(this, tr("Export chart"), name + QStringLiteral(".png"),
                             ChartExport::nameFilters().join(QStringLiteral(";;")), &filter);
    if (!path.isEmpty())
        exportChart(plot, path);
}

QString MainWindow::askOpenFile(const QString& title) {
    return LastFolder::openFile(this, title, tr("Word lists (*.txt *.csv *.lst);;All files (*)"));
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList entries = RecentFiles::load();
    for (const QString& entry : entries) {
        const QString kind = entry.section(QLatin1Char('\t'), 0, 0);
        const QString path = entry.section(QLatin1Char('\t'), 1);
        const QString label = kind == QLatin1String("answers")   ? tr("Answers: %1")
                              : kind == QLatin1String("guesses") ? tr("Guesses: %1")
                                                                 : tr("Weights: %1");
        QAction* a =
            recentMenu_->addAction(label.arg(QFileInfo(path).fileName()), this, [this, kind, path] {
                if (kind == QLatin1String("answers"))
                    openAnswerList(path);
                else if (kind == QLatin1String("guesses"))
                    openGuessList(path);
                else
                    openWeights(path);
            });
        a->setToolTip(path);
    }
    if (!entries.isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("Clear the list"), this, [this] {
            RecentFiles::clear();
            rebuildRecentMenu();
        });
    }
    recentMenu_->setEnabled(!entries.isEmpty());
}

// Names what is open now: the status bar's summary of the game or lists.
void MainWindow::updateListsLabel() {
    const auto lists = session_->lists();
    const auto game = session_->game();
    pairs_->setEnabled(lists != nullptr);  // pairs of words and the word list: word games only
    wordList_->setEnabled(lists != nullptr);
    if (game && !lists) {  // a game of the Game menu
        if (const auto* boards = dynamic_cast<const BoardsGame*>(game.get()))
            listsLabel_->setText(tr("Game: %1 · %n boards of %2 answers · %3 guesses allowed",
                                    nullptr, boards->boards())
                                     .arg(EngineText::text(game->namePhrase()))
                                     .arg(game->secretCount())
                                     .arg(boards->limit()));
        else
            listsLabel_->setText(tr("Game: %1 · %2 secrets")
                                     .arg(EngineText::text(game->namePhrase()))
                                     .arg(game->secretCount()));
        const auto kind = GameChoice::kindOf(*game);
        for (QAction* a : menuGameActions_)
            a->setChecked(kind && a->data().toInt() == static_cast<int>(*kind));
        return;
    }
    if (!lists) {
        listsLabel_->setText(tr("No lists loaded"));
        return;
    }
    QString text = (session_->isNerdle() ? tr("Solutions: %1 (%2) · Guesses: %3 (%4) · %5 symbols")
                                         : tr("Answers: %1 (%2) · Guesses: %3 (%4) · %5 letters"))
                       .arg(lists->answers().size())
                       .arg(displayName(session_->answersSpec()))
                       .arg(lists->guesses().size())
                       .arg(displayName(session_->guessesSpec()))
                       .arg(lists->length());
    if (!session_->weightsPath().isEmpty())
        text += tr(" · Weights: %1").arg(QFileInfo(session_->weightsPath()).fileName());
    listsLabel_->setText(text);
    listsLabel_->setToolTip(text);  // whole where a narrow window cuts the line
    const bool nerdle = session_->isNerdle();
    gameAction_->setText(nerdle ? tr("&Wordle-like")
                                : tr("&Wordle-like (%n letters)", nullptr, lists->length()));
    nerdleAction_->setText(nerdle ? tr("&Nerdle (%n symbols)…", nullptr, lists->length())
                                  : tr("&Nerdle…"));
    (nerdle ? nerdleAction_ : gameAction_)->setChecked(true);
    // Nerdle shows misplaced symbols in purple.
    TilePainter::setMisplacedColour(nerdle ? QColor(0x82, 0x04, 0x58) : QColor(0xc9, 0xb4, 0x58));
    for (QWidget* w : findChildren<QWidget*>())
        w->update();
}

void MainWindow::showError(const QString& title, const QString& message) {
    if (message.isEmpty())  // a read the user cancelled: nothing went wrong
        return;
    ErrorDialog::open(this, title, message);
}

void MainWindow::showWarnings() {
    const QStringList warnings = session_->warnings();
    if (warnings.isEmpty())
        return;
    const int shown = std::min<int>(static_cast<int>(warnings.size()), 5);
    QString text = warnings.mid(0, shown).join(QLatin1Char('\n'));
    if (warnings.size() > shown)
        text += tr("\n… and %n more.", nullptr, static_cast<int>(warnings.size() - shown));
    statusBar()->showMessage(warnings.first(), 8000);
    auto* box = new QMessageBox(QMessageBox::Information, tr("Loaded with warnings"), text,
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("warningDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showSettings() {
    SettingsDialog dialog(this);
    QSettings settings;
    dialog.setLanguage(settings.value(kLanguageKey, QStringLiteral("en")).toString());
    dialog.setThreads(session_->threads(), std::max(1, QThread::idealThreadCount()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.setValue(kLanguageKey, dialog.language());
    settings.setValue(kThreadsKey, dialog.threads());
    session_->setThreads(dialog.threads());
}

namespace {
// The vector kernel that grades here (GUESSLAB_SIMD can force another).
QString kernelName(SimdGrader::Isa isa) {
    switch (isa) {
        case SimdGrader::Isa::Avx512:
            return QStringLiteral("AVX-512");
        case SimdGrader::Isa::Avx2:
            return QStringLiteral("AVX2");
        case SimdGrader::Isa::Generic:
            break;
    }
    return MainWindow::tr("portable");
}
}  // namespace

// The panels at the bottom when there are two rows: those that play and
// judge a game, beside the choice of guesses above.
void MainWindow::arrangePanels(DockArrangement::Kind kind) {
    QList<QDockWidget*> docks, below;
    for (QWidget* panel : panelsInOrder())
        docks << panelDock(panel);
    for (QWidget* panel : QList<QWidget*>{partition_, assistant_, simulation_, review_})
        below << panelDock(panel);
    DockArrangement::apply(this, docks, below, panelDock(assistant_), kind);
}

QString MainWindow::panelTitle(QWidget* panel) const {
    if (panel == openers_)
        return tr("Openers");
    if (panel == partition_)
        return tr("Partition");
    if (panel == assistant_)
        return tr("Assistant");
    if (panel == pairs_)
        return tr("Pairs");
    if (panel == wordList_)
        return tr("Word list");
    if (panel == eldrow_)
        return tr("Eldrow");
    if (panel == trees_)
        return tr("Trees");
    if (panel == simulation_)
        return tr("Simulation");
    return tr("Review");
}

QList<QWidget*> MainWindow::panelsInOrder() const {
    return {openers_, partition_, assistant_,  pairs_, wordList_,
            eldrow_,  trees_,     simulation_, review_};
}

void MainWindow::goToPanel(QWidget* panel) {
    QDockWidget* dock = panelDock(panel);
    dock->show();
    dock->raise();
    // After the tab switch has enabled the panel (see createPanels).
    QTimer::singleShot(0, panel, [panel] {
        // Back to where the user was typing; a list or button that was
        // last clicked is not where the next keys are meant to go.
        if (QWidget* last = panel->focusWidget(); last && last->isVisible() && last->isEnabled() &&
                                                  !qobject_cast<QAbstractItemView*>(last) &&
                                                  !qobject_cast<QAbstractButton*>(last)) {
            last->setFocus(Qt::ShortcutFocusReason);
            return;
        }
        // The first field to type into (Eldrow's word, Trees' opener, the
        // Assistant's guess), else the first that takes the focus.
        QWidget* first = nullptr;
        for (QWidget* w = panel->nextInFocusChain(); w && w != panel; w = w->nextInFocusChain()) {
            if (!panel->isAncestorOf(w) || !w->isVisible() || !w->isEnabled() ||
                !(w->focusPolicy() & Qt::TabFocus))
                continue;
            // A spin box's or combo box's own line edit is not a field to type into.
            const bool inner = qobject_cast<QAbstractSpinBox*>(w->parentWidget()) ||
                               qobject_cast<QComboBox*>(w->parentWidget());
            if ((qobject_cast<QLineEdit*>(w) && !inner) || qobject_cast<QPlainTextEdit*>(w)) {
                first = w;
                break;
            }
            if (!first)
                first = w;
        }
        if (first)
            first->setFocus(Qt::ShortcutFocusReason);
    });
}

GuideWindow* MainWindow::showGuide() {
    if (!guide_)
        guide_ = new GuideWindow(this);
    guide_->show();
    guide_->raise();
    guide_->activateWindow();
    return guide_;
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About guesslab"),
        tr("<h3>guesslab %1</h3>"
           "<p>An analysis workbench for feedback-guessing games.</p>"
           "<p>Qt %2 · oneTBB %3 · QCustomPlot %4</p><p>%5</p>")
                .arg(QString::fromLatin1(kVersion), QString::fromLatin1(qVersion()),
                     QString::fromStdString(Engine::tbbVersion()),
                     QStringLiteral(QCUSTOMPLOT_VERSION_STR), listsLabel_->text().toHtmlEscaped()) +
            tr("<p>Grading kernel on this processor: %1</p>").arg(kernelName(SimdGrader::best())));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    session_->cancelAll();
    layoutSaver_->stop();
    saveLayout();
    QSettings settings;
    settings.setValue(kAnswersKey, session_->answersSpec());
    settings.setValue(kGuessesKey, session_->guessesSpec());
    settings.setValue(kWeightsKey, session_->weightsPath());
    settings.setValue(kWordListsKey, session_->wordSpecs());
    assistant_->saveGame();
    if (const auto game = session_->game(); game && GameChoice::kindOf(*game)) {
        settings.setValue(kGameKey, static_cast<int>(*GameChoice::kindOf(*game)));
        QVariantList values;
        for (int v : GameChoice::valuesOf(*game))
            values << v;
        settings.setValue(kGameValuesKey, values);
    } else {
        settings.remove(kGameKey);
        settings.remove(kGameValuesKey);
    }
    event->accept();
}

}  // namespace guesslab::gui
