// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonline.h"
#include "wordlist.h"

#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace guesslab {

// The file a long run of many items leaves: its first line describes the
// run (the command, the rules, the lists), each further line is one
// finished item, with its key under "item". Every line is appended with a
// single write as soon as its item is done, so a run killed at any moment
// keeps every finished item; resuming checks that the file describes the
// same run, drops a last line cut short by the kill, and counts each item
// once (a repeated line is ignored).
class ResultsFile {
public:
    // Starts a new file. Refuses a file that exists and is not empty, so no
    // earlier run is overwritten (resume it, or remove it).
    static ResultsFile create(const std::string& path, const JsonLine& header);
    // Goes on with a file written by the same run: the header must be equal.
    static ResultsFile resume(const std::string& path, const JsonLine& header);
    // Reads a complete file to show it (no header to match, not writable).
    static ResultsFile read(const std::string& path);
    // The same for a file's text held in memory (source names it in errors).
    static ResultsFile fromText(const std::string& source, std::string_view text);

    ResultsFile(ResultsFile&& other) noexcept;
    ResultsFile& operator=(ResultsFile&&) = delete;
    ~ResultsFile();

    const std::string& path() const { return path_; }
    const JsonLine& header() const { return header_; }
    // The items finished, in file order; failed items ("failed" set) are
    // not among them, so a resumed run tries them again.
    const std::vector<JsonLine>& records() const { return records_; }
    // The line of each record in the file (0 for a record appended since).
    const std::vector<int>& recordLines() const { return lines_; }
    bool finished(const std::string& item) const;
    // Appends one item's record (it must have "item") and keeps it.
    // Throws std::runtime_error when the write fails.
    void append(const JsonLine& record);
    // Appends several records with one write (each still a line of its own).
    void append(const std::vector<JsonLine>& records);
    // Flushes to the disk (at the end of a run).
    void sync();

private:
    ResultsFile(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
    void load(bool matchHeader, const JsonLine& header);
    // Reads the complete lines of text; returns where the last one ends.
    size_t parse(std::string_view text, bool matchHeader, const JsonLine& header);
    void keep(const JsonLine& record, int line);
    void writeLines(const std::string& lines);

    std::string path_;
    int fd_ = -1;
    JsonLine header_;
    std::vector<JsonLine> records_;
    std::vector<int> lines_;
    std::unordered_set<std::string> items_;
};

// A short fingerprint of a word list for a results file's first line, so
// that a file is resumed (or shown) only with the lists it was made with.
std::string listDigest(const WordList& words);

}  // namespace guesslab
