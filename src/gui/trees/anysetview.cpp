// SPDX-License-Identifier: GPL-3.0-or-later
#include "anysetview.h"

#include "jobrunner.h"
#include "jobstatustext.h"
#include "session.h"
#include "statustext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {
enum Column { NumberColumn, WordsColumn, SharedColumn, Columns };
}

AnySetView::AnySetView(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      runner_(new JobRunner(tr("Sets of answers"), this)),
      size_(new QSpinBox(this)),
      guesses_(new QSpinBox(this)),
      start_(new QPushButton(tr("Chec&k every set"), this)),
      stop_(new QPushButton(tr("Stop"), this)),
      status_(new QLabel(this)),
      verdict_(new QLabel(this)),
      model_(new QStandardItemModel(0, Columns, this)),
      table_(new QTableView(this)) {
    setObjectName(QStringLiteral("anySetView"));
    size_->setRange(3, 4);
    size_->setValue(3);
    size_->setToolTip(
        tr("N: how many answers in a set. Any two answers can always be found within two "
           "guesses (guess one of them). Up to 4 within two guesses, up to 6 within three"));
    auto* sizeLabel = new QLabel(tr("Sets of &N answers:"), this);
    sizeLabel->setBuddy(size_);
    guesses_->setRange(2, 3);
    guesses_->setValue(2);
    guesses_->setToolTip(
        tr("K: the guesses allowed. Within two guesses a set is found when some guess gives "
           "each of its answers its own feedback; within three, when some guess leaves only "
           "classes that two guesses find"));
    auto* within = new QLabel(tr("guesses allowe&d, K:"), this);
    within->setBuddy(guesses_);
    auto* mode = new QLabel(tr("normal mode"), this);
    connect(guesses_, &QSpinBox::valueChanged, this,
            [this](int k) { size_->setMaximum(k == 2 ? 4 : 6); });
    start_->setToolTip(
        tr("Check every set of N answers of the current lists and list those "
           "that no strategy finds within K guesses"));
    stop_->setToolTip(tr("Stop; the sets found so far stay, not proven to be all"));
    stop_->setEnabled(false);
    status_->setWordWrap(true);
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict_->setText(tr("Can any N answers be found within K guesses? Choose N and K and check."));

    model_->setHorizontalHeaderLabels({tr("#"), tr("Answers"), tr("In place")});
    model_->horizontalHeaderItem(SharedColumn)
        ->setToolTip(tr("The letters every answer of the set has in the same place"));
    table_->setModel(model_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(NumberColumn, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setToolTip(
        tr("Every set of answers that no strategy finds within K guesses: whichever "
           "guess comes first, some of them stay alike"));

    auto* controls = new QHBoxLayout;
    controls->addWidget(sizeLabel);
    controls->addWidget(size_);
    controls->addWidget(within);
    controls->addWidget(guesses_);
    controls->addStretch();
    // The run in a row of its own: beside the tree, the side is narrow.
    auto* run = new QHBoxLayout;
    run->addWidget(mode);
    run->addWidget(start_);
    run->addWidget(stop_);
    run->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(run);
    layout->addWidget(status_);
    layout->addWidget(verdict_);
    layout->addWidget(table_, 1);

    connect(start_, &QPushButton::clicked, this, &AnySetView::start);
    connect(stop_, &QPushButton::clicked, runner_, &JobRunner::stop);
    connect(runner_, &JobRunner::progress, this, [this](double fraction, const QString& text) {
        status_->setText(JobStatusText::progress(*runner_, fraction, text));
    });
    connect(runner_, &JobRunner::finished, this, [this](JobStatus status, const QString& error) {
        start_->setEnabled(true);
        stop_->setEnabled(false);
        status_->setText(JobStatusText::ended(*runner_, status, error, tr("Stopped after %1 s.")));
        Q_EMIT finished();
    });
    connect(session_, &Session::listsChanged, this, &AnySetView::listsChanged);
    listsChanged();
}

// New lists: the sets shown belong to the old ones.
void AnySetView::listsChanged() {
    runner_->cancel();
    model_->removeRows(0, model_->rowCount());
    const auto lists = session_->lists();
    const bool words = lists && !session_->isNerdle();
    start_->setEnabled(words && lists->answersMissingFromGuesses() == 0);
    status_->clear();
    if (!words)
        verdict_->setText(tr("Sets of answers are checked for Wordle-like word games."));
    else if (lists->answersMissingFromGuesses() > 0)
        verdict_->setText(statusHtml(
            tr("%n answers are not in the guess list: add them to check sets of answers.", nullptr,
               static_cast<int>(lists->answersMissingFromGuesses())),
            true));
    else
        verdict_->setText(tr("Can any N of the %1 answers be found within K guesses? Choose N "
                             "and K and check.")
                              .arg(QLocale().toString(qulonglong(lists->answers().size()))));
}

bool AnySetView::start() {
    const auto lists = session_->lists();
    // (The button's own state: the panel may be behind another's tab.)
    if (!lists || session_->isNerdle() || !start_->isEnabledTo(this))
        return false;
    const int size = size_->value();
    const int guesses = guesses_->value();
    auto matrix = session_->matrix();
    model_->removeRows(0, model_->rowCount());
    verdict_->clear();
    start_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Searching…"));
    runner_->start<AnySetReport>(
        session_->engine(),
        [lists, matrix, size, guesses](JobContext& ctx) {
            std::shared_ptr<const PatternMatrix> m = matrix;
            if (!m || m->guessCount() != lists->guesses().size())
                m = std::make_shared<const PatternMatrix>(
                    PatternMatrix::build(lists->guesses(), lists->answers(), &ctx));
            return failingWithin(*lists, *m, size, guesses, &ctx);
        },
        [this, lists](std::shared_ptr<AnySetReport> report) { show(*report, *lists); });
    return true;
}

void AnySetView::show(const AnySetReport& r, const GameLists& lists) {
    const QLocale locale;
    const QString answers = locale.toString(qulonglong(lists.answers().size()));
    if (r.holds)
        verdict_->setText(tr("<b>Every %1 of the %2 answers can be found within %3 guesses</b> · "
                             "proven")
                              .arg(r.size)
                              .arg(answers)
                              .arg(r.guesses));
    else if (r.proven)
        verdict_->setText(tr("<b>%n sets of %1 answers cannot be found within %2 guesses</b> · "
                             "proven, every such set is listed",
                             nullptr, static_cast<int>(r.failing.size()))
                              .arg(r.size)
                              .arg(r.guesses));
    else
        verdict_->setText(tr("Stopped: %n sets of %1 answers found that cannot be found within %2 "
                             "guesses, not proven to be all",
                             nullptr, static_cast<int>(r.failing.size()))
                              .arg(r.size)
                              .arg(r.guesses));
    table_->setSortingEnabled(false);
    model_->setRowCount(static_cast<int>(r.failing.size()));
    for (int row = 0; row < static_cast<int>(r.failing.size()); ++row) {
        QStringList words;
        for (WordId a : r.failing[static_cast<size_t>(row)])
            words << QString::fromStdString(lists.answers().word(a));
        auto* number = new QStandardItem;
        number->setData(row + 1, Qt::DisplayRole);
        model_->setItem(row, NumberColumn, number);
        model_->setItem(row, WordsColumn, new QStandardItem(words.join(QLatin1Char(' '))));
        model_->setItem(row, SharedColumn, new QStandardItem(sharedLetters(words)));
    }
    table_->setSortingEnabled(true);
    table_->resizeColumnToContents(NumberColumn);
    table_->resizeColumnToContents(WordsColumn);
}

QString AnySetView::sharedLetters(const QStringList& words) {
    if (words.isEmpty())
        return {};
    QString shared = words.front();
    for (const QString& w : words)
        for (qsizetype i = 0; i < shared.size(); ++i)
            if (i >= w.size() || w[i] != shared[i])
                shared[i] = QLatin1Char('_');
    return shared;
}

}  // namespace guesslab::gui
