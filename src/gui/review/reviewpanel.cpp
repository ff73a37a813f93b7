// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewpanel.h"

#include "absurdlereview.h"
#include "anygamereview.h"
#include "boardsgame.h"
#include "boardsreviewmodel.h"
#include "boardssteps.h"
#include "enginetext.h"
#include "errordialog.h"
#include "inputerror.h"
#include "jobrunner.h"
#include "jobstatustext.h"
#include "numbertext.h"
#include "playedgame.h"
#include "playedsteps.h"
#include "reviewchart.h"
#include "reviewmodel.h"
#include "ruletext.h"
#include "session.h"
#include "stepproblemtext.h"
#include "tablefit.h"
#include "tiledelegate.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace guesslab::gui {

namespace {
const QString kGameKey = QStringLiteral("review/game");
const QString kSecretKey = QStringLiteral("review/secret");
const QString kRuleKey = QStringLiteral("review/rule");
const QString kCandidatesKey = QStringLiteral("review/candidates");

// A luck with its sign, a true minus (U+2212) as in the sum beside it, none
// for a luck that rounds to zero.
QString signedFigure(double v) {
    const QString digits = decimalText(std::abs(v), 4);
    if (digits == decimalText(0.0, 4))
        return digits;
    return (v > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + digits;
}
}  // namespace

ReviewPanel::ReviewPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      runner_(new JobRunner(tr("Review"), this)),
      game_(new QPlainTextEdit(this)),
      secret_(new QLineEdit(this)),
      rule_(new QComboBox(this)),
      candidates_(new QSpinBox(this)),
      fromAssistant_(new QPushButton(tr("From the &Assistant"), this)),
      prior_(new QCheckBox(tr("Weigh &by the prior"), this)),
      run_(new QPushButton(tr("&Review"), this)),
      stop_(new QPushButton(tr("S&top"), this)),
      status_(new QLabel(this)),
      summary_(new QLabel(this)),
      model_(new ReviewModel(this)),
      boardsModel_(new BoardsReviewModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      table_(new QTableView(this)),
      split_(new QSplitter(Qt::Horizontal, this)),
      chart_(new QCustomPlot(this)) {
    setObjectName(QStringLiteral("reviewPanel"));
    game_->setObjectName(QStringLiteral("reviewGame"));
    game_->setTabChangesFocus(true);
    game_->setPlaceholderText(
        tr("One guess per line with its feedback:\n  salet BBYBB\n  crony BYBBB\n"
           "or the guesses alone and the secret, or the grid a game shares with the "
           "guesses typed under it."));
    game_->setToolTip(
        tr("The game played: feedback as B/Y/G, 0/1/2 or the grid's squares "
           "(Ctrl+Return reviews)"));
    secret_->setPlaceholderText(tr("optional"));
    secret_->setToolTip(tr("The secret: guesses without feedback are graded against it"));
    RuleText::fill(rule_);
    rule_->setToolTip(tr("The rule the game was played under"));
    candidates_->setRange(0, 100000);
    candidates_->setValue(20);
    candidates_->setSpecialValueText(tr("every guess"));
    candidates_->setSuffix(tr(" best guesses"));
    candidates_->setToolTip(
        tr("The first move is compared with this many of the best guesses by entropy (and the "
           "one played); later moves with every guess the mode allows. Where the opening book "
           "holds the lists and mode, the first move's best is read from it: the best of every "
           "guess when the book proves it"));
    fromAssistant_->setToolTip(tr("Review the game played in the Assistant"));
    prior_->setToolTip(
        tr("Each answer as likely as its weight in the prior loaded with File → Open weights "
           "(the opening book, which holds the values without it, is then not read)"));
    run_->setToolTip(tr("Judge every move by the exact tree search (Ctrl+Return)"));
    stop_->setEnabled(false);
    status_->setWordWrap(true);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setObjectName(QStringLiteral("reviewSummary"));
    summary_->hide();  // shown with a review: before, its line is the table's

    QSettings settings;
    game_->setPlainText(settings.value(kGameKey).toString());
    secret_->setText(settings.value(kSecretKey).toString());
    RuleText::choose(
        rule_,
        parseRule(settings.value(kRuleKey).toString().toStdString()).value_or(GuessRule::Normal));
    candidates_->setValue(settings.value(kCandidatesKey, 20).toInt());
    status_->setText(game_->toPlainText().trimmed().isEmpty()
                         ? tr("Type or paste a played game, then Review (Ctrl+Return).")
                         : tr("Review (Ctrl+Return) judges this game by the exact search."));

    auto* form = new QFormLayout;
    form->addRow(tr("S&ecret:"), secret_);
    form->addRow(tr("M&ode:"), rule_);
    form->addRow(tr("F&irst move against:"), candidates_);
    form->addRow(prior_);
    auto* buttons = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{fromAssistant_, run_, stop_})
        buttons->addWidget(w);
    form->addRow(buttons);
    auto* gameLabel = new QLabel(tr("Ga&me:"), this);
    gameLabel->setBuddy(game_);
    auto* input = new QGridLayout;
    input->addWidget(gameLabel, 0, 0, Qt::AlignLeft | Qt::AlignBottom);  // on its box
    input->addWidget(game_, 1, 0);
    input->addLayout(form, 0, 1, 2, 1);  // beside the label too: the panel fits its dock
    input->setColumnStretch(0, 1);
    game_->setFixedHeight(game_->fontMetrics().lineSpacing() * 5 + 12);  // a longer game scrolls

    proxy_->setSourceModel(model_);
    proxy_->setSortRole(ReviewModel::SortRole);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(ReviewModel::Move, Qt::AscendingOrder);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tiles_ = new TileDelegate(ReviewModel::PatternRole, ReviewModel::SymbolsRole, table_);
    table_->setItemDelegateForColumn(ReviewModel::Guess, tiles_);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    ReviewChart::setUp(chart_);
    ReviewChart::show(chart_, nullptr);

    split_->addWidget(table_);
    split_->addWidget(chart_);
    split_->setStretchFactor(0, 3);
    split_->setStretchFactor(1, 2);
    // The wrapped lines above give the panel a height for its width, and the
    // dock's scroll area then asks every part for its preferred height: the
    // table's is tall, and the panel scrolled. The table and chart take what
    // is left instead, at least the chart's least height.
    split_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    split_->setMinimumHeight(chart_->minimumHeight());
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(input);
    layout->addWidget(status_);
    layout->addWidget(summary_);
    layout->addWidget(split_, 1);

    auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, &ReviewPanel::start);
    connect(run_, &QPushButton::clicked, this, &ReviewPanel::start);
    connect(stop_, &QPushButton::clicked, runner_, &JobRunner::stop);  // keeps the moves valued
    connect(fromAssistant_, &QPushButton::clicked, this, &ReviewPanel::takeAssistantGame);
    // A refusal's line names the text as it was: once edited, it would
    // read as the new text's.
    connect(game_, &QPlainTextEdit::textChanged, this, [this] {
        if (!refused_)
            return;
        refused_ = false;
        status_->setText(tr("Review (Ctrl+Return) judges this game by the exact search."));
    });
    connect(session_, &Session::listsChanged, this, &ReviewPanel::gameChanged);
    connect(runner_, &JobRunner::progress, this, [this](double fraction, const QString& text) {
        status_->setText(JobStatusText::progress(*runner_, fraction, text));
    });
    connect(runner_, &JobRunner::finished, this, [this](JobStatus status, const QString& error) {
        run_->setEnabled(true);
        stop_->setEnabled(false);
        QString text = JobStatusText::ended(*runner_, status, error, tr("Stopped after %1 s."));
        if (status != JobStatus::Failed && !resultNote_.isEmpty())
            text += QLatin1Char(' ') + resultNote_;
        status_->setText(text);
        Q_EMIT finished();
    });
}

