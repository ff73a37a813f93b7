// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace guesslab {

// The shipped tables of tree runs over the bundled lists (docs/results),
// embedded at build time: each file's name and text.
std::vector<std::pair<std::string_view, std::string_view>> bundledBookFiles();

}  // namespace guesslab
