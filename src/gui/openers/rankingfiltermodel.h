// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace guesslab::gui {

// Sorting on numbers (RankingModel::SortRole) and filtering by a word prefix
// or substring and by "may be the answer".
class RankingFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit RankingFilterModel(QObject* parent = nullptr);

    void setText(const QString& text);
    void setAnswersOnly(bool answersOnly);
    bool answersOnly() const { return answersOnly_; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString text_;
    bool answersOnly_ = false;
};

}  // namespace guesslab::gui
