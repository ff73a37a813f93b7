// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerpaths.h"

#include "referencegrader.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {
constexpr int kAnswerRole = Qt::UserRole + 1;  // the answer's id
}  // namespace

AnswerPaths::AnswerPaths(QWidget* parent)
    : QWidget(parent),
      find_(new QLineEdit(this)),
      count_(new QLabel(this)),
      model_(new QStandardItemModel(0, ColumnCount, this)),
      proxy_(new QSortFilterProxyModel(this)),
      table_(new QTableView(this)) {
    setObjectName(QStringLiteral("answerPaths"));
    find_->setPlaceholderText(tr("find an answer, e.g. fuzzy"));
    find_->setToolTip(tr("Shows the answers starting with this text; a whole answer is also "
                         "opened in the tree"));
    find_->setClearButtonEnabled(true);
    model_->setHorizontalHeaderLabels({tr("Answer"), tr("Guesses"), tr("Words played")});
    proxy_->setSourceModel(model_);
    proxy_->setFilterKeyColumn(AnswerColumn);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setSortRole(Qt::UserRole + 2);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(AnswerColumn, Qt::AscendingOrder);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setToolTip(tr("Every answer and how the strategy solves it; click a header to sort"));

    auto* label = new QLabel(tr("&Look up:"), this);
    label->setBuddy(find_);
    auto* row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(find_, 1);
    row->addWidget(count_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(table_, 1);

    connect(find_, &QLineEdit::textChanged, this, &AnswerPaths::find);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    Q_EMIT answerChosen(
                        current.siblingAtColumn(AnswerColumn).data(kAnswerRole).toUInt());
            });
}

// Each answer played through the strategy with the plain grader.
void AnswerPaths::setStrategy(std::shared_ptr<const GameLists> lists,
                              std::shared_ptr<const StrategyTree> strategy) {
    clear();
    if (!lists || !strategy || strategy->empty())
        return;
    const WordList& answers = lists->answers();
    for (WordId a = 0; a < answers.size(); ++a) {
        const std::string target = answers.word(a);
        QStringList played;
        bool solved = false;
        uint32_t node = StrategyTree::kRoot;
        for (size_t step = 0; step < strategy->size() && node != StrategyTree::kNone; ++step) {
            const std::string guess = lists->guesses().word(strategy->node(node).guess);
            played << QString::fromStdString(guess);
            const Pattern feedback = gradeWords(guess, target);
            if (feedback == Pattern::allGreen(lists->length())) {
                solved = true;
                break;
            }
            node = strategy->child(node, feedback);
        }
        auto* answer = new QStandardItem(QString::fromStdString(target));
        answer->setData(a, kAnswerRole);
        answer->setData(QString::fromStdString(target), Qt::UserRole + 2);
        auto* guesses = new QStandardItem(solved ? QString::number(played.size()) : tr("missed"));
        guesses->setData(solved ? played.size() : 1000, Qt::UserRole + 2);
        const QString path = played.join(QLatin1Char(' '));
        auto* words = new QStandardItem(path);
        words->setData(path, Qt::UserRole + 2);
        model_->appendRow({answer, guesses, words});
    }
    table_->resizeColumnsToContents();
    find(find_->text());
}

void AnswerPaths::clear() {
    model_->removeRows(0, model_->rowCount());
    count_->clear();
}

void AnswerPaths::find(const QString& text) {
    const QString wanted = text.trimmed();
    proxy_->setFilterRegularExpression(
        QRegularExpression(QLatin1Char('^') + QRegularExpression::escape(wanted),
                           QRegularExpression::CaseInsensitiveOption));
    count_->setText(tr("%1 of %2").arg(proxy_->rowCount()).arg(model_->rowCount()));
    for (int r = 0; r < proxy_->rowCount(); ++r)
        if (proxy_->index(r, AnswerColumn).data().toString().compare(wanted, Qt::CaseInsensitive) ==
            0) {
            table_->setCurrentIndex(proxy_->index(r, AnswerColumn));  // opens it in the tree
            return;
        }
}

}  // namespace guesslab::gui
