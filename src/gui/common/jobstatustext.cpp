#include "jobstatustext.h"

#include "jobrunner.h"
#include "statustext.h"

#include <QCoreApplication>

namespace guesslab::gui::JobStatusText {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("guesslab::gui::JobStatusText", text);
}
}  // namespace

QString progress(const JobRunner& runner, double fraction, const QString& text) {
    const QString time = tr("%1 s").arg(runner.elapsedSeconds(), 0, 'f', 1);
    return fraction >= 0 ? tr("%1: %2% · %3").arg(text).arg(100 * fraction, 0, 'f', 1).arg(time)
                         : tr("%1 · %2").arg(text, time);
}

QString ended(const JobRunner& runner, JobStatus status, const QString& error,
              const QString& stopped) {
    if (status == JobStatus::Cancelled)
        return stopped.arg(runner.elapsedSeconds(), 0, 'f', 1);
    if (status == JobStatus::Failed)
        return statusHtml(error, true);
    return tr("Done in %1 s.").arg(runner.elapsedSeconds(), 0, 'f', 1);
}

}  // namespace guesslab::gui::JobStatusText
