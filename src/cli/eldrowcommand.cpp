// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "eldrow.h"
#include "eldrowrun.h"
#include "engine.h"
#include "jobprogress.h"
#include "wordlistloader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QThread>

namespace guesslab::cli {

int runEldrow(const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("eldrow"),
        QStringLiteral("The longest strict-mode games: chains of guesses each consistent with "
                       "the feedback so far, ending in the target. Exact."));
    line.addOption(
        {QStringLiteral("words"),
         QStringLiteral(
             "The list guesses and target come from (default bundled:wordle-answers-2315)."),
         QStringLiteral("FILE")});
    line.addOption({QStringLiteral("target"), QStringLiteral("The longest chain ending in T."),
                    QStringLiteral("T")});
    line.addOption({QStringLiteral("start"), QStringLiteral("The longest chain starting with S."),
                    QStringLiteral("S")});
    line.addOption(
        {QStringLiteral("all"), QStringLiteral("The longest chain of all, and every target's.")});
    line.addOption({QStringLiteral("time-limit"),
                    QStringLiteral("Stop after S seconds (a target's search), "
                                   "with the best found, not proven."),
                    QStringLiteral("S")});
    line.addOption({QStringLiteral("chains"),
                    QStringLiteral("How many longest chains to print (default 1)."),
                    QStringLiteral("K")});
    line.addOption(
        {QStringLiteral("count"), QStringLiteral("Also count every chain of the longest length.")});
    line.addOption(
        {QStringLiteral("threads"), QStringLiteral("Worker threads."), QStringLiteral("N")});
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")});
    const ResultsOptions results(line);
    if (!line.parse(arguments))
        return kExitOk;
    if (results.active() && !line.isSet(QStringLiteral("all")))
        throw UsageError("--results and --resume go with --all");
    if (results.active() && line.isSet(QStringLiteral("chains")))
        throw UsageError("--results keeps one chain per target: leave out --chains");
    const int modes = line.isSet(QStringLiteral("target")) + line.isSet(QStringLiteral("start")) +
                      line.isSet(QStringLiteral("all"));
    if (modes != 1)
        throw UsageError("choose one of --target T, --start S or --all");
    const std::string spec = line.isSet(QStringLiteral("words"))
                                 ? line.value(QStringLiteral("words")).toStdString()
                                 : "bundled:wordle-answers-2315";
    WordList words;
    try {
        words = WordListLoader().load(spec).list;
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    EldrowOptions options;
    options.chains = static_cast<size_t>(line.intValue(QStringLiteral("chains"), 1, 1, 100000));
    options.count = line.isSet(QStringLiteral("count"));
    if (line.isSet(QStringLiteral("time-limit"))) {
        bool ok = false;
        options.timeLimitSeconds = line.value(QStringLiteral("time-limit")).toDouble(&ok);
        if (!ok || options.timeLimitSeconds <= 0)
            throw UsageError("--time-limit takes a number of seconds greater than 0");
    }
    const auto wordOf = [&](const QString& option) {
        std::string w = line.value(option).toStdString();
        if (auto problem = WordList::normaliseWord(w, words.alphabet(), words.length());
            !problem.empty())
            throw UsageError("--" + option.toStdString() + ": " + problem);
        const auto id = words.find(w);
        if (!id)
            throw UsageError("--" + option.toStdString() + ": '" + w + "' is not in " + spec);
        return *id;
    };
    std::unique_ptr<EldrowSolver> solver;
    try {
        solver = std::make_unique<EldrowSolver>(words);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    const int threads =
        line.intValue(QStringLiteral("threads"), std::max(1, QThread::idealThreadCount()), 1, 1024);
    if (results.active())
        return runEldrowResults(*solver, options, threads, results,
                                line.isSet(QStringLiteral("json")));
    Engine engine(threads);
    auto outcome = runWithProgress<EldrowResult>(
        engine, line.isSet(QStringLiteral("quiet")), [&](JobContext& ctx) {
            if (line.isSet(QStringLiteral("target")))
                return solver->forTarget(wordOf(QStringLiteral("target")), options, &ctx);
            if (line.isSet(QStringLiteral("start")))
                return solver->forStart(wordOf(QStringLiteral("start")), options, &ctx);
            return solver->global(options, &ctx);
        });
    if (outcome.status == JobStatus::Failed)
        throw UsageError(outcome.error);
    const EldrowResult& r = *outcome.result;
    if (line.isSet(QStringLiteral("json"))) {
        QJsonArray chains;
        for (const auto& c : r.chains) {
            QJsonArray chain;
            for (WordId w : c)
                chain.append(QString::fromStdString(words.word(w)));
            chains.append(chain);
        }
        QJsonObject doc{{QStringLiteral("words"), static_cast<qint64>(r.words)},
                        {QStringLiteral("length"), r.length},
                        {QStringLiteral("proven"), r.proven},
                        {QStringLiteral("chains"), chains},
                        {QStringLiteral("nodes"), static_cast<qint64>(r.nodes)}};
        if (r.counted)  // JSON numbers are doubles: exact up to 2^53, as text beyond
            doc.insert(QStringLiteral("count"), r.count < (uint64_t{1} << 53)
                                                    ? QJsonValue(static_cast<double>(r.count))
                                                    : QJsonValue(QString::number(r.count)));
        if (line.isSet(QStringLiteral("all"))) {
            QJsonArray targets;
            for (const auto& [t, length] : r.targets)
                targets.append(
                    QJsonObject{{QStringLiteral("target"), QString::fromStdString(words.word(t))},
                                {QStringLiteral("length"), length}});
            doc.insert(QStringLiteral("targets"), targets);
        }
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QTextStream out(stdout);
    out << "Longest: " << r.length << " guesses ("
        << (r.proven ? "proven" : "NOT proven: stopped early") << ", " << r.nodes
        << " pools searched, " << r.words << " words)\n";
    if (r.counted)
        out << r.count << " chains of that length\n";
    else if (options.count)
        out << "Not counted: the search stopped early\n";
    for (const auto& c : r.chains) {
        for (size_t i = 0; i < c.size(); ++i)
            out << (i ? " " : "") << QString::fromStdString(words.word(c[i]));
        out << '\n';
    }
    return kExitOk;
}

}  // namespace guesslab::cli
