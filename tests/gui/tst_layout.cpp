// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a laptop's screen, read from the widgets' geometry
// (offscreen): 1366 x 768 less a taskbar and a title bar (1366 x 706), the
// same at 150 % (911 x 460 in the window's pixels), and a desktop screen in
// two rows. Every panel is brought to the front in turn, with results in it,
// in English and German. None may scroll inside its dock; every table
// shows rows and its key columns; no chart's title, axis titles, tick
// labels or legend are cut or run into one another; counts tick in whole
// numbers.
#include "assistantpanel.h"
#include "dockarrangement.h"
#include "eldrowpanel.h"
#include "jobrunner.h"
#include "mainwindow.h"
#include "pairspanel.h"
#include "partitionpanel.h"
#include "reviewpanel.h"
#include "session.h"
#include "simulationpanel.h"
#include "treespanel.h"

#include <qcustomplot.h>

#include <QAbstractItemView>
#include <QDockWidget>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

#include <cmath>

using namespace guesslab;
using namespace guesslab::gui;

namespace {

// The answers of a small game: every panel's job finishes in moments.
const char* kAnswers =
    "crane\nslate\ntrace\ncrate\nstare\nshine\nmoist\nplumb\nvivid\nfjord\nglyph\nbound\n"
    "quake\nwaltz\nnymph\nchirp\nbrisk\nflock\ndwelt\ngrump\nhover\nknelt\nlatch\nmercy\n"
    "ozone\npixel\nrover\nsquid\ntwang\nunzip\n";

bool waitFor(QObject* sender, const char* signal, int ms = 120000) {
    QSignalSpy spy(sender, signal);
    return spy.wait(ms);
}

QString name(const QObject* o) {
    QString n = o->objectName();
    return n.isEmpty() ? QString::fromLatin1(o->metaObject()->className()) : n;
}

// Whether the widget is on screen: shown, and neither it nor a parent
// hidden (a page of a stack not in front, a collapsed part).
bool onScreen(const QWidget* w) {
    return w->isVisible() && w->width() > 0 && w->height() > 0;
}

void checkTable(const QAbstractItemView* view, QStringList* problems) {
    const int rowHeight = std::max(view->sizeHintForRow(0), view->fontMetrics().height() + 4);
    const int rows = view->viewport()->height() / rowHeight;
    if (rows < 3)
        *problems << QStringLiteral("%1 shows %2 rows").arg(name(view)).arg(rows);
    const QHeaderView* header = nullptr;
    if (auto* t = qobject_cast<const QTableView*>(view))
        header = t->horizontalHeader();
    else if (auto* t = qobject_cast<const QTreeView*>(view))
        header = t->header();
    if (!header || header->isHidden() || header->count() == 0)
        return;
    // The key columns are in view without scrolling sideways: the first two
    // unless the table names more.
    const int keys =
        view->property("keyColumns").isValid() ? view->property("keyColumns").toInt() : 2;
    int right = 0;
    for (int shown = 0, visual = 0; visual < header->count() && shown < keys; ++visual) {
        const int logical = header->logicalIndex(visual);
        if (header->isSectionHidden(logical))
            continue;
        ++shown;
        right = header->sectionPosition(logical) + header->sectionSize(logical);
    }
    if (right > view->viewport()->width())
        *problems << QStringLiteral("%1: its key columns need %2 px, it shows %3")
                         .arg(name(view))
                         .arg(right)
                         .arg(view->viewport()->width());
}

double sinOf(double degrees) {
    return std::abs(std::sin(degrees * M_PI / 180));
}

void checkAxis(QCustomPlot* plot, QCPAxis* axis, QStringList* problems) {
    if (!axis->visible())
        return;
    const QString where =
        name(plot) + QLatin1Char(' ') +
        (axis->orientation() == Qt::Vertical ? QStringLiteral("y") : QStringLiteral("x"));
    const QRect outer = axis->axisRect()->outerRect();
    const int room = axis->orientation() == Qt::Vertical ? outer.height() : outer.width();
    if (!axis->label().isEmpty()) {
        const int wide = QFontMetrics(axis->labelFont()).horizontalAdvance(axis->label());
        if (wide > room)
            *problems << QStringLiteral("%1 axis title \"%2\" needs %3 px, has %4")
                             .arg(where, axis->label())
                             .arg(wide)
                             .arg(room);
    }
    if (axis->property("counts").toBool())
        for (double tick : axis->tickVector())
            if (axis->range().contains(tick) && tick != std::round(tick))
                *problems << QStringLiteral("%1 counts tick at %2").arg(where).arg(tick);
    if (!axis->tickLabels())
        return;
    int labelled = 0;
    for (int i = 0; i < axis->tickVector().size() && i < axis->tickVectorLabels().size(); ++i)
        labelled +=
            axis->range().contains(axis->tickVector()[i]) && !axis->tickVectorLabels()[i].isEmpty();
    if (labelled == 0)
        *problems << QStringLiteral("%1 has no tick labels").arg(where);
    // Neighbouring labels apart: along the axis by their widths, or across
    // their slant by a line's height.
    const QFontMetrics fm(axis->tickLabelFont());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    double lastAt = 0, lastWide = 0;
    bool first = true;
    for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
        if (!axis->range().contains(ticks[i]) || labels[i].isEmpty())
            continue;
        const double at = axis->coordToPixel(ticks[i]);
        double wide = 0;
        for (const QString& line : labels[i].split(QLatin1Char('\n')))
            wide = std::max<double>(wide, fm.horizontalAdvance(line));
        if (!first) {
            const double gap = std::abs(at - lastAt);
            bool apart = true;
            if (axis->orientation() == Qt::Vertical)
                apart = gap >= fm.height();
            else if (axis->tickLabelRotation() == 0)
                apart = gap >= (wide + lastWide) / 2 + 2;
            else
                apart = gap * sinOf(axis->tickLabelRotation()) >= fm.height() - 1;
            if (!apart)
                *problems << QStringLiteral("%1 tick labels \"%2\" and the one before overlap")
                                 .arg(where, labels[i]);
        }
        if (axis->orientation() == Qt::Horizontal && axis->tickLabelRotation() == 0 &&
            (at - wide / 2 < 0 || at + wide / 2 > plot->width()))
            *problems << QStringLiteral("%1 tick label \"%2\" is cut").arg(where, labels[i]);
        first = false;
        lastAt = at;
        lastWide = wide;
    }
}

