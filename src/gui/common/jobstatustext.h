#pragma once

#include "engine.h"

#include <QString>

namespace guesslab::gui {

class JobRunner;

// The status lines of a panel's background search: how far it is with the
// time so far, and how it ended (stopped: the panel's own words for what it kept).
namespace JobStatusText {
QString progress(const JobRunner& runner, double fraction, const QString& text);
QString ended(const JobRunner& runner, JobStatus status, const QString& error,
              const QString& stopped);
}  // namespace JobStatusText

}  // namespace guesslab::gui
