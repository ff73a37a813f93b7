// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveadvice.h"

#include "anygamereview.h"
#include "openingbook.h"
#include "wordgame.h"

#include <optional>
#include <stdexcept>
#include <typeinfo>

namespace guesslab {

PositionAdvice adviseLiveGame(const GamePlay& play, GuessRule rule,
                              const std::vector<std::string>& tried, JobContext* ctx,
                              const OpeningBook* book, const TreePrior* prior) {
    const Game* game = play.game();
    if (!game || play.impossible() || play.solved())
        return {};
    if (prior && prior->uniform())
        prior = nullptr;
    if (play.steps().empty()) {
        // One board of words (not Nerdle's generated list, not several
        // boards): the book's lists are matched by fingerprint.
        const auto* words = dynamic_cast<const WordGame*>(game);
        if (!book || !words || typeid(*game) != typeid(WordGame) || prior)
            return {};
        return adviseFromBook(*book, words->lists(), rule, tried);
    }
    if (const auto* words = dynamic_cast<const WordGame*>(game)) {
        // The steps as played, any word the game took included (an equation
        // outside the list); the rule then decides the guesses allowed next.
        GameState at(words->sharedLists());
        at.setAnyWord(true);
        for (const Asked& step : play.steps())
            if (at.submit(step.question, step.feedback))
                return {};  // cannot happen: the live game took these steps
        const TreePosition position = treePosition(at, rule);
        if (!prior)
            return adviseAtPosition(position, rule, tried, ctx);
        std::optional<TreePrior> left;
        try {
            left = priorAtPosition(*prior, words->lists().answers(), position.lists.answers());
        } catch (const std::invalid_argument&) {
            // Every answer left weighs 0: the plain averages say more.
        }
        return adviseAtPosition(position, rule, tried, ctx, left ? &*left : nullptr);
    }
    std::vector<Question> questions;
    for (const std::string& text : tried) {
        Phrase problem;
        if (auto q = game->parseQuestion(text, &problem))
            questions.push_back(std::move(*q));
    }
    return adviseAnyGame(*game, play.steps(), rule, questions, ctx);
}

}  // namespace guesslab

namespace guesslab {

PositionAdvice adviseFromBook(const OpeningBook& book, const GameLists& lists, GuessRule rule,
                              const std::vector<std::string>& tried) {
    PositionAdvice out;
    const BookPage* page = book.page(lists, rule);
    if (!page)
        return out;
    out.answers = lists.answers().size();
    const double n = static_cast<double>(out.answers);
    const auto add = [&](const BookValue& v) {
        out.guesses.push_back({v.word, static_cast<double>(v.total) / n, v.exact});
    };
    const auto best = page->provenBest();
    if (best)
        add(*best);
    for (const BookValue& v : page->exactValues())
        if (!best || v.word != best->word)
            add(v);
    // A bound tells a tried word is worse only beside a proven best.
    for (const std::string& w : tried)
        if (const auto v = page->value(w); best && v && !v->exact)
            add(*v);
    out.proven = out.fromBook = true;
    out.bestOfAll = best.has_value();
    return out;
}

}  // namespace guesslab
