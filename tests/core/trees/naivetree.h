// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A plain exhaustive tree search: the oracle the exact solver and the game
// review are held to on small random lists.
#include "gamelists.h"
#include "hardmoderule.h"
#include "pattern.h"
#include "referencegrader.h"
#include "testlists.h"
#include "wordlistloader.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <map>
#include <memory>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace guesslab::test {

constexpr int kInf = 1 << 29;

// The words of `allowed` the rule still allows after g got feedback p, by
// the plain definitions.
inline std::vector<WordId> allowedAfter(const GameLists& lists, GuessRule rule, WordId g, Pattern p,
                                        const std::vector<WordId>& allowed) {
    std::vector<WordId> next;
    const auto gs = lists.guesses().symbols(g);
    for (WordId h : allowed) {
        const auto hs = lists.guesses().symbols(h);
        if (rule == GuessRule::Normal ||
            (rule == GuessRule::Strict && gradeReference(gs, hs) == p) ||
            (rule == GuessRule::Hard && !hardModeBreach(gs, p, hs)))
            next.push_back(h);
    }
    return next;
}

// The least total, by trying every allowed guess at every step (memoised on
// the whole state so it finishes): no bounds, no merging, no shortcuts.
// With weights (by answer) each answer's guesses count its weight times.
class Naive {
public:
    Naive(const GameLists& lists, GuessRule rule, std::vector<uint32_t> weights = {})
        : lists_(lists), rule_(rule), weights_(std::move(weights)) {
        // Every cell by the reference grader, once: the search asks each
        // again for every set it meets.
        const size_t n = lists_.answers().size();
        grades_.resize(lists_.guesses().size() * n);
        for (WordId g = 0; g < lists_.guesses().size(); ++g)
            for (WordId a = 0; a < n; ++a)
                grades_[g * n + a] =
                    gradeReference(lists_.guesses().symbols(g), lists_.answers().symbols(a));
    }

    // A guess that splits nothing is no use inside a search, but a player
    // may open with one (a game reviewed): then it costs a guess.
    int opener(WordId g, int cap, bool mayStall = false) {
        std::vector<WordId> answers(lists_.answers().size()), allowed(lists_.guesses().size());
        std::iota(answers.begin(), answers.end(), WordId{0});
        std::iota(allowed.begin(), allowed.end(), WordId{0});
        return afterGuess(g, answers, allowed, cap, mayStall);
    }

    int best(int cap) {
        int best = kInf;
        for (WordId g = 0; g < lists_.guesses().size(); ++g)
            best = std::min(best, opener(g, cap));
        return best;
    }

private:
    Pattern grade(WordId guess, WordId answer) const {
        return grades_[guess * lists_.answers().size() + answer];
    }

    int afterGuess(WordId g, const std::vector<WordId>& answers, const std::vector<WordId>& allowed,
                   int left, bool mayStall = false) {
        if (left <= 0)
            return kInf;
        // The answers by feedback: sorted, so each class is a run, its
        // answers in order. (Buffers kept per depth of the recursion.)
        const Depth depth(*this);
        auto& [graded, members, key] = depth.buffers;
        graded.clear();
        for (WordId a : answers)
            graded.emplace_back(grade(g, a), a);
        std::sort(graded.begin(), graded.end());
        const Pattern green = Pattern::allGreen(lists_.length());
        if (!mayStall && graded.front().first == graded.back().first &&
            graded.front().first != green)
            return kInf;  // no progress
        int total = 0;
        for (WordId a : answers)
            total += weights_.empty() ? 1 : static_cast<int>(weights_[a]);
        for (size_t i = 0; i < graded.size();) {
            const Pattern p = graded[i].first;
            members.clear();
            for (; i < graded.size() && graded[i].first == p; ++i)
                members.push_back(graded[i].second);
            if (p == green)
                continue;
            const int v = rule_ == GuessRule::Normal
                              ? solve(members, allowed, left - 1, key)
                              : solve(members, allowedNext(g, p, allowed), left - 1, key);
            if (v >= kInf)
                return kInf;
            total += v;
        }
        return total;
    }

