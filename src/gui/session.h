// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "absurdlegame.h"
#include "absurdlesolver.h"
#include "gameplay.h"
#include "gamestate.h"
#include "jobrunner.h"
#include "openingbook.h"
#include "pairsearch.h"
#include "partition.h"
#include "questionranking.h"
#include "ranking.h"
#include "treeposition.h"
#include "treeprior.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace guesslab::gui {

// Everything the workbench has open: the word lists and prior, the pattern
// matrix and opener ranking computed from them, the live game, and the engine
// that computes. Panels read it and ask it for work; they never own results.
class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(int threads = 0, QObject* parent = nullptr);
    ~Session() override;

    // A file path or "bundled:NAME". On failure the loaded lists stay and
    // *error gets the loader's message (file, line, problem).
    bool loadAnswers(const QString& spec, QString* error);
    bool loadGuesses(const QString& spec, QString* error);
    bool loadWeights(const QString& path, QString* error);
    void clearWeights();
    void useBundledLists();
    // Every valid Nerdle equation of the length (5-10) as answers and
    // guesses; generated in the background, then the lists change.
    void useNerdle(int length);
    bool isNerdle() const;
    static constexpr const char* kNerdlePrefix = "nerdle:";

    // A game other than words (Mastermind, coins, binary search): the panels
    // then rank its questions, partition its secrets and play it live, while
    // the word lists wait. useWords() or loading lists returns to them.
    void useGame(std::shared_ptr<const Game> game);
    // Back to the word lists: from another game to the lists it left, from
    // Nerdle to the word lists used before it (see wordSpecs), else the
    // bundled ones. Returns why a list named by setWordSpecs() could not be
    // read again (the bundled one then stands in), or "".
    QString useWords();
    // The word lists Nerdle replaced (answers, guesses, weights), kept so that
    // useWords() returns to them; setWordSpecs() names them after a restart.
    QStringList wordSpecs() const;
    void setWordSpecs(const QStringList& specs);
    std::shared_ptr<const QuestionRanking> questionRanking() const { return questionRanking_; }
    // A question of the game played, as text ("crane", "1122", "1,2 vs 3,4").
    std::optional<Question> parseQuestion(const QString& text, QString* error) const;

    QString answersSpec() const { return answersSpec_; }
    QString guessesSpec() const { return guessesSpec_; }
    QString weightsPath() const { return weightsPath_; }
    // The prior loaded (by answer id), or empty.
    const std::vector<double>& weights() const { return weights_; }
    // The prior as the exact trees weigh it: null without one, or when it
    // weighs every answer alike (the plain figures are then its figures).
    std::shared_ptr<const TreePrior> treePrior() const {
        return isNerdle() || menuGame_ ? nullptr : treePrior_;
    }
    // Warnings of the last load (dropped duplicates, ...).
    QStringList warnings() const { return warnings_; }

    // The game played: the word lists' game, or the one chosen from the
    // Game menu; null before anything is loaded.
    std::shared_ptr<const Game> game() const { return play_->sharedGame(); }
    // The word lists of the game played; null while a game of the Game menu
    // is played (the lists wait for useWords()).
    std::shared_ptr<const GameLists> lists() const { return menuGame_ ? nullptr : lists_; }
    std::shared_ptr<const PatternMatrix> matrix() const { return matrix_; }
    // The word lists loaded, also while a game of the Game menu is played:
    // what Absurdle is played on.
    std::shared_ptr<const GameLists> wordLists() const { return lists_; }
    std::shared_ptr<const Ranking> ranking() const { return ranking_; }
    CandidateSet allAnswers() const;

    // The partition of every answer by a word of the game (from the list or
    // typed), or by a pair ("clint+soare"); nullopt with *error when the
    // text does not fit the game.
    std::optional<Partition> partition(const QString& text, QString* error) const;

    // The exact best two-word openers; live figures through pairStatus(),
    // the result through pairsChanged(). False until the matrix is built.
    bool startPairSearch(PairSearchOptions options);
    std::shared_ptr<const PairSearchResult> pairs() const { return pairs_; }
    // The lists the pair search shown (running or done) refers to (word ids).
    std::shared_ptr<const GameLists> pairsLists() const { return pairsLists_; }

    // The live game, whatever the game: its steps and the secrets left.
    const GamePlay& play() const { return *play_; }
    // Its steps as the game words them: each question joined to its
    // feedback by `separator` ("salet BBYBB", "1123: 1b1w").
    QStringList stepTexts(const QString& separator) const;
    // What the word lists add to it (guesses as words, feedback as patterns,
    // the guesses each rule allows); null while another game is played.
    const GameState* words() const { return words_; }
    // The rule the live game is played under (the Assistant's mode), which
    // a review of that game takes too.
    GuessRule playRule() const { return playRule_; }
    void setPlayRule(GuessRule rule) { playRule_ = rule; }
    // "" when the step can be played (feedback nullopt: the question alone),
    // else why not, worded for the user, under the rule (docs/guide.md, "Modes"). A word
    // game's question is the word, its feedback the pattern's value.
    QString checkStep(const QString& question, std::optional<Feedback> feedback,
                      GuessRule rule = GuessRule::Normal) const;
    // Plays the step, or returns why not (as checkStep; also when no feedback).
    QString submit(const QString& question, std::optional<Feedback> feedback,
                   GuessRule rule = GuessRule::Normal);
    void undo();
    void redo();
    void newGame();
    // Best next guesses over the game's candidates, among the guesses the
    // rule allows (other games: any rule but normal keeps questions that
    // name a possible secret); arrives through adviceChanged().
    void startAdvice(GuessRule rule);
    std::shared_ptr<const Ranking> advice() const { return advice_; }
    // Exact advice for the live game's position (after at least one step):
    // the further guesses on average after each of `tried` (best first,
    // written as the game writes its questions), under the rule; arrives
    // through exactAdviceChanged(). Before the first step, a word game's
    // values come from the opening book where it has the lists and rule.
    // False when there is nothing to work out (no step and no book page,
    // solved).
    bool startExactAdvice(GuessRule rule, const QStringList& tried);
    // The opening book: the shipped tables, and every tree run's results
    // opened this session (their lists' fingerprints decide where they count).
    std::shared_ptr<const OpeningBook> book() const { return book_; }
    // Adds a tree run's results file to the book; throws InputError as
    // OpeningBook::add does (the book is then as before).
    void addToBook(const ResultsFile& file);
    // Replaces the book (an empty one: every first move searched).
    void setBook(std::shared_ptr<const OpeningBook> book) { book_ = std::move(book); }
    // The page of the book for the word lists and rule, or null (also in
    // a game of the Game menu, and under a prior: the book holds plain totals).
    const BookPage* bookPage(GuessRule rule) const;
    std::shared_ptr<const PositionAdvice> exactAdvice() const { return exactAdvice_; }
    // In Absurdle, the exact advice is the fewest guesses that force a win
    // from the live position, with the guesses that do it (from the start,
    // one of them: all would take minutes).
    std::shared_ptr<const AbsurdleVerdict> absurdleAdvice() const { return absurdleAdvice_; }
    static constexpr int kAbsurdleMost = 8;  // guesses searched for a forced win
    std::shared_ptr<const QuestionRanking> questionAdvice() const { return questionAdvice_; }

    int threads() const { return engine_->threads(); }
    // For panels that run their own jobs on the session's engine.
    Engine& engine() { return *engine_; }
    void setThreads(int threads);
    void startRanking();
    void cancelAll();

    JobRunner* rankingRunner() const { return rankingRunner_; }
    JobRunner* adviceRunner() const { return adviceRunner_; }
    JobRunner* exactRunner() const { return exactRunner_; }
    JobRunner* pairsRunner() const { return pairsRunner_; }
    JobRunner* generationRunner() const { return generationRunner_; }

