// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameplaypanel.h"

#include "enginetext.h"
#include "gameglyphs.h"
#include "numbertext.h"
#include "rankingfiltermodel.h"
#include "rankingmodel.h"
#include "session.h"
#include "statustext.h"
#include "treeposition.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {
constexpr int kCandidatesShown = 5000;

// Two pictures side by side (a code's pegs, then its key pegs).
QPixmap sideBySide(const QPixmap& a, const QPixmap& b) {
    if (a.isNull())
        return b;
    QPixmap out(a.width() + 8 + b.width(), std::max(a.height(), b.height()));
    out.fill(Qt::transparent);
    QPainter p(&out);
    p.drawPixmap(0, 0, a);
    p.drawPixmap(a.width() + 8, 0, b);
    return out;
}
}  // namespace

GamePlayPanel::GamePlayPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      question_(new QLineEdit(this)),
      feedback_(new QComboBox(this)),
      submit_(new QPushButton(tr("Su&bmit"), this)),
      undo_(new QPushButton(tr("U&ndo"), this)),
      redo_(new QPushButton(tr("&Redo"), this)),
      newGame_(new QPushButton(tr("Ne&w game"), this)),
      status_(new QLabel(this)),
      history_(new QListWidget(this)),
      candidatesLabel_(new QLabel(this)),
      candidates_(new QStringListModel(this)),
      candidateList_(new QListView(this)),
      hardMode_(new QCheckBox(tr("Hard &mode"), this)),
      adviceModel_(new RankingModel(this)),
      adviceProxy_(new RankingFilterModel(this)),
      advice_(new QTableView(this)),
      exactSummary_(new QLabel(this)) {
    setObjectName(QStringLiteral("gamePlayPanel"));
    question_->setToolTip(tr("The question you asked, as the Openers table writes it"));
    question_->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("{1,2,3,4} vs {5,6,7,8}")));
    feedback_->setToolTip(tr("The answer the game gave; only answers still possible are offered"));
    feedback_->setMinimumContentsLength(32);  // "2 black, 1 white (1,296 left)" whole
    feedback_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    submit_->setDefault(true);
    submit_->setToolTip(tr("Play this question with this feedback (Enter)"));
    undo_->setShortcut(QKeySequence::Undo);
    undo_->setToolTip(tr("Take the last step back"));
    redo_->setShortcut(QKeySequence::Redo);
    redo_->setToolTip(tr("Play the undone step again"));
    newGame_->setToolTip(tr("Forget every step and start again"));
    hardMode_->setToolTip(tr("Suggest only questions that may be the secret (codes)"));
    status_->setWordWrap(true);
    history_->setToolTip(tr("The steps played so far"));
    history_->setIconSize(QSize(200, 22));
    history_->setWordWrap(true);  // a step's text is never cut, however narrow the panel
    candidateList_->setModel(candidates_);
    candidateList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    candidateList_->setToolTip(tr("Double-click a secret to ask it, where questions name secrets"));
    adviceProxy_->setSourceModel(adviceModel_);
    advice_->setModel(adviceProxy_);
    advice_->setSortingEnabled(true);
    advice_->sortByColumn(RankingModel::Rank, Qt::AscendingOrder);
    advice_->setSelectionBehavior(QAbstractItemView::SelectRows);
    advice_->setSelectionMode(QAbstractItemView::SingleSelection);
    advice_->verticalHeader()->hide();
    advice_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    advice_->horizontalHeader()->setStretchLastSection(true);
    advice_->setToolTip(tr("Double-click a question to ask it"));
    adviceModel_->setExactColumn(true);
    // The exact value beside the question, where a narrow panel still shows it.
    advice_->horizontalHeader()->moveSection(RankingModel::Exact, RankingModel::Word + 1);
    exactSummary_->setWordWrap(true);
    exactSummary_->setToolTip(
        tr("The exact number of further questions the best strategy needs on average, over the "
           "secrets still possible, this question included"));

    auto* questionLabel = new QLabel(tr("&Question:"), this);
    questionLabel->setBuddy(question_);
    auto* feedbackLabel = new QLabel(tr("F&eedback:"), this);
    feedbackLabel->setBuddy(feedback_);
    auto* entry = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{questionLabel, question_, feedbackLabel,
                                                      feedback_, submit_})
        entry->addWidget(w);
    entry->addStretch();
    auto* steps = new QHBoxLayout;
    steps->addWidget(undo_);
    steps->addWidget(redo_);
    steps->addWidget(newGame_);
    steps->addWidget(status_, 1);

    auto* historyBox = new QGroupBox(tr("Steps"), this);
    (new QVBoxLayout(historyBox))->addWidget(history_);
    auto* candidatesBox = new QGroupBox(tr("Possible secrets"), this);
    auto* cl = new QVBoxLayout(candidatesBox);
    cl->addWidget(candidatesLabel_);
    cl->addWidget(candidateList_);
    auto* adviceBox = new QGroupBox(tr("Best next questions"), this);
    auto* al = new QVBoxLayout(adviceBox);
    al->addWidget(hardMode_);
    al->addWidget(exactSummary_);
    al->addWidget(advice_);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(historyBox);
    split->addWidget(candidatesBox);
    split->addWidget(adviceBox);
    split->setStretchFactor(2, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(entry);
    layout->addLayout(steps);
    layout->addWidget(split, 1);

    connect(question_, &QLineEdit::textChanged, this, &GamePlayPanel::updateOutcomes);
    connect(question_, &QLineEdit::returnPressed, this, &GamePlayPanel::submit);
    connect(submit_, &QPushButton::clicked, this, &GamePlayPanel::submit);
    connect(undo_, &QPushButton::clicked, session_, &Session::undo);
    connect(redo_, &QPushButton::clicked, session_, &Session::redo);
    connect(newGame_, &QPushButton::clicked, session_, &Session::newGame);
    connect(hardMode_, &QCheckBox::toggled, this, &GamePlayPanel::updateAdvice);
    connect(advice_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        setQuestion(index.data(RankingModel::WordRole).toString());
    });
    connect(candidateList_, &QListView::doubleClicked, this, [this](const QModelIndex& index) {
        const auto game = session_->otherGame();
        if (!game)
            return;
        // A secret is a question only where questions name secrets (codes).
        const auto s = game->findSecret(index.data().toString().toStdString());
        Phrase problem;
        if (s && game->parseQuestion(game->describeSecret(*s), &problem))
            setQuestion(QString::fromStdString(game->describeSecret(*s)));
    });
    connect(session_, &Session::gameChanged, this, &GamePlayPanel::syncFromSession);
    connect(session_, &Session::rankingChanged, this, &GamePlayPanel::updateAdvice);
    connect(session_, &Session::adviceChanged, this, &GamePlayPanel::showAdvice);
    connect(session_, &Session::exactAdviceChanged, this, &GamePlayPanel::showExactAdvice);
    syncFromSession();
}

