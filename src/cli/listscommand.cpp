// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundledlists.h"
#include "clierror.h"
#include "commandline.h"
#include "commands.h"
#include "wordlistloader.h"

#include <QTextStream>

namespace guesslab::cli {

int runLists(const QStringList& arguments) {
    CommandLine line(QStringLiteral("lists"),
                     QStringLiteral("Lists the word lists bundled with the program; use them as "
                                    "bundled:NAME wherever a FILE is asked for."));
    if (!line.parse(arguments))
        return kExitOk;
    QTextStream out(stdout);
    for (const std::string& name : BundledLists::names()) {
        const LoadedWordList loaded = WordListLoader().load(WordListLoader::kBundledPrefix + name);
        out << QString::fromStdString(name) << "  " << loaded.list.size() << " words\n";
    }
    return kExitOk;
}

}  // namespace guesslab::cli
