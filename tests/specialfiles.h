// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Files no reader should take, made for a test: a named pipe with no writer,
// a sparse file over a cap, a directory, and the endless devices, each with
// the words its refusal must say. Shared by the core, CLI and window tests.

#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <utility>
#include <vector>

namespace guesslab::test {

struct SpecialFiles {
    QTemporaryDir dir;
    std::vector<std::pair<QString, QString>> files;  // path, what its refusal says

    // `bigBytes`: the size of the sparse file; `bigProblem`: how it is refused.
    SpecialFiles(qint64 bigBytes, const QString& bigProblem) {
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        const QString big = dir.filePath(QStringLiteral("big.txt"));
        QFile f(big);
        if (::mkfifo(fifo.toLocal8Bit().constData(), 0600) != 0 || !f.open(QIODevice::WriteOnly) ||
            !f.resize(bigBytes))
            qFatal("cannot make the special files in %s", qPrintable(dir.path()));
        files = {
            {QStringLiteral("/dev/zero"), QStringLiteral("is a character device")},
            {QStringLiteral("/dev/urandom"), QStringLiteral("is a character device")},
            {fifo, QStringLiteral("is a named pipe (FIFO)")},
            {dir.path(), QStringLiteral("is a directory")},
            {big, bigProblem},
        };
    }
};

}  // namespace guesslab::test