QString ReviewPanel::summary() const {
    return summary_->text();
}

QString ReviewPanel::status() const {
    return status_->text();
}

// A new game or new lists make the figures stale; the text typed stays.
void ReviewPanel::gameChanged() {
    // Other games are typed as the game words them; the secret and the
    // first move's candidates belong to word games.
    const bool words = session_->lists() != nullptr;
    secret_->setEnabled(words);
    candidates_->setEnabled(words);
    prior_->setEnabled(words && session_->treePrior());
    RuleText::explain(rule_, words || !session_->game());
    const bool absurdle = session_->game() && session_->game()->picksFeedback();
    const bool boards = std::dynamic_pointer_cast<const BoardsGame>(session_->game()) != nullptr;
    rule_->setEnabled(!boards);           // every guess of the list, always
    fromAssistant_->setEnabled(!boards);  // the boards' feedback is typed here
    game_->setPlaceholderText(
        boards     ? tr("One guess per line with each board's feedback, board 1 first:\n"
                            "  soare BBGYG YGBBB BBBBB BBGGB\n  mulct BBBYB GBBBG BGYYB BBBBB\n"
                            "(a board solved before: - or left out), or the grid a game "
                            "shares with the guesses typed under it.")
        : absurdle ? tr("The guesses played, one per line (the game gives the feedback):\n"
                        "  salet\n  crony")
        : !words   ? tr("One question per line (or split by ;) with its feedback after a colon:\n"
                          "  1123: 1b1w\n  3456: 0b2w")
                   : tr("One guess per line with its feedback:\n  salet BBYBB\n  crony BYBBB\n"
                          "or the guesses alone and the secret, or the grid a game shares with the "
                          "guesses typed under it."));
    const bool stale = runner_->running() || model_->review() || boardsModel_->review();
    runner_->cancel();
    show(nullptr);
    showTableOf(boards);  // the columns of the game's review, before one is made
    if (stale)
        status_->setText(tr("The workbench's game changed: review again for its figures."));
}

