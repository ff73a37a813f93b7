// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamereview.h"

#include "openingbook.h"
#include "patternmatrix.h"
#include "playedgame.h"
#include "ranking.h"
#include "referencegrader.h"
#include "treeposition.h"
#include "treesolver.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>

namespace guesslab {

double GameReview::totalCost() const {
    double sum = 0;
    for (const MoveReview& m : moves)
        if (m.searched && m.bestKnown)
            sum += m.cost();
    return sum;
}

double GameReview::totalLuck() const {
    double sum = 0;
    for (const MoveReview& m : moves)
        if (m.searched)
            sum += m.luck();
    return sum;
}

namespace {

struct Best {
    std::string guess;
    uint64_t total = 0;
    bool fromBook = false;  // a class the book holds (a book a move deep)
};

// Luck's rank: the answers (their weight) whose feedback would have left
// more further guesses per answer than the one received, ties counted half;
// a/b > c/d compared as a*d > c*b. A class's further guesses may be known
// only as an interval [lo, hi] (exact when lo == hi).
class LuckTally {
public:
    LuckTally(uint64_t receivedMass, uint64_t receivedTotal)
        : receivedMass_(receivedMass), receivedTotal_(receivedTotal) {}

    // Counts a class; false when its interval leaves the comparison open.
    bool add(uint64_t mass, uint64_t lo, uint64_t hi) {
        const uint64_t rhs = receivedTotal_ * mass;
        const uint64_t low = lo * receivedMass_, high = hi * receivedMass_;
        if (low > rhs)
            worse_ += static_cast<double>(mass);
        else if (low == rhs && high == rhs)
            worse_ += static_cast<double>(mass) / 2;
        else if (high >= rhs)
            return false;
        return true;
    }
    // The share of the answers before the move that fared worse; the mass
    // no class holds was the move itself, an answer solved at once.
    double rank(uint64_t before, uint64_t inClasses) {
        if (inClasses < before)
            add(before - inClasses, 0, 0);
        return worse_ / static_cast<double>(before);
    }

private:
    uint64_t receivedMass_, receivedTotal_;
    double worse_ = 0;
};

std::vector<GameState::Step> prefix(const std::vector<GameState::Step>& steps, size_t k) {
    return {steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(k)};
}

// Values the played move at its position; the best at the next position
// comes from its tree. Returns false when stopped.
// Under a prior (the position's, `prior`) every total is weighed.
bool valuePlayed(const TreePosition& at, MoveReview& m, GuessRule rule, std::optional<Best>& next,
                 const TreePrior* prior, JobContext* ctx) {
    const GameLists& lists = at.lists;
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers(), ctx);
    if (!matrix.complete())
        return false;
    TreeSolver solver(lists, matrix);
    solver.setPrior(prior);
    const auto played = lists.guesses().find(m.guess);
    if (!played)  // the rule allows every step reviewed
        throw std::logic_error("reviewGame: '" + m.guess + "' is not allowed at its position");
    const TreeResult r = solver.forOpener(*played, {rule, 0}, ctx);
    if (!r.proven)
        return false;
    if (!r.solvable)
        return true;  // no guess can follow under the rule: left unsearched
    const StrategyCheck check = checkStrategy(r.strategy, lists, {rule, 0}, prior);
    if (!check.ok() ||
        (prior && check.stats.weighted != weighedTotal(r.total, r.weightTotal > 0, *prior)))
        throw std::logic_error(
            "reviewGame: the tree found fails its check: " +
            (check.errors.empty() ? std::string("another weighted total") : check.errors.front()));
    m.searched = true;
    m.playedTotal = prior ? check.stats.weighted : r.total;
    m.classes = m.classesSearched = r.strategy.node(StrategyTree::kRoot).next.size();
    // Each feedback's answers (or their weight), and their further guesses
    // after this move, summed over them (or weighed).
    const auto mass = [&](uint32_t node) {
        return prior ? check.weightAt[node] : check.answersAt[node];
    };
    const auto further = [&](uint32_t node) {
        return prior ? check.weightedAt[node] - check.weightAt[node]
                     : check.guessesAt[node] - check.answersAt[node];
    };
    // All green: the move's own answer, nothing further.
    const auto own = lists.answers().find(m.guess);
    uint64_t receivedMass = prior && own ? prior->weights[*own] : 1, receivedTotal = 0;
    const uint32_t child = r.strategy.child(StrategyTree::kRoot, m.pattern);
    m.leftAfter = 1;
    if (child != StrategyTree::kNone) {
        m.leftAfter = check.answersAt[child];
        receivedMass = mass(child);
        receivedTotal = further(child);
        next = Best{lists.guesses().word(r.strategy.node(child).guess), receivedTotal};
    }
    m.receivedTotal = receivedTotal;
    if (prior)
        m.weightAfter = receivedMass;
    LuckTally luck(receivedMass, receivedTotal);
    uint64_t inClasses = 0;
    for (const auto& [pattern, node] : r.strategy.node(StrategyTree::kRoot).next) {
        luck.add(mass(node), further(node), further(node));
        inClasses += mass(node);
    }
    m.luckRank = luck.rank(prior ? m.weightBefore : m.leftBefore, inClasses);
    return true;
}

// The first move when the opening book holds the opener's exact total: only
// the class received is searched (its value and the next move's best), and
// another class only when its bounds leave open whether it leaves more per
// answer than the received one (luck's rank). A class lies between its
// bound and its bound plus what the book's total leaves over every class's
// bound; the one class not known exactly is the total less the others.
// The book's total is trusted (its tables are the program's own runs, matched
// to the lists by fingerprint): only a total below the classes' bounds, or
// other than theirs once all are searched, is caught. Each of the (at most
// four) searches reports in its own quarter of the move's stage, set by
// `stage`. Returns false when stopped.
bool valueFromBook(const TreePosition& at, MoveReview& m, GuessRule rule, std::optional<Best>& next,
                   const BookValue& book, const std::function<void(int)>& stage, JobContext* ctx) {
    const uint64_t bookTotal = book.total;
    const GameLists& lists = at.lists;
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers(), ctx);
    if (!matrix.complete())
        return false;
    TreeSolver solver(lists, matrix);
    const WordId played = *lists.guesses().find(m.guess);
    const StrategyRules rules{rule, 0};
    const auto wrongBook = [&](const std::string& why) {
        return std::runtime_error("the opening book gives " + m.guess + " a total of " +
                                  std::to_string(bookTotal) + ", " + why +
                                  ": a table the book was read from is wrong");
    };
    // The classes the book holds (a book a move deep), by feedback.
    std::map<Pattern, const BookClass*> known;
    for (const BookClass& c : book.classes) {
        const auto p = parsePattern(c.feedback, lists.length());
        if (!p || !known.emplace(*p, &c).second)
            throw wrongBook("with a class " + c.feedback + " that is not one feedback of its own");
    }
    std::vector<ClassValue> classes;
    std::map<Pattern, std::string> nextOf;  // the next guess of each class read
    // Searches these classes; false when stopped. The first call bounds
    // every class, later ones only search (the first's bounds stand).
    int searches = 0;
    const auto search = [&](const std::vector<Pattern>& which) {
        stage(searches++);
        OpenerClassValues v = solver.classValues(played, rules, which, classes.empty(), ctx);
        if (!v.proven)
            return false;
        if (!v.solvable)
            throw wrongBook("where no strategy starts with it");
        if (classes.empty()) {
            classes = std::move(v.classes);
            // The book's classes, each at least its bound.
            size_t read = 0;
            for (ClassValue& c : classes) {
                const auto it = known.find(c.feedback);
                if (it == known.end())
                    continue;
                const BookClass& b = *it->second;
                // The next guess a word the rule allows after the opener.
                const auto nextId = lists.guesses().find(b.next);
                const bool allowed =
                    nextId && (rule == GuessRule::Normal ||
                               (rule == GuessRule::Hard &&
                                !hardModeBreach(lists.guesses().symbols(played), c.feedback,
                                                lists.guesses().symbols(*nextId))) ||
                               (rule == GuessRule::Strict &&
                                gradeReference(lists.guesses().symbols(played),
                                               lists.guesses().symbols(*nextId)) == c.feedback));
                if (b.answers != c.mass || b.value < c.value || !allowed)
                    throw wrongBook("with a class " + b.feedback + " of " +
                                    std::to_string(b.answers) + " answers, " +
                                    std::to_string(b.value) + " guesses after it, next " + b.next +
                                    ", where the lists give " + std::to_string(c.mass) +
                                    " answers and at least " + std::to_string(c.value));
                c.value = b.value;
                c.exact = true;
                nextOf[c.feedback] = b.next;
                ++read;
            }
            if (read != known.size())
                throw wrongBook("with a class no answer gives");
        } else {  // the same classes, in the same order
            for (size_t c = 0; c < classes.size(); ++c)
                if (v.classes[c].exact)
                    classes[c] = std::move(v.classes[c]);
        }
        return true;
    };
    // The class received, unless the book holds it (then every class is
    // only bounded, and the book's read over them).
    if (!search(known.count(m.pattern) ? std::vector<Pattern>{} : std::vector<Pattern>{m.pattern}))
        return false;
    for (int stage = 0;;) {
        uint64_t least = lists.answers().size(), inClasses = 0;
        std::vector<size_t> inexact;
        const ClassValue* received = nullptr;
        for (size_t c = 0; c < classes.size(); ++c) {
            least += classes[c].value;
            inClasses += classes[c].mass;
            if (!classes[c].exact)
                inexact.push_back(c);
            if (classes[c].feedback == m.pattern)
                received = &classes[c];
        }
        if (least > bookTotal || (inexact.empty() && least != bookTotal))
            throw wrongBook("where the search finds " +
                            std::string(inexact.empty() ? "" : "at least ") +
                            std::to_string(least));
        const uint64_t slack = bookTotal - least;
        if (inexact.size() == 1) {  // the total less the others
            classes[inexact.front()].value += slack;
            classes[inexact.front()].exact = true;
            continue;
        }
        // All green: the move's own answer, nothing further.
        const uint64_t receivedMass = received ? received->mass : 1;
        const uint64_t receivedTotal = received ? received->value : 0;
        // Each class's value an interval: its bound and what the total leaves.
        LuckTally luck(receivedMass, receivedTotal);
        std::vector<const ClassValue*> open;
        for (const ClassValue& c : classes)
            if (!luck.add(c.mass, c.value, c.exact ? c.value : c.value + slack))
                open.push_back(&c);
        const double luckRank = luck.rank(m.leftBefore, inClasses);
        if (!open.empty()) {
            // First the open classes but the largest, then the smaller
            // classes settled without a search (their bounds leave slack
            // for the largest), then the largest: each step may settle it.
            if (stage > 2)  // every class left open was searched
                throw std::logic_error("reviewGame: a class searched is still open");
            std::sort(open.begin(), open.end(),
                      [](const ClassValue* a, const ClassValue* b) { return a->mass < b->mass; });
            const ClassValue* largest = open.back();
            std::vector<Pattern> which;
            if (stage == 0)
                for (const ClassValue* c : open)
                    if (c != largest)
                        which.push_back(c->feedback);
            if (stage == 1)
                for (const size_t c : inexact)
                    if (&classes[c] != largest && classes[c].mass <= largest->mass)
                        which.push_back(classes[c].feedback);
            if (stage == 2)
                for (const ClassValue* c : open)
                    which.push_back(c->feedback);
            ++stage;
            if (!which.empty() && !search(which))
                return false;
            continue;
        }
        m.searched = true;
        m.playedTotal = bookTotal;
        m.receivedTotal = receivedTotal;
        m.leftAfter = received ? received->mass : 1;
        if (received)
            next = Best{received->tree.empty()
                            ? nextOf.at(received->feedback)
                            : lists.guesses().word(received->tree.node(StrategyTree::kRoot).guess),
                        receivedTotal, received->tree.empty()};
        m.classesRead = nextOf.size();
        m.luckRank = luckRank;
        m.classes = classes.size();
        m.classesSearched = static_cast<size_t>(std::count_if(
            classes.begin(), classes.end(), [](const ClassValue& c) { return !c.tree.empty(); }));
        return true;
    }
}

