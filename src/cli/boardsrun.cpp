// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsrun.h"

#include "boardssimulation.h"
#include "clierror.h"
#include "itemrunner.h"
#include "resultsfile.h"

#include <tbb/parallel_for.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace guesslab::cli {

int runBoardsResults(const BoardsGame& game, BoardsStrategy strategy, size_t games, uint64_t seed,
                     int threads, const ResultsOptions& results, bool json) {
    const WordList& answers = game.lists().answers();
    const WordList& guesses = game.lists().guesses();
    const BoardsScorer scorer(game);
    const BoardsPlayer player(scorer, strategy);
    ItemWork work;
    for (size_t i = 0; i < games; ++i)
        work.items.push_back(std::to_string(i));
    work.blockSize = 100;  // a game takes milliseconds: handed out a hundred at a time
    work.computeBlock = [&](const std::vector<size_t>& items, int64_t, JobContext& ctx) {
        std::vector<JsonLine> records(items.size());
        tbb::parallel_for(size_t{0}, items.size(), [&](size_t k) {
            const auto secrets = boardsSecrets(answers.size(), game.boards(), seed, items[k]);
            const BoardsGamePlayed played = playBoards(player, secrets, &ctx);
            if (ctx.cancelled())
                return;
            std::vector<std::string> words, line;
            for (SecretId s : secrets)
                words.push_back(answers.word(s));
            for (uint32_t g : played.guesses)
                line.push_back(guesses.word(g));
            const auto length = static_cast<int64_t>(played.guesses.size());
            records[k]
                .set("guesses",
                     played.finished ? JsonLine::Value(length) : JsonLine::Value(nullptr))
                .set("won", played.finished && length <= game.limit())
                .set("secrets", words)
                .set("line", line);
        });
        if (ctx.cancelled())
            return std::vector<JsonLine>();  // the runner sees the cancel and keeps nothing
        return records;
    };
    JsonLine header;
    header.set("run", std::string("boards"))
        .set("game", game.name())
        .set("boards", int64_t{game.boards()})
        .set("limit", int64_t{game.limit()})
        .set("player", boardsStrategyName(strategy))
        .set("seed", static_cast<int64_t>(seed))
        .set("candidates", static_cast<int64_t>(games))
        .set("answers", static_cast<int64_t>(answers.size()))
        .set("guesses", static_cast<int64_t>(guesses.size()))
        .set("answer_list", listDigest(answers))
        .set("guess_list", listDigest(guesses));
    const RunEnd end = runItems(work, header, results, threads, QStringLiteral("games"),
                                [](const ItemRunStatus&) { return std::string(); });
    if (!end.coordinator)
        return kExitOk;
    size_t finished = 0, won = 0;
    int64_t total = 0;
    for (const JsonLine& r : end.records) {
        if (const auto g = r.integer("guesses")) {
            ++finished;
            total += *g;
        }
        won += r.flag("won").value_or(false);
    }
    const bool complete = end.status.done == end.status.total && end.status.failed == 0;
    const double average = finished ? double(total) / double(finished) : 0;
    if (json) {
        QJsonObject doc = runJson(end, results.path(), complete);
        doc.insert(QStringLiteral("game"), QString::fromStdString(game.name()));
        doc.insert(QStringLiteral("player"), QString::fromStdString(boardsStrategyName(strategy)));
        doc.insert(QStringLiteral("average"), average);
        doc.insert(QStringLiteral("won"), static_cast<qint64>(won));
        QTextStream(stdout) << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        QTextStream(stdout) << "Games done: " << end.status.done << " of " << end.status.total
                            << " (results in " << results.path() << ")\n"
                            << QString::fromStdString(game.name()) << ", "
                            << QString::fromStdString(boardsStrategyName(strategy))
                            << " player: average " << QString::number(average, 'f', 4)
                            << " guesses, won " << won << " of " << end.records.size() << " within "
                            << game.limit() << '\n';
    }
    return exitCode(end);
}

}  // namespace guesslab::cli
