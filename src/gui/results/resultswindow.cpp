// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultswindow.h"

#include "backgroundread.h"
#include "chartstyle.h"
#include "enginetext.h"
#include "inputerror.h"
#include "numbertext.h"
#include "ranking.h"
#include "resultscheck.h"
#include "resultsmodel.h"
#include "session.h"
#include "spacedticker.h"

#include <qcustomplot.h>

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <map>
#include <optional>
#include <unordered_map>

namespace guesslab::gui {

namespace {
const QColor kPointColour(0x5b, 0x7d, 0xb1);

// Ranks, counts and guesses are whole numbers: no ticks between them.
void wholeNumberTicks(QCPAxis* axis) {
    SpacedTicker::install(axis, SpacedTicker::Values::Counts);
}
}  // namespace

ResultsWindow* ResultsWindow::open(const QString& path, Session* session, QWidget* parent,
                                   QString* error) {
    try {
        std::optional<ResultsFile> read = BackgroundRead::run<ResultsFile>(
            parent, tr("Reading %1…").arg(path), [file = path.toStdString()] {
                ResultsFile read = ResultsFile::read(file);
                checkResults(read);
                return read;
            });
        if (!read) {
            if (error)
                error->clear();  // cancelled
            return nullptr;
        }
        ResultsFile file = std::move(*read);
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
      kind_(kindOf(file_.header())),
      model_(new ResultsModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      summary_(new QLabel(this)),
      table_(new QTableView(this)),
      rankChart_(new QCustomPlot(this)),
      histogram_(new QCustomPlot(this)),
      exportTable_(new QPushButton(tr("Export &table…"), this)),
      exportChart_(new QPushButton(tr("Export &histogram…"), this)) {
    setObjectName(QStringLiteral("resultsWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Results: %1").arg(QFileInfo(path).fileName()));
    const bool openers = kind_ == Kind::Tree || kind_ == Kind::Within;
    model_->setRecords(file_.records(), openers || kind_ == Kind::Absurdle ? tr("Opener")
                                        : kind_ == Kind::Equations         ? tr("Equation")
                                        : kind_ == Kind::Boards            ? tr("Game")
                                                                           : tr("Target"));
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(ResultsModel::SortRole);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    if (kind_ == Kind::Tree)
        table_->sortByColumn(model_->column("total"), Qt::AscendingOrder);
    else if (kind_ == Kind::Within && model_->column("wrong") >= 0)
        table_->sortByColumn(model_->column("wrong"), Qt::AscendingOrder);
    else if (kind_ == Kind::Within)
        table_->sortByColumn(model_->column("solvable"), Qt::DescendingOrder);
    else if (kind_ == Kind::Equations)
        table_->sortByColumn(model_->column("entropy"), Qt::DescendingOrder);
    else if (kind_ == Kind::Absurdle)
        table_->sortByColumn(model_->column("left"), Qt::AscendingOrder);
    else if (kind_ == Kind::Boards)  // the longest games first
        table_->sortByColumn(model_->column("guesses"), Qt::DescendingOrder);
    else
        table_->sortByColumn(model_->column("longest"), Qt::DescendingOrder);
    if (model_->column("order_key") >= 0)  // the exact tie-break, not for reading
        table_->setColumnHidden(model_->column("order_key"), true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->resizeColumnsToContents();
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setText(kind_ == Kind::Tree        ? treeSummary()
                      : kind_ == Kind::Within    ? withinSummary()
                      : kind_ == Kind::Equations ? equationSummary()
                      : kind_ == Kind::Absurdle  ? absurdleSummary()
                      : kind_ == Kind::Boards    ? boardsSummary()
                                                 : eldrowSummary());
    if (kind_ == Kind::Tree)
        addToBook(session);

    rankChart_->setObjectName(QStringLiteral("resultsRankChart"));
    histogram_->setObjectName(QStringLiteral("resultsHistogram"));
    switch (kind_) {
        case Kind::Tree: {
            const QString unit =
                file_.header().text("prior") ? tr("weighted guesses") : tr("guesses in all");
            ChartStyle::apply(rankChart_, tr("Total against rank by entropy"));
            ChartStyle::apply(histogram_, tr("Openers by total"));
            plotAgainstRank(session, "total", unit);
            plotHistogram("total", unit);
            break;
        }
        case Kind::Within:
            ChartStyle::apply(rankChart_, tr("Answers left unsolved against rank by entropy"));
            ChartStyle::apply(histogram_, tr("Openers by answers left unsolved"));
            plotAgainstRank(session, "wrong", tr("answers left unsolved"));
            plotHistogram("wrong", tr("answers left unsolved"));
            break;
        case Kind::Eldrow:
            ChartStyle::apply(histogram_, tr("Targets by longest chain"));
            plotHistogram("longest", tr("guesses"));
            break;
        case Kind::Absurdle:
            ChartStyle::apply(histogram_, tr("Openers by words the game keeps"));
            plotHistogram("left", tr("words kept"), 25);
            break;
        case Kind::Boards:
            ChartStyle::apply(histogram_, tr("Games by guesses to solve every board"));
            plotHistogram("guesses", tr("guesses"));
            break;
        case Kind::Equations:
            ChartStyle::apply(histogram_, tr("Equations by entropy"));
            plotHistogram("entropy", tr("entropy (bits)"), 0.1);
            break;
    }
    rankChart_->setVisible(openers);

    auto* charts = new QSplitter(Qt::Vertical, this);
    charts->addWidget(rankChart_);
    charts->addWidget(histogram_);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(table_);
    split->addWidget(charts);
    const QString name = QFileInfo(path).completeBaseName();
    exportTable_->setToolTip(tr("Save the table, as sorted, as a CSV file"));
    exportChart_->setToolTip(tr("Save the histogram as an image or PDF"));
    connect(exportTable_, &QPushButton::clicked, this,
            [this, name] { Q_EMIT exportTableRequested(proxy_, name); });
    connect(exportChart_, &QPushButton::clicked, this, [this, name] {
        Q_EMIT exportChartRequested(histogram_, name + QStringLiteral("-histogram"));
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(exportTable_, QDialogButtonBox::ActionRole);
    buttons->addButton(exportChart_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    // Within the screen, so that a laptop's (or a scaled one) shows the buttons.
    QSize size(1000, 640);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size());
    resize(size);
}

ResultsWindow::Kind ResultsWindow::kindOf(const JsonLine& header) {
    const std::string run = header.text("run").value_or("");
    return run == "tree"          ? Kind::Tree
           : run == "within"      ? Kind::Within
           : run == "nerdle-rank" ? Kind::Equations
           : run == "absurdle"    ? Kind::Absurdle
           : run == "boards"      ? Kind::Boards
                                  : Kind::Eldrow;
}

// A tree run's totals join the session's opening book, so the Assistant and
// reviews over the same lists read the empty position from them.
void ResultsWindow::addToBook(Session* session) {
    QString note;
    try {
        session->addToBook(file_);
        note =
            tr("Added to the opening book: the Assistant and reviews over the same lists and "
               "mode read the first move from it, this session.");
    } catch (const InputError& e) {
        note = tr("Not added to the opening book: %1").arg(EngineText::error(e).toHtmlEscaped());
    }
    summary_->setText(summary_->text() + QStringLiteral("<br>") + note);
}

QString ResultsWindow::treeSummary() const {
    const QLocale locale;
    const JsonLine& h = file_.header();
    const size_t done = file_.records().size();
    const size_t items = static_cast<size_t>(h.integer("candidates").value_or(0));
    const JsonLine* best = nullptr;
    size_t exact = 0;
    for (const JsonLine& r : file_.records())
        if (r.flag("exact").value_or(false) && r.integer("total")) {
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
    if (!best)
        return text;
    // Under a prior a total is weighted: weight times guesses, summed.
    const auto prior = h.text("prior");
    const double average =
        double(*best->integer("total")) /
        double(prior ? h.integer("weight_total").value_or(1) : h.integer("answers").value_or(1));
    text += (prior ? tr(" · best: <b>%1</b>, %2 weighted guesses (%3 expected under the prior)%4")
                   : tr(" · best: <b>%1</b>, %2 guesses in all (%3 on average)%4"))
                .arg(QString::fromStdString(*best->text("item")))
                .arg(locale.toString(qlonglong(*best->integer("total"))))
                .arg(decimalText(average, 4))
                .arg(done == items ? tr(", proven best") : tr(", best so far"));
    if (prior)
        text += tr(" · prior %1").arg(QString::fromStdString(*prior));
    return text;
}

// Verdicts within K: how many openers win every game, how many cannot, and
// the fewest answers left unsolved when the run looked for them.
QString ResultsWindow::withinSummary() const {
    const QLocale locale;
    const JsonLine& h = file_.header();
    const size_t done = file_.records().size();
    const size_t items = static_cast<size_t>(h.integer("candidates").value_or(0));
    size_t solvable = 0;
    const JsonLine* fewest = nullptr;
    for (const JsonLine& r : file_.records()) {
        solvable += r.flag("solvable").value_or(false);
        if (!r.flag("solvable").value_or(false) && r.flag("exact").value_or(false) &&
            r.integer("wrong") && (!fewest || *r.integer("wrong") < *fewest->integer("wrong")))
            fewest = &r;
    }
    QString text = tr("<b>Every answer within %1 guesses</b>, %2 mode · %3 of %4 openers done · "
                      "<b>%5</b> win every game, %6 cannot (proven)")
                       .arg(h.integer("within").value_or(0))
                       .arg(QString::fromStdString(h.text("mode").value_or("normal")))
                       .arg(locale.toString(qulonglong(done)))
                       .arg(locale.toString(qulonglong(items)))
                       .arg(locale.toString(qulonglong(solvable)))
                       .arg(locale.toString(qulonglong(done - solvable)));
    if (fewest && solvable == 0)
        text += tr(" · fewest left unsolved: <b>%1</b> answers, with %2")
                    .arg(locale.toString(qlonglong(*fewest->integer("wrong"))))
                    .arg(QString::fromStdString(*fewest->text("item")));
    return text;
}

// Seeded games of several boards: the player's average and the games won.
QString ResultsWindow::boardsSummary() const {
    const QLocale locale;
    const JsonLine& h = file_.header();
    const size_t done = file_.records().size();
    const size_t items = static_cast<size_t>(h.integer("candidates").value_or(0));
    size_t finished = 0, won = 0;
    int64_t total = 0;
    for (const JsonLine& r : file_.records()) {
        if (const auto g = r.integer("guesses")) {
            ++finished;
            total += *g;
        }
        won += r.flag("won").value_or(false);
    }
    return tr("<b>%1</b>, %2 player, seed %3 · %4 of %5 games done · average <b>%6</b> guesses · "
              "%7 won within %8")
        .arg(QString::fromStdString(h.text("game").value_or("boards")))
        .arg(QString::fromStdString(h.text("player").value_or("")))
        .arg(h.integer("seed").value_or(0))
        .arg(locale.toString(qulonglong(done)))
        .arg(locale.toString(qulonglong(items)))
        .arg(locale.toString(finished ? double(total) / double(finished) : 0.0, 'f', 4))
        .arg(locale.toString(qulonglong(won)))
        .arg(h.integer("limit").value_or(0));
}

// Every opener's verdict: how many force a win in the fewest guesses.
QString ResultsWindow::absurdleSummary() const {
    const QLocale locale;
    const JsonLine& h = file_.header();
    const size_t done = file_.records().size();
    const size_t items = static_cast<size_t>(h.integer("candidates").value_or(0));
    size_t forcing = 0;
    for (const JsonLine& r : file_.records())
        forcing += r.flag("forces").value_or(false);
    return tr("<b>Absurdle</b>, %1 mode · %2 of %3 openers done · <b>%4</b> force a win in %5 "
              "guesses, the fewest possible%6")
        .arg(QString::fromStdString(h.text("mode").value_or("normal")))
        .arg(locale.toString(qulonglong(done)))
        .arg(locale.toString(qulonglong(items)))
        .arg(locale.toString(qulonglong(forcing)))
        .arg(h.integer("fewest").value_or(0))
        .arg(done == items ? tr(" (every opener judged)") : tr(" (so far)"));
}

QString ResultsWindow::eldrowSummary() const {
    const QLocale locale;
    const JsonLine& h = file_.header();
    const size_t done = file_.records().size();
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
    return text;
}

// A Nerdle ranking: how far it got and the best first equation by entropy.
QString ResultsWindow::equationSummary() const {
    const QLocale locale;
    const JsonLine& h = file_.header();
    const JsonLine* best = nullptr;
    const auto entropy = [](const JsonLine& r) {
        const JsonLine::Value* v = r.find("entropy");
        const double* d = v ? std::get_if<double>(v) : nullptr;
        return d ? *d : 0.0;
    };
    for (const JsonLine& r : file_.records())
        if (!best || entropy(r) > entropy(*best))
            best = &r;
    QString text = tr("<b>Nerdle first guesses</b>, length %1 · %2 of %3 equations done")
                       .arg(h.integer("length").value_or(0))
                       .arg(locale.toString(qulonglong(file_.records().size())))
                       .arg(locale.toString(qlonglong(h.integer("guesses").value_or(0))));
    if (best)
        text += tr(" · best by entropy: <b>%1</b>, %2 bits, %3 classes")
                    .arg(QString::fromStdString(*best->text("item")))
                    .arg(decimalText(entropy(*best), 4))
                    .arg(locale.toString(qlonglong(best->integer("classes").value_or(0))));
    return text;
}

// Each opener's exact figure (key) against its rank by entropy over the
// lists loaded now, when the file was made with them, and under the same
// prior: a run under weights ranks its openers by the weighted entropy.
void ResultsWindow::plotAgainstRank(Session* session, const std::string& key,
                                    const QString& yLabel) {
    const auto lists = session->lists();
    const auto ranking = session->ranking();
    const JsonLine& h = file_.header();
    const bool same = lists && ranking && h.text("answer_list") == listDigest(lists->answers()) &&
                      h.text("guess_list") == listDigest(lists->guesses());
    if (!same) {
        ChartStyle::replot(rankChart_,
                           tr("Load the lists the file was made with to see the ranks"));
        return;
    }
    const auto filePrior = h.text("prior");
    const auto loaded = session->treePrior();
    if (filePrior != (loaded ? std::optional(loaded->fingerprint()) : std::nullopt)) {
        ChartStyle::replot(
            rankChart_,
            filePrior ? tr("Load the weights the file was made with (prior %1) to see the ranks")
                            .arg(QString::fromStdString(*filePrior))
                      : tr("The file was made without weights: clear them to see the ranks"));
        return;
    }
    std::unordered_map<std::string, int> rank;
    for (size_t i = 0; i < ranking->rows.size(); ++i)
        rank.emplace(lists->guesses().word(ranking->rows[i].guess), static_cast<int>(i) + 1);
    QVector<double> x, y;
    for (const JsonLine& r : file_.records()) {
        const auto value = r.integer(key);
        if (!r.flag("exact").value_or(false) || !value)
            continue;
        if (const auto at = rank.find(*r.text("item")); at != rank.end()) {
            x << at->second;
            y << double(*value);
        }
    }
    QCPGraph* g = rankChart_->addGraph();
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kPointColour, 5));
    g->setData(x, y);
    rankChart_->xAxis->setLabel(filePrior ? tr("rank by entropy\nunder the prior")
                                          : tr("rank by entropy"));
    wholeNumberTicks(rankChart_->xAxis);
    wholeNumberTicks(rankChart_->yAxis);
    rankChart_->yAxis->setLabel(yLabel);
    rankChart_->rescaleAxes();
    rankChart_->xAxis->scaleRange(1.05, rankChart_->xAxis->range().center());
    rankChart_->yAxis->scaleRange(1.1, rankChart_->yAxis->range().center());
    ChartStyle::replot(rankChart_);
}

// How many items have each value (exact figures only, for openers).
void ResultsWindow::plotHistogram(const std::string& key, const QString& xLabel, double binWidth) {
    const bool openers = kind_ == Kind::Tree || kind_ == Kind::Within;
    std::map<int64_t, int> counts;  // by value, or by bin
    for (const JsonLine& r : file_.records()) {
        if (openers && !r.flag("exact").value_or(false))
            continue;
        const JsonLine::Value* v = r.find(key);
        if (const int64_t* i = v ? std::get_if<int64_t>(v) : nullptr)
            ++counts[binWidth > 0 ? static_cast<int64_t>(std::floor(double(*i) / binWidth)) : *i];
        else if (const double* d = v ? std::get_if<double>(v) : nullptr; d && binWidth > 0)
            ++counts[static_cast<int64_t>(std::floor(*d / binWidth))];
    }
    const double width = binWidth > 0 ? binWidth : 1.0;
    QVector<double> x, y;
    for (const auto& [value, count] : counts) {
        x << (binWidth > 0 ? (double(value) + 0.5) * binWidth : double(value));
        y << count;
    }
    auto* bars = new QCPBars(histogram_->xAxis, histogram_->yAxis);
    bars->setPen(Qt::NoPen);
    bars->setBrush(kPointColour);
    bars->setWidthType(QCPBars::wtPlotCoords);
    bars->setWidth(width);
    bars->setData(x, y, true);
    histogram_->xAxis->setLabel(xLabel);
    histogram_->yAxis->setLabel(openers || kind_ == Kind::Absurdle ? tr("openers")
                                : kind_ == Kind::Equations         ? tr("equations")
                                : kind_ == Kind::Boards            ? tr("games")
                                                                   : tr("targets"));
    if (binWidth <= 0)
        wholeNumberTicks(histogram_->xAxis);
    wholeNumberTicks(histogram_->yAxis);
    histogram_->rescaleAxes();
    histogram_->xAxis->scaleRange(1.1, histogram_->xAxis->range().center());
    histogram_->yAxis->setRangeLower(0);
    histogram_->yAxis->setRangeUpper(histogram_->yAxis->range().upper * 1.1);
    ChartStyle::replot(histogram_);
}

}  // namespace guesslab::gui
