// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentfiles.h"

#include <QSettings>

namespace guesslab::gui {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

QStringList RecentFiles::load() {
    return QSettings().value(kKey).toStringList();
}

void RecentFiles::add(const QString& path) {
    QStringList files = load();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaximum)
        files.removeLast();
    QSettings().setValue(kKey, files);
}

void RecentFiles::clear() {
    QSettings().remove(kKey);
}

}  // namespace guesslab::gui
