// SPDX-License-Identifier: GPL-3.0-or-later
#include "rankingfiltermodel.h"

#include "rankingmodel.h"

namespace guesslab::gui {

RankingFilterModel::RankingFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(RankingModel::SortRole);
}

void RankingFilterModel::setText(const QString& text) {
    const QString folded = text.trimmed().toLower();
    if (folded == text_)
        return;
    text_ = folded;
    invalidateFilter();
}

void RankingFilterModel::setAnswersOnly(bool answersOnly) {
    if (answersOnly == answersOnly_)
        return;
    answersOnly_ = answersOnly;
    invalidateFilter();
}

bool RankingFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (answersOnly_ && !index.data(RankingModel::IsAnswerRole).toBool())
        return false;
    return text_.isEmpty() || index.data(RankingModel::WordRole).toString().contains(text_);
}

}  // namespace guesslab::gui
