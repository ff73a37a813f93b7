// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonline.h"

#include <charconv>
#include <stdexcept>

namespace guesslab {

namespace {

void appendString(std::string& out, std::string_view s) {
    out += '"';
    for (const char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    static const char* hex = "0123456789abcdef";
                    out += "\\u00";
                    out += hex[(c >> 4) & 0xf];
                    out += hex[c & 0xf];
                } else {
                    out += c;
                }
        }
    }
    out += '"';
}

void appendValue(std::string& out, const JsonLine::Value& v) {
    if (std::holds_alternative<std::nullptr_t>(v)) {
        out += "null";
    } else if (const bool* b = std::get_if<bool>(&v)) {
        out += *b ? "true" : "false";
    } else if (const int64_t* i = std::get_if<int64_t>(&v)) {
        out += std::to_string(*i);
    } else if (const double* d = std::get_if<double>(&v)) {
        char buffer[32];
        const auto r = std::to_chars(buffer, buffer + sizeof buffer, *d);
        std::string_view number(buffer, static_cast<size_t>(r.ptr - buffer));
        out += number;
        if (number.find_first_of(".en") == std::string_view::npos)
            out += ".0";  // read back as a number, not an integer
    } else if (const auto* s = std::get_if<std::string>(&v)) {
        appendString(out, *s);
    } else {
        out += '[';
        const auto& list = std::get<std::vector<std::string>>(v);
        for (size_t i = 0; i < list.size(); ++i) {
            if (i)
                out += ',';
            appendString(out, list[i]);
        }
        out += ']';
    }
}

// A recursive-descent reader over one line.
class Reader {
public:
    explicit Reader(std::string_view text) : s_(text) {}

    JsonLine object() {
        JsonLine line;
        expect('{');
        if (peek() == '}') {
            ++i_;
        } else {
            for (;;) {
                std::string key = string();
                if (line.find(key))
                    fail("the key \"" + key + "\" appears twice");
                expect(':');
                line.set(std::move(key), value());
                if (peek() == ',') {
                    ++i_;
                    continue;
                }
                expect('}');
                break;
            }
        }
        peek();
        if (i_ < s_.size())
            fail("text after the closing '}'");
        return line;
    }

private:
    [[noreturn]] void fail(const std::string& problem) const {
        throw std::invalid_argument(problem + " (column " + std::to_string(i_ + 1) + ")");
    }
    char peek() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r'))
            ++i_;
        return i_ < s_.size() ? s_[i_] : '\0';
    }
    void expect(char c) {
        if (peek() != c)
            fail(std::string("expected '") + c + "'");
        ++i_;
    }
    bool word(std::string_view w) {
        if (s_.substr(i_, w.size()) != w)
            return false;
        i_ += w.size();
        return true;
    }
    JsonLine::Value value() {
        const char c = peek();
        if (c == '"')
            return string();
        if (c == '[')
            return list();
        if (word("null"))
            return nullptr;
        if (word("true"))
            return true;
        if (word("false"))
            return false;
        return number();
    }
    JsonLine::Value number() {
        const size_t from = i_;
        while (i_ < s_.size() &&
               std::string_view("+-0123456789.eE").find(s_[i_]) != std::string_view::npos)
            ++i_;
        const std::string_view n = s_.substr(from, i_ - from);
        if (n.empty())
            fail("expected a value");
        const char* end = n.data() + n.size();
        if (n.find_first_of(".eE") == std::string_view::npos) {
            int64_t v = 0;
            const auto r = std::from_chars(n.data(), end, v);
            if (r.ec != std::errc() || r.ptr != end)
                fail("'" + std::string(n) + "' is not a number");
            return v;
        }
        double v = 0;
        const auto r = std::from_chars(n.data(), end, v);
        if (r.ec != std::errc() || r.ptr != end)
            fail("'" + std::string(n) + "' is not a number");
        return v;
    }
    std::vector<std::string> list() {
        std::vector<std::string> out;
        expect('[');
        if (peek() == ']') {
            ++i_;
            return out;
        }
        for (;;) {
            if (peek() != '"')
                fail("a list holds strings only");
            out.push_back(string());
            if (peek() == ',') {
                ++i_;
                continue;
            }
            expect(']');
            return out;
        }
    }
    std::string string() {
        if (peek() != '"')
            fail("expected a string");
        ++i_;
        std::string out;
        while (i_ < s_.size() && s_[i_] != '"') {
            char c = s_[i_++];
            if (static_cast<unsigned char>(c) < 0x20)
                fail("a control character inside a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (i_ >= s_.size())
                break;
            c = s_[i_++];
            switch (c) {
                case '"':
                case '\\':
                case '/':
                    out += c;
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u':
                    out += codePoint();
                    break;
                default:
                    fail(std::string("the escape \\") + c + " is not JSON");
            }
        }
        if (i_ >= s_.size())
            fail("a string is not closed");
        ++i_;
        return out;
    }
    // \uXXXX (a pair for characters past the first plane), as UTF-8.
    std::string codePoint() {
        uint32_t cp = hex4();
        if (cp >= 0xd800 && cp < 0xdc00) {
            if (!word("\\u"))
                fail("half of a surrogate pair");
            const uint32_t low = hex4();
            if (low < 0xdc00 || low >= 0xe000)
                fail("half of a surrogate pair");
            cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        }
        std::string out;
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xc0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3f));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xe0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (cp & 0x3f));
        } else {
            out += static_cast<char>(0xf0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (cp & 0x3f));
        }
        return out;
    }
    uint32_t hex4() {
        if (i_ + 4 > s_.size())
            fail("\\u needs four hex digits");
        uint32_t v = 0;
        const auto r = std::from_chars(s_.data() + i_, s_.data() + i_ + 4, v, 16);
        if (r.ptr != s_.data() + i_ + 4)
            fail("\\u needs four hex digits");
        i_ += 4;
        return v;
    }

    std::string_view s_;
    size_t i_ = 0;
};

}  // namespace

JsonLine& JsonLine::set(std::string key, Value value) {
    for (auto& [k, v] : fields_)
        if (k == key) {
            v = std::move(value);
            return *this;
        }
    fields_.emplace_back(std::move(key), std::move(value));
    return *this;
}

const JsonLine::Value* JsonLine::find(std::string_view key) const {
    for (const auto& [k, v] : fields_)
        if (k == key)
            return &v;
    return nullptr;
}

std::optional<std::string> JsonLine::text(std::string_view key) const {
    const Value* v = find(key);
    if (const auto* s = v ? std::get_if<std::string>(v) : nullptr)
        return *s;
    return std::nullopt;
}

std::optional<int64_t> JsonLine::integer(std::string_view key) const {
    const Value* v = find(key);
    if (const auto* i = v ? std::get_if<int64_t>(v) : nullptr)
        return *i;
    return std::nullopt;
}

std::optional<bool> JsonLine::flag(std::string_view key) const {
    const Value* v = find(key);
    if (const auto* b = v ? std::get_if<bool>(v) : nullptr)
        return *b;
    return std::nullopt;
}

std::string JsonLine::format() const {
    std::string out = "{";
    for (size_t i = 0; i < fields_.size(); ++i) {
        if (i)
            out += ',';
        appendString(out, fields_[i].first);
        out += ':';
        appendValue(out, fields_[i].second);
    }
    out += '}';
    return out;
}

JsonLine JsonLine::parse(std::string_view text) {
    return Reader(text).object();
}

}  // namespace guesslab