    // allowedAfter, each (g, p)'s verdict on every guess worked out once:
    // the search asks it again for every set and words allowed.
    std::vector<WordId> allowedNext(WordId g, Pattern p, const std::vector<WordId>& allowed) {
        auto [it, fresh] = allows_.try_emplace({g, p.value});
        if (fresh) {
            std::vector<WordId> every(lists_.guesses().size());
            std::iota(every.begin(), every.end(), WordId{0});
            it->second.assign(every.size(), false);
            for (WordId h : allowedAfter(lists_, rule_, g, p, every))
                it->second[h] = true;
        }
        std::vector<WordId> next;
        for (WordId h : allowed)
            if (it->second[h])
                next.push_back(h);
        return next;
    }

    // Memoised on the state's exact bytes: the guesses left, the answers
    // and (outside normal mode, where every guess stays allowed) the words
    // allowed.
    int solve(const std::vector<WordId>& answers, const std::vector<WordId>& allowed, int left,
              std::string& key) {
        key.assign(sizeof left, '\0');
        std::memcpy(key.data(), &left, sizeof left);
        const auto append = [&key](const std::vector<WordId>& ids) {
            const size_t n = ids.size();
            key.append(reinterpret_cast<const char*>(&n), sizeof n);
            key.append(reinterpret_cast<const char*>(ids.data()), n * sizeof(WordId));
        };
        append(answers);
        if (rule_ != GuessRule::Normal)
            append(allowed);
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        int best = kInf;
        for (WordId g : allowed)
            best = std::min(best, afterGuess(g, answers, allowed, left));
        memo_.emplace(key, best);
        return best;
    }

    // The buffers of one level of the recursion, reused by every call at
    // that level: the sanitizers make each allocation dear.
    struct Buffers {
        std::vector<std::pair<Pattern, WordId>> graded;
        std::vector<WordId> members;
        std::string key;
    };
    struct Depth {
        explicit Depth(Naive& n) : naive(n), buffers(n.level()) {}
        ~Depth() { --naive.depth_; }
        Naive& naive;
        Buffers& buffers;
    };
    Buffers& level() {
        if (depth_ == levels_.size())
            levels_.push_back(std::make_unique<Buffers>());
        return *levels_[depth_++];
    }

    const GameLists& lists_;
    GuessRule rule_;
    std::vector<uint32_t> weights_;
    std::vector<Pattern> grades_;  // by guess, then answer
    std::vector<std::unique_ptr<Buffers>> levels_;
    size_t depth_ = 0;
    std::unordered_map<std::string, int> memo_;
    std::map<std::pair<WordId, uint16_t>, std::vector<bool>> allows_;
};

inline GameLists randomLists(unsigned seed, size_t answers, size_t guesses) {
    std::mt19937 rng(seed);
    const WordList a = WordListLoader().load("bundled:wordle-answers-2315").list;
    const WordList g = WordListLoader().load("bundled:wordle-guesses-12972").list;
    return GameLists(test::sampleList(rng, a, answers), test::sampleList(rng, g, guesses), true);
}

// Six-letter look-alikes: two random letters before one of a few endings,
// so an opener leaves large classes, and random words among the guesses
// that split them. The answers are among the guesses. With one letter
// before the ending (five letters), a guess splits a family by its first
// letters only: sets far larger than any guess's class count.
inline GameLists lookAlikeLists(unsigned seed, size_t answers, size_t guesses, int prefix = 2) {
    std::mt19937 rng(seed);
    const Alphabet letters = Alphabet::letters();
    std::vector<std::string> family;
    std::set<std::string> seen;
    std::uniform_int_distribution<int> ending(0, 2);
    while (family.size() < answers) {
        std::string w =
            randomWord(rng, letters, prefix) + std::array{"ight", "ound", "ater"}[ending(rng)];
        if (seen.insert(w).second)
            family.push_back(w);
    }
    std::vector<std::string> all = family;
    while (all.size() < guesses) {
        std::string w = randomWord(rng, letters, prefix + 4);
        if (seen.insert(w).second)
            all.push_back(w);
    }
    return GameLists(WordList(letters, family), WordList(letters, all), true);
}

inline GameLists listsOf(const std::vector<std::string>& answers,
                         std::vector<std::string> guesses) {
    const Alphabet letters = Alphabet::letters();
    return GameLists(WordList(letters, answers), WordList(letters, std::move(guesses)), true);
}

// The bundled lists, the answers added to the guesses.
inline const GameLists& standardLists() {
    static const GameLists lists(WordListLoader().load("bundled:wordle-answers-2315").list,
                                 WordListLoader().load("bundled:wordle-guesses-12972").list, true);
    return lists;
}

}  // namespace guesslab::test
