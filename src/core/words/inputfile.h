// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>

namespace guesslab {

// Files a user names are read whole, so each kind has a cap: a list or a
// game typed by hand is far below these, and an endless file (/dev/zero)
// or one meant for something else is refused before it fills the memory.
namespace InputFile {
inline constexpr size_t kMaxBytes = size_t{64} << 20;        // lists, weights, games, strategies
inline constexpr size_t kMaxResultsBytes = size_t{1} << 30;  // results files of long runs

// Reads a whole regular file of at most maxBytes. A directory, a device, a
// named pipe or a socket is refused at once, naming what it is (a pipe is
// never opened, so no read waits for a writer); so is a file over the cap,
// stating the cap. Throws InputError naming the path.
std::string read(const std::string& path, size_t maxBytes = kMaxBytes);

// Throws the same InputError as read() when the path is not a regular file
// of at most maxBytes (for files read by other means, line by line).
void check(const std::string& path, size_t maxBytes = kMaxBytes);
}  // namespace InputFile

}  // namespace guesslab
