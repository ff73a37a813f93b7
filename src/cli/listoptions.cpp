// SPDX-License-Identifier: GPL-3.0-or-later
#include "listoptions.h"

#include "bundledlists.h"
#include "clierror.h"
#include "mpiworld.h"
#include "weightsloader.h"
#include "wordlistloader.h"

#include <QTextStream>

#include <thread>

namespace guesslab::cli {

namespace {
const QString kAnswers = QStringLiteral("answers");
const QString kGuesses = QStringLiteral("guesses");
const QString kUnion = QStringLiteral("union");
const QString kAlphabet = QStringLiteral("alphabet");
const QString kWeights = QStringLiteral("weights");
const QString kThreads = QStringLiteral("threads");

QString bundled(const char* name) {
    return QString::fromLatin1(WordListLoader::kBundledPrefix) + QString::fromLatin1(name);
}
}  // namespace

ListOptions::ListOptions(CommandLine& line, Scope scope) : line_(line) {
    line.addOption({kAnswers,
                    QStringLiteral("Answer list: a file, or bundled:NAME (default %1).")
                        .arg(bundled(BundledLists::kDefaultAnswers)),
                    QStringLiteral("FILE")});
    line.addOption({kAlphabet, QStringLiteral("Symbols of the game (default a-z)."),
                    QStringLiteral("SYMBOLS")});
    line.addOption({kWeights, QStringLiteral("Prior over the answers: lines of \"word weight\"."),
                    QStringLiteral("FILE")});
    if (scope == Scope::AnswersOnly)
        return;
    line.addOption({kGuesses,
                    QStringLiteral("Guess list: a file, or bundled:NAME (default %1).")
                        .arg(bundled(BundledLists::kDefaultGuesses)),
                    QStringLiteral("FILE")});
    line.addOption({kUnion, QStringLiteral("Add the answers missing from the guess list to it.")});
    line.addOption(
        {kThreads, QStringLiteral("Worker threads (default: all cores)."), QStringLiteral("T")});
}

Alphabet ListOptions::alphabet() const {
    if (!line_.isSet(kAlphabet))
        return Alphabet::letters();
    try {
        return Alphabet(line_.value(kAlphabet).toStdString());
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--alphabet: ") + e.what());
    }
}

LoadedWordList ListOptions::loadList(const QString& option, const char* fallback) const {
    const std::string spec = line_.isSet(option)
                                 ? line_.value(option).toStdString()
                                 : WordListLoader::kBundledPrefix + std::string(fallback);
    try {
        LoadedWordList loaded = WordListLoader(alphabet()).load(spec);
        printWarnings(loaded.warnings);
        return loaded;
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
}

WordList ListOptions::loadAnswers() const {
    return loadList(kAnswers, BundledLists::kDefaultAnswers).list;
}

GameLists ListOptions::loadLists() const {
    LoadedWordList answers = loadList(kAnswers, BundledLists::kDefaultAnswers);
    LoadedWordList guesses = loadList(kGuesses, BundledLists::kDefaultGuesses);
    try {
        return GameLists(std::move(answers.list), std::move(guesses.list), line_.isSet(kUnion));
    } catch (const std::invalid_argument& e) {
        // Most often answers of another length against the default guesses.
        throw UsageError(std::string(e.what()) +
                         (line_.isSet(kGuesses) ? ""
                                                : "; give a guess list that fits them with "
                                                  "--guesses (the answer file itself will do)"));
    }
}

GameLists ListOptions::loadPlayableLists() const {
    GameLists lists = loadLists();
    if (lists.answersMissingFromGuesses() > 0)
        throw UsageError(std::to_string(lists.answersMissingFromGuesses()) +
                         " answers are not in the guess list; add --union to add them");
    return lists;
}

CandidateSet ListOptions::candidates(const WordList& answers) const {
    CandidateSet all = CandidateSet::all(answers.size());
    if (!line_.isSet(kWeights))
        return all;
    try {
        LoadedWeights w = WeightsLoader::loadFile(line_.value(kWeights).toStdString(), answers);
        printWarnings(w.warnings);
        return all.withWeights(std::move(w.weights));
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
}

bool ListOptions::weighted() const {
    return line_.isSet(kWeights);
}

std::shared_ptr<const TreePrior> ListOptions::treePrior(const WordList& answers) const {
    if (!weighted())
        return nullptr;
    const CandidateSet weighed = candidates(answers);
    try {
        return std::make_shared<const TreePrior>(TreePrior::fromWeights(weighed.weights()));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--weights: ") + e.what());
    }
}

void ListOptions::refuseWeights(const char* command) const {
    if (line_.isSet(kWeights))
        throw UsageError(std::string("--weights: ") + command +
                         " counts every answer alike and cannot use a prior (rank, partition, "
                         "pairs, tree, verify and review can)");
}

int ListOptions::threads() const {
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return line_.intValue(kThreads, cores, 1, 1024);
}

void printWarnings(const std::vector<InputError>& warnings) {
    if (MpiWorld::get().rank() != 0)
        return;  // the processes of an mpirun launch read the same files: one tells
    constexpr size_t kShown = 5;
    QTextStream err(stderr);
    for (size_t i = 0; i < warnings.size() && i < kShown; ++i)
        err << "warning: " << QString::fromStdString(warnings[i].what()) << '\n';
    if (warnings.size() > kShown)
        err << "warning: ... and " << (warnings.size() - kShown) << " more like these\n";
}

}  // namespace guesslab::cli
