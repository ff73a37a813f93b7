// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsview.h"

#include "boardssteps.h"

#include "boardsplayer.h"
#include "enginetext.h"
#include "inputerror.h"
#include "jobrunner.h"
#include "session.h"
#include "statustext.h"
#include "tiledelegate.h"

#include <QClipboard>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {

constexpr size_t kAdviceShown = 50;
constexpr int kAnswersListed = 12;  // a board's answers written out up to this many

QTableWidgetItem* cell(const QString& text, const QString& toolTip = {}) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setToolTip(toolTip);
    return item;
}

QTableWidgetItem* number(double value, int decimals = -1) {
    const QLocale locale;  // 23,544 in German
    auto* item = cell(decimals < 0 ? locale.toString(qlonglong(value))
                                   : locale.toString(value, 'f', decimals));
    item->setData(Qt::TextAlignmentRole, int(Qt::AlignRight | Qt::AlignVCenter));
    return item;
}

}  // namespace

BoardsView::BoardsView(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      title_(new QLabel(this)),
      guess_(new QLineEdit(this)),
      patterns_(new QLineEdit(this)),
      submit_(new QPushButton(tr("Su&bmit"), this)),
      undoButton_(new QPushButton(tr("U&ndo"), this)),
      newGame_(new QPushButton(tr("Ne&w game"), this)),
      paste_(new QPushButton(tr("Shared ga&me…"), this)),
      status_(new QLabel(this)),
      boards_(new QTableWidget(this)),
      adviceLabel_(new QLabel(this)),
      advice_(new QTableWidget(this)),
      runner_(new JobRunner(tr("Best guesses over the boards"), this)) {
    setObjectName(QStringLiteral("boardsView"));
    title_->setWordWrap(true);
    guess_->setObjectName(QStringLiteral("boardsGuess"));
    guess_->setPlaceholderText(tr("your guess"));
    guess_->setToolTip(tr("The word you played on every open board"));
    guess_->setMaxLength(10);
    patterns_->setObjectName(QStringLiteral("boardsPatterns"));
    patterns_->setPlaceholderText(tr("BBYGB GGBBB … one per board"));
    patterns_->setToolTip(
        tr("The feedback of each board, in board order, separated by spaces: G green, Y "
           "yellow, B grey. A board already solved takes -, or leave it out and give only the "
           "open boards'."));
    patterns_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[GYBgyb012.\\- ,]*")), patterns_));
    auto* guessLabel = new QLabel(tr("G&uess:"), this);
    guessLabel->setBuddy(guess_);
    auto* patternsLabel = new QLabel(tr("F&eedback per board:"), this);
    patternsLabel->setBuddy(patterns_);
    submit_->setToolTip(tr("Play this guess with this feedback on every open board (Enter)"));
    undoButton_->setToolTip(tr("Take back the last guess"));
    newGame_->setToolTip(tr("Start again with every board open"));
    paste_->setToolTip(
        tr("Paste the grid the game shares, with the guesses typed under it: "
           "the game is played from the start"));
    status_->setWordWrap(true);

    auto* entry = new QHBoxLayout;
    entry->addWidget(guessLabel);
    entry->addWidget(guess_, 1);
    entry->addWidget(patternsLabel);
    entry->addWidget(patterns_, 3);
    entry->addWidget(submit_);
    entry->addWidget(undoButton_);
    entry->addWidget(newGame_);
    entry->addWidget(paste_);

    boards_->setObjectName(QStringLiteral("boardsTable"));
    boards_->setItemDelegate(
        new TileDelegate(TileDelegate::kPatternRole, TileDelegate::kSymbolsRole, boards_));
    boards_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    boards_->setSelectionBehavior(QAbstractItemView::SelectRows);
    boards_->verticalHeader()->setVisible(false);
    boards_->setToolTip(tr("One row of tiles per board, and the answers it has left"));
    auto* boardsBox = new QGroupBox(tr("Boards"), this);
    auto* bl = new QVBoxLayout(boardsBox);
    bl->addWidget(boards_);

    advice_->setObjectName(QStringLiteral("boardsAdvice"));
    advice_->setColumnCount(4);
    advice_->setHorizontalHeaderLabels({tr("Guess"), tr("Bits"), tr("Most left"), tr("May solve")});
    advice_->horizontalHeaderItem(1)->setToolTip(
        tr("Information over the open boards: the sum of each board's entropy, in bits"));
    advice_->horizontalHeaderItem(2)->setToolTip(
        tr("The most answers the open boards can keep after it: the sum of their largest classes"));
    advice_->horizontalHeaderItem(3)->setToolTip(tr("Open boards whose answer it may be"));
    advice_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    advice_->setSelectionBehavior(QAbstractItemView::SelectRows);
    advice_->verticalHeader()->setVisible(false);
    advice_->setToolTip(tr("Double-click a guess to play it"));
    advice_->setSortingEnabled(false);
    adviceLabel_->setWordWrap(true);
    auto* adviceBox = new QGroupBox(tr("Best next guesses"), this);
    auto* al = new QVBoxLayout(adviceBox);
    al->addWidget(adviceLabel_);
    al->addWidget(advice_);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(boardsBox);
    split->addWidget(adviceBox);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setSizes({1000, 340});  // the boards' tiles take the room; four narrow columns here

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addLayout(entry);
    layout->addWidget(status_);
    layout->addWidget(split, 1);

    connect(guess_, &QLineEdit::returnPressed, patterns_, [this] { patterns_->setFocus(); });
    connect(patterns_, &QLineEdit::returnPressed, this, &BoardsView::submit);
    connect(submit_, &QPushButton::clicked, this, &BoardsView::submit);
    connect(undoButton_, &QPushButton::clicked, this, &BoardsView::undo);
    connect(newGame_, &QPushButton::clicked, this, &BoardsView::newGame);
    connect(paste_, &QPushButton::clicked, this, &BoardsView::pasteShared);
    const auto recheck = [this] {
        if (!game_)
            return;
        const QString why = guess_->text().isEmpty() || patterns_->text().isEmpty()
                                ? QString()
                                : check(guess_->text(), patterns_->text(), nullptr);
        setStatus(why, !why.isEmpty());
    };
    connect(guess_, &QLineEdit::textChanged, this, recheck);
    connect(patterns_, &QLineEdit::textChanged, this, recheck);
    connect(advice_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        guess_->setText(advice_->item(row, 0)->text());
        patterns_->setFocus();
    });
}

