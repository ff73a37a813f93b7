// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "gameanalysis.h"
#include "gameoptions.h"
#include "listoptions.h"
#include "partition.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

namespace {

constexpr int kWordsShown = 12;

QJsonObject toJson(const WordList& answers, const Partition& partition) {
    QJsonArray classes;
    for (const PartitionClass& c : partition.classes) {
        QJsonArray words;
        for (WordId a : c.members)
            words.append(QString::fromStdString(answers.word(a)));
        classes.append(QJsonObject{{QStringLiteral("pattern"),
                                    QString::fromStdString(toString(c.pattern, answers.length()))},
                                   {QStringLiteral("size"), static_cast<qint64>(c.members.size())},
                                   {QStringLiteral("words"), words}});
    }
    const GuessMeasures& m = partition.measures;
    return {{QStringLiteral("guess"), QString::fromStdString(partition.guess)},
            {QStringLiteral("answers"), static_cast<qint64>(answers.size())},
            {QStringLiteral("entropy"), m.entropy},
            {QStringLiteral("remaining"), m.remaining},
            {QStringLiteral("largest"), static_cast<qint64>(m.largest)},
            {QStringLiteral("expected_size"), m.expectedSize},
            {QStringLiteral("is_answer"), m.isCandidate},
            {QStringLiteral("classes"), classes}};
}

void printText(const WordList& answers, const Partition& partition, bool allWords) {
    QTextStream out(stdout);
    const GuessMeasures& m = partition.measures;
    out << QString::fromStdString(partition.guess) << " over " << answers.size()
        << " answers: " << m.classes << " classes, entropy " << QString::number(m.entropy, 'f', 4)
        << " bits, remaining " << QString::number(m.remaining, 'f', 4) << " bits, largest "
        << m.largest << ", expected size " << QString::number(m.expectedSize, 'f', 2) << '\n';
    for (const PartitionClass& c : partition.classes) {
        out << QString::fromStdString(toString(c.pattern, answers.length())) << ' '
            << QStringLiteral("%1").arg(c.members.size(), 5) << ' ';
        const size_t shown =
            allWords ? c.members.size() : std::min<size_t>(c.members.size(), kWordsShown);
        for (size_t i = 0; i < shown; ++i)
            out << ' ' << QString::fromStdString(answers.word(c.members[i]));
        if (shown < c.members.size())
            out << "  (+" << (c.members.size() - shown) << " more)";
        out << '\n';
    }
}

}  // namespace

int runPartition(const QStringList& arguments) {
    CommandLine line(QStringLiteral("partition"),
                     QStringLiteral("Shows how a guess splits the answers: one class per pattern, "
                                    "largest first."),
                     QStringLiteral("GUESS"));
    ListOptions listOptions(line);
    const GameOptions gameOptions(line, listOptions);
    line.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")});
    line.addOption({QStringLiteral("all-words"),
                    QStringLiteral("List every word (secret) of every class (text output).")});
    if (!line.parse(arguments))
        return kExitOk;
    if (line.positionals().size() != 1)
        throw UsageError("partition takes one guess");
    if (!gameOptions.words())
        return partitionGame(
            *gameOptions.makeGame(), line.positionals().front().toStdString(),
            {line.isSet(QStringLiteral("json")), line.isSet(QStringLiteral("all-words"))});

    const GameLists lists = listOptions.loadLists();
    const WordList& answers = lists.answers();
    std::string guess = line.positionals().front().toStdString();
    if (auto problem = WordList::normaliseWord(guess, answers.alphabet(), answers.length());
        !problem.empty())
        throw UsageError("guess: " + problem);
    // Any string of the right length splits the answers; one in neither list
    // is likely a typing slip, so say so (the partition still follows).
    if (!lists.guesses().contains(guess) && !answers.contains(guess))
        QTextStream(stderr) << "guesslab-cli partition: warning: '" << QString::fromStdString(guess)
                            << "' is in neither the answer list nor the guess list\n";
    const Partition partition = partitionByWord(answers, guess, listOptions.candidates(answers));
    if (line.isSet(QStringLiteral("json")))
        QTextStream(stdout)
            << QJsonDocument(toJson(answers, partition)).toJson(QJsonDocument::Indented);
    else
        printText(answers, partition, line.isSet(QStringLiteral("all-words")));
    return kExitOk;
}

}  // namespace guesslab::cli