Q_SIGNALS:
    void listsChanged();
    void rankingChanged();
    void gameChanged();
    void adviceChanged();
    void exactAdviceChanged();
    void pairsChanged();
    void pairStatus(const guesslab::PairSearchStatus& status);

private:
    void setLists(std::shared_ptr<const GameLists> lists, std::vector<double> weights);
    void restartGame();
    bool startAbsurdleAdvice(std::shared_ptr<const AbsurdleGame> game, GuessRule rule);

    QString answersSpec_, guessesSpec_, weightsPath_;
    // The word game Nerdle replaced: its specs, and its lists while loaded.
    QStringList wordSpecs_;
    std::shared_ptr<const GameLists> wordLists_;
    std::vector<double> wordWeights_;
    bool wordSpecsNamed_ = false;
    QStringList warnings_;
    std::shared_ptr<const GameLists> lists_;
    std::vector<double> weights_;
    std::shared_ptr<const TreePrior> treePrior_;
    std::shared_ptr<const PatternMatrix> matrix_;
    std::shared_ptr<const Ranking> ranking_;
    std::shared_ptr<const Ranking> advice_;
    std::shared_ptr<const PositionAdvice> exactAdvice_;
    std::shared_ptr<const OpeningBook> book_;
    std::shared_ptr<const AbsurdleVerdict> absurdleAdvice_;
    // The live game: a GameState over the word lists (words_), or a GamePlay.
    std::unique_ptr<GamePlay> play_;
    GameState* words_ = nullptr;
    GuessRule playRule_ = GuessRule::Normal;
    std::shared_ptr<const Game> menuGame_;  // a game of the Game menu, or null: words
    std::shared_ptr<const QuestionRanking> questionRanking_;
    std::shared_ptr<const QuestionRanking> questionAdvice_;
    std::shared_ptr<const PairSearchResult> pairs_;
    std::shared_ptr<const GameLists> pairsLists_;
    quint64 pairGeneration_ = 0;
    JobRunner* rankingRunner_;
    JobRunner* adviceRunner_;
    JobRunner* exactRunner_;
    JobRunner* pairsRunner_;
    JobRunner* generationRunner_;
    // Last member: destroyed first, so no job outlives what it reads.
    std::unique_ptr<Engine> engine_;
};

}  // namespace guesslab::gui
