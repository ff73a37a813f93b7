// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine.h"
#include "enginetext.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>

namespace guesslab::gui {

// Runs one kind of job (ranking, assistant advice, ...) on the core engine and
// speaks Qt: progress and the outcome arrive as queued signals on this
// object's thread. Starting a new job cancels the one still running, and an
// outcome that arrives after a newer start or a cancel is dropped, so views
// never show stale results. finished() comes exactly once per start. While
// a job runs, its last progress is sent again every second, so the time
// shown moves on even when the job reports rarely (a search's few large
// classes).
class JobRunner : public QObject {
    Q_OBJECT
public:
    explicit JobRunner(QString name, QObject* parent = nullptr);

    const QString& name() const { return name_; }
    bool running() const { return pending_; }
    // Stops the job and forgets its outcome; finished(Cancelled) at once.
    void cancel();
    // Asks the job to stop early but keeps what it returns (searches hand
    // back the best found): onResult runs, then finished(Cancelled).
    void stop();
    double elapsedSeconds() const { return clock_.isValid() ? clock_.elapsed() / 1000.0 : 0.0; }
    // The running job's last progress: how far, what it does, and the time
    // left at its pace so far (negative while there is too little to go on).
    double fraction() const { return fraction_; }
    const QString& text() const { return text_; }
    double remainingSeconds() const;

    // onResult runs on this object's thread with the finished result, unless
    // the job was cancelled, failed or went stale.
    template <class R>
    void start(Engine& engine, std::function<R(JobContext&)> work,
               std::function<void(std::shared_ptr<R>)> onResult) {
        cancel();
        const quint64 generation = ++generation_;
        QPointer<JobRunner> self(this);
        auto progress = [self, generation](const Progress& p) {
            if (!self)
                return;
            const QString text = EngineText::progress(p);
            QMetaObject::invokeMethod(
                self.data(),
                [self, generation, fraction = p.fraction, text] {
                    if (self && generation == self->generation_) {
                        self->fraction_ = fraction;
                        self->text_ = text;
                        Q_EMIT self->progress(fraction, text);
                    }
                },
                Qt::QueuedConnection);
        };
        auto done = [self, generation, onResult](JobOutcome<R> outcome) {
            if (!self)
                return;
            auto result =
                outcome.result ? std::make_shared<R>(std::move(*outcome.result)) : nullptr;
            const JobStatus status = outcome.status;
            const QString error = QString::fromStdString(outcome.error);
            QMetaObject::invokeMethod(
                self.data(),
                [self, generation, onResult, result, status, error] {
                    if (!self || generation != self->generation_)
                        return;  // cancelled, or a newer job started: stale
                    self->pending_ = false;
                    self->beat_.stop();
                    if (result && (status == JobStatus::Finished ||
                                   (status == JobStatus::Cancelled && self->keepPartial_)))
                        onResult(result);
                    Q_EMIT self->finished(status, error);
                },
                Qt::QueuedConnection);
        };
        clock_.start();
        fraction_ = -1;
        text_.clear();
        pending_ = true;
        keepPartial_ = false;
        beat_.start();
        job_ = engine.start<R>(std::move(work), std::move(progress), std::move(done));
        Q_EMIT started();
    }

Q_SIGNALS:
    void started();
    void progress(double fraction, const QString& text);
    void finished(guesslab::JobStatus status, const QString& error);

private:
    QString name_;
    std::shared_ptr<Job> job_;
    quint64 generation_ = 0;
    bool pending_ = false;      // started and its finished() not yet emitted
    bool keepPartial_ = false;  // stop() asked: a cancelled job's result still counts
    QElapsedTimer clock_;
    QTimer beat_;  // sends the last progress again while the job runs
    double fraction_ = -1;
    QString text_;
};

}  // namespace guesslab::gui
