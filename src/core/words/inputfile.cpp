// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfile.h"

#include "inputerror.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace guesslab::InputFile {

namespace {

std::string mebibytes(size_t bytes) {
    return std::to_string((bytes + (size_t{1} << 20) - 1) >> 20);
}

[[noreturn]] void overCap(const std::string& path, size_t maxBytes) {
    throw InputError(path, 0, "is larger than %1 MiB, the most this program reads for it",
                     {mebibytes(maxBytes)});
}

// What the path is when it is no regular file, or nullptr.
const char* notAFile(mode_t mode) {
    if (S_ISDIR(mode))
        return "is a directory, not a file";
    if (S_ISCHR(mode))
        return "is a character device (such as /dev/zero), not a file";
    if (S_ISBLK(mode))
        return "is a block device, not a file";
    if (S_ISFIFO(mode))
        return "is a named pipe (FIFO), not a file";
    if (S_ISSOCK(mode))
        return "is a socket, not a file";
    return S_ISREG(mode) ? nullptr : "is not a regular file";
}

void checkStat(const std::string& path, const struct stat& st, size_t maxBytes) {
    if (const char* what = notAFile(st.st_mode))
        throw InputError(path, 0, what);
    if (static_cast<unsigned long long>(st.st_size) > maxBytes)
        overCap(path, maxBytes);
}

}  // namespace

void check(const std::string& path, size_t maxBytes) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        throw InputError(path, 0, "cannot open: %1", {std::strerror(errno)});
    checkStat(path, st, maxBytes);
}

std::string read(const std::string& path, size_t maxBytes) {
    check(path, maxBytes);
    // Non-blocking, so that a pipe put in the file's place since the check
    // cannot make open() wait; fstat then holds the file itself to the rules.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        throw InputError(path, 0, "cannot open: %1", {std::strerror(errno)});
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        throw InputError(path, 0, "read error");
    checkStat(path, st, maxBytes);
    // The size may be wrong (files in /proc say 0) or grow while read, so
    // the cap holds for what is read, not for what stat said.
    std::string text;
    text.resize(std::min<size_t>(static_cast<size_t>(st.st_size), maxBytes) + 1);
    size_t got = 0;
    for (;;) {
        if (got == text.size()) {
            if (got > maxBytes)
                overCap(path, maxBytes);
            text.resize(std::min(maxBytes + 1, std::max<size_t>(2 * got, 4096)));
        }
        const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw InputError(path, 0, "read error");
        if (n == 0)
            break;
        got += static_cast<size_t>(n);
    }
    if (got > maxBytes)
        overCap(path, maxBytes);
    text.resize(got);
    return text;
}

}  // namespace guesslab::InputFile