void ReviewPanel::refuse(const QString& problem) {
    runner_->cancel();
    show(nullptr);  // the last game's figures would read as this one's
    status_->setText(problem.toHtmlEscaped());
    refused_ = true;
    ErrorDialog::open(this, tr("Cannot review the game"), problem);
}

// The Assistant's steps as the review reads them: "salet BBYBB" for words,
// "1123: 1b1w" for other games.
void ReviewPanel::takeAssistantGame() {
    if (!session_->play().game())
        return;
    const QStringList lines =
        session_->stepTexts(session_->words() ? QStringLiteral(" ") : QStringLiteral(": "));
    if (lines.isEmpty()) {
        status_->setText(tr("The Assistant has no steps yet."));
        return;
    }
    game_->setPlainText(lines.join(QLatin1Char('\n')));
    secret_->clear();
    RuleText::choose(rule_, session_->playRule());  // judged by the rule it was played under
}

bool ReviewPanel::start() {
    const auto lists = session_->lists();
    if (!lists && session_->game())
        return startOther();
    if (!lists) {
        refuse(tr("Load word lists or choose a game under Game first."));
        return false;
    }
    const GuessRule rule = RuleText::chosen(rule_);
    std::string secret = secret_->text().trimmed().toStdString();
    if (!secret.empty()) {
        if (const Phrase problem =
                WordList::wordProblem(secret, lists->answers().alphabet(), lists->length());
            !problem.empty()) {
            refuse(tr("The secret: %1").arg(EngineText::text(problem)));
            return false;
        }
    }
    const QByteArray text = game_->toPlainText().toUtf8();
    PlayedGame game;
    try {
        game = parsePlayedGame(lists,
                               std::string_view(text.constData(), static_cast<size_t>(text.size())),
                               secret, rule, "game");
    } catch (const PlayedStepError& e) {
        refuse(tr("Line %1, step %2 (%3): %4")
                   .arg(e.line())
                   .arg(e.step())
                   .arg(QString::fromStdString(e.guess()))
                   .arg(StepProblemText::text(e.stepProblem(), lists->answers().alphabet(),
                                              QString::fromStdString(e.guess()))));
        return false;
    } catch (const InputError& e) {
        const QString problem = EngineText::text(e.problemText(), e.args());
        refuse(e.line() > 0 ? tr("Line %1: %2").arg(e.line()).arg(problem) : problem);
        return false;
    }
    QSettings settings;
    settings.setValue(kGameKey, game_->toPlainText());
    settings.setValue(kSecretKey, secret_->text());
    settings.setValue(kRuleKey, QString::fromLatin1(ruleName(rule)));
    settings.setValue(kCandidatesKey, candidates_->value());

    ReviewOptions options;
    options.rule = rule;
    options.candidates = candidates_->value();
    feedbackTexts_.clear();
    show(nullptr);
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Reviewing %n moves…", nullptr, static_cast<int>(game.steps.size())));
    runner_->start<GameReview>(
        session_->engine(),
        [lists, steps = game.steps, options, book = session_->book(),
         prior = prior_->isChecked() ? session_->treePrior() : nullptr](JobContext& ctx) mutable {
            options.book = book.get();
            options.prior = prior.get();
            return reviewGame(lists, steps, options, &ctx);
        },
        [this](std::shared_ptr<GameReview> review) { show(std::move(review)); });
    return true;
}

