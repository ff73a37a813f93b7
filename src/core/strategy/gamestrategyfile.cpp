// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestrategyfile.h"

#include "inputerror.h"
#include "inputfile.h"
#include "textlines.h"

#include <charconv>
#include <cstdio>
#include <unordered_map>

namespace guesslab {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

class GameParser {
public:
    GameParser(const std::string& source, const Game& game) : source_(source), game_(game) {
        for (SecretId s = 0; s < game.secretCount(); ++s)
            secrets_.emplace(game.describeSecret(s), s);
    }

    GameStrategyDocument run(std::string_view text) {
        forEachContentLine(text, source_, [&](std::string_view line, int lineNo) {
            lineNo_ = lineNo;
            if (line.front() == '@')
                directive(line.substr(1));
            else
                path(line);
        });
        if (doc_.strategy.empty())
            throw InputError(source_, 0,
                             "no strategy lines (expected lines like \"secret: question "
                             "(feedback) question (feedback)\")");
        return std::move(doc_);
    }

private:
    [[noreturn]] void error(const std::string& problem) const {
        throw InputError(source_, lineNo_, problem);
    }

    std::optional<uint64_t> number(std::string_view text) const {
        uint64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc{} || end != text.data() + text.size())
            return std::nullopt;
        return value;
    }

    void directive(std::string_view line) {
        const size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value =
            space == std::string_view::npos ? std::string_view{} : trimmed(line.substr(space));
        if (key == "game") {
            if (value != game_.name())
                error("the strategy is for " + quoteForMessage(value) + ", not " + game_.name());
        } else if (key == "mode") {
            const auto rule = parseRule(value);
            if (!rule)
                error("@mode is normal, hard or strict, not " + quoteForMessage(value));
            doc_.rules.rule = *rule;
        } else if (key == "max-guesses") {
            const auto k = number(value);
            if (value != "none" && (!k || *k == 0 || *k > 64))
                error("@max-guesses is a number from 1 to 64 or none, not " +
                      quoteForMessage(value));
            doc_.rules.maxGuesses = k ? static_cast<int>(*k) : 0;
        } else if (key == "total" || key == "unsolved") {
            const auto n = number(value);
            if (!n)
                error(std::string(key == "total" ? "@total" : "@unsolved") +
                      " is a whole number, not " + quoteForMessage(value));
            (key == "total" ? doc_.total : doc_.unsolved) = *n;
        } else {
            error("unknown rule " + quoteForMessage(key) +
                  " (known: game, mode, max-guesses, total, unsolved)");
        }
    }

    // "secret: question (feedback) question (feedback) ..."
    void path(std::string_view line) {
        const size_t colon = line.find(':');
        if (colon == std::string_view::npos)
            error("a strategy line starts with the secret and a colon");
        const std::string name(trimmed(line.substr(0, colon)));
        const auto found = secrets_.find(name);
        if (found == secrets_.end())
            error(quoteForMessage(name) + " is not a secret of " + game_.name());
        const SecretId secret = found->second;
        std::string_view rest = trimmed(line.substr(colon + 1));
        uint32_t node = doc_.strategy.empty() ? GameStrategy::kNone : GameStrategy::kRoot;
        uint32_t parent = GameStrategy::kNone;
        Feedback last = 0;
        while (!rest.empty()) {
            const size_t open = rest.find(" (");
            const size_t close = rest.find(')', open);
            if (open == std::string_view::npos || close == std::string_view::npos)
                error("each question is followed by its feedback in parentheses");
            const std::string text(trimmed(rest.substr(0, open)));
            const std::string said(rest.substr(open + 2, close - open - 2));
            rest = trimmed(rest.substr(close + 1));
            Phrase problem;
            const auto question = game_.parseQuestion(text, &problem);
            if (!question)
                error(quoteForMessage(text) + ": " + problem.str());
            const std::string asked = game_.describeQuestion(*question);
            if (node == GameStrategy::kNone) {
                node = doc_.strategy.addNode(*question);
                if (parent != GameStrategy::kNone)
                    doc_.strategy.link(parent, last, node);
            } else if (game_.describeQuestion(doc_.strategy.node(node).question) != asked) {
                error("after the same feedback an earlier line asks " +
                      game_.describeQuestion(doc_.strategy.node(node).question) + ", not " + asked);
            }
            const Feedback f = game_.feedback(*question, secret);
            if (game_.describeFeedback(*question, f) != said)
                error(asked + " gets (" + game_.describeFeedback(*question, f) + ") from " + name +
                      ", not (" + quoteForMessage(said) + ")");
            parent = node;
            last = f;
            node = doc_.strategy.child(node, f);
        }
        if (parent == GameStrategy::kNone)
            error("no questions for " + name);
    }

    const std::string& source_;
    const Game& game_;
    std::unordered_map<std::string, SecretId> secrets_;
    GameStrategyDocument doc_;
    int lineNo_ = 0;
};

}  // namespace

GameStrategyDocument parseGameStrategy(std::string_view text, const std::string& source,
                                       const Game& game) {
    return GameParser(source, game).run(text);
}

GameStrategyDocument loadGameStrategyFile(const std::string& path, const Game& game) {
    return parseGameStrategy(InputFile::read(path), path, game);
}

std::string formatGameStrategyFile(const GameStrategy& strategy, const Game& game,
                                   const StrategyRules& rules, const StrategyStats& stats,
                                   std::optional<uint64_t> unsolved) {
    char average[32];
    std::snprintf(average, sizeof average, "%.4f", stats.average());
    std::string out =
        "# guesslab strategy: one line per secret, each question followed by the\n"
        "# feedback it gets.\n# ";
    out += std::to_string(stats.answers) + " secrets found, " + std::to_string(stats.total) +
           " questions in all, average " + average + ", worst " + std::to_string(stats.worst) +
           "\n";
    out += "@game " + game.name() + "\n";
    out += std::string("@mode ") + ruleName(rules.rule) + "\n";
    out += "@max-guesses " +
           (rules.maxGuesses > 0 ? std::to_string(rules.maxGuesses) : std::string("none")) + "\n";
    out += "@total " + std::to_string(stats.total) + "\n";
    if (unsolved)
        out += "@unsolved " + std::to_string(*unsolved) + "\n";
    out += formatGameStrategy(strategy, game);
    return out;
}

}  // namespace guesslab
