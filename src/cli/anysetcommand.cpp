// SPDX-License-Identifier: GPL-3.0-or-later
#include "anyset.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "engine.h"
#include "jobprogress.h"
#include "listoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

int runAnySet(const QStringList& arguments) {
    CommandLine line(QStringLiteral("anyset"),
                     QStringLiteral("Whether every set of N answers can be found within K "
                                    "guesses (normal mode), and every set that cannot."));
    ListOptions listOptions(line);
    line.addOption({QStringLiteral("size"),
                    QStringLiteral("N, the answers in a set (2 to 4 within two guesses, 2 to 6 "
                                   "within three)."),
                    QStringLiteral("N")});
    // Not --guesses: that names the guess list, as in every command.
    line.addOption({QStringLiteral("within"),
                    QStringLiteral("K, the guesses allowed (2 or 3; default 2)."),
                    QStringLiteral("K")});
    line.addOption({QStringLiteral("sample"),
                    QStringLiteral("Within three: grow sets from every S-th start pair only, a "
                                   "quick look for failing sets where the whole search is long "
                                   "(it proves nothing)."),
                    QStringLiteral("S")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")});
    if (!line.parse(arguments))
        return kExitOk;
    listOptions.refuseWeights("anyset");
    const int guesses = line.intValue(QStringLiteral("within"), 2, 2, 3);
    const int size = line.intValue(QStringLiteral("size"), 3, 2, guesses == 2 ? 4 : 6);
    const bool sampled = line.isSet(QStringLiteral("sample"));
    if (sampled && guesses != 3)
        throw UsageError("--sample goes with --within 3");
    const int step = line.intValue(QStringLiteral("sample"), 1, 1, 1000000000);
    const GameLists lists = listOptions.loadPlayableLists();
    Engine engine(listOptions.threads());
    auto outcome = runWithProgress<AnySetReport>(
        engine, line.isSet(QStringLiteral("quiet")), [&](JobContext& ctx) {
            const PatternMatrix matrix =
                PatternMatrix::build(lists.guesses(), lists.answers(), &ctx);
            return sampled
                       ? failingInThreeSample(lists, matrix, size, static_cast<size_t>(step), &ctx)
                       : failingWithin(lists, matrix, size, guesses, &ctx);
        });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const AnySetReport& r = *outcome.result;
    const auto words = [&](const std::vector<WordId>& set) {
        QStringList out;
        for (WordId a : set)
            out << QString::fromStdString(lists.answers().word(a));
        return out;
    };
    if (line.isSet(QStringLiteral("json"))) {
        QJsonArray sets;
        for (const auto& set : r.failing)
            sets.append(QJsonArray::fromStringList(words(set)));
        QJsonObject doc{{QStringLiteral("size"), r.size},
                        {QStringLiteral("guesses"), r.guesses},
                        {QStringLiteral("answers"), static_cast<qint64>(lists.answers().size())},
                        {QStringLiteral("proven"), r.proven},
                        {QStringLiteral("holds"), r.holds},
                        {QStringLiteral("failing"), static_cast<qint64>(r.failing.size())},
                        {QStringLiteral("sets"), sets}};
        if (guesses == 3) {
            doc.insert(QStringLiteral("start_pairs"), static_cast<qint64>(r.starts));
            doc.insert(QStringLiteral("searched"), static_cast<qint64>(r.searched));
        }
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    if (r.holds)
        out << "Every " << size << " of the " << lists.answers().size()
            << " answers can be found within " << r.guesses << " guesses (proven)\n";
    else if (sampled && r.searched < r.starts)
        out << r.failing.size() << " sets of " << size << " answers cannot be found within "
            << r.guesses << " guesses, grown from " << r.searched << " of the " << r.starts
            << " start pairs (a sample: at least)\n";
    else
        out << r.failing.size() << " sets of " << size << " answers cannot be found within "
            << r.guesses << " guesses" << (r.proven ? " (proven)" : " (stopped: at least)") << '\n';
    for (const auto& set : r.failing)
        out << "  " << words(set).join(QLatin1Char(' ')) << '\n';
    return kExitOk;
}

}  // namespace guesslab::cli
