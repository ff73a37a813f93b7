// SPDX-License-Identifier: GPL-3.0-or-later
#include "assistantpanel.h"

#include "boardsgame.h"
#include "boardsview.h"
#include "enginetext.h"
#include "feedbackeditor.h"
#include "gameglyphs.h"
#include "numbertext.h"
#include "rankingfiltermodel.h"
#include "rankingmodel.h"
#include "ruletext.h"
#include "session.h"
#include "statustext.h"
#include "tablefit.h"
#include "tiledelegate.h"

#include <algorithm>

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
#include <QPainter>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStackedLayout>
#include <QStackedWidget>
#include <QStringListModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

namespace guesslab::gui {

namespace {
const QString kRuleKey = QStringLiteral("assistant/rule");
const QString kGameKey = QStringLiteral("assistant/game");
const QString kStepsKey = QStringLiteral("assistant/steps");
constexpr int kFeedbackTextRole = Qt::UserRole + 1;  // an outcome's feedback, as the game words it
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

AssistantPanel::AssistantPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      guessLabel_(new QLabel(this)),
      guess_(new QLineEdit(this)),
      feedbackLabel_(new QLabel(tr("F&eedback:"), this)),
      feedbackStack_(new QStackedWidget(this)),
      feedback_(new FeedbackEditor(this)),
      patternEdit_(new QLineEdit(this)),
      outcomes_(new QComboBox(this)),
      submit_(new QPushButton(tr("Su&bmit"), this)),
      undo_(new QPushButton(tr("U&ndo"), this)),
      redo_(new QPushButton(tr("&Redo"), this)),
      newGame_(new QPushButton(tr("Ne&w game"), this)),
      status_(new QLabel(this)),
      history_(new QListWidget(this)),
      candidatesBox_(new QGroupBox(this)),
      candidatesLabel_(new QLabel(this)),
      candidates_(new QStringListModel(this)),
      candidateList_(new QListView(this)),
      adviceBox_(new QGroupBox(this)),
      rule_(new QComboBox(this)),
      answersOnly_(new QCheckBox(tr("Answers &only"), this)),
      exactSummary_(new QLabel(this)),
      adviceModel_(new RankingModel(this)),
      adviceProxy_(new RankingFilterModel(this)),
      advice_(new QTableView(this)) {
    setObjectName(QStringLiteral("assistantPanel"));
    guess_->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("{1,2,3,4} vs {5,6,7,8}")));
    guessLabel_->setBuddy(guess_);
    outcomes_->setToolTip(tr("The answer the game gave; only answers still possible are offered"));
    outcomes_->setMinimumContentsLength(32);  // "2 black, 1 white (1,296 left)" whole
    outcomes_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    patternEdit_->setPlaceholderText(tr("e.g. BGYBB"));
    patternEdit_->setToolTip(
        tr("The feedback as text: G green, Y yellow, B grey; or 2 green, 1 yellow, 0 grey"));
    patternEdit_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[GYBgyb012.\\-?]{0,10}")), patternEdit_));
    submit_->setDefault(true);
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
    savedSteps_ = QSettings().value(kStepsKey).toStringList();
    savedKey_ = QSettings().value(kGameKey).toString();
    guess_->installEventFilter(this);
    outcomes_->installEventFilter(this);  // Enter there submits, as in the text fields
    patternEdit_->installEventFilter(this);
    answersOnly_->setToolTip(tr("Suggest only guesses that may be the answer"));
    status_->setWordWrap(true);

    history_->setItemDelegate(
        new TileDelegate(TileDelegate::kPatternRole, TileDelegate::kSymbolsRole, history_));
    history_->setToolTip(tr("The steps played so far"));
    history_->setIconSize(QSize(200, 22));
    history_->setWordWrap(true);  // a step's text is never cut, however narrow the panel
    candidateList_->setModel(candidates_);
    candidateList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    adviceProxy_->setSourceModel(adviceModel_);
    adviceModel_->setExactColumn(true);
    exactSummary_->setWordWrap(true);
    exactSummary_->setObjectName(QStringLiteral("exactSummary"));
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
    fitColumnsToSamples(advice_, &RankingModel::widestSample);