void BoardsView::setGame(std::shared_ptr<const BoardsGame> game) {
    if (game == game_)
        return;
    runner_->cancel();
    game_ = std::move(game);
    scorer_ = game_ ? std::make_shared<BoardsScorer>(*game_) : nullptr;
    newGame();
}

void BoardsView::newGame() {
    undo_.clear();
    position_ = game_ ? std::make_unique<BoardsPosition>(*game_) : nullptr;
    guess_->clear();
    patterns_->clear();
    setStatus({}, false);
    showPosition();
    startAdvice();
}

void BoardsView::pasteShared() {
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        this, tr("A shared game"),
        tr("The grid the game shares, with the guesses played typed under it, in order:"),
        QGuiApplication::clipboard()->text(), &ok);
    if (ok)
        playShared(text);
}

bool BoardsView::playShared(const QString& text) {
    if (!game_)
        return false;
    const QByteArray bytes = text.toUtf8();
    try {
        const auto steps = parseBoardsGrid(
            *game_, std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
            "shared game");
        if (!steps) {
            setStatus(tr("No grid of squares in the text: paste the game as it is shared, with "
                         "the guesses typed under it."),
                      true);
            return false;
        }
        newGame();
        for (const BoardsStep& step : *steps) {
            undo_.push_back(*position_);
            position_->play(step.question, step.feedback);
        }
        setStatus(
            tr("%n guesses read from the shared game.", nullptr, static_cast<int>(steps->size())),
            false);
    } catch (const InputError& e) {
        const QString problem = EngineText::text(e.problemText(), e.args());
        setStatus(e.line() > 0 ? tr("Line %1: %2").arg(e.line()).arg(problem) : problem, true);
        return false;
    }
    showPosition();
    startAdvice();
    return true;
}

void BoardsView::undo() {
    if (undo_.empty())
        return;
    *position_ = undo_.back();
    undo_.pop_back();
    setStatus({}, false);
    showPosition();
    startAdvice();
}

QString BoardsView::check(const QString& guess, const QString& patterns,
                          std::vector<Feedback>* feedback) const {
    Phrase problem;
    auto step =
        readBoardsStep(*position_, guess.trimmed().toStdString(), patterns.toStdString(), &problem);
    if (!step)
        return EngineText::text(problem);
    if (feedback)
        *feedback = std::move(step->feedback);
    return {};
}

bool BoardsView::play(const QString& guess, const QString& patterns) {
    guess_->setText(guess);
    patterns_->setText(patterns);
    return submit();
}

bool BoardsView::submit() {
    if (!game_)
        return false;
    std::vector<Feedback> feedback;
    if (const QString why = check(guess_->text(), patterns_->text(), &feedback); !why.isEmpty()) {
        setStatus(why, true);
        return false;
    }
    const auto g = game_->lists().guesses().find(guess_->text().trimmed().toLower().toStdString());
    undo_.push_back(*position_);
    position_->play(Question{*g, {}, {}}, feedback);
    guess_->clear();
    patterns_->clear();
    guess_->setFocus();
    setStatus({}, false);
    showPosition();
    startAdvice();
    return true;
}

