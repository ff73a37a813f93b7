// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace guesslab::test {

// The moves of `review --json`'s output, each an object.
inline QJsonArray reviewMoves(const QString& json) {
    return QJsonDocument::fromJson(json.toUtf8()).object().value(QStringLiteral("moves")).toArray();
}

}  // namespace guesslab::test
