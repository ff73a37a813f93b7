// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsfile.h"

#include "inputerror.h"
#include "inputfile.h"
#include "linedigest.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace guesslab {

namespace {

// A pipe or a device in the file's place would block or never end.
void checkIfThere(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0)
        InputFile::check(path, InputFile::kMaxResultsBytes);
}

int openForAppend(const std::string& path) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        throw InputError(path, 0, "cannot open: %1", {std::strerror(errno)});
    return fd;
}

bool emptyOrMissing(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) != 0 || st.st_size == 0;
}

// The first key whose value differs, for the message.
std::string firstDifference(const JsonLine& a, const JsonLine& b) {
    for (const auto& [key, value] : a.fields()) {
        const JsonLine::Value* other = b.find(key);
        if (!other || *other != value)
            return key;
    }
    for (const auto& [key, value] : b.fields())
        if (!a.find(key))
            return key;
    return {};
}

}  // namespace

ResultsFile ResultsFile::create(const std::string& path, const JsonLine& header) {
    checkIfThere(path);
    if (!emptyOrMissing(path))
        throw InputError(path, 0,
                         "holds the results of an earlier run: resume it with --resume, or "
                         "remove it");
    ResultsFile f(path, openForAppend(path));
    f.header_ = header;
    f.writeLines(header.format() + '\n');
    return f;
}

ResultsFile ResultsFile::resume(const std::string& path, const JsonLine& header) {
    if (emptyOrMissing(path))
        return create(path, header);
    ResultsFile f(path, -1);
    f.load(true, header);
    f.fd_ = openForAppend(path);
    return f;
}

ResultsFile ResultsFile::read(const std::string& path) {
    ResultsFile f(path, -1);
    f.load(false, {});
    return f;
}

ResultsFile ResultsFile::fromText(const std::string& source, std::string_view text) {
    ResultsFile f(source, -1);
    f.parse(text, false, {});
    return f;
}

ResultsFile::ResultsFile(ResultsFile&& other) noexcept
    : path_(std::move(other.path_)),
      fd_(std::exchange(other.fd_, -1)),
      header_(std::move(other.header_)),
      records_(std::move(other.records_)),
      lines_(std::move(other.lines_)),
      items_(std::move(other.items_)) {}

ResultsFile::~ResultsFile() {
    if (fd_ >= 0)
        ::close(fd_);
}

bool ResultsFile::finished(const std::string& item) const {
    return items_.count(item) > 0;
}

void ResultsFile::load(bool matchHeader, const JsonLine& header) {
    const std::string text = InputFile::read(path_, InputFile::kMaxResultsBytes);
    const size_t complete = parse(text, matchHeader, header);
    if (matchHeader && complete < text.size() && ::truncate(path_.c_str(), complete) != 0)
        throw InputError(
            path_,
            static_cast<int>(std::count(
                text.begin(), text.begin() + static_cast<std::ptrdiff_t>(complete), '\n')) +
                1,
            "cannot drop the unfinished last line: %1", {std::strerror(errno)});
}

size_t ResultsFile::parse(std::string_view text, bool matchHeader, const JsonLine& header) {
    // A last line without its newline was cut short by a kill: it does not count.
    const size_t complete = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
    int number = 0;
    for (size_t at = 0; at < complete;) {
        const size_t end = text.find('\n', at);
        const std::string_view line(text.data() + at, end - at);
        at = end + 1;
        ++number;
        JsonLine record;
        try {
            record = JsonLine::parse(line);
        } catch (const std::invalid_argument& e) {
            throw InputError(path_, number, "is not a results line: %1", {e.what()});
        }
        if (number == 1) {
            if (matchHeader && !(record == header))
                throw InputError(path_, 1,
                                 "describes another run (its \"%1\" differs): resume it with the "
                                 "same command and lists, or start a new file",
                                 {firstDifference(record, header)});
            header_ = std::move(record);
            continue;
        }
        if (!record.text("item"))
            throw InputError(path_, number, "has no \"item\"");
        keep(record, number);
    }
    if (number == 0)
        throw InputError(path_, 0, "is not a results file (no complete first line)");
    return complete;
}

void ResultsFile::keep(const JsonLine& record, int line) {
    if (record.find("failed"))
        return;  // tried again on resuming
    if (items_.insert(*record.text("item")).second) {
        records_.push_back(record);
        lines_.push_back(line);
    }
}

void ResultsFile::append(const JsonLine& record) {
    append(std::vector<JsonLine>{record});
}

void ResultsFile::append(const std::vector<JsonLine>& records) {
    std::string lines;
    for (const JsonLine& r : records) {
        if (!r.text("item"))
            throw std::invalid_argument("a results record needs \"item\"");
        lines += r.format();
        lines += '\n';
    }
    writeLines(lines);
    for (const JsonLine& r : records)
        keep(r, 0);
}

void ResultsFile::writeLines(const std::string& out) {
    if (fd_ < 0)
        throw std::runtime_error(path_ + ": opened for reading only");
    // One write: with O_APPEND lines are never interleaved or split by
    // another writer, and a kill leaves at worst one partial last line.
    size_t done = 0;
    while (done < out.size()) {
        const ssize_t n = ::write(fd_, out.data() + done, out.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            throw std::runtime_error(path_ + ": cannot write: " + std::strerror(errno));
        done += static_cast<size_t>(n);
    }
}

void ResultsFile::sync() {
    if (fd_ >= 0)
        ::fdatasync(fd_);
}

std::string listDigest(const WordList& words) {
    LineDigest digest;
    for (WordId w = 0; w < words.size(); ++w)
        digest.addLine(words.word(w));
    return digest.hex();
}

}  // namespace guesslab
