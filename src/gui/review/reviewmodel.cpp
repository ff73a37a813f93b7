// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewmodel.h"
#include "numbertext.h"

namespace guesslab::gui {

ReviewModel::ReviewModel(QObject* parent) : QAbstractTableModel(parent) {}

void ReviewModel::setReview(std::shared_ptr<const GameReview> review, int length,
                            QStringList feedback) {
    beginResetModel();
    review_ = std::move(review);
    length_ = length;
    feedback_ = std::move(feedback);
    endResetModel();
}

int ReviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !review_ ? 0 : static_cast<int>(review_->moves.size());
}

int ReviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

// The exact figures, or a dash where the search did not reach.
QVariant ReviewModel::figure(const MoveReview& m, int column, int role) const {
    const bool known = column == BestExpected ? m.bestKnown
                       : column == Cost       ? m.bestKnown && m.searched
                       : column == PlayedExpected || column == Luck || column == LuckRank
                           ? m.searched
                           : true;
    if (!known)
        return role == SortRole ? QVariant(-1e9) : QVariant(QStringLiteral("—"));
    const double value = column == BestExpected     ? m.bestExpected()
                         : column == PlayedExpected ? m.playedExpected()
                         : column == Cost           ? m.cost()
                         : column == Luck           ? m.luck()
                                                    : 100 * m.luckRank;
    if (role == SortRole)
        return value;
    if (column == Luck)
        return (value > 0 ? QStringLiteral("+") : QString()) + decimalText(value, 3);
    if (column == LuckRank)
        return tr("%1 %").arg(decimalText(value, 0));
    return decimalText(value, 4);
}

QString ReviewModel::feedbackText(int row) const {
    const MoveReview& m = review_->moves[static_cast<size_t>(row)];
    return row < feedback_.size() ? feedback_[row] : QString::fromStdString(m.feedback);
}

QVariant ReviewModel::data(const QModelIndex& index, int role) const {
    if (!review_ || !index.isValid())
        return {};
    const MoveReview& m = review_->moves[static_cast<size_t>(index.row())];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column == Guess || column == Best ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const bool words = m.feedback.empty();  // other games word their feedback
    if (role == PatternRole)
        return column == Guess && words ? QString::fromStdString(toString(m.pattern, length_))
                                        : QVariant();
    if (role == SymbolsRole)
        return QString::fromStdString(m.guess);
    if (role == Qt::ToolTipRole && !m.searched && !review_->stopped)
        return tr("Too large for the exact search: %n answers left", nullptr,
                  static_cast<int>(m.leftBefore));
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool solvedHere = words ? m.pattern == Pattern::allGreen(length_)
                                  : review_->solved && index.row() + 1 == rowCount();
    switch (column) {
        case Move:
            return index.row() + 1;
        case Guess:  // the tiles show both; the text is for sorting and export
            return role == SortRole
                       ? QString::fromStdString(m.guess)
                       : QStringLiteral("%1 %2").arg(
                             QString::fromStdString(m.guess),
                             words ? QString::fromStdString(toString(m.pattern, length_))
                                   : QStringLiteral("· ") + feedbackText(index.row()));
        case Left:
            if (role == SortRole)
                return static_cast<qulonglong>(m.leftBefore);
            return solvedHere ? tr("%1 → solved").arg(m.leftBefore)
                              : QStringLiteral("%1 → %2").arg(m.leftBefore).arg(m.leftAfter);
        case Best:
            return m.bestKnown ? QString::fromStdString(m.best) : QStringLiteral("—");
        default:
            return figure(m, column, role);
    }
}

QVariant ReviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case Move:
                return tr("Move");
            case Guess:
                return tr("Guess");
            case Left:
                return tr("Left");
            case Best:
                return tr("Best");
            case BestExpected:
                return tr("Best exp.");
            case PlayedExpected:
                return tr("Played exp.");
            case Cost:
                return tr("Cost");
            case Luck:
                return tr("Luck");
            case LuckRank:
                return tr("Luckier than");
            default:
                return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case Left:
                return tr("Answers still possible before the move → after its feedback");
            case Best:
                return tr("A best move here (the move played when it is as good)");
            case BestExpected:
                return tr(
                    "Guesses still needed on average from here with the best play, "
                    "this move included (exact)");
            case PlayedExpected:
                return tr(
                    "Guesses still needed on average after playing this move, then the "
                    "best play (exact)");
            case Cost:
                return tr("Played minus best: the guesses the move gave away on average");
            case Luck:
                return tr(
                    "What the feedback saved against the move's average outcome, in "
                    "guesses (negative: unlucky)");
            case LuckRank:
                return tr(
                    "The share of the answers left whose feedback would have left more to "
                    "play than the feedback received");
            default:
                return {};
        }
    }
    return {};
}

}  // namespace guesslab::gui
