// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsreviewmodel.h"

#include "numbertext.h"
#include "reviewmodel.h"

namespace guesslab::gui {

BoardsReviewModel::BoardsReviewModel(QObject* parent) : QAbstractTableModel(parent) {}

void BoardsReviewModel::setReview(std::shared_ptr<const BoardsGame> game,
                                  std::shared_ptr<const BoardsReview> review) {
    beginResetModel();
    game_ = std::move(game);
    review_ = std::move(review);
    endResetModel();
}

int BoardsReviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !review_ ? 0 : static_cast<int>(review_->moves.size());
}

int BoardsReviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

// Each board's pattern, or the answers it left ("✓" where the guess solved
// it); "–" for a board solved before.
QString BoardsReviewModel::perBoard(const BoardsMoveReview& m, bool feedback) const {
    const int length = game_->board().lists().length();
    QStringList parts;
    for (size_t b = 0; b < m.leftAfter.size(); ++b)
        parts << (!m.openBefore[b] ? QStringLiteral("–")
                  : feedback       ? QString::fromStdString(
                                         toString(Pattern{static_cast<uint16_t>(m.feedback[b])}, length))
                  : m.solvedHere[b] ? QStringLiteral("✓")
                                    : QLocale().toString(m.leftAfter[b]));
    return parts.join(QLatin1Char(' '));
}

QVariant BoardsReviewModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !review_ || !game_)
        return {};
    const BoardsMoveReview& m = review_->moves[static_cast<size_t>(index.row())];
    const auto word = [&](uint32_t g) {
        return QString::fromStdString(game_->board().lists().guesses().word(g));
    };
    const int c = index.column();
    const double figure = c == Bits       ? m.bits
                          : c == BestBits ? m.bestBits
                          : c == Lost     ? m.lost()
                          : c == Received ? m.received
                                          : 0.0;
    const bool numeric = c == Bits || c == BestBits || c == Lost || c == Received;
    if (role == ReviewModel::SortRole)
        return c == Move    ? QVariant(index.row())
               : numeric    ? QVariant(figure)
               : c == Guess ? QVariant(word(m.guess))
               : c == Best  ? QVariant(word(m.best))
                            : data(index, Qt::DisplayRole);
    if (role == Qt::TextAlignmentRole)
        return numeric || c == Move ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::ToolTipRole && c == Lost && m.namesKnown())
        return tr("It names a board's one answer left: every game must play it once.");
    if (role != Qt::DisplayRole)
        return {};
    switch (c) {
        case Move:
            return index.row() + 1;
        case Guess:
            return word(m.guess);
        case Feedback:
            return perBoard(m, true);
        case Left:
            return perBoard(m, false);
        case Best:
            return word(m.best);
        default:
            return decimalText(figure, 3);
    }
}

QVariant BoardsReviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole)
        switch (section) {
            case Move:
                return tr("Move");
            case Guess:
                return tr("Guess");
            case Feedback:
                return tr("Feedback");
            case Left:
                return tr("Left");
            case Bits:
                return tr("Bits");
            case Best:
                return tr("Best");
            case BestBits:
                return tr("Best bits");
            case Lost:
                return tr("Lost");
            case Received:
                return tr("Received");
        }
    if (role == Qt::ToolTipRole)
        switch (section) {
            case Feedback:
                return tr("Each board's feedback, board 1 first (– for a board solved before)");
            case Left:
                return tr("The answers each board has left after the move (✓: solved by it)");
            case Bits:
                return tr("What the guess was worth: the sum of the open boards' entropies");
            case Best:
                return tr("The guess with the most bits there (the entropy player's choice)");
            case BestBits:
                return tr("The best guess's bits over the same boards");
            case Lost:
                return tr(
                    "Best bits less the guess's bits (nothing for a guess that names a "
                    "board's one answer left)");
            case Received:
                return tr(
                    "What the feedback gave: over the open boards, log2 of the answers "
                    "before over those after");
        }
    return {};
}

}  // namespace guesslab::gui