void GamePlayPanel::setQuestion(const QString& question) {
    question_->setText(question);
    feedback_->setFocus();
}

bool GamePlayPanel::play(const QString& question, const QString& feedback) {
    question_->setText(question);
    const int i = feedback_->findData(feedback, Qt::UserRole + 1);
    if (i < 0) {
        setStatus(tr("No possible secret answers %1 with \"%2\".").arg(question, feedback), true);
        return false;
    }
    feedback_->setCurrentIndex(i);
    return submit();
}

bool GamePlayPanel::submit() {
    if (!session_->otherGame())
        return false;
    if (feedback_->currentIndex() < 0) {
        updateOutcomes();
        return false;
    }
    const QString problem = session_->submitQuestion(
        question_->text(), static_cast<Feedback>(feedback_->currentData().toUInt()));
    if (!problem.isEmpty()) {
        setStatus(problem, true);
        return false;
    }
    question_->clear();
    question_->setFocus();
    return true;
}

// The outcomes the typed question can still have, each with what it leaves.
void GamePlayPanel::updateOutcomes() {
    feedback_->clear();
    const auto game = session_->otherGame();
    if (!game || question_->text().trimmed().isEmpty()) {
        syncStatus();
        return;
    }
    QString error;
    const auto q = session_->parseQuestion(question_->text(), &error);
    if (!q) {
        setStatus(error, true);
        return;
    }
    const int height = fontMetrics().height();
    for (const auto& [f, left] : session_->play().outcomes(*q)) {
        const QString text = EngineText::feedback(*game, *q, f);
        feedback_->addItem(QIcon(GameGlyphs::feedback(*game, *q, f, height)),
                           tr("%1 (%n left)", nullptr, static_cast<int>(left)).arg(text),
                           static_cast<uint>(f));
        feedback_->setItemData(feedback_->count() - 1, text, Qt::UserRole + 1);
    }
    feedback_->setIconSize(QSize(height * 3, height));
    setStatus(tr("Choose the feedback the game gave, then submit."), false);
}

