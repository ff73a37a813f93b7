// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrase.h"

namespace guesslab {

std::string Phrase::str() const {
    return fillArgs(text, args);
}

std::string fillArgs(const std::string& text, const std::vector<std::string>& args) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const size_t k = i + 1 < text.size() ? size_t(text[i + 1] - '1') : args.size();
        if (text[i] == '%' && k < args.size() && k < 9) {
            out += args[k];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

}  // namespace guesslab