// The best move at a position no earlier move valued: among the N best by
// entropy and the played move, read from the book's page when it has them
// (or proves the best of all). Returns false when stopped.
bool searchBest(const TreePosition& at, MoveReview& m, const ReviewOptions& options,
                const BookPage* page, const TreePrior* prior, JobContext* ctx) {
    // The move played was searched: a book that says otherwise is wrong.
    if (const auto v = page ? page->value(m.guess) : std::nullopt;
        v && (v->exact ? v->total != m.playedTotal : v->total > m.playedTotal))
        throw std::runtime_error("the opening book gives " + m.guess + " a total of " +
                                 std::to_string(v->total) + ", where the search finds " +
                                 std::to_string(m.playedTotal) +
                                 ": a table the book was read from is wrong");
    if (page)
        if (const auto best = page->provenBest()) {
            m.bestKnown = m.bestFromBook = true;
            m.best = best->word;
            m.bestTotal = best->total;
            return true;
        }
    const GameLists& lists = at.lists;
    const PatternMatrix matrix = PatternMatrix::build(lists.guesses(), lists.answers(), ctx);
    if (!matrix.complete())
        return false;
    const WordId played = *lists.guesses().find(m.guess);
    std::vector<WordId> candidates;
    CandidateSet all = CandidateSet::all(lists.answers().size());
    if (prior)  // the candidates by the entropy under the prior
        all = all.withWeights(std::vector<double>(prior->weights.begin(), prior->weights.end()));
    const Ranking ranking = rankGuesses(lists, matrix, all, {}, ctx);
    for (const auto& row : ranking.rows)
        if (options.candidates == 0 || candidates.size() < static_cast<size_t>(options.candidates))
            candidates.push_back(row.guess);
    if (std::find(candidates.begin(), candidates.end(), played) == candidates.end())
        candidates.push_back(played);
    if (page) {
        // The played move's exact total is known already (valuePlayed).
        std::optional<BookValue> best;
        for (WordId c : candidates) {
            const std::string word = lists.guesses().word(c);
            const auto v = c == played && m.searched ? BookValue{word, m.playedTotal, true, {}}
                                                     : page->value(word);
            if (!v || !v->exact) {
                best.reset();
                break;
            }
            if (!best || v->total < best->total)
                best = v;
        }
        if (best) {
            m.bestKnown = m.bestFromBook = true;
            m.best = best->word;
            m.bestTotal = best->total;
            return true;
        }
    }
    TreeSolver solver(lists, matrix);
    solver.setPrior(prior);
    const TreeResult r = solver.best(candidates, {options.rule, 0}, ctx);
    if (!r.proven)
        return false;
    m.bestKnown = r.solvable;
    m.best = lists.guesses().word(r.opener);
    m.bestTotal = prior ? weighedTotal(r.total, r.weightTotal > 0, *prior) : r.total;
    return true;
}

}  // namespace

