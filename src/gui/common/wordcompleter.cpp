// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordcompleter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTimer>

namespace guesslab::gui {

namespace {

// Tab and Backtab on the open popup with no row chosen: the popup closes
// and the key goes on to the field, so focus moves on at once (the
// completer itself keeps focus in the field until the popup is closed).
class TabThrough : public QObject {
public:
    TabThrough(QCompleter* completer, QLineEdit* edit)
        : QObject(completer), completer_(completer), edit_(edit) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::KeyPress)
            return QObject::eventFilter(watched, event);
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() != Qt::Key_Tab && key->key() != Qt::Key_Backtab) ||
            completer_->popup()->currentIndex().isValid())
            return QObject::eventFilter(watched, event);
        completer_->popup()->hide();
        QCoreApplication::postEvent(edit_,
                                    new QKeyEvent(QEvent::KeyPress, key->key(), key->modifiers()));
        return true;
    }

private:
    QCompleter* completer_;
    QLineEdit* edit_;
};

}  // namespace

void WordCompleter::attach(QLineEdit* edit, const QStringList& words) {
    if (QCompleter* old = edit->completer())
        old->deleteLater();
    auto* completer = new QCompleter(words, edit);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setModelSorting(QCompleter::CaseInsensitivelySortedModel);
    edit->setCompleter(completer);
    completer->popup()->installEventFilter(new TabThrough(completer, edit));
    // After the completer has updated its popup for the new text.
    QObject::connect(edit, &QLineEdit::textEdited, completer, [completer](const QString& text) {
        QTimer::singleShot(0, completer, [completer, text] {
            if (completer->completionCount() == 1 &&
                completer->currentCompletion().compare(text, Qt::CaseInsensitive) == 0)
                completer->popup()->hide();
        });
    });
}

}  // namespace guesslab::gui
