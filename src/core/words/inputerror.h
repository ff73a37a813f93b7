#pragma once

#include <stdexcept>
#include <string>

namespace guesslab {

// Bad outside input: names the file (or other source), the 1-based line when
// there is one, and the problem. what() reads "file:line: problem".
class InputError : public std::runtime_error {
public:
    InputError(std::string source, int line, std::string problem);

    const std::string& source() const { return source_; }
    int line() const { return line_; }
    const std::string& problem() const { return problem_; }

private:
    std::string source_;
    int line_;
    std::string problem_;
};

// Quotes outside text for a message: at most 40 characters, control and
// invalid bytes shown as \xNN so a binary file cannot garble a terminal.
std::string quoteForMessage(std::string_view text);

}  // namespace guesslab
