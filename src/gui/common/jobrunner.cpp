// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobrunner.h"

namespace guesslab::gui {

JobRunner::JobRunner(QString name, QObject* parent) : QObject(parent), name_(std::move(name)) {
    qRegisterMetaType<guesslab::JobStatus>("guesslab::JobStatus");
    beat_.setInterval(1000);
    connect(&beat_, &QTimer::timeout, this, [this] {
        if (pending_ && !text_.isEmpty())
            Q_EMIT progress(fraction_, text_);
    });
}

void JobRunner::cancel() {
    if (!job_)
        return;
    job_->cancel();  // the engine stops it at its next check
    job_.reset();
    beat_.stop();
    ++generation_;  // whatever it still delivers is stale
    if (pending_) {
        pending_ = false;
        Q_EMIT finished(JobStatus::Cancelled, QString());
    }
}

void JobRunner::stop() {
    if (!job_ || !pending_)
        return;
    keepPartial_ = true;
    job_->cancel();
}

// At the pace so far; a job that has done under 2% or run under a second
// gives too little to go on.
double JobRunner::remainingSeconds() const {
    const double t = elapsedSeconds();
    if (!pending_ || fraction_ < 0.02 || fraction_ >= 1 || t < 1)
        return -1;
    return t * (1 - fraction_) / fraction_;
}

}  // namespace guesslab::gui
