// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedialog.h"

#include "boardsgame.h"
#include "enginetext.h"
#include "statustext.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace guesslab::gui {

GameDialog::GameDialog(GameKind kind, QWidget* parent, std::shared_ptr<const GameLists> lists,
                       std::shared_ptr<const PatternMatrix> matrix)
    : QDialog(parent),
      kind_(kind),
      lists_(std::move(lists)),
      matrix_(std::move(matrix)),
      size_(new QLabel(this)) {
    setObjectName(QStringLiteral("gameDialog"));
    setWindowTitle(GameChoice::title(kind).remove(QLatin1Char('&')));
    auto* rules = new QLabel(GameChoice::description(kind), this);
    rules->setWordWrap(true);
    auto* form = new QFormLayout;
    for (const GameParameter& p : GameChoice::parameters(kind)) {
        auto* spin = new QSpinBox(this);
        spin->setRange(p.minimum, p.maximum);
        spin->setValue(p.value);
        spin->setToolTip(p.toolTip);
        spin->setGroupSeparatorShown(true);
        if (!p.atMinimum.isEmpty())
            spin->setSpecialValueText(p.atMinimum);
        form->addRow(p.label, spin);
        spins_ << spin;
        connect(spin, &QSpinBox::valueChanged, this, &GameDialog::updateSize);
    }
    size_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GameDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(rules);
    layout->addLayout(form);
    layout->addWidget(size_);
    layout->addWidget(buttons);
    updateSize();
}

std::shared_ptr<const Game> GameDialog::build(QString* error) const {
    QList<int> values;
    for (const QSpinBox* spin : spins_)
        values << spin->value();
    try {
        return GameChoice::make(kind_, values, lists_, matrix_);
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return nullptr;
    }
}

void GameDialog::updateSize() {
    QString error;
    const auto game = build(&error);
    if (!game) {
        size_->setText(statusHtml(error, true));
        return;
    }
    const QLocale locale;
    const auto secrets = static_cast<qlonglong>(game->secretCount());
    if (const auto* boards = dynamic_cast<const BoardsGame*>(game.get())) {
        size_->setText(
            tr("%1: %n boards of %2 answers each, %3 guesses allowed.", nullptr, boards->boards())
                .arg(EngineText::text(boards->namePhrase()))
                .arg(locale.toString(secrets))
                .arg(boards->limit()));
        return;
    }
    if (game->picksFeedback()) {
        size_->setText(tr("%1 words the game may keep, %2 guesses.")
                           .arg(locale.toString(secrets))
                           .arg(locale.toString(qlonglong(game->questions({}).size()))));
        return;
    }
    // Ranking every question against every secret: say when that takes a while.
    const double work =
        double(game->questionCodes() > 0 ? game->questionCodes() : secrets) * double(secrets);
    size_->setText(tr("%1 possible secrets.").arg(locale.toString(secrets)) +
                   (work > 2e9 ? tr(" Ranking its questions will take a while.") : QString()));
}

void GameDialog::accept() {
    QString error;
    game_ = build(&error);
    if (!game_) {
        updateSize();
        return;
    }
    QDialog::accept();
}

}  // namespace guesslab::gui
