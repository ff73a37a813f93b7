// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>

namespace guesslab::cli {

// One subcommand's parser: parses its arguments, answers --help itself, and
// turns QCommandLineParser's errors into UsageError.
class CommandLine {
public:
    CommandLine(const QString& command, const QString& description, const QString& positional = {});

    QCommandLineParser& parser() { return parser_; }
    void addOption(const QCommandLineOption& option) { parser_.addOption(option); }

    // False when --help was printed (the command should return 0).
    bool parse(const QStringList& arguments);

    QStringList positionals() const { return parser_.positionalArguments(); }
    bool isSet(const QString& name) const { return parser_.isSet(name); }
    // Options given, by name: safe to ask for one this command may lack.
    bool given(const QString& name) const { return parser_.optionNames().contains(name); }
    QString value(const QString& name) const { return parser_.value(name); }
    // An integer option within [min, max], or the fallback when not given.
    int intValue(const QString& name, int fallback, int min, int max) const;

private:
    QString command_;
    QCommandLineParser parser_;
};

}  // namespace guesslab::cli
