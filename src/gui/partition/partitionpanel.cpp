// SPDX-License-Identifier: GPL-3.0-or-later
#include "partitionpanel.h"

#include "chartstyle.h"
#include "enginetext.h"
#include "gameglyphs.h"
#include "numbertext.h"
#include "partitionmodel.h"
#include "rememberedfields.h"
#include "session.h"
#include "spacedticker.h"
#include "statustext.h"
#include "tiledelegate.h"
#include "tilepainter.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {
const QColor kBarColour(0x5b, 0x7d, 0xb1);
constexpr int kTileMargin = 8;  // pixels between the axis and the tiles
}  // namespace

PartitionPanel::PartitionPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      model_(new PartitionModel(this)),
      words_(new QStringListModel(this)),
      edit_(new QLineEdit(this)),
      logScale_(new QCheckBox(tr("Log scale"), this)),
      summary_(new QLabel(this)),
      chart_(new QCustomPlot(this)),
      table_(new QTableView(this)),
      wordList_(new QListView(this)) {
    setObjectName(QStringLiteral("partitionPanel"));
    edit_->setPlaceholderText(tr("a guess, or two: clint+soare"));
    edit_->setToolTip(tr("Type any word of the game, or two joined by +, and press Enter"));
    edit_->setMaxLength(200);
    edit_->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("{1,2,3,4} vs {5,6,7,8}")));
    auto* label = new QLabel(tr("G&uess:"), this);
    label->setBuddy(edit_);
    // The button and the log-scale box have no Alt+ letters (Enter in the
    // field shows the guess): the panels above, shown with this one, use
    // the letters their names have.
    auto* show = new QPushButton(tr("Show"), this);
    logScale_->setToolTip(tr("Class sizes on a logarithmic axis"));
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setWordWrap(true);

    ChartStyle::apply(chart_, tr("Class sizes, largest first"));
    chart_->setObjectName(QStringLiteral("partitionChart"));
    chart_->installEventFilter(this);
    // Room under the axis for the tiles of each bar.
    chart_->axisRect()->setAutoMargins(QCP::msLeft | QCP::msTop | QCP::msRight);

    table_->setModel(model_);
    table_->setItemDelegateForColumn(PartitionModel::PatternColumn,
                                     new TileDelegate(PartitionModel::PatternRole, -1, table_));
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    wordList_->setModel(words_);
    wordList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    wordList_->setToolTip(tr("The answers of the selected class"));

    auto* top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(edit_);
    top->addWidget(show);
    top->addWidget(logScale_);
    top->addWidget(summary_, 1);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(table_);
    bottom->addWidget(wordList_);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(chart_);
    split->addWidget(bottom);
    split->setSizes({1000, 1000});  // the classes' table as tall as the chart, not a strip
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    connect(edit_, &QLineEdit::returnPressed, this, [this] { showWord(edit_->text()); });
    connect(show, &QPushButton::clicked, this, [this] { showWord(edit_->text()); });
    connect(logScale_, &QCheckBox::toggled, this, &PartitionPanel::updateChart);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                words_->setStringList(model_->members(current.row()));
            });
    connect(chart_, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable*, int index, QMouseEvent*) { selectClass(index); });
    connect(session_, &Session::rankingChanged, this, &PartitionPanel::refresh);
    // Another game (another kind, or words of another length or alphabet):
    // the last guess means nothing there, and the new game's best is shown.
    connect(session_, &Session::listsChanged, this, [this] {
        QString game;
        if (const auto lists = session_->lists())
            game = QString::fromStdString(lists->answers().alphabet().symbols()) +
                   QString::number(lists->length());
        else if (session_->game())
            game = EngineText::text(session_->game()->namePhrase());
        if (game != shownGame_ || !session_->lists()) {
            word_.clear();
            edit_->clear();
            summary_->clear();  // the old guess's figures, until the new best is shown
        }
        shownGame_ = game;
    });
    RememberedFields::attach(QStringLiteral("partition"), {{QStringLiteral("log"), logScale_}});
}

