// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrowmodel.h"

#include "referencegrader.h"

#include <QLocale>

#include <algorithm>
#include <map>

namespace guesslab::gui {

EldrowModel::EldrowModel(QObject* parent) : QAbstractItemModel(parent) {}

void EldrowModel::setResult(std::shared_ptr<const WordList> words,
                            std::shared_ptr<const EldrowResult> r) {
    beginResetModel();
    words_ = std::move(words);
    result_ = std::move(r);
    groups_.clear();
    nodes_.clear();
    length_ = result_ ? result_->length : 0;
    if (result_ && words_) {
        std::map<WordId, size_t> groupOf;
        for (const auto& tree : result_->trees) {
            groupOf[tree->target()] = groups_.size();
            groups_.push_back({tree->target(), tree, {}});
        }
        for (const auto& chain : result_->chains) {
            if (chain.empty() || groupOf.count(chain.back()))
                continue;
            groupOf[chain.back()] = groups_.size();
            groups_.push_back({chain.back(), nullptr, {}});
        }
        for (const auto& chain : result_->chains)
            if (!chain.empty() && !groups_[groupOf[chain.back()]].tree)
                groups_[groupOf[chain.back()]].chains.push_back(chain);
        for (size_t g = 0; g < groups_.size(); ++g)
            nodes_.push_back({-1, static_cast<int>(g), g, {}, {}, false});
    }
    endResetModel();
}

void EldrowModel::clear() {
    setResult(nullptr, nullptr);
}

std::vector<WordId> EldrowModel::nextGuesses(const Node& node) const {
    const Group& g = groups_[node.group];
    if (g.tree) {
        // A group row starts at the tree's root (the start word, if any).
        if (node.parent < 0 && !g.tree->root().empty())
            return {g.tree->root().front()};
        return g.tree->next(node.prefix);
    }
    std::vector<WordId> out;
    for (const auto& chain : g.chains)
        if (chain.size() > node.prefix.size() &&
            std::equal(node.prefix.begin(), node.prefix.end(), chain.begin()))
            out.push_back(chain[node.prefix.size()]);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<WordId> EldrowModel::chainThrough(const QModelIndex& index) const {
    const Node* at = nodeAt(index);
    if (!at)
        return {};
    Node walk = *at;
    while (static_cast<int>(walk.prefix.size()) < length_ &&
           (walk.prefix.empty() || walk.prefix.back() != groups_[walk.group].target)) {
        const std::vector<WordId> next = nextGuesses(walk);
        if (next.empty())
            break;
        walk.prefix.push_back(next.front());
        walk.parent = std::max(walk.parent, 0);  // below the group's row from here
    }
    return walk.prefix;
}

WordId EldrowModel::targetOf(const QModelIndex& index) const {
    const Node* at = nodeAt(index);
    return at ? groups_[at->group].target : 0;
}

int EldrowModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<int>(index.internalId()) : -1;
}

const EldrowModel::Node* EldrowModel::nodeAt(const QModelIndex& index) const {
    const int n = nodeOf(index);
    return n >= 0 ? &nodes_[static_cast<size_t>(n)] : nullptr;
}

QModelIndex EldrowModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < static_cast<int>(groups_.size()) ? createIndex(row, column, quintptr(row))
                                                      : QModelIndex();
    const Node* p = nodeAt(parent);
    if (!p || row >= static_cast<int>(p->children.size()))
        return {};
    return createIndex(row, column, quintptr(p->children[static_cast<size_t>(row)]));
}

QModelIndex EldrowModel::parent(const QModelIndex& child) const {
    const Node* n = nodeAt(child);
    if (!n || n->parent < 0)
        return {};
    return createIndex(nodes_[static_cast<size_t>(n->parent)].row, 0, quintptr(n->parent));
}

int EldrowModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0)
        return 0;
    if (!parent.isValid())
        return static_cast<int>(groups_.size());
    return static_cast<int>(nodeAt(parent)->children.size());
}

int EldrowModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

bool EldrowModel::hasChildren(const QModelIndex& parent) const {
    if (!parent.isValid())
        return !groups_.empty();
    if (parent.column() != 0)
        return false;
    const Node* n = nodeAt(parent);
    return n->fetched ? !n->children.empty()
                      : static_cast<int>(n->prefix.size()) < length_ &&
                            (n->prefix.empty() || n->prefix.back() != groups_[n->group].target);
}

