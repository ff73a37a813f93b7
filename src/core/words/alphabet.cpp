// SPDX-License-Identifier: GPL-3.0-or-later
#include "alphabet.h"

#include <cctype>
#include <stdexcept>

namespace guesslab {

Alphabet::Alphabet() : Alphabet("abcdefghijklmnopqrstuvwxyz") {}

Alphabet::Alphabet(std::string_view symbols) : symbols_(symbols) {
    index_.fill(kNoSymbol);
    if (symbols_.empty() || symbols_.size() > kMaxSymbols)
        throw std::invalid_argument("an alphabet needs 1 to 64 symbols");
    foldsCase_ = true;
    for (size_t i = 0; i < symbols_.size(); ++i) {
        const auto c = static_cast<unsigned char>(symbols_[i]);
        if (c <= ' ' || c >= 127)
            throw std::invalid_argument("alphabet symbols must be printable ASCII");
        if (index_[c] != kNoSymbol)
            throw std::invalid_argument(std::string("alphabet symbol repeated: ") + symbols_[i]);
        index_[c] = static_cast<uint8_t>(i);
        if (!std::islower(c))
            foldsCase_ = false;
    }
}

}  // namespace guesslab
