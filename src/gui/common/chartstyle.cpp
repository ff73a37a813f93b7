// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartstyle.h"

#include "spacedticker.h"

#include <qcustomplot.h>

#include <algorithm>

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>

namespace guesslab::gui {

namespace {
// Wraps a legend under its chart into as many columns as fit the chart's
// width: in one row a long legend (German, a narrow chart: Mastermind's
// openers) was cut off.
void wrapLegend(QCustomPlot* plot) {
    QCPLegend* legend = plot->legend;
    int widest = 0, total = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {  // cells, some empty once wrapped
        const QCPAbstractLegendItem* item = legend->item(i);
        if (!item)
            continue;
        const int w = item->minimumOuterSizeHint().width() + legend->columnSpacing();
        widest = std::max(widest, w);
        total += w;
    }
    const int room = plot->width() - legend->margins().left() - legend->margins().right();
    // One column where two do not fit: taller, but every entry whole.
    const int columns = total <= room || widest == 0 ? 0 : std::max(1, room / widest);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);  // rearranged
    }
}

QCPTextElement* titleOf(QCustomPlot* plot) {
    return plot->plotLayout()->rowCount() > 1
               ? qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0))
               : nullptr;
}

QCPItemText* noteOf(QCustomPlot* plot) {
    for (int i = 0; i < plot->itemCount(); ++i)
        if (plot->item(i)->objectName() == QLatin1String("emptyNote"))
            return static_cast<QCPItemText*>(plot->item(i));
    return nullptr;
}

// A text in as many lines as the room needs, words kept whole; the lines
// it gives are kept.
QString wrapped(const QString& text, const QFontMetrics& fm, int room) {
    QStringList lines;
    for (const QString& given : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : given.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && fm.horizontalAdvance(longer) > room) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

// A chart's text (its title, its empty note) in as many lines as `room`
// needs, from the whole text kept in its "full" property; true when the
// lines changed.
template <class Text>
bool rewrap(Text* text, int room) {
    if (!text)
        return false;
    const QFontMetrics fm(text->font());
    const QString lines =
        wrapped(text->property("full").toString(), fm, std::max(room, fm.averageCharWidth() * 8));
    if (lines == text->text())
        return false;
    text->setText(lines);
    return true;
}

// At 150 % on a laptop a title in one line ran past both edges, and a long
// note ("Load the weights the file was made with ...") in a narrow chart.
bool wrapTitle(QCustomPlot* plot) {
    return rewrap(titleOf(plot), plot->width() - 8);
}
bool wrapNote(QCustomPlot* plot) {
    return rewrap(noteOf(plot), plot->width() - 24);
}

// The text ticks stored on the axis, every k-th where all would overlap
// (twenty slanted openers under a narrow chart ran into one block).
void spreadTextTicks(QCPAxis* axis) {
    const QVariantList at = axis->property("tickAt").toList();
    const QStringList labels = axis->property("tickText").toStringList();
    auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
    if (!ticker || !axis->property("tickAt").isValid())
        return;  // a text ticker of the panel's own (the scatter's log axis)
    const QFontMetrics fm(axis->tickLabelFont());
    int widest = 0;
    for (const QString& label : labels)
        for (const QString& line : label.split(QLatin1Char('\n')))
            widest = std::max(widest, fm.horizontalAdvance(line));
    const QMargins margins = axis->axisRect()->margins();
    const int length = axis->parentPlot()->width() - margins.left() - margins.right();
    const double perTick = length / std::max(1.0, axis->range().size());
    const double slant = std::abs(std::sin(qDegreesToRadians(axis->tickLabelRotation())));
    const double needed = slant > 0.01 ? fm.height() / slant : widest + fm.height() / 2.0;
    const int every = std::max(1, static_cast<int>(std::ceil(needed / std::max(1.0, perTick))));
    QMap<double, QString> shown;
    for (qsizetype i = 0; i < at.size() && i < labels.size(); i += every)
        shown.insert(at[i].toDouble(), labels[i]);
    ticker->setTicks(shown);
}

// Wraps the title and the legend again whenever the chart is resized.
class ChartFitter : public QObject {
public:
    explicit ChartFitter(QCustomPlot* plot) : QObject(plot), plot_(plot) {
        plot->installEventFilter(this);
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == plot_ && event->type() == QEvent::Resize) {
            const int before = plot_->legend->wrap();
            if (plot_->legend->layout() == plot_->plotLayout())  // under the chart
                wrapLegend(plot_);
            for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis})
                spreadTextTicks(axis);
            const bool title = wrapTitle(plot_);
            if (wrapNote(plot_) || title || plot_->legend->wrap() != before)
                plot_->replot(QCustomPlot::rpQueuedReplot);
        }
        return false;
    }

