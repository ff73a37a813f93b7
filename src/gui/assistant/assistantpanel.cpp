// SPDX-License-Identifier: GPL-3.0-or-later
#include "assistantpanel.h"

#include "feedbackeditor.h"
#include "numbertext.h"
#include "rankingfiltermodel.h"
#include "rankingmodel.h"
#include "ruletext.h"
#include "session.h"
#include "statustext.h"
#include "tiledelegate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {
const QString kRuleKey = QStringLiteral("assistant/rule");
}  // namespace

namespace {
constexpr int kPatternRole = Qt::UserRole + 1;
constexpr int kSymbolsRole = Qt::UserRole + 2;
constexpr int kCandidatesShown = 5000;
}  // namespace

AssistantPanel::AssistantPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      guess_(new QLineEdit(this)),
      feedback_(new FeedbackEditor(this)),
      patternEdit_(new QLineEdit(this)),
      submit_(new QPushButton(tr("Su&bmit"), this)),
      undo_(new QPushButton(tr("U&ndo"), this)),
      redo_(new QPushButton(tr("&Redo"), this)),
      newGame_(new QPushButton(tr("Ne&w game"), this)),
      status_(new QLabel(this)),
      history_(new QListWidget(this)),
      candidatesLabel_(new QLabel(this)),
      candidates_(new QStringListModel(this)),
      candidateList_(new QListView(this)),
      rule_(new QComboBox(this)),
      answersOnly_(new QCheckBox(tr("Answers &only"), this)),
      exactSummary_(new QLabel(this)),
      adviceModel_(new RankingModel(this)),
      adviceProxy_(new RankingFilterModel(this)),
      advice_(new QTableView(this)) {
    setObjectName(QStringLiteral("assistantPanel"));
    guess_->setPlaceholderText(tr("your guess"));
    guess_->setToolTip(tr("The word you played"));
    guess_->setMaxLength(10);
    patternEdit_->setPlaceholderText(tr("e.g. BGYBB"));
    patternEdit_->setToolTip(
        tr("The feedback as text: G green, Y yellow, B grey; or 2 green, 1 yellow, 0 grey"));
    patternEdit_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[GYBgyb012.\\-?]{0,10}")), patternEdit_));
    submit_->setDefault(true);
    submit_->setToolTip(tr("Play this guess with this feedback (Enter)"));
    // Game steps, not the text fields' own undo, wherever the focus is in
    // the panel (the fields hand these keys on: see eventFilter).
    const auto panelShortcut = [this](QKeySequence::StandardKey key, auto slot) {
        auto* shortcut = new QShortcut(key, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, session_, slot);
    };
    panelShortcut(QKeySequence::Undo, &Session::undo);
    panelShortcut(QKeySequence::Redo, &Session::redo);
    undo_->setToolTip(
        tr("Take the last step back (%1)").arg(QKeySequence(QKeySequence::Undo).toString()));
    redo_->setToolTip(
        tr("Play the undone step again (%1)").arg(QKeySequence(QKeySequence::Redo).toString()));
    newGame_->setToolTip(tr("Forget every step and start again"));
    RuleText::fill(rule_);
    // The mode played under is the game's: kept across restarts, and taken
    // with the game to the Review (through the session).
    RuleText::choose(rule_, parseRule(QSettings().value(kRuleKey).toString().toStdString())
                                .value_or(GuessRule::Normal));
    session_->setPlayRule(RuleText::chosen(rule_));
    rule_->setToolTip(rule_->toolTip() + tr(". A guess the rule does not allow is refused, "
                                            "and only allowed guesses are suggested."));
    guess_->installEventFilter(this);
    patternEdit_->installEventFilter(this);
    answersOnly_->setToolTip(tr("Suggest only guesses that may be the answer"));
    status_->setWordWrap(true);

    history_->setItemDelegate(new TileDelegate(kPatternRole, kSymbolsRole, history_));
    history_->setToolTip(tr("The steps played so far"));
    candidateList_->setModel(candidates_);
    candidateList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    candidateList_->setToolTip(tr("Double-click a word to play it"));
    adviceProxy_->setSourceModel(adviceModel_);
    adviceModel_->setExactColumn(true);
    exactSummary_->setWordWrap(true);
    exactSummary_->setToolTip(
        tr("The exact number of further guesses the best strategy needs on average, over the "
           "answers still possible, for the best guesses by entropy (column Exact)"));
    advice_->setModel(adviceProxy_);
    advice_->setSortingEnabled(true);
    advice_->sortByColumn(RankingModel::Rank, Qt::AscendingOrder);
    advice_->setSelectionBehavior(QAbstractItemView::SelectRows);
    advice_->setSelectionMode(QAbstractItemView::SingleSelection);
    advice_->verticalHeader()->hide();
    advice_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    advice_->horizontalHeader()->setStretchLastSection(true);
    // The exact value beside the word, where a narrow panel still shows it.
    advice_->horizontalHeader()->moveSection(RankingModel::Exact, RankingModel::Word + 1);
    advice_->setToolTip(tr("Double-click a guess to play it"));

    auto* guessLabel = new QLabel(tr("G&uess:"), this);
    guessLabel->setBuddy(guess_);
    auto* patternLabel = new QLabel(tr("F&eedback:"), this);
    patternLabel->setBuddy(feedback_);
    auto* typedLabel = new QLabel(tr("or t&ype:"), this);
    typedLabel->setBuddy(patternEdit_);
    auto* entry = new QHBoxLayout;
    entry->addWidget(guessLabel);
    entry->addWidget(guess_);
    entry->addWidget(patternLabel);
    entry->addWidget(feedback_);
    entry->addWidget(typedLabel);
    entry->addWidget(patternEdit_);
    entry->addWidget(submit_);
    entry->addStretch();
    auto* steps = new QHBoxLayout;
    steps->addWidget(undo_);
    steps->addWidget(redo_);
    steps->addWidget(newGame_);
    steps->addWidget(status_, 1);

    auto* historyBox = new QGroupBox(tr("Steps"), this);
    (new QVBoxLayout(historyBox))->addWidget(history_);
    auto* candidatesBox = new QGroupBox(tr("Possible answers"), this);
    auto* cl = new QVBoxLayout(candidatesBox);
    cl->addWidget(candidatesLabel_);
    cl->addWidget(candidateList_);
    auto* adviceBox = new QGroupBox(tr("Best next guesses"), this);
    auto* al = new QVBoxLayout(adviceBox);
    auto* toggles = new QHBoxLayout;
    toggles->addWidget(answersOnly_);
    toggles->addWidget(rule_);
    toggles->addStretch();
    al->addLayout(toggles);
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
    setTabOrder(guess_, feedback_);
    setTabOrder(feedback_, patternEdit_);
    setTabOrder(patternEdit_, submit_);

    // A changed guess starts its feedback afresh: tiles set for another word
    // must not be submitted with this one.
    connect(guess_, &QLineEdit::textChanged, this, [this](const QString& text) {
        feedback_->setSymbols(text);
        feedback_->clear();
        checkFeedback();
    });
    connect(guess_, &QLineEdit::returnPressed, this, &AssistantPanel::submit);
    connect(patternEdit_, &QLineEdit::returnPressed, this, &AssistantPanel::submit);
    connect(patternEdit_, &QLineEdit::textEdited, feedback_, &FeedbackEditor::setPatternText);
    connect(feedback_, &FeedbackEditor::patternChanged, this, [this] {
        // The tiles as typed text, without the unset tiles at the end.
        QString shown = feedback_->patternText();
        shown.remove(QRegularExpression(QStringLiteral("\\?+$")));
        if (patternEdit_->text().toUpper() != shown)
            patternEdit_->setText(shown);
        checkFeedback();
    });
    connect(submit_, &QPushButton::clicked, this, &AssistantPanel::submit);
    connect(undo_, &QPushButton::clicked, session_, &Session::undo);
    connect(redo_, &QPushButton::clicked, session_, &Session::redo);
    connect(newGame_, &QPushButton::clicked, session_, &Session::newGame);
    connect(rule_, &QComboBox::currentIndexChanged, this, [this] {
        const GuessRule rule = RuleText::chosen(rule_);
        session_->setPlayRule(rule);
        QSettings().setValue(kRuleKey, QString::fromLatin1(ruleName(rule)));
    });
    connect(rule_, &QComboBox::currentIndexChanged, this, &AssistantPanel::updateAdvice);
    connect(rule_, &QComboBox::currentIndexChanged, this, &AssistantPanel::checkFeedback);
    connect(answersOnly_, &QCheckBox::toggled, adviceProxy_, &RankingFilterModel::setAnswersOnly);
    connect(advice_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        setGuess(index.data(RankingModel::WordRole).toString());
    });
    connect(candidateList_, &QListView::doubleClicked, this,
            [this](const QModelIndex& index) { setGuess(index.data().toString()); });
    connect(session_, &Session::gameChanged, this, &AssistantPanel::syncFromSession);
    connect(session_, &Session::rankingChanged, this, &AssistantPanel::updateAdvice);
    connect(session_, &Session::adviceChanged, this, &AssistantPanel::showAdvice);
    connect(session_, &Session::exactAdviceChanged, this, &AssistantPanel::showExactAdvice);
    syncFromSession();
}

