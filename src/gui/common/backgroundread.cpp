// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundread.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>

#include <chrono>

namespace guesslab::gui {

bool BackgroundRead::wait(QWidget* parent, const QString& what, const std::function<bool()>& done) {
    // Most files are read in milliseconds: no dialog flashes for them.
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(40);
    while (std::chrono::steady_clock::now() < until) {
        if (done())
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    QProgressDialog dialog(what,
                           QCoreApplication::translate("guesslab::gui::BackgroundRead", "Cancel"),
                           0, 0, parent);  // no range: a busy indicator
    dialog.setObjectName(QStringLiteral("readingDialog"));
    dialog.setWindowTitle(
        QCoreApplication::translate("guesslab::gui::BackgroundRead", "Reading a file"));
    dialog.setWindowModality(Qt::ApplicationModal);  // nothing else starts meanwhile
    dialog.setMinimumDuration(0);
    dialog.show();
    QEventLoop loop;
    bool cancelled = false;
    QObject::connect(&dialog, &QProgressDialog::canceled, &loop, [&] {
        cancelled = true;
        loop.quit();
    });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    poll.start(15);
    if (!done())
        loop.exec();
    return !cancelled || done();
}

}  // namespace guesslab::gui
