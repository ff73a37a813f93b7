// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdletreefile.h"

#include "inputerror.h"
#include "inputfile.h"
#include "textlines.h"

#include <charconv>
#include <limits>
#include <map>
#include <set>

namespace guesslab {

namespace {

class TreeParser {
public:
    TreeParser(const std::string& source, const GameLists& lists)
        : source_(source), lists_(lists) {}

    AbsurdleTreeDocument run(std::string_view text) {
        forEachContentLine(text, source_, [&](std::string_view line, int lineNo) {
            lineNo_ = lineNo;
            if (line.front() == '@')
                directive(splitFields(line.substr(1)));
            else
                way(splitFields(line));
        });
        lineNo_ = 0;
        if (doc_.tree.fewest == 0)
            error("no '@fewest N' line: the number of guesses every way takes");
        if (nodes_.empty())
            error("no ways (expected lines like \"raise BBBBB yauld BBBBB ...\")");
        order(-1, 1);
        return std::move(doc_);
    }

private:
    struct Parsed {
        AbsurdleTree::Node node;
        int line = 0;
        std::vector<int32_t> children;
        int ends = 0;  // the line of a way that ends here, or 0
    };

    [[noreturn]] void error(const std::string& problem) const {
        throw InputError(source_, lineNo_, problem);
    }

    WordId guess(std::string_view word) const {
        const auto g = lists_.guesses().find(std::string(word));
        if (!g)
            error(quoteForMessage(word) + " is not in the guess list");
        return *g;
    }

    void directive(const std::vector<std::string_view>& t) {
        if (t.empty())
            error("a line reads '@game absurdle', '@mode hard', '@fewest 4' or '@played raise'");
        if (t[0] == "game") {
            if (t.size() != 2 || t[1] != "absurdle")
                error("the file is for " + quoteForMessage(t.size() > 1 ? t[1] : "") +
                      ", not absurdle");
        } else if (t[0] == "mode") {
            const auto rule = t.size() == 2 ? parseRule(t[1]) : std::nullopt;
            if (!rule)
                error("@mode is normal, hard or strict");
            doc_.rule = *rule;
        } else if (t[0] == "fewest") {
            int k = 0;
            const std::string_view v = t.size() == 2 ? t[1] : std::string_view{};
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), k);
            if (ec != std::errc{} || end != v.data() + v.size() || k < 1 || k > 32)
                error("@fewest is a number from 1 to 32");
            doc_.tree.fewest = k;
        } else if (t[0] == "played") {
            if (!nodes_.empty())
                error("@played comes before the ways");
            for (size_t i = 1; i < t.size(); ++i)
                doc_.tree.played.push_back({guess(t[i]), {}});
        } else {
            error("unknown line '@" + quoteForMessage(t[0]) + "'");
        }
    }

    void way(const std::vector<std::string_view>& t) {
        if (doc_.tree.fewest == 0)
            error("'@fewest N' must come before the ways");
        if (t.size() % 2)
            error("each guess needs the game's answer after it (\"raise BBBBB\")");
        const int guesses = static_cast<int>(t.size() / 2);
        if (guesses > doc_.tree.fewest)
            error(std::to_string(guesses) + " guesses, more than @fewest " +
                  std::to_string(doc_.tree.fewest));
        int32_t at = -1;
        bool added = false;
        for (int i = 0; i < guesses; ++i) {
            const WordId g = guess(t[2 * i]);
            const auto f = parsePattern(t[2 * i + 1], lists_.length());
            if (!f)
                error(quoteForMessage(t[2 * i + 1]) + " is not a pattern of " +
                      std::to_string(lists_.length()) + " letters (G, Y, B)");
            if (at >= 0 && nodes_[static_cast<size_t>(at)].ends)
                error("the way goes on where the way on line " +
                      std::to_string(nodes_[static_cast<size_t>(at)].ends) + " ends");
            auto [it, fresh] = childOf_.try_emplace({at, g}, static_cast<int32_t>(nodes_.size()));
            if (fresh) {
                nodes_.push_back({{g, *f, 0, at, i + 1}, lineNo_, {}});
                if (at >= 0)
                    nodes_[at].children.push_back(it->second);
                else
                    top_.push_back(it->second);
                added = true;
            } else if (nodes_[it->second].node.feedback != *f) {
                error(quoteForMessage(t[2 * i]) + " is answered " + toString(*f, lists_.length()) +
                      " here but " + toString(nodes_[it->second].node.feedback, lists_.length()) +
                      " on line " + std::to_string(nodes_[it->second].line));
            }
            at = it->second;
        }
        Parsed& last = nodes_[static_cast<size_t>(at)];
        if (!added)
            error(last.ends ? "the way is already on line " + std::to_string(last.ends)
                            : "the way stops where the way on line " + std::to_string(last.line) +
                                  " goes on");
        last.ends = lineNo_;
    }

