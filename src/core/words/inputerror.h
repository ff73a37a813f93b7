// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "phrase.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace guesslab {

// Bad outside input: names the file (or other source), the 1-based line when
// there is one, and the problem. what() reads "file:line: problem". The
// problem is English with %1, %2 ... for `args`, so a window can word it in
// its own language (problemText() and args()).
class InputError : public std::runtime_error {
public:
    InputError(std::string source, int line, std::string problem,
               std::vector<std::string> args = {});

    const std::string& source() const { return source_; }
    int line() const { return line_; }
    std::string problem() const;  // with the args filled in
    const std::string& problemText() const { return problem_; }
    const std::vector<std::string>& args() const { return args_; }

private:
    std::string source_;
    int line_;
    std::string problem_;
    std::vector<std::string> args_;
};

// Quotes outside text for a message: at most 40 characters, control and
// invalid bytes shown as \xNN so a binary file cannot garble a terminal.
std::string quoteForMessage(std::string_view text);

}  // namespace guesslab
