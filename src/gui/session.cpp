// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "backgroundread.h"
#include "bundledlists.h"
#include "enginetext.h"
#include "equationgenerator.h"
#include "liveadvice.h"
#include "stepproblemtext.h"
#include "weightsloader.h"
#include "wordlistloader.h"

#include <QRegularExpression>

#include <cstring>

namespace guesslab::gui {

namespace {

QString bundledSpec(const char* name) {
    return QString::fromLatin1(WordListLoader::kBundledPrefix) + QString::fromLatin1(name);
}

// Warnings in the user's language.
QStringList toQStringList(const std::vector<InputError>& warnings) {
    QStringList out;
    for (const InputError& w : warnings)
        out << EngineText::error(w);
    return out;
}

// Lists are read in the current word game's alphabet; a word list opened
// while playing Nerdle is read in letters and starts a word game.
WordListLoader loaderFor(const std::shared_ptr<const GameLists>& current, bool nerdle) {
    return current && !nerdle ? WordListLoader(current->answers().alphabet()) : WordListLoader();
}

// Reads off the window's thread (BackgroundRead); nullopt when cancelled.
template <class T>
std::optional<T> readOffThread(const QString& spec, std::function<T()> work) {
    return BackgroundRead::run<T>(nullptr, Session::tr("Reading %1…").arg(spec), std::move(work));
}

}  // namespace

Session::Session(int threads, QObject* parent)
    : QObject(parent),
      rankingRunner_(new JobRunner(tr("Ranking"), this)),
      adviceRunner_(new JobRunner(tr("Advice"), this)),
      exactRunner_(new JobRunner(tr("Exact advice"), this)),
      pairsRunner_(new JobRunner(tr("Pair search"), this)),
      generationRunner_(new JobRunner(tr("Generating equations"), this)),
      engine_(std::make_unique<Engine>(threads)) {
    play_ = std::make_unique<GamePlay>();
    // The shipped book lives as long as the program: shared without owning.
    book_ = std::shared_ptr<const OpeningBook>(&OpeningBook::bundled(), [](const OpeningBook*) {});
}

Session::~Session() {
    engine_.reset();
}

void Session::useBundledLists() {
    const LoadedWordList answers =
        WordListLoader().load(bundledSpec(BundledLists::kDefaultAnswers).toStdString());
    const LoadedWordList guesses =
        WordListLoader().load(bundledSpec(BundledLists::kDefaultGuesses).toStdString());
    answersSpec_ = bundledSpec(BundledLists::kDefaultAnswers);
    guessesSpec_ = bundledSpec(BundledLists::kDefaultGuesses);
    weightsPath_.clear();
    warnings_.clear();
    setLists(std::make_shared<const GameLists>(answers.list, guesses.list, true), {});
}

void Session::useNerdle(int length) {
    generationRunner_->start<std::vector<std::string>>(
        *engine_,
        [length](JobContext& ctx) { return EquationGenerator::generate(length, {}, &ctx); },
        [this, length](std::shared_ptr<std::vector<std::string>> equations) {
            const std::string name = kNerdlePrefix + std::to_string(length);
            if (lists_ && !isNerdle() && !wordSpecsNamed_) {  // the words to return to
                wordSpecs_ = {answersSpec_, guessesSpec_, weightsPath_};
                wordLists_ = lists_;
                wordWeights_ = weights_;
            }
            wordSpecsNamed_ = false;
            const WordList list(EquationChecker::alphabet(), std::move(*equations), name);
            answersSpec_ = guessesSpec_ = QString::fromStdString(name);
            weightsPath_.clear();
            warnings_.clear();
            setLists(std::make_shared<const GameLists>(list, list), {});
        });
}

bool Session::isNerdle() const {
    return !menuGame_ && lists_ && lists_->answers().alphabet() == EquationChecker::alphabet();
}

void Session::useGame(std::shared_ptr<const Game> game) {
    cancelAll();
    menuGame_ = std::move(game);
    questionRanking_.reset();
    restartGame();
    Q_EMIT listsChanged();
    Q_EMIT rankingChanged();
    startRanking();
}

QString Session::useWords() {
    if (menuGame_) {
        menuGame_.reset();
        questionRanking_.reset();
        if (lists_ && !isNerdle()) {
            setLists(lists_, weights_);
            return {};
        }
    } else if (lists_ && !isNerdle()) {
        return {};  // already playing words
    }
    if (wordLists_) {
        answersSpec_ = wordSpecs_.value(0);
        guessesSpec_ = wordSpecs_.value(1);
        weightsPath_ = wordSpecs_.value(2);
        warnings_.clear();
        setLists(wordLists_, wordWeights_);
        return {};
    }
    // Lists named after a restart: one that cannot be read leaves the
    // bundled one in its place, and says why.
    useBundledLists();
    QString error;
    if (const QString a = wordSpecs_.value(0); !a.isEmpty() && a != answersSpec_)
        loadAnswers(a, &error);
    if (const QString g = wordSpecs_.value(1); error.isEmpty() && !g.isEmpty() && g != guessesSpec_)
        loadGuesses(g, &error);
    if (const QString w = wordSpecs_.value(2); error.isEmpty() && !w.isEmpty())
        loadWeights(w, &error);
    return error;
}

QStringList Session::wordSpecs() const {
    return isNerdle() ? wordSpecs_ : QStringList{answersSpec_, guessesSpec_, weightsPath_};
}

void Session::setWordSpecs(const QStringList& specs) {
    wordSpecs_ = specs;
    wordSpecsNamed_ = true;  // not replaced by the lists Nerdle is started from
    wordLists_.reset();
    wordWeights_.clear();
}

std::optional<Question> Session::parseQuestion(const QString& text, QString* error) const {
    const Game* game = play_->game();
    if (!game)
        return std::nullopt;
    Phrase problem;
    auto q = game->parseQuestion(text.trimmed().toStdString(), &problem);
    if (!q && error)
        *error = EngineText::text(problem);
    return q;
}

bool Session::loadAnswers(const QString& spec, QString* error) {
    if (spec.startsWith(QLatin1String(kNerdlePrefix))) {  // "nerdle:8"
        bool ok = false;
        const int length = spec.mid(static_cast<int>(std::strlen(kNerdlePrefix))).toInt(&ok);
        if (!ok || length < EquationGenerator::kMinLength ||
            length > EquationGenerator::kMaxLength) {
            *error = tr("%1: Nerdle equations have 5 to 10 symbols").arg(spec);
            return false;
        }
        useNerdle(length);
        return true;
    }
    try {
        const auto read = readOffThread<LoadedWordList>(
            spec, [loader = loaderFor(lists_, isNerdle()), path = spec.toStdString()] {
                return loader.load(path);
            });
        if (!read) {
            error->clear();  // cancelled: nothing to report
            return false;
        }
        LoadedWordList loaded = std::move(*read);
        // A list of another length starts another game: its words are the guesses too.
        const bool sameGame = lists_ && !isNerdle() && lists_->length() == loaded.list.length();
        WordList guesses = sameGame ? lists_->guesses() : loaded.list;
        auto lists =
            std::make_shared<const GameLists>(std::move(loaded.list), std::move(guesses), true);
        answersSpec_ = spec;
        if (!sameGame)
            guessesSpec_ = spec;
        weightsPath_.clear();  // a prior belongs to the answer list it was loaded for
        warnings_ = toQStringList(loaded.warnings);
        setLists(std::move(lists), {});
        return true;
    } catch (const std::exception& e) {
        *error = EngineText::error(e);
        return false;
    }
}

bool Session::loadGuesses(const QString& spec, QString* error) {
    if (!lists_)
        useBundledLists();
    try {
        const auto read = readOffThread<LoadedWordList>(
            spec, [loader = loaderFor(lists_, isNerdle()), path = spec.toStdString()] {
                return loader.load(path);
            });
        if (!read) {
            error->clear();
            return false;
        }
        LoadedWordList loaded = std::move(*read);
        auto lists =
            std::make_shared<const GameLists>(lists_->answers(), std::move(loaded.list), true);
        guessesSpec_ = spec;
        warnings_ = toQStringList(loaded.warnings);
        setLists(std::move(lists), weights_);  // same answers: the prior still fits
        return true;
    } catch (const std::exception& e) {
        *error = EngineText::error(e);
        return false;
    }
}

bool Session::loadWeights(const QString& path, QString* error) {
    if (!lists_)
        return false;
    try {
        const auto read =
            readOffThread<LoadedWeights>(path, [lists = lists_, file = path.toStdString()] {
                return WeightsLoader::loadFile(file, lists->answers());
            });
        if (!read) {
            error->clear();
            return false;
        }
        LoadedWeights loaded = std::move(*read);
        weightsPath_ = path;
        warnings_ = toQStringList(loaded.warnings);
        setLists(lists_, std::move(loaded.weights));
        return true;
    } catch (const std::exception& e) {
        *error = EngineText::error(e);
        return false;
    }
}

void Session::clearWeights() {
    weightsPath_.clear();
    setLists(lists_, {});
}

// Everything computed from the old lists goes; the ranking restarts.
void Session::setLists(std::shared_ptr<const GameLists> lists, std::vector<double> weights) {
    cancelAll();
    menuGame_.reset();
    questionRanking_.reset();
    lists_ = std::move(lists);
    weights_ = std::move(weights);
    treePrior_.reset();
    if (!weights_.empty()) {
        try {
            auto prior = std::make_shared<const TreePrior>(TreePrior::fromWeights(weights_));
            if (!prior->uniform())
                treePrior_ = std::move(prior);
        } catch (const std::invalid_argument&) {
            // Every weight 0: the trees count the answers alike.
        }
    }
    matrix_.reset();
    ranking_.reset();
    pairs_.reset();
    pairsLists_.reset();
    restartGame();
    Q_EMIT listsChanged();
    Q_EMIT rankingChanged();
    startRanking();
}

void Session::restartGame() {
    words_ = nullptr;
    if (menuGame_ || !lists_) {
        play_ = std::make_unique<GamePlay>(menuGame_);
    } else {
        auto words = std::make_unique<GameState>(lists_, weights_);
        words->setAnyWord(isNerdle());  // any valid equation, checked on submit
        words_ = words.get();
        play_ = std::move(words);
    }
    advice_.reset();
    questionAdvice_.reset();
    Q_EMIT gameChanged();
    Q_EMIT adviceChanged();
}

QStringList Session::stepTexts(const QString& separator) const {
    QStringList lines;
    if (const Game* game = play_->game())
        for (const Asked& s : play_->steps())
            lines << QString::fromStdString(game->describeQuestion(s.question)) + separator +
                         QString::fromStdString(game->describeFeedback(s.question, s.feedback));
    return lines;
}

CandidateSet Session::allAnswers() const {
    CandidateSet all = CandidateSet::all(lists_ ? lists_->answers().size() : 0);
    return weights_.empty() ? all : all.withWeights(weights_);
}

std::optional<Partition> Session::partition(const QString& text, QString* error) const {
    if (menuGame_) {
        const auto q = parseQuestion(text, error);
        if (!q)
            return std::nullopt;
        return partitionByQuestion(*menuGame_, *q, CandidateSet::all(menuGame_->secretCount()));
    }
    if (!lists_)
        return std::nullopt;
    const WordList& answers = lists_->answers();
    // "crane" or a pair: "clint+soare", "clint soare", "clint,soare".
    // In Nerdle '+' is a symbol: there two equations are split by blanks or commas.
    const QStringList parts = text.split(
        QRegularExpression(isNerdle() ? QStringLiteral("[,\\s]+") : QStringLiteral("[+,\\s]+")),
        Qt::SkipEmptyParts);
    if (parts.size() != 1 && parts.size() != 2) {
        *error = tr("type one word, or two joined by +");
        return std::nullopt;
    }
    std::vector<std::string> words;
    for (const QString& part : parts) {
        std::string w = part.toStdString();
        if (const Phrase problem = WordList::wordProblem(w, answers.alphabet(), answers.length());
            !problem.empty()) {
            *error = EngineText::text(problem);
            return std::nullopt;
        }
        words.push_back(w);
    }
    if (words.size() == 2)
        return partitionByPair(answers, words[0], words[1], allAnswers());
    const std::string& w = words[0];
    const auto id = lists_->guesses().find(w);
    if (matrix_ && id)
        return partitionCandidates(*lists_, *matrix_, *id, allAnswers());
    return partitionByWord(answers, w, allAnswers());
}

void Session::startRanking() {
    if (menuGame_) {
        auto game = menuGame_;
        rankingRunner_->start<QuestionRanking>(
            *engine_,
            [game](JobContext& ctx) {
                return rankQuestions(*game, CandidateSet::all(game->secretCount()), false, &ctx);
            },
            [this](std::shared_ptr<QuestionRanking> result) {
                questionRanking_ = std::move(result);
                Q_EMIT rankingChanged();
            });
        return;
    }
    if (!lists_)
        return;
    auto lists = lists_;
    const CandidateSet candidates = allAnswers();
    rankingRunner_->start<MatrixAndRanking>(
        *engine_,
        [lists, candidates](JobContext& ctx) { return rankWithinBudget(*lists, candidates, &ctx); },
        [this](std::shared_ptr<MatrixAndRanking> result) {
            // Aliasing pointers: both keep the one result alive.
            matrix_ = result->streamed
                          ? nullptr
                          : std::shared_ptr<const PatternMatrix>(result, &result->matrix);
            ranking_ = std::shared_ptr<const Ranking>(result, &result->ranking);
            Q_EMIT rankingChanged();
        });
}

QString Session::checkStep(const QString& question, std::optional<Feedback> feedback,
                           GuessRule rule) const {
    if (!words_) {
        if (!menuGame_)
            return tr("No lists loaded.");
        QString error;
        const auto q = parseQuestion(question, &error);
        if (!q)
            return error;
        if (const StepProblem problem = play_->check(*q, feedback, rule))
            return StepProblemText::text(problem, *menuGame_, *q);
        return {};
    }
    if (isNerdle())  // any valid equation may be played, negatives included
        if (const auto problem =
                EquationChecker::check(question.trimmed().toStdString(), EquationRules{true}))
            return EngineText::equation(*problem);
    const auto pattern =
        feedback ? std::optional<Pattern>(Pattern{static_cast<uint16_t>(*feedback)}) : std::nullopt;
    if (const StepProblem problem = words_->check(question.toStdString(), pattern, rule))
        return StepProblemText::text(problem, lists_->answers().alphabet(), question);
    return {};
}

QString Session::submit(const QString& question, std::optional<Feedback> feedback, GuessRule rule) {
    if (QString problem = checkStep(question, feedback, rule); !problem.isEmpty())
        return problem;
    if (!feedback)
        return words_ ? tr("Set every tile of the feedback first: an outlined tile is not set yet.")
                      : tr("Choose the feedback the game gave first.");
    if (words_)
        words_->submit(question.toStdString(), Pattern{static_cast<uint16_t>(*feedback)}, rule);
    else
        play_->submit(*parseQuestion(question, nullptr), *feedback, rule);
    advice_.reset();
    questionAdvice_.reset();
    Q_EMIT gameChanged();
    return {};
}

void Session::undo() {
    play_->undo();
    advice_.reset();
    questionAdvice_.reset();
    Q_EMIT gameChanged();
}

void Session::redo() {
    play_->redo();
    advice_.reset();
    questionAdvice_.reset();
    Q_EMIT gameChanged();
}

void Session::newGame() {
    restartGame();
}

void Session::startAdvice(GuessRule rule) {
    if (play_->impossible() || play_->solved())
        return;
    if (!words_) {
        auto game = menuGame_;
        const CandidateSet candidates = play_->candidates();
        // The rule's questions: Absurdle's hard mode keeps its hints; games
        // without hints keep the questions that name a possible secret.
        adviceRunner_->start<QuestionRanking>(
            *engine_,
            [game, candidates, rule, history = play_->steps()](JobContext& ctx) {
                return rankQuestions(*game, candidates, rule, history, &ctx);
            },
            [this](std::shared_ptr<QuestionRanking> result) {
                questionAdvice_ = std::move(result);
                Q_EMIT adviceChanged();
            });
        return;
    }
    if (!ranking_)
        return;
    auto lists = lists_;
    auto matrix = matrix_;
    const CandidateSet candidates = words_->candidates();
    RankOptions options;
    if (rule != GuessRule::Normal)
        options.guesses = words_->allowedGuesses(rule);
    if (rule != GuessRule::Normal && options.guesses.empty())
        return;
    // Before the first guess the advice is the openers' ranking: every
    // guess over every answer (ranking Nerdle 10 again would take minutes).
    if (words_->steps().empty() &&
        (options.guesses.empty() || options.guesses.size() == lists->guesses().size()) &&
        ranking_->rows.size() == lists->guesses().size() &&
        ranking_->candidates == candidates.size() && ranking_->weighted == candidates.weighted()) {
        adviceRunner_->cancel();
        advice_ = ranking_;
        Q_EMIT adviceChanged();
        return;
    }
    adviceRunner_->start<Ranking>(
        *engine_,
        [lists, matrix, candidates, options](JobContext& ctx) {
            return matrix ? rankGuesses(*lists, *matrix, candidates, options, &ctx)
                          : rankStreaming(*lists, candidates, options, &ctx);
        },
        [this](std::shared_ptr<Ranking> result) {
            advice_ = std::move(result);
            Q_EMIT adviceChanged();
        });
}

bool Session::startExactAdvice(GuessRule rule, const QStringList& tried) {
    exactRunner_->cancel();
    exactAdvice_.reset();
    absurdleAdvice_.reset();
    Q_EMIT exactAdviceChanged();
    if (auto absurdle = std::dynamic_pointer_cast<const AbsurdleGame>(menuGame_))
        return startAbsurdleAdvice(std::move(absurdle), rule);
    if (play_->impossible() || play_->solved() || tried.isEmpty())
        return false;
    if (play_->steps().empty() && !bookPage(rule))
        return false;
    std::vector<std::string> questions;
    for (const QString& q : tried)
        questions.push_back(q.toStdString());
    exactRunner_->start<PositionAdvice>(
        *engine_,
        [play = GamePlay(*play_), rule, questions, book = book_,
         prior = menuGame_ ? nullptr : treePrior_](JobContext& ctx) {
            return adviseLiveGame(play, rule, questions, &ctx, book.get(), prior.get());
        },
        [this](std::shared_ptr<PositionAdvice> result) {
            exactAdvice_ = std::move(result);
            Q_EMIT exactAdviceChanged();
        });
    return true;
}

void Session::addToBook(const ResultsFile& file) {
    auto book = std::make_shared<OpeningBook>(*book_);
    book->add(file);
    book_ = std::move(book);  // jobs running keep the book they started with
}

const BookPage* Session::bookPage(GuessRule rule) const {
    return lists_ && !menuGame_ && !treePrior_ ? book_->page(*lists_, rule) : nullptr;
}

bool Session::startAbsurdleAdvice(std::shared_ptr<const AbsurdleGame> game, GuessRule rule) {
    if (play_->impossible() || play_->solved())
        return false;
    AbsurdlePosition position;
    const auto ids = play_->candidates().ids();
    position.words.assign(ids.begin(), ids.end());
    for (const GamePlay::Step& s : play_->steps())
        position.steps.push_back(
            {static_cast<WordId>(s.question.code), Pattern{static_cast<uint16_t>(s.feedback)}});
    const bool all = !position.steps.empty();
    exactRunner_->start<AbsurdleVerdict>(
        *engine_,
        [game = std::move(game), position, rule, all](JobContext& ctx) {
            const auto table = game->matrixOrBuild(&ctx);
            if (ctx.cancelled())
                return AbsurdleVerdict{0, true, {}, {}};
            const AbsurdleSolver solver(game->lists(), *table, rule);
            return solver.solve(position, kAbsurdleMost, all, &ctx);
        },
        [this, game = menuGame_, steps = play_->steps()](std::shared_ptr<AbsurdleVerdict> result) {
            // A verdict for a position since left (a step played, undone, a
            // new game) is dropped: the next one is on its way.
            const auto& now = play_->steps();
            const bool same = game == menuGame_ && steps.size() == now.size() &&
                              std::equal(steps.begin(), steps.end(), now.begin(),
                                         [](const GamePlay::Step& a, const GamePlay::Step& b) {
                                             return a.question.code == b.question.code &&
                                                    a.feedback == b.feedback;
                                         });
            if (!same)
                return;
            absurdleAdvice_ = std::move(result);
            Q_EMIT exactAdviceChanged();
        });
    return true;
}

bool Session::startPairSearch(PairSearchOptions options) {
    if (menuGame_ || !lists_ || !matrix_)
        return false;
    auto lists = lists_;
    auto matrix = matrix_;
    const CandidateSet candidates = allAnswers();
    const quint64 generation = ++pairGeneration_;
    QPointer<Session> self(this);
    // Live figures from a worker, handed to this thread; stale ones dropped.
    options.onStatus = [self, generation](const PairSearchStatus& status) {
        if (!self)
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, status] {
                if (self && generation == self->pairGeneration_)
                    Q_EMIT self->pairStatus(status);
            },
            Qt::QueuedConnection);
    };
    pairs_.reset();
    pairsLists_ = lists;  // of the figures and the result to come
    Q_EMIT pairsChanged();
    pairsRunner_->start<PairSearchResult>(
        *engine_,
        [lists, matrix, candidates, options](JobContext& ctx) {
            return searchPairs(*lists, *matrix, candidates, options, &ctx);
        },
        [this](std::shared_ptr<PairSearchResult> result) {
            pairs_ = std::move(result);
            Q_EMIT pairsChanged();
        });
    return true;
}

void Session::setThreads(int threads) {
    if (threads == engine_->threads())
        return;
    cancelAll();
    const bool hadRanking = menuGame_ ? questionRanking_ != nullptr : ranking_ != nullptr;
    engine_ = std::make_unique<Engine>(threads);  // joins the old engine's jobs
    if (!hadRanking)
        startRanking();
}

void Session::cancelAll() {
    generationRunner_->cancel();
    rankingRunner_->cancel();
    adviceRunner_->cancel();
    // Drop the last figures still queued, also those of a search that has
    // just finished (no longer running, its figures not yet delivered).
    ++pairGeneration_;
    pairsRunner_->cancel();
}

}  // namespace guesslab::gui