    // Depth first, each node followed by its descendants.
    void order(int32_t parent, int depth) {
        const std::vector<int32_t>& kids =
            parent < 0 ? top_ : nodes_[static_cast<size_t>(parent)].children;
        for (int32_t k : kids) {
            AbsurdleTree::Node n = nodes_[static_cast<size_t>(k)].node;
            n.parent = parent < 0 ? -1 : placed_.at(parent);
            n.depth = depth;
            placed_[k] = static_cast<int32_t>(doc_.tree.nodes.size());
            doc_.tree.nodes.push_back(n);
            doc_.lineOf.push_back(nodes_[static_cast<size_t>(k)].line);
            order(k, depth + 1);
        }
    }

    const std::string& source_;
    const GameLists& lists_;
    int lineNo_ = 0;
    AbsurdleTreeDocument doc_;
    std::vector<Parsed> nodes_;
    std::vector<int32_t> top_;
    std::map<std::pair<int32_t, WordId>, int32_t> childOf_;
    std::map<int32_t, int32_t> placed_;
};

// One way's guesses, for messages.
std::string wayText(const AbsurdleTree& tree, size_t id, const GameLists& lists) {
    std::vector<size_t> chain;
    for (auto i = static_cast<int32_t>(id); i >= 0; i = tree.nodes[static_cast<size_t>(i)].parent)
        chain.push_back(static_cast<size_t>(i));
    std::string out;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        out += (out.empty() ? "" : " ") + lists.guesses().word(tree.nodes[*it].guess);
    return out;
}

}  // namespace

AbsurdleTreeDocument parseAbsurdleTree(std::string_view text, const std::string& source,
                                       const GameLists& lists) {
    return TreeParser(source, lists).run(text);
}

AbsurdleTreeDocument loadAbsurdleTreeFile(const std::string& path, const GameLists& lists) {
    return parseAbsurdleTree(InputFile::read(path), path, lists);
}

std::string formatAbsurdleTreeFile(const AbsurdleTree& tree, const GameLists& lists,
                                   GuessRule rule) {
    std::string out =
        "# Every way to force a win against Absurdle's adversary in the fewest\n"
        "# guesses: one line per way, each guess with the game's answer.\n"
        "@game absurdle\n";
    out += std::string("@mode ") + ruleName(rule) + "\n";
    if (!tree.played.empty()) {
        out += "@played";
        for (const AbsurdleStep& s : tree.played)
            out += " " + lists.guesses().word(s.guess);
        out += "\n";
    }
    out += "@fewest " + std::to_string(tree.fewest) + "\n";
    std::vector<std::string> prefix;  // each depth's "guess PATTERN"
    for (size_t i = 0; i < tree.nodes.size(); ++i) {
        const AbsurdleTree::Node& n = tree.nodes[i];
        prefix.resize(static_cast<size_t>(n.depth - 1));
        prefix.push_back(lists.guesses().word(n.guess) + " " +
                         toString(n.feedback, lists.length()));
        const bool leaf =
            i + 1 == tree.nodes.size() || tree.nodes[i + 1].parent != static_cast<int32_t>(i);
        if (!leaf)
            continue;
        for (size_t d = 0; d < prefix.size(); ++d)
            out += (d ? " " : "") + prefix[d];
        out += "\n";
    }
    return out;
}

