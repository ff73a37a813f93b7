// SPDX-License-Identifier: GPL-3.0-or-later
#include "strategyfile.h"

#include "inputerror.h"
#include "inputfile.h"
#include "referencegrader.h"
#include "textlines.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <unordered_map>

namespace guesslab {

namespace {

std::optional<uint64_t> number(std::string_view text) {
    uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

class Parser {
public:
    Parser(const std::string& source, const GameLists& lists) : source_(source), lists_(lists) {}

    StrategyDocument run(std::string_view text) {
        forEachContentLine(text, source_, [&](std::string_view line, int lineNo) {
            lineNo_ = lineNo;
            if (line.front() == '@') {
                directive(splitFields(line.substr(1)));
            } else {
                checkOldHard();
                path(splitFields(line));
            }
        });
        checkOldHard();
        if (doc_.strategy.empty())
            throw InputError(source_, 0,
                             "no strategy lines (expected lines like \"" +
                                 std::string(lists_.length(), 'a') + " " +
                                 std::string(lists_.length(), 'G') + "\")");
        return std::move(doc_);
    }

private:
    [[noreturn]] void error(const std::string& problem) const {
        throw InputError(source_, lineNo_, problem);
    }

    // A file written when "hard" meant what "strict" means now.
    void checkOldHard() const {
        if (hardLine_ > 0 && format_ < 2)
            throw InputError(source_, hardLine_,
                             "'@mode hard' in a file without '@format 2' is the stricter rule, "
                             "every guess could be the answer: write '@mode strict' (or add "
                             "'@format 2' if the file follows the game's hard mode)");
    }

    void directive(const std::vector<std::string_view>& t) {
        if (t.size() != 2)
            error("a rule line reads '@mode hard', '@max-guesses 6' or '@total 7920'");
        if (t[0] == "format") {
            if (t[1] != "1" && t[1] != "2")
                error("@format is 1 or 2, not " + quoteForMessage(t[1]));
            format_ = t[1][0] - '0';
        } else if (t[0] == "mode") {
            const auto rule = parseRule(t[1]);
            if (!rule)
                error("@mode is normal, hard or strict, not " + quoteForMessage(t[1]));
            doc_.rules.rule = *rule;
            hardLine_ = *rule == GuessRule::Hard ? lineNo_ : 0;
        } else if (t[0] == "max-guesses") {
            const auto k = number(t[1]);
            if (t[1] != "none" && (!k || *k == 0 || *k > 64))
                error("@max-guesses is a number from 1 to 64 or none, not " +
                      quoteForMessage(t[1]));
            doc_.rules.maxGuesses = k ? static_cast<int>(*k) : 0;
        } else if (t[0] == "total") {
            const auto n = number(t[1]);
            if (!n)
                error("@total is a whole number, not " + quoteForMessage(t[1]));
            doc_.total = *n;
        } else if (t[0] == "unsolved") {
            const auto n = number(t[1]);
            if (!n)
                error("@unsolved is a whole number, not " + quoteForMessage(t[1]));
            doc_.unsolved = *n;
        } else if (t[0] == "prior") {
            if (t[1].size() != 16 ||
                t[1].find_first_not_of("0123456789abcdef") != std::string_view::npos)
                error("@prior is the prior's fingerprint, 16 hex digits, not " +
                      quoteForMessage(t[1]));
            doc_.prior = std::string(t[1]);
        } else if (t[0] == "weighted-total") {
            const auto n = number(t[1]);
            if (!n)
                error("@weighted-total is a whole number, not " + quoteForMessage(t[1]));
            doc_.weightedTotal = *n;
        } else {
            error("unknown rule " + quoteForMessage(t[0]) +
                  " (known: format, mode, max-guesses, total, unsolved, prior, weighted-total)");
        }
    }

    WordId guessId(std::string_view token) const {
        std::string w(token);
        if (auto problem = WordList::normaliseWord(w, lists_.guesses().alphabet(), lists_.length());
            !problem.empty())
            error(problem);
        const auto id = lists_.guesses().find(w);
        if (!id)
            error("'" + w + "' is not in the guess list");
        return *id;
    }

    void path(const std::vector<std::string_view>& t) {
        if (t.size() % 2 != 0)
            error("a line alternates guesses and feedback and ends with feedback; this one has " +
                  std::to_string(t.size()) + " items");
        const int length = lists_.length();
        const WordId last = guessId(t[t.size() - 2]);
        const auto answer = lists_.answers().find(lists_.guesses().word(last));
        if (!answer)
            error("the line ends with '" + lists_.guesses().word(last) +
                  "', which is not in the answer list");
        if (const auto [it, fresh] = lineOfAnswer_.emplace(*answer, lineNo_); !fresh)
            error("'" + lists_.guesses().word(last) + "' already has a line (line " +
                  std::to_string(it->second) + ")");
        uint32_t node = StrategyTree::kNone;
        for (size_t i = 0; i < t.size(); i += 2) {
            const WordId g = guessId(t[i]);
            const auto feedback = parsePattern(t[i + 1]);
            if (!feedback || static_cast<int>(t[i + 1].size()) != length)
                error(quoteForMessage(t[i + 1]) + " is not feedback of " + std::to_string(length) +
                      " letters B, Y, G");
            const Pattern real =
                gradeReference(lists_.guesses().symbols(g), lists_.answers().symbols(*answer));
            if (real != *feedback)
                error("'" + lists_.guesses().word(g) + "' against '" +
                      lists_.answers().word(*answer) + "' gives " + toString(real, length) +
                      ", not " + toString(*feedback, length));
            const bool solved = real == Pattern::allGreen(length);
            if (solved != (i + 2 == t.size()))
                error(solved ? "the line goes on after the answer is found"
                             : "the line ends before the answer is found");
            node = step(node, g);
            if (!solved)
                node = follow(node, real);
        }
    }

    // The node holding guess g at the current position (the root first).
    uint32_t step(uint32_t pending, WordId g) {
        StrategyTree& s = doc_.strategy;
        if (pending == StrategyTree::kNone && s.empty()) {
            lineOfNode_.push_back(lineNo_);
            return s.addNode(g);
        }
        const uint32_t node = pending == StrategyTree::kNone ? StrategyTree::kRoot : pending;
        if (s.node(node).guess == kUnset)
            s.setGuess(node, g);
        else if (s.node(node).guess != g)
            error("this line guesses '" + lists_.guesses().word(g) + "' where line " +
                  std::to_string(lineOfNode_[node]) + " guesses '" +
                  lists_.guesses().word(s.node(node).guess) + "' after the same feedback");
        return node;
    }

    // The node a feedback leads to, created empty (guess unknown) on first use.
    uint32_t follow(uint32_t node, Pattern feedback) {
        StrategyTree& s = doc_.strategy;
        uint32_t next = s.child(node, feedback);
        if (next == StrategyTree::kNone) {
            next = s.addNode(kUnset);
            lineOfNode_.push_back(lineNo_);
            s.link(node, feedback, next);
        }
        return next;
    }

    static constexpr WordId kUnset = UINT32_MAX;

    const std::string& source_;
    const GameLists& lists_;
    StrategyDocument doc_;
    int lineNo_ = 0;
    int format_ = 1;    // @format: 2 for files that know the game's hard mode
    int hardLine_ = 0;  // the line of "@mode hard"
    std::vector<int> lineOfNode_;
    std::unordered_map<WordId, int> lineOfAnswer_;
};

// Writes the line of every answer that reaches the node, in feedback order.
void writeLines(const StrategyTree& s, const GameLists& lists, uint32_t node,
                const std::vector<WordId>& answers, std::string& prefix, std::string& out) {
    const int length = lists.length();
    const WordId g = s.node(node).guess;
    std::vector<std::pair<Pattern, WordId>> graded;
    for (WordId a : answers)
        graded.emplace_back(gradeReference(lists.guesses().symbols(g), lists.answers().symbols(a)),
                            a);
    const Pattern green = Pattern::allGreen(length);
    std::sort(graded.begin(), graded.end(), [&](const auto& a, const auto& b) {
        return std::pair(a.first != green, a) < std::pair(b.first != green, b);  // the answer first
    });
    const size_t mark = prefix.size();
    for (size_t i = 0; i < graded.size();) {
        const Pattern p = graded[i].first;
        std::vector<WordId> group;
        for (; i < graded.size() && graded[i].first == p; ++i)
            group.push_back(graded[i].second);
        prefix += lists.guesses().word(g) + ' ' + toString(p, length);
        const uint32_t next = s.child(node, p);
        if (p == green)
            out += prefix + '\n';
        else if (next != StrategyTree::kNone)
            writeLines(s, lists, next, group, prefix += ' ', out);
        prefix.resize(mark);
    }
}

}  // namespace

StrategyDocument parseStrategy(std::string_view text, const std::string& source,
                               const GameLists& lists) {
    return Parser(source, lists).run(text);
}

StrategyDocument loadStrategyFile(const std::string& path, const GameLists& lists) {
    return parseStrategy(InputFile::read(path), path, lists);
}

uint64_t lateAnswers(const StrategyStats& stats, const StrategyRules& rules) {
    uint64_t late = 0;
    for (size_t k = static_cast<size_t>(rules.maxGuesses) + 1;
         rules.maxGuesses > 0 && k < stats.histogram.size(); ++k)
        late += stats.histogram[k];
    return late;
}

std::string formatStrategy(const StrategyTree& strategy, const GameLists& lists,
                           const StrategyRules& rules, const StrategyStats& stats,
                           const TreePrior* prior) {
    char average[32];
    std::snprintf(average, sizeof average, "%.4f", stats.average());
    std::string out =
        "# guesslab strategy: one line per answer, each guess followed by its feedback\n"
        "# (B grey, Y yellow, G green); the last guess is the answer.\n"
        "# " +
        std::to_string(stats.answers) + " answers, " + std::to_string(stats.total) +
        " guesses in all, average " + average + ", worst " + std::to_string(stats.worst) + "\n";
    out += "@format 2\n";
    out += std::string("@mode ") + ruleName(rules.rule) + "\n";
    out += "@max-guesses " +
           (rules.maxGuesses > 0 ? std::to_string(rules.maxGuesses) : std::string("none")) + "\n";
    out += "@total " + std::to_string(stats.total) + "\n";
    if (const uint64_t late = lateAnswers(stats, rules); late > 0)
        out += "@unsolved " + std::to_string(late) + "\n";
    if (prior) {  // the total the tree was chosen for: weights times guesses
        std::snprintf(average, sizeof average, "%.4f", stats.weightedAverage());
        out += "# under a prior: ";
        out += std::to_string(stats.weighted);
        out += " weighted guesses over weights summing to ";
        out += std::to_string(stats.weight);
        out += ", expected ";
        out += average;
        out += '\n';
        out += "@prior " + prior->fingerprint() + "\n";
        out += "@weighted-total " + std::to_string(stats.weighted) + "\n";
    }
    if (!strategy.empty()) {
        std::vector<WordId> all(lists.answers().size());
        for (WordId a = 0; a < all.size(); ++a)
            all[a] = a;
        std::string prefix;
        writeLines(strategy, lists, StrategyTree::kRoot, all, prefix, out);
    }
    return out;
}

}  // namespace guesslab