void AssistantPanel::setGuess(const QString& guess) {
    guess_->setText(guess);
    feedback_->setFocus();
}

bool AssistantPanel::play(const QString& guess, const QString& pattern) {
    guess_->setText(guess);
    patternEdit_->setText(pattern);
    feedback_->setPatternText(pattern);
    return submit();
}

bool AssistantPanel::submit() {
    if (!session_->lists())
        return false;
    if (guess_->text().isEmpty()) {
        setStatus(tr("Type the word you played first."), true);
        return false;
    }
    const QString problem = session_->submit(
        guess_->text(),
        feedback_->isComplete() ? std::optional(feedback_->pattern()) : std::nullopt,
        RuleText::chosen(rule_));
    if (!problem.isEmpty()) {
        setStatus(problem, true);
        return false;
    }
    guess_->clear();
    patternEdit_->clear();
    feedback_->clear();
    checkFeedback();
    guess_->setFocus();
    return true;
}

// Says what is wrong with the step while the user is still entering it.
void AssistantPanel::checkFeedback() {
    if (!session_->lists())
        return;
    const QString guess = guess_->text();
    if (guess.size() < session_->lists()->length()) {  // still typing
        setStatus(gameStatus_, gameWarning_);
        return;
    }
    const bool complete = feedback_->isComplete();
    const std::optional<Pattern> pattern =
        complete ? std::optional(feedback_->pattern()) : std::nullopt;
    if (const QString problem = session_->checkStep(guess, pattern, RuleText::chosen(rule_));
        !problem.isEmpty())
        setStatus(problem, true);
    else if (!complete)
        setStatus(
            tr("Set the tiles to the colours the game showed for %1, then submit.").arg(guess),
            false);
    else
        setStatus(
            tr("This feedback would leave %n possible answers.", nullptr,
               static_cast<int>(*session_->game().candidatesAfter(guess.toStdString(), *pattern))),
            false);
}