void checkChart(QCustomPlot* plot, QStringList* problems) {
    plot->replot();  // laid out at its size now, as a paint would
    QCoreApplication::processEvents();
    plot->replot();
    // Room for the data between the titles, labels and legend.
    const QRect area = plot->axisRect()->rect();
    const int line = plot->fontMetrics().height();
    if (area.height() < 3 * line || area.width() < 8 * line)
        *problems << QStringLiteral("%1 has %2 x %3 px for its data, of %4 x %5")
                         .arg(name(plot))
                         .arg(area.width())
                         .arg(area.height())
                         .arg(plot->width())
                         .arg(plot->height());
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
        checkAxis(plot, axis, problems);
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
            for (const QString& line : text->text().split(QLatin1Char('\n')))
                if (QFontMetrics(text->font()).horizontalAdvance(line) > plot->width())
                    *problems << QStringLiteral("%1 title \"%2\" is cut").arg(name(plot), line);
    if (!plot->legend->visible())
        return;
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
        QCPAbstractLegendItem* item = plot->legend->item(i);
        if (!item)
            continue;
        const QRect r = item->outerRect();
        if (r.width() < item->minimumOuterSizeHint().width() || !plot->rect().contains(r))
            *problems << QStringLiteral("%1 legend entry %2 is cut").arg(name(plot)).arg(i);
    }
}

// Every problem the panel in front shows.
QStringList problemsOf(MainWindow& w, QWidget* panel) {
    QStringList problems;
    w.goToPanel(panel);
    QTest::qWait(50);
    QCoreApplication::processEvents();
    auto* scroll = qobject_cast<QScrollArea*>(panel->parentWidget()->parentWidget());
    if (!scroll)
        return {QStringLiteral("not in a scroll area")};
    const QScrollBar* down = scroll->verticalScrollBar();
    const QScrollBar* across = scroll->horizontalScrollBar();
    if ((down->isVisible() && down->maximum() > 0) ||
        (across->isVisible() && across->maximum() > 0))
        problems << QStringLiteral("scrolls in its dock: needs %1 x %2, has %3 x %4")
                        .arg(panel->width())
                        .arg(panel->height())
                        .arg(scroll->viewport()->width())
                        .arg(scroll->viewport()->height());
    // Every page of every tab widget in turn (a chart beside a tree).
    QList<std::pair<QTabWidget*, int>> pages{{nullptr, 0}};
    for (QTabWidget* tabs : panel->findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->isTabVisible(i) && tabs->isTabEnabled(i))
                pages.append({tabs, i});
    for (const auto& [tabs, page] : pages) {
        if (tabs) {
            tabs->setCurrentIndex(page);
            QCoreApplication::processEvents();
        }
        for (QAbstractItemView* view : panel->findChildren<QAbstractItemView*>())
            if (onScreen(view) && !qobject_cast<QHeaderView*>(view) &&
                !view->property("fewRows").toBool())
                checkTable(view, &problems);
        for (QCustomPlot* plot : panel->findChildren<QCustomPlot*>())
            if (onScreen(plot))
                checkChart(plot, &problems);
    }
    problems.removeDuplicates();
    return problems;
}

