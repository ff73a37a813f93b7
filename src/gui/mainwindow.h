// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dockarrangement.h"
#include "gamechoice.h"

#include <QMainWindow>

class QAbstractItemModel;
class QCustomPlot;
class QLabel;
class QMenu;
class QProgressBar;
class QSettings;
class QPushButton;
class QTimer;

namespace guesslab::gui {

class ResultsWindow;

class AssistantPanel;
class EldrowPanel;
class ReviewPanel;
class TreesPanel;
class GameDialog;
class GuideWindow;
class JobRunner;
class OpenersPanel;
class PairsPanel;
class PartitionPanel;
class Session;
class SimulationPanel;
class WordListPanel;

// The workbench window: menus, three dockable panels and a status bar. It
// wires them to the session and keeps nothing of its own but the layout.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return session_; }
    OpenersPanel* openers() const { return openers_; }
    PartitionPanel* partition() const { return partition_; }
    AssistantPanel* assistant() const { return assistant_; }
    PairsPanel* pairs() const { return pairs_; }
    WordListPanel* wordList() const { return wordList_; }
    SimulationPanel* simulation() const { return simulation_; }
    EldrowPanel* eldrow() const { return eldrow_; }
    TreesPanel* trees() const { return trees_; }
    ReviewPanel* review() const { return review_; }

    // What the menu actions do once a file is chosen; false (with a dialog)
    // when the file is refused. The loaded lists then stay as they were.
    bool openAnswerList(const QString& spec);
    bool openGuessList(const QString& spec);
    bool openWeights(const QString& path);
    // A results file of a long command-line run, in a window of its own;
    // nullptr (and an error dialog naming the file and line) when unreadable.
    ResultsWindow* openResults(const QString& path);
    void useBundledLists();
    void useNerdle(int length);
    // Opens the Game menu's dialog for a game besides words (not blocking);
    // accepting it starts the game.
    GameDialog* chooseGame(GameKind kind);
    bool exportTable(QAbstractItemModel* model, const QString& path);
    bool exportChart(QCustomPlot* plot, const QString& path);
    // The lists and the game of the last session (at start-up), or the bundled lists.
    void restoreLists();
    // View → a panel (Ctrl+1…9): shows it, brings it to the front and puts
    // the focus in it, where the user left it or on its first field.
    void goToPanel(QWidget* panel);
    // The panels in the View menu's order (Ctrl+1 is the first).
    QList<QWidget*> panelsInOrder() const;
    QString panelTitle(QWidget* panel) const;
    // View → Arrange: every panel docked again, in two rows or one set of
    // tabs (the first start's choice follows the screen's height).
    void arrangePanels(DockArrangement::Kind kind);
    // Help → User guide (F1), one window kept.
    GuideWindow* showGuide();
    // The first start's hint of where to begin: the whole sentence, or a
    // short form where the status bar is too narrow to show it whole.
    QString newcomerHint() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void moveEvent(QMoveEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void restoreGame(const QSettings& settings);
    void keepOnScreen();
    void saveLayout();
    void createPanels();
    void createMenus();
    void createStatusBar();
    void watch(JobRunner* runner);
    void showRanking();
    void updateListsLabel();
    void rebuildRecentMenu();
    void showError(const QString& title, const QString& message);
    void showWarnings();
    void showSettings();
    void showAbout();
    QString askOpenFile(const QString& title);
    void askExportTable(QAbstractItemModel* model, const QString& name);
    void askExportChart(QCustomPlot* plot, const QString& name);

    Session* session_;
    OpenersPanel* openers_;
    PartitionPanel* partition_;
    AssistantPanel* assistant_;
    PairsPanel* pairs_;
    WordListPanel* wordList_;
    SimulationPanel* simulation_;
    EldrowPanel* eldrow_ = nullptr;
    TreesPanel* trees_ = nullptr;
    ReviewPanel* review_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    GuideWindow* guide_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QAction* gameAction_ = nullptr;
    QAction* nerdleAction_ = nullptr;
    QList<QAction*> menuGameActions_;
    QLabel* listsLabel_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* elapsed_;
    QTimer* clock_;
    QTimer* layoutSaver_;  // saves the layout soon after it changes
    JobRunner* active_ = nullptr;
};

}  // namespace guesslab::gui