// A game of the Game menu's review about to start: the text and rule kept,
// each step's feedback as the game words it, the buttons and status set.
void ReviewPanel::beginGameReview(const Game& game, const std::vector<Asked>& steps,
                                  GuessRule rule) {
    QSettings settings;
    settings.setValue(kGameKey, game_->toPlainText());
    settings.setValue(kRuleKey, QString::fromLatin1(ruleName(rule)));
    feedbackTexts_.clear();
    for (const Asked& step : steps)
        feedbackTexts_ << EngineText::feedback(game, step.question, step.feedback);
    show(nullptr);
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Reviewing %n moves…", nullptr, static_cast<int>(steps.size())));
}

// A game of the Game menu: steps as the game words them, the exact search
// over its questions.
bool ReviewPanel::startOther() {
    const std::shared_ptr<const Game> game = session_->game();
    if (auto absurdle = std::dynamic_pointer_cast<const AbsurdleGame>(game))
        return startAbsurdle(std::move(absurdle));
    if (auto boards = std::dynamic_pointer_cast<const BoardsGame>(game))
        return startBoards(std::move(boards));
    const GuessRule rule = RuleText::chosen(rule_);
    const QByteArray text = game_->toPlainText().toUtf8();
    std::vector<Asked> steps;
    try {
        steps = parsePlayedSteps(
            *game, std::string_view(text.constData(), static_cast<size_t>(text.size())), "game");
    } catch (const InputError& e) {
        const QString problem = EngineText::text(e.problemText(), e.args());
        refuse(e.line() > 0 ? tr("Line %1: %2").arg(e.line()).arg(problem) : problem);
        return false;
    }
    if (const StepsProblem p = findStepsProblem(*game, steps, rule);
        p.kind != StepsProblem::Kind::None) {
        const Asked& step = steps[p.step];
        const QString question = QString::fromStdString(game->describeQuestion(step.question));
        QString problem;
        if (p.kind == StepsProblem::Kind::NotAllowed)
            problem = tr("%1 does not allow it after the steps before.")
                          .arg(rule_->itemText(rule_->currentIndex()));
        else if (p.kind == StepsProblem::Kind::NoSecretLeft)
            problem = tr("no secret left gives %1.")
                          .arg(EngineText::feedback(*game, step.question, step.feedback));
        else
            problem = tr("the game was over after step %1.").arg(p.step);
        refuse(tr("Step %1 (%2): %3").arg(p.step + 1).arg(question, problem));
        return false;
    }
    beginGameReview(*game, steps, rule);
    runner_->start<GameReview>(
        session_->engine(),
        [game, steps, rule](JobContext& ctx) { return reviewAnyGame(*game, steps, rule, &ctx); },
        [this](std::shared_ptr<GameReview> review) { show(std::move(review)); });
    return true;
}

// Absurdle: the guesses played (feedback written after them is the game's
// and is not read), each answered by the game, then judged against the
// fewest guesses that force a win from its position.
bool ReviewPanel::startAbsurdle(std::shared_ptr<const AbsurdleGame> game) {
    const GuessRule rule = RuleText::chosen(rule_);
    const GameLists& lists = game->lists();
    std::vector<WordId> guesses;
    GamePlay play(game);
    const QStringList lines = game_->toPlainText().split(QLatin1Char('\n'));
    static const QRegularExpression separators(QStringLiteral("[\\s,;:]+"));
    for (int n = 0; n < lines.size(); ++n)
        for (const QString& token : lines[n].split(separators, Qt::SkipEmptyParts)) {
            const std::string word = token.toLower().toStdString();
            const auto g = lists.guesses().find(word);
            if (!g) {
                if (parsePattern(token.toStdString(), lists.length()))
                    continue;  // the game's answer, written down
                refuse(tr("Line %1: '%2' is not in the guess list.").arg(n + 1).arg(token));
                return false;
            }
            const Question q{static_cast<int64_t>(*g), {}, {}};
            if (play.solved()) {
                refuse(tr("Step %1 (%2): the game was over after step %3.")
                           .arg(guesses.size() + 1)
                           .arg(token)
                           .arg(guesses.size()));
                return false;
            }
            const auto ids = play.candidates().ids();
            const Feedback f = *game->answer(q, std::vector<SecretId>(ids.begin(), ids.end()));
            if (const StepProblem problem = play.submit(q, f, rule)) {
                refuse(tr("Step %1 (%2): %3")
                           .arg(guesses.size() + 1)
                           .arg(token, StepProblemText::text(problem, *game, q)));
                return false;
            }
            guesses.push_back(*g);
        }
    if (guesses.empty()) {
        refuse(tr("Type the guesses played, one after another."));
        return false;
    }
    beginGameReview(*game, play.steps(), rule);
    runner_->start<GameReview>(
        session_->engine(),
        [game, guesses, rule](JobContext& ctx) {
            std::shared_ptr<const PatternMatrix> matrix = game->sharedMatrix();
            if (!matrix)
                matrix = std::make_shared<const PatternMatrix>(
                    PatternMatrix::build(game->lists().guesses(), game->lists().answers(), &ctx));
            if (ctx.cancelled()) {
                GameReview stopped;
                stopped.stopped = true;
                return stopped;
            }
            const AbsurdleSolver solver(game->lists(), *matrix, rule);
            return reviewAbsurdle(solver, guesses, Session::kAbsurdleMost, &ctx);
        },
        [this](std::shared_ptr<GameReview> review) { show(std::move(review)); });
    return true;
}

