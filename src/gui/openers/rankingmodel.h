// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "ranking.h"

#include <QAbstractTableModel>
#include <QPixmap>

#include <functional>
#include <memory>

namespace guesslab::gui {

// A ranking of guesses as a table: one row per guess in ranking order, one
// column per measure. Holds the ranking by shared pointer: 13,000 rows cost
// nothing to show.
class RankingModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        Word,
        Entropy,
        Remaining,
        Classes,
        Largest,
        ExpectedSize,
        IsAnswer,
        Exact,  // only with setExactColumn(true): further guesses on average, exact or a bound
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,  // numbers for numeric columns, so sorting is numeric
        WordRole,                     // the guess as text
        GuessIdRole,                  // the guess id in the guess list
        IsAnswerRole,                 // bool: the guess may be the answer
    };

    // A cell as wide as the column's widest, to size the columns by.
    static QString widestSample(int column);

    // The text of a row's guess or question from its id, and an optional
    // picture of it drawn beside the text (Mastermind's pegs).
    using Namer = std::function<QString(WordId)>;
    using Decorator = std::function<QPixmap(WordId)>;

    explicit RankingModel(QObject* parent = nullptr);

    void setRanking(std::shared_ptr<const GameLists> lists, std::shared_ptr<const Ranking> ranking);
    // Any game's ranking; `header` names the guess column ("Question"),
    // `candidateHeader` the column saying whether it may be the secret.
    void setRanking(std::shared_ptr<const Ranking> ranking, Namer name, Decorator decoration,
                    const QString& header, const QString& candidateHeader);
    void clear();
    // The Exact column (the Assistant's): shown or not, and its values by
    // word: the average further guesses, exact or a lower bound.
    void setExactColumn(bool shown);
    struct ExactValue {
        double average = 0;
        bool exact = false;
    };
    void setExact(QHash<QString, ExactValue> values);
    const Ranking* ranking() const { return ranking_.get(); }
    const GuessMeasures* measuresAt(int row) const;
    // The row of a word, or -1.
    int rowOf(const QString& word) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::shared_ptr<const Ranking> ranking_;
    Namer name_;
    Decorator decoration_;
    QString header_, candidateHeader_;
    bool exactShown_ = false;
    QHash<QString, ExactValue> exact_;
    QHash<QString, int> rowOfWord_;
};

}  // namespace guesslab::gui
