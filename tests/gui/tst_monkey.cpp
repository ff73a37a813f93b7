// SPDX-License-Identifier: GPL-3.0-or-later
// A monkey at the real window (offscreen): a seeded stream of clicks on
// buttons, boxes and tables, keys, typed text, menu actions, game switches
// and Stops. After each event the window must be alive and answer its event
// loop, and no panel may show another game's or list's data (Openers,
// Partition, the Assistant, Pairs, Trees).
// On a failure the seed and the last events are printed.
//
// GUESSLAB_MONKEY_EVENTS (default 300) and GUESSLAB_MONKEY_SEED (default 1)
// make longer runs by hand, e.g.
//   GUESSLAB_MONKEY_EVENTS=20000 GUESSLAB_MONKEY_SEED=7 build/tests/gui/tst_monkey
#include "assistantpanel.h"
#include "feedbackeditor.h"
#include "mainwindow.h"
#include "openerspanel.h"
#include "pairmodel.h"
#include "pairspanel.h"
#include "partitionmodel.h"
#include "partitionpanel.h"
#include "questionranking.h"
#include "rankingmodel.h"
#include "session.h"
#include "strategymodel.h"
#include "treespanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QtTest>

#include <deque>
#include <random>

using namespace guesslab;
using namespace guesslab::gui;