    auto* typedLabel = new QLabel(tr("or t&ype:"), this);
    typedLabel->setBuddy(patternEdit_);
    auto* tiles = new QWidget(this);
    auto* tilesLayout = new QHBoxLayout(tiles);
    tilesLayout->setContentsMargins(0, 0, 0, 0);
    tilesLayout->addWidget(feedback_);
    tilesLayout->addWidget(typedLabel);
    tilesLayout->addWidget(patternEdit_);
    feedbackStack_->addWidget(tiles);
    // The outcomes at their own height, centred beside the taller tiles' page.
    auto* outcomesPage = new QWidget(this);
    auto* outcomesLayout = new QVBoxLayout(outcomesPage);
    outcomesLayout->setContentsMargins(0, 0, 0, 0);
    outcomesLayout->addStretch();
    outcomesLayout->addWidget(outcomes_);
    outcomesLayout->addStretch();
    feedbackStack_->addWidget(outcomesPage);
    auto* entry = new QHBoxLayout;
    entry->addWidget(guessLabel_);
    entry->addWidget(guess_);
    entry->addWidget(feedbackLabel_);
    entry->addWidget(feedbackStack_);
    entry->addWidget(submit_);
    entry->addStretch();
    auto* steps = new QHBoxLayout;
    steps->addWidget(undo_);
    steps->addWidget(redo_);
    steps->addWidget(newGame_);
    steps->addWidget(status_, 1);

    auto* historyBox = new QGroupBox(tr("Steps"), this);
    (new QVBoxLayout(historyBox))->addWidget(history_);
    auto* cl = new QVBoxLayout(candidatesBox_);
    cl->addWidget(candidatesLabel_);
    cl->addWidget(candidateList_);
    auto* al = new QVBoxLayout(adviceBox_);
    auto* toggles = new QHBoxLayout;
    toggles->addWidget(answersOnly_);
    toggles->addWidget(rule_);
    toggles->addStretch();
    al->addLayout(toggles);
    al->addWidget(exactSummary_);
    al->addWidget(advice_);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(historyBox);
    split->addWidget(candidatesBox_);
    split->addWidget(adviceBox_);
    split->setStretchFactor(2, 2);

    auto* single = new QWidget(this);
    auto* layout = new QVBoxLayout(single);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(entry);
    layout->addLayout(steps);
    layout->addWidget(split, 1);
    boardsView_ = new BoardsView(session_, this);
    pages_ = new QStackedLayout(this);
    pages_->addWidget(single);
    pages_->addWidget(boardsView_);
    setTabOrder(guess_, feedback_);
    setTabOrder(feedback_, patternEdit_);
    setTabOrder(patternEdit_, outcomes_);
    setTabOrder(outcomes_, submit_);

    // A changed guess starts its feedback afresh: tiles set for another word
    // must not be submitted with this one.
    connect(guess_, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (words()) {
            feedback_->setSymbols(text);
            feedback_->clear();
        }
        checkStep();
    });
    connect(guess_, &QLineEdit::returnPressed, this, [this] {
        if (!words() && outcomes_->currentIndex() < 0 && outcomes_->count() > 0) {
            outcomes_->setFocus();  // the feedback next: nothing is chosen for the user
            return;
        }
        // A word's tiles not set yet: refused as such, and the keys typed
        // next go to the tiles (they went on into the guess).
        if (!submit() && words() && !feedback_->isComplete() &&
            session_->checkStep(guess_->text(), std::nullopt, RuleText::chosen(rule_)).isEmpty())
            feedback_->setFocus();
    });
    connect(patternEdit_, &QLineEdit::returnPressed, this, &AssistantPanel::submit);
    connect(feedback_, &FeedbackEditor::returnPressed, this, &AssistantPanel::submit);
    connect(patternEdit_, &QLineEdit::textEdited, feedback_, &FeedbackEditor::setPatternText);
    connect(feedback_, &FeedbackEditor::patternChanged, this, [this] {
        // The tiles as typed text, without the unset tiles at the end.
        QString shown = feedback_->patternText();
        shown.remove(QRegularExpression(QStringLiteral("\\?+$")));
        if (patternEdit_->text().toUpper() != shown)
            patternEdit_->setText(shown);
        checkStep();
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
    connect(rule_, &QComboBox::currentIndexChanged, this, &AssistantPanel::checkStep);
    connect(answersOnly_, &QCheckBox::toggled, adviceProxy_, &RankingFilterModel::setAnswersOnly);
    connect(advice_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        setGuess(index.data(RankingModel::WordRole).toString());
    });
    connect(candidateList_, &QListView::doubleClicked, this, [this](const QModelIndex& index) {
        // A secret is a question only where questions name secrets (words, codes).
        const QString text = index.data().toString();
        if (words() || session_->parseQuestion(text, nullptr))
            setGuess(text);
    });
    connect(session_, &Session::gameChanged, this, &AssistantPanel::syncFromSession);
    connect(session_, &Session::rankingChanged, this, &AssistantPanel::updateAdvice);
    connect(session_, &Session::adviceChanged, this, &AssistantPanel::showAdvice);
    connect(session_, &Session::exactAdviceChanged, this, &AssistantPanel::showExactAdvice);
    syncGameKind();
    syncFromSession();
}

