// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordinput.h"

#include "enginetext.h"

namespace guesslab::gui {

std::optional<WordId> WordInput::find(const QString& text, const WordList& words, List which,
                                      QString* error) {
    std::string word = text.toStdString();
    if (const Phrase problem = WordList::wordProblem(word, words.alphabet(), words.length());
        !problem.empty()) {
        *error = EngineText::text(problem);
        return std::nullopt;
    }
    const auto id = words.find(word);
    if (!id)
        *error = (which == List::Answers ? tr("'%1' is not in the answer list")
                                         : tr("'%1' is not in the guess list"))
                     .arg(QString::fromStdString(word));
    return id;
}

}  // namespace guesslab::gui
