// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestrategymodel.h"

#include "enginetext.h"
#include "numbertext.h"

#include <QLocale>

#include <map>

namespace guesslab::gui {

GameStrategyModel::GameStrategyModel(QObject* parent) : RowTreeModel(parent) {}

void GameStrategyModel::clear() {
    beginResetModel();
    game_.reset();
    strategy_.reset();
    questionsOf_.clear();
    items_.clear();
    clearRows();
    endResetModel();
}

void GameStrategyModel::setStrategy(std::shared_ptr<const Game> game,
                                    std::shared_ptr<const GameStrategy> strategy) {
    beginResetModel();
    game_ = std::move(game);
    strategy_ = std::move(strategy);
    items_.clear();
    clearRows();
    questionsOf_.assign(game_ ? game_->secretCount() : 0, 0);
    if (game_ && strategy_ && !strategy_->empty()) {
        std::vector<SecretId> all(game_->secretCount());
        for (SecretId s = 0; s < all.size(); ++s)
            all[s] = s;
        addRows(GameStrategy::kRoot, all, -1, 1);
    }
    endResetModel();
}

// One row per feedback the node's question gets from the secrets reaching it.
void GameStrategyModel::addRows(uint32_t node, const std::vector<SecretId>& secrets, int parent,
                                int depth) {
    const Question& q = strategy_->node(node).question;
    std::map<Feedback, std::vector<SecretId>> byFeedback;
    for (SecretId s : secrets)
        byFeedback[game_->feedback(q, s)].push_back(s);
    for (const auto& [f, group] : byFeedback) {
        const int id = addRow(parent);
        Item item;
        item.node = node;
        item.feedback = f;
        item.next = strategy_->child(node, f);
        item.found = game_->wins(q, f) || (game_->endsWhenIdentified() && group.size() == 1);
        item.secrets = group.size();
        item.depth = depth;
        items_.push_back(item);
        if (!item.found && item.next != GameStrategy::kNone)
            addRows(item.next, group, id, depth + 1);
        else  // found here, or left unfound where the strategy stops
            for (SecretId s : group)
                questionsOf_[s] = static_cast<uint64_t>(depth);
        // The rows below are made: every secret of the group has its count.
        uint64_t total = 0;
        for (SecretId s : group)
            total += questionsOf_[s];
        items_[static_cast<size_t>(id)].total = total;
    }
}

int GameStrategyModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant GameStrategyModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const Item& item = items_[static_cast<size_t>(index.internalId())];
    const Question& q = strategy_->node(item.node).question;
    const QString question = QString::fromStdString(game_->describeQuestion(q));
    const QString next =
        item.found || item.next == GameStrategy::kNone
            ? QString()
            : QString::fromStdString(game_->describeQuestion(strategy_->node(item.next).question));
    const QLocale locale;
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case QuestionColumn:
                    return question;
                case FeedbackColumn:
                    return EngineText::feedback(*game_, q, item.feedback);
                case SecretsColumn:
                    return locale.toString(qulonglong(item.secrets));
                case TotalColumn:
                    return locale.toString(qulonglong(item.total));
                case AverageColumn:
                    return decimalText(double(item.total) / double(item.secrets), 3);
                case NextColumn:
                    if (item.found)
                        return tr("found with %n", nullptr, item.depth);
                    return next.isEmpty() ? tr("not found") : next;
            }
            return {};
        case Qt::TextAlignmentRole:
            return index.column() == SecretsColumn || index.column() == TotalColumn ||
                           index.column() == AverageColumn
                       ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                       : QVariant();
        case Qt::ToolTipRole:
            if (item.found)
                return tr("Found with question %1").arg(item.depth);
            return next.isEmpty() ? tr("%n secrets give this feedback; the strategy stops here",
                                       nullptr, static_cast<int>(item.secrets))
                                  : tr("%n secrets give this feedback; the strategy then asks %1",
                                       nullptr, static_cast<int>(item.secrets))
                                        .arg(next);
    }
    return {};
}

QVariant GameStrategyModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole)
        switch (section) {
            case QuestionColumn:
                return tr("Question");
            case FeedbackColumn:
                return tr("Feedback");
            case SecretsColumn:
                return tr("Secrets");
            case TotalColumn:
                return tr("Questions");
            case AverageColumn:
                return tr("Average");
            case NextColumn:
                return tr("Then");
        }
    if (role == Qt::ToolTipRole)
        switch (section) {
            case SecretsColumn:
                return tr("How many secrets give this feedback");
            case TotalColumn:
                return tr("The questions those secrets take in all, from the first");
            case AverageColumn:
                return tr("The questions those secrets take on average, from the first");
            case NextColumn:
                return tr("The next question the strategy asks");
        }
    return {};
}

}  // namespace guesslab::gui