GameReview reviewGame(std::shared_ptr<const GameLists> lists,
                      const std::vector<GameState::Step>& steps, const ReviewOptions& options,
                      JobContext* ctx) {
    GameReview review;
    review.rule = options.rule;
    const TreePrior* prior = options.prior && !options.prior->uniform() ? options.prior : nullptr;
    std::vector<TreePosition> positions;
    std::vector<TreePrior> priors;  // under a prior: each position's, in the same units
    for (size_t k = 0; k < steps.size(); ++k) {
        MoveReview m;
        m.guess = steps[k].guess;
        m.pattern = steps[k].pattern;
        positions.push_back(treePosition(lists, prefix(steps, k), options.rule));
        m.leftBefore = positions.back().lists.answers().size();
        if (prior) {
            try {
                priors.push_back(
                    priorAtPosition(*prior, lists->answers(), positions.back().lists.answers()));
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument("before move " + std::to_string(k + 1) + ", " +
                                            e.what() + ": review the game without the prior");
            }
            m.weightBefore = priors.back().weightTotal();
        }
        review.moves.push_back(std::move(m));
    }
    GameState end(lists);
    for (const auto& s : steps)
        end.submit(s.guess, s.pattern, options.rule);
    review.solved = end.solved();
    // What each feedback left, shown even for moves a stop leaves unvalued.
    for (size_t k = 0; k < steps.size(); ++k)
        review.moves[k].leftAfter = k + 1 < steps.size() ? positions[k + 1].lists.answers().size()
                                                         : end.candidates().size();

    // First the played moves, each giving the best at the next position;
    // then the best where no move gave it (the first position is the
    // slowest search, so its figures come last).
    const double n = static_cast<double>(steps.size()) + 1;
    std::optional<Best> next;
    std::vector<bool> bestFromClass(steps.size());  // the best read from a book's class
    for (size_t k = 0; k < steps.size() && !review.stopped; ++k) {
        MoveReview& m = review.moves[k];
        // The move's share of the job, or the part-th of `parts` in it.
        const auto stage = [&, k](int part, int parts) {
            if (ctx)
                ctx->setStage("Move %1 of %2: %3",
                              {std::to_string(k + 1), std::to_string(steps.size()), m.guess},
                              (static_cast<double>(k) + double(part) / parts) / n, 1 / (n * parts));
        };
        stage(0, 1);
        if (next) {
            m.bestKnown = true;
            m.best = next->guess;
            m.bestTotal = next->total;
            bestFromClass[k] = next->fromBook;
        }
        next.reset();
        const GameLists& at = positions[k].lists;
        if (prior) {
            m.weightAfter = 0;
            if (k + 1 < steps.size())
                m.weightAfter = priors[k + 1].weightTotal();
            else
                for (const WordId a : end.candidates().ids())
                    m.weightAfter += prior->weights[a];
        }
        if (static_cast<uint64_t>(at.guesses().size()) * at.answers().size() > options.maxCells)
            continue;
        // The opener's total from the book: its classes searched only as needed.
        const BookPage* page =
            k == 0 && options.book && !prior ? options.book->page(*lists, options.rule) : nullptr;
        if (const auto v = page ? page->value(m.guess) : std::nullopt; v && v->exact)
            review.stopped = !valueFromBook(
                positions[k], m, options.rule, next, *v, [&](int part) { stage(part, 4); }, ctx);
        else
            review.stopped = !valuePlayed(positions[k], m, options.rule, next,
                                          prior ? &priors[k] : nullptr, ctx);
    }
    for (size_t k = 0; k < steps.size() && !review.stopped; ++k) {
        MoveReview& m = review.moves[k];
        if (m.bestKnown || !m.searched)
            continue;
        if (ctx)
            ctx->setStage("The best move at step %1", {std::to_string(k + 1)},
                          static_cast<double>(steps.size()) / n, 1 / n);
        // The first position is the same in every game: the book's page.
        const BookPage* page =
            k == 0 && options.book && !prior ? options.book->page(*lists, options.rule) : nullptr;
        review.stopped =
            !searchBest(positions[k], m, options, page, prior ? &priors[k] : nullptr, ctx);
    }
    review.complete = !review.stopped;
    for (size_t k = 0; k < review.moves.size(); ++k) {
        MoveReview& m = review.moves[k];
        // A class the book holds, against the search of the move after it:
        // no move does better than its best, and its own best does as well.
        if (bestFromClass[k] && m.searched &&
            (m.bestTotal > m.playedTotal || (m.best == m.guess && m.bestTotal != m.playedTotal)))
            throw std::runtime_error(
                "the opening book gives the class after " + review.moves[k - 1].guess + " " +
                std::to_string(m.bestTotal) + " guesses after it with " + m.best +
                ", where the search finds " + std::to_string(m.playedTotal) + " with " + m.guess +
                ": a table the book was read from is wrong");
        if (m.bestFromBook && m.searched && m.bestTotal > m.playedTotal)
            throw std::runtime_error(
                "the opening book gives the best first guess (" + m.best + ") a total of " +
                std::to_string(m.bestTotal) + ", more than the search finds for " + m.guess + " (" +
                std::to_string(m.playedTotal) + "): a table the book was read from is wrong");
        if (m.bestKnown && m.searched && m.bestTotal > m.playedTotal)
            throw std::logic_error("reviewGame: the best move found is worse than the move played");
        if (m.bestKnown && m.searched && m.bestTotal == m.playedTotal)
            m.best = m.guess;  // as good as any: name the move played
        review.complete = review.complete && m.searched && m.bestKnown;
    }
    return review;
}

}  // namespace guesslab