private:
    QCustomPlot* plot_;
};

}  // namespace

void ChartStyle::apply(QCustomPlot* plot, const QString& title) {
    plot->setMinimumHeight(140);
    // Tick labels in the regional format, as the tables, without thousands
    // separators (they crowd the ticks: 1.0001.250).
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    plot->setLocale(locale);
    plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom | QCP::iSelectPlottables);
    plot->axisRect()->setRangeZoom(Qt::Horizontal);
    plot->axisRect()->setRangeDrag(Qt::Horizontal);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->grid()->setPen(QPen(QColor(220, 220, 220), 1, Qt::DotLine));
        axis->setBasePen(QPen(QColor(120, 120, 120)));
        SpacedTicker::install(axis);  // a panel's own ticker may replace it
    }
    if (plot->plotLayout()->rowCount() == 1) {
        plot->plotLayout()->insertRow(0);
        auto* text = new QCPTextElement(plot, title, QFont(plot->font().family(), -1, QFont::Bold));
        text->setObjectName(QStringLiteral("title"));
        plot->plotLayout()->addElement(0, 0, text);
        new ChartFitter(plot);
    }
    setTitle(plot, title);
    replot(plot);
}

void ChartStyle::legendBelow(QCustomPlot* plot) {
    plot->axisRect()->insetLayout()->take(plot->legend);
    QCPLayoutGrid* layout = plot->plotLayout();
    layout->addElement(layout->rowCount(), 0, plot->legend);
    layout->setRowStretchFactor(layout->rowCount() - 1, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    // A row of its own needs no box (whose lower edge the widget cut).
    plot->legend->setBorderPen(Qt::NoPen);
    // A bound on its width that is not "none": without one the layout asks
    // the legend, and an empty one answers with its margins, narrowing the
    // column it shares with the chart (an empty chart's title stood at the
    // left). QWIDGETSIZE_MAX - 1 would not do: the margins added to it
    // reach "none" again.
    plot->legend->setMaximumSize(1 << 20, QWIDGETSIZE_MAX);
}

void ChartStyle::setTextTicks(QCPAxis* axis, const QMap<double, QString>& labels) {
    QVariantList at;
    for (double key : labels.keys())
        at << key;
    axis->setProperty("tickAt", at);
    axis->setProperty("tickText", QStringList(labels.values()));
    axis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    if (!axis->property("tickSpread").toBool()) {  // again for a new range, or a zoom
        QObject::connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), axis,
                         [axis] { spreadTextTicks(axis); });
        axis->setProperty("tickSpread", true);
    }
    spreadTextTicks(axis);
}

void ChartStyle::setTitle(QCustomPlot* plot, const QString& title) {
    if (QCPTextElement* t = titleOf(plot)) {
        t->setProperty("full", title);
        t->setText(title);
        wrapTitle(plot);
    }
}

QString ChartStyle::title(QCustomPlot* plot) {
    const QCPTextElement* t = titleOf(plot);
    return t ? t->property("full").toString() : QString();
}

QString ChartStyle::emptyNote(QCustomPlot* plot) {
    const QCPItemText* note = noteOf(plot);
    return note ? note->text() : QString();
}

bool ChartStyle::isEmpty(QCustomPlot* plot) {
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto* data = plot->plottable(i)->interface1D(); data && data->dataCount() > 0)
            return false;
    return true;
}

void ChartStyle::replot(QCustomPlot* plot, const QString& emptyText) {
    const bool empty = isEmpty(plot);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setVisible(!empty);
        axis->grid()->setVisible(!empty);
    }
    if (empty)
        plot->legend->setVisible(false);
    // The note exists only while the chart is empty, so panels that count
    // their own items (glyphs under bars) never meet it.
    QCPItemText* note = noteOf(plot);
    if (!empty && note) {
        plot->removeItem(note);
    } else if (empty) {
        if (!note) {
            note = new QCPItemText(plot);
            note->setObjectName(QStringLiteral("emptyNote"));
            note->setClipToAxisRect(false);
            note->position->setType(QCPItemPosition::ptAxisRectRatio);
            note->position->setCoords(0.5, 0.5);
            note->setColor(QColor(110, 110, 110));
        }
        note->setProperty(
            "full", emptyText.isEmpty()
                        ? QCoreApplication::translate("guesslab::gui::ChartStyle", "No results yet")
                        : emptyText);
        wrapNote(plot);
    }
    if (plot->legend->layout() == plot->plotLayout())  // under the chart (legendBelow)
        wrapLegend(plot);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace guesslab::gui