bool AssistantPanel::words() const {
    return session_->words() != nullptr;
}

bool AssistantPanel::absurdle() const {
    return session_->game() && session_->game()->picksFeedback();
}

// The words of the panel for the kind of game: guesses and tiles, or
// questions and outcomes.
void AssistantPanel::syncGameKind() {
    const bool w = words();
    guessLabel_->setText(w ? tr("G&uess:") : tr("&Question:"));
    guess_->setMaxLength(w ? 10 : 200);
    guess_->setPlaceholderText(w ? tr("your guess") : tr("a question"));
    guess_->setToolTip(w ? tr("The word you played")
                         : tr("The question you asked, as the Openers table writes it"));
    feedbackStack_->setCurrentIndex(w ? 0 : 1);
    feedbackLabel_->setBuddy(w ? static_cast<QWidget*>(feedback_) : outcomes_);
    submit_->setToolTip(w ? tr("Play this guess with this feedback (Enter)")
                          : tr("Play this question with this feedback (Enter)"));
    candidatesBox_->setTitle(w ? tr("Possible answers") : tr("Possible secrets"));
    candidateList_->setToolTip(w ? tr("Double-click a word to play it")
                                 : tr("Double-click a secret to ask it, where questions name "
                                      "secrets"));
    adviceBox_->setTitle(w ? tr("Best next guesses") : tr("Best next questions"));
    answersOnly_->setVisible(w);
    RuleText::explain(rule_, w);
    rule_->setToolTip(rule_->toolTip() + tr(". A step the rule does not allow is refused, and "
                                            "only allowed questions are suggested."));
    advice_->setToolTip(w ? tr("Double-click a guess to play it")
                          : tr("Double-click a question to ask it"));
    // Absurdle: words, the game's answer given, and the class it keeps first.
    const bool adversary = absurdle();
    advice_->setColumnHidden(RankingModel::Exact, adversary);
    if (adversary) {
        guessLabel_->setText(tr("G&uess:"));
        guess_->setPlaceholderText(tr("your guess"));
        candidatesBox_->setTitle(tr("Words the game may keep"));
        adviceBox_->setTitle(tr("Best next guesses"));
    }
    if (sortedForAbsurdle_ != adversary)  // a sort the user chose stays while the game does
        advice_->sortByColumn(adversary ? RankingModel::Largest : RankingModel::Rank,
                              Qt::AscendingOrder);
    sortedForAbsurdle_ = adversary;
    exactSummary_->setToolTip(
        w ? tr("The exact number of further guesses the best strategy needs on average, over "
               "the answers still possible, for the best guesses by entropy (column Exact)")
          : tr("The exact number of further questions the best strategy needs on average, over "
               "the secrets still possible, this question included"));
}

void AssistantPanel::setGuess(const QString& guess) {
    guess_->setText(guess);
    if (words())
        feedback_->setFocus();
    else
        outcomes_->setFocus();
}

