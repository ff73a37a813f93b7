// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobstatustext.h"

#include "jobrunner.h"
#include "numbertext.h"
#include "statustext.h"

#include <QCoreApplication>

#include <algorithm>

namespace guesslab::gui::JobStatusText {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("guesslab::gui::JobStatusText", text);
}
}  // namespace

QString remaining(const JobRunner& runner) {
    const double left = runner.remainingSeconds();
    if (left < 0)
        return {};
    if (left < 90)
        return tr("about %1 s left").arg(decimalText(std::max(1.0, left), 0));
    if (left < 90 * 60)
        return tr("about %1 min left").arg(decimalText(left / 60, 0));
    return tr("about %1 h left").arg(decimalText(left / 3600, 1));
}

QString clock(const JobRunner& runner) {
    QString time = tr("%1 s").arg(decimalText(runner.elapsedSeconds(), 1));
    if (const QString left = remaining(runner); !left.isEmpty())
        time += QStringLiteral(" · ") + left;
    return time;
}

QString running(const JobRunner& runner) {
    return runner.text().isEmpty() ? clock(runner)
                                   : runner.text() + QStringLiteral(" · ") + clock(runner);
}

QString progress(const JobRunner& runner, double fraction, const QString& text) {
    const QString time = clock(runner);
    return fraction >= 0
               ? tr("%1: %2% · %3").arg(text).arg(decimalText(100 * fraction, 1)).arg(time)
               : tr("%1 · %2").arg(text, time);
}

QString ended(const JobRunner& runner, JobStatus status, const QString& error,
              const QString& stopped) {
    if (status == JobStatus::Cancelled)
        return stopped.arg(decimalText(runner.elapsedSeconds(), 1));
    if (status == JobStatus::Failed)
        return statusHtml(error, true);
    return tr("Done in %1 s.").arg(decimalText(runner.elapsedSeconds(), 1));
}

}  // namespace guesslab::gui::JobStatusText
