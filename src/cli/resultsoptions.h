// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"

namespace guesslab::cli {

// The options of commands made of many items (every opener, every target):
// --results FILE writes each finished item at once, --resume FILE goes on
// with a file an earlier run left (every command's --quiet drops the
// progress lines).
class ResultsOptions {
public:
    explicit ResultsOptions(CommandLine& line);

    // --results or --resume was given (both at once is refused).
    bool active() const;
    QString path() const;
    bool resume() const { return line_.isSet(QStringLiteral("resume")); }
    bool quiet() const { return line_.isSet(QStringLiteral("quiet")); }

private:
    CommandLine& line_;
};

}  // namespace guesslab::cli