void GamePlayPanel::syncFromSession() {
    const auto game = session_->otherGame();
    const GamePlay& play = session_->play();
    history_->clear();
    if (game) {
        const int height = fontMetrics().height() + 2;
        for (const GamePlay::Step& step : play.steps()) {
            const QString q = QString::fromStdString(game->describeQuestion(step.question));
            const QString f = EngineText::feedback(*game, step.question, step.feedback);
            auto* item = new QListWidgetItem(QStringLiteral("%1  →  %2").arg(q, f), history_);
            item->setToolTip(item->text());
            item->setIcon(QIcon(
                sideBySide(GameGlyphs::question(*game, step.question, height),
                           GameGlyphs::feedback(*game, step.question, step.feedback, height))));
        }
        QString example;
        if (const auto r = session_->questionRanking(); r && !r->ranking.rows.empty())
            example = QString::fromStdString(
                game->describeQuestion(r->questions[r->ranking.rows.front().guess]));
        question_->setPlaceholderText(example.isEmpty() ? tr("a question")
                                                        : tr("e.g. %1").arg(example));
    }
    QStringList secrets;
    if (game)
        for (SecretId s : play.candidates().ids()) {
            if (secrets.size() >= kCandidatesShown)
                break;
            secrets << EngineText::secret(*game, s);
        }
    candidates_->setStringList(secrets);
    candidatesLabel_->setText(tr("%n left", nullptr, static_cast<int>(play.candidates().size())));
    undo_->setEnabled(play.canUndo());
    redo_->setEnabled(play.canRedo());
    updateOutcomes();
    updateAdvice();
}

// The game's own state when nothing is being typed.
void GamePlayPanel::syncStatus() {
    const GamePlay& play = session_->play();
    if (!session_->otherGame())
        setStatus({}, false);
    else if (play.impossible())
        setStatus(tr("No secret fits step %1: undo it.").arg(play.firstImpossibleStep() + 1), true);
    else if (play.solved())
        setStatus(tr("Solved in %n questions: %1.", nullptr, static_cast<int>(play.steps().size()))
                      .arg(candidates_->stringList().value(0)),
                  false);
    else
        setStatus(tr("Type a question or double-click a suggestion."), false);
}

void GamePlayPanel::updateAdvice() {
    adviceModel_->clear();
    if (!session_->otherGame() || session_->play().solved() || session_->play().impossible()) {
        exactSummary_->clear();  // no best play from here: the game is over
        return;
    }
    session_->startAdvice(hardMode_->isChecked() ? GuessRule::Strict : GuessRule::Normal);
}

void GamePlayPanel::showAdvice() {
    const auto game = session_->otherGame();
    const auto advice = session_->questionAdvice();
    if (!game || !advice) {
        adviceModel_->clear();
        return;
    }
    const int height = advice_->verticalHeader()->defaultSectionSize() - 4;
    adviceModel_->setRanking(
        std::shared_ptr<const Ranking>(advice, &advice->ranking),
        [game, advice](WordId i) {
            return QString::fromStdString(game->describeQuestion(advice->questions[i]));
        },
        [game, advice, height](WordId i) {
            return GameGlyphs::question(*game, advice->questions[i], height);
        },
        tr("Question"), tr("Secret"));
    advice_->resizeColumnToContents(RankingModel::Word);
    if (!advice->ranking.rows.empty())  // the field shows the best question as an example
        question_->setPlaceholderText(tr("e.g. %1").arg(QString::fromStdString(
            game->describeQuestion(advice->questions[advice->ranking.rows.front().guess]))));
    // Then the exact values of the best of them (from the first step on).
    QStringList tried;
    for (size_t i = 0; i < advice->ranking.rows.size() && i < kExactTried; ++i)
        tried << QString::fromStdString(
            game->describeQuestion(advice->questions[advice->ranking.rows[i].guess]));
    const GuessRule rule = hardMode_->isChecked() ? GuessRule::Strict : GuessRule::Normal;
    if (session_->startExactAdvice(rule, tried))
        exactSummary_->setText(tr("Working out the exact values of the best %n questions…", nullptr,
                                  static_cast<int>(tried.size())));
    else
        exactSummary_->setText(session_->play().steps().empty()
                                   ? tr("Exact values follow once a step is played.")
                                   : QString());
}

void GamePlayPanel::showExactAdvice() {
    const auto exact = session_->exactAdvice();
    if (!exact || !session_->otherGame() || session_->play().solved() ||
        session_->play().impossible())
        return;  // nothing is left to play
    QHash<QString, RankingModel::ExactValue> values;
    for (const NextGuessValue& v : exact->guesses)
        values.insert(QString::fromStdString(v.guess), {v.average, v.exact});
    adviceModel_->setExact(values);
    if (exact->guesses.empty()) {
        exactSummary_->setText(exact->proven ? QString() : tr("Exact values: stopped."));
        return;
    }
    const NextGuessValue& best = exact->guesses.front();
    exactSummary_->setText(
        tr("Best play from here: %1 more questions on average, starting with %2 (exact)")
            .arg(decimalText(best.average, 4), QString::fromStdString(best.guess)));
}

void GamePlayPanel::setStatus(const QString& text, bool warning) {
    status_->setText(statusHtml(text, warning));
}

}  // namespace guesslab::gui
