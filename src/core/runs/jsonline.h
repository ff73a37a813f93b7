// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace guesslab {

// One record of a results file: a flat JSON object on one line, its keys in
// the order they were set. Values are null, true/false, integers, numbers,
// strings and lists of strings: what an item's result needs, no more.
class JsonLine {
public:
    using Value =
        std::variant<std::nullptr_t, bool, int64_t, double, std::string, std::vector<std::string>>;

    // Sets a key (replacing its value if present, in place).
    JsonLine& set(std::string key, Value value);
    const Value* find(std::string_view key) const;
    std::optional<std::string> text(std::string_view key) const;
    std::optional<int64_t> integer(std::string_view key) const;
    std::optional<bool> flag(std::string_view key) const;
    const std::vector<std::pair<std::string, Value>>& fields() const { return fields_; }
    bool operator==(const JsonLine&) const = default;

    // The object on one line, without the newline.
    std::string format() const;
    // Reads one object; throws std::invalid_argument naming the problem
    // (the caller adds the file and line).
    static JsonLine parse(std::string_view text);

private:
    std::vector<std::pair<std::string, Value>> fields_;
};

}  // namespace guesslab
