// SPDX-License-Identifier: GPL-3.0-or-later
#include "treeoutput.h"

#include "clierror.h"

#include <QSaveFile>

namespace guesslab::cli {

QJsonObject statsJson(const StrategyStats& stats) {
    QJsonObject histogram;
    for (size_t k = 1; k < stats.histogram.size(); ++k)
        if (stats.histogram[k] > 0)
            histogram.insert(QString::number(k), static_cast<qint64>(stats.histogram[k]));
    return {{QStringLiteral("total"), static_cast<qint64>(stats.total)},
            {QStringLiteral("average"), stats.average()},
            {QStringLiteral("worst"), stats.worst},
            {QStringLiteral("histogram"), histogram}};
}

void printStats(QTextStream& out, const StrategyStats& stats, bool words) {
    out << "Total " << stats.total << (words ? " guesses over " : " questions over ")
        << stats.answers << (words ? " answers, average " : " secrets, average ")
        << QString::number(stats.average(), 'f', 4) << ", worst " << stats.worst << "\n";
    out << (words ? "Guesses:" : "Questions:");
    for (size_t k = 1; k < stats.histogram.size(); ++k)
        if (stats.histogram[k] > 0)
            out << "  " << k << ": " << stats.histogram[k];
    out << '\n';
}

void writeFile(const QString& path, const std::string& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit())
        throw UsageError(path.toStdString() +
                         ": cannot write: " + file.errorString().toStdString());
}

}  // namespace guesslab::cli
