// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "referencegrader.h"
#include "wordlist.h"

#include <QTextStream>

namespace guesslab::cli {

int runGrade(const QStringList& arguments) {
    CommandLine line(QStringLiteral("grade"),
                     QStringLiteral("Prints the pattern a guess receives against a secret, as "
                                    "G (green), Y (yellow) and B (black)."),
                     QStringLiteral("GUESS SECRET"));
    line.addOption({QStringLiteral("alphabet"),
                    QStringLiteral("Symbols of the game (default a-z)."),
                    QStringLiteral("SYMBOLS")});
    if (!line.parse(arguments))
        return kExitOk;
    const QStringList words = line.positionals();
    if (words.size() != 2)
        throw UsageError("grade takes two words: GUESS SECRET");
    Alphabet alphabet;
    if (line.isSet(QStringLiteral("alphabet"))) {
        try {
            alphabet = Alphabet(line.value(QStringLiteral("alphabet")).toStdString());
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--alphabet: ") + e.what());
        }
    }
    std::string guess = words[0].toStdString();
    std::string secret = words[1].toStdString();
    if (auto problem = WordList::normaliseWord(guess, alphabet, 0); !problem.empty())
        throw UsageError("guess: " + problem);
    if (auto problem = WordList::normaliseWord(secret, alphabet, static_cast<int>(guess.size()));
        !problem.empty())
        throw UsageError("secret: " + problem);

    const Pattern p = gradeWords(guess, secret, alphabet);
    QTextStream(stdout) << QString::fromStdString(toString(p, static_cast<int>(guess.size())))
                        << '\n';
    return kExitOk;
}

}  // namespace guesslab::cli
