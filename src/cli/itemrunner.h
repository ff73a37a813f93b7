// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "itemrun.h"
#include "jsonline.h"
#include "resultsoptions.h"
#include "runprogress.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace guesslab::cli {

struct RunEnd {
    // False on the other processes of an mpirun launch: only the first
    // writes the file and speaks.
    bool coordinator = true;
    bool stopped = false;  // by Ctrl+C or SIGTERM: what was finished is written
    ItemRunStatus status;
    std::vector<JsonLine> records;  // every finished item, earlier runs' too
};

// Runs the items of `work` into the results file the options name. Alone,
// this process does them one after another; launched by mpirun, the first
// process hands them out in order to whichever process is free (itself
// included), each item with the best bound finished so far, and writes
// each result as it arrives. Ctrl+C or SIGTERM stops the items under way
// (they are not written) and ends the run with what is done.
RunEnd runItems(const ItemWork& work, const JsonLine& header, const ResultsOptions& options,
                int threads, const QString& noun, RunProgress::BestText best);

// What every run's JSON summary holds: `results`, `items`, `done`,
// `failed`, `stopped` and `proven`.
QJsonObject runJson(const RunEnd& end, const QString& path, bool proven);
// 130 when stopped by a signal, 1 when items failed, else 0.
int exitCode(const RunEnd& end);

}  // namespace guesslab::cli