AbsurdleTreeCheck checkAbsurdleTree(const AbsurdleTreeDocument& doc, const AbsurdleSolver& solver,
                                    bool complete, JobContext* ctx) {
    AbsurdleTreeCheck check;
    const AbsurdleTree& tree = doc.tree;
    const GameLists& lists = solver.lists();
    const auto fail = [&](int line, const std::string& problem) {
        if (check.errors.size() < 5)
            check.errors.push_back((line ? "line " + std::to_string(line) + ": " : "") + problem);
        ++check.errorCount;
    };
    const auto word = [&](WordId g) { return lists.guesses().word(g); };
    if (doc.rule != solver.rule()) {
        fail(0, std::string("the file is for ") + ruleName(doc.rule) + " mode, not " +
                    ruleName(solver.rule()));
        return check;
    }
    AbsurdlePosition root = solver.start();
    for (const AbsurdleStep& s : tree.played) {
        if (root.words.size() == 1 && solver.wins(root, s.guess)) {
            fail(0, "@played goes on after the game is won");
            return check;
        }
        if (!solver.allows(root, s.guess)) {
            fail(0, "@played: " + word(s.guess) + " is not allowed in " + ruleName(solver.rule()) +
                        " mode there");
            return check;
        }
        root = solver.play(root, s.guess);
    }
    if (ctx)
        ctx->beginPhase("Ways replayed", tree.nodes.size());
    // Each node's position, along the path from the root.
    check.kept.assign(tree.nodes.size(), 0);
    std::vector<AbsurdlePosition> at;
    int failedAt = std::numeric_limits<int>::max();  // the depth of a node found wrong
    for (size_t i = 0; i < tree.nodes.size(); ++i) {
        if (ctx && ctx->cancelled()) {
            check.stopped = true;
            return check;
        }
        const AbsurdleTree::Node& n = tree.nodes[i];
        if (n.depth > failedAt)
            continue;  // below a wrong guess: one message for it
        failedAt = std::numeric_limits<int>::max();
        const size_t errorsBefore = check.errorCount;
        const int line = i < doc.lineOf.size() ? doc.lineOf[i] : 0;
        at.resize(static_cast<size_t>(n.depth - 1));
        const AbsurdlePosition& before = at.empty() ? root : at.back();
        const bool leaf =
            i + 1 == tree.nodes.size() || tree.nodes[i + 1].parent != static_cast<int32_t>(i);
        check.lines += leaf;
        if (before.words.size() == 1 && !before.steps.empty() &&
            solver.wins(before, before.steps.back().guess)) {
            fail(line, "guess " + std::to_string(n.depth) + " (" + word(n.guess) +
                           ") comes after the game is won");
            failedAt = n.depth;
            continue;
        }
        if (!solver.allows(before, n.guess)) {
            fail(line, word(n.guess) + " is not allowed in " + ruleName(solver.rule()) +
                           " mode after " + wayText(tree, i, lists));
            failedAt = n.depth;
            continue;
        }
        const bool won = solver.wins(before, n.guess);
        AbsurdlePosition after = solver.play(before, n.guess);
        const Pattern f = after.steps.back().feedback;
        if (f != n.feedback) {
            fail(line, "the game answers " + word(n.guess) + " with " +
                           toString(f, lists.length()) + ", not " +
                           toString(n.feedback, lists.length()));
            failedAt = n.depth;
            continue;
        }
        if (solver.target() &&
            !std::binary_search(after.words.begin(), after.words.end(), *solver.target()))
            fail(line, word(n.guess) + " loses the target");
        if (won && n.depth < tree.fewest)
            fail(line, "won in " + std::to_string(n.depth) + " guesses, fewer than @fewest " +
                           std::to_string(tree.fewest));
        if (leaf && !won)
            fail(line, "the way ends with " + std::to_string(after.words.size()) +
                           " words left, not won");
        if (check.errorCount > errorsBefore)
            failedAt = n.depth;
        check.kept[i] = static_cast<uint32_t>(after.words.size());
        at.push_back(std::move(after));
        if (ctx)
            ctx->advance(1);
    }
    if (!complete || check.errorCount)
        return check;
    // Against the solver: the fewest proven, and every way it finds here.
    const AbsurdleTree all = solver.winningTree(root, tree.fewest, ctx);
    if (all.stopped) {
        check.stopped = true;
        return check;
    }
    if (all.fewest != tree.fewest) {
        fail(0, all.fewest ? "a win is forced in " + std::to_string(all.fewest) +
                                 " guesses, fewer than @fewest " + std::to_string(tree.fewest)
                           : "no win can be forced in " + std::to_string(tree.fewest) +
                                 " guesses from there");
        return check;
    }
    std::set<std::string> listed;
    for (size_t i = 0; i < tree.nodes.size(); ++i)
        listed.insert(wayText(tree, i, lists));
    std::vector<char> missing(all.nodes.size(), 0);
    for (size_t i = 0; i < all.nodes.size(); ++i) {
        const int32_t parent = all.nodes[i].parent;
        if (parent >= 0 && missing[static_cast<size_t>(parent)]) {
            missing[i] = 1;  // its first guess missing says it
            continue;
        }
        const std::string way = wayText(all, i, lists);
        if ((missing[i] = !listed.contains(way)))
            fail(0, "missing: " + way + ", which also forces the win in " +
                        std::to_string(tree.fewest - all.nodes[i].depth + 1));
    }
    check.complete = check.errorCount == 0 && !all.truncated;
    return check;
}

}  // namespace guesslab
