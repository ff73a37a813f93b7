// SPDX-License-Identifier: GPL-3.0-or-later
// guesslab-cli: the command-line front end of the guesslab engine.
#include "clierror.h"
#include "commands.h"
#include "memorybudget.h"
#include "simdgrader.h"
#include "version.h"

#include <QCoreApplication>
#include <QTextStream>

#include <map>

namespace {

using Command = int (*)(const QStringList&);

const std::map<QString, Command>& commands() {
    static const std::map<QString, Command> table{
        {QStringLiteral("grade"), guesslab::cli::runGrade},
        {QStringLiteral("rank"), guesslab::cli::runRank},
        {QStringLiteral("partition"), guesslab::cli::runPartition},
        {QStringLiteral("lists"), guesslab::cli::runLists},
        {QStringLiteral("pairs"), guesslab::cli::runPairs},
        {QStringLiteral("nerdle"), guesslab::cli::runNerdle},
        {QStringLiteral("simulate"), guesslab::cli::runSimulate},
        {QStringLiteral("play"), guesslab::cli::runPlay},
        {QStringLiteral("eldrow"), guesslab::cli::runEldrow},
        {QStringLiteral("tree"), guesslab::cli::runTree},
        {QStringLiteral("verify"), guesslab::cli::runVerify},
        {QStringLiteral("review"), guesslab::cli::runReview},
        {QStringLiteral("anyset"), guesslab::cli::runAnySet},
        {QStringLiteral("absurdle"), guesslab::cli::runAbsurdle},
        {QStringLiteral("boards"), guesslab::cli::runBoards},
    };
    return table;
}

const char* const kUsage =
    "Usage: guesslab-cli COMMAND [options]\n"
    "\n"
    "Analysis of feedback-guessing games (Wordle and relatives).\n"
    "\n"
    "Commands:\n"
    "  grade GUESS SECRET   the pattern GUESS receives against SECRET (G/Y/B)\n"
    "  rank                 every guess ranked as an opener by information\n"
    "  partition GUESS      how GUESS splits the answers into classes\n"
    "  pairs                the best two-word openers, found exactly\n"
    "  nerdle generate|rank|grade|check|next   Nerdle equations (nerdle --help)\n"
    "  simulate             a player against every secret of a game (Wordle, Nerdle,\n"
    "                       Mastermind, coins, binary search)\n"
    "  play --secret S      one game, question by question\n"
    "  eldrow (--target T | --start S | --all)   the longest strict-mode games, exact\n"
    "  tree (--opener W | --best)   the strategy with the fewest guesses, exact\n"
    "  verify FILE          checks a strategy file and recomputes its totals\n"
    "  review FILE | --game STEPS   a played game judged move by move, exactly\n"
    "  anyset --size N --within K   whether any N answers can be found in K guesses\n"
    "  absurdle [GUESS ...] [--solve]   against Absurdle's adversary; the fewest\n"
    "                       guesses that force a win, proven\n"
    "  boards [GUESS:PATTERNS ...]   several boards (Dordle ... Duotrigordle): answers\n"
    "                       left per board, best next guesses; --play, --simulate\n"
    "  lists                the bundled word lists (use them as bundled:NAME)\n"
    "\n"
    "Options:\n"
    "  -h, --help           this text; COMMAND --help for a command's options\n"
    "  -v, --version        the program's version\n"
    "\n"
    "Exit codes: 0 success, 2 bad arguments or input (message on stderr), 1 failure.\n";

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("guesslab-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(guesslab::kVersion));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    QTextStream out(stdout), err(stderr);

    if (args.isEmpty()) {
        err << kUsage;
        return guesslab::cli::kExitUsage;
    }
    const QString first = args.takeFirst();
    if (first == QLatin1String("-h") || first == QLatin1String("--help") ||
        first == QLatin1String("help")) {
        out << kUsage;
        return guesslab::cli::kExitOk;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        using guesslab::SimdGrader;
        out << "guesslab-cli " << guesslab::kVersion << '\n';
        // Which vector kernel grades here, and what else this CPU could run
        // (GUESSLAB_SIMD picks one of them).
        out << "vector kernel: " << QString::fromStdString(SimdGrader::name(SimdGrader::best()))
            << " (this CPU:";
        for (SimdGrader::Isa isa : SimdGrader::supportedIsas())
            out << ' ' << QString::fromStdString(SimdGrader::name(isa));
        out << ")\n";
        return guesslab::cli::kExitOk;
    }
    const auto it = commands().find(first);
    if (it == commands().end()) {
        err << "guesslab-cli: unknown command '" << first << "'; see guesslab-cli --help\n";
        return guesslab::cli::kExitUsage;
    }
    try {
        return it->second(args);
    } catch (const guesslab::cli::UsageError& e) {
        err << "guesslab-cli " << first << ": " << QString::fromStdString(e.what()) << '\n';
        return guesslab::cli::kExitUsage;
    } catch (const guesslab::MemoryLimitError& e) {  // input too large: bad input, said plainly
        err << "guesslab-cli " << first << ": " << QString::fromStdString(e.what()) << '\n';
        return guesslab::cli::kExitUsage;
    } catch (const std::exception& e) {
        err << "guesslab-cli " << first << ": error: " << QString::fromStdString(e.what()) << '\n';
        return guesslab::cli::kExitFailure;
    }
}
