// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultscheck.h"

#include "inputerror.h"

#include <cmath>
#include <functional>
#include <string>

namespace guesslab {

namespace {

constexpr int64_t kMaxItems = int64_t{1} << 32;  // more words than any list holds
constexpr int64_t kMaxGuessesCap = 100;

// One line's fields read with their ranges; the first problem throws.
class Fields {
public:
    Fields(const ResultsFile& file, const JsonLine& line, int number)
        : file_(file), line_(line), number_(number) {}

    int64_t integer(const char* key, int64_t least, int64_t most) const {
        const JsonLine::Value* v = need(key);
        const auto* i = std::get_if<int64_t>(v);
        if (!i)
            fail("\"%1\" is not a whole number", {key});
        if (*i < least || *i > most)
            fail("\"%1\" is %2, outside %3 to %4",
                 {key, std::to_string(*i), std::to_string(least), std::to_string(most)});
        return *i;
    }
    bool has(const char* key) const { return line_.find(key) != nullptr; }
    // Present and null (a figure the item has none of: an unfinished game).
    bool null(const char* key) const {
        const JsonLine::Value* v = line_.find(key);
        return v && std::holds_alternative<std::nullptr_t>(*v);
    }
    std::optional<int64_t> optionalInteger(const char* key, int64_t least, int64_t most) const {
        if (!has(key))
            return std::nullopt;
        return integer(key, least, most);
    }
    double number(const char* key, double least, double most) const {
        const JsonLine::Value* v = need(key);
        double x = 0;
        if (const auto* i = std::get_if<int64_t>(v))
            x = static_cast<double>(*i);
        else if (const auto* d = std::get_if<double>(v))
            x = *d;
        else
            fail("\"%1\" is not a number", {key});
        if (!std::isfinite(x) || x < least || x > most)
            fail("\"%1\" is %2, outside %3 to %4",
                 {key, std::to_string(x), std::to_string(least), std::to_string(most)});
        return x;
    }
    bool flag(const char* key) const {
        const auto* b = std::get_if<bool>(need(key));
        if (!b)
            fail("\"%1\" is not true or false", {key});
        return *b;
    }
    std::string text(const char* key) const {
        const auto* s = std::get_if<std::string>(need(key));
        if (!s)
            fail("\"%1\" is not a text", {key});
        return *s;
    }
    const std::vector<std::string>& list(const char* key) const {
        const auto* l = std::get_if<std::vector<std::string>>(need(key));
        if (!l)
            fail("\"%1\" is not a list of words", {key});
        return *l;
    }
    [[noreturn]] void fail(const char* problem, std::vector<std::string> args) const {
        throw InputError(file_.path(), number_, problem, std::move(args));
    }

private:
    const JsonLine::Value* need(const char* key) const {
        const JsonLine::Value* v = line_.find(key);
        if (!v)
            fail("has no \"%1\"", {key});
        return v;
    }