bool EldrowModel::canFetchMore(const QModelIndex& parent) const {
    const Node* n = nodeAt(parent);
    return !inserting_ && n && parent.column() == 0 && !n->fetched && hasChildren(parent);
}

void EldrowModel::fetchMore(const QModelIndex& parent) {
    const int at = nodeOf(parent);
    // Views ask for more while rows go in: one insertion at a time.
    if (inserting_ || at < 0 || nodes_[static_cast<size_t>(at)].fetched)
        return;
    const std::vector<WordId> next = nextGuesses(nodes_[static_cast<size_t>(at)]);
    nodes_[static_cast<size_t>(at)].fetched = true;
    if (next.empty())
        return;
    inserting_ = true;
    beginInsertRows(parent, 0, static_cast<int>(next.size()) - 1);
    for (WordId w : next) {
        Node child;
        child.parent = at;
        child.row = static_cast<int>(nodes_[static_cast<size_t>(at)].children.size());
        child.group = nodes_[static_cast<size_t>(at)].group;
        child.prefix = nodes_[static_cast<size_t>(at)].prefix;
        child.prefix.push_back(w);
        nodes_.push_back(std::move(child));  // may move nodes_: index again below
        nodes_[static_cast<size_t>(at)].children.push_back(static_cast<int>(nodes_.size()) - 1);
    }
    endInsertRows();
    inserting_ = false;
}

// How many longest chains pass through the row, where the search counted them.
QString EldrowModel::chainsText(const Node& node) const {
    const Group& g = groups_[node.group];
    if (!g.tree)
        return {};
    std::vector<WordId> prefix = node.prefix;
    if (node.parent < 0)
        prefix = g.tree->root();  // the group: all its chains
    if (!prefix.empty() && prefix.back() == g.target)
        prefix.pop_back();  // the target ends exactly one chain
    const auto count = g.tree->count(prefix);
    return count ? QLocale().toString(static_cast<qulonglong>(*count)) : QString();
}

QVariant EldrowModel::data(const QModelIndex& index, int role) const {
    const Node* n = nodeAt(index);
    if (!n || !words_)
        return {};
    const Group& g = groups_[n->group];
    const std::string target = words_->word(g.target);
    if (n->parent < 0) {  // a target's row
        if (role == Qt::DisplayRole && index.column() == GuessColumn)
            return tr("→ %1").arg(QString::fromStdString(target));
        if (role == Qt::DisplayRole && index.column() == StepColumn)
            return tr("%n guesses", nullptr, length_);
        if (role == Qt::DisplayRole && index.column() == ChainsColumn)
            return chainsText(*n);
        if (role == Qt::ToolTipRole)
            return g.tree
                       ? tr("Every longest chain ending in %1").arg(QString::fromStdString(target))
                       : tr("The reported longest chains ending in %1")
                             .arg(QString::fromStdString(target));
        return {};
    }
    const std::string guess = words_->word(n->prefix.back());
    switch (role) {
        case PatternRole:
            return index.column() == TilesColumn
                       ? QString::fromStdString(
                             toString(gradeWords(guess, target), static_cast<int>(guess.size())))
                       : QVariant();
        case SymbolsRole:
            return QString::fromStdString(guess);
        case PrefixRole: {
            QStringList chain;
            for (WordId w : n->prefix)
                chain << QString::fromStdString(words_->word(w));
            return chain;
        }
        case Qt::DisplayRole:
            if (index.column() == GuessColumn || index.column() == TilesColumn)
                return QString::fromStdString(guess);
            if (index.column() == StepColumn)
                return tr("guess %1 of %2").arg(n->prefix.size()).arg(length_);
            if (index.column() == ChainsColumn)
                return chainsText(*n);
            return {};
        case Qt::ToolTipRole:
            return tr("%1 against %2")
                .arg(QString::fromStdString(guess), QString::fromStdString(target));
        default:
            return {};
    }
}

QVariant EldrowModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
        case GuessColumn:
            return tr("Guess");
        case TilesColumn:
            return tr("Against the target");
        case StepColumn:
            return tr("Step");
        case ChainsColumn:
            return tr("Longest chains");
        default:
            return {};
    }
}

}  // namespace guesslab::gui
