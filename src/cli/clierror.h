// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace guesslab::cli {

// A bad command line or bad input named by the user: reported on stderr with
// exit code 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;
constexpr int kExitStopped = 130;  // Ctrl+C or SIGTERM: what was done is written

}  // namespace guesslab::cli
