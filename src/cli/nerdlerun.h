// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelists.h"
#include "ranking.h"
#include "resultsoptions.h"

#include <QJsonObject>
#include <QString>

#include <cstddef>

namespace guesslab::cli {

struct EquationRankRequest {
    int length = 8;
    bool loose = false;
    RankMetric metric = RankMetric::Entropy;
    QString metricName;
    size_t top = 20;   // rows to print; 0 for all
    size_t block = 0;  // equations per hand-out; 0: about 2^29 gradings each
    int threads = 1;
    bool json = false;
};

// nerdle rank's table or JSON, the ranking already in the metric's order;
// `run` adds a results run's figures to the JSON.
void printEquationRanking(const GameLists& lists, const Ranking& ranking,
                          const EquationRankRequest& request, const QJsonObject& run = {});

// nerdle rank --results/--resume: one line per equation with its measures,
// alone or over the processes of an mpirun launch. A single equation costs
// no more than handing it out, so equations go out in blocks; the lines are
// still one per equation, and a resumed run does only the missing ones.
int runEquationRankResults(const GameLists& lists, const EquationRankRequest& request,
                           const ResultsOptions& options);

}  // namespace guesslab::cli
