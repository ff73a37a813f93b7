#pragma once

#include "pattern.h"

#include <cstdint>
#include <span>

namespace guesslab {

// The grading rule of SPEC §2 written as plainly as possible. It is the
// oracle every fast grader is tested against, and fast enough for single grades.
Pattern gradeReference(std::span<const uint8_t> guess, std::span<const uint8_t> secret);

}  // namespace guesslab