    const ResultsFile& file_;
    const JsonLine& line_;
    int number_;
};

void checkMode(const Fields& h) {
    const std::string mode = h.text("mode");
    if (mode != "normal" && mode != "hard" && mode != "strict")
        h.fail("\"mode\" is %1, not normal, hard or strict", {mode});
}

}  // namespace

void checkResults(const ResultsFile& file) {
    const Fields h(file, file.header(), 1);
    const std::string run = h.text("run");
    int64_t items = 0;  // how many items the run has
    std::function<void(const Fields&)> record;
    if (run == "tree" || run == "within") {
        checkMode(h);
        const int64_t answers = h.integer("answers", 1, kMaxItems);
        const int64_t guesses = h.integer("guesses", 1, kMaxItems);
        items = h.integer("candidates", 1, guesses);
        if (run == "tree") {
            h.integer("max_guesses", 0, kMaxGuessesCap);
            if (h.has("all_totals"))
                h.flag("all_totals");
            // Under a prior a total counts each answer's weight (the
            // weights sum to at most 2^22, as a tree's prior keeps them).
            if (h.has("prior"))
                h.text("prior");
            const int64_t weight =
                h.has("prior") ? h.integer("weight_total", 1, int64_t{1} << 22) : answers;
            record = [weight](const Fields& r) {
                r.flag("exact");
                r.integer("total", 0, weight * kMaxGuessesCap);
                if (r.has("average"))
                    r.number("average", 1, kMaxGuessesCap);
            };
        } else {
            h.integer("within", 1, kMaxGuessesCap);
            if (h.has("least_wrong"))
                h.flag("least_wrong");
            record = [answers](const Fields& r) {
                r.flag("solvable");
                r.flag("exact");
                if (!r.optionalInteger("wrong", 0, answers) &&
                    !r.optionalInteger("wrong_at_least", 0, answers))
                    r.fail("has neither \"wrong\" nor \"wrong_at_least\"", {});
            };
        }
    } else if (run == "eldrow") {
        const int64_t words = h.integer("words", 1, kMaxItems);
        items = words;
        record = [words](const Fields& r) {
            const int64_t longest = r.integer("longest", 0, words);
            r.flag("proven");
            const auto& chain = r.list("chain");
            if (!chain.empty() && static_cast<int64_t>(chain.size()) != longest)
                r.fail("its chain has %1 words, but \"longest\" is %2",
                       {std::to_string(chain.size()), std::to_string(longest)});
        };
    } else if (run == "nerdle-rank") {
        h.integer("length", 5, 10);
        const int64_t solutions = h.integer("solutions", 1, kMaxItems);
        items = h.integer("guesses", 1, kMaxItems);
        const double bits = std::log2(static_cast<double>(solutions)) + 1e-9;
        record = [solutions, bits](const Fields& r) {
            const double n = static_cast<double>(solutions);
            r.number("entropy", 0, bits);
            r.number("remaining", 0, bits);
            r.integer("classes", 1, solutions);
            r.integer("largest", 1, solutions);
            r.number("expected_size", 0, n);
            r.flag("is_answer");
        };
    } else if (run == "absurdle") {
        checkMode(h);
        const int64_t answers = h.integer("answers", 1, kMaxItems);
        const int64_t guesses = h.integer("guesses", 1, kMaxItems);
        items = h.integer("candidates", 1, guesses);
        const int64_t fewest = h.integer("fewest", 1, kMaxGuessesCap);
        record = [answers, fewest](const Fields& r) {
            const bool forces = r.flag("forces");
            r.text("feedback");
            r.integer("left", 1, answers);
            if (forces && static_cast<int64_t>(r.list("line").size()) != fewest)
                r.fail("its game has %1 guesses, but the run's fewest is %2",
                       {std::to_string(r.list("line").size()), std::to_string(fewest)});
        };
    } else if (run == "boards") {
        h.integer("boards", 1, 32);
        h.integer("limit", 1, 1000);
        h.text("player");
        h.integer("seed", 0, kMaxItems);
        items = h.integer("candidates", 1, kMaxItems);
        record = [](const Fields& r) {
            if (!r.null("guesses"))
                r.integer("guesses", 1, 1000);
            r.flag("won");
            if (r.has("secrets"))
                r.list("secrets");
            if (r.has("line"))
                r.list("line");
        };
    } else {
        h.fail("is not the results of a tree, within, eldrow, nerdle rank, absurdle or boards run",
               {});
    }
    const auto& records = file.records();
    for (size_t i = 0; i < records.size(); ++i) {
        const Fields r(file, records[i], file.recordLines()[i]);
        r.text("item");
        record(r);
    }
    if (static_cast<int64_t>(records.size()) > items)
        throw InputError(file.path(), file.recordLines().back(),
                         "is item %1, but the run has only %2 (see the first line)",
                         {std::to_string(records.size()), std::to_string(items)});
}

}  // namespace guesslab
