#include "resultswindow.h"

#include "chartstyle.h"
#include "enginetext.h"
#include "inputerror.h"
#include "ranking.h"
#include "resultsmodel.h"
#include "session.h"

#include <qcustomplot.h>

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <map>
#include <unordered_map>

namespace guesslab::gui {

namespace {
const QColor kPointColour(0x5b, 0x7d, 0xb1);
}

ResultsWindow* ResultsWindow::open(const QString& path, Session* session, QWidget* parent,
                                   QString* error) {
    try {
        ResultsFile file = ResultsFile::read(path.toStdString());
        const auto run = file.header().text("run");
        if (!run || (*run != "tree" && *run != "eldrow"))
            throw InputError(path.toStdString(), 1, "is not the results of a tree or eldrow run");
        return new ResultsWindow(path, std::move(file), session, parent);
    } catch (const InputError& e) {
        if (error)
            *error = EngineText::error(e);
        return nullptr;
    }
}

ResultsWindow::ResultsWindow(const QString& path, ResultsFile file, Session* session,
                             QWidget* parent)
    : QDialog(parent),
      file_(std::move(file)),
      tree_(file_.header().text("run") == std::string("tree")),
      model_(new ResultsModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      summary_(new QLabel(this)),
      table_(new QTableView(this)),
      rankChart_(new QCustomPlot(this)),
      histogram_(new QCustomPlot(this)) {
    setObjectName(QStringLiteral("resultsWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Results: %1").arg(QFileInfo(path).fileName()));
    model_->setRecords(file_.records(), tree_ ? tr("Opener") : tr("Target"));
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(ResultsModel::SortRole);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(model_->column(tree_ ? "total" : "longest"),
                         tree_ ? Qt::AscendingOrder : Qt::DescendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    const QLocale locale;
    const JsonLine& h = file_.header();
    const size_t done = file_.records().size();
    if (tree_) {
        const size_t items = static_cast<size_t>(h.integer("candidates").value_or(0));
        const JsonLine* best = nullptr;
        size_t exact = 0;
        for (const JsonLine& r : file_.records())
            if (r.flag("exact").value_or(false)) {
                ++exact;
                if (!best || *r.integer("total") < *best->integer("total"))
                    best = &r;
            }
        QString text = tr("<b>Optimal trees</b>, %1 mode%2 · %3 of %4 openers done, %5 exact")
                           .arg(QString::fromStdString(h.text("mode").value_or("normal")))
                           .arg(h.integer("max_guesses").value_or(0) > 0
                                    ? tr(", at most %1 guesses").arg(*h.integer("max_guesses"))
                                    : QString())
                           .arg(locale.toString(qulonglong(done)))
                           .arg(locale.toString(qulonglong(items)))
                           .arg(locale.toString(qulonglong(exact)));
        if (best)
            text +=
                tr(" · best: <b>%1</b>, %2 guesses in all (%3 on average)%4")
                    .arg(QString::fromStdString(*best->text("item")))
                    .arg(locale.toString(qlonglong(*best->integer("total"))))
                    .arg(double(*best->integer("total")) / double(h.integer("answers").value_or(1)),
                         0, 'f', 4)
                    .arg(done == items ? tr(", proven best") : tr(", best so far"));
        summary_->setText(text);
    } else {
        const JsonLine* best = nullptr;
        for (const JsonLine& r : file_.records())
            if (!best || r.integer("longest").value_or(0) > best->integer("longest").value_or(0))
                best = &r;
        QString text = tr("<b>Eldrow</b> · %1 of %2 targets done")
                           .arg(locale.toString(qulonglong(done)))
                           .arg(locale.toString(qlonglong(h.integer("words").value_or(0))));
        if (best)
            text += tr(" · longest: <b>%1</b> guesses, ending in %2")
                        .arg(best->integer("longest").value_or(0))
                        .arg(QString::fromStdString(*best->text("item")));
        summary_->setText(text);
    }

    ChartStyle::apply(rankChart_, tr("Total against rank by entropy"));
    rankChart_->setObjectName(QStringLiteral("resultsRankChart"));
    ChartStyle::apply(histogram_, tree_ ? tr("Openers by total") : tr("Targets by longest chain"));
    histogram_->setObjectName(QStringLiteral("resultsHistogram"));
    if (tree_)
        plotTreeTotals(session);
    rankChart_->setVisible(tree_);
    plotHistogram(tree_ ? "total" : "longest", tree_ ? tr("guesses in all") : tr("guesses"));

    auto* charts = new QSplitter(Qt::Vertical, this);
    charts->addWidget(rankChart_);
    charts->addWidget(histogram_);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(table_);
    split->addWidget(charts);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(split, 1);
    resize(1000, 640);
}

// Exact totals against the opener's rank by entropy over the lists loaded
// now, when the file was made with them.
void ResultsWindow::plotTreeTotals(Session* session) {
    const auto lists = session->lists();
    const auto ranking = session->ranking();
    const JsonLine& h = file_.header();
    const bool same = lists && ranking && !session->otherGame() &&
                      h.text("answer_list") == listDigest(lists->answers()) &&
                      h.text("guess_list") == listDigest(lists->guesses());
    if (!same) {
        ChartStyle::replot(rankChart_,
                           tr("Load the lists the file was made with to see the ranks"));
        return;
    }
    std::unordered_map<std::string, int> rank;
    for (size_t i = 0; i < ranking->rows.size(); ++i)
        rank.emplace(lists->guesses().word(ranking->rows[i].guess), static_cast<int>(i) + 1);
    QVector<double> x, y;
    for (const JsonLine& r : file_.records())
        if (r.flag("exact").value_or(false))
            if (const auto at = rank.find(*r.text("item")); at != rank.end()) {
                x << at->second;
                y << double(*r.integer("total"));
            }
    QCPGraph* g = rankChart_->addGraph();
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kPointColour, 5));
    g->setData(x, y);
    rankChart_->xAxis->setLabel(tr("rank by entropy"));
    rankChart_->yAxis->setLabel(tr("guesses in all"));
    rankChart_->rescaleAxes();
    rankChart_->xAxis->scaleRange(1.05, rankChart_->xAxis->range().center());
    rankChart_->yAxis->scaleRange(1.1, rankChart_->yAxis->range().center());
    ChartStyle::replot(rankChart_);
}

// How many items have each value (exact totals only, for trees).
void ResultsWindow::plotHistogram(const std::string& key, const QString& xLabel) {
    std::map<int64_t, int> counts;
    for (const JsonLine& r : file_.records())
        if (!tree_ || r.flag("exact").value_or(false))
            if (const auto v = r.integer(key))
                ++counts[*v];
    QVector<double> x, y;
    for (const auto& [value, count] : counts) {
        x << double(value);
        y << count;
    }
    auto* bars = new QCPBars(histogram_->xAxis, histogram_->yAxis);
    bars->setPen(Qt::NoPen);
    bars->setBrush(kPointColour);
    bars->setWidthType(QCPBars::wtPlotCoords);
    bars->setWidth(1.0);
    bars->setData(x, y, true);
    histogram_->xAxis->setLabel(xLabel);
    histogram_->yAxis->setLabel(tree_ ? tr("openers") : tr("targets"));
    histogram_->rescaleAxes();
    histogram_->xAxis->scaleRange(1.1, histogram_->xAxis->range().center());
    histogram_->yAxis->setRangeLower(0);
    histogram_->yAxis->setRangeUpper(histogram_->yAxis->range().upper * 1.1);
    ChartStyle::replot(histogram_);
}

}  // namespace guesslab::gui
