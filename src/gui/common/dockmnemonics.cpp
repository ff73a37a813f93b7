// SPDX-License-Identifier: GPL-3.0-or-later
#include "dockmnemonics.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QMainWindow>
#include <QShortcutEvent>

namespace guesslab::gui {

namespace {

// The Alt+letter a widget answers to: a button's own, or a label's that
// hands the focus to its buddy.
QKeySequence mnemonicOf(const QWidget* w) {
    if (const auto* button = qobject_cast<const QAbstractButton*>(w))
        return QKeySequence::mnemonic(button->text());
    if (const auto* label = qobject_cast<const QLabel*>(w); label && label->buddy())
        return QKeySequence::mnemonic(label->text());
    return {};
}

// What Qt does for a letter that only one widget has.
void activate(QWidget* w) {
    if (auto* label = qobject_cast<QLabel*>(w)) {
        w = label->buddy();
        if (w->focusPolicy() != Qt::NoFocus)
            w->setFocus(Qt::ShortcutFocusReason);
        w->window()->setAttribute(Qt::WA_KeyboardFocusChange);
    }
    if (auto* button = qobject_cast<QAbstractButton*>(w))
        button->animateClick();
}

}  // namespace

DockMnemonics::DockMnemonics(QMainWindow* window) : QObject(window), window_(window) {
    // Shortcut events go straight to their widget, not up to the window.
    qApp->installEventFilter(this);
}

QWidget* DockMnemonics::target(const QWidget* focus, const QKeySequence& key) {
    const QDockWidget* dock = nullptr;
    for (const QWidget* w = focus; w && !dock; w = w->parentWidget())
        dock = qobject_cast<const QDockWidget*>(w);
    if (!dock)
        return nullptr;
    QWidget* found = nullptr;
    for (QWidget* w : dock->findChildren<QWidget*>())
        if (w->isVisible() && mnemonicOf(w) == key) {
            if (found)
                return nullptr;
            found = w;
        }
    return found;
}

bool DockMnemonics::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Shortcut)
        return false;
    const auto* shortcut = static_cast<QShortcutEvent*>(event);
    const auto* receiver = qobject_cast<QWidget*>(watched);
    if (!receiver || receiver->window() != window_)
        return false;
    QWidget* w = target(QApplication::focusWidget(), shortcut->key());
    if (!w || (w == receiver && !shortcut->isAmbiguous()))
        return false;  // not the focused panel's letter, or Qt's way is right
    // A disabled one keeps its letter: Alt+T in a panel whose Stop is grey
    // must not stop the search of the panel below.
    if (w->isEnabled())
        activate(w);
    return true;
}

}  // namespace guesslab::gui