// The text fields hand Undo and Redo to the panel (game steps), and in a
// game whose words have no digits the guess field hands the digit keys to
// the tiles, as the feedback editor takes them.
bool AssistantPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))
            return true;  // not accepted: the panel's shortcut runs
    }
    if (watched == guess_ && event->type() == QEvent::KeyPress && session_->lists()) {
        auto* key = static_cast<QKeyEvent*>(event);
        const QString text = key->text();
        const int length = session_->lists()->length();
        if (text.size() == 1 && text[0].isDigit() && key->modifiers() == Qt::NoModifier &&
            !session_->lists()->answers().alphabet().contains(text[0].toLatin1())) {
            const int position = text[0] == QLatin1Char('0') ? 9 : text[0].digitValue() - 1;
            if (position < length)
                feedback_->cycle(position);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void AssistantPanel::syncFromSession() {
    const GameState& game = session_->game();
    const bool loaded = session_->lists() != nullptr;
    if (loaded && feedback_->length() != session_->lists()->length())
        feedback_->setLength(session_->lists()->length());
    history_->clear();
    for (const GameState::Step& step : game.steps()) {
        auto* item = new QListWidgetItem(history_);
        const QString pattern =
            QString::fromStdString(toString(step.pattern, static_cast<int>(step.guess.size())));
        item->setData(kPatternRole, pattern);
        item->setData(kSymbolsRole, QString::fromStdString(step.guess));
        item->setToolTip(QStringLiteral("%1 %2").arg(QString::fromStdString(step.guess), pattern));
    }
    QStringList words;
    if (loaded)
        for (WordId a : game.candidates().ids()) {
            if (words.size() >= kCandidatesShown)
                break;
            words << QString::fromStdString(session_->lists()->answers().word(a));
        }
    candidates_->setStringList(words);
    candidatesLabel_->setText(loaded && game.solved()
                                  ? tr("Solved")
                                  : tr("%n left", nullptr,
                                       static_cast<int>(game.candidates().size())));
    undo_->setEnabled(game.canUndo());
    redo_->setEnabled(game.canRedo());
    if (!loaded)
        setGameStatus(tr("No lists loaded."), true);
    else if (game.impossible())
        setGameStatus(tr("No answer fits step %1: undo it or check its feedback.")
                          .arg(game.firstImpossibleStep() + 1),
                      true);
    else if (game.solved())
        setGameStatus(tr("Solved in %n guesses.", nullptr, static_cast<int>(game.steps().size())),
                      false);
    else if (game.candidates().size() == 1)
        setGameStatus(tr("Only one answer is left: %1.").arg(words.value(0)), false);
    else
        setGameStatus({}, false);
    updateAdvice();
}

// The entropy ranking first; then the exact values of its best guesses
// (from the first step on: the whole game takes longer than a turn).
void AssistantPanel::showAdvice() {
    const auto advice = session_->advice();
    adviceModel_->setRanking(session_->lists(), advice);
    QStringList tried;
    for (size_t i = 0; advice && i < advice->rows.size() && i < kExactTried; ++i)
        tried << QString::fromStdString(session_->lists()->guesses().word(advice->rows[i].guess));
    if (session_->startExactAdvice(RuleText::chosen(rule_), tried))
        exactSummary_->setText(tr("Working out the exact values of the best %n guesses…", nullptr,
                                  static_cast<int>(tried.size())));
    else
        exactSummary_->setText(session_->game().steps().empty()
                                   ? tr("Exact values follow once a step is played.")
                                   : QString());
}

void AssistantPanel::showExactAdvice() {
    const auto exact = session_->exactAdvice();
    if (!exact || session_->game().solved() || session_->game().impossible())
        return;  // nothing is left to play

    QHash<QString, RankingModel::ExactValue> values;
    for (const NextGuessValue& v : exact->guesses)
        values.insert(QString::fromStdString(v.guess), {v.average, v.exact});
    adviceModel_->setExact(values);
    if (exact->guesses.empty() || !exact->guesses.front().exact) {
        exactSummary_->setText(exact->proven ? QString() : tr("Exact values: stopped."));
        return;
    }
    const NextGuessValue& best = exact->guesses.front();
    exactSummary_->setText(
        tr("Best play from here: %1 more guesses on average, starting with %2 (exact)")
            .arg(decimalText(best.average, 4), QString::fromStdString(best.guess)) +
        RuleText::summary(RuleText::chosen(rule_)));
}

void AssistantPanel::updateAdvice() {
    adviceModel_->clear();
    if (session_->game().solved() || session_->game().impossible()) {
        exactSummary_->clear();  // no best play from here: the game is over
        return;
    }
    session_->startAdvice(RuleText::chosen(rule_));
}

void AssistantPanel::setGameStatus(const QString& text, bool warning) {
    gameStatus_ = text;
    gameWarning_ = warning;
    setStatus(text, warning);
}

void AssistantPanel::setStatus(const QString& text, bool warning) {
    status_->setText(statusHtml(text, warning));
}

}  // namespace guesslab::gui