// Several boards: each guess with its boards' feedback, judged by the bits
// it was worth over the open boards against the entropy player's guess.
bool ReviewPanel::startBoards(std::shared_ptr<const BoardsGame> game) {
    const QByteArray text = game_->toPlainText().toUtf8();
    std::vector<BoardsStep> steps;
    try {
        const std::string_view typed(text.constData(), static_cast<size_t>(text.size()));
        // A shared grid with the guesses under it, or a guess per line with
        // its patterns.
        auto grid = parseBoardsGrid(*game, typed, "game");
        steps = grid ? std::move(*grid) : parseBoardsGame(*game, typed, "game");
    } catch (const InputError& e) {
        const QString problem = EngineText::text(e.problemText(), e.args());
        refuse(e.line() > 0 ? tr("Line %1: %2").arg(e.line()).arg(problem) : problem);
        return false;
    }
    QSettings().setValue(kGameKey, game_->toPlainText());
    show(nullptr);
    run_->setEnabled(false);
    stop_->setEnabled(true);
    status_->setText(tr("Reviewing %n moves…", nullptr, static_cast<int>(steps.size())));
    runner_->start<BoardsReview>(
        session_->engine(),
        [game, steps](JobContext& ctx) { return reviewBoards(*game, steps, &ctx); },
        [this, game](std::shared_ptr<BoardsReview> review) {
            showBoards(game, std::move(review));
        });
    return true;
}

void ReviewPanel::showTableOf(bool boards) {
    QAbstractItemModel* source = boards ? static_cast<QAbstractItemModel*>(boardsModel_) : model_;
    if (proxy_->sourceModel() == source)
        return;
    proxy_->setSourceModel(source);
    table_->setItemDelegateForColumn(ReviewModel::Guess, boards ? nullptr : tiles_);
    table_->sortByColumn(0, Qt::AscendingOrder);  // the moves in order
}

void ReviewPanel::showBoards(std::shared_ptr<const BoardsGame> game,
                             std::shared_ptr<const BoardsReview> review) {
    if (session_->game() != game)
        return;  // another game was chosen meanwhile
    showTableOf(true);
    boardsModel_->setReview(game, review);
    ReviewChart::showBoards(chart_, review.get(), *game);
    resultNote_.clear();
    if (review->moves.empty()) {
        summary_->hide();
        return;
    }
    QTimer::singleShot(0, this, &ReviewPanel::fitTable);
    const int n = static_cast<int>(review->moves.size());
    QString line =
        review->stopped ? tr("Stopped after %n moves judged.", nullptr, n)
        : review->won
            ? tr("Won in %n guesses: every board solved within %1.", nullptr, n).arg(game->limit())
        : review->finished
            ? tr("Every board solved in %n guesses, past the limit of %1.", nullptr, n)
                  .arg(game->limit())
            : tr("%n guesses played; boards are still open.", nullptr, n);
    line += QLatin1Char(' ') +
            tr("Bits lost against the entropy player's choice: %1; luck (bits received less "
               "bits expected): %2.")
                .arg(decimalText(review->totalLost(), 3),
                     (review->totalLuck() > 0 ? QStringLiteral("+") : QString()) +
                         decimalText(review->totalLuck(), 3));
    summary_->setText(line);
    summary_->show();
    resultNote_ = review->stopped ? tr("Stopped: the moves shown are judged, the rest was not "
                                       "reached.")
                                  : tr("Judged by information: exact play over every set of "
                                       "secrets is out of reach on these lists.");
}

