// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputerror.h"

#include <string_view>
#include <vector>

namespace guesslab {

// Length of the UTF-8 sequence starting at text[i] (1 for ASCII or a stray byte).
size_t utf8SequenceLength(std::string_view text, size_t i);
// Byte offset of the first invalid UTF-8 sequence, or npos when the text is valid.
size_t findInvalidUtf8(std::string_view text);

// The fields of a line split at any run of the separators, none empty.
std::vector<std::string_view> splitFields(std::string_view line,
                                          std::string_view separators = " \t");

// Calls fn(line, lineNumber) for each line that carries content: a leading BOM,
// CR line ends and surrounding blanks are stripped, blank lines and lines
// starting with '#' are skipped. Throws InputError on invalid UTF-8.
template <class Fn>
void forEachContentLine(std::string_view text, const std::string& source, Fn&& fn) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    int lineNo = 0;
    while (!text.empty()) {
        ++lineNo;
        const size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (const size_t bad = findInvalidUtf8(line); bad != std::string_view::npos)
            throw InputError(source, lineNo,
                             "not valid UTF-8 at byte " + std::to_string(bad + 1) + " of the line");
        constexpr std::string_view kBlanks = " \t\r\v\f";
        const size_t first = line.find_first_not_of(kBlanks);
        if (first == std::string_view::npos)
            continue;
        line = line.substr(first, line.find_last_not_of(kBlanks) - first + 1);
        if (line.front() == '#')
            continue;
        fn(line, lineNo);
    }
}

}  // namespace guesslab
