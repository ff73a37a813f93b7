// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine.h"

#include <QString>

namespace guesslab::gui {

class JobRunner;

// The status lines of a panel's background search: how far it is with the
// time so far, and how it ended (stopped: the panel's own words for what it kept).
namespace JobStatusText {
QString progress(const JobRunner& runner, double fraction, const QString& text);
// "Opener 'salet' (2 of 9) · 12.3 s · about 40 s left".
QString running(const JobRunner& runner);
// "12.3 s · about 40 s left": the status bar's (the panel shows the rest).
QString clock(const JobRunner& runner);
// "about 40 s left", "about 3 min left", or "" while unknown.
QString remaining(const JobRunner& runner);
QString ended(const JobRunner& runner, JobStatus status, const QString& error,
              const QString& stopped);
}  // namespace JobStatusText

}  // namespace guesslab::gui
