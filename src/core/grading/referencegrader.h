// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alphabet.h"
#include "pattern.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace guesslab {

// The feedback rule (docs/guide.md) written as plainly as possible. It is the
// oracle every fast grader is tested against, and fast enough for single grades.
Pattern gradeReference(std::span<const uint8_t> guess, std::span<const uint8_t> secret);

// The same for words as text over an alphabet (both already checked: equal
// length, symbols of the alphabet).
Pattern gradeWords(std::string_view guess, std::string_view secret,
                   const Alphabet& alphabet = Alphabet::letters());

}  // namespace guesslab