QString ReviewPanel::sumLine(const GameReview& r) const {
    const int n = static_cast<int>(r.moves.size());
    const QString start = decimalText(r.moves.front().bestExpected(), 4);
    const QString cost = decimalText(r.totalCost(), 4);
    const QString luck = signedFigure(r.totalLuck());
    if (r.solved)
        return tr("Solved in %n guesses. Best play from the start needs %1 on average; the "
                  "moves cost %2 and luck gave %3: %n = %1 + %2 − (%3).",
                  nullptr, n)
            .arg(start, cost, luck);
    const QString still = decimalText(r.moves.back().expectedAfter(), 4);
    return tr("Not solved after %n guesses; %1 more expected with best play. From the start "
              "best play needs %2; the moves cost %3 and luck gave %4: %n + %1 = %2 + %3 − (%4).",
              nullptr, n)
        .arg(still, start, cost, luck);
}

// The table as wide as its columns where the panel has the room (its last
// column, "Glücklicher als", lay behind a scroll bar), the chart beside it
// the rest; in a narrow panel the table scrolls, not the panel.
void ReviewPanel::fitTable() {
    const int want = fitColumns(table_);
    const int room = split_->width() - split_->handleWidth();
    if (room >= want + chart_->minimumWidth())
        split_->setSizes({want, room - want});
    else
        split_->setSizes({room - chart_->minimumWidth(), chart_->minimumWidth()});
}

void ReviewPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    fitTable();
}

void ReviewPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitTable();
}

void ReviewPanel::show(std::shared_ptr<const GameReview> review) {
    showTableOf(false);
    boardsModel_->setReview(nullptr, nullptr);
    const auto lists = session_->lists();
    model_->setReview(review, lists ? lists->length() : 0, feedbackTexts_);
    ReviewChart::show(chart_, review.get());
    summary_->clear();
    summary_->setVisible(review && !review->moves.empty());
    resultNote_.clear();
    if (!review || review->moves.empty())
        return;
    // Once the layout has taken in the new lines (and any scroll bar).
    QTimer::singleShot(0, this, &ReviewPanel::fitTable);
    const QString priorNote =
        review->moves.front().weightBefore > 0
            ? QLatin1Char(' ') + tr("Expectations under the prior loaded: each answer as likely "
                                    "as its weight.")
            : QString();
    if (review->complete) {
        summary_->setText(sumLine(*review));
        resultNote_ = tr("%1 · every figure exact.")
                          .arg(rule_->itemText(rule_->findData(static_cast<int>(review->rule)))) +
                      priorNote;
        const MoveReview& first = review->moves.front();
        if (first.bestFromBook && first.searched && first.classesRead > 0)
            resultNote_ += QLatin1Char(' ') +
                           tr("The first move's total, best and %1 of its %2 classes were read "
                              "from the opening book (the tables shipped in docs/results, or "
                              "opened this session); %3 were searched, for its luck.")
                               .arg(first.classesRead)
                               .arg(first.classes)
                               .arg(first.classesSearched);
        else if (first.bestFromBook && first.classesSearched < first.classes)
            resultNote_ += QLatin1Char(' ') +
                           tr("The first move's total and best were read from the opening book "
                              "(the tables shipped in docs/results, or opened this session); %1 "
                              "of its %2 classes were searched, for its luck and the next "
                              "move's best.")
                               .arg(first.classesSearched)
                               .arg(first.classes);
        else if (first.bestFromBook)
            resultNote_ += QLatin1Char(' ') +
                           tr("The first move's best was read from the opening book (the tables "
                              "shipped in docs/results, or opened this session).");
        return;
    }
    int unsearched = 0;
    for (const MoveReview& m : review->moves)
        unsearched += m.searched ? 0 : 1;
    summary_->setText(
        tr("Moves cost %1 and luck gave %2 where the search reached.")
            .arg(decimalText(review->totalCost(), 4), signedFigure(review->totalLuck())));
    resultNote_ =
        (review->stopped ? tr("Stopped: the figures shown are exact, the rest was not reached.")
                         : tr("%n moves too large for the exact search (no figures): the "
                              "positions before them hold too many answers and guesses.",
                              nullptr, unsearched)) +
        priorNote;
}

}  // namespace guesslab::gui