// Results in every panel, as a user who tried each would leave them; the
// step that failed, or nothing.
QString fillPanels(MainWindow& w, const QTemporaryDir& dir) {
    w.restoreLists();
    QFile f(dir.filePath(QStringLiteral("answers.txt")));
    if (!f.open(QIODevice::WriteOnly))
        return QStringLiteral("write");
    f.write(kAnswers);
    f.close();
    if (!w.openAnswerList(f.fileName()))
        return QStringLiteral("open");
    QDeadlineTimer ranked(60000);
    while ((!w.session()->ranking() || w.session()->rankingRunner()->running()) &&
           !ranked.hasExpired())
        QTest::qWait(50);
    if (!w.session()->ranking())
        return QStringLiteral("rank");
    w.partition()->showWord(QStringLiteral("crane"));
    if (!w.assistant()->play(QStringLiteral("crane"), QStringLiteral("GYBBB")))
        return QStringLiteral("assistant");
    w.trees()->setMode(TreesPanel::BestOpener);  // with the openers compared
    w.trees()->candidatesSpin()->setValue(12);
    if (!w.trees()->start() || !waitFor(w.trees(), SIGNAL(finished())))
        return QStringLiteral("trees");
    if (!w.simulation()->start() || !waitFor(w.simulation(), SIGNAL(finished())))
        return QStringLiteral("simulation");
    w.eldrow()->wordEdit()->setText(QStringLiteral("crane"));
    if (!w.eldrow()->start() || !waitFor(w.eldrow(), SIGNAL(finished())))
        return QStringLiteral("eldrow");
    w.review()->gameEdit()->setPlainText(QStringLiteral("slate\ncrane\nquake\n"));
    w.review()->secretEdit()->setText(QStringLiteral("quake"));
    if (!w.review()->start() || !waitFor(w.review(), SIGNAL(finished())))
        return QStringLiteral("review");
    QSignalSpy pairs(w.session()->pairsRunner(), &JobRunner::finished);
    if (!w.pairs()->start() || !pairs.wait(120000))
        return QStringLiteral("pairs");
    return {};
}

}  // namespace

class TestLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("guesslab-layout-test"));
        QCoreApplication::setApplicationName(QStringLiteral("guesslab-layout-test"));
        QSettings().clear();
    }

    void panelsFit_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("tabs");
        QTest::addColumn<QString>("language");
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            // 1366 x 768 less a taskbar and a title bar; the same at 150 %.
            QTest::addRow("laptop %s", qPrintable(language))
                << QSize(1366, 706) << true << language;
            QTest::addRow("laptop at 150 %% %s", qPrintable(language))
                << QSize(911, 460) << true << language;
            QTest::addRow("desktop %s", qPrintable(language))
                << QSize(1840, 1000) << false << language;
        }
    }

    void panelsFit() {
        QFETCH(QSize, size);
        QFETCH(bool, tabs);
        QFETCH(QString, language);
        QTranslator translator;
        if (language == QLatin1String("de")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/guesslab_de")));
            QCoreApplication::installTranslator(&translator);
        }
        QCOMPARE(DockArrangement::forScreen(size),
                 tabs ? DockArrangement::Kind::Tabs : DockArrangement::Kind::TwoRows);
        QTemporaryDir dir;
        MainWindow w;
        w.resize(size);
        w.arrangePanels(DockArrangement::forScreen(size));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(fillPanels(w, dir), QString());
        QStringList all;
        for (QWidget* panel : w.panelsInOrder())
            for (const QString& p : problemsOf(w, panel))
                all << name(panel) + QStringLiteral(": ") + p;
        QCoreApplication::removeTranslator(&translator);
        for (const QString& p : all)
            qWarning("%s", qPrintable(p));
        QVERIFY2(all.isEmpty(), "the problems are listed above");
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
