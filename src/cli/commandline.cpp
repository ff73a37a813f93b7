// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "clierror.h"

#include <QTextStream>

namespace guesslab::cli {

CommandLine::CommandLine(const QString& command, const QString& description,
                         const QString& positional)
    : command_(command) {
    parser_.setApplicationDescription(description);
    parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser_.addHelpOption();
    // Every command may take long on some input: its progress goes to
    // stderr after two seconds, unless asked not to.
    parser_.addOption({QStringLiteral("quiet"), QStringLiteral("No progress lines on stderr.")});
    if (!positional.isEmpty())
        parser_.addPositionalArgument(positional, QString());
}

bool CommandLine::parse(const QStringList& arguments) {
    QStringList args = arguments;
    args.prepend(QStringLiteral("guesslab-cli ") + command_);
    if (!parser_.parse(args))
        throw UsageError(parser_.errorText().toStdString());
    if (parser_.isSet(QStringLiteral("help"))) {
        // Qt names the program by its path; the usage line names the command.
        QString text = parser_.helpText();
        const QString usage = QStringLiteral("Usage: ");
        const qsizetype options = text.indexOf(QStringLiteral(" [options]"));
        if (text.startsWith(usage) && options > 0 && options < text.indexOf(QLatin1Char('\n')))
            text.replace(usage.size(), options - usage.size(),
                         QStringLiteral("guesslab-cli ") + command_);
        QTextStream(stdout) << text;
        return false;
    }
    return true;
}

int CommandLine::intValue(const QString& name, int fallback, int min, int max) const {
    if (!parser_.isSet(name))
        return fallback;
    bool ok = false;
    const int v = parser_.value(name).toInt(&ok);
    if (!ok || v < min || v > max)
        throw UsageError(QStringLiteral("--%1 takes a whole number from %2 to %3, not '%4'")
                             .arg(name)
                             .arg(min)
                             .arg(max)
                             .arg(parser_.value(name))
                             .toStdString());
    return v;
}

}  // namespace guesslab::cli
