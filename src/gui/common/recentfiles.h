// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace guesslab::gui {

// The most recently opened list and weights files, newest first, kept in
// QSettings so they survive restarts.
class RecentFiles {
public:
    static constexpr int kMaximum = 8;
    static QStringList load();
    static void add(const QString& path);
    static void clear();
};

}  // namespace guesslab::gui
