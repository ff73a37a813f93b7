// SPDX-License-Identifier: GPL-3.0-or-later
#include "partitionmodel.h"
#include "numbertext.h"

namespace guesslab::gui {

namespace {
constexpr int kWordsPreview = 8;
}

PartitionModel::PartitionModel(QObject* parent) : QAbstractTableModel(parent) {}

void PartitionModel::setPartition(std::shared_ptr<const GameLists> lists,
                                  std::shared_ptr<const Partition> p) {
    Naming naming;
    if (lists)
        naming.member = [lists](WordId a) {
            return QString::fromStdString(lists->answers().word(a));
        };
    reset(lists, std::move(naming), lists ? std::move(p) : nullptr);
}

void PartitionModel::setPartition(Naming naming, std::shared_ptr<const Partition> p) {
    reset(nullptr, std::move(naming), std::move(p));
}

void PartitionModel::reset(std::shared_ptr<const GameLists> lists, Naming naming,
                           std::shared_ptr<const Partition> p) {
    beginResetModel();
    lists_ = std::move(lists);
    naming_ = std::move(naming);
    partition_ = std::move(p);
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, Words, Words);
}

QString PartitionModel::patternText(const PartitionClass& c) const {
    if (!lists_)
        return naming_.feedback ? naming_.feedback(c.pattern.value) : QString();
    // A pair's class shows both patterns, a space between them.
    const int length = lists_->length();
    return QString::fromStdString(toString(c.pattern, length)) +
           (partition_->second.empty()
                ? QString()
                : QLatin1Char(' ') + QString::fromStdString(toString(c.second, length)));
}

QStringList PartitionModel::members(int row) const {
    QStringList out;
    if (!partition_ || row < 0 || row >= rowCount())
        return out;
    for (WordId a : partition_->classes[static_cast<size_t>(row)].members)
        out << naming_.member(a);
    return out;
}

int PartitionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !partition_ ? 0 : static_cast<int>(partition_->classes.size());
}

int PartitionModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartitionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !partition_ || index.row() >= rowCount())
        return {};
    const PartitionClass& c = partition_->classes[static_cast<size_t>(index.row())];
    double total = 0;
    for (const PartitionClass& k : partition_->classes)
        total += static_cast<double>(k.members.size());
    switch (role) {
        case PatternRole:  // tiles for words; other games show text and a glyph
            return lists_ ? patternText(c) : QString();
        case Qt::DecorationRole:
            if (index.column() == PatternColumn && !lists_ && naming_.glyph)
                return naming_.glyph(c.pattern.value);
            return {};
        case MembersRole:
            return members(index.row());
        case Qt::TextAlignmentRole:
            return index.column() == Size || index.column() == Share
                       ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                       : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        case Qt::DisplayRole:
        case SortRole:
            switch (index.column()) {
                case PatternColumn:
                    return patternText(c);
                case Size:
                    return static_cast<qulonglong>(c.members.size());
                case Share: {
                    const double share = 100.0 * static_cast<double>(c.members.size()) / total;
                    return role == SortRole ? QVariant(share)
                                            : QVariant(decimalText(share, 1) + QLatin1Char('%'));
                }
                case Words: {
                    QStringList words;
                    for (size_t i = 0; i < c.members.size() && i < kWordsPreview; ++i)
                        words << naming_.member(c.members[i]);
                    QString text = words.join(QLatin1Char(' '));
                    if (c.members.size() > kWordsPreview)
                        text += tr(" … (+%1)").arg(c.members.size() - kWordsPreview);
                    return text;
                }
                default:
                    return {};
            }
        default:
            return {};
    }
}

QVariant PartitionModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
        case PatternColumn:
            return tr("Pattern");
        case Size:
            return tr("Size");
        case Share:
            return tr("Share");
        case Words:  // the members' kind: words, Nerdle's equations, another game's secrets
            return !lists_                                      ? tr("Secrets")
                   : lists_->answers().alphabet().contains('=') ? tr("Equations")
                                                                : tr("Words");
        default:
            return {};
    }
}

}  // namespace guesslab::gui
