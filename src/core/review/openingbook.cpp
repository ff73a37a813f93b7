// SPDX-License-Identifier: GPL-3.0-or-later
#include "openingbook.h"

#include "bundledbook.h"
#include "inputerror.h"

#include <algorithm>
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
    // Merged into copies, kept only when the whole file is read.
    auto pages = pages_;
    auto sources = sources_;
    const Key key{*mode, *cap, *answers, *guesses};
    BookPage& page = pages[key];
    if (page.guesses_ != 0 && page.guesses_ != static_cast<size_t>(*count))
        throw InputError(source, 1, "counts %1 guesses, where the lists' other tables count %2",
                         {std::to_string(*count), std::to_string(page.guesses_)});
    page.guesses_ = static_cast<size_t>(*count);
    for (size_t i = 0; i < file.records().size(); ++i) {
        const JsonLine& r = file.records()[i];
        const int line = file.recordLines()[i];
        if (!r.flag("solvable").value_or(true))
            continue;  // no strategy within the cap: no value to give
        const auto total = r.integer("total");
        if (!total || *total < 0)
            throw InputError(source, line, "has no \"total\" of guesses");
        BookValue v{
            *r.text("item"), static_cast<uint64_t>(*total), r.flag("exact").value_or(false), {}};
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
        auto [it, fresh] = page.values_.try_emplace(v.word, v);
        BookValue& kept = it->second;
        auto& from = sources[{key, v.word}];  // where the value kept was read
        if (fresh)
            from = {source, line};
        // One opener has one total, and no bound lies above it.
        const bool contradicts = !fresh && (kept.exact && v.exact ? kept.total != v.total
                                            : kept.exact          ? v.total > kept.total
                                            : v.exact             ? kept.total > v.total
                                                                  : false);
        if (contradicts)
            throw InputError(source, line, "gives %1 a total of %2, where %3 line %4 gives %5",
                             {v.word, std::to_string(v.total), from.first,
                              std::to_string(from.second), std::to_string(kept.total)});
        if (!fresh && !kept.exact && (v.exact || v.total > kept.total)) {
            kept = v;
            from = {source, line};
        } else if (!fresh) {
            // The classes of both (runs with other --class-values list
            // others): one class has one value; its next guess may differ
            // between equal ones (the one kept first stands).
            for (const BookClass& c : v.classes) {
                const auto same =
                    std::find_if(kept.classes.begin(), kept.classes.end(),
                                 [&](const BookClass& k) { return k.feedback == c.feedback; });
                auto& classFrom = sources[{key, v.word + ' ' + c.feedback}];
                if (same == kept.classes.end()) {
                    kept.classes.push_back(c);
                    classFrom = {source, line};
                } else if (same->answers != c.answers || same->value != c.value) {
                    if (classFrom.first.empty())
                        classFrom = from;  // read with the opener's line kept
                    throw InputError(
                        source, line, "gives %1's class %2 %3 guesses, where %4 line %5 gives %6",
                        {v.word, c.feedback, std::to_string(c.value), classFrom.first,
                         std::to_string(classFrom.second), std::to_string(same->value)});
                }
            }
        }
    }
    pages_ = std::move(pages);
    sources_ = std::move(sources);
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
