// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordcompleter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLineEdit>
#include <QTimer>

namespace guesslab::gui {

void WordCompleter::attach(QLineEdit* edit, const QStringList& words) {
    if (QCompleter* old = edit->completer())
        old->deleteLater();
    auto* completer = new QCompleter(words, edit);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setModelSorting(QCompleter::CaseInsensitivelySortedModel);
    edit->setCompleter(completer);
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