bool AssistantPanel::play(const QString& question, const QString& feedback) {
    guess_->setText(question);
    if (words()) {
        patternEdit_->setText(feedback);
        feedback_->setPatternText(feedback);
    } else if (absurdle()) {  // the game answers; feedback typed must be its answer
        updateOutcomes();
        if (outcomes_->count() != 1)
            return false;  // the status says why
        if (!feedback.isEmpty() && outcomes_->itemData(0, kFeedbackTextRole)
                                           .toString()
                                           .compare(feedback, Qt::CaseInsensitive) != 0) {
            setStatus(tr("The game answers %1, not %2.")
                          .arg(outcomes_->itemData(0, kFeedbackTextRole).toString(), feedback),
                      true);
            return false;
        }
    } else {
        int i = outcomes_->findData(feedback, kFeedbackTextRole);
        QString why;
        const auto q = i < 0 ? session_->parseQuestion(question, &why) : std::nullopt;
        if (q && session_->game())  // as the game reads feedback typed: "1A2B", "2b1w"
            if (const auto f = session_->game()->parseFeedback(*q, feedback.toStdString()))
                i = outcomes_->findData(static_cast<uint>(*f));
        if (i < 0) {
            setStatus(
                !why.isEmpty()
                    ? why
                    : tr("No possible secret answers %1 with \"%2\".").arg(question, feedback),
                true);
            return false;
        }
        outcomes_->setCurrentIndex(i);
    }
    return submit();
}

bool AssistantPanel::submit() {
    if (!session_->game())
        return false;
    if (guess_->text().trimmed().isEmpty()) {
        setStatus(words() ? tr("Type the word you played first.")
                          : tr("Type the question you asked first."),
                  true);
        return false;
    }
    std::optional<Feedback> feedback;
    if (words() && feedback_->isComplete())
        feedback = feedback_->pattern().value;
    else if (!words() && outcomes_->currentIndex() >= 0)
        feedback = static_cast<Feedback>(outcomes_->currentData().toUInt());
    const QString problem = session_->submit(guess_->text(), feedback, RuleText::chosen(rule_));
    if (!problem.isEmpty()) {
        setStatus(problem, true);
        return false;
    }
    guess_->clear();
    patternEdit_->clear();
    feedback_->clear();
    checkStep();
    guess_->setFocus();
    return true;
}

// Says what is wrong with the step while the user is still entering it.
void AssistantPanel::checkStep() {
    if (!words()) {
        updateOutcomes();
        return;
    }
    const QString guess = guess_->text();
    if (guess.size() < session_->lists()->length()) {  // still typing
        setStatus(gameStatus_, gameWarning_);
        return;
    }
    const bool complete = feedback_->isComplete();
    const std::optional<Pattern> pattern =
        complete ? std::optional(feedback_->pattern()) : std::nullopt;
    if (const QString problem = session_->checkStep(
            guess, pattern ? std::optional<Feedback>(pattern->value) : std::nullopt,
            RuleText::chosen(rule_));
        !problem.isEmpty())
        setStatus(problem, true);
    else if (!complete)
        setStatus(
            tr("Set the tiles to the colours the game showed for %1, then submit.").arg(guess) +
                bookNote(guess),
            false);
    else
        setStatus(tr("This feedback would leave %n possible answers.", nullptr,
                     static_cast<int>(
                         *session_->words()->candidatesAfter(guess.toStdString(), *pattern))) +
                      bookNote(guess),
                  false);
}

// A first guess typed: its exact value where the opening book holds it.
QString AssistantPanel::bookNote(const QString& guess) const {
    const BookPage* page = session_->bookPage(RuleText::chosen(rule_));
    if (!session_->play().steps().empty() || !page)
        return {};
    const auto v = page->value(guess.toStdString());
    if (!v)
        return QLatin1Char(' ') + tr("%1 is not in the opening book: its exact value follows "
                                     "once it is played.")
                                      .arg(guess);
    const QString average =
        decimalText(double(v->total) / double(session_->lists()->answers().size()), 4);
    return QLatin1Char(' ') +
           (v->exact ? tr("Opening with %1: %2 guesses on average with best play after it "
                          "(exact, from the opening book).")
                     : tr("Opening with %1: at least %2 guesses on average (a bound from the "
                          "opening book)."))
               .arg(guess, average);
}