namespace {

int setting(const char* name, int fallback) {
    const QByteArray v = qgetenv(name);
    return v.isEmpty() ? fallback : v.toInt();
}

// Widgets a user could reach now: visible, enabled, in a window that takes input.
template <class W>
QList<W*> reachable(QWidget* root) {
    QList<W*> out;
    QWidget* modal = QApplication::activeModalWidget();
    for (W* w : (modal ? modal : root)->findChildren<W*>())
        if (w->isVisible() && w->isEnabled())
            out << w;
    return out;
}

// What a panel shows that belongs to another game or other lists; "" when
// every panel shows the current game's data, or nothing yet.
QString staleData(const MainWindow& w) {
    const Session* s = w.session();
    const auto lists = s->lists();
    const auto other = lists ? nullptr : s->game();  // a game of the Game menu
    // Openers: the ranking of the game being played.
    const int rows = w.openers()->model()->rowCount();
    size_t expected = 0;
    if (other) {
        if (const auto q = s->questionRanking())
            expected = q->ranking.rows.size();
    } else if (const auto r = s->ranking()) {
        expected = r->rows.size();
    }
    if (rows != 0 && static_cast<size_t>(rows) != expected)
        return QStringLiteral("Openers show %1 rows, the game's ranking has %2")
            .arg(rows)
            .arg(expected);
    // Partition: its classes hold every secret of the game, once.
    if (const Partition* p = w.partition()->model()->partition()) {
        size_t members = 0;
        for (const PartitionClass& c : p->classes)
            members += c.members.size();
        const size_t secrets = other ? other->secretCount() : lists ? lists->answers().size() : 0;
        if (members != secrets)
            return QStringLiteral("Partition of '%1' holds %2 secrets, the game has %3")
                .arg(QString::fromStdString(p->guess))
                .arg(members)
                .arg(secrets);
    }
    // The Assistant: the feedback entry of this kind of game.
    const QWidget* shown = other ? static_cast<const QWidget*>(w.assistant()->outcomesBox())
                                 : static_cast<const QWidget*>(w.assistant()->feedback());
    if (!shown->isVisibleTo(w.assistant()))
        return QStringLiteral("the Assistant shows the feedback entry of another kind of game");
    // Pairs and Trees: results over the lists loaded now, or none.
    if (w.pairs()->model()->rowCount() > 0 && (other || s->pairsLists() != lists))
        return QStringLiteral("Pairs show %1 rows of other lists")
            .arg(w.pairs()->model()->rowCount());
    const StrategyModel* tree = w.trees()->model();
    if (tree->rowCount() > 0 && (other || tree->lists() != lists))
        return QStringLiteral("Trees show a strategy over other lists");
    return {};
}

}  // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("guesslab-monkey"));
        QCoreApplication::setApplicationName(QStringLiteral("guesslab-monkey"));
        QSettings().clear();
    }

    void randomUse() {
        const auto seed = static_cast<unsigned>(setting("GUESSLAB_MONKEY_SEED", 1));
        const int events = setting("GUESSLAB_MONKEY_EVENTS", 300);
        std::mt19937 rng(seed);
        const auto pick = [&](auto n) { return static_cast<decltype(n)>(rng() % n); };
        std::deque<QString> last;
        const auto note = [&](const QString& e) {
            last.push_back(e);
            if (last.size() > 25)
                last.pop_front();
        };
        const auto report = [&] {
            qWarning("monkey seed %u, the last events:", seed);
            for (const QString& e : last)
                qWarning("  %s", qPrintable(e));
        };

        MainWindow w;
        w.resize(1366, 768);
        w.useBundledLists();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // Dialogs that block (file choosers, message boxes) are dismissed,
        // as a user might; dialogs that do not block stay for the monkey.
        QTimer dismiss;
        connect(&dismiss, &QTimer::timeout, [&] {
            if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
                if (pick(3) == 0)
                    d->reject();
        });
        dismiss.start(120);
        // Actions that would end the test's window are left out.
        QList<QAction*> actions;
        for (QAction* a : w.menuBar()->findChildren<QAction*>())
            if (!a->menu() && !a->isSeparator() && a->shortcut() != QKeySequence::Quit &&
                !a->text().contains(QStringLiteral("Quit")))
                actions << a;
        static const int keys[] = {
            Qt::Key_Return, Qt::Key_Escape, Qt::Key_Tab,   Qt::Key_Backtab, Qt::Key_Up,
            Qt::Key_Down,   Qt::Key_Left,   Qt::Key_Right, Qt::Key_1,       Qt::Key_3,
            Qt::Key_A,      Qt::Key_E,      Qt::Key_S,     Qt::Key_Space,   Qt::Key_Backspace};
        static const char* texts[] = {"salet",
                                      "crane BBYGB",
                                      "zzzzz",
                                      "12+35=47",
                                      "",
                                      "\xF0\x9F\x9F\xA9\xE2\xAC\x9B",
                                      "-1",
                                      "999999999",
                                      "salet:BBYBB\ncrony:GGGGG",
                                      "a b c",
                                      "\t"};

        for (int i = 0; i < events; ++i) {
            QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : &w;
            switch (pick(9)) {
                case 0:
                case 1: {  // a click on a button or a box
                    const auto buttons = reachable<QAbstractButton>(&w);
                    if (buttons.isEmpty())
                        break;
                    QAbstractButton* b = buttons[pick(buttons.size())];
                    note(QStringLiteral("click %1 '%2'").arg(b->objectName(), b->text()));
                    b->click();
                    break;
                }
                case 2: {  // a choice in a combo box or a spin box
                    const auto combos = reachable<QComboBox>(&w);
                    const auto spins = reachable<QSpinBox>(&w);
                    if (!combos.isEmpty() && pick(2) == 0) {
                        QComboBox* c = combos[pick(combos.size())];
                        if (c->count() == 0)
                            break;
                        const int index = pick(c->count());
                        note(QStringLiteral("choose %1 in %2").arg(index).arg(c->objectName()));
                        c->setCurrentIndex(index);
                    } else if (!spins.isEmpty()) {
                        QSpinBox* s = spins[pick(spins.size())];
                        const int v =
                            s->minimum() + pick(std::min(s->maximum() - s->minimum(), 50) + 1);
                        note(QStringLiteral("spin %1 to %2").arg(s->objectName()).arg(v));
                        s->setValue(v);
                    }
                    break;
                }
                case 3: {  // text typed into a field
                    const auto edits = reachable<QLineEdit>(&w);
                    const auto plains = reachable<QPlainTextEdit>(&w);
                    const QString text = QString::fromUtf8(texts[pick(std::size(texts))]);
                    if (!edits.isEmpty() && pick(3) != 0) {
                        QLineEdit* e = edits[pick(edits.size())];
                        note(QStringLiteral("type '%1' into %2").arg(text, e->objectName()));
                        e->setFocus();
                        e->clear();
                        bool ascii = true;  // QTest types ASCII only
                        for (QChar c : text)
                            ascii = ascii && c.unicode() < 128 && c.isPrint();
                        if (ascii)
                            QTest::keyClicks(e, text);
                        else
                            e->insert(text);
                        if (pick(2) == 0)
                            QTest::keyClick(e, Qt::Key_Return);
                    } else if (!plains.isEmpty()) {
                        QPlainTextEdit* e = plains[pick(plains.size())];
                        note(QStringLiteral("paste '%1' into %2").arg(text, e->objectName()));
                        e->setPlainText(text);
                    }
                    break;
                }
                case 4: {  // a key where the focus is
                    const int key = keys[pick(std::size(keys))];
                    const Qt::KeyboardModifiers mod =
                        pick(4) == 0 ? Qt::ControlModifier
                                     : (pick(4) == 0 ? Qt::AltModifier : Qt::NoModifier);
                    note(QStringLiteral("key %1 (mod %2) on %3")
                             .arg(key)
                             .arg(int(mod))
                             .arg(QString::fromLatin1(focus->metaObject()->className())));
                    QTest::keyClick(focus, static_cast<Qt::Key>(key), mod);
                    break;
                }
                case 5: {  // a menu action (games, lists, views, exports)
                    QAction* a = actions[pick(actions.size())];
                    if (!a->isEnabled())
                        break;
                    note(QStringLiteral("menu '%1'").arg(a->text()));
                    a->trigger();
                    break;
                }
                case 6: {  // a row chosen in a table or tree
                    const auto views = reachable<QAbstractItemView>(&w);
                    if (views.isEmpty())
                        break;
                    QAbstractItemView* v = views[pick(views.size())];
                    QAbstractItemModel* m = v->model();
                    if (!m || m->rowCount() == 0)
                        break;
                    const QModelIndex at =
                        m->index(pick(m->rowCount()), pick(std::max(1, m->columnCount())));
                    note(QStringLiteral("select row %1 in %2").arg(at.row()).arg(v->objectName()));
                    v->setCurrentIndex(at);
                    if (pick(3) == 0)
                        Q_EMIT v->doubleClicked(at);
                    break;
                }
                case 7: {  // Stop, Esc or Cancel while something runs
                    note(QStringLiteral("Esc"));
                    QTest::keyClick(&w, Qt::Key_Escape);
                    for (QAbstractButton* b : reachable<QAbstractButton>(&w))
                        if (b->text().remove(QLatin1Char('&')) == QStringLiteral("Stop") && pick(2))
                            b->click();
                    break;
                }
                default: {  // time passes: jobs run and report
                    const int ms = pick(250);
                    note(QStringLiteral("wait %1 ms").arg(ms));
                    QTest::qWait(ms);
                    break;
                }
            }
            QCoreApplication::processEvents();
            // Alive and answering.
            bool answered = false;
            QTimer::singleShot(0, [&] { answered = true; });
            QTRY_VERIFY_WITH_TIMEOUT(answered, 5000);
            if (QTest::currentTestFailed())
                return report();
            if (const QString stale = staleData(w); !stale.isEmpty()) {
                report();
                QFAIL(qPrintable(stale));
            }
            if (!w.isVisible()) {
                report();
                QFAIL("the window was closed");
            }
        }
        dismiss.stop();
        w.session()->cancelAll();
        qInfo("monkey seed %u: %d events", seed, events);
    }
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
