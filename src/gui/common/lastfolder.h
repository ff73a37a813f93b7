// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace guesslab::gui {

// File dialogs open where the user last opened or saved a file (remembered
// across starts), else in the home folder.
namespace LastFolder {
QString folder();
void remember(const QString& path);  // a file's path: its folder is kept
// `name` in the last folder: where a save dialog starts.
QString suggest(const QString& name);
QString openFile(QWidget* parent, const QString& title, const QString& filter);
QString saveFile(QWidget* parent, const QString& title, const QString& name,
                 const QString& filter, QString* selectedFilter = nullptr);
}  // namespace LastFolder

}  // namespace guesslab::gui
