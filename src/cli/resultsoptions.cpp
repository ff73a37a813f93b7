// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsoptions.h"

#include "clierror.h"

namespace guesslab::cli {

ResultsOptions::ResultsOptions(CommandLine& line) : line_(line) {
    line.addOption({QStringLiteral("results"),
                    QStringLiteral("Write each finished item to FILE at once (one JSON line "
                                   "each); run under mpirun to spread the items over processes."),
                    QStringLiteral("FILE")});
    line.addOption({QStringLiteral("resume"),
                    QStringLiteral("Go on with the results FILE of an earlier run of the same "
                                   "command: only the items missing from it are done."),
                    QStringLiteral("FILE")});
}

bool ResultsOptions::active() const {
    const bool results = line_.isSet(QStringLiteral("results"));
    if (results && resume())
        throw UsageError("choose one of --results FILE (a new run) or --resume FILE");
    return results || resume();
}

QString ResultsOptions::path() const {
    return line_.value(resume() ? QStringLiteral("resume") : QStringLiteral("results"));
}

}  // namespace guesslab::cli
