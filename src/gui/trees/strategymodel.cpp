// SPDX-License-Identifier: GPL-3.0-or-later
#include "strategymodel.h"

#include "numbertext.h"
#include "referencegrader.h"

#include <QLocale>

#include <algorithm>

namespace guesslab::gui {

StrategyModel::StrategyModel(QObject* parent) : RowTreeModel(parent) {}

void StrategyModel::clear() {
    beginResetModel();
    lists_.reset();
    strategy_.reset();
    check_.reset();
    items_.clear();
    clearRows();
    endResetModel();
}

void StrategyModel::setStrategy(std::shared_ptr<const GameLists> lists,
                                std::shared_ptr<const StrategyTree> strategy,
                                std::shared_ptr<const StrategyCheck> check) {
    beginResetModel();
    lists_ = std::move(lists);
    strategy_ = std::move(strategy);
    check_ = std::move(check);
    items_.clear();
    clearRows();
    if (strategy_ && !strategy_->empty() && check_->answersAt.size() == strategy_->size())
        addEdges(StrategyTree::kRoot, -1, 1);
    endResetModel();
}

// One row per feedback the node's guess gets from the answers reaching it:
// all green first (when the guess is one of them), then the others.
void StrategyModel::addEdges(uint32_t node, int parent, int depth) {
    const StrategyTree::Node& n = strategy_->node(node);
    std::vector<Pattern> feedback;
    uint32_t below = 0;
    for (const auto& [p, child] : n.next)
        below += check_->answersAt[child];
    if (check_->answersAt[node] > below)
        feedback.push_back(Pattern::allGreen(lists_->length()));
    for (const auto& [p, child] : n.next)
        if (check_->answersAt[child] > 0)
            feedback.push_back(p);
    for (Pattern p : feedback) {
        const int id = addRow(parent);
        items_.push_back(Item{node, p, depth});
        if (p != Pattern::allGreen(lists_->length()))
            addEdges(strategy_->child(node, p), id, depth + 1);
    }
}

QModelIndex StrategyModel::indexOfAnswer(WordId answer) const {
    if (!strategy_ || !lists_ || answer >= lists_->answers().size())
        return {};
    const std::string target = lists_->answers().word(answer);
    const std::vector<int>* rows = &childrenOf(-1);
    while (true) {  // one level a guess: the row with the feedback the answer gives
        int hit = -1;
        for (int item : *rows) {
            const Item& it = items_[static_cast<size_t>(item)];
            const std::string guess = lists_->guesses().word(strategy_->node(it.node).guess);
            if (gradeWords(guess, target) == it.feedback) {
                hit = item;
                break;
            }
        }
        if (hit < 0)
            return {};
        const Item& it = items_[static_cast<size_t>(hit)];
        if (it.feedback == Pattern::allGreen(lists_->length())) {
            const auto& siblings = childrenOf(parentOf(hit));
            const auto place = std::find(siblings.begin(), siblings.end(), hit) - siblings.begin();
            return createIndex(static_cast<int>(place), 0, static_cast<quintptr>(hit));
        }
        rows = &childrenOf(hit);
    }
}

int StrategyModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant StrategyModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const Item& item = items_[static_cast<size_t>(index.internalId())];
    const int length = lists_->length();
    const bool solved = item.feedback == Pattern::allGreen(length);
    const std::string guess = lists_->guesses().word(strategy_->node(item.node).guess);
    const uint32_t child =
        solved ? StrategyTree::kNone : strategy_->child(item.node, item.feedback);
    const uint64_t answers = solved ? 1 : check_->answersAt[child];
    const uint64_t total = solved ? static_cast<uint64_t>(item.depth) : check_->guessesAt[child];
    const QLocale locale;
    switch (role) {
        case PatternRole:
            return index.column() == GuessColumn
                       ? QString::fromStdString(toString(item.feedback, length))
                       : QVariant();
        case SymbolsRole:
            return QString::fromStdString(guess);
        case PathRole: {
            QStringList path;
            for (int i = idOf(index); i >= 0; i = parentOf(i)) {
                const Item& step = items_[static_cast<size_t>(i)];
                path.prepend(QString::fromStdString(
                    lists_->guesses().word(strategy_->node(step.node).guess) + ' ' +
                    toString(step.feedback, length)));
            }
            return path.join(QLatin1Char(' '));
        }
        case Qt::DisplayRole:
            switch (index.column()) {
                case GuessColumn:
                    return QString::fromStdString(guess);
                case AnswersColumn:
                    return locale.toString(qulonglong(answers));
                case TotalColumn:
                    return locale.toString(qulonglong(total));
                case AverageColumn:
                    return decimalText(double(total) / double(answers), 3);
                case NextColumn:
                    return solved ? tr("solved in %n", nullptr, item.depth)
                                  : QString::fromStdString(
                                        lists_->guesses().word(strategy_->node(child).guess));
            }
            return {};
        case Qt::TextAlignmentRole:
            return index.column() == AnswersColumn || index.column() == TotalColumn ||
                           index.column() == AverageColumn
                       ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                       : QVariant();
        case Qt::ToolTipRole:
            return solved ? tr("%1 is the answer: found with guess %2")
                                .arg(QString::fromStdString(guess))
                                .arg(item.depth)
                          : tr("%n answers give this feedback; the strategy then plays %1", nullptr,
                               static_cast<int>(answers))
                                .arg(QString::fromStdString(
                                    lists_->guesses().word(strategy_->node(child).guess)));
    }
    return {};
}

QVariant StrategyModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole)
        switch (section) {
            case GuessColumn:
                return tr("Guess and feedback");
            case AnswersColumn:
                return tr("Answers");
            case TotalColumn:
                return tr("Guesses");
            case AverageColumn:
                return tr("Average");
            case NextColumn:
                return tr("Then");
        }
    if (role == Qt::ToolTipRole)
        switch (section) {
            case AnswersColumn:
                return tr("How many answers give this feedback");
            case TotalColumn:
                return tr("The guesses those answers take in all, from the first");
            case AverageColumn:
                return tr("The guesses those answers take on average, from the first");
            case NextColumn:
                return tr("The next guess the strategy plays");
        }
    return {};
}

}  // namespace guesslab::gui