// Another game: the outcomes the typed question can still get, each with
// what it leaves.
void AssistantPanel::updateOutcomes() {
    outcomes_->clear();
    const auto game = session_->game();
    if (!game || guess_->text().trimmed().isEmpty()) {
        setStatus(gameStatus_, gameWarning_);
        return;
    }
    QString error;
    const auto q = session_->parseQuestion(guess_->text(), &error);
    if (!q) {
        setStatus(error, true);
        return;
    }
    if (const QString problem =
            session_->checkStep(guess_->text(), std::nullopt, RuleText::chosen(rule_));
        !problem.isEmpty()) {
        setStatus(problem, true);
        return;
    }
    const int height = fontMetrics().height();
    for (const auto& [f, left] : session_->play().outcomes(*q)) {
        const QString text = EngineText::feedback(*game, *q, f);
        outcomes_->addItem(QIcon(GameGlyphs::feedback(*game, *q, f, height)),
                           tr("%1 (%n left)", nullptr, static_cast<int>(left)).arg(text),
                           static_cast<uint>(f));
        outcomes_->setItemData(outcomes_->count() - 1, text, kFeedbackTextRole);
    }
    outcomes_->setIconSize(QSize(height * 3, height));
    if (game->picksFeedback()) {  // Absurdle: the program answers for the game
        const auto ids = session_->play().candidates().ids();
        const Feedback f = *game->answer(*q, std::vector<SecretId>(ids.begin(), ids.end()));
        for (int i = outcomes_->count() - 1; i >= 0; --i)
            if (outcomes_->itemData(i).toUInt() != f)
                outcomes_->removeItem(i);
        outcomes_->setCurrentIndex(0);
        setStatus(tr("The game answers %1, keeping %n words: submit to play it.", nullptr,
                     static_cast<int>(session_->play().candidatesAfter(*q, f)))
                      .arg(EngineText::feedback(*game, *q, f)),
                  false);
        return;
    }
    outcomes_->setCurrentIndex(-1);  // the user picks what the game said
    setStatus(tr("Choose the feedback the game gave, then submit."), false);
}

