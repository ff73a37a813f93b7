// SPDX-License-Identifier: GPL-3.0-or-later
#include "lastfolder.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace guesslab::gui::LastFolder {

namespace {
const QString kKey = QStringLiteral("dialogs/lastFolder");
}  // namespace

QString folder() {
    const QString kept = QSettings().value(kKey).toString();
    return !kept.isEmpty() && QFileInfo(kept).isDir() ? kept : QDir::homePath();
}

void remember(const QString& path) {
    if (path.isEmpty())
        return;
    QSettings().setValue(kKey, QFileInfo(path).absolutePath());
}

QString suggest(const QString& name) {
    return QDir(folder()).filePath(name);
}

QString openFile(QWidget* parent, const QString& title, const QString& filter) {
    const QString path = QFileDialog::getOpenFileName(parent, title, folder(), filter);
    remember(path);
    return path;
}

QString saveFile(QWidget* parent, const QString& title, const QString& name,
                 const QString& filter, QString* selectedFilter) {
    const QString path =
        QFileDialog::getSaveFileName(parent, title, suggest(name), filter, selectedFilter);
    remember(path);
    return path;
}

}  // namespace guesslab::gui::LastFolder