bool PartitionPanel::showWord(const QString& word) {
    QString error;
    const auto partition = session_->partition(word, &error);
    if (!partition) {
        summary_->setText(statusHtml(error.isEmpty() ? tr("No lists loaded") : error, true));
        return false;
    }
    word_ = QString::fromStdString(partition->guess);
    if (!partition->second.empty())
        word_ += QStringLiteral("+") + QString::fromStdString(partition->second);
    if (edit_->text() != word_)
        edit_->setText(word_);
    auto shared = std::make_shared<const Partition>(*partition);
    if (const auto lists = session_->lists()) {
        model_->setPartition(lists, shared);  // tiles
    } else {
        const auto game = session_->game();
        const Question q = *session_->parseQuestion(word_, &error);
        const int height = table_->verticalHeader()->defaultSectionSize() - 4;
        model_->setPartition(
            {[game](WordId s) { return EngineText::secret(*game, s); },
             [game, q](Feedback f) { return EngineText::feedback(*game, q, f); },
             [game, q, height](Feedback f) { return GameGlyphs::feedback(*game, q, f, height); }},
            shared);
    }
    table_->resizeColumnToContents(PartitionModel::PatternColumn);  // one word's tiles or a pair's
    const GuessMeasures& m = partition->measures;
    QString summary = tr("<b>%1</b>: entropy %2 bits · remaining %3 bits · %4 classes · "
                         "largest %5 · expected size %6%7")
                          .arg(word_)
                          .arg(decimalText(m.entropy, 4))
                          .arg(decimalText(m.remaining, 4))
                          .arg(m.classes)
                          .arg(m.largest)
                          .arg(decimalText(m.expectedSize, 2))
                          .arg(!m.isCandidate      ? QString()
                               : session_->lists() ? tr(" · may be the answer")
                                                   : tr(" · may be the secret"));
    // Any word of the game can be analysed, but one the game would not
    // accept is named as such.
    if (const auto lists = session_->lists())
        for (const std::string& w : {partition->guess, partition->second})
            if (!w.empty() && !lists->guesses().contains(w) && !lists->answers().contains(w))
                summary += QStringLiteral("<br>") +
                           statusHtml(tr("'%1' is in neither list: analysed as typed, though "
                                         "the game would not accept it.")
                                          .arg(QString::fromStdString(w)),
                                      true);
    summary_->setText(summary);
    updateChart();
    selectClass(0);
    return true;
}

void PartitionPanel::refresh() {
    edit_->setPlaceholderText(session_->lists() ? tr("a guess, or two: clint+soare")
                                                : tr("a question, e.g. %1").arg(example()));
    if (word_.isEmpty() || !session_->game()) {
        model_->setPartition(nullptr, nullptr);
        words_->setStringList({});
        updateChart();
        return;
    }
    if (!showWord(word_)) {
        model_->setPartition(nullptr, nullptr);
        words_->setStringList({});
        updateChart();
    }
}

void PartitionPanel::selectClass(int row) {
    if (row < 0 || row >= model_->rowCount())
        return;
    table_->setCurrentIndex(model_->index(row, 0));
    table_->scrollTo(model_->index(row, 0));
    words_->setStringList(model_->members(row));
}

void PartitionPanel::updateChart() {
    chart_->clearPlottables();
    chart_->clearItems();
    const Partition* p = model_->partition();
    auto* bars = new QCPBars(chart_->xAxis, chart_->yAxis);
    bars->setName(tr("class size"));
    bars->setPen(Qt::NoPen);
    bars->setBrush(kBarColour);
    bars->setWidth(0.8);
    bars->setSelectable(QCP::stSingleData);
    double largest = 1;
    if (p)
        for (size_t i = 0; i < p->classes.size(); ++i) {
            bars->addData(static_cast<double>(i),
                          static_cast<double>(p->classes[i].members.size()));
            largest = std::max(largest, static_cast<double>(p->classes[i].members.size()));
        }
    const bool log = logScale_->isChecked();
    chart_->yAxis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (log) {
        chart_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        chart_->yAxis->setProperty("counts", false);  // powers of ten, marked by no SpacedTicker
    } else {
        SpacedTicker::install(chart_->yAxis, SpacedTicker::Values::Counts);
    }
    bars->setBaseValue(log ? 0.5 : 0.0);
    chart_->yAxis->setRange(log ? 0.5 : 0.0, largest * (log ? 1.5 : 1.05));
    chart_->yAxis->setLabel(session_->lists() ? tr("answers in the class")
                                              : tr("secrets in the class"));
    const double count = p ? static_cast<double>(p->classes.size()) : 1.0;
    chart_->xAxis->setRange(-0.6, count - 0.4);
    chart_->xAxis->setTickLabels(false);
    chart_->xAxis->setTicks(false);
    placeTiles();
    ChartStyle::replot(chart_);
}

