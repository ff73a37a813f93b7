// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamestrategy.h"
#include "jobcontext.h"
#include "strategytree.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace guesslab {

struct GameTable;
struct TreeMemo;

// One exact search over any Game (docs/guide.md, Trees).
struct GameTreeRequest {
    enum class Goal {
        Total,   // the fewest questions in all (rules.maxGuesses: a cap, 0 for none)
        Within,  // every secret within rules.maxGuesses questions, or the proof that
                 // no strategy does (leastWrong: the fewest left unfound)
    };
    Goal goal = Goal::Total;
    StrategyRules rules;
    bool leastWrong = false;
    std::optional<Question> opener;  // none: the best opener
    // The questions asked so far with their feedback: the search starts from
    // the secrets they leave, the cap lowered by their number (K counts them).
    std::vector<Asked> position;
    // Search one question of each class of questions the game's symmetries
    // map onto each other, while the questions asked keep them (on by
    // default; off only to hold the search to its plain version).
    bool symmetry = true;
};

struct GameOpenerValue {
    Question question;
    uint64_t value = 0;  // the goal's value: exact when exact, else the best it lost to
    bool exact = false;
};

struct GameTreeResult {
    GameTreeRequest::Goal goal = GameTreeRequest::Goal::Total;
    bool proven = false;    // the search ran to its end (not stopped)
    bool solvable = false;  // Total: a strategy within the cap; Within: one that
                            // finds every secret within K
    size_t secrets = 0;     // secrets the position leaves
    uint64_t total = 0;     // Total: questions summed over those secrets
    uint64_t wrong = 0;     // Within: secrets a strategy must leave unfound within K
                            // (exact with leastWrong or when 0, else a lower bound)
    Question opener;
    GameStrategy strategy;                 // empty when there is none to show
    std::vector<GameOpenerValue> openers;  // each opener tried, in the order tried
    uint64_t nodes = 0;                    // sets of secrets searched
    size_t memoEntries = 0;
};

// Depth-first search over sets of secrets with branch and bound. A set of n
// secrets needs at least what the feedback allows: a question finds at most
// one secret by naming it and splits the rest into at most m classes (m the
// feedback values that do not win), so at most m^(d-1) secrets are found
// with the d-th question; games won by identifying the secret need a tree
// with n leaves and the game's branching. Questions are tried in the order
// of their bound, each class given what the best so far leaves it; of the
// questions that split a set alike only the first is searched, and with the
// game's symmetries (Game::mapCode) one question of each class of questions
// that the symmetries keeping the questions asked map onto each other (at
// the first set of a game with too many symmetries to list, one of each
// Game::openingClass); questions the game marks redundant at a set
// (Game::redundantQuestions) are skipped. Classes searched in parallel are
// abandoned once one of them refutes their question.
// Exact values and lower bounds per set and questions left are remembered
// across classes and threads; large sets' classes are searched in parallel.
// The strategy does not depend on the thread count.
//
// Games with a fixed list of questions (Game::questionCodes) are tabulated
// once; their hard and strict rules allow the questions that name a secret
// still possible (Game::allows by default). Other games are asked for their
// questions at each set. At most 65535 secrets and 255 feedback values;
// throws std::invalid_argument otherwise. The memo keys a set by its
// secrets alone, so the game's rule may depend on the secrets left but not
// on how they were reached: not for word games in hard mode (their hints),
// which have TreeSolver.
class GameTreeSolver {
public:
    explicit GameTreeSolver(const Game& game);
    ~GameTreeSolver();

    // Values found are kept for the next solve with the same goal and rule
    // (the moves of one game reviewed, say). Throws std::invalid_argument
    // for a position no secret fits, a cap it leaves no room under, or an
    // opener that is not the game's or the rule does not allow there.
    GameTreeResult solve(const GameTreeRequest& request, JobContext* ctx = nullptr);

    // Sets of at least this many secrets search their classes in parallel.
    void setParallelFrom(size_t secrets) { parallelFrom_ = secrets; }
    // Sets of up to 255 secrets have every question's classes counted at
    // once (on by default); off, each question's classes are tallied one by
    // one: the plainer search the tests hold the counted one to.
    void setCounting(bool on) { counting_ = on; }
    // Symmetry groups up to this size are listed and searched at every set;
    // a larger one only through the game's opening classes at the first set
    // and the symmetries keeping the first question below it (tests lower
    // it to reach that path on small games).
    void setMostListed(size_t symmetries) { mostListed_ = symmetries; }

private:
    TreeMemo& memoFor(const GameTreeRequest& request);

    const Game& game_;
    std::unique_ptr<GameTable> table_;
    size_t parallelFrom_ = 64;
    bool counting_ = true;
    size_t mostListed_ = size_t{1} << 22;
    std::unique_ptr<TreeMemo> memo_;
    GameTreeRequest::Goal memoGoal_ = GameTreeRequest::Goal::Total;
    GuessRule memoRule_ = GuessRule::Normal;
};

}  // namespace guesslab
