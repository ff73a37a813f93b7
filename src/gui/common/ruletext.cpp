// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruletext.h"

#include <QComboBox>

namespace guesslab::gui {

void RuleText::fill(QComboBox* box) {
    box->clear();
    box->addItem(tr("Normal mode"), static_cast<int>(GuessRule::Normal));
    box->addItem(tr("Hard mode"), static_cast<int>(GuessRule::Hard));
    box->addItem(tr("Strict mode"), static_cast<int>(GuessRule::Strict));
    explain(box, true);
}

void RuleText::explain(QComboBox* box, bool words) {
    if (words) {
        box->setItemData(0, tr("Any word of the guess list, at any time"), Qt::ToolTipRole);
        box->setItemData(1,
                         tr("The game's hard mode: a green letter stays in its place and every "
                            "letter revealed green or yellow is used again"),
                         Qt::ToolTipRole);
        box->setItemData(2, tr("Every guess could still be the answer"), Qt::ToolTipRole);
        box->setToolTip(
            tr("Which guesses are allowed: normal, the game's hard mode (revealed hints "
               "used again) or strict (every guess could be the answer)"));
        return;
    }
    // Games without hints of their own: hard and strict are one rule (docs/guide.md, "Modes").
    const QString couldBe =
        tr("A question that names a secret (a code) must be one that could "
           "still be the secret; in this game hard and strict are the same");
    box->setItemData(0, tr("Any question, at any time"), Qt::ToolTipRole);
    box->setItemData(1, couldBe, Qt::ToolTipRole);
    box->setItemData(2, couldBe, Qt::ToolTipRole);
    box->setToolTip(
        tr("Which questions are allowed: any, or only codes that could still be "
           "the secret (hard and strict)"));
}

GuessRule RuleText::chosen(const QComboBox* box) {
    return static_cast<GuessRule>(box->currentData().toInt());
}

void RuleText::choose(QComboBox* box, GuessRule rule) {
    box->setCurrentIndex(box->findData(static_cast<int>(rule)));
}

QString RuleText::summary(GuessRule rule) {
    switch (rule) {
        case GuessRule::Normal:
            return {};
        case GuessRule::Hard:
            return tr(" · hard mode");
        case GuessRule::Strict:
            return tr(" · strict mode");
    }
    return {};
}

QString RuleText::suffix(GuessRule rule) {
    switch (rule) {
        case GuessRule::Normal:
            return {};
        case GuessRule::Hard:
            return tr(" (hard)");
        case GuessRule::Strict:
            return tr(" (strict)");
    }
    return {};
}

}  // namespace guesslab::gui
