// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the real window into a typical state for each panel and saves a
// picture of it: the screenshots in docs/. Run under a display (Xvfb works):
//   xvfb-run -a -s "-screen 0 1280x1024x24" build/tests/gui/guesslab-screenshots docs
#include "assistantpanel.h"
#include "boardsview.h"
#include "dockarrangement.h"
#include "eldrowmodel.h"
#include "eldrowpanel.h"
#include "gamedialog.h"
#include "jobrunner.h"
#include "mainwindow.h"
#include "pairspanel.h"
#include "partitionpanel.h"
#include "rankingmodel.h"
#include "referencegrader.h"
#include "reviewpanel.h"
#include "session.h"
#include "simulationpanel.h"
#include "strategymodel.h"
#include "treespanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QTreeView>

using namespace guesslab;
using namespace guesslab::gui;

namespace {

void settle(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QString grade(const QString& guess, const QString& secret) {
    return QString::fromStdString(toString(gradeWords(guess.toStdString(), secret.toStdString()),
                                           static_cast<int>(guess.size())));
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("guesslab-screenshots"));
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    MainWindow w;
    w.resize(1280, 980);
    w.arrangePanels(DockArrangement::Kind::TwoRows);  // a desktop's, whatever the display
    w.show();
    w.useBundledLists();
    while (!w.session()->ranking())
        settle(50);
    w.partition()->showWord(QStringLiteral("soare"));
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-openers.png"));

    w.findChild<QDockWidget*>(QStringLiteral("assistantDock"))->raise();
    w.assistant()->play(QStringLiteral("soare"),
                        grade(QStringLiteral("soare"), QStringLiteral("crane")));
    w.assistant()->guessEdit()->setText(QStringLiteral("clint"));
    while (w.assistant()->adviceModel()->rowCount() == 0)
        settle(50);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-assistant.png"));

    // The same on a laptop (1366 x 768 less a taskbar): one set of tabs.
    w.resize(1366, 740);
    w.arrangePanels(DockArrangement::Kind::Tabs);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-laptop.png"));
    w.resize(1280, 980);
    w.arrangePanels(DockArrangement::Kind::TwoRows);
    settle(500);

    // The exact pair search over every pair; selecting the best shows its partition.
    w.findChild<QDockWidget*>(QStringLiteral("pairsDock"))->raise();
    w.pairs()->start();
    while (!w.session()->pairs())
        settle(100);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-pairs.png"));

    // Eldrow from crane: every target's longest chain charted, one target's
    // chains opened down to the end.
    w.findChild<QDockWidget*>(QStringLiteral("eldrowDock"))->raise();
    w.eldrow()->setMode(EldrowPanel::Start);
    w.eldrow()->wordEdit()->setText(QStringLiteral("crane"));
    w.eldrow()->countBox()->setChecked(true);
    bool searched = false;
    QObject::connect(w.eldrow(), &EldrowPanel::finished, [&] { searched = true; });
    w.eldrow()->start();
    while (!searched)
        settle(200);
    QTreeView* tree = w.eldrow()->tree();
    QModelIndex at = w.eldrow()->model()->index(0, 0);
    for (int level = 0; level < 5 && at.isValid(); ++level) {
        tree->expand(at);
        settle(50);
        at = w.eldrow()->model()->index(0, 0, at);
    }
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-eldrow.png"));

    // The optimal tree from salet and from trace, compared; one branch opened.
    w.findChild<QDockWidget*>(QStringLiteral("treesDock"))->raise();
    bool solved = false;
    QObject::connect(w.trees(), &TreesPanel::finished, [&] { solved = true; });
    for (const char* opener : {"trace", "salet"}) {
        solved = false;
        w.trees()->openerEdit()->setText(QString::fromLatin1(opener));
        w.trees()->start();
        while (!solved)
            settle(200);
    }
    QTreeView* strategy = w.trees()->tree();
    QModelIndex branch = w.trees()->model()->index(1, 0);
    for (int level = 0; level < 3 && branch.isValid(); ++level) {
        strategy->expand(branch);
        settle(50);
        branch = w.trees()->model()->index(0, 0, branch);
    }
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-trees.png"));
    w.findChild<QDockWidget*>(QStringLiteral("openersDock"))->raise();

    // A game reviewed: salet, crony, hound, wound against wound.
    w.findChild<QDockWidget*>(QStringLiteral("reviewDock"))->raise();
    w.review()->gameEdit()->setPlainText(QStringLiteral("salet\ncrony\nhound\nwound"));
    w.review()->secretEdit()->setText(QStringLiteral("wound"));
    bool reviewed = false;
    QObject::connect(w.review(), &ReviewPanel::finished, [&] { reviewed = true; });
    w.review()->start();
    while (!reviewed)
        settle(200);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-review.png"));

    // Three players against every Mastermind code.
    w.findChild<QDockWidget*>(QStringLiteral("simulationDock"))->raise();
    w.simulation()->setGame(GameKind::Mastermind);
    bool simulated = false;
    QObject::connect(w.simulation(), &SimulationPanel::finished, [&] { simulated = true; });
    w.simulation()->start();
    while (!simulated)
        settle(100);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-simulation.png"));

    // Absurdle on the bundled lists: the game's answers, and how many
    // guesses force a win from there.
    w.chooseGame(GameKind::Absurdle)->accept();
    while (!w.session()->questionRanking())
        settle(100);
    w.findChild<QDockWidget*>(QStringLiteral("assistantDock"))->raise();
    w.assistant()->play(QStringLiteral("salet"), QString());
    w.assistant()->play(QStringLiteral("crony"), QString());
    w.assistant()->guessEdit()->setText(QStringLiteral("dumpy"));
    while (!w.session()->absurdleAdvice() || w.assistant()->adviceModel()->rowCount() == 0)
        settle(100);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-absurdle.png"));
    w.session()->useWords();

    // Quordle from a real game's feedback: a row of tiles per board, the
    // answers each has left, the best next guesses over the open boards.
    {
        auto* dialog = w.chooseGame(GameKind::Boards);
        dialog->spins()[0]->setValue(4);
        dialog->accept();
        w.findChild<QDockWidget*>(QStringLiteral("assistantDock"))->raise();
        BoardsView* boards = w.assistant()->boardsView();
        boards->play(QStringLiteral("soare"), QStringLiteral("BBGYG YGBBB BBBBB BBGGB"));
        boards->play(QStringLiteral("mulct"), QStringLiteral("BBBYB GBBBG BGYYB BBBBB"));
        boards->play(QStringLiteral("moist"), QStringLiteral("BBBBB GGGGG BBBBB BBBBB"));
        while (boards->runner()->running() || boards->adviceTable()->rowCount() == 0)
            settle(100);
        settle(500);
        w.grab().save(dir + QStringLiteral("/screenshot-boards.png"));
        w.session()->useWords();
    }

    // Nerdle, classic length: the generated equations ranked, a game begun.
    w.useNerdle(8);
    while (!w.session()->isNerdle() || !w.session()->ranking())
        settle(100);
    w.findChild<QDockWidget*>(QStringLiteral("openersDock"))->raise();
    w.findChild<QDockWidget*>(QStringLiteral("assistantDock"))->raise();
    w.assistant()->play(QStringLiteral("48-32=16"), QStringLiteral("YBBGYGYB"));
    w.assistant()->guessEdit()->setText(QStringLiteral("12+35=47"));
    while (w.assistant()->adviceModel()->rowCount() == 0)
        settle(50);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-nerdle.png"));

    // Mastermind from the Game menu: its openers, a partition with key pegs,
    // and a live game two questions in.
    w.chooseGame(GameKind::Mastermind)->accept();
    while (!w.session()->questionRanking())
        settle(100);
    w.findChild<QDockWidget*>(QStringLiteral("assistantDock"))->raise();
    w.assistant()->play(QStringLiteral("1234"), QStringLiteral("1 black, 1 white"));
    w.assistant()->play(QStringLiteral("1356"), QStringLiteral("0 black, 2 white"));
    while (w.assistant()->adviceModel()->rowCount() == 0)
        settle(50);
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-mastermind.png"));
    w.findChild<QDockWidget*>(QStringLiteral("partitionDock"))->raise();
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-mastermind-partition.png"));

    // Bulls and Cows, 4 of 10: how the first question splits the 5,040 secrets.
    w.chooseGame(GameKind::BullsCows)->accept();
    while (!w.session()->questionRanking())
        settle(100);
    w.findChild<QDockWidget*>(QStringLiteral("partitionDock"))->raise();
    settle(800);
    w.grab().save(dir + QStringLiteral("/screenshot-bullscows.png"));

    // Twelve coins, one heavier or lighter: the balance's three outcomes.
    w.chooseGame(GameKind::OddCoin)->accept();
    while (!w.session()->questionRanking())
        settle(100);
    w.assistant()->play(QStringLiteral("1,2,3,4 vs 5,6,7,8"), QStringLiteral("left heavier"));
    settle(500);
    w.grab().save(dir + QStringLiteral("/screenshot-coins.png"));
    return 0;
}
