// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsmodel.h"

#include "numbertext.h"

#include <algorithm>

namespace guesslab::gui {

ResultsModel::ResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsModel::setRecords(std::vector<JsonLine> records, const QString& item) {
    beginResetModel();
    records_ = std::move(records);
    item_ = item;
    keys_.clear();
    for (const JsonLine& r : records_)
        for (const auto& [key, value] : r.fields())
            if (std::find(keys_.begin(), keys_.end(), key) == keys_.end())
                keys_.push_back(key);
    endResetModel();
}

int ResultsModel::column(const std::string& key) const {
    const auto at = std::find(keys_.begin(), keys_.end(), key);
    return at == keys_.end() ? -1 : static_cast<int>(at - keys_.begin());
}

int ResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(records_.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(keys_.size());
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() ||
        (role != Qt::DisplayRole && role != SortRole && role != Qt::TextAlignmentRole))
        return {};
    const JsonLine::Value* v =
        records_[static_cast<size_t>(index.row())].find(keys_[static_cast<size_t>(index.column())]);
    if (!v || std::holds_alternative<std::nullptr_t>(*v))
        return {};
    if (role == Qt::TextAlignmentRole)  // numbers line up on the right
        return std::holds_alternative<int64_t>(*v) || std::holds_alternative<double>(*v)
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (const bool* b = std::get_if<bool>(v))
        return role == SortRole ? QVariant(*b) : QVariant(*b ? tr("yes") : tr("no"));
    if (const int64_t* i = std::get_if<int64_t>(v)) {
        // An opener searched only below the best so far has a lower bound
        // for a total: shown as such, and sorted after an exact equal one.
        const JsonLine& r = records_[static_cast<size_t>(index.row())];
        if (keys_[static_cast<size_t>(index.column())] == "total" && r.flag("exact") == false)
            return role == SortRole ? QVariant(double(*i) + 0.5)
                                    : QVariant(QStringLiteral("≥ %1").arg(*i));
        return QVariant::fromValue<qlonglong>(*i);
    }
    if (const double* d = std::get_if<double>(v)) {
        if (role == SortRole)
            return *d;
        // Fixed decimals, so a column lines up: times to the millisecond,
        // class sizes to two places, bits and averages to four.
        const std::string& key = keys_[static_cast<size_t>(index.column())];
        const int decimals = key == "seconds" ? 3 : key == "expected_size" ? 2 : 4;
        return decimalText(*d, decimals);
    }
    if (const auto* s = std::get_if<std::string>(v))
        return QString::fromStdString(*s);
    QStringList words;
    for (const std::string& w : std::get<std::vector<std::string>>(*v))
        words << QString::fromStdString(w);
    return words.join(QLatin1Char(' '));
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= columnCount())
        return {};
    return title(keys_[static_cast<size_t>(section)]);
}

QString ResultsModel::title(const std::string& key) const {
    static const std::pair<const char*, const char*> kTitles[] = {
        {"total", QT_TR_NOOP("Total")},
        {"exact", QT_TR_NOOP("Exact")},
        {"average", QT_TR_NOOP("Average")},
        {"solvable", QT_TR_NOOP("Solvable")},
        {"seconds", QT_TR_NOOP("Seconds")},
        {"longest", QT_TR_NOOP("Longest")},
        {"proven", QT_TR_NOOP("Proven")},
        {"chain", QT_TR_NOOP("Chain")},
        {"count", QT_TR_NOOP("Chains")},
        {"wrong", QT_TR_NOOP("Unsolved")},
        {"wrong_at_least", QT_TR_NOOP("Unsolved, at least")},
        {"entropy", QT_TR_NOOP("Entropy")},
        {"remaining", QT_TR_NOOP("Remaining")},
        {"classes", QT_TR_NOOP("Classes")},
        {"largest", QT_TR_NOOP("Largest")},
        {"expected_size", QT_TR_NOOP("Expected size")},
        {"is_answer", QT_TR_NOOP("Solution")},
        {"order_key", QT_TR_NOOP("Order key")},
    };
    if (key == "item")
        return item_;
    for (const auto& [name, text] : kTitles)
        if (key == name)
            return tr(text);
    return QString::fromStdString(key);
}

}  // namespace guesslab::gui