// What a question of the other game looks like: its best opener.
QString PartitionPanel::example() const {
    const auto ranking = session_->questionRanking();
    const auto game = session_->game();
    if (!game || !ranking || ranking->ranking.rows.empty())
        return QStringLiteral("1122");
    return QString::fromStdString(
        game->describeQuestion(ranking->questions[ranking->ranking.rows.front().guess]));
}

// Each bar's feedback under the axis: a column of tiles sized to the bar, or
// the other game's glyph.
void PartitionPanel::placeTiles() {
    chart_->clearItems();
    const Partition* p = model_->partition();
    if (const auto game = session_->game();
        game && !session_->lists() && p && !p->classes.empty()) {
        QString error;
        const auto q = session_->parseQuestion(word_, &error);
        const double barPixels =
            chart_->axisRect()->width() / static_cast<double>(p->classes.size());
        const int height = std::clamp(static_cast<int>(barPixels * 0.5), 8, 22);
        chart_->axisRect()->setMargins(QMargins(0, 0, 0, height + 2 * kTileMargin));
        for (size_t i = 0; q && i < p->classes.size(); ++i) {
            const QPixmap glyph =
                GameGlyphs::feedback(*game, *q, p->classes[i].pattern.value, height);
            if (glyph.width() > barPixels * 1.2)
                continue;  // too narrow for this bar: the table shows it
            auto* item = new QCPItemPixmap(chart_);
            item->setPixmap(glyph);
            item->setClipToAxisRect(false);
            item->topLeft->setTypeX(QCPItemPosition::ptPlotCoords);
            item->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
            const double below =
                1.0 + kTileMargin / std::max(1.0, double(chart_->axisRect()->height()));
            item->topLeft->setCoords(static_cast<double>(i) - glyph.width() / 2.0 / barPixels,
                                     below);
        }
        return;
    }
    const int length = session_->lists() ? session_->lists()->length() : 0;
    if (!p || p->classes.empty() || length == 0) {
        chart_->axisRect()->setMargins(QMargins(0, 0, 0, 20));
        return;
    }
    const double barPixels = chart_->axisRect()->width() / static_cast<double>(p->classes.size());
    // A third of the chart's height at most: the bars need the rest.
    const int side = std::clamp(static_cast<int>(barPixels * 0.8), 0,
                                std::min(14, chart_->height() / (3 * length) - 1));
    chart_->axisRect()->setMargins(
        QMargins(0, 0, 0, side >= 3 ? length * (side + 1) + 2 * kTileMargin : 20));
    if (side < 3)
        return;  // too many classes to draw tiles legibly: the table shows them
    for (size_t i = 0; i < p->classes.size(); ++i) {
        const QString pattern = QString::fromStdString(toString(p->classes[i].pattern, length));
        auto* item = new QCPItemPixmap(chart_);
        item->setPixmap(TilePainter::pixmap(pattern, side, true));
        item->setClipToAxisRect(false);
        item->topLeft->setTypeX(QCPItemPosition::ptPlotCoords);
        item->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        const double below =
            1.0 + kTileMargin / std::max(1.0, double(chart_->axisRect()->height()));
        item->topLeft->setCoords(static_cast<double>(i) - side / 2.0 / barPixels, below);
    }
}

bool PartitionPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == chart_ && event->type() == QEvent::Resize) {
        placeTiles();
        ChartStyle::replot(chart_);
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace guesslab::gui