void BoardsView::showPosition() {
    undoButton_->setEnabled(!undo_.empty());
    submit_->setEnabled(game_ != nullptr);
    boards_->clear();
    advice_->setRowCount(0);
    if (!game_) {
        title_->clear();
        boards_->setRowCount(0);
        boards_->setColumnCount(0);
        return;
    }
    const BoardsPosition& p = *position_;
    const int turns = p.guesses();
    title_->setText(
        tr("%1: %n boards, %2 guesses allowed. Type your guess, then each board's feedback in "
           "board order (G green, Y yellow, B grey; - for a board already solved).",
           nullptr, game_->boards())
            .arg(EngineText::text(game_->namePhrase()))
            .arg(game_->limit()));
    boards_->setRowCount(game_->boards());
    boards_->setColumnCount(turns + 3);
    QStringList headers{tr("Board")};
    for (int t = 0; t < turns; ++t)
        headers << QString::number(t + 1);
    headers << tr("Left") << tr("Answers left");
    boards_->setHorizontalHeaderLabels(headers);
    const WordList& answers = game_->lists().answers();
    const WordList& guesses = game_->lists().guesses();
    const int length = game_->lists().length();
    for (int b = 0; b < game_->boards(); ++b) {
        boards_->setItem(b, 0, cell(QString::number(b + 1)));
        const auto shown = p.feedback(b);
        for (int t = 0; t < turns; ++t) {
            auto* item = cell({});
            if (t < static_cast<int>(shown.size())) {
                const QString word = QString::fromStdString(
                    guesses.word(static_cast<WordId>(p.history()[size_t(t)].code)));
                const QString pattern = QString::fromStdString(
                    toString(Pattern{static_cast<uint16_t>(shown[size_t(t)])}, length));
                item->setData(TileDelegate::kPatternRole, pattern);
                item->setData(TileDelegate::kSymbolsRole, word.toUpper());
                item->setToolTip(word + QStringLiteral(" ") + pattern);
            }
            boards_->setItem(b, t + 1, item);
        }
        const auto left = p.candidates(b);
        QStringList words;
        for (size_t i = 0; i < left.size() && i < kAnswersListed; ++i)
            words << QString::fromStdString(answers.word(left[i]));
        QString listed = words.join(QLatin1Char(' '));
        if (left.size() > kAnswersListed)
            listed += QStringLiteral(" …");
        if (p.solved(b))
            listed = tr("%1, solved at guess %2").arg(words.value(0)).arg(p.solvedAt(b));
        boards_->setItem(b, turns + 1, number(double(left.size())));
        boards_->setItem(b, turns + 2, cell(listed, listed));
    }
    boards_->resizeColumnsToContents();
    boards_->horizontalHeader()->setStretchLastSection(true);
    if (p.finished())
        setStatus(p.won() ? tr("Won: every board solved in %n guesses.", nullptr, turns)
                          : tr("Every board solved in %1 guesses, past the limit of %2.")
                                .arg(turns)
                                .arg(game_->limit()),
                  false);
    else if (turns >= game_->limit())
        setStatus(tr("The %1 guesses allowed are used: %n boards still open.", nullptr,
                     static_cast<int>(p.open().size()))
                      .arg(game_->limit()),
                  true);
}

void BoardsView::startAdvice() {
    if (!game_ || position_->finished()) {
        runner_->cancel();
        adviceLabel_->setText(game_ ? tr("Every board is solved.") : QString());
        return;
    }
    adviceLabel_->setText(tr("Scoring every guess over the %n open boards…", nullptr,
                             static_cast<int>(position_->open().size())));
    // The job keeps the game and scorer alive, and plays on a copy of the position.
    auto game = game_;
    auto scorer = scorer_;
    runner_->start<std::vector<BoardsScore>>(
        session_->engine(),
        [game, scorer, position = *position_](JobContext& ctx) {
            return rankBoards(scorer->score(position, &ctx), BoardsStrategy::Entropy, kAdviceShown);
        },
        [this](std::shared_ptr<std::vector<BoardsScore>> best) { showAdvice(*best); });
}

void BoardsView::showAdvice(const std::vector<BoardsScore>& best) {
    const WordList& guesses = game_->lists().guesses();
    advice_->setRowCount(static_cast<int>(best.size()));
    for (size_t i = 0; i < best.size(); ++i) {
        const int row = static_cast<int>(i);
        advice_->setItem(row, 0, cell(QString::fromStdString(guesses.word(best[i].guess))));
        advice_->setItem(row, 1, number(best[i].entropy, 3));
        advice_->setItem(row, 2, number(best[i].largest));
        advice_->setItem(row, 3, number(best[i].names));
    }
    advice_->resizeColumnsToContents();
    const int open = static_cast<int>(position_->open().size());
    QString text =
        tr("Most information over the %n open boards first; double-click one to play "
           "it.",
           nullptr, open);
    // Open boards whose answer is known: the finisher would play them now.
    QStringList known;
    for (int b : position_->open())
        if (const auto left = position_->candidates(b); left.size() == 1)
            known << tr("%1 (board %2)")
                         .arg(QString::fromStdString(game_->lists().answers().word(left[0])))
                         .arg(b + 1);
    if (!known.isEmpty())
        text += QLatin1Char(' ') + tr("Known: %1.").arg(known.join(QStringLiteral(", ")));
    adviceLabel_->setText(text);
}

void BoardsView::setStatus(const QString& text, bool warning) {
    status_->setText(text.isEmpty() ? QString() : statusHtml(text, warning));
}

}  // namespace guesslab::gui
