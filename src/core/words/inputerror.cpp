// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputerror.h"

#include <cstdio>

namespace guesslab {

namespace {
std::string describe(const std::string& source, int line, const std::string& problem) {
    if (line > 0)
        return source + ":" + std::to_string(line) + ": " + problem;
    return source + ": " + problem;
}
}  // namespace

InputError::InputError(std::string source, int line, std::string problem,
                       std::vector<std::string> args)
    : std::runtime_error(describe(source, line, fillArgs(problem, args))),
      source_(std::move(source)),
      line_(line),
      problem_(std::move(problem)),
      args_(std::move(args)) {}

std::string InputError::problem() const {
    return fillArgs(problem_, args_);
}

std::string quoteForMessage(std::string_view text) {
    constexpr size_t kMax = 40;
    std::string out = "'";
    for (size_t i = 0; i < text.size() && i < kMax; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    if (text.size() > kMax)
        out += "...";
    return out + "'";
}

}  // namespace guesslab
