// SPDX-License-Identifier: GPL-3.0-or-later
#include "rankingmodel.h"
#include "numbertext.h"

namespace guesslab::gui {

RankingModel::RankingModel(QObject* parent) : QAbstractTableModel(parent) {}

void RankingModel::setRanking(std::shared_ptr<const GameLists> lists,
                              std::shared_ptr<const Ranking> ranking) {
    Namer name;
    if (lists)
        name = [lists](WordId g) { return QString::fromStdString(lists->guesses().word(g)); };
    // Nerdle's guesses are equations (its alphabet has '=').
    const bool equations = lists && lists->guesses().alphabet().contains('=');
    setRanking(lists ? std::move(ranking) : nullptr, std::move(name), {},
               equations ? tr("Equation") : tr("Word"), equations ? tr("Solution") : tr("Answer"));
}

void RankingModel::setRanking(std::shared_ptr<const Ranking> ranking, Namer name,
                              Decorator decoration, const QString& header,
                              const QString& candidateHeader) {
    beginResetModel();
    ranking_ = std::move(ranking);
    name_ = std::move(name);
    decoration_ = std::move(decoration);
    header_ = header;
    candidateHeader_ = candidateHeader;
    exact_.clear();  // a new position
    rowOfWord_.clear();
    if (ranking_) {
        rowOfWord_.reserve(static_cast<qsizetype>(ranking_->rows.size()));
        for (size_t i = 0; i < ranking_->rows.size(); ++i)
            rowOfWord_.insert(name_(ranking_->rows[i].guess), static_cast<int>(i));
    }
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, Word, Word);
}

void RankingModel::clear() {
    setRanking(nullptr, {}, {}, header_.isEmpty() ? tr("Word") : header_,
               candidateHeader_.isEmpty() ? tr("Answer") : candidateHeader_);
}

const GuessMeasures* RankingModel::measuresAt(int row) const {
    if (!ranking_ || row < 0 || row >= static_cast<int>(ranking_->rows.size()))
        return nullptr;
    return &ranking_->rows[static_cast<size_t>(row)];
}

int RankingModel::rowOf(const QString& word) const {
    return rowOfWord_.value(word, -1);
}

int RankingModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !ranking_)
        return 0;
    return static_cast<int>(ranking_->rows.size());
}

int RankingModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : exactShown_ ? ColumnCount : Exact;
}

void RankingModel::setExactColumn(bool shown) {
    beginResetModel();
    exactShown_ = shown;
    endResetModel();
}

void RankingModel::setExact(QHash<QString, ExactValue> values) {
    exact_ = std::move(values);
    if (exactShown_ && rowCount() > 0)
        Q_EMIT dataChanged(index(0, Exact), index(rowCount() - 1, Exact));
}

QVariant RankingModel::data(const QModelIndex& index, int role) const {
    const GuessMeasures* m = index.isValid() ? measuresAt(index.row()) : nullptr;
    if (!m)
        return {};
    const QString word = name_(m->guess);
    switch (role) {
        case Qt::DecorationRole:
            if (index.column() == Word && decoration_)
                return decoration_(m->guess);
            return {};
        case WordRole:
            return word;
        case GuessIdRole:
            return static_cast<quint32>(m->guess);
        case IsAnswerRole:
            return m->isCandidate;
        case Qt::TextAlignmentRole:
            return index.column() == Word ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                          : QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            // A bound equal to the best reads like a tie: it is not one.
            if (const auto it = exact_.find(word);
                index.column() == Exact && it != exact_.end() && !it->exact)
                return tr("%1: at least %2 further guesses on average, so no better than the "
                          "best; the bound settled it, so its exact value was not searched")
                    .arg(word, decimalText(it->average, 4));
            return tr("%1: %2 bits of information, %3 bits left on average, %4 classes, "
                      "largest %5")
                .arg(word)
                .arg(decimalText(m->entropy, 4))
                .arg(decimalText(m->remaining, 4))
                .arg(m->classes)
                .arg(m->largest);
        case Qt::DisplayRole:
        case SortRole: {
            const bool display = role == Qt::DisplayRole;
            switch (index.column()) {
                case Rank:
                    return index.row() + 1;
                case Word:
                    return word;
                case Entropy:
                    return display ? QVariant(decimalText(m->entropy, 4)) : m->entropy;
                case Remaining:
                    return display ? QVariant(decimalText(m->remaining, 4)) : m->remaining;
                case Classes:
                    return m->classes;
                case Largest:
                    return m->largest;
                case ExpectedSize:
                    return display ? QVariant(decimalText(m->expectedSize, 2)) : m->expectedSize;
                case IsAnswer:
                    return display ? QVariant(m->isCandidate ? tr("yes") : QString())
                                   : m->isCandidate;
                case Exact: {
                    const auto it = exact_.find(word);
                    if (it == exact_.end())
                        return display ? QVariant() : QVariant(1e9);  // unknown: last
                    if (!display)
                        return it->average;
                    const QString value = decimalText(it->average, 4);
                    return it->exact ? value : tr("≥ %1").arg(value);
                }
                default:
                    return {};
            }
        }
        default:
            return {};
    }
}

QVariant RankingModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case Rank:
                return tr("Rank");
            case Word:
                return header_.isEmpty() ? tr("Word") : header_;
            case Entropy:
                return tr("Entropy");
            case Remaining:
                return tr("Remaining");
            case Classes:
                return tr("Classes");
            case Largest:
                return tr("Largest");
            case ExpectedSize:
                return tr("Exp. size");
            case IsAnswer:
                return candidateHeader_.isEmpty() ? tr("Answer") : candidateHeader_;
            case Exact:
                return tr("Exact");
            default:
                return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case Rank:
                return tr("Position in the ranking: least remaining entropy first");
            case Entropy:
                return tr("Information the guess gives, in bits");
            case Remaining:
                return tr("Expected entropy left after the guess, in bits");
            case Classes:
                return tr("Number of different patterns the guess can show");
            case Largest:
                return tr("Size of the largest class: the worst case");
            case ExpectedSize:
                return tr("Expected number of candidates left");
            case IsAnswer:
                return tr("The guess may itself be the answer");
            case Exact:
                return tr(
                    "Further guesses on average with the best play after this guess, "
                    "exact; ≥: a bound that shows it is no better than the best");
            default:
                return {};
        }
    }
    return {};
}

QHash<int, QByteArray> RankingModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SortRole, "sort");
    names.insert(WordRole, "word");
    names.insert(GuessIdRole, "guessId");
    names.insert(IsAnswerRole, "isAnswer");
    return names;
}

QString RankingModel::widestSample(int column) {
    switch (column) {
        case Word:
            return QStringLiteral("wordsw");
        case Rank:
        case Classes:
        case Largest:
            return QStringLiteral("00000");
        case Exact:
            return QStringLiteral("\u2265 0.0000");
        default:
            return QStringLiteral("00.0000");
    }
}

}  // namespace guesslab::gui