// The text fields hand Undo and Redo to the panel (game steps), and in a
// game whose words have no digits the guess field hands the digit keys to
// the tiles, as the feedback editor takes them. Enter on the outcomes
// (closed) submits the step.
bool AssistantPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))
            return true;  // not accepted: the panel's shortcut runs
    }
    if (watched == outcomes_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            submit();
            return true;
        }
    }
    if (watched == guess_ && event->type() == QEvent::KeyPress && words()) {
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

// The steps played: a word game's as tiles, another's as text with its pictures.
void AssistantPanel::showHistory() {
    history_->clear();
    const GamePlay& play = session_->play();
    const Game* game = play.game();
    if (!game)
        return;
    const int height = fontMetrics().height() + 2;
    for (const Asked& step : play.steps()) {
        auto* item = new QListWidgetItem(history_);
        const QString q = QString::fromStdString(game->describeQuestion(step.question));
        if (words()) {
            const QString pattern =
                QString::fromStdString(game->describeFeedback(step.question, step.feedback));
            item->setData(TileDelegate::kPatternRole, pattern);
            item->setData(TileDelegate::kSymbolsRole, q);
            item->setToolTip(QStringLiteral("%1 %2").arg(q, pattern));
            continue;
        }
        item->setText(QStringLiteral("%1  →  %2")
                          .arg(q, EngineText::feedback(*game, step.question, step.feedback)));
        item->setToolTip(item->text());
        item->setIcon(
            QIcon(sideBySide(GameGlyphs::question(*game, step.question, height),
                             GameGlyphs::feedback(*game, step.question, step.feedback, height))));
    }
}

QString AssistantPanel::gameKey() const {
    const Game* game = session_->play().game();
    if (!game)
        return {};
    QString key = QString::fromStdString(game->name());
    if (words())
        key +=
            QLatin1Char('|') + session_->answersSpec() + QLatin1Char('|') + session_->guessesSpec();
    return key;
}

void AssistantPanel::saveGame() const {
    QSettings settings;
    const QStringList steps = std::dynamic_pointer_cast<const BoardsGame>(session_->game())
                                  ? QStringList()
                                  : session_->stepTexts(QStringLiteral("\t"));
    if (steps.isEmpty()) {
        settings.remove(kStepsKey);
        settings.remove(kGameKey);
        return;
    }
    settings.setValue(kStepsKey, steps);
    settings.setValue(kGameKey, gameKey());
}

// Played as typed, under the mode kept with them; a step the game now
// refuses (a list changed on disk) ends the replay there, and says why.
void AssistantPanel::restoreGame(const QStringList& steps) {
    if (!session_->play().steps().empty() || gameKey() != savedKey_)
        return;
    int played = 0;
    for (const QString& step : steps) {
        const QStringList parts = step.split(QLatin1Char('\t'));
        if (parts.size() != 2 || !play(parts[0], parts[1]))
            return;  // the status says why
        ++played;
    }
    setStatus(tr("The game you left is back (%n steps); New game starts afresh.", nullptr, played),
              false);
    guess_->setFocus();
}

void AssistantPanel::syncFromSession() {
    // The last session's game, once its lists (or the Game menu's game) are back.
    if (!savedSteps_.isEmpty() && session_->play().game()) {
        if (!session_->play().steps().empty()) {
            savedSteps_.clear();  // a game begun since
        } else if (gameKey() == savedKey_) {
            QTimer::singleShot(
                0, this, [this, steps = std::exchange(savedSteps_, {})] { restoreGame(steps); });
        }
    }
    const auto boards = std::dynamic_pointer_cast<const BoardsGame>(session_->game());
    boardsView_->setGame(boards);
    pages_->setCurrentIndex(boards ? 1 : 0);
    syncGameKind();
    const GamePlay& play = session_->play();
    const Game* game = play.game();
    if (words() && feedback_->length() != session_->lists()->length())
        feedback_->setLength(session_->lists()->length());
    showHistory();
    QStringList secrets;
    if (game)
        for (SecretId s : play.candidates().ids()) {
            if (secrets.size() >= kCandidatesShown)
                break;
            secrets << EngineText::secret(*game, s);
        }
    candidates_->setStringList(secrets);
    candidatesLabel_->setText(
        game && play.solved() ? tr("Solved")
                              : tr("%n left", nullptr, static_cast<int>(play.candidates().size())));
    undo_->setEnabled(play.canUndo());
    redo_->setEnabled(play.canRedo());
    const int steps = static_cast<int>(play.steps().size());
    if (!game)
        setGameStatus(tr("No lists loaded."), true);
    else if (play.impossible())
        setGameStatus((words() ? tr("No answer fits step %1: undo it or check its feedback.")
                               : tr("No secret fits step %1: undo it."))
                          .arg(play.firstImpossibleStep() + 1),
                      true);
    else if (play.solved())
        setGameStatus(words()
                          ? tr("Solved in %n guesses.", nullptr, steps)
                          : tr("Solved in %n questions: %1.", nullptr, steps).arg(secrets.value(0)),
                      false);
    else if (play.candidates().size() == 1)
        setGameStatus((words() || absurdle() ? tr("Only one answer is left: %1.")
                                             : tr("Only one secret is left: %1."))
                          .arg(secrets.value(0)),
                      false);
    else
        setGameStatus(words()      ? QString()
                      : absurdle() ? tr("Type a guess or double-click a suggestion: the game "
                                        "answers it.")
                                   : tr("Type a question or double-click a suggestion."),
                      false);
    checkStep();
    updateAdvice();
}

// The entropy ranking first; then the exact values of its best questions
// (from the first step on: the whole game takes longer than a turn).
void AssistantPanel::showAdvice() {
    QStringList tried;
    if (words()) {
        const auto advice = session_->advice();
        adviceModel_->setRanking(session_->lists(), advice);
        for (size_t i = 0; advice && i < advice->rows.size() && i < kExactTried; ++i)
            tried << QString::fromStdString(
                session_->lists()->guesses().word(advice->rows[i].guess));
    } else {
        const auto game = session_->game();
        const auto advice = session_->questionAdvice();
        if (!game || !advice) {
            adviceModel_->clear();
            return;
        }
        const int height = advice_->verticalHeader()->defaultSectionSize() - 4;
        const auto name = [game, advice](WordId i) {
            return QString::fromStdString(game->describeQuestion(advice->questions[i]));
        };
        adviceModel_->setRanking(
            std::shared_ptr<const Ranking>(advice, &advice->ranking), name,
            [game, advice, height](WordId i) {
                return GameGlyphs::question(*game, advice->questions[i], height);
            },
            tr("Question"), tr("Secret"));
        advice_->resizeColumnToContents(RankingModel::Word);
        for (size_t i = 0; i < advice->ranking.rows.size() && i < kExactTried; ++i)
            tried << name(advice->ranking.rows[i].guess);
        if (!tried.isEmpty())  // the field shows the best question as an example
            guess_->setPlaceholderText(tr("e.g. %1").arg(tried.front()));
    }
    if (session_->startExactAdvice(RuleText::chosen(rule_), tried))
        exactSummary_->setText(absurdle() ? tr("Working out the fewest guesses that force a win…")
                               : session_->play().steps().empty()
                                   ? tr("Reading the exact values from the opening book…")
                               : words() ? tr("Working out the exact values of the best %n "
                                              "guesses…",
                                              nullptr, static_cast<int>(tried.size()))
                                         : tr("Working out the exact values of the best %n "
                                              "questions…",
                                              nullptr, static_cast<int>(tried.size())));
    else
        exactSummary_->setText(
            !session_->play().steps().empty() ? QString()
            : words() && session_->treePrior()
                ? tr("Exact values under the prior follow once a step is played (the opening "
                     "book holds the values without it).")
            : words() ? tr("Exact values follow once a step is played (the opening book has no "
                           "table for these lists in this mode).")
                      : tr("Exact values follow once a step is played."));
}

// Absurdle: the fewest guesses that force a win from here, and with what.
void AssistantPanel::showAbsurdleAdvice() {
    const auto v = session_->absurdleAdvice();
    if (!v || session_->play().solved() || session_->play().impossible())
        return;
    if (v->stopped) {
        exactSummary_->setText(tr("Exact values: stopped."));
        return;
    }
    if (v->fewest == 0) {
        exactSummary_->setText(tr("No win can be forced within %n guesses from here (proven).",
                                  nullptr, Session::kAbsurdleMost) +
                               RuleText::summary(RuleText::chosen(rule_)));
        return;
    }
    QStringList best;
    const auto game = session_->game();
    for (WordId g : v->best)
        best << QString::fromStdString(game->describeQuestion(Question{g, {}, {}}));
    constexpr qsizetype kShown = 12;
    QString with = QStringList(best.mid(0, kShown)).join(QStringLiteral(", "));
    if (best.size() > kShown)
        with = tr("%1 and %n more", nullptr, static_cast<int>(best.size() - kShown)).arg(with);
    QStringList line;
    for (const std::string& w : v->line)
        line << QString::fromStdString(w);
    exactSummary_->setText(
        (session_->play().steps().empty()
             ? tr("Best play forces a win in %1 guesses (proven: not in fewer), for example %2.")
                   .arg(v->fewest)
                   .arg(line.join(QLatin1Char(' ')))
             : tr("Best play from here forces a win in %1 more guesses (proven), with %n "
                  "guesses: %2. For example %3.",
                  nullptr, static_cast<int>(best.size()))
                   .arg(v->fewest)
                   .arg(with, line.join(QLatin1Char(' ')))) +
        RuleText::summary(RuleText::chosen(rule_)));
}

void AssistantPanel::showExactAdvice() {
    if (absurdle()) {
        showAbsurdleAdvice();
        return;
    }
    const auto exact = session_->exactAdvice();
    if (!exact || session_->play().solved() || session_->play().impossible())
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
    const QString average = decimalText(best.average, 4);
    const QString first = QString::fromStdString(best.guess);
    if (exact->fromBook) {
        const int known =
            static_cast<int>(std::count_if(exact->guesses.begin(), exact->guesses.end(),
                                           [](const NextGuessValue& v) { return v.exact; }));
        exactSummary_->setText(
            (exact->bestOfAll
                 ? tr("Best play: %1 guesses on average, starting with %2 (exact, the best of "
                      "every guess). From the opening book, which holds %n exact openers: see "
                      "the Exact column.",
                      nullptr, known)
                 : tr("Best of the %n openers in the opening book: %1 guesses on average, "
                      "starting with %2 (exact; the book does not prove it the best of all).",
                      nullptr, known))
                .arg(average, first) +
            RuleText::summary(RuleText::chosen(rule_)));
        return;
    }
    exactSummary_->setText(
        (words() && exact->weighted
             ? tr("Best play from here: %1 more guesses expected under the prior, starting with "
                  "%2 (exact)")
         : words() ? tr("Best play from here: %1 more guesses on average, starting with %2 (exact)")
                   : tr("Best play from here: %1 more questions on average, starting with %2 "
                        "(exact)"))
            .arg(average, first) +
        RuleText::summary(RuleText::chosen(rule_)));
}

void AssistantPanel::updateAdvice() {
    adviceModel_->clear();
    if (session_->play().solved() || session_->play().impossible() || !session_->play().game()) {
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
