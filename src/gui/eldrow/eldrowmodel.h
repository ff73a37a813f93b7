// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eldrow.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace guesslab::gui {

// The longest Eldrow chains as a tree, expanded lazily: one top row per
// target, under it the first guesses that still reach the longest length,
// under each guess the next ones, down to the target. Where the search kept
// its memo (an EldrowTree) every longest chain is there; otherwise the
// chains the search reported are merged into a tree.
class EldrowModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { GuessColumn, TilesColumn, StepColumn, ChainsColumn, ColumnCount };
    enum Role {
        PatternRole = Qt::UserRole + 1,  // TilesColumn: the guess against the target, "BYGBB"
        SymbolsRole,                     // the guess
        PrefixRole,                      // QStringList: the chain down to this row
    };

    explicit EldrowModel(QObject* parent = nullptr);

    // words: the list the result's ids refer to. Trees come from the result;
    // targets without one show their reported chains.
    void setResult(std::shared_ptr<const WordList> words, std::shared_ptr<const EldrowResult> r);
    void clear();
    // One whole longest chain through the row: the guesses down to it, then
    // the first longest continuation down to the target.
    std::vector<WordId> chainThrough(const QModelIndex& index) const;
    WordId targetOf(const QModelIndex& index) const;
    std::shared_ptr<const WordList> words() const { return words_; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Group {
        WordId target = 0;
        std::shared_ptr<EldrowTree> tree;         // or:
        std::vector<std::vector<WordId>> chains;  // the reported chains ending in target
    };
    struct Node {
        int parent = -1;  // node index; -1 for a group's row
        int row = 0;      // under its parent (views ask for it all the time)
        size_t group = 0;
        std::vector<WordId> prefix;  // the chain down to here; empty for a group row
        std::vector<int> children;
        bool fetched = false;
    };

    std::vector<WordId> nextGuesses(const Node& node) const;
    int nodeOf(const QModelIndex& index) const;
    const Node* nodeAt(const QModelIndex& index) const;
    QString chainsText(const Node& node) const;

    std::shared_ptr<const WordList> words_;
    std::shared_ptr<const EldrowResult> result_;
    std::vector<Group> groups_;
    std::vector<Node> nodes_;  // groups first: node g is group g's row
    int length_ = 0;
    bool inserting_ = false;
};

}  // namespace guesslab::gui
