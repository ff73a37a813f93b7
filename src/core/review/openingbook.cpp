// SPDX-License-Identifier: GPL-3.0-or-later
#include "openingbook.h"

#include "bundledbook.h"
#include "inputerror.h"

#include <algorithm>
#include <optional>
#include <sstream>

namespace guesslab {

std::string formatBookClass(const BookClass& c) {
    return c.feedback + ' ' + std::to_string(c.answers) + ' ' + std::to_string(c.value) + ' ' +
           c.next;
}

std::optional<BookClass> parseBookClass(std::string_view text) {
    std::istringstream in{std::string(text)};
    BookClass c;
    std::string rest;
    if (text.find('-') != std::string_view::npos ||  // no negative counts
        !(in >> c.feedback >> c.answers >> c.value >> c.next) || (in >> rest) || c.answers == 0 ||
        c.value < c.answers)
        return std::nullopt;
    return c;
}

BookLine bookLine(const OpenerClassValues& values, const GameLists& lists, uint64_t least) {
    BookLine line{lists.answers().size(), {}};
    for (const ClassValue& c : values.classes) {
        line.total += c.value;
        if (c.mass >= least)
            line.classes.push_back(
                formatBookClass({toString(c.feedback, lists.length()), c.mass, c.value,
                                 lists.guesses().word(c.tree.node(StrategyTree::kRoot).guess)}));
    }
    return line;
}

std::optional<BookValue> BookPage::value(std::string_view word) const {
    const auto it = values_.find(std::string(word));
    if (it == values_.end())
        return std::nullopt;
    return it->second;
}

std::vector<BookValue> BookPage::exactValues() const {
    std::vector<BookValue> out;
    for (const auto& [word, v] : values_)
        if (v.exact)
            out.push_back(v);
    std::sort(out.begin(), out.end(), [](const BookValue& a, const BookValue& b) {
        return a.total != b.total ? a.total < b.total : a.word < b.word;
    });
    return out;
}

std::optional<BookValue> BookPage::provenBest() const {
    if (values_.size() < guesses_)
        return std::nullopt;  // some guess was never valued
    std::optional<BookValue> best;
    uint64_t leastBound = UINT64_MAX;
    for (const auto& [word, v] : values_) {
        if (!v.exact)
            leastBound = std::min(leastBound, v.total);
        else if (!best || v.total < best->total || (v.total == best->total && v.word < best->word))
            best = v;
    }
    if (!best || leastBound < best->total)
        return std::nullopt;
    return best;
}

void OpeningBook::add(const ResultsFile& file) {
    const JsonLine& h = file.header();
    const std::string& source = file.path();
    const auto mode = h.text("mode");
    const auto cap = h.integer("max_guesses");
    const auto answers = h.text("answer_list");
    const auto guesses = h.text("guess_list");
    const auto count = h.integer("guesses");
    if (h.text("run") != "tree" || !mode || !cap || !answers || !guesses || !count || *count < 1)
        throw InputError(source, 1,
                         "is not the first line of a tree run's results (tree --best --results)");
    if (const auto prior = h.text("prior"))
        throw InputError(source, 1,
                         "is a run under a prior (weights %1): the opening book holds plain "
                         "totals",
                         {*prior});
    const Key key{*mode, *cap, *answers, *guesses};
    const bool newPage = !pages_.count(key);
    BookPage& page = pages_[key];
    if (page.guesses_ != 0 && page.guesses_ != static_cast<size_t>(*count))
        throw InputError(source, 1, "counts %1 guesses, where the lists' other tables count %2",
                         {std::to_string(*count), std::to_string(page.guesses_)});
    // Merged in place, each entry's earlier state kept aside, so that a
    // file refused part-way leaves the book as it was (copying the whole
    // book for each file made reading the shipped tables twice as slow).
    using From = std::pair<uint32_t, int>;
    std::vector<std::pair<std::string, std::optional<BookValue>>> valuesBefore;
    std::vector<std::pair<std::string, std::optional<From>>> fromBefore;
    const auto remember = [&](const std::string& name) -> From& {
        const auto it = page.from_.find(name);
        fromBefore.emplace_back(
            name, it == page.from_.end() ? std::nullopt : std::optional<From>(it->second));
        return page.from_[name];
    };
    // This file is named by the index it takes once read whole.
    const auto index = static_cast<uint32_t>(files_.size());
    const auto nameOf = [&](const From& f) {
        return f.first < files_.size() ? files_[f.first] : source;
    };
    try {
        page.guesses_ = static_cast<size_t>(*count);
        for (size_t i = 0; i < file.records().size(); ++i) {
            const JsonLine& r = file.records()[i];
            const int line = file.recordLines()[i];
            if (!r.flag("solvable").value_or(true))
                continue;  // no strategy within the cap: no value to give
            const auto total = r.integer("total");
            if (!total || *total < 0)
                throw InputError(source, line, "has no \"total\" of guesses");
            BookValue v{*r.text("item"),
                        static_cast<uint64_t>(*total),
                        r.flag("exact").value_or(false),
                        {}};
            if (const JsonLine::Value* classes = r.find("classes")) {
                const auto* list = std::get_if<std::vector<std::string>>(classes);
                if (!list || !v.exact)
                    throw InputError(source, line,
                                     "has \"classes\" that are not a list beside an exact total");
                for (const std::string& text : *list) {
                    const auto c = parseBookClass(text);
                    if (!c)
                        throw InputError(source, line,
                                         "has a class \"%1\" that is not \"feedback answers value "
                                         "next\" (the value at least the answers)",
                                         {text});
                    v.classes.push_back(*c);
                }
            }
            const auto known = page.values_.find(v.word);
            valuesBefore.emplace_back(v.word, known == page.values_.end()
                                                  ? std::nullopt
                                                  : std::optional<BookValue>(known->second));
            if (known == page.values_.end()) {
                remember(v.word) = {index, line};
                page.values_.emplace(v.word, std::move(v));
                continue;
            }
            BookValue& kept = known->second;
            From& from = remember(v.word);  // where the value kept was read
            // One opener has one total, and no bound lies above it.
            const bool contradicts = kept.exact && v.exact ? kept.total != v.total
                                     : kept.exact          ? v.total > kept.total
                                     : v.exact             ? kept.total > v.total
                                                           : false;
            if (contradicts)
                throw InputError(source, line, "gives %1 a total of %2, where %3 line %4 gives %5",
                                 {v.word, std::to_string(v.total), nameOf(from),
                                  std::to_string(from.second), std::to_string(kept.total)});
            if (!kept.exact && (v.exact || v.total > kept.total)) {
                kept = std::move(v);
                from = {index, line};
                continue;
            }
            // The classes of both (runs with other --class-values list
            // others): one class has one value; its next guess may differ
            // between equal ones (the one kept first stands).
            for (const BookClass& c : v.classes) {
                const auto same =
                    std::find_if(kept.classes.begin(), kept.classes.end(),
                                 [&](const BookClass& k) { return k.feedback == c.feedback; });
                const std::string name = v.word + ' ' + c.feedback;
                if (same == kept.classes.end()) {
                    kept.classes.push_back(c);
                    remember(name) = {index, line};
                } else if (same->answers != c.answers || same->value != c.value) {
                    // Read with the opener's line kept, unless added later.
                    const auto at = page.from_.find(name);
                    const From classFrom = at == page.from_.end() ? from : at->second;
                    throw InputError(
                        source, line, "gives %1's class %2 %3 guesses, where %4 line %5 gives %6",
                        {v.word, c.feedback, std::to_string(c.value), nameOf(classFrom),
                         std::to_string(classFrom.second), std::to_string(same->value)});
                }
            }
        }
    } catch (...) {
        for (auto it = valuesBefore.rbegin(); it != valuesBefore.rend(); ++it) {
            if (it->second)
                page.values_[it->first] = std::move(*it->second);
            else
                page.values_.erase(it->first);
        }
        for (auto it = fromBefore.rbegin(); it != fromBefore.rend(); ++it) {
            if (it->second)
                page.from_[it->first] = *it->second;
            else
                page.from_.erase(it->first);
        }
        if (newPage)
            pages_.erase(key);
        throw;
    }
    files_.push_back(source);
}

const BookPage* OpeningBook::page(const GameLists& lists, GuessRule rule, int maxGuesses) const {
    if (pages_.empty())
        return nullptr;
    const auto it = pages_.find(
        Key{ruleName(rule), maxGuesses, listDigest(lists.answers()), listDigest(lists.guesses())});
    if (it == pages_.end() || it->second.guesses_ != lists.guesses().size())
        return nullptr;
    const auto& values = it->second.values_;
    const bool anyExact =
        std::any_of(values.begin(), values.end(), [](const auto& e) { return e.second.exact; });
    return anyExact ? &it->second : nullptr;  // bounds alone value no opener
}

const OpeningBook& OpeningBook::bundled() {
    static const OpeningBook book = [] {
        OpeningBook b;
        for (const auto& [name, text] : bundledBookFiles())
            b.add(ResultsFile::fromText(std::string(name), text));
        return b;
    }();
    return book;
}

}  // namespace guesslab
